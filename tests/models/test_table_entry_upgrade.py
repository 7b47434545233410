"""Migration 0013: a 0012 file upgrades to hold table entry (its codes and proposals) with entry off, and
works at once; a downgrade goes back to 0012 without them."""
import random
import sqlite3

from alembic import command

from app.models.store import _alembic_config, _make_engine, open_store
from app.services.rounds import pair_next_round
from app.services.table_entry import entry_state, open_table_entry, propose, table_for_pin

TABLES = {"table_entry_round", "table_code", "table_proposal"}


def _at_revision(path, revision):
    engine = _make_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.downgrade(_alembic_config(connection), revision)
    engine.dispose()


def _tables(path) -> set[str]:
    with sqlite3.connect(path) as connection:
        return {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_a_0012_file_upgrades_with_entry_off_and_takes_proposals(demo_store):
    """Upgraded: entry is off, then opens and takes a proposal; downgraded: the tables are gone."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    path = str(demo_store.path)
    demo_store.close()
    _at_revision(path, "0012_stations")
    assert not TABLES & _tables(path)
    store = open_store(path)  # upgrades
    try:
        assert store.backup is not None and entry_state(store, "xiangqi").round_id is None
        codes = open_table_entry(store, "xiangqi", view.round_id, by="裁判长", rng=random.Random(1))
        page = table_for_pin(store, "xiangqi", 1, codes[1])
        assert propose(store, "xiangqi", 1, codes[1], {"score": "1-0"}, device="a", revision=page.revision).id == 1
    finally:
        store.close()
    _at_revision(path, "0012_stations")
    assert not TABLES & _tables(path)
