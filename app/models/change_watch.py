"""Has another station committed to the open tournament?  Asked often, answered cheaply.

On a SQLite file: the file's change counter, ``PRAGMA data_version``, read on a
connection of the watcher's own; it changes whenever any other connection (another
station, or this station's own writing connections) commits.  So that a station's own
commits are not news to it (every shown page would read everything again after each
result), each write transaction signs the file: under the write lock it reads the
header's ``user_version`` (the last writer's token: another's means a commit elsewhere
since this station's last one) and writes its own token there.  A change whose file
still carries this station's token, with no other token met in between, was its own; a
token met that the watcher already read there, with nothing committed since, is old news
(the file's last writer before this station opened it: not a commit elsewhere).
A station of an older version writes no token: its commit right after one of ours is
seen at the next change.  On PostgreSQL: every
write transaction of a store sends ``NOTIFY referee_station, '<its id>'`` (delivered
at commit, never for a rolled-back one; no trigger, so no schema object the open
check in server_objects would refuse), and the watcher ``LISTEN``s on a connection of
its own, ignoring its own store's notices.  The caller polls ``changed()`` (a QTimer
in the views); nothing here blocks.
"""
from __future__ import annotations

import sqlite3
import threading
import uuid
from dataclasses import dataclass
from typing import Callable

from sqlalchemy import event, text
from sqlalchemy.engine import Engine
from sqlalchemy.orm import sessionmaker

from app.models.driver_sql import driver_sql
from app.models.sqlite_file import read_only_uri

CHANNEL = "referee_station"


@dataclass
class Signature:
    """How a store's own commits are told from the others': its id (PostgreSQL notices), its token
    (SQLite's header), and whether a write of its own met another station's token since last asked."""

    station: str
    token: int | None = None
    met_another: bool = False
    # The open watcher's answer to "is this header token the one you read, with no commit since?"
    header_seen: Callable[[int], bool] | None = None

    def met(self, header: int) -> bool:
        """Whether a write finding ``header`` in the file met another station's commit."""
        return header != self.token and not (self.header_seen is not None and self.header_seen(header))

    def take_met_another(self) -> bool:
        met, self.met_another = self.met_another, False
        return met


def announce_writes(writes: sessionmaker, engine: Engine) -> Signature:
    """Make each commit of ``writes`` known as this station's: a notice (PostgreSQL), a signed header (SQLite)."""
    station = uuid.uuid4().hex
    if engine.dialect.name == "postgresql":
        @event.listens_for(writes, "before_commit")
        def _notify(session):
            session.execute(text("SELECT pg_notify(:channel, :station)"), {"channel": CHANNEL, "station": station})
        return Signature(station)
    signature = Signature(station, token=int(station[:7], 16) | 1)  # 1 … 2**28: never the header's 0

    @event.listens_for(writes, "before_commit")
    def _sign(session):
        connection = session.connection()  # the write lock is held (BEGIN IMMEDIATE): no commit comes between
        if signature.met(driver_sql(connection, "PRAGMA user_version").fetchone()[0]):
            signature.met_another = True
        driver_sql(connection, f"PRAGMA user_version = {signature.token}")
    return signature


def sqlite_watch_connection(store) -> sqlite3.Connection:
    """A connection that never writes; an unwritable file is read as the store reads it (no side files)."""
    if store.read_only and not store.display_only:
        return sqlite3.connect(read_only_uri(store.path), uri=True, check_same_thread=False)
    connection = sqlite3.connect(store.path, check_same_thread=False)
    connection.execute("PRAGMA query_only=ON")
    return connection


class ChangeWatcher:
    """``changed()``: True once after every commit made elsewhere since the last call."""

    def __init__(self, store):
        self._signature = store.signature
        # What a lost file or server raises here (the driver's own errors: no SQLAlchemy in between).
        self.failures = (sqlite3.Error, OSError) if store.path is not None else (store.engine.dialect.dbapi.Error,
                                                                                 OSError)
        if store.path is not None:
            self._connection = sqlite_watch_connection(store)
            self._lock = threading.Lock()  # a write's signing (any thread) asks this connection too
            self._seen = self._data_version()
            self._header = self._user_version()  # read after _seen: a commit between is met, not missed
            self._signature.header_seen = self._header_seen
        else:
            pooled = store.engine.raw_connection()
            self._connection = pooled.driver_connection
            pooled.detach()  # its own for good: never handed to a session, never back to the pool
            self._connection.autocommit = True
            with self._connection.cursor() as cursor:
                cursor.execute(f"LISTEN {CHANNEL}")

    def _data_version(self) -> int:
        return self._connection.execute("PRAGMA data_version").fetchone()[0]

    def _user_version(self) -> int:
        return self._connection.execute("PRAGMA user_version").fetchone()[0]

    def _header_seen(self, header: int) -> bool:
        """Whether ``header`` is the token this watcher last read in the file, nothing committed since."""
        with self._lock:
            return header == self._header and self._data_version() == self._seen

    def changed(self) -> bool:
        if isinstance(self._connection, sqlite3.Connection):
            with self._lock:
                version = self._data_version()
                moved, self._seen = version != self._seen, version
                met_another = self._signature.take_met_another()
                if not moved or self._signature.token is None:
                    return moved or met_another
                self._header = self._user_version()
                return met_another or self._header != self._signature.token
        self._connection.poll()  # reads what the server sent, without waiting
        notices, self._connection.notifies[:] = list(self._connection.notifies), []
        return any(notice.payload != self._signature.station for notice in notices)

    def close(self) -> None:
        if self._signature.header_seen == getattr(self, "_header_seen", None):
            self._signature.header_seen = None
        self._connection.close()
