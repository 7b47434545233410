"""Each round's revision moves with every change of what the standings read of it, and with nothing else."""
import sqlite3

import pytest
from alembic import command

from app.models.round_revisions import SOURCES, sqlite_triggers
from app.models.store import _alembic_config, _make_engine, open_store
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _revisions(path):
    with sqlite3.connect(path) as connection:
        return dict(connection.execute("SELECT number, revision FROM round ORDER BY number"))


def _execute(path, statement, *params):
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA foreign_keys=ON")
    connection.execute(statement, params)
    connection.commit()
    connection.close()


@pytest.fixture
def two_rounds(store):
    """Two xiangqi rounds of six players, round 1 complete, a foul and a game row in round 2; the path."""
    from app.services.players import add_player
    for index in range(6):
        add_player(store, f"选手{index}", f"学校{index}", f"S{index:04d}", ["xiangqi"])
    first = pair_next_round(store, "xiangqi", seed=1)
    for table in first.tables:
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    pair_next_round(store, "xiangqi", seed=2)
    record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 2), 1, {"score": "="})
    path = store.path
    store.close()
    with sqlite3.connect(path) as connection:
        table_id = connection.execute("SELECT game_table.id FROM game_table JOIN round ON round.id = round_id "
                                      "WHERE round.number = 2 ORDER BY game_table.number").fetchone()[0]
        entry_id = connection.execute("SELECT entry_id FROM seat WHERE table_id = ?", (table_id,)).fetchone()[0]
        connection.execute("INSERT INTO foul (table_id, entry_id, game_no, kind, note, at) VALUES (?, ?, 1, 'x', '', '2026-12-01')",
                           (table_id, entry_id))
        connection.execute("INSERT INTO game (table_id, number, first_seat, detail) VALUES (?, 1, 0, '{}')", (table_id,))
        connection.execute("INSERT INTO bye (round_id, entry_id, points) SELECT round_id, ?, 0 FROM game_table "
                           "WHERE id = ?", (entry_id, table_id))
    return path, table_id


ROUND_2_ROW = {"game_table": "round_id = (SELECT id FROM round WHERE number = 2)",
               "bye": "round_id = (SELECT id FROM round WHERE number = 2)"}


def _a_row_of_round_2(table, table_id):
    return ROUND_2_ROW.get(table, f"table_id = {table_id}")


READ_BY_THE_STANDINGS = ("game_table", "bye", "seat", "result", "foul", "game")  # services.history.load_stage


@pytest.mark.parametrize("table", READ_BY_THE_STANDINGS)
def test_an_update_or_delete_of_a_round_s_rows_moves_its_revision_only(two_rounds, table):
    """A changed or deleted row of round 2 (seat, result, table, bye, foul, game) moves round 2's token, not round 1's."""
    path, table_id = two_rounds
    where = _a_row_of_round_2(table, table_id)
    before = _revisions(path)
    _execute(path, f"UPDATE {table} SET id = id WHERE rowid = (SELECT min(rowid) FROM {table} WHERE {where})")
    updated = _revisions(path)
    assert updated[1] == before[1] and updated[2] != before[2]
    if table != "game_table":  # a table's rows hang off it: its delete is the round's deletion, below
        _execute(path, f"DELETE FROM {table} WHERE rowid = (SELECT min(rowid) FROM {table} WHERE {where})")
        deleted = _revisions(path)
        assert deleted[1] == before[1] and deleted[2] not in (before[2], updated[2])


def test_a_row_inserted_into_a_round_moves_its_revision(two_rounds):
    """A new seat in a table of round 2 moves round 2's token."""
    path, table_id = two_rounds
    before = _revisions(path)
    _execute(path, "INSERT INTO seat (table_id, seat_no, role, outcome) VALUES (?, 9, '', '')", table_id)
    after = _revisions(path)
    assert after[1] == before[1] and after[2] != before[2]


def test_a_row_moved_between_rounds_moves_both(two_rounds):
    """A seat moved from a table of round 2 to one of round 1 moves both rounds' tokens."""
    path, table_id = two_rounds
    before = _revisions(path)
    _execute(path, "UPDATE seat SET table_id = (SELECT game_table.id FROM game_table JOIN round ON round.id = "
                   "round_id WHERE round.number = 1 LIMIT 1), seat_no = 7 WHERE id = "
                   "(SELECT min(id) FROM seat WHERE table_id = ?)", table_id)
    after = _revisions(path)
    assert after[1] != before[1] and after[2] != before[2]


def test_a_round_s_own_change_moves_it_and_a_new_round_draws_a_token(two_rounds):
    """Renumbering a round moves its token; a new round starts with a drawn token, not the default 0."""
    path, _table_id = two_rounds
    before = _revisions(path)
    _execute(path, "UPDATE round SET seed = seed + 1 WHERE number = 1")
    assert _revisions(path)[1] != before[1]
    assert 0 not in _revisions(path).values()


def test_the_file_holds_the_triggers_exactly_after_an_upgrade(two_rounds):
    """A file taken back to 0008 and upgraded again holds exactly the triggers of app/models/round_revisions.py."""
    path, _table_id = two_rounds
    engine = _make_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.downgrade(_alembic_config(connection), "0008")
    engine.dispose()
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT count(*) FROM sqlite_master WHERE type = 'trigger'").fetchone() == (0,)
    open_store(path).close()  # upgrades
    with sqlite3.connect(path) as connection:
        triggers = dict(connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"))
    assert triggers == sqlite_triggers()
    assert len(triggers) == 3 * len(SOURCES) + 2
