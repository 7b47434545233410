"""One gate for every writer of a user-chosen path: never over a database, never straight over a file.

Writing a PDF, a roster template or a copy over the open tournament file (or its
``-wal`` / ``-shm`` / ``-journal`` side files, or any path that resolves to them
through symlinks, ``..`` or a hard link) would destroy the tournament; so would
writing over any other SQLite database — another tournament, perhaps open at
another station — or over a file with a ``-wal`` / ``-shm`` beside it.
So would writing over another tournament's journal (its ``-wal`` holds the commits
not yet checkpointed; a station with it open loses them), named so or found by its
header, open anywhere or not; and a FIFO, a device or a folder is no file to write
(a FIFO would hang the header read, a device would be replaced by a file).
``check_output_path`` refuses those paths before anything is written, and
``guarded_output`` writes through a temporary file in the target's folder that
is synced and renamed over the target only when whole: a crash mid-write leaves
the old target as it was.
"""
from __future__ import annotations

import errno
import os
import re
import secrets
import stat
from collections import Counter
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from app.backups.schedule import parse_backup_name
from app.messages import Message
from app.files.errors import OutputPathError
from app.files.input_file import node_kind

SIDE_SUFFIXES = ("-wal", "-shm", "-journal")
SQLITE_HEADER = b"SQLite format 3\x00"
# What a journal starts with: a -wal (either checksum byte order), a rollback -journal, a -shm's
# wal-index version (3007000, in either byte order).
JOURNAL_HEADERS = (bytes.fromhex("377f0682"), bytes.fromhex("377f0683"), bytes.fromhex("d9d505f920a163d7"),
                   (3007000).to_bytes(4, "little"), (3007000).to_bytes(4, "big"))
TEMPORARY_SUFFIX = ".part"

_open_files: Counter[Path] = Counter()


def side_files(path: str | Path) -> list[Path]:
    """The side files SQLite keeps beside a database: ``-wal``, ``-shm``, ``-journal``."""
    return [Path(f"{path}{suffix}") for suffix in SIDE_SUFFIXES]


def register_open(path: Path) -> None:
    _open_files[Path(path).resolve()] += 1


def unregister_open(path: Path) -> None:
    resolved = Path(path).resolve()
    _open_files[resolved] -= 1
    if _open_files[resolved] <= 0:
        del _open_files[resolved]


def _same_file(a: Path, b: Path) -> bool:
    if a.resolve() == b.resolve():
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist
        return False


def _open_tournament_behind(target: Path, tournaments) -> tuple[Path, Path] | None:
    """(the open tournament, the file of it) that ``target`` names, if it names one."""
    protected = {Path(t).resolve() for t in tournaments if t is not None} | set(_open_files)
    for database in protected:
        for guarded in (database, *side_files(database)):
            if _same_file(target, guarded):
                return database, guarded
    return None


def _head(target: Path) -> bytes:
    """The first bytes of a regular file (b"" if it cannot be read); only called once no station of
    this process can have it open, so this read drops nobody's lock."""
    try:
        with open(target, "rb") as handle:
            return handle.read(len(SQLITE_HEADER))
    except OSError:  # missing, unreadable: the write itself will say so
        return b""


def _refuse_other_than_a_file(target: Path) -> None:
    """Only a regular file (or a new path) is written: stat, never open, whatever it is."""
    try:
        mode = os.stat(target).st_mode
    except OSError:  # a new path (or one the write will report)
        return
    kind = node_kind(mode)
    if kind is not None:
        raise OutputPathError("file.output_not_regular", target=target, kind=kind)


def _journal_owner(target: Path) -> Path | None:
    """The database whose -wal / -shm / -journal ``target`` is named as (through symlinks), if it exists."""
    resolved = target.resolve()
    for suffix in SIDE_SUFFIXES:
        if resolved.name.endswith(suffix):
            database = resolved.with_name(resolved.name[: -len(suffix)])
            if database.is_file():
                return database
    return None


def check_output_path(target: str | Path, *tournaments: str | Path | None, backup: bool = False) -> Path:
    """Refuse ``target`` if it is an open tournament file (or a side file of one), any SQLite
    database or journal, a file with SQLite side files beside it, or no regular file; return it.

    The side files are looked at before the header is read: a station with the
    file open has its ``-wal`` and ``-shm`` there, and the file is never opened.
    A name a backup has (``app.backups.schedule``) is the backups' own, ``backup``: never another
    output's (the file's pruning would delete it, and it would not open as a tournament).
    """
    target = Path(target)
    found = _open_tournament_behind(target, tournaments)
    if found:
        database, guarded = found
        raise OutputPathError("file.output_is_open_file", target=target, database=database.name,
                              value="" if guarded == database else Message("file.one_of_its_side_files"))
    _refuse_other_than_a_file(target)
    if not backup and parse_backup_name(target.resolve().name) is not None:
        raise OutputPathError("file.output_is_backup", target=target.name)
    owner = _journal_owner(target)
    if owner is not None:
        raise OutputPathError("file.output_is_journal", target=target.name, database=owner.name)
    if any(side.exists() for side in side_files(target)):
        raise OutputPathError("file.side_files_present", target=target.name)
    head = _head(target)
    if head.startswith(JOURNAL_HEADERS):
        raise OutputPathError("file.output_is_a_journal", target=target.name)
    if head == SQLITE_HEADER:
        raise OutputPathError("file.output_is_database", target=target.name)
    return target


def unused_name(path: Path) -> Path:
    """``path``, or ``name-2.ext``, ``name-3.ext`` … the first that no file (or side file) takes:
    for copies named by the minute or second, two of which may fall in the same one."""
    candidate, number = path, 1
    while candidate.exists() or any(side.exists() for side in side_files(candidate)):
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no folder handles)."""
    if os.name == "posix":
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


_TEMPORARY = re.compile(r"^\.(?P<target>.+)\.[0-9a-f]{8}" + re.escape(TEMPORARY_SUFFIX) + "$")


def temporary_target(file_name: str) -> str | None:
    """The name of the file a temporary output file was to replace (None for any other file): a
    crash leaves its temporary behind, and only its owner's writer may sweep it."""
    match = _TEMPORARY.match(file_name)
    return match["target"] if match else None


def _new_temporary(final: Path) -> Path:
    """An empty hidden file beside ``final``, created with the user's usual permissions (umask)."""
    while True:
        temporary = final.with_name(f".{final.name}.{secrets.token_hex(4)}{TEMPORARY_SUFFIX}")
        try:
            os.close(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            return temporary
        except FileExistsError:
            continue


@contextmanager
def guarded_output(target: str | Path, *tournaments: str | Path | None, backup: bool = False) -> Iterator[Path]:
    """Checked as ``check_output_path``; yields a temporary path beside ``target`` to write, then
    syncs it and renames it over ``target``.  An error in the block leaves ``target`` untouched.

    A symlink is followed (its target file is replaced, the link kept); an existing
    target that may not be written is refused as a plain write would be.
    """
    final = check_output_path(target, *tournaments, backup=backup)
    if final.is_symlink():
        final = final.resolve()
    if final.exists() and not os.access(final, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(target))
    temporary = _new_temporary(final)
    try:
        yield temporary
        with open(temporary, "rb+") as written:
            os.fsync(written.fileno())
        check_output_path(final, *tournaments, backup=backup)  # nothing became a database there meanwhile
        if final.exists():
            os.chmod(temporary, stat.S_IMODE(os.stat(final).st_mode))
        os.replace(temporary, final)
        fsync_folder(final.parent)
    finally:
        temporary.unlink(missing_ok=True)
        for side in side_files(temporary):  # a database written there leaves none, but never keep one
            side.unlink(missing_ok=True)


def write_output(target: str | Path, data: bytes, *tournaments: str | Path | None) -> Path:
    """Write ``data`` to ``target`` through ``guarded_output``; return ``target``."""
    with guarded_output(target, *tournaments) as temporary:
        temporary.write_bytes(data)
    return Path(target)


def is_open_here(path: str | Path) -> bool:
    """``path`` names a tournament this process has open, or one of its side files (under any name):
    only SQLite may open it then, never a header read, a roster reader or a picture loader.

    Closing any other handle on the file drops every POSIX lock this process holds on
    it, SQLite's among them; another station would then think itself the file's last
    user and delete the -wal and -shm this one is still writing.
    """
    return _open_tournament_behind(Path(path), ()) is not None
