"""One check for every writer of a user-chosen path: never the open tournament file.

Writing a PDF, a roster template or a copy over the tournament file (or its
``-wal`` / ``-shm`` / ``-journal`` side files, or any path that resolves to
them through symlinks, ``..`` or a hard link) would destroy the tournament.
Open tournament files register themselves here; ``check_output_path`` refuses
those paths before anything is written.
"""
from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

from app.messages import Words
from app.models.errors import OutputPathError

SIDE_SUFFIXES = ("-wal", "-shm", "-journal")

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


def check_output_path(target: str | Path, *tournaments: str | Path | None) -> Path:
    """Refuse ``target`` if it is an open tournament file (or a side file of one); return it."""
    target = Path(target)
    found = _open_tournament_behind(target, tournaments)
    if found:
        database, guarded = found
        raise OutputPathError("file.output_is_open_file", target=target, database=database.name,
                              value=(Words("", "") if guarded == database
                                     else Words("的附属文件", " (one of its side files)")))
    return target


def is_open_here(path: str | Path) -> bool:
    """``path`` names a tournament this process has open, or one of its side files (under any name):
    only SQLite may open it then, never a header read, a roster reader or a picture loader.

    Closing any other handle on the file drops every POSIX lock this process holds on
    it, SQLite's among them; another station would then think itself the file's last
    user and delete the -wal and -shm this one is still writing.
    """
    return _open_tournament_behind(Path(path), ()) is not None
