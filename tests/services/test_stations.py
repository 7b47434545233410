"""The stations' rows and heartbeats (app/services/stations.py) and whose clock a station may write
(app/services/clocks.py), on an injected wall clock."""
import pytest
from fakes import FakeTime
from sqlalchemy import select

from app.clocks.holders import HEARTBEAT_SECONDS, STALE_SECONDS
from app.models.schema import Station
from app.models.store import open_store
from app.services import stations
from app.services.clocks import ClockSaveError, read_stored_clocks, save_clock

WALL = 1_700_000_000.0
KEY = "round-1-1/hall"
RUNNING = {"kind": "round", "running": True}


def _rows(store):
    with store.read() as session:
        return {row.id: row.heartbeat for row in session.scalars(select(Station))}


@pytest.fixture
def two_stations(store):
    """The store's station and another opened on the same file, both registered at WALL."""
    wall = FakeTime(WALL)
    other = open_store(store.path)
    stations.register(store, wall)
    stations.register(other, wall)
    yield store, other, wall
    stations.release(other)
    other.close()
    stations.release(store)


def test_a_station_is_registered_beats_and_is_released(two_stations):
    store, other, wall = two_stations
    me = stations.station_id(store)
    assert _rows(store) == {me: WALL, stations.station_id(other): WALL}
    wall.t += HEARTBEAT_SECONDS
    assert stations.beat(store, wall)
    assert _rows(store)[me] == WALL + HEARTBEAT_SECONDS
    stations.release(store)
    assert me not in _rows(store)
    stations.beat(store, wall)  # a row cleared meanwhile comes back at the next beat
    assert _rows(store)[me] == WALL + HEARTBEAT_SECONDS


def test_a_clock_another_live_station_runs_is_refused_and_left_as_it_was(two_stations):
    store, other, wall = two_stations
    save_clock(other, "xiangqi", KEY, RUNNING, wall)
    with pytest.raises(ClockSaveError) as refused:
        save_clock(store, "xiangqi", KEY, {"kind": "round", "running": False}, wall)
    assert refused.value.code == "clock.held_elsewhere"
    stored = read_stored_clocks(store, "xiangqi", wall)
    assert stored.snapshots == {KEY: RUNNING} and stored.elsewhere == {KEY}
    assert read_stored_clocks(other, "xiangqi", wall).elsewhere == frozenset()


def test_a_station_whose_heartbeat_went_stale_counts_as_gone(two_stations):
    """The other station stops beating (crashed, cut off): after STALE_SECONDS its clock may be taken."""
    store, other, wall = two_stations
    save_clock(other, "xiangqi", KEY, RUNNING, wall)
    wall.t += STALE_SECONDS
    stations.beat(store, wall)
    assert read_stored_clocks(store, "xiangqi", wall).elsewhere == {KEY}  # silent, but not long enough
    wall.t += 1
    assert read_stored_clocks(store, "xiangqi", wall).elsewhere == frozenset()
    save_clock(store, "xiangqi", KEY, {"kind": "round", "running": False}, wall)
    assert read_stored_clocks(other, "xiangqi", wall).elsewhere == {KEY}  # taken over: the first one's now


@pytest.mark.parametrize("leave", ["clean close", "window gone"])
def test_a_station_that_closed_or_went_holds_nothing(two_stations, leave):
    store, other, wall = two_stations
    save_clock(other, "xiangqi", KEY, RUNNING, wall)
    if leave == "clean close":
        stations.release(other)
    else:
        stations.forget_here(stations.station_id(other))  # its process runs on: this one knows it is gone
    assert read_stored_clocks(store, "xiangqi", wall).elsewhere == frozenset()
    save_clock(store, "xiangqi", KEY, {"kind": "round", "running": False}, wall)


def test_a_read_only_station_sees_every_live_holder(two_stations):
    store, other, wall = two_stations
    save_clock(store, "xiangqi", KEY, RUNNING, wall)
    hall = open_store(store.path, display_only=True)
    try:
        assert read_stored_clocks(hall, "xiangqi", wall).elsewhere == {KEY}
    finally:
        hall.close()


def test_opening_forgets_stations_long_gone(store):
    wall = FakeTime(WALL)
    stations.register(store, wall)
    other = open_store(store.path)
    try:
        wall.t += 10 * STALE_SECONDS + 1
        stations.register(other, wall)
        assert set(_rows(store)) == {stations.station_id(other)}
    finally:
        stations.release(other)
        other.close()
        stations.release(store)
