"""What a failed file or database operation means to the referee, as one Chinese line.

A command that hits a full disk, a read-only or locked file, a folder given
as FILE or a change made meanwhile by another station ends with this message
and a non-zero exit, never with a traceback.  SQLite rolls the transaction
back, so nothing was written.
"""
from __future__ import annotations

import errno
import sys

# The kinds of app.services.write_errors (shared with the GUI), then SQLite's other failures.
_KIND_MEANINGS = {
    "full": "磁盘已满，无法写入赛事文件",
    "read_only": "赛事文件是只读的（或所在文件夹不可写），无法写入",
    "locked": "赛事文件正被另一台工作站或程序使用，请稍后重试",
}
_SQLITE_MEANINGS = (
    ("SQLITE_IOERR", "读写赛事文件时出错（磁盘已满、已拔出或已损坏）"),
    ("SQLITE_CANTOPEN", "无法打开赛事文件（路径不存在或没有权限）"),
    ("SQLITE_CORRUPT", "赛事文件已损坏"),
    ("SQLITE_NOTADB", "这不是赛事文件"),
)
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
    """The referee's reading of a database error (a DBAPIError), ending with what happened to the file."""
    from sqlalchemy.exc import IntegrityError

    from app.services.write_errors import failure_kind
    if isinstance(error, IntegrityError):
        return "另一台工作站同时修改了赛事文件，本次操作未生效；请重新查看后再试"
    kind = failure_kind(error)
    if kind in _KIND_MEANINGS:
        return f"{_KIND_MEANINGS[kind]}；本次操作未写入任何内容"
    name = getattr(error.orig, "sqlite_errorname", "") or ""
    for prefix, meaning in _SQLITE_MEANINGS:
        if name.startswith(prefix):
            return f"{meaning}；本次操作未写入任何内容"
    return f"数据库操作失败（{type(error.orig).__name__}: {str(error.orig)[:200]}）；本次操作未写入任何内容"


def os_error_message(error: OSError) -> str:
    """A file error naming the file: "/x/t.sqlite 是文件夹，不是文件"."""
    where = error.filename if error.filename is not None else "文件"
    meaning = _OS_MEANINGS.get(error.errno, error.strerror or str(error))
    return f"{where} {meaning}"
