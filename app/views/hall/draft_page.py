"""The hall's page of the Sanguosha drafts in progress: only what the table may see (never a secret lineup).

Read from each console's ``public_view()`` (docs/rules.md §5.1, §5.4): the step,
who is to move, the generals picked so far (1v1 face-down picks stay hidden),
and the lineups only once revealed.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.services.round_views import round_view
from app.services.sanguosha import consoles_of_round
from app.stages.round_id import RoundId
from app.views.common.messages import worded
from app.views.hall.hall_pages import CENTRE, HallColumn, HallPage
from app.views.sanguosha.console_texts import game_text
from app.views.sanguosha.console_words import labelled, listed, phase_name, with_who, word

ROLES_3V3 = ("commander", "vanguard_a", "vanguard_b")


def _frozen_clock() -> float:
    return 0.0  # the hall shows no countdown: a draft's clock lives at its console


def drafts_page(store, code: str) -> HallPage | None:
    """A row per table whose console has begun, in the latest round; None when none has."""
    view = round_view(store, code)
    if view is None:
        return None
    round_id = RoundId(code, view.stage_kind, view.number)  # the current stage's latest round: never a playoff
    records = consoles_of_round(store, round_id)
    if not records:
        return None
    translate = QCoreApplication.translate
    sides = ("warm", "cold") if records[0].kind == "3v3" else ("lord", "traitor")
    columns = (HallColumn(translate("HallDrafts", "台号"), 0.5, CENTRE), HallColumn(translate("HallDrafts", "步骤"), 1.3),
               HallColumn(translate("HallDrafts", "轮到"), 2.2), HallColumn(word(sides[0]), 3.0),
               HallColumn(word(sides[1]), 3.0))
    rows = [_row(record) for record in records]
    title = translate("HallDrafts", "三国杀%1 %2 选将").replace("%1", records[0].kind).replace(
        "%2", worded(round_id.words()))
    return HallPage(f"drafts:{code}", title, columns, tuple(rows), row_units=2)  # a side's picks take two lines


def _row(record) -> tuple[str, ...]:
    console = record.console(_frozen_clock)
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
            hidden = QCoreApplication.translate("HallDrafts", "暗牌")
            shown = listed(general or hidden for general in draft["picks"][side])
        return labelled(team_name, shown) if team_name else shown

    # the step as the console's header names it (a 1v1 game after its draft: in play, then over), under
    # after the game it is in when the round is a match (第 2 / 3 局, unbroken: the cell wraps at its comma)
    step = phase_name(console.step)
    if record.games > 1:
        game = game_text(record.game_no, record.games).replace(" ", "\u00a0")
        step = QCoreApplication.translate("HallDrafts", "%1，%2").replace("%1", game).replace("%2", step)
    return (str(record.table_number), step, _turn(record, console, public, who),
            generals(sides[0]), generals(sides[1]))


def _turn(record, console, public, who) -> str:
    """Whose turn: the winner once the game is decided, both sides while they look at the 16, the team
    to choose before the camps are known, else the side to move."""
    translate = QCoreApplication.translate
    status = console.status()
    if status["winner"] is not None:
        return translate("HallDrafts", "%1 胜").replace("%1", _team_name(record, status["winner"]))
    if status["decided"]:
        return ""
    if console.phase == "viewing":
        return translate("HallDrafts", "双方观看武将")
    mover = public["draft"]["side_to_move"]
    if public["order"] is not None:
        mover = "cold" if public["order"]["phase"] == "first_mover" else public["order"]["side_to_act"]
    if mover:
        return who(mover)
    team = status["mover_team"]
    return _team_name(record, team) if team is not None else ""


def _team_name(record, team: int) -> str:
    return record.sides[team] if team < len(record.sides) else str(team)
