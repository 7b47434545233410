"""Migration 0012: a 0011 file's clocks name no station (anyone's: a running one is offered back after the
crash as before), and the file upgrades to hold the stations' rows; a downgrade goes back to 0011."""
import sqlite3

from fakes import FakeTime
from old_files import downgraded

from app.models.store import open_store
from app.services import stations
from app.services.clocks import read_stored_clocks, save_clock
from app.services.rounds import pair_next_round

WALL = 1_700_000_000.0
RUNNING = {"kind": "round", "running": True}


def test_a_0011_files_running_clock_is_anyones_after_the_upgrade(demo_store):
    pair_next_round(demo_store, "xiangqi", seed=1)
    path = str(demo_store.path)
    demo_store.close()
    downgraded(path, "0011_round_ids_2")
    with sqlite3.connect(path) as connection:
        assert "station" not in {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        connection.execute("INSERT INTO clock_state (event_id, key, snapshot, updated_at) SELECT id, "
                           "'round-1-1/hall', '{\"kind\": \"round\", \"running\": true}', '2026-12-07 09:00:00' "
                           "FROM event WHERE code = 'xiangqi'")
    store = open_store(path)  # upgrades
    try:
        assert store.backup is not None
        stored = read_stored_clocks(store, "xiangqi")
        assert stored.snapshots == {"round-1-1/hall": {"kind": "round", "running": True}}
        assert stored.elsewhere == frozenset()
        wall = FakeTime(WALL)
        stations.register(store, wall)
        save_clock(store, "xiangqi", "round-1-1/hall", RUNNING, wall)  # taken by the station that opened it
        stations.release(store)
    finally:
        store.close()
    downgraded(path, "0011_round_ids_2")
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT count(*) FROM clock_state").fetchone() == (1,)
