"""Schema upgrades, each all-or-nothing, and the schema objects each revision is made of.

pysqlite commits on its own before DDL (``ALTER TABLE`` ran outside any
transaction, so a crash left a half-upgraded file).  The migration engine turns
the driver's transaction handling off and emits its own ``BEGIN IMMEDIATE``
(SQLAlchemy's recipe for transactional DDL on pysqlite): the whole upgrade
commits at once or not at all.  Files half-upgraded by earlier releases, whose
DDL went through but whose version was not bumped, are recognised and finished.

Alembic is imported only to upgrade: opening a file already at head reads the
revisions from the migration files' text and the head's schema objects from
app/models/head_schema.py, checked against the ORM metadata (tests hold them equal
to what Alembic and the migrations say); SQLAlchemy itself only to upgrade too.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from app.assets import DB_DIR

if TYPE_CHECKING:  # SQLAlchemy is imported to upgrade, not to check a file at head (app/models/file_check.py)
    from alembic.config import Config
    from sqlalchemy.engine import Connection, Engine


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
    from alembic.config import Config
    config = Config()
    config.set_main_option("script_location", str(DB_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


_REVISION = re.compile(r"^revision\s*=\s*['\"]([^'\"]+)['\"]\s*$", re.M)
_DOWN_REVISION = re.compile(r"^down_revision\s*=\s*(?:None|['\"]([^'\"]+)['\"])\s*$", re.M)


@lru_cache(maxsize=None)
def _revision_chain() -> tuple[frozenset[str], str]:
    """Every revision and the head, read from the migration files' text (importing Alembic takes a second).

    A file this reading does not understand (a merge, a computed id) hands the question to Alembic.
    """
    revisions, parents = set(), set()
    for script in sorted((DB_DIR / "versions").glob("[!_]*.py")):
        text = script.read_text(encoding="utf-8")
        revision, down = _REVISION.findall(text), _DOWN_REVISION.findall(text)
        if len(revision) != 1 or len(down) != 1:
            return _alembic_revision_chain()
        revisions.add(revision[0])
        parents.add(down[0])
    heads = revisions - parents
    if len(heads) != 1:
        return _alembic_revision_chain()
    return frozenset(revisions), heads.pop()


def _alembic_revision_chain() -> tuple[frozenset[str], str]:
    from alembic.script import ScriptDirectory
    scripts = ScriptDirectory.from_config(alembic_config())
    return frozenset(rev.revision for rev in scripts.walk_revisions()), scripts.get_current_head()


def head_revision() -> str:
    return _revision_chain()[1]


def known_revisions() -> frozenset[str]:
    return _revision_chain()[0]


def transactional_sqlite_engine(url: str) -> Engine:
    """A SQLite engine whose transactions include DDL and take the write lock at BEGIN."""
    from sqlalchemy import create_engine, event, pool
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
    from sqlalchemy import inspect
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
    from sqlalchemy import inspect
    with engine.begin() as connection:
        broken_before = _broken_references(connection)
        if inspect(connection).has_table("alembic_version"):
            finish_half_done(connection)
        from alembic import command
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
    """(type, name) of the tables, indexes and triggers the migrations create up to ``revision``."""
    if revision == head_revision():
        return head_schema_objects()
    return migrated_schema_objects(revision)


def head_schema_objects() -> frozenset[tuple[str, str]]:
    """The head's tables, indexes and triggers: as written down for it (app/models/head_schema.py), else
    from the ORM metadata."""
    from app.models import head_schema
    if head_schema.REVISION == head_revision():
        return head_schema.OBJECTS
    return metadata_schema_objects()


def metadata_schema_objects() -> frozenset[tuple[str, str]]:
    """The tables and indexes of the ORM metadata, which the migrations build to the letter, and the
    round revisions' triggers (SQLAlchemy and the ORM classes imported)."""
    from app.models.round_revisions import sqlite_triggers
    from app.models.schema import Base
    tables = Base.metadata.tables.values()
    return frozenset({("table", "alembic_version")} | {("table", table.name) for table in tables}
                     | {("index", index.name) for table in tables for index in table.indexes}
                     | {("trigger", name) for name in sqlite_triggers()})


def migrated_schema_objects(revision: str) -> frozenset[tuple[str, str]]:
    """(type, name) of what running the migrations up to ``revision`` on an empty database creates."""
    from alembic import command
    from sqlalchemy import create_engine
    engine = create_engine("sqlite://")
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), revision)
            rows = connection.exec_driver_sql(
                "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").all()
    finally:
        engine.dispose()
    return frozenset((kind, name) for kind, name in rows)
