"""When the station backs up the open tournament, what a backup is called and which to delete.

Plain Python: the time is always a parameter, so the tests are exact.  A backup
is named ``<tournament>.<key>.backup-YYYYMMDD-HHMMSS.sqlite``: the tournament's
name and the time for the referee, and a key of the tournament file so that
pruning one file's backups never deletes another file's in the same folder.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Mapping

EVERY_MINUTES = (10, 1, 240)  # default, least, most: a timed backup at most this often
KEEP = (20, 1, 500)  # default, least, most: the backups of one file kept in the folder
TITLE_CHARACTERS = 40  # of the tournament's name in a file name
STAMP = "%Y%m%d-%H%M%S"
_NAME = re.compile(r"^(?P<title>.+)\.(?P<key>[0-9a-f]{8})\.backup-(?P<stamp>\d{8}-\d{6})(?:-(?P<extra>\d+))?\.sqlite$")
_UNSAFE = re.compile(r'[\x00-\x1f\x7f\\/:*?"<>|\u200b-\u200f\u202a-\u202e\u2066-\u2069]+')


@dataclass(frozen=True)
class BackupPolicy:
    """How often a timed backup is made, and how many are kept (station settings)."""

    every_minutes: int = EVERY_MINUTES[0]
    keep: int = KEEP[0]

    def __post_init__(self):
        object.__setattr__(self, "every_minutes", min(max(int(self.every_minutes), EVERY_MINUTES[1]),
                                                      EVERY_MINUTES[2]))
        object.__setattr__(self, "keep", min(max(int(self.keep), KEEP[1]), KEEP[2]))


@dataclass(frozen=True)
class BackupName:
    """What a backup's file name says: the tournament, the file's key, when it was made."""

    file_name: str
    title: str
    key: str
    made: datetime
    extra: int  # 0, or n of a second backup in the same second (name-2, name-3 …)


def file_key(created: str, path: str) -> str:
    """Eight hex digits naming one tournament file (its creation stamp and where it lives)."""
    return hashlib.sha256(f"{created}\n{path}".encode()).hexdigest()[:8]


def safe_title(name: str) -> str:
    """The tournament's name as a file name on any stick (FAT, NTFS): no separators, reserved or
    invisible characters, at most TITLE_CHARACTERS long, never empty."""
    title = _UNSAFE.sub("_", name).strip(" ._")[:TITLE_CHARACTERS].strip(" ._")
    return title or "tournament"


def backup_file_name(name: str, key: str, made: datetime) -> str:
    return f"{safe_title(name)}.{key}.backup-{made.strftime(STAMP)}.sqlite"


def parse_backup_name(file_name: str) -> BackupName | None:
    """The parts of a backup's file name; None for any other file."""
    match = _NAME.match(file_name)
    if match is None:
        return None
    try:
        made = datetime.strptime(match["stamp"], STAMP)
    except ValueError:
        return None
    return BackupName(file_name, match["title"], match["key"], made, int(match["extra"] or 0))


def timed_backup_due(now: datetime, last_made: datetime | None, policy: BackupPolicy, changed: bool) -> bool:
    """A timed backup is due only when the file changed since the last backup (an identical one
    would only push older backups out): at once for the first change since the file was opened (the
    file as opened is on disk already), then once ``every_minutes`` have passed since the last one."""
    if not changed:
        return False
    return last_made is None or now - last_made >= timedelta(minutes=policy.every_minutes)


def backups_to_delete(held: Mapping[str, tuple[int, datetime] | None], key: str, keep: int,
                      newest: str) -> list[str]:
    """The backups of the file ``key`` beyond the newest ``keep`` (oldest first), ordered by what each
    holds — (its number in the file's series, its time inside), or None for one that holds neither
    (an older version's, or unreadable): those come first, by their names — never by the time in a
    name alone, which a clock set wrong stamped.  ``newest``, the backup just made, counts as kept and
    is never listed; other files' backups and anything not named as a backup never are."""
    ours = []
    for file_name, inside in held.items():
        parsed = parse_backup_name(file_name)
        if parsed is not None and parsed.key == key and file_name != newest:
            order = (True, *inside) if inside is not None else (False, 0, parsed.made)
            ours.append((order, parsed.made, parsed.extra, file_name))
    ours.sort()
    return [file_name for *_order, file_name in ours[:max(len(ours) + 1 - max(keep, 1), 0)]]


ABANDONED_AFTER = timedelta(minutes=10)  # a copy being written is seconds old; one this old was left by a crash


def abandoned_copy(target_name: str, key: str, modified: datetime, now: datetime) -> bool:
    """A half-written copy (its temporary file) of one of this file's backups that a crash left
    behind: swept, so that a stick does not fill with them; another file's are left alone."""
    parsed = parse_backup_name(target_name)
    return parsed is not None and parsed.key == key and now - modified >= ABANDONED_AFTER


@dataclass
class FolderHealth:
    """Whether the backup folder is failing, so that a pulled stick is reported once, not at every
    attempt, and its return is reported once too."""

    failing: bool = False

    def failed(self) -> bool:
        """Record a failure; True only for the first of a run (tell the referee)."""
        first, self.failing = not self.failing, True
        return first

    def succeeded(self) -> bool:
        """Record a success; True when the folder was failing (tell the referee it is back)."""
        recovered, self.failing = self.failing, False
        return recovered
