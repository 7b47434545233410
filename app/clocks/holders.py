"""Which station holds a clock, and whether that station is still there (docs/rules.md §3.1).

Every writable station on a tournament keeps a row (``station``: its id, computer, process and
heartbeat) from opening to a clean close, and every clock snapshot names the station that wrote
it.  A clock belongs to the station that runs it while that station lives: another station shows
it and never rewrites it, and only a clock whose station is gone (closed, crashed, silent) is
offered back after a crash.  Plain Python: the rows, the time and the process check are given.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Iterable, Mapping

HEARTBEAT_SECONDS = 30.0  # how often an open station says it is there
# A station silent this long is gone (crashed, or its computer asleep or cut off): four beats missed.
STALE_SECONDS = 120.0


@dataclass(frozen=True)
class StationRow:
    """A station as its row says: its id, the computer and process it runs in, its last heartbeat (wall s)."""
    id: str
    host: str
    pid: int
    heartbeat: float


@dataclass(frozen=True)
class Here:
    """Where the question is asked: this computer, this process, the stations open in this process,
    and whether a process of this computer runs (the operating system's answer)."""
    host: str
    pid: int
    open_here: Collection[str]
    process_alive: Callable[[int], bool]


def is_live(station: StationRow, wall: float, here: Here) -> bool:
    """Whether the station still runs: it beat within STALE_SECONDS, and, on this computer, its process
    runs (a station killed here is gone at once, not two minutes later) and, in this process, it is open."""
    if wall - station.heartbeat > STALE_SECONDS:
        return False
    if station.host != here.host:
        return True
    if station.pid == here.pid:
        return station.id in here.open_here
    return here.process_alive(station.pid)


def live_ids(stations: Iterable[StationRow], wall: float, here: Here) -> frozenset[str]:
    """The ids of the stations that still run."""
    return frozenset(station.id for station in stations if is_live(station, wall, here))


def held_elsewhere(holder: str | None, me: str | None, live: Collection[str]) -> bool:
    """Whether a clock written by ``holder`` belongs to another station that still runs."""
    return holder is not None and holder != me and holder in live


def keys_held_elsewhere(holders: Mapping[str, str | None], me: str | None,
                        live: Collection[str]) -> frozenset[str]:
    """The clocks (by key, from key → the station that wrote it) another live station runs."""
    return frozenset(key for key, holder in holders.items() if held_elsewhere(holder, me, live))
