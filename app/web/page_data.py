"""What the live page shows, as one JSON-ready dict read through the services (no server, no Qt).

The page is public: anyone in the hall with a phone reads it.  So it carries
names, schools, tables, results, standings and the round timers only — never a
student ID (the services' round and standings views hold none), of the identity
cards only the lord's (``PUBLIC_ROLES``, docs/rules.md §2.7), and no Sanguosha
draft at all, so no lineup before its reveal.  A table of more than three seats
(Sanguosha identity) shows only that it is finished: its result names the
winners' roles, as on the hall screen.

Words that come from the tournament (event names, tie-break names) are given
in both languages; the page words the rest itself.
"""
from __future__ import annotations

import time
from typing import Any, Callable

from app.messages import render
from app.clocks.settings import restore_timer, snapshot_running
from app.names import sort_key, syllables
from app.rules.events import PRESETS, PUBLIC_ROLES, TIEBREAK_LABELS
from app.services.awards import team_members
from app.services.clocks import hall_key, load_clocks
from app.services.round_views import RoundView, SeatView, round_view
from app.services.standings import event_teams, overall_table
from app.services.tournament import list_events, tournament_info
from app.standings.numbers import parts_text, place_text, points_text
from app.standings.teams import shown_team_rows, team_row_label
from app.web.history_data import crosstable_data, rounds_data
from app.web.page_words import both, side_words

SHOWN_RESULT_SEATS = 3  # above this (identity tables of eight) a result names roles: only "done" is shown
SHOWN_TIEBREAKS = 2  # as on the hall screen: more columns do not fit a phone


def search_keys(name: str) -> dict[str, Any]:
    """What a phone may type to find ``name``: its pinyin as said run together, its initials ("zengqiang",
    "zq"), and every reading of each syllable ("read") for the page's search, which matches as the check-in
    page does (``app.names``: 曾 zeng or ceng, 吕 lv or lu, from any syllable on)."""
    said = sort_key(name)[0].split()
    return {"py": "".join(said), "ini": "".join(s[0] for s in said if s),
            "read": [list(readings) for readings in syllables(name)]}


def _seat(seat: SeatView, members: dict[str, tuple[str, ...]]) -> dict[str, Any]:
    """A seat; a team's seat lists its players, so each finds the table by their own name."""
    return {"seat": seat.seat_no + 1, "name": seat.name, "school": seat.school,
            "role": seat.role if seat.role in PUBLIC_ROLES else "", **search_keys(seat.name),
            "members": [{"name": name, **search_keys(name)} for name in members.get(seat.name, ())]}


def round_data(view: RoundView | None, members: dict[str, tuple[str, ...]]) -> dict[str, Any] | None:
    """The latest round's name (RoundId.words, in both languages), tables and byes; a result only where it
    names no secret role."""
    if view is None:
        return None
    tables = []
    for table in view.tables:
        shown = len(table.seats) <= SHOWN_RESULT_SEATS
        words = view.result_words(table.result) if shown else ""
        tables.append({"table": table.number, "seats": [_seat(s, members) for s in table.seats],
                       "result": render(words, "zh"), "result_en": render(words, "en"), "done": table.has_result})
    byes = [{"name": name, "school": school, **search_keys(name)} for _id, name, school, _points in view.byes]
    return {"number": view.number, "stage": view.stage_kind, "name": both(view.round_id.words()), "tables": tables,
            "byes": byes}


def standings_data(standings) -> dict[str, Any]:
    """Individual standings (each preliminary group after the other), at most two tie-breaks."""
    tiebreaks = list(standings.tiebreaks)[:SHOWN_TIEBREAKS]

    def row(r, group: int) -> dict[str, Any]:
        return {"place": "DQ" if r.disqualified else place_text(r.rank, r.shared), "playoff": r.playoff,
                "group": group, "name": r.name, "school": r.school, "points": points_text(r.points),
                **search_keys(r.name),
                "tiebreaks": [points_text(r.tiebreaks.get(t)) for t in tiebreaks]}

    if standings.stage_kind == "preliminary":
        rows = [row(r, number) for number, group in enumerate(standings.groups, start=1) for r in group]
    else:
        rows = [row(r, 0) for r in standings.rows]
    status = standings.status
    labels = [TIEBREAK_LABELS[t] for t in tiebreaks if t in TIEBREAK_LABELS]
    return {"final": status.final, "after_round": status.complete_rounds, "planned": status.planned_rounds,
            "preliminary": status.preliminary, "status": both(status.title_words()),
            "tiebreaks": [both(label) for label in labels], "rows": rows}


def teams_data(teams, status, team_event: bool) -> list[dict[str, Any]]:
    """The school table: no places before the first result (every school level at 0, in name order);
    ``finalists``, the school's players in the final (决赛人数), none in a team event, whose teams are
    its entrants."""
    return [{"place": place_text(r.rank, r.shared) if status.placed else "", "name": team_row_label(r),
             "points": points_text(r.points), "members": r.members,
             "finalists": None if team_event else r.members} for r in shown_team_rows(teams, status.placed)]


def timer_data(snapshot: dict | None, wall: Callable[[], float]) -> dict[str, Any] | None:
    """The hall round timer: seconds left, and when it ends (wall clock) while it runs; None before its start."""
    if not snapshot:
        return None
    try:
        state = restore_timer(snapshot, charge_outage=True, wall=wall).state()
    except (KeyError, TypeError, ValueError):  # a Refusal is a ValueError
        return None  # an unreadable snapshot: the station's recovery dialog deals with it, the page shows none
    if not state.started:
        return None
    remaining = round(state.remaining)
    running = snapshot_running(snapshot) and not state.time_up  # a restored timer is paused: ask its snapshot
    return {"remaining": remaining, "running": running, "ends_at": round(wall() + remaining) if running else None}


def event_data(store, info, wall: Callable[[], float]) -> dict[str, Any]:
    code = info.code
    view = round_view(store, code)
    teams, standings = event_teams(store, code)
    snapshot = load_clocks(store, code).get(hall_key(view)) if view is not None else None
    members = team_members(store, code) if info.team_event and view is not None else {}
    return {"code": code, "name": both(info.words), "team_event": info.team_event,
            "sides": list(PRESETS[code].sides), "sides_en": [side_words(s)["en"] for s in PRESETS[code].sides],
            "round": round_data(view, members),
            "timer": timer_data(snapshot, wall),
            "standings": standings_data(standings),
            "teams": teams_data(teams, standings.status, info.team_event),
            "rounds": rounds_data(store, code, lambda shown: round_data(shown, members)),
            "crosstable": crosstable_data(store, code, standings, search_keys)}


def overall_data(store) -> dict[str, Any] | None:
    overall = overall_table(store)
    if not overall.rows or not any(r.points for r in overall.rows):
        return None
    rows = []
    for r in overall.rows:
        parts, total = parts_text([r.by_event.get(code, 0) for code in overall.counted], r.points)
        rows.append({"place": place_text(r.rank, r.shared), "school": r.school, "parts": parts, "points": total})
    return {"final": not overall.unfinished,
            "events": [both(PRESETS[c].words) for c in overall.counted], "rows": rows}


def page_data(store, wall: Callable[[], float] = time.time) -> dict[str, Any]:
    """Everything the live page shows of the open tournament: its active events, then the overall table."""
    events = [event_data(store, info, wall) for info in list_events(store) if info.status == "active"]
    return {"tournament": tournament_info(store).name, "events": events, "overall": overall_data(store)}
