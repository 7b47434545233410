"""Clock snapshots in the tournament file: written at every clock command, so a crash loses nothing.

One row per clock and event (``clock_state``), keyed by where the clock is:
``round-3-<seed>/table-<table id>`` for a table of round 3, ``round-3-<seed>/hall``
for the hall round timer, ``free`` for a free-standing two-player clock.  The
round's seed and the table's row id are in the key so a re-paired round or a
renumbered table never picks up another game's clock.

A start, press or pause is one small UPDATE and no audit row (clocks are not
results); a referee's adjustment changes a game's time and is audited.  Each snapshot
names the station that wrote it; a clock another live station runs is refused here
(app/clocks/holders.py): it is shown, never rewritten.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from sqlalchemy import delete, select, update
from sqlalchemy.exc import SQLAlchemyError

from app.messages import Coded
from app.clocks import outage_to_offer, snapshot_running
from app.clocks.holders import keys_held_elsewhere
from app.clocks.session import FREE_KEY, RoundClocks, TableClock
from app.models.schema import ClockState as ClockRow
from app.models.schema import Event, utcnow
from app.models.store import TournamentStore
from app.rules.clocks import round_seconds
from app.services import audit
from app.services.events import event_for
from app.services.round_views import RoundView, TableView, round_view
from app.services.stations import live_stations, station_id
from app.services.tournament import event_info

__all__ = ["FREE_KEY", "ClockSaveError", "EventClocks", "StoredClocks", "clear_clocks", "hall_key",
           "load_clocks", "read_event_clocks", "read_stored_clocks", "record_adjustment", "round_clocks",
           "round_prefix", "running_clocks", "save_clock", "table_key"]


class ClockSaveError(Coded, Exception):
    """A clock's snapshot could not be written; the message is for the referee."""


def round_prefix(view: RoundView) -> str:
    """The key prefix of a round's clocks: its number and its seed."""
    return f"round-{view.number}-{view.seed}"


def table_key(view: RoundView, table: TableView) -> str:
    return f"{round_prefix(view)}/table-{table.table_id}"


def hall_key(view: RoundView) -> str:
    return f"{round_prefix(view)}/hall"


def round_clocks(view: RoundView | None) -> RoundClocks | None:
    """The clocks a paired round has, with their storage keys (None before round 1)."""
    if view is None:
        return None
    return RoundClocks(view.words(), round_prefix(view), hall_key(view),
                       tuple(TableClock(table_key(view, t), t.number, tuple(s.name for s in t.seats))
                             for t in view.tables))


@dataclass(frozen=True)
class EventClocks:
    """What an event's clock session is loaded from: its clock setting, the round's length, the current
    round (None before round 1) with its clocks, and the stored clocks (see StoredClocks)."""
    clock_settings: dict[str, Any]
    round_seconds: float
    view: RoundView | None
    round: RoundClocks | None
    stored: dict[str, dict[str, Any]]
    elsewhere: frozenset[str]


@dataclass(frozen=True)
class StoredClocks:
    """Every stored snapshot of an event by key, and the keys another live station runs."""
    snapshots: dict[str, dict[str, Any]]
    elsewhere: frozenset[str]


def read_event_clocks(store: TournamentStore, code: str, wall: Callable[[], float] = time.time) -> EventClocks:
    """Read (only) what the event's clock session is loaded from; ``wall`` judges the stations' heartbeats."""
    settings = event_info(store, code).settings
    view = round_view(store, code)
    stored = read_stored_clocks(store, code, wall)
    return EventClocks(settings["clock"], round_seconds(settings), view,
                       round_clocks(view), stored.snapshots, stored.elsewhere)


def read_stored_clocks(store: TournamentStore, code: str, wall: Callable[[], float] = time.time) -> StoredClocks:
    """The event's snapshots and which of them another station runs (one read)."""
    with store.read() as session:
        rows = session.execute(select(ClockRow.key, ClockRow.snapshot, ClockRow.station)
                               .where(ClockRow.event_id == _event_id(code))).all()
        holders = {key: holder for key, _snapshot, holder in rows}
        me = _me(store)
        live = live_stations(session, wall()) if set(holders.values()) - {None, me} else frozenset()
    return StoredClocks({key: snapshot for key, snapshot, _holder in rows}, keys_held_elsewhere(holders, me, live))


def _me(store: TournamentStore) -> str | None:
    """This station's id; a read-only station holds no clock."""
    return None if store.read_only else station_id(store)


def _event_id(code: str):
    return select(Event.id).where(Event.code == code).scalar_subquery()


def save_clock(store: TournamentStore, code: str, key: str, snapshot: dict[str, Any],
               wall: Callable[[], float] = time.time) -> None:
    """Store a clock's latest snapshot as this station's, committed at once (an UPDATE; an INSERT the first time).

    Raises ClockSaveError if the file cannot be written (locked, disk full): the clock
    runs on, but a crash now would lose its latest state; or if another live station
    runs the clock (read under the write lock): nothing is written.
    """
    me = station_id(store)
    where = (ClockRow.event_id == _event_id(code), ClockRow.key == key)
    try:
        with store.session() as session:
            holder = session.execute(select(ClockRow.station).where(*where)).first()
            if holder is not None and holder[0] not in (None, me) and holder[0] in live_stations(session, wall()):
                raise ClockSaveError("clock.held_elsewhere")
            if holder is not None:
                session.execute(update(ClockRow).where(*where)
                                .values(snapshot=snapshot, updated_at=utcnow(), station=me)
                                .execution_options(synchronize_session=False))
            else:
                session.add(ClockRow(event_id=event_for(session, code).id, key=key,
                                     snapshot=snapshot, updated_at=utcnow(), station=me))
    except SQLAlchemyError as exc:
        raise ClockSaveError("clock.save_failed", name=type(exc).__name__) from exc


def load_clocks(store: TournamentStore, code: str) -> dict[str, dict[str, Any]]:
    """Every stored clock snapshot of the event, by key."""
    with store.read() as session:
        rows = session.execute(select(ClockRow.key, ClockRow.snapshot)
                               .where(ClockRow.event_id == _event_id(code)))
        return {key: snapshot for key, snapshot in rows}


def clear_clocks(store: TournamentStore, code: str, keys: Iterable[str] | None = None) -> int:
    """Forget the given clocks (all of the event's when ``keys`` is None); returns how many."""
    statement = delete(ClockRow).where(ClockRow.event_id == _event_id(code))
    if keys is not None:
        keys = list(keys)
        if not keys:
            return 0
        statement = statement.where(ClockRow.key.in_(keys))
    with store.session() as session:
        return session.execute(statement.execution_options(synchronize_session=False)).rowcount


def running_clocks(store: TournamentStore, code: str,
                   wall: Callable[[], float] = time.time) -> dict[str, float]:
    """Clocks that were running at their last snapshot (a crash or power cut stopped them).

    Maps each key to the outage: the wall-clock seconds since that snapshot.
    """
    return {key: outage_to_offer(snapshot, wall)
            for key, snapshot in load_clocks(store, code).items() if snapshot_running(snapshot)}


def record_adjustment(store: TournamentStore, code: str, key: str, old: dict[str, Any],
                      new: dict[str, Any]) -> None:
    """Audit a referee's correction of a clock (it changes a game's time)."""
    with store.session() as session:
        event = event_for(session, code)
        audit.record(session, "clock_adjust", "clock", event.id, {"key": key, **old},
                     {"key": key, **new})
