"""What a failed file or database operation means to the referee, as one Chinese line (a database
failure in the catalogue's words, the same the GUI shows: app/services/write_errors.failure_reason).

A command that hits a full disk, a read-only or locked file, a folder given
as FILE or a change made meanwhile by another station ends with this message
and a non-zero exit, never with a traceback.  SQLite rolls the transaction
back, so nothing was written.
"""
from __future__ import annotations

import errno
import sys

_OS_MEANINGS = {
    errno.EISDIR: "是文件夹，不是文件",
    errno.ENOSPC: "磁盘已满",
    errno.EROFS: "所在磁盘是只读的",
    errno.EACCES: "没有读写权限",
    errno.EPERM: "没有读写权限",
    errno.ENOENT: "不存在",
    errno.EFBIG: "文件超过了允许的大小",
}


def is_database_error(error: BaseException) -> bool:
    """A SQLAlchemy DBAPIError; until a command loads SQLAlchemy, nothing can have raised one."""
    exceptions = sys.modules.get("sqlalchemy.exc")
    return exceptions is not None and isinstance(error, exceptions.DBAPIError)


def database_error_message(error) -> str:
    """The referee's reading of a database error (a DBAPIError), worded as the GUI words it, ending with
    what happened to the file."""
    from app.messages import Message
    from app.services.write_errors import failure_reason
    return str(Message("write.nothing_written", reason=failure_reason(error)))


def os_error_message(error: OSError) -> str:
    """A file error naming the file: "/x/t.sqlite 是文件夹，不是文件"."""
    where = error.filename if error.filename is not None else "文件"
    meaning = _OS_MEANINGS.get(error.errno, error.strerror or str(error))
    return f"{where} {meaning}"
