"""Schema upgrades, each all-or-nothing, and the schema objects each revision is made of.

pysqlite commits on its own before DDL (``ALTER TABLE`` ran outside any
transaction, so a crash left a half-upgraded file).  The migration engine turns
the driver's transaction handling off and emits its own ``BEGIN IMMEDIATE``
(SQLAlchemy's recipe for transactional DDL on pysqlite): the whole upgrade
commits at once or not at all.  Files half-upgraded by earlier releases, whose
DDL went through but whose version was not bumped, are recognised and finished.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, event, inspect, pool
from sqlalchemy.engine import Connection, Engine

from app.assets import DB_DIR


# Every tournament connection: enforced foreign keys, WAL, and an fsync at each commit
# (synchronous=FULL) so a confirmed result survives a power cut.
SQLITE_PRAGMAS = ("PRAGMA foreign_keys=ON",
                  "PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL")

# Releases before transactional upgrades could stop between a migration's DDL and its
# version bump.  For such a revision: the next one, and how to see its DDL already ran.
HALF_DONE: dict[str, tuple[str, Callable]] = {
    "0001": ("0002", lambda schema: schema.has_table("clock_state")),
    "0002": ("0003", lambda schema: "warnings" in {c["name"] for c in schema.get_columns("round")}),
}


class UpgradeError(Exception):
    """An upgrade that was rolled back because it would have damaged the data."""


def alembic_config(connection=None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(DB_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def known_revisions() -> set[str]:
    return {rev.revision for rev in ScriptDirectory.from_config(alembic_config()).walk_revisions()}


def transactional_sqlite_engine(url: str) -> Engine:
    """A SQLite engine whose transactions include DDL and take the write lock at BEGIN."""
    engine = create_engine(url, poolclass=pool.NullPool)

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection, _record):
        dbapi_connection.isolation_level = None  # no implicit BEGIN / COMMIT around DDL
        cursor = dbapi_connection.cursor()
        for pragma in SQLITE_PRAGMAS:
            cursor.execute(pragma)
        # A batch migration copies and drops tables; with foreign keys on, the drop would
        # delete (or refuse) referencing rows.  They are checked before the commit instead.
        cursor.execute("PRAGMA foreign_keys=OFF")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection):
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def finish_half_done(connection: Connection) -> str | None:
    """Bump the version of a file whose next migration's DDL already went through."""
    revision = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    while revision in HALF_DONE:
        following, applied = HALF_DONE[revision]
        if not applied(inspect(connection)):
            break
        connection.exec_driver_sql("UPDATE alembic_version SET version_num = ?", (following,))
        revision = following
    return revision


def upgrade(engine: Engine, then: Callable[[Connection], None] | None = None) -> None:
    """Upgrade to head in one transaction (and run ``then`` in it): all of it, or nothing."""
    with engine.begin() as connection:
        broken_before = _broken_references(connection)
        if inspect(connection).has_table("alembic_version"):
            finish_half_done(connection)
        command.upgrade(alembic_config(connection), "head")
        if then is not None:
            then(connection)
        broken = _broken_references(connection)
        if len(broken) > len(broken_before):  # raising rolls the whole upgrade back
            raise UpgradeError(f"the upgrade would break {len(broken) - len(broken_before)} references: {broken[0]}")


def _broken_references(connection: Connection) -> list:
    if connection.dialect.name != "sqlite":
        return []
    return connection.exec_driver_sql("PRAGMA foreign_key_check").all()


def upgrade_sqlite(url: str, then: Callable[[Connection], None] | None = None) -> None:
    engine = transactional_sqlite_engine(url)
    try:
        upgrade(engine, then)
    finally:
        engine.dispose()


@lru_cache(maxsize=None)
def schema_objects_at(revision: str) -> frozenset[tuple[str, str]]:
    """(type, name) of the tables and indexes the migrations create up to ``revision``."""
    engine = create_engine("sqlite://")
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), revision)
            rows = connection.exec_driver_sql(
                "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").all()
    finally:
        engine.dispose()
    return frozenset((kind, name) for kind, name in rows)
