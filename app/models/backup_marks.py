"""What an automatic backup says about itself, inside the file: which tournament file it copies, when it
was made and its place in that file's series of backups.

Written into the copy's ``station_meta`` as it is made, so that pruning orders
backups by what they hold, not by a name a wrong clock stamped; a file that holds
them is a backup wherever it is copied to, and is not opened as a tournament
(restoring writes a copy without them: a tournament of its own).
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

BACKUP_OF, BACKUP_MADE, BACKUP_SEQUENCE = "backup_of", "backup_made", "backup_sequence"
MARK_KEYS = (BACKUP_OF, BACKUP_MADE, BACKUP_SEQUENCE)
NO_MARKS: dict[str, str | None] = dict.fromkeys(MARK_KEYS)  # what a restored copy keeps of them: nothing


@dataclass(frozen=True)
class BackupMarks:
    """The tournament file's key, when the backup was made (the station's clock), and its number in
    the file's series (one more than the highest in the folder: the order no clock can upset)."""

    key: str
    made: datetime
    sequence: int

    def rows(self) -> dict[str, str | None]:
        return {BACKUP_OF: self.key, BACKUP_MADE: self.made.isoformat(timespec="seconds"),
                BACKUP_SEQUENCE: str(self.sequence)}


def read_marks(connection: sqlite3.Connection) -> BackupMarks | None:
    """The marks of the database ``connection`` reads; None for a tournament (or marks edited beyond use)."""
    placeholders = ", ".join("?" * len(MARK_KEYS))
    found = dict(connection.execute(f"SELECT key, value FROM station_meta WHERE key IN ({placeholders})", MARK_KEYS))
    if BACKUP_OF not in found:
        return None
    try:
        return BackupMarks(str(found[BACKUP_OF]), datetime.fromisoformat(str(found.get(BACKUP_MADE))),
                           int(found.get(BACKUP_SEQUENCE)))
    except (TypeError, ValueError):
        return BackupMarks(str(found[BACKUP_OF]), datetime.min, 0)


def write_meta(connection: sqlite3.Connection, rows: dict[str, str | None]) -> None:
    """Set (or, for None, remove) these ``station_meta`` rows, committed."""
    with connection:
        for key, value in rows.items():
            connection.execute("DELETE FROM station_meta WHERE key = ?", (key,))
            if value is not None:
                connection.execute("INSERT INTO station_meta(key, value) VALUES (?, ?)", (key, value))
