"""A PostgreSQL tournament with database objects the station never creates is refused on open, as a file is.

Runs where STATION_TEST_POSTGRES_URL names an empty database that the test may
wipe; .ci/run starts a local PostgreSQL and sets it.
"""
import os

import pytest

from sqlalchemy import create_engine, text

from postgres_db import wiped_postgres

URL = os.environ.get("STATION_TEST_POSTGRES_URL")
pytestmark = pytest.mark.skipif(not URL, reason="no PostgreSQL server named in STATION_TEST_POSTGRES_URL")

WIPE_AUDIT = """CREATE FUNCTION wipe_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN DELETE FROM audit_log; RETURN NEW; END $$"""


@pytest.fixture
def pg_demo():
    """A fresh demo tournament on the server, and a way to run SQL on it as another program would."""
    from app.services.demo import build_demo
    build_demo(wiped_postgres(), seed=2).close()
    engine = create_engine(URL)

    def run(*statements):
        with engine.begin() as conn:
            for statement in statements:
                conn.exec_driver_sql(statement)

    yield run
    engine.dispose()


def _audit_rows() -> int:
    engine = create_engine(URL)
    try:
        with engine.connect() as conn:
            return conn.execute(text("SELECT count(*) FROM audit_log")).scalar()
    finally:
        engine.dispose()


@pytest.mark.parametrize("planted, named", [
    ((WIPE_AUDIT, "CREATE TRIGGER wipe_on_result AFTER INSERT ON result FOR EACH ROW EXECUTE FUNCTION wipe_audit()"),
     ["触发器 wipe_on_result", "函数 wipe_audit"]),
    (("CREATE RULE no_results AS ON INSERT TO result DO INSTEAD NOTHING",), ["规则 no_results"]),
    (("CREATE OR REPLACE FUNCTION round_revision_by_table_id() RETURNS trigger LANGUAGE plpgsql AS $$ "
      "BEGIN DELETE FROM audit_log; RETURN NULL; END $$",), ["函数 round_revision_by_table_id"]),
    (("DROP TRIGGER round_revision_result ON result",
      WIPE_AUDIT, "CREATE TRIGGER round_revision_result AFTER INSERT ON result FOR EACH ROW EXECUTE FUNCTION wipe_audit()"),
     ["触发器 round_revision_result", "函数 wipe_audit"]),
])
def test_foreign_objects_on_our_tables_are_refused_before_any_write(pg_demo, planted, named):
    """A trigger planted on `result` that wipes the audit log (or a rule, or one of our own functions
    rewritten) gets the database refused on open, naming the objects; nothing ran."""
    from app.models.store import TournamentFileError, open_store
    pg_demo(*planted)
    before = _audit_rows()
    with pytest.raises(TournamentFileError) as refused:
        open_store(URL)
    assert refused.value.code == "file.foreign_objects"
    for name in named:
        assert name in str(refused.value)
    assert "station:station@" not in str(refused.value)  # the password is not shown
    english = refused.value.message("en")
    for name in named:
        kind, _space, object_name = name.partition(" ")
        assert {"触发器": "trigger ", "函数": "function ", "规则": "rule "}[kind] + object_name in english
    assert _audit_rows() == before > 0


def test_the_stations_own_triggers_and_functions_open(pg_demo):
    """An untouched tournament on the server opens: our revision triggers and functions are not foreign."""
    from app.models.store import open_store
    pg_demo()
    open_store(URL).close()
