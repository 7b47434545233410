"""Standings use cases: an event's individual table, its team table, the overall table, the crosstable.

Only the final stage counts (preliminary points do not carry over, docs/rules.md §1.3);
while an event is still in its preliminaries the group tables are shown.
"""
from __future__ import annotations

from sqlalchemy import select

from app.models.schema import Event
from app.models.round_revisions import kept as revisions_kept
from app.models.store import HISTORY_CACHES, ROUND_READS, TournamentStore
from app.services.event_standings import EventStandings, final_rows
from app.services.history import StageHistory, event_entrant_rows, plain_rows, read_playoffs
from app.services.events import event_for
from app.services.ranked_tables import (OverallTable, event_school_table, overall_from,  # noqa: F401 (re-exported)
                                        stage_crosstable)
from app.services.standings_read import Kept, stage_standings
from app.standings import OverallRow, StandingRow, TeamRow
from app.standings.history import HistoryCache
from app.standings.status import EventStatus
from app.stages.round_id import RoundId


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


def team_standings(store: TournamentStore, code: str) -> list[TeamRow]:
    """The event's school table with the event's team rule (docs/rules.md §6.2); empty before the final.
    From the one ranking of the commit (``event_teams``)."""
    return event_teams(store, code)[0]


def event_teams(store: TournamentStore, code: str) -> tuple[list[TeamRow], EventStandings]:
    """The event's school table and its standings (status, tie-breaks) from one ranking: the team
    sheet and the hall's team page need both."""
    ranked = _ranked(store, code)
    if ranked[0].stage_kind != "final":
        return [], ranked[0]
    with store.read() as session:
        stored = event_for(session, code).settings
    return event_school_table(code, stored, ranked), ranked[0]


def event_provisional(store: TournamentStore, code: str) -> EventStatus:
    """The event's status: its team table is provisional exactly when its standings are."""
    return event_standings(store, code).status


def overall_table(store: TournamentStore) -> OverallTable:
    """The overall school table (9-7-5-3-2-1 per counted event), the events it counted and those unfinished
    (``ranked_tables.overall_from``). Counted: the events whose ``counts_overall`` is on (by default xiangqi,
    go, gomoku and checkers)."""
    with store.read() as session:
        events = [(e.code, e.status, e.settings) for e in session.scalars(select(Event))]
    return overall_from(events, lambda code: _ranked(store, code))


def overall_standings(store: TournamentStore) -> tuple[list[OverallRow], list[str]]:
    """The overall school table and the events it counted (see ``overall_table``)."""
    table = overall_table(store)
    return table.rows, table.counted


def ranking(store: TournamentStore, code: str, through: RoundId | None = None
            ) -> tuple[EventStandings, StageHistory | None]:
    """The event's standings and the stage read for them (``through``: after that round), once per commit."""
    return _ranked(store, code, through)


def stage_read(store: TournamentStore, code: str) -> StageHistory | None:
    """The stage in play as read for the commit's ranking (``_ranked``); None before its first round."""
    return _ranked(store, code)[1]


def event_crosstable(store: TournamentStore, code: str, through: RoundId | None = None) -> dict:
    """The crosstable of the stage in play (``through``: of that round's stage, to that round), from the
    stage read for the commit's ranking (``_ranked``)."""
    return stage_crosstable(_ranked(store, code, through)[1])
