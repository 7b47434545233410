"""Reading a file the referee chose (a roster, a TRF, a certificate picture): a regular file only, and
never more than a bound.

A FIFO would hang the read (and the station) until someone writes to it; ``/dev/zero`` or
``/dev/urandom`` report a size of 0 and never end, so a size check passes and the read fills memory.
Such a file is refused naming what it is, before it is opened; the read itself stops one byte past the
bound, so a file that grew after the check is refused by its reader as too large, never read whole.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from app.messages import Coded, Message

_CHUNK = 1 << 20
# What a path that is no regular file is, as the refusal names it (app/messages "file.kind.*").
_KINDS = ((stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "character_device"),
          (stat.S_ISBLK, "block_device"), (stat.S_ISSOCK, "socket"))


class NotRegularFile(Coded, OSError):
    """A path that names a folder, a pipe, a device or a socket, where a file's contents were wanted."""


def node_kind(mode: int) -> Message | None:
    """What a path of ``mode`` (of os.stat) is, worded ("a folder", "a named pipe (FIFO)" …); None for a
    regular file. Reading and writing (app/files/output_guard.py) refuse the same kinds in the same words."""
    if stat.S_ISREG(mode):
        return None
    return Message(f"file.kind.{next((name for test, name in _KINDS if test(mode)), 'other')}")


def refuse_irregular(path: str | Path, mode: int) -> None:
    """Raise NotRegularFile unless ``mode`` (of os.stat) is a regular file's."""
    kind = node_kind(mode)
    if kind is not None:
        raise NotRegularFile("file.not_regular", path=str(path), kind=kind)


def read_regular_file(path: str | Path, limit: int) -> bytes:
    """The file's bytes, at most ``limit`` + 1 of them (more means: larger than the limit, the caller's
    refusal); NotRegularFile for anything but a regular file, OSError when it cannot be read."""
    refuse_irregular(path, os.stat(path).st_mode)
    # O_NONBLOCK: a FIFO put in the file's place since the check opens at once instead of waiting
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        refuse_irregular(path, os.fstat(descriptor).st_mode)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(descriptor, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
