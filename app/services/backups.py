"""Automatic backups of the open tournament file, and the list of backups a referee restores from.

``TournamentBackups`` keeps one SQLite connection of its own on the open file:
``PRAGMA data_version`` on it tells whether anything was committed since the
last backup (by this station or another), and SQLite's backup API on it takes a
consistent copy, WAL included, without the write lock.  Every backup is written
through ``output_guard`` (temporary file, synced, renamed), so a crash mid-backup
leaves the last good backup and the tournament as they were.  A database server
(PostgreSQL) is not backed up here: its own tools do that.
"""
from __future__ import annotations

import errno
import sqlite3
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from app.backups.schedule import (BackupPolicy, abandoned_copy, backup_file_name, backups_to_delete, file_key,
                                  parse_backup_name)
from app.messages import Coded
from app.models.backup_marks import NO_MARKS, BackupMarks, read_marks
from app.files.output_guard import is_open_here, side_files, temporary_target, unused_name
from app.models.file_check import APP_ID
from app.models.sqlite_file import BUSY_TIMEOUT_S, copy_database, read_only, read_only_uri
from app.models.store import TournamentStore


FOLDER_FULL = (errno.ENOSPC, errno.EDQUOT)  # the stick (or the user's quota) has no room left


class BackupError(Coded, Exception):
    """A backup that could not be made; the message says why and where."""


@dataclass(frozen=True)
class BackupMade:
    path: Path
    made: datetime
    deleted: tuple[str, ...]  # older backups of the file removed to keep the newest K


@dataclass(frozen=True)
class BackupSummary:
    """One backup in the folder, as the restore list shows it."""

    path: Path
    made: datetime
    tournament: str
    events: int
    rounds: int
    results: int
    size: int
    readable: bool  # False: damaged or not ours (listed, never restored)


def supports_backups(store: TournamentStore) -> bool:
    """Automatic backups cover SQLite tournament files; a database server is backed up by its own tools."""
    return store.path is not None


class TournamentBackups:
    """The backups of one open tournament file into one folder (one backup at a time)."""

    def __init__(self, store: TournamentStore):
        if store.path is None:
            raise BackupError("backup.sqlite_only")
        self.path = store.path
        # A plain connection (it may make the -shm a WAL reader needs), that never writes.
        uri = read_only_uri(store.path) if store.read_only else store.path.resolve().as_uri()
        self._connection = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
        self._connection.execute("PRAGMA query_only = ON")
        self._lock = threading.Lock()
        self._version_backed_up = self._data_version()  # the file as opened is on disk already
        created = self._connection.execute("SELECT value FROM station_meta WHERE key = 'created'").fetchone()
        self.key = file_key(created[0] if created else "", str(self.path.resolve()))
        # backup's name → ((its size, its time), its marks): what ``_held_backups`` read of it
        self._marks_seen: dict[str, tuple[tuple[int, int], BackupMarks | None]] = {}

    def changed(self) -> bool:
        """Anything committed to the file (by any station) since the last backup, or since it was opened."""
        with self._lock:
            return self._connection is not None and self._data_version() != self._version_backed_up

    def _data_version(self) -> int:
        return self._connection.execute("PRAGMA data_version").fetchone()[0]

    def make(self, folder: Path, policy: BackupPolicy, now: datetime) -> BackupMade:
        """Back the file up into ``folder`` (which must exist: a pulled stick is never re-created on
        the laptop's disk), then delete this file's backups beyond the newest ``policy.keep``.

        The copy holds its marks (``backup_marks``): the time ``now`` and the next number of
        this file's series, which orders pruning whatever the clock said when each was made."""
        folder = Path(folder)
        with self._lock:
            if self._connection is None:
                raise BackupError("backup.closed")
            if not folder.is_dir():
                raise BackupError("backup.folder_missing", folder=str(folder))
            version = self._data_version()
            name = self._connection.execute("SELECT name FROM tournament ORDER BY id LIMIT 1").fetchone()
            target = unused_name(folder / backup_file_name(name[0] if name else "", self.key, now))
            try:
                held = self._held_backups(folder)
                sequence = 1 + max((inside[0] for inside in held.values() if inside), default=0)
                copy_database(self._connection, target, self.path,
                              meta=BackupMarks(self.key, now, sequence).rows(), backup=True)
                idle = {file_name: inside for file_name, inside in held.items() if not in_use(folder / file_name)}
                deleted = self._prune(folder, idle, policy.keep, target.name, now)
            except OSError as exc:
                if exc.errno in FOLDER_FULL:
                    raise BackupError("backup.folder_full", folder=str(folder)) from exc
                raise BackupError("backup.write_failed", folder=str(folder),
                                  reason=exc.strerror or str(exc)) from exc
            except sqlite3.Error as exc:
                raise BackupError("backup.read_failed", reason=str(exc)) from exc
            self._version_backed_up = version
            return BackupMade(target, now, tuple(deleted))

    def _held_backups(self, folder: Path) -> dict[str, tuple[int, datetime] | None]:
        """This file's backups in ``folder``, each with (its number in the series, its time) as it
        holds them, or None (an older version's, unreadable); read once per file and kept while its
        size and time stay the same (a stick holds hundreds)."""
        held = {}
        for entry in folder.iterdir():
            parsed = parse_backup_name(entry.name)
            if parsed is None or parsed.key != self.key:
                continue
            try:
                status = entry.stat()
            except FileNotFoundError:  # pruned meanwhile by another station
                continue
            seen = (status.st_size, status.st_mtime_ns)
            if self._marks_seen.get(entry.name, (None,))[0] != seen:
                self._marks_seen[entry.name] = (seen, _marks(entry))
            marks = self._marks_seen[entry.name][1]
            if marks is None or marks.key == self.key:  # one renamed to look like ours is left alone
                held[entry.name] = (marks.sequence, marks.made) if marks else None
        return held

    def _prune(self, folder: Path, idle: dict, keep: int, newest: str, now: datetime) -> list[str]:
        """Delete this file's backups beyond the newest ``keep`` of those ``idle`` (open at no station;
        never ``newest``), and the temporary files of its backups that a crash left behind (reported
        are only the backups)."""
        doomed = backups_to_delete(idle, self.key, keep, newest)
        for file_name in doomed:
            (folder / file_name).unlink(missing_ok=True)
            self._marks_seen.pop(file_name, None)
        for entry in folder.iterdir():
            target = temporary_target(entry.name)
            if target and abandoned_copy(target, self.key, _modified(entry), now):
                entry.unlink(missing_ok=True)
        return doomed

    def close(self) -> None:
        """Close the connection (after a backup still running has finished)."""
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None


def _modified(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except FileNotFoundError:  # swept meanwhile by another station
        return datetime.max


def in_use(path: Path) -> bool:
    """A station has ``path`` open: this one, or another (its -wal / -shm / -journal beside it)."""
    return is_open_here(path) or any(side.exists() for side in side_files(path))


def _marks(path: Path) -> BackupMarks | None:
    """The marks ``path`` holds (None: none, or unreadable), read without a trace."""
    try:
        with read_only(path) as connection:
            return read_marks(connection)
    except (sqlite3.Error, OSError):
        return None


def list_backups(folder: Path) -> list[BackupSummary]:
    """Every backup in ``folder``, newest first, with what it holds (read without a trace)."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    found = []
    for entry in folder.iterdir():
        parsed = parse_backup_name(entry.name)
        if parsed is None or not entry.is_file() or is_open_here(entry):
            continue
        found.append(_summary(entry, parsed.made))
    return sorted(found, key=lambda summary: (summary.made, summary.path.name), reverse=True)


def backup_summary(path: Path) -> BackupSummary:
    """One backup, as the restore list would show it (a file refused as a backup when opened)."""
    parsed = parse_backup_name(path.name)
    return _summary(path, parsed.made if parsed else datetime.min)


_COUNTS = ("SELECT (SELECT name FROM tournament ORDER BY id LIMIT 1), (SELECT count(*) FROM event), "
           "(SELECT count(*) FROM round), (SELECT count(*) FROM result)")


def _summary(path: Path, made: datetime) -> BackupSummary:
    size = path.stat().st_size
    try:
        with read_only(path) as connection:
            app = connection.execute("SELECT value FROM station_meta WHERE key = 'app'").fetchone()
            if not app or app[0] != APP_ID:
                raise sqlite3.DatabaseError("not ours")
            name, events, rounds, results = connection.execute(_COUNTS).fetchone()
            marks = read_marks(connection)
    except (sqlite3.Error, OSError):
        return BackupSummary(path, made, "", 0, 0, 0, size, readable=False)
    made = marks.made if marks and marks.made != datetime.min else made  # the time inside, not the name's
    return BackupSummary(path, made, name or "", events, rounds, results, size, readable=True)


def restore_backup(backup: Path, target: Path) -> Path:
    """Copy ``backup`` to a new tournament file ``target`` (the referee then opens it), without the
    backup's marks: a tournament of its own, that no pruning of the original touches.

    Through ``output_guard``: never over the open tournament, any other database,
    or a file with side files beside it; the backup itself is only read.
    """
    with read_only(Path(backup)) as reader:
        return copy_database(reader, Path(target), Path(backup), meta=NO_MARKS)
