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

# The Chinese text of each kind, for the command line; the GUI has its own translatable words.
MESSAGES = {
    LOCKED: "赛事文件正被另一台（或另一个程序）写入，等待超时",
    READ_ONLY: "赛事文件是只读的（文件或所在文件夹不允许写入）",
    FULL: "磁盘已满",
    OTHER: "数据库写入失败",
}


def is_write_failure(error: BaseException) -> bool:
    """A database error raised by the driver (locked, read-only, full, I/O), not a bug of ours."""
    return isinstance(error, DBAPIError)


def failure_kind(error: BaseException) -> str:
    text = str(getattr(error, "orig", error)).lower()
    for kind, needles in _KINDS:
        if any(needle in text for needle in needles):
            return kind
    return OTHER


def describe(error: BaseException) -> str:
    """One line for the command line: the kind in Chinese and the driver's own words."""
    return f"{MESSAGES[failure_kind(error)]}（{getattr(error, 'orig', error)}），未作任何修改"
