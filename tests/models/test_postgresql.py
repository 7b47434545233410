"""The same services on PostgreSQL (any SQLAlchemy URL works, not only SQLite files).

Runs where STATION_TEST_POSTGRES_URL names an empty database that the test may
wipe; .ci/run starts a local PostgreSQL and sets it.
"""
import os

import pytest

from sqlalchemy import create_engine, text

from postgres_db import wiped_postgres
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

URL = os.environ.get("STATION_TEST_POSTGRES_URL")
pytestmark = pytest.mark.skipif(not URL, reason="no PostgreSQL server named in STATION_TEST_POSTGRES_URL")


@pytest.fixture
def pg_url():
    return wiped_postgres()


def test_demo_pair_record_and_rank_on_postgresql(pg_url):
    """Create, reopen, pair, record and rank: the whole chain on a PostgreSQL URL."""
    from app.models.store import TournamentFileError, open_store
    from app.services.demo import build_demo
    from app.services.results import record_result
    from app.services.rounds import pair_next_round
    from app.services.standings import event_standings

    build_demo(pg_url, seed=2).close()
    store = open_store(pg_url)
    view = pair_next_round(store, "go", seed=1)
    for table in view.tables:
        record_result(store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    rows = event_standings(store, "go").rows
    assert sum(row.points for row in rows) == 2 * len(view.tables)
    store.close()
    engine = create_engine(pg_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    with pytest.raises(TournamentFileError, match="更新版本"):
        open_store(pg_url)


def test_round_revisions_on_postgresql(pg_url):
    """The triggers keep each round's revision on PostgreSQL too: a hand edit of one seat moves its round's
    token only, and the kept stage read then equals a fresh one."""
    from app.models.store import open_store
    from app.services.demo import build_demo
    from app.services.events import event_for
    from app.services.history import load_stage, main_stage
    from app.services.results import record_result
    from app.services.rounds import pair_next_round

    build_demo(pg_url, seed=2).close()
    store = open_store(pg_url)
    for number in (1, 2):
        view = pair_next_round(store, "go", seed=number)
        for table in view.tables:
            record_result(store, "go", view.round_id, table.number, {"score": "1-0"})

    def read():
        with store.read() as session:
            event = event_for(session, "go")
            return load_stage(session, event, main_stage(event))

    def revisions():
        with store.read() as session:
            return dict(session.execute(text("SELECT number, revision FROM round ORDER BY number")).all())
    read()
    before = revisions()
    assert 0 not in before.values()
    with store.session() as session:
        session.execute(text("UPDATE seat SET points = 7 WHERE id = (SELECT min(seat.id) FROM seat JOIN game_table "
                             "ON game_table.id = seat.table_id JOIN round ON round.id = game_table.round_id "
                             "WHERE round.number = 2)"))
    after = revisions()
    assert after[1] == before[1] and after[2] != before[2]
    kept = read()
    assert any(7.0 in record.points.values() for record in kept.records)
    store.round_reads.clear()
    assert read().records == kept.records
    store.close()
