"""Standings use cases: an event's individual table, its team table, the overall table, the crosstable.

Only the final stage counts (preliminary points do not carry over, docs/rules.md §1.3);
while an event is still in its preliminaries the group tables are shown.
"""
from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from app.models.schema import Event
from app.models.round_revisions import kept as revisions_kept
from app.models.store import HISTORY_CACHES, ROUND_READS, TournamentStore
from app.rules.events import PRESETS, TIEBREAK_LABELS, settings_for
from app.services.event_standings import EventStandings, final_rows
from app.services.history import StageHistory, event_entrant_rows, plain_rows, read_playoffs
from app.services.events import event_for
from app.services.standings_read import Kept, stage_standings
from app.standings import (OverallRow, StandingRow, TeamRow, crosstable, event_team_standings, fouls_by_school,
                           overall_team_standings)
from app.standings.crosstable import mark_disqualified
from app.standings.event_table import with_withdrawals
from app.standings.history import HistoryCache
from app.standings.status import EventStatus
from app.stages.round_id import RoundId
from app.standings.teams import team_event_table


_MOST_CACHED = 32  # stages of one file: a station shows a handful of events


def _history_cache(session, key: tuple[int, bool]) -> HistoryCache:
    """The round entries, tie-breaks and rows of the last ranking of one list of a stage's competitors
    (checked against the records, never trusted), kept by the open file (``TournamentStore.history_caches``).

    ``key``: (stage id, whether the disqualified are left out): "ignore" ranks both lists after every result,
    and one cache for both would be undone by each in turn.
    """
    caches = session.info[HISTORY_CACHES]
    if key not in caches and len(caches) >= _MOST_CACHED:
        del caches[next(iter(caches))]
    return caches.setdefault(key, HistoryCache())


def ranked_rows(session, event: Event, stage, history: StageHistory, settings) -> list[StandingRow]:
    """The final's table as the standings page shows it (``app.standings.event_table``), playoffs
    applied; the pairing of the next round ranks with it too."""
    return final_rows(stage, history, settings, read_playoffs(session, event), _stage_cache(session, stage))


def _stage_cache(session, stage):
    """``history_cache(without_disqualified)`` for one stage, kept by the open file."""
    return lambda without: _history_cache(session, (stage.id, without))


def _for_team_table(rows: list[StandingRow], settings) -> list[StandingRow]:
    """The rows a school's total reads: the disqualified count only with ``dq_team_points`` "include"."""
    if settings["dq_team_points"] == "include":
        return rows
    return [row for row in rows if not row.disqualified]


def event_standings(store: TournamentStore, code: str, through: RoundId | None = None) -> EventStandings:
    """The event's standings; ``through``: after that round of its stage (``stage_standings``)."""
    return _ranked(store, code, through)[0]


def _ranked(store: TournamentStore, code: str, through: RoundId | None = None
            ) -> tuple[EventStandings, StageHistory | None]:
    """The event's standings and the stage read for them, ranked once per commit to the file: the
    standings page and the hall's standings, team and overall pages all show one confirmed result.

    Read with plain SQL (app/services/standings_read.py) and no ORM object: after each result the
    statements' and objects' handling cost more than the rows. Only the rounds changed since the last
    read are read again, and only their changed tables are made again; an event the file does not
    hold is refused by ``event_for``."""
    def read():
        with store.read() as session:
            found = stage_standings(plain_rows(session), code, None if through else _kept(session), through)
            if found is None:  # an event the file does not hold: refused in the referee's words
                event_for(session, code)
            return found
    return store.remembered(("standings", code, through), read)


def _kept(session) -> Kept:
    """What the session's open file keeps between reads."""
    return Kept(session.info[ROUND_READS], revisions_kept(session.connection().dialect.name),
                lambda stage_id: lambda without: _history_cache(session, (stage_id, without)),
                lambda event_id, team_event: event_entrant_rows(session, event_id, team_event))


def _teams_of(event: Event, history: StageHistory, rows: list[StandingRow], settings) -> list[TeamRow]:
    """The school table from the final's ranked rows."""
    if PRESETS[event.code].team_event:  # the teams are the entrants: their own places (三国杀3v3)
        return team_event_table([row for row in rows if not row.disqualified], settings["tiebreaks"],
                                TIEBREAK_LABELS)
    rows = _for_team_table(rows, settings)
    return event_team_standings(rows, settings["team_rule"],
                                fouls_by_school(history.competitors, history.records)
                                if settings["team_rule"] == "sum" else None)


def _counted_table_and_status(store: TournamentStore, event: Event) -> tuple[list[TeamRow], EventStatus]:
    """What the overall table needs of one event from its ranking: its school table (empty before the
    final's first complete round) and its status."""
    standings, history = _ranked(store, event.code)
    if standings.stage_kind != "final" or not history.complete_rounds:
        return [], standings.status
    settings = settings_for(event.code, event.settings)
    return _teams_of(event, history, list(standings.rows), settings), standings.status


def team_standings(store: TournamentStore, code: str) -> list[TeamRow]:
    """The event's school table with the event's team rule (docs/rules.md §6.2); empty before the final.
    From the one ranking of the commit (``event_teams``)."""
    return event_teams(store, code)[0]


def event_teams(store: TournamentStore, code: str) -> tuple[list[TeamRow], EventStandings]:
    """The event's school table and its standings (status, tie-breaks) from one ranking: the team
    sheet and the hall's team page need both."""
    standings, history = _ranked(store, code)
    if standings.stage_kind != "final":
        return [], standings
    with store.read() as session:
        event = event_for(session, code)
        settings = settings_for(event.code, event.settings)
        return _teams_of(event, history, list(standings.rows), settings), standings


def event_provisional(store: TournamentStore, code: str) -> EventStatus:
    """The event's status: its team table is provisional exactly when its standings are."""
    return event_standings(store, code).status


@dataclass(frozen=True)
class OverallTable:
    rows: list[OverallRow]
    counted: list[str]  # the events it counts, in preset order
    unfinished: list[str]  # the counted events not final yet: while any is, the table is provisional


def overall_table(store: TournamentStore) -> OverallTable:
    """The overall school table (9-7-5-3-2-1 per counted event), the events it counted and those unfinished.

    Counted: the events whose ``counts_overall`` is on (by default xiangqi, go,
    gomoku and checkers); an event without a complete round gives no points yet.
    Each counted event is read and ranked once for both its points and its status.
    """
    with store.read() as session:
        events, counted = _counted_events(session)
        tables, unfinished = {}, []
        for event in events:
            if event.code in counted:
                tables[event.code], status = _counted_table_and_status(store, event)
                if status.provisional:
                    unfinished.append(event.code)
    return OverallTable(overall_team_standings(tables, counted), counted, unfinished)


def overall_standings(store: TournamentStore) -> tuple[list[OverallRow], list[str]]:
    """The overall school table and the events it counted (see ``overall_table``)."""
    table = overall_table(store)
    return table.rows, table.counted


def _counted_events(session) -> tuple[list[Event], list[str]]:
    events = [e for e in session.scalars(select(Event)) if e.status == "active"]
    counted = [e.code for e in events if settings_for(e.code, e.settings)["counts_overall"]]
    order = list(PRESETS)
    counted.sort(key=order.index)
    return events, counted


def event_crosstable(store: TournamentStore, code: str, through: RoundId | None = None) -> dict:
    """The crosstable of the stage in play (``through``: of that round's stage, to that round), from the
    stage read for the commit's ranking (``_ranked``)."""
    _standings, history = _ranked(store, code, through)
    if history is None:
        return {"rounds": [], "players": []}
    table = crosstable(with_withdrawals(history.competitors, history.records, history.active), history.records)
    return mark_disqualified(table, history.disqualified)
