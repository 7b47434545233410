"""The PostgreSQL test database: named by STATION_TEST_POSTGRES_URL (.ci/run starts a throwaway
server), wiped by the tests that use it; without it those tests report themselves skipped."""
import os

import pytest
from sqlalchemy import create_engine, text

POSTGRES_URL = os.environ.get("STATION_TEST_POSTGRES_URL")
needs_postgres = pytest.mark.skipif(not POSTGRES_URL, reason="no PostgreSQL server named in STATION_TEST_POSTGRES_URL")


def wiped_postgres() -> str:
    """The test database emptied (its public schema dropped and made again); its URL."""
    engine = create_engine(POSTGRES_URL)
    with engine.begin() as connection:
        connection.execute(text("DROP SCHEMA public CASCADE"))
        connection.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    return POSTGRES_URL
