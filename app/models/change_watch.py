"""Has another station committed to the open tournament?  Asked often, answered cheaply.

On a SQLite file: the file's change counter, ``PRAGMA data_version``, read on a
connection of the watcher's own; it changes whenever any other connection (another
station, or this station's own writing connections) commits.  On PostgreSQL: every
write transaction of a store sends ``NOTIFY referee_station, '<its id>'`` (delivered
at commit, never for a rolled-back one; no trigger, so no schema object the open
check in server_objects would refuse), and the watcher ``LISTEN``s on a connection of
its own, ignoring its own store's notices.  The caller polls ``changed()`` (a QTimer
in the views); nothing here blocks.
"""
from __future__ import annotations

import sqlite3
import uuid

from sqlalchemy import event, text
from sqlalchemy.engine import Engine
from sqlalchemy.orm import sessionmaker

from app.models.sqlite_file import read_only_uri

CHANNEL = "referee_station"


def announce_writes(writes: sessionmaker, engine: Engine) -> str:
    """Make each commit of ``writes`` notify the other stations (PostgreSQL); the id its notices carry."""
    station = uuid.uuid4().hex
    if engine.dialect.name == "postgresql":
        @event.listens_for(writes, "before_commit")
        def _notify(session):
            session.execute(text("SELECT pg_notify(:channel, :station)"), {"channel": CHANNEL, "station": station})
    return station


def _sqlite_watch_connection(store) -> sqlite3.Connection:
    """A connection that never writes; an unwritable file is read as the store reads it (no side files)."""
    if store.read_only and not store.display_only:
        return sqlite3.connect(read_only_uri(store.path), uri=True, check_same_thread=False)
    connection = sqlite3.connect(store.path, check_same_thread=False)
    connection.execute("PRAGMA query_only=ON")
    return connection


class ChangeWatcher:
    """``changed()``: True once after every commit made elsewhere since the last call."""

    def __init__(self, store):
        self._station = store.station_id
        # What a lost file or server raises here (the driver's own errors: no SQLAlchemy in between).
        self.failures = (sqlite3.Error, OSError) if store.path is not None else (store.engine.dialect.dbapi.Error,
                                                                                 OSError)
        if store.path is not None:
            self._connection = _sqlite_watch_connection(store)
            self._seen = self._data_version()
        else:
            pooled = store.engine.raw_connection()
            self._connection = pooled.driver_connection
            pooled.detach()  # its own for good: never handed to a session, never back to the pool
            self._connection.autocommit = True
            with self._connection.cursor() as cursor:
                cursor.execute(f"LISTEN {CHANNEL}")

    def _data_version(self) -> int:
        return self._connection.execute("PRAGMA data_version").fetchone()[0]

    def changed(self) -> bool:
        if isinstance(self._connection, sqlite3.Connection):
            version = self._data_version()
            changed, self._seen = version != self._seen, version
            return changed
        self._connection.poll()  # reads what the server sent, without waiting
        notices, self._connection.notifies[:] = list(self._connection.notifies), []
        return any(notice.payload != self._station for notice in notices)

    def close(self) -> None:
        self._connection.close()
