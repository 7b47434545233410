"""The results of a round's known tables, read from those tables' rows alone.

The listeners of a confirmed result (the clocks page, the hall's pairings) hold the round they
show: after a result only its tables' results can have changed, and reading the round again for
that (its stage, its rounds, every seat and name) cost more than the rest of their work.
"""
from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType
from typing import Mapping

from sqlalchemy import bindparam, select

from app.models.driver_sql import DriverStatement
from app.models.schema import GameTable, Result
from app.models.store import TournamentStore
from app.services.round_views import RoundView

# A round's tables are stored together: their ids span a short range (any other table within it is left
# out). Run on the driver's cursor of a plain connection: a session and SQLAlchemy's rows cost more than
# reading the round's tables.
_TABLE_RESULTS = DriverStatement(select(GameTable.id, GameTable.number, Result.summary)
                                 .outerjoin(Result, Result.table_id == GameTable.id)
                                 .where(GameTable.id.between(bindparam("first"), bindparam("last"))))


def table_summaries(store: TournamentStore, view: RoundView) -> Mapping[int, str] | None:
    """Each table's result summary now ("" while open), by table id; None when a table of ``view`` is
    gone or renumbered (the round was re-paired or deleted): the round is to be read again.
    Read once per commit: the clocks page, the hall and the rounds page each ask after the same result."""
    known = {(t.table_id, t.number) for t in view.tables}
    if not known:
        return {}

    def read() -> Mapping[int, str] | None:
        ids = [t.table_id for t in view.tables]
        with store.engine.connect() as connection:
            rows = _TABLE_RESULTS.run(connection, {"first": min(ids), "last": max(ids)})
        found = {table_id: summary or "" for table_id, number, summary in rows if (table_id, number) in known}
        return MappingProxyType(found) if len(found) == len(known) else None
    return store.remembered(("table_summaries", frozenset(known)), read)


def with_results(store: TournamentStore, view: RoundView) -> RoundView | None:
    """``view`` with its tables' result summaries as stored now (its seats' points and outcomes as first
    read: the clocks and the hall's pairings show only the summary); None when its tables are gone (read
    the round)."""
    summaries = table_summaries(store, view)
    if summaries is None:
        return None
    return replace(view, tables=tuple([t if t.result == summaries[t.table_id] else replace(t, result=summaries[t.table_id])
                                       for t in view.tables]))
