"""A generated demo tournament, so a new user sees a working station at once."""
from __future__ import annotations

import random
from datetime import date
from pathlib import Path

from sqlalchemy import insert

from app.models.schema import Entry, Player
from app.models.store import TournamentStore
from app.rules.events import PRESETS
from app.services.events import event_for
from app.services.players import enter, school_for
from app.services.tournament import new_tournament

SCHOOLS = ("广西大学", "广西师范大学", "广西民族大学", "广西医科大学", "南宁师范大学",
           "广西财经学院", "广西艺术学院", "广西中医药大学")
SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐韦覃蒙莫陆农黎蓝廖"
GIVEN = ("伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟",
         "涛", "明", "超", "秀英", "霞", "平", "刚", "桂英", "子涵", "浩然", "雨桐", "思远",
         "一鸣", "欣怡", "宇轩", "梓萱", "俊杰", "诗琪", "晓东", "海燕", "建华", "文博", "嘉怡",
         "志强", "雅婷", "天佑", "若曦", "振宇", "佳琪", "明轩", "梦瑶", "博文")
# Single characters for three-character names once the two-character ones run out
# (34 surnames × 46 given names is only 1,564 names; a 5,000-player demo needs 35,000).
GIVEN_CHARS = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超霞平刚子浩雨思一欣宇梓俊诗晓海建文嘉志雅天若振佳梦博立国华春秋冬晨"

# Realistic field sizes per event (individuals, or teams for Sanguosha 3v3).
DEMO_FIELD = {"xiangqi": 24, "go": 16, "gomoku": 20, "checkers": 16, "doudizhu": 18,
              "sanguosha_3v3": 8, "sanguosha_1v1": 16, "sanguosha_identity": 16}


def build_demo(path: str | Path, seed: int = 0, players: int | None = None) -> TournamentStore:
    """Write a demo tournament: 8 schools, every event with a field of a realistic size.

    ``players`` scales every field to about that many entrants per individual event.
    """
    rng = random.Random(seed)
    store = new_tournament(path, "2026年南宁驻邕高校棋牌比赛（演示）", organiser="南宁市高校体育协会",
                           venue="广西大学体育馆", start_date=date(2026, 12, 5),
                           end_date=date(2026, 12, 6))
    used_names: set[str] = set()
    next_id = iter(range(1, 10**6))

    def unused_name() -> str:
        """A random name not given yet: two characters first, three once those run low."""
        short_names = len(SURNAMES) * len(GIVEN)
        while True:
            if len(used_names) < short_names // 2:
                name = rng.choice(SURNAMES) + rng.choice(GIVEN)
            else:
                name = rng.choice(SURNAMES) + rng.choice(GIVEN_CHARS) + rng.choice(GIVEN_CHARS)
            if name not in used_names:
                used_names.add(name)
                return name

    def player_row(school_id: int) -> dict:
        return {"name": unused_name(), "school_id": school_id,
                "student_id": f"2026{next(next_id):05d}", "gender": rng.choice("男女"),
                "grade": rng.choice(("大一", "大二", "大三", "大四")), "withdrawn": False}

    with store.session() as session:
        school_ids = [school_for(session, name).id for name in SCHOOLS]
        for code in PRESETS:
            field = DEMO_FIELD[code] if players is None or PRESETS[code].team_event else players
            if PRESETS[code].team_event:
                for index in range(field):
                    school = SCHOOLS[index % len(SCHOOLS)]
                    team = f"{school}{'一二三四'[index // len(SCHOOLS)]}队"
                    for _ in range(4):
                        player = Player(**player_row(school_ids[index % len(SCHOOLS)]))
                        session.add(player)
                        session.flush()
                        enter(session, player, code, team)
                        session.flush()
            else:
                # Thousands of entrants: one multi-row insert each for players and entries.
                rows = [player_row(school_ids[index % len(SCHOOLS)]) for index in range(field)]
                ids = session.scalars(insert(Player).returning(Player.id), rows).all()
                event_id = event_for(session, code).id
                session.execute(insert(Entry), [{"event_id": event_id, "player_id": player_id,
                                                 "substitute": False} for player_id in ids])
        session.flush()
    return store
