"""DriverStatement: a statement run on sqlite3's own cursor stores and reads exactly what SQLAlchemy's own
execution stores and reads (JSON, a DateTime's text, a Boolean), refuses a column whose default it
would leave out, and fails as SQLAlchemy fails (a DBAPIError); on a server it is SQLAlchemy's execution."""
from datetime import datetime

import pytest
from sqlalchemy import bindparam, insert, select
from sqlalchemy.exc import IntegrityError

from app.models.driver_sql import DriverStatement
from app.models.schema import AuditEntry, Event, GameTable, Result, Round, Stage
from app.models.store import open_store
from app.services.rounds import pair_next_round

_AUDIT_KEYS = ("at", "user", "action", "entity", "entity_id", "old", "new")
_RESULT_KEYS = ("table_id", "entry", "summary", "forfeit", "confirmed_at", "confirmed_by")


def _stored(connection, sql):
    """The rows as the file holds them (a DateTime's text, a JSON column's text on SQLite)."""
    return [tuple(row) for row in connection.exec_driver_sql(sql)]


def test_the_rows_written_and_read_are_sqlalchemys(demo_url):
    store = open_store(demo_url)
    try:
        first, second = pair_next_round(store, "xiangqi", seed=1).tables[:2]
        at = datetime(2026, 12, 5, 9, 0, 0)  # no microseconds: SQLAlchemy still writes ".000000" on SQLite
        audits = [{"at": at, "user": "裁判", "action": action, "entity": "table", "entity_id": 7, "old": None,
                   "new": {"summary": "½-½", "points": [1.0, 1.0]}} for action in ("by_driver", "by_sqlalchemy")]
        results = [{"table_id": table.table_id, "entry": {"score": "+-"}, "summary": "+-", "forfeit": True,
                    "confirmed_at": at, "confirmed_by": "裁判"} for table in (first, second)]
        with store.session() as session:
            connection = session.connection()
            DriverStatement(insert(AuditEntry), _AUDIT_KEYS).run(connection, audits[0])
            connection.execute(insert(AuditEntry), audits[1])
            DriverStatement(insert(Result), _RESULT_KEYS).run(connection, [results[0]])
            connection.execute(insert(Result), results[1])
        with store.session() as session:
            connection = session.connection()
            audit_rows = _stored(connection, "SELECT at, \"user\", entity, entity_id, old, new FROM audit_log "
                                             "WHERE action IN ('by_driver', 'by_sqlalchemy') ORDER BY id")
            result_rows = _stored(connection, "SELECT entry, summary, forfeit, confirmed_at, confirmed_by "
                                              "FROM result ORDER BY id")
            read = DriverStatement(select(Event.settings, Event.code, Result.entry, Result.forfeit)
                                   .join(GameTable, GameTable.id == Result.table_id)
                                   .join(Round, Round.id == GameTable.round_id).join(Stage, Stage.id == Round.stage_id)
                                   .join(Event, Event.id == Stage.event_id)
                                   .where(Result.table_id == bindparam("table_id"), Event.code == "xiangqi"))
            by_driver = read.run(connection, {"table_id": first.table_id})
            by_sqlalchemy = [tuple(row) for row in connection.execute(read.statement, {"table_id": first.table_id})]
        assert audit_rows[0] == audit_rows[1] and result_rows[0] == result_rows[1]
        assert by_driver == by_sqlalchemy and by_driver[0][2:] == ({"score": "+-"}, True)
    finally:
        store.close()


def test_a_column_left_to_its_default_is_refused(demo_store):
    """SQLAlchemy's execution fills in a column's default (the audit's time); the driver's statement would
    store nothing there, so it is refused before it runs."""
    with demo_store.session() as session, pytest.raises(ValueError, match="at"):
        DriverStatement(insert(AuditEntry), _AUDIT_KEYS[1:]).run(
            session.connection(), {"user": "x", "action": "y", "entity": "z", "entity_id": None, "old": None,
                                   "new": None})


def test_a_failed_write_is_sqlalchemys_error_and_leaves_nothing(demo_url):
    """A second result for one table breaks its unique key: IntegrityError, as SQLAlchemy raises it (the
    station words it "changed meanwhile"), and the transaction's earlier writes are rolled back."""
    store = open_store(demo_url)
    try:
        table = pair_next_round(store, "xiangqi", seed=1).tables[0]
        row = {"table_id": table.table_id, "entry": {"score": "1-0"}, "summary": "1-0", "forfeit": False,
               "confirmed_at": datetime(2026, 12, 5, 9, 30), "confirmed_by": "裁判"}
        write = DriverStatement(insert(Result), _RESULT_KEYS)
        with pytest.raises(IntegrityError), store.session() as session:
            write.run(session.connection(), row)
            write.run(session.connection(), row)
        with store.read() as session:
            assert session.scalars(select(Result.id)).all() == []
    finally:
        store.close()


def test_plain_rows_read_in_the_transaction_and_raise_sqlalchemys_errors(demo_url):
    """Plain SQL (the standings' and entrants' reads): rows as tuples on either database; a driver error
    is SQLAlchemy's, as a busy or broken file's is everywhere else."""
    from sqlalchemy.exc import DBAPIError

    from app.models.driver_sql import plain_rows
    store = open_store(demo_url)
    try:
        with store.read() as session:
            rows = plain_rows(session.connection())
            assert [tuple(row) for row in rows("SELECT code FROM event WHERE code = :code", code="go")] == [("go",)]
            with pytest.raises(DBAPIError):
                rows("SELECT no_such_column FROM event")
    finally:
        store.close()
