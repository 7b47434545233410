"""The stations that have the tournament open: a row each from opening to a clean close, kept alive by
a heartbeat, so each station knows which clocks another one runs (app/clocks/holders.py).

A station's id is its store's (``store.signature.station``): the clock snapshots it writes carry it.
A heartbeat is a plain write of its own (not a change the other stations re-read for: no notice on a
server).  A read-only station has no row and holds no clock.
"""
from __future__ import annotations

import ctypes
import logging
import os
import socket
import sys
import time
from typing import Callable

from sqlalchemy import delete, select, update
from sqlalchemy.exc import SQLAlchemyError

from app.clocks.holders import STALE_SECONDS, Here, StationRow, live_ids
from app.models.schema import Station
from app.models.store import WRITE, TournamentStore

_log = logging.getLogger(__name__)
_open_here: set[str] = set()  # the stations open in this process (a second window's, a test's)


def host_name() -> str:
    return socket.gethostname()[:200]


def process_alive(pid: int) -> bool:
    """Whether a process of this computer runs (a station killed by the system is gone at once)."""
    if sys.platform == "win32":  # os.kill(pid, 0) would end the process there
        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def here() -> Here:
    return Here(host_name(), os.getpid(), frozenset(_open_here), process_alive)


def station_id(store: TournamentStore) -> str:
    return store.signature.station


def register(store: TournamentStore, wall: Callable[[], float] = time.time) -> None:
    """This station opened the tournament for writing: its row (by its first heartbeat), and the rows of
    stations long gone go."""
    _open_here.add(station_id(store))
    try:
        with _beat_connection(store) as connection:
            connection.execute(delete(Station).where(Station.heartbeat < wall() - 10 * STALE_SECONDS))
    except SQLAlchemyError as error:
        _log.warning("old stations' rows were not removed: %s", error)
    beat(store, wall)


def beat(store: TournamentStore, wall: Callable[[], float] = time.time) -> bool:
    """The heartbeat; a row another station cleared meanwhile (this one silent too long) comes back.
    False when the file could not be written (locked, lost): the next beat tries again."""
    me = station_id(store)
    try:
        with _beat_connection(store) as connection:
            moved = connection.execute(update(Station).where(Station.id == me).values(heartbeat=wall()))
            if moved.rowcount == 0:
                connection.execute(Station.__table__.insert().values(id=me, host=host_name(), pid=os.getpid(),
                                                                     heartbeat=wall()))
    except SQLAlchemyError as error:
        _log.warning("the station's heartbeat was not written: %s", error)
        return False
    return True


def release(store: TournamentStore) -> None:
    """A clean close: the row goes, so this station's clocks are nobody's (offered back at the next open)."""
    me = station_id(store)
    forget_here(me)
    try:
        with _beat_connection(store) as connection:
            connection.execute(delete(Station).where(Station.id == me))
    except SQLAlchemyError as error:  # it counts as gone once silent
        _log.warning("the station's row was not removed: %s", error)


def forget_here(me: str) -> None:
    """This process no longer runs the station (its window went without closing: as a crash)."""
    _open_here.discard(me)


def live_stations(session, wall: float) -> frozenset[str]:
    """The ids of the stations that still run, read in ``session`` (a write's, under its lock, or a read's)."""
    rows = session.execute(select(Station.id, Station.host, Station.pid, Station.heartbeat))
    return live_ids((StationRow(*row) for row in rows), wall, here())


def _beat_connection(store: TournamentStore):
    """A short writing transaction outside the store's sessions (which announce themselves to the others)."""
    return store.engine.execution_options(**{WRITE: True}).begin()
