"""The same services on PostgreSQL (any SQLAlchemy URL works, not only SQLite files).

Runs where STATION_TEST_POSTGRES_URL names an empty database that the test may
wipe; .ci/run starts a local PostgreSQL and sets it.
"""
import os

import pytest
from sqlalchemy import create_engine, text

URL = os.environ.get("STATION_TEST_POSTGRES_URL")
pytestmark = pytest.mark.skipif(not URL, reason="no PostgreSQL server named in STATION_TEST_POSTGRES_URL")


@pytest.fixture
def pg_url():
    engine = create_engine(URL)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    return URL


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
        record_result(store, "go", 1, table.number, {"score": "1-0"})
    rows = event_standings(store, "go").rows
    assert sum(row.points for row in rows) == 2 * len(view.tables)
    store.close()
    engine = create_engine(pg_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    with pytest.raises(TournamentFileError, match="更新版本"):
        open_store(pg_url)

