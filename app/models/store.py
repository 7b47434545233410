"""Opening, creating and upgrading a tournament file (one SQLite file per tournament).

A file is ours when it has a ``station_meta`` row ``app = referee-station``.
An older schema is upgraded after a backup copy is written beside it; a newer,
foreign or corrupt file is refused and never modified (checked read-only).
"""
from __future__ import annotations

import shutil
import sqlite3
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Iterator

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, event, inspect, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session, sessionmaker

from app.models.schema import APP_ID, StationMeta

DB_DIR = Path(__file__).resolve().parents[2] / "db"
SQLITE_HEADER = b"SQLite format 3\x00"


class TournamentFileError(Exception):
    """A file the station will not open; the message is for the referee."""


def _alembic_config(connection=None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(DB_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    return ScriptDirectory.from_config(_alembic_config()).get_current_head()


def known_revisions() -> set[str]:
    return {rev.revision for rev in ScriptDirectory.from_config(_alembic_config()).walk_revisions()}


def url_for(path_or_url: str | Path) -> str:
    text = str(path_or_url)
    return text if "://" in text else f"sqlite:///{Path(text).resolve()}"


# How long a write waits for another station's transaction before failing (SQLite busy timeout).
DEFAULT_BUSY_SECONDS = 5.0
WRITE = "station_write"  # execution option: this transaction writes, so it takes the lock first


def _make_engine(url: str, busy_seconds: float = DEFAULT_BUSY_SECONDS) -> Engine:
    if not url.startswith("sqlite"):
        return create_engine(url)
    engine = create_engine(url, connect_args={"timeout": busy_seconds})

    @event.listens_for(engine, "connect")
    def _sqlite_pragmas(dbapi_connection, _record):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
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
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _inspect_sqlite_file(path: Path) -> str | None:
    """The file's schema revision, read without writing; raise if it is not ours."""
    with open(path, "rb") as handle:
        header = handle.read(16)
    if header != SQLITE_HEADER:
        raise TournamentFileError(f"“{path.name}” 不是赛事文件（不是 SQLite 数据库），未作任何修改。")
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            tables = {row[0] for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type='table'")}
            if "station_meta" not in tables:
                raise TournamentFileError(
                    f"“{path.name}” 不是本软件的赛事文件（缺少 station_meta 表），未作任何修改。")
            app = connection.execute("SELECT value FROM station_meta WHERE key='app'").fetchone()
            if not app or app[0] != APP_ID:
                raise TournamentFileError(f"“{path.name}” 属于其他软件，未作任何修改。")
            if "alembic_version" not in tables:
                return None
            row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
            return row[0] if row else None
        finally:
            connection.close()
    except sqlite3.DatabaseError as exc:
        raise TournamentFileError(f"“{path.name}” 已损坏，无法读取（{exc}），未作任何修改。") from exc


def _refuse_unknown(revision: str | None, label: str) -> None:
    if revision is None:
        raise TournamentFileError(f"“{label}” 缺少结构版本信息，无法安全打开，未作任何修改。")
    if revision not in known_revisions():
        raise TournamentFileError(
            f"“{label}” 由更新版本的软件创建（结构版本 {revision}），请升级本软件后再打开；文件未作修改。")


def backup_path(path: Path, revision: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return path.with_name(f"{path.stem}.backup-schema{revision}-{stamp}{path.suffix}")


class TournamentStore:
    """An open tournament: its engine and a factory of short sessions."""

    def __init__(self, url: str, engine: Engine, backup: Path | None = None):
        self.url = url
        self.engine = engine
        self.backup = backup  # where the pre-upgrade copy went, if an upgrade happened
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        self._write_sessions = sessionmaker(engine.execution_options(**{WRITE: True}),
                                            expire_on_commit=False)

    @property
    def path(self) -> Path | None:
        if self.engine.dialect.name != "sqlite":
            return None
        return Path(self.engine.url.database)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One unit of work, begun with the write lock: committed when the block ends, rolled back on error."""
        with self._write_sessions() as session:
            with session.begin():
                yield session

    def read(self) -> Session:
        """A session for reading (the caller closes it)."""
        return self._sessions()

    def save_copy(self, target: str | Path) -> None:
        """Write a consistent copy of the whole file (SQLite's online backup)."""
        if self.path is None:
            raise TournamentFileError("只有 SQLite 赛事文件可以另存副本。")
        target = Path(target)
        if target.exists():
            target.unlink()
        source = sqlite3.connect(str(self.path))
        try:
            destination = sqlite3.connect(str(target))
            with destination:
                source.backup(destination)
            destination.close()
        finally:
            source.close()

    def close(self) -> None:
        self.engine.dispose()


def create_store(path_or_url: str | Path) -> TournamentStore:
    """A new, empty tournament file at the current schema."""
    url = url_for(path_or_url)
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        if path.exists():
            raise TournamentFileError(f"“{path.name}” 已存在，不会覆盖。")
        path.parent.mkdir(parents=True, exist_ok=True)
    engine = _make_engine(url)
    with engine.begin() as connection:
        command.upgrade(_alembic_config(connection), "head")
    store = TournamentStore(url, engine)
    with store.session() as session:
        session.add(StationMeta(key="app", value=APP_ID))
        session.add(StationMeta(key="created", value=datetime.now().isoformat(timespec="seconds")))
    return store


def open_store(path_or_url: str | Path, busy_seconds: float = DEFAULT_BUSY_SECONDS) -> TournamentStore:
    """Open an existing tournament, upgrading an older schema after a backup copy.

    ``busy_seconds``: how long a write waits for another station (the GUI waits less, then says so).
    """
    url = url_for(path_or_url)
    backup = None
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        if not path.exists():
            raise TournamentFileError(f"找不到赛事文件 “{path}”。")
        revision = _inspect_sqlite_file(path)
        _refuse_unknown(revision, path.name)
        if revision != head_revision():
            backup = backup_path(path, revision)
            shutil.copy2(path, backup)
        engine = _make_engine(url, busy_seconds)
    else:
        engine = _make_engine(url)
        with engine.connect() as connection:
            if "station_meta" not in inspect(connection).get_table_names():
                engine.dispose()
                raise TournamentFileError("该数据库不是本软件的赛事数据库，未作任何修改。")
            app = connection.execute(select(StationMeta.value).where(StationMeta.key == "app")).scalar()
            revision = MigrationContext.configure(connection).get_current_revision()
        if app != APP_ID:
            engine.dispose()
            raise TournamentFileError("该数据库属于其他软件，未作任何修改。")
        _refuse_unknown(revision, url)
    with engine.begin() as connection:
        command.upgrade(_alembic_config(connection), "head")
    return TournamentStore(url, engine, backup)
