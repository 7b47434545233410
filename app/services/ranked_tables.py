"""The tables made from an event's ranking, with no database: its crosstable, its school table and its
share of the overall table. The open file's use cases (app/services/standings.py) and a print read with
plain SQL (app/services/plain_print.py) both make them here from the same read."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping

from app.rules.events import PRESETS, ROUND_ROBIN, TIEBREAK_LABELS, settings_for
from app.services.event_standings import EventStandings
from app.services.stage_rows import StageHistory
from app.standings import OverallRow, StandingRow, TeamRow, crosstable, event_team_standings, fouls_by_school
from app.standings import overall_team_standings
from app.standings.crosstable import mark_disqualified
from app.standings.event_table import with_withdrawals
from app.standings.status import EventStatus
from app.standings.teams import team_event_table

Ranked = tuple[EventStandings, "StageHistory | None"]  # an event's standings and the stage read for them


def stage_crosstable(history: StageHistory | None) -> dict:
    """The crosstable of the stage read, with ``round_robin``: whether the stage pairs each with each."""
    if history is None:
        return {"rounds": [], "players": []}
    table = crosstable(with_withdrawals(history.competitors, history.records, history.active), history.records)
    table["round_robin"] = history.stage.pairing == ROUND_ROBIN  # a grid of opponents, not of rounds
    return mark_disqualified(table, history.disqualified)


def _for_team_table(rows: list[StandingRow], settings) -> list[StandingRow]:
    """The rows a school's total reads: the disqualified count only with ``dq_team_points`` "include"."""
    if settings["dq_team_points"] == "include":
        return rows
    return [row for row in rows if not row.disqualified]


def teams_of(code: str, history: StageHistory, rows: list[StandingRow], settings) -> list[TeamRow]:
    """The school table from the final's ranked rows."""
    if PRESETS[code].team_event:  # the teams are the entrants: their own places (三国杀3v3)
        return team_event_table([row for row in rows if not row.disqualified], settings["tiebreaks"],
                                TIEBREAK_LABELS)
    rows = _for_team_table(rows, settings)
    return event_team_standings(rows, settings["team_rule"],
                                fouls_by_school(history.competitors, history.records)
                                if settings["team_rule"] == "sum" else None)


def event_school_table(code: str, stored_settings, ranked: Ranked) -> list[TeamRow]:
    """The event's school table (empty before the final)."""
    standings, history = ranked
    if standings.stage_kind != "final":
        return []
    return teams_of(code, history, list(standings.rows), settings_for(code, stored_settings))


@dataclass(frozen=True)
class OverallTable:
    rows: list[OverallRow]
    counted: list[str]  # the events it counts, in preset order
    unfinished: list[str]  # the counted events not final yet: while any is, the table is provisional


def counted_events(events: Iterable[tuple[str, str, Mapping]]) -> list[str]:
    """Of the (code, status, stored settings) of the file's events, the active ones the overall table
    counts (``counts_overall``), in preset order."""
    counted = [code for code, status, stored in events
               if status == "active" and settings_for(code, stored)["counts_overall"]]
    return sorted(counted, key=list(PRESETS).index)


def overall_from(events: Iterable[tuple[str, str, Mapping]], ranked: Callable[[str], Ranked]) -> OverallTable:
    """The overall school table (9-7-5-3-2-1 per counted event), the events it counted and those unfinished;
    ``ranked(code)``: a counted event's ranking, read once for both its points and its status. An event
    without a complete round of its final gives no points yet."""
    events = list(events)
    stored = {code: settings for code, _status, settings in events}
    tables: dict[str, list[TeamRow]] = {}
    unfinished = []
    counted = counted_events(events)
    for code in (code for code, _status, _settings in events if code in counted):  # in the file's order
        standings, history = ranked(code)
        status: EventStatus = standings.status
        tables[code] = (teams_of(code, history, list(standings.rows), settings_for(code, stored[code]))
                        if standings.stage_kind == "final" and history.complete_rounds else [])
        if status.provisional:
            unfinished.append(code)
    return OverallTable(overall_team_standings(tables, counted), counted, unfinished)
