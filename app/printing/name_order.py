"""Names' pinyin sort keys kept in the user's cache folder, so a printed list sorts without loading pypinyin.

``app.names.sort_key`` reads a name with pypinyin, whose phrase dictionaries take
~0.2 s to load on every `main.py print` of a 找座位表 or 检录表. A name's key is a
pure function of the name, pypinyin's installed copy and the station's surname and
variant tables, so the keys of names read once are kept here with ``marshal``
(plain data only) under a key naming all three; a name not kept yet, a stale or
damaged file, reads with pypinyin as before and the file is rewritten whole.
"""
from __future__ import annotations

import hashlib
import marshal
import os
from importlib.util import find_spec
from pathlib import Path

from app import names
from app.printing.font_cache import write_whole
from app.user_folder import cache_folder

CACHE_FORMAT = 1  # raised when what is kept changes
MOST_KEPT = 20000  # names beyond this start the file afresh with the names of today's list


def sorted_by_name(rows, name_of, *, folder: Path | None = None) -> list:
    """``rows`` in the pinyin order of ``name_of(row)`` (``app.names.sort_key``), keys from the cache."""
    rows = list(rows)
    keys = sort_keys([name_of(row) for row in rows], folder=folder)
    return sorted(rows, key=lambda row: keys[name_of(row)])


def sort_keys(wanted, *, folder: Path | None = None) -> dict[str, tuple[str, str]]:
    """Every wanted name's ``sort_key``: the kept ones from the cache, the others read and then kept."""
    file = (folder or cache_folder() / "names") / "sort_keys.marshal"
    key = _key()
    kept = _read(file, key)
    missing = set(wanted) - kept.keys()
    if missing:
        if len(kept) + len(missing) > MOST_KEPT:
            kept = {}
        kept.update({name: names.sort_key(name)[0] for name in missing})
        write_whole(file, marshal.dumps((key, kept)))
    return {name: (kept[name], name) for name in wanted}


def _key() -> tuple:
    """pypinyin's installed copy (its file and mtime) and the station's own readings of names."""
    spec = find_spec("pypinyin")
    origin = spec.origin if spec and spec.origin else ""
    stamp = os.stat(origin).st_mtime_ns if origin else 0
    tables = repr((sorted(names.SURNAME_READINGS.items()), sorted(names.READ_AS.items()), names.UNREAD))
    return CACHE_FORMAT, origin, stamp, hashlib.sha256(tables.encode()).hexdigest()


def _read(file: Path, key: tuple) -> dict[str, str]:
    """The kept keys, or none when the file is missing, stale or not what this module writes."""
    try:
        kept_key, kept = marshal.loads(file.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if kept_key != key or not isinstance(kept, dict) or \
            not all(isinstance(name, str) and isinstance(said, str) for name, said in kept.items()):
        return {}
    return kept

