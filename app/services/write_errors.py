"""Why a write to the tournament failed (nothing was written): the one classification that the
GUI and the command line both put into words."""
from __future__ import annotations

from sqlalchemy.exc import DBAPIError

LOCKED, READ_ONLY, FULL, OTHER = "locked", "read_only", "full", "other"

# SQLite names its errors; a server (PostgreSQL) is read from its message below.
_SQLITE_KINDS = (("SQLITE_BUSY", LOCKED), ("SQLITE_LOCKED", LOCKED), ("SQLITE_READONLY", READ_ONLY),
                 ("SQLITE_FULL", FULL))
_KINDS = (
    (LOCKED, ("database is locked", "database table is locked", "could not obtain lock",
              "deadlock detected", "lock timeout")),
    (READ_ONLY, ("readonly database", "read-only", "read only")),
    (FULL, ("disk is full", "no space left")),
)


def is_write_failure(error: BaseException) -> bool:
    """A database error raised by the driver (locked, read-only, full, I/O), not a bug of ours."""
    return isinstance(error, DBAPIError)


def failure_kind(error: BaseException) -> str:
    """LOCKED, READ_ONLY, FULL or OTHER."""
    name = getattr(getattr(error, "orig", None), "sqlite_errorname", "") or ""
    for prefix, kind in _SQLITE_KINDS:
        if name.startswith(prefix):
            return kind
    text = str(getattr(error, "orig", error)).lower()
    for kind, needles in _KINDS:
        if any(needle in text for needle in needles):
            return kind
    return OTHER
