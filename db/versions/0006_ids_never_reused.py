"""ids never reused: players, entries, tables and seats AUTOINCREMENT on SQLite

SQLite hands out max(id) + 1, so after the last round was deleted the next
draw's tables (and seats) got the deleted ones' ids, and an old audit row
("table 41: 1-0") pointed at new players. AUTOINCREMENT never reuses an id.
A server database (PostgreSQL) draws ids from sequences that never go back:
nothing to do there.

SQLite cannot add AUTOINCREMENT to a table in place: each table is rebuilt
inside the upgrade's one transaction. Foreign keys stay enforced, so the
checks are deferred to the commit, where every child row must again find its
parent (PRAGMA foreign_key_check must come back empty).

Revision ID: 0006
Revises: 0004
Create Date: 2026-11-30 23:10:00
"""
import re

from alembic import op

revision = '0006'
down_revision = '0004'
branch_labels = None
depends_on = None

TABLES = ("player", "entry", "game_table", "seat")
_ID_COLUMN = re.compile(r"\bid INTEGER NOT NULL,")
_ID_KEY = re.compile(r"PRIMARY KEY \(id\),\s*|,\s*PRIMARY KEY \(id\)(?=\s*\)\s*$)")  # amid or last


def _rebuild(bind, table: str, autoincrement: bool) -> None:
    sql = bind.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).scalar()
    if ("AUTOINCREMENT" in sql.upper()) == autoincrement:
        return
    if autoincrement:
        new_sql, columns = _ID_COLUMN.subn("id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,", sql, count=1)
        new_sql, keys = _ID_KEY.subn("", new_sql, count=1)
    else:
        new_sql, columns = re.subn(r"id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,",
                                   "id INTEGER NOT NULL,", sql, count=1)
        new_sql, keys = re.subn(r"\)\s*$", ", PRIMARY KEY (id)\n)", new_sql, count=1)
    if (columns, keys) != (1, 1):
        raise RuntimeError(f"table {table} does not have the expected shape: {sql}")
    new_sql = re.sub(r'^CREATE TABLE "?%s"?' % table, f"CREATE TABLE _rebuilt_{table}", new_sql)
    bind.exec_driver_sql(f"CREATE TEMP TABLE _kept_{table} AS SELECT * FROM {table}")
    bind.exec_driver_sql(new_sql)
    bind.exec_driver_sql(f"DROP TABLE {table}")
    bind.exec_driver_sql(f"ALTER TABLE _rebuilt_{table} RENAME TO {table}")
    bind.exec_driver_sql(f"INSERT INTO {table} SELECT * FROM temp._kept_{table}")
    bind.exec_driver_sql(f"DROP TABLE temp._kept_{table}")


def _rebuild_all(autoincrement: bool) -> None:
    bind = op.get_bind()
    if bind.dialect.name != "sqlite":
        return
    if not bind.connection.dbapi_connection.in_transaction:
        # Deferred checks last only as long as a transaction; outside one, DROP TABLE would fail.
        raise RuntimeError("migration 0006 must run inside a transaction (BEGIN before the upgrade)")
    bind.exec_driver_sql("PRAGMA defer_foreign_keys = ON")
    for table in TABLES:
        _rebuild(bind, table, autoincrement)
    broken = bind.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
    if broken:
        raise RuntimeError(f"rows lost their parent while rebuilding: {broken[:5]}")


def upgrade() -> None:
    _rebuild_all(True)


def downgrade() -> None:
    _rebuild_all(False)
