"""The PostgreSQL test database: named by STATION_TEST_POSTGRES_URL (.ci/run starts a throwaway
server), wiped by the tests that use it; without it those tests report themselves skipped.

Under pytest-xdist each worker has a database of its own, the named one's name with the worker's
id (``station_test_gw0``), made on first use from a connection to the named database (the role
may create databases: .ci/postgres grants it); STATION_TEST_POSTGRES_URL is pointed at it here,
before any test module reads it, so no two workers ever wipe the same database.  The demo tournament
on PostgreSQL is copied from a template database (``postgres_demo``)."""
import os

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

ENV = "STATION_TEST_POSTGRES_URL"
NAMED_URL = os.environ.get(ENV)
WORKER = os.environ.get("PYTEST_XDIST_WORKER")  # gw0, gw1… under pytest-xdist; unset when serial


def _worker_url(url: str | None) -> str | None:
    """The worker's own database beside the named one (the named one itself when serial)."""
    if not url or not WORKER:
        return url
    named = make_url(url)
    return named.set(database=f"{named.database}_{WORKER}").render_as_string(hide_password=False)


POSTGRES_URL = _worker_url(NAMED_URL)
if POSTGRES_URL:
    os.environ[ENV] = POSTGRES_URL
needs_postgres = pytest.mark.skipif(not POSTGRES_URL, reason=f"no PostgreSQL server named in {ENV}")


def _make_worker_database() -> None:
    """Create this worker's database if it is not there yet (CREATE DATABASE runs outside a transaction)."""
    name = make_url(POSTGRES_URL).database
    engine = create_engine(NAMED_URL, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        if connection.execute(text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": name}).first() is None:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
    engine.dispose()


def _admin_engine():
    """A connection to the server's maintenance database, from which the test database can be dropped and made."""
    return create_engine(make_url(NAMED_URL).set(database="postgres"), isolation_level="AUTOCOMMIT")


_demo_template: list[str] = []  # the template database of this process, once built


def postgres_demo() -> str:
    """The test database holding the demo tournament (seed 1); its URL.

    The demo is built once per process (with this tree's code) and kept as a template database; each
    call makes the test database again as a copy of it, which the server does by copying files
    instead of the demo's thousands of INSERTs."""
    from app.services.demo import build_demo
    database = make_url(POSTGRES_URL).database
    template = f"{database}_demo"
    engine = _admin_engine()
    with engine.connect() as connection:
        if not _demo_template:
            build_demo(wiped_postgres(), seed=1).close()
            connection.execute(text(f'DROP DATABASE IF EXISTS "{template}" WITH (FORCE)'))
            connection.execute(text(f'CREATE DATABASE "{template}" TEMPLATE "{database}"'))
            _demo_template.append(template)
        else:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'))
            connection.execute(text(f'CREATE DATABASE "{database}" TEMPLATE "{template}"'))
    engine.dispose()
    return POSTGRES_URL


def wiped_postgres() -> str:
    """The test database emptied (its public schema dropped and made again); its URL."""
    if POSTGRES_URL != NAMED_URL:
        _make_worker_database()
    engine = create_engine(POSTGRES_URL)
    with engine.begin() as connection:
        connection.execute(text("DROP SCHEMA public CASCADE"))
        connection.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    return POSTGRES_URL
