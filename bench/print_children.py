"""The print bench's children, run against one tree's `app` (bench/baseline.py ``tree_env``): ``played FILE`` plays
two rounds of every event of a demo tournament; ``certificates N OUT`` is a whole process printing N certificates;
``fonts`` a whole process that only loads the three fonts (the width of a text in each)."""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from baseline import measured_tree  # noqa: E402

GIVEN = "伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华建国志红玉梅雪飞鹏宇浩然𠮷䶮堃喆"  # 𠮷: the rare font too


def play_two_rounds(file: str) -> None:
    """Random results of rounds 1 and 2 in every event of the demo at ``file``, as the station records them."""
    from app.models.store import open_store
    from app.rules.events import PRESETS
    from app.services.results import record_result
    from app.services.rounds import pair_next_round
    store, rng = open_store(file), random.Random(5)
    entries = {"doudizhu": lambda seats: {"hands": [{"bid": 2, "landlord": rng.randrange(3), "landlord_won": True}]},
               "sanguosha_identity": lambda seats: {"winner": "rebels", "alive": [
                   index for index, seat in enumerate(seats) if seat.role == "反贼"]},
               "gomoku": lambda seats: {"score": rng.choice(["2-0", "1-1", "0-2"])}}
    for code in PRESETS:
        for number in (1, 2):
            view = pair_next_round(store, code, seed=number)
            for table in view.tables:
                entry = entries.get(code, lambda seats: {"score": rng.choice(["1-0", "0-1"])})(table.seats)
                record_result(store, code, view.round_id, table.number, entry)
    store.close()


def print_certificates(count: int, out: str) -> None:
    """``count`` individual certificates (Ext-B names among them), as a print of the whole batch makes them."""
    from app.printing.certificates import build_certificates
    from app.printing.data import Award, TournamentInfo
    info = TournamentInfo("南宁驻邕杯棋牌比赛", "南宁市驻邕高校联合会", "广西大学体育馆", "2026年11月28日—29日")
    rng = random.Random(2026)
    awards = [Award("individual", "王" + rng.choice(GIVEN) + rng.choice(GIVEN), n % 6 + 1, "象棋", "广西大学")
              for n in range(count)]
    build_certificates(info, awards, Path(out))


def load_fonts() -> None:
    from app.printing.fonts import text_width
    assert text_width("王𠮷 Round 3", 12) > 0


if __name__ == "__main__":
    measured_tree()
    if sys.argv[1] == "played":
        play_two_rounds(sys.argv[2])
    elif sys.argv[1] == "fonts":
        load_fonts()
    else:
        print_certificates(int(sys.argv[2]), sys.argv[3])
