"""The hall's page of the Sanguosha drafts in progress: only what the table may see (never a secret lineup).

Read from each console's ``public_view()`` (docs/rules.md §5.1, §5.4): the step
and the time left on its countdown, who is to move, the generals picked so far
(1v1 face-down picks stay hidden), and the lineups only once revealed. In Chinese
whatever the interface language: the hall is a Chinese hall (README).
"""
from __future__ import annotations

import time
from typing import Callable

from app.clocks.reading import format_clock
from app.messages import render
from app.services.round_views import round_view
from app.services.sanguosha import consoles_of_round
from app.stages.round_id import RoundId
from app.views.hall.hall_pages import CENTRE, HallColumn, HallPage
from app.views.sanguosha.console_words import PHASES, WORDS

ROLES_3V3 = ("commander", "vanguard_a", "vanguard_b")


def word(key: str) -> str:
    """A camp, role or seat in Chinese (the console's words, untranslated)."""
    return WORDS.get(key, str(key))


def listed(items) -> str:
    return "、".join(str(item) for item in items)


def labelled(label: str, value) -> str:
    return f"{label}：{value}"


def with_who(side: str, who: str) -> str:
    return f"{side}（{who}）"


def drafts_page(store, code: str, now: Callable[[], float] = time.monotonic) -> HallPage | None:
    """A row per table whose console has begun, in the latest round; None when none has. ``now``: the
    consoles' clock (the station's monotonic clock, on which they stamp each step's start)."""
    view = round_view(store, code)
    if view is None:
        return None
    round_id = RoundId(code, view.stage_kind, view.number)  # the current stage's latest round: never a playoff
    records = consoles_of_round(store, round_id)
    if not records:
        return None
    sides = ("warm", "cold") if records[0].kind == "3v3" else ("lord", "traitor")
    columns = (HallColumn("台号", 0.5, CENTRE), HallColumn("步骤", 1.3), HallColumn("剩余", 0.7, CENTRE),
               HallColumn("轮到", 1.6), HallColumn(word(sides[0]), 3.2), HallColumn(word(sides[1]), 3.2))
    rows = [_row(record, now) for record in records]
    title = f"三国杀{records[0].kind} {render(round_id.words(), 'zh')} 选将"
    return HallPage(f"drafts:{code}", title, columns, tuple(rows), row_units=2)  # a side's picks take two lines


def _time_left(console) -> str:
    """The step's countdown as the console shows it; nothing for an untimed step, or when the clock the
    console was stamped on is not this one (another station's: more left than the step allows)."""
    left, allowed = console.remaining(), console.seconds_allowed()
    if left is None or allowed is None or left > allowed:
        return ""
    return format_clock(left, tenths=False)


def _row(record, now: Callable[[], float]) -> tuple[str, ...]:
    console = record.console(now)
    public = console.public_view()
    draft = public["draft"]
    if console.kind == "3v3":
        sides, warm = ("warm", "cold"), draft["warm_team"]
        teams = {"warm": warm, "cold": None if warm is None else 1 - warm}
        lineups = draft["lineups"]
    else:
        sides, lord = ("lord", "traitor"), draft["lord_seat"]
        teams, lineups = {"lord": lord, "traitor": 1 - lord}, None

    def who(side: str) -> str:
        team = teams[side]
        name = record.sides[team] if team is not None and team < len(record.sides) else ""
        return with_who(word(side), name) if name else word(side)

    def generals(side: str) -> str:
        team = teams[side]
        team_name = record.sides[team] if team is not None and team < len(record.sides) else ""
        if lineups:
            shown = listed(f"{word(role)} {lineups[side][role]}" for role in ROLES_3V3)
        else:
            hidden = "暗牌"
            shown = listed(general or hidden for general in draft["picks"][side])
        return labelled(team_name, shown) if team_name else shown

    # the step as the console's header names it (a 1v1 game after its draft: in play, then over), under
    # after the game it is in when the round is a match (第 2 / 3 局, unbroken: the cell wraps at its comma)
    step = PHASES.get(console.step, console.step)
    if record.games > 1:
        step = f"第\u00a0{record.game_no}\u00a0/\u00a0{record.games}\u00a0局，{step}"
    return (str(record.table_number), step, _time_left(console), _turn(record, console, public, who),
            generals(sides[0]), generals(sides[1]))


def _turn(record, console, public, who) -> str:
    """Whose turn: the winner once the game is decided, both sides while they look at the 16, the team
    to choose before the camps are known, else the side to move."""
    status = console.status()
    if status["winner"] is not None:
        return f"{_team_name(record, status['winner'])} 胜"
    if status["decided"]:
        return ""
    if console.phase == "viewing":
        return "双方观看武将"
    mover = public["draft"]["side_to_move"]
    if public["order"] is not None:
        mover = "cold" if public["order"]["phase"] == "first_mover" else public["order"]["side_to_act"]
    if mover:
        return who(mover)
    team = status["mover_team"]
    return _team_name(record, team) if team is not None else ""


def _team_name(record, team: int) -> str:
    return record.sides[team] if team < len(record.sides) else str(team)
