"""Why a write to the tournament failed, in words a referee can act on (nothing was written)."""
from __future__ import annotations

from sqlalchemy.exc import DBAPIError

LOCKED, READ_ONLY, FULL, OTHER = "locked", "read_only", "full", "other"

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
    text = str(getattr(error, "orig", error)).lower()
    for kind, needles in _KINDS:
        if any(needle in text for needle in needles):
            return kind
    return OTHER
