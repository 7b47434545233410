"""Opening, creating and upgrading a tournament file (one SQLite file per tournament).

A file is ours when it has a ``station_meta`` row ``app = referee-station`` and
only the schema objects our migrations create.  An older schema is upgraded,
in one transaction, after a backup copy (SQLite's backup API) is written
beside it; a newer, foreign, tampered or corrupt file is refused and left
exactly as found, side files included.  A file that cannot be written opens
read-only.  Every commit is fsynced (``synchronous=FULL``).
"""
from __future__ import annotations

import filecmp
import glob
import logging
import sqlite3
import threading
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterator

from sqlalchemy import create_engine, event, inspect, select
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from app.files.errors import OutputPathError, ReadOnlyTournamentError, TournamentFileError
from app.models.change_watch import announce_writes, sqlite_watch_connection
from app.models.driver_sql import driver_sql
from app.models.file_check import (APP_ID, inspect_sqlite_file, refuse_backup, refuse_foreign_objects,
                                   refuse_named, refuse_bad_settings, refuse_unknown, single_revision)
from app.models.migrate import (SQLITE_PRAGMAS, UpgradeError, alembic_config, head_revision,
                                known_revisions, upgrade, upgrade_sqlite)
from app.files.output_guard import check_output_path, register_open, unregister_open, unused_name
from app.models.server_objects import foreign_server_objects
from app.models.schema import StationMeta
from app.models.sqlite_file import backup_to, is_writable, read_only, read_only_uri

__all__ = ["TournamentFileError", "ReadOnlyTournamentError", "OutputPathError", "TournamentStore",
           "create_store", "open_store", "head_revision", "known_revisions", "url_for"]

_alembic_config = alembic_config  # the tests build old files with it
_log = logging.getLogger(__name__)  # the station's log (app/log.py): files opened and upgraded


def url_for(path_or_url: str | Path) -> str:
    text = str(path_or_url)
    return text if "://" in text else f"sqlite:///{Path(text).resolve()}"


def sqlite_path(url: str) -> Path | None:
    """The file a SQLite URL names (None for another database); a URL without a file is refused."""
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise TournamentFileError("file.bad_url", url=url) from exc
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        raise TournamentFileError("file.url_without_path", url=url)
    return Path(database).resolve()


# How long a write waits for another station's transaction before failing (SQLite busy timeout).
DEFAULT_BUSY_SECONDS = 5.0
WRITE = "station_write"  # execution option: this transaction writes, so it takes the lock first


def _make_engine(url: str, busy_seconds: float = DEFAULT_BUSY_SECONDS, query_only: bool = False) -> Engine:
    """``query_only``: the database itself refuses every write (a display-only station)."""
    if not url.startswith("sqlite"):
        return create_engine(url, connect_args={"options": "-c default_transaction_read_only=on"}
                             if query_only else {})
    engine = create_engine(url, connect_args={"timeout": busy_seconds})

    @event.listens_for(engine, "connect")
    def _sqlite_pragmas(dbapi_connection, _record):
        cursor = dbapi_connection.cursor()
        for pragma in SQLITE_PRAGMAS + (("PRAGMA query_only=ON",) if query_only else ()):
            cursor.execute(pragma)
        cursor.close()

    _take_control_of_begin(engine)
    return engine


def _take_control_of_begin(engine: Engine) -> None:
    """Begin every transaction ourselves; a writing one with BEGIN IMMEDIATE.

    pysqlite would begin lazily, at the first INSERT/UPDATE, after the reads a
    write depends on: two stations could both read "=" and both write. With the
    write lock taken at BEGIN, a second station waits (busy timeout) and then
    reads what the first committed.
    """
    @event.listens_for(engine, "connect")
    def _no_implicit_begin(dbapi_connection, _record):
        dbapi_connection.isolation_level = None

    @event.listens_for(engine, "begin")
    def _begin(connection):
        immediate = connection.get_execution_options().get(WRITE)
        driver_sql(connection, "BEGIN IMMEDIATE" if immediate else "BEGIN")


def _read_only_engine(path: Path) -> Engine:
    uri = read_only_uri(path)
    engine = create_engine("sqlite://", creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False))

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection, _record):
        dbapi_connection.execute("PRAGMA foreign_keys=ON")
    return engine


def backup_path(path: Path, revision: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return path.with_name(f"{path.stem}.backup-schema{revision}-{stamp}{path.suffix}")


def _pre_upgrade_backup(path: Path, revision: str) -> Path:
    """A backup (every commit, WAL included); an identical earlier one of the same upgrade is reused."""
    earlier = sorted(Path(p) for p in glob.glob(
        glob.escape(str(path.with_name(f"{path.stem}.backup-schema{revision}-"))) + f"*{path.suffix}"))
    fresh = backup_to(path, unused_name(backup_path(path, revision)))
    for older in reversed(earlier):
        if older != fresh and filecmp.cmp(older, fresh, shallow=False):
            fresh.unlink()
            return older
    return fresh


ROUND_READS = "round_reads"  # the key of a session's info holding its store's round_reads
DRAW_READS = "draw_reads"  # the key of a session's info holding its store's draw_reads
HISTORY_CACHES = "history_caches"  # the key of a session's info holding its store's history_caches
# The key of a reading session's info holding its store's ``remembered`` (never a writing session's: what
# it reads may include its own uncommitted changes).
REMEMBERED = "remembered"


class TournamentStore:
    """An open tournament: its engine and a factory of short sessions."""

    def __init__(self, url: str, engine: Engine, backup: Path | None = None,
                 path: Path | None = None, read_only: bool = False, display_only: bool = False):
        self.url = url
        self.engine = engine
        self.backup = backup  # where the pre-upgrade copy went, if an upgrade happened
        self.path = path  # the SQLite file, None on a database server
        self.read_only = read_only or display_only  # nothing is written through this store
        self.display_only = display_only  # opened read-only on purpose (a hall station), though writable
        # round id → ((its revision and the read's context), the records read): services.history's reads
        # of this file, kept here so each open file owns its own; every session carries it in its info.
        self.round_reads: dict[int, tuple] = {}
        # the round's (id, revision) pairs → its draw token (services.round_draw.kept_draw_of_table).
        self.draw_reads: dict[tuple, str] = {}
        # (stage id, disqualified left out) → services.standings' kept ranking of that stage.
        self.history_caches: dict[tuple[int, bool], object] = {}
        # key → (generation, value): what ``remembered`` read, reused until the next commit.
        self._remembered: dict[Any, tuple[int, Any]] = {}
        self._generation_connection: sqlite3.Connection | None = None
        self._generation_lock = threading.Lock()
        info = {ROUND_READS: self.round_reads, HISTORY_CACHES: self.history_caches, DRAW_READS: self.draw_reads}
        self._sessions = sessionmaker(engine, expire_on_commit=False, info={**info, REMEMBERED: self.remembered})
        self._write_sessions = sessionmaker(engine.execution_options(**{WRITE: True}),
                                            expire_on_commit=False, info=info)
        self.signature = announce_writes(self._write_sessions, engine)  # other stations follow (change_watch)
        self._guarded = path is not None
        if self._guarded:
            register_open(path)
        _log.info("opened %s%s", path or make_url(url).render_as_string(hide_password=True),
                  " (display only)" if display_only else " (read-only)" if read_only else "")

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One unit of work, begun with the write lock: committed when the block ends, rolled back on error."""
        if self.display_only:
            raise ReadOnlyTournamentError("file.display_only", name=self.label)
        if self.read_only:
            raise ReadOnlyTournamentError("file.read_only", name=self.path.name)
        with self._write_sessions() as session:
            with session.begin():
                yield session

    @property
    def label(self) -> str:
        """The file's name, or the database's URL without its password."""
        return self.path.name if self.path else make_url(self.url).render_as_string(hide_password=True)

    def read(self) -> Session:
        """A session for reading (the caller closes it)."""
        return self._sessions()

    def generation(self) -> int | None:
        """A number that moves with every commit to the file, this station's or another's (SQLite's
        ``PRAGMA data_version`` on a connection of its own); None on a database server (unknown)."""
        if self.path is None:
            return None
        with self._generation_lock:
            if self._generation_connection is None:
                self._generation_connection = sqlite_watch_connection(self)
            return self._generation_connection.execute("PRAGMA data_version").fetchone()[0]

    def remembered(self, key: Any, read: Callable[[], Any]) -> Any:
        """``read()``, or what it returned for ``key`` when nothing was committed since.

        A confirmed result is shown by several views at once (the standings page, the hall's
        standings, team and overall pages) that each read the same ranking: the first reads,
        the others reuse it.  Only for immutable values; on a database server every call reads.
        """
        generation = self.generation()  # taken before reading: a commit meanwhile makes it stale
        if generation is None:
            return read()
        found = self._remembered.get(key)
        if found is not None and found[0] == generation:
            return found[1]
        value = read()
        self._remembered[key] = (generation, value)
        return value

    def save_copy(self, target: str | Path) -> Path:
        """Write a consistent copy of the whole file (SQLite's backup API), atomically.

        Refused onto the open tournament or its side files, and onto any database
        or a file with side files beside it (``output_guard``).
        """
        if self.path is None:
            raise TournamentFileError("file.copy_sqlite_only")
        return backup_to(self.path, Path(target), self.read_only)

    def close(self) -> None:
        with self._generation_lock:
            if self._generation_connection is not None:
                self._generation_connection.close()
                self._generation_connection = None
        self._remembered.clear()
        self.engine.dispose()
        if self._guarded:
            unregister_open(self.path)
            self._guarded = False


def _mark_ours(connection) -> None:
    connection.execute(StationMeta.__table__.insert(), [
        {"key": "app", "value": APP_ID},
        {"key": "created", "value": datetime.now().isoformat(timespec="seconds")}])


def create_store(path_or_url: str | Path) -> TournamentStore:
    """A new, empty tournament file at the current schema (created in one transaction)."""
    url = url_for(path_or_url)
    path = sqlite_path(url)
    if path is None:
        engine = _make_engine(url)
        upgrade(engine, _mark_ours)
        return TournamentStore(url, engine)
    check_output_path(path)  # not a side file of the open tournament either
    if path.exists():
        raise TournamentFileError("file.exists", path=path.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    url = f"sqlite:///{path}"
    upgrade_sqlite(url, _mark_ours)
    return TournamentStore(url, _make_engine(url), path=path)


def open_store(path_or_url: str | Path, busy_seconds: float = DEFAULT_BUSY_SECONDS,
               display_only: bool = False) -> TournamentStore:
    """Open an existing tournament, upgrading an older schema after a backup copy.

    ``busy_seconds``: how long a write waits for another station (the GUI waits less, then says so).
    ``display_only``: a hall station's view of it: every write refused (and refused by the database
    too), nothing upgraded; it still sees what the other stations commit.
    """
    url = url_for(path_or_url)
    path = sqlite_path(url)
    if path is None:
        return _open_server(url, display_only)
    if not path.exists():
        raise TournamentFileError("file.not_found", path=path)
    revision, objects, altered = inspect_sqlite_file(path)
    refuse_unknown(revision, path.name)
    refuse_foreign_objects(objects, revision, path.name, altered)
    refuse_backup(path)
    url = f"sqlite:///{path}"
    if not is_writable(path):
        if revision != head_revision():
            raise TournamentFileError("file.upgrade_read_only", path=path.name)
        return TournamentStore(url, _read_only_engine(path), path=path, read_only=True, display_only=display_only)
    if display_only:
        if revision != head_revision():
            raise TournamentFileError("file.upgrade_display_only", label=path.name)
        return TournamentStore(url, _make_engine(url, busy_seconds, query_only=True), path=path, display_only=True)
    backup = None
    if revision != head_revision():
        backup = _pre_upgrade_backup(path, revision)
        try:
            upgrade_sqlite(url)
        except (SQLAlchemyError, sqlite3.Error, UpgradeError) as exc:
            raise TournamentFileError("file.upgrade_failed", path=path.name, exc=exc, backup=backup.name) from exc
        backup = _unless_upgraded_already(backup)
        _log.info("upgraded %s from schema %s to %s, backup %s", path, revision, head_revision(), backup)
    return TournamentStore(url, _make_engine(url, busy_seconds), backup, path=path)


def _unless_upgraded_already(backup: Path) -> Path | None:
    """The backup, or None (and no backup file) when it holds the current schema already.

    Another station that opened the same old file a moment before upgraded it between
    this one's look and its backup: this station upgraded nothing, and a copy named
    after the old schema would hide the real one (the other station's).
    """
    with read_only(backup) as connection:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    if row is None or row[0] != head_revision():
        return backup
    backup.unlink()
    return None


def _open_server(url: str, display_only: bool = False) -> TournamentStore:
    engine = _make_engine(url, query_only=display_only)
    label = make_url(url).render_as_string(hide_password=True)
    try:
        with engine.connect() as connection:
            if "station_meta" not in inspect(connection).get_table_names():
                raise TournamentFileError("file.not_station_database")
            app = connection.execute(select(StationMeta.value).where(StationMeta.key == "app")).scalar()
            if app != APP_ID:
                raise TournamentFileError("file.foreign_database")
            revision = (single_revision(connection.exec_driver_sql("SELECT version_num FROM alembic_version"), label)
                        if inspect(connection).has_table("alembic_version") else None)
            refuse_unknown(revision, label)
            refuse_named(foreign_server_objects(connection), label)
            refuse_bad_settings(connection.exec_driver_sql("SELECT code, settings FROM event"), label)
    except TournamentFileError:
        engine.dispose()
        raise
    if revision != head_revision():
        if display_only:
            engine.dispose()
            raise TournamentFileError("file.upgrade_display_only", label=label)
        upgrade(engine)
    return TournamentStore(url, engine, display_only=display_only)
