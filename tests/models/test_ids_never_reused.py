"""Audit rows keep pointing at what they named: ids are never handed out twice, and rows name their event."""
import sqlite3

from old_files import downgraded
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.models.store import head_revision, open_store
from app.services.results import record_result
from app.services.rounds import delete_last_round, pair_next_round
from app.services.round_views import round_view
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

TABLES = ("player", "entry", "game_table", "seat", "result", "game", "foul", "bye", "stage_member")


def _ids(path, table):
    with sqlite3.connect(path) as connection:
        return [row[0] for row in connection.execute(f"SELECT id FROM {table} ORDER BY id")]


def _audit(store, action):
    with store.read() as session:
        return session.scalars(select(AuditEntry).where(AuditEntry.action == action)
                               .order_by(AuditEntry.id)).all()


def test_a_round_paired_after_deleting_the_last_gets_new_table_and_seat_ids(demo_store):
    """Delete the last round and pair again: no table or seat id of the deleted round comes back."""
    path = str(demo_store.path)
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
    old_tables, old_seats = set(_ids(path, "game_table")), set(_ids(path, "seat"))
    delete_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    again = pair_next_round(demo_store, "xiangqi", seed=2)
    assert not old_tables & set(_ids(path, "game_table"))
    assert not old_seats & set(_ids(path, "seat"))
    (result_row,) = _audit(demo_store, "result")
    assert result_row.entity_id == first.tables[0].table_id
    assert result_row.entity_id not in {t.table_id for t in again.tables}  # the old row names no new table


def test_a_player_added_after_deleting_the_newest_gets_a_new_id(store):
    """Delete the newest player and add another: the deleted player's id is not reused."""
    from app.services.players import add_player, delete_player
    first = add_player(store, "甲", "一中", "S1", ["xiangqi"])
    delete_player(store, first)
    assert add_player(store, "乙", "一中", "S2", ["xiangqi"]) != first


def test_result_and_delete_round_audit_rows_name_the_event(demo_store):
    """A result, its change, its clearing and a round's deletion each say which event they belong to."""
    from app.services.results import clear_result
    pair_next_round(demo_store, "go", seed=1)
    record_result(demo_store, "go", RoundId("go", FINAL, 1), 2, {"score": "1-0"})
    record_result(demo_store, "go", RoundId("go", FINAL, 1), 2, {"score": "0-1"})
    clear_result(demo_store, "go", RoundId("go", FINAL, 1), 2)
    delete_last_round(demo_store, "go", RoundId("go", FINAL, 1))
    for action in ("result", "result_change", "result_clear", "delete_round"):
        (row,) = _audit(demo_store, action)
        assert (row.old or row.new)["event"] == "go", action
    (change,) = _audit(demo_store, "result_change")
    assert (change.old["summary"], change.new["summary"]) == ("1-0", "0-1")


def test_an_older_file_is_upgraded_with_every_row_and_id_kept(demo_store):
    """A 0003 file with a played round: upgraded, every row keeps its id, foreign keys hold, ids then never reused."""
    path = str(demo_store.path)
    view = pair_next_round(demo_store, "doudizhu", seed=1)
    for table in view.tables:
        record_result(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), table.number,
                      {"hands": [{"bid": 2, "landlord": 0, "landlord_won": True}]})
    demo_store.close()
    downgraded(path, "0003")
    before = {table: _ids(path, table) for table in TABLES}
    with sqlite3.connect(path) as connection:
        assert not connection.execute("SELECT 1 FROM sqlite_master WHERE sql LIKE '%AUTOINCREMENT%'").fetchall()
    store = open_store(path)
    try:
        assert {table: _ids(path, table) for table in TABLES} == before
        with sqlite3.connect(path) as connection:
            assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
            assert connection.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()
        assert all(t.result for t in round_view(store, "doudizhu", RoundId("doudizhu", FINAL, 1)).tables)
        delete_last_round(store, "doudizhu", RoundId("doudizhu", FINAL, 1))
        pair_next_round(store, "doudizhu", seed=2)
        assert not set(before["game_table"]) & set(_ids(path, "game_table"))
    finally:
        store.close()
