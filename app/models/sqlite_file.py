"""The tournament file on disk, below SQLAlchemy: read it without a trace, copy it whole, write it atomically.

A file being inspected (and maybe refused) must be left exactly as found,
side files included: a WAL database with no ``-wal`` file is read as
immutable (SQLite would otherwise create ``-wal`` and ``-shm``).  Copies go
through SQLite's online backup API, so they hold every commit still in the
``-wal``, into a temporary file that is renamed over the target only when whole
(``output_guard.guarded_output``, which also refuses any database as the target).
"""
from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import stat
import tempfile
from contextlib import ExitStack, closing, contextmanager
from pathlib import Path
from typing import Iterator

from app.models.backup_marks import write_meta
from app.files.output_guard import SQLITE_HEADER, guarded_output, side_files

__all__ = ["SQLITE_HEADER", "backup_to", "copy_database", "header", "is_writable", "read_only", "read_only_uri", "schema_objects"]
BUSY_TIMEOUT_S = 5.0


def header(path: Path) -> bytes:
    with open(path, "rb") as handle:
        return handle.read(100)


def is_wal_file(head: bytes) -> bool:
    """Bytes 18–19 of the header are 2 in WAL mode (1 with a rollback journal)."""
    return len(head) >= 20 and head[18] == 2 and head[19] == 2


def is_writable(path: Path) -> bool:
    """The file and its folder can be written (and are not marked read-only, even for an administrator)."""
    folder = path.resolve().parent
    for item in (path, folder):
        if not os.access(item, os.W_OK) or not os.stat(item).st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
            return False
    return True


def read_only_uri(path: Path) -> str:
    """A read-only SQLite URI that leaves no side files when SQLite would otherwise create them."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    wal, _shm, _journal = side_files(path)
    # The -wal first: a station with the file open has one, and the header read would drop its lock.
    if not wal.exists() and is_wal_file(header(path)):
        uri += "&immutable=1"  # no -wal: nobody has the file open, nothing is pending
    return uri


@contextmanager
def read_only(path: Path) -> Iterator[sqlite3.Connection]:
    """A read-only connection that leaves no side file and never touches another station's.

    A ``-wal`` with no ``-shm`` beside it (the two copied without the other, or a
    ``-shm`` removed by hand) means nobody has the file open; SQLite would make a
    ``-shm`` to read it, so a private copy of the two is read instead.  (Deleting
    that ``-shm`` afterwards could delete one a station made while this one read:
    each station would then lock its own ``-shm``, both would write at once and
    one round or result would be lost.)  A station that opens the file during the
    copy makes the copy untrustworthy: the file itself is read then.
    """
    wal, shm, _journal = side_files(path)
    with ExitStack() as stack:
        copy = None
        if wal.exists() and not shm.exists():
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="station-inspect-"))
            copy = _private_copy(path, Path(folder))
        connection = (sqlite3.connect(copy, timeout=BUSY_TIMEOUT_S) if copy else
                      sqlite3.connect(read_only_uri(path), uri=True, timeout=BUSY_TIMEOUT_S))
        with closing(connection):
            yield connection


def _private_copy(path: Path, folder: Path) -> Path | None:
    """The file and its -wal copied into ``folder``; None if a station opened the file meanwhile."""
    wal, shm, _journal = side_files(path)
    copy = folder / path.name
    try:
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, f"{copy}-wal")
    except FileNotFoundError:  # a station opened and closed the file meanwhile: its -wal is gone
        return None
    return None if shm.exists() else copy


def schema_objects(connection: sqlite3.Connection) -> set[tuple[str, str]]:
    """(type, name) of every table, index, view and trigger, SQLite's own left out."""
    return {(kind, name) for kind, name in connection.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")}


def backup_to(source: Path, target: Path, read_only_source: bool = False) -> Path:
    """Copy the database ``source`` (every commit, WAL included) to ``target``, atomically.

    The copy is written to a temporary file beside the target, synced, then
    renamed over it: a failure leaves the target as it was.  ``target`` is never
    a database already, nor ``source`` or any open tournament or a side file of one.
    """
    source_uri = read_only_uri(source) if read_only_source else Path(source).resolve().as_uri()
    with closing(sqlite3.connect(source_uri, uri=True, timeout=BUSY_TIMEOUT_S)) as reader:
        return copy_database(reader, target, source)


def copy_database(reader: sqlite3.Connection, target: Path, *tournaments: Path,
                  meta: dict[str, str | None] | None = None, backup: bool = False) -> Path:
    """Write what ``reader`` sees (SQLite's backup API: one consistent snapshot, WAL included)
    to ``target`` through ``guarded_output``; ``meta``: ``station_meta`` rows set (or removed, None)
    in the copy before it takes the target's name (a backup's marks, a restored copy without them);
    ``backup``: the copy is an automatic backup, named as one.

    The snapshot is taken into memory first, so the source is read only for as
    long as a copy in memory takes (no write lock: in WAL mode other stations keep
    writing), never for as long as a slow stick takes to write and sync.
    """
    with closing(sqlite3.connect(":memory:")) as snapshot:
        reader.backup(snapshot)
        with guarded_output(target, *tournaments, backup=backup) as temporary:
            try:
                with closing(sqlite3.connect(temporary)) as writer:
                    snapshot.backup(writer)
                    if meta:
                        write_meta(writer, meta)
                    writer.execute("PRAGMA journal_mode=DELETE")  # a copy is a plain file: no -wal beside it
            except sqlite3.Error as exc:
                raise target_write_error(exc, temporary) from exc
    return Path(target)


def target_write_error(exc: sqlite3.Error, target: Path) -> OSError:
    """SQLite's failure to write a copy as the OSError it is: the target's folder failed (full, gone,
    read-only), not the source; "database or disk is full" becomes ENOSPC."""
    full = getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL
    return OSError(errno.ENOSPC if full else errno.EIO, os.strerror(errno.ENOSPC) if full else str(exc), str(target))
