"""Why a write to the tournament failed (nothing was written): the one classification that the
GUI and the command line both put into words."""
from __future__ import annotations

from sqlalchemy.exc import DBAPIError, IntegrityError

from app.messages import Message

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


# Each failure as the catalogue words it, for the screen and the command line alike: the kinds, then
# SQLite's other failures by their error name.
_KIND_CODES = {LOCKED: "write.locked", READ_ONLY: "write.read_only", FULL: "write.full"}
_SQLITE_CODES = (("SQLITE_IOERR", "write.io_error"), ("SQLITE_CANTOPEN", "write.cannot_open"),
                 ("SQLITE_CORRUPT", "write.corrupt"), ("SQLITE_NOTADB", "write.not_a_database"))


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


def failure_reason(error: BaseException) -> Message:
    """Why nothing was written, as a catalogue message (the GUI and the CLI each say what follows)."""
    if isinstance(error, IntegrityError):
        return Message("write.changed_meanwhile")
    kind = failure_kind(error)
    if kind in _KIND_CODES:
        return Message(_KIND_CODES[kind])
    original = getattr(error, "orig", None) or error
    name = getattr(original, "sqlite_errorname", "") or ""
    code = next((code for prefix, code in _SQLITE_CODES if name.startswith(prefix)), None)
    if code is not None:
        return Message(code)
    return Message("write.failed", error=f"{type(original).__name__}: {str(original)[:200]}")
