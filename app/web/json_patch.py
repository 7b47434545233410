"""The change from one version of a JSON document to the next, as a few operations a phone applies.

A result moves one table's score and a few standings rows; sending those instead
of the event's whole data keeps a hall of phones on a trickle of Wi-Fi.  The
operations (mirrored by ``applyPatch`` in assets/web/live.html) address a place
by its path of keys and indices:

- ``["set", path, value]``: put ``value`` at ``path`` (a dict key, or a list item);
- ``["del", path]``: remove the dict key at ``path``;
- ``["splice", path, start, count, items]``: in the list at ``path``, replace
  ``count`` items from ``start`` with ``items``.

Splices of one list come last index first, so each applies to the list as the
ones before left it.  Plain Python, no server.
"""
from __future__ import annotations

import copy
import json
from difflib import SequenceMatcher
from typing import Any

Path = list  # of dict keys (str) and list indices (int)


IDENTITY_KEYS = ("code", "table", "group", "name", "school")  # what names a row of the page's lists


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _identity(value: Any) -> Any:
    """Who a list item is (an event by its code, a table by its number, a row by name and school), so a row
    whose place shifted is matched with itself and only its place is sent; else the item itself."""
    if isinstance(value, dict):
        named = tuple(value[key] for key in IDENTITY_KEYS if key in value)
        if named and all(isinstance(v, (str, int, float, bool, type(None))) for v in named):
            return named
    elif isinstance(value, (str, int, float, bool, type(None))):
        return (type(value).__name__, value)
    return _key(value)


def diff(old: Any, new: Any, path: Path | None = None) -> list[list]:
    """The operations that turn ``old`` into ``new`` (an empty list when they are equal)."""
    path = path or []
    if isinstance(old, dict) and isinstance(new, dict):
        ops = [["del", path + [key]] for key in old if key not in new]
        for key, value in new.items():
            if key not in old:
                ops.append(["set", path + [key], value])
            elif old[key] != value:
                ops += diff(old[key], value, path + [key])
        return ops
    if isinstance(old, list) and isinstance(new, list):
        return _list_diff(old, new, path)
    return [] if old == new and type(old) is type(new) else [["set", path, new]]


def _list_diff(old: list, new: list, path: Path) -> list[list]:
    """Splices where rows came or went (a standings row moving up is one out, one in); rows matched with
    themselves are diffed inside, so a table's new result or a row's new place is one small ``set``."""
    matcher = SequenceMatcher(None, [_identity(v) for v in old], [_identity(v) for v in new], autojunk=False)
    ops: list[list] = []
    for tag, i1, i2, j1, j2 in reversed(matcher.get_opcodes()):
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1):
            for offset in range(i2 - i1):
                ops += diff(old[i1 + offset], new[j1 + offset], path + [i1 + offset])
        else:
            ops.append(["splice", path, i1, i2 - i1, new[j1:j2]])
    return ops


def apply(document: Any, ops: list[list]) -> Any:
    """``document`` with ``ops`` applied (a new value; ``document`` is left as it was)."""
    document = copy.deepcopy(document)
    for op in ops:
        kind, path = op[0], op[1]
        if kind == "set" and not path:
            document = op[2]
            continue
        parent = document
        for step in path[:-1] if kind != "splice" else path:
            parent = parent[step]
        if kind == "set":
            parent[path[-1]] = op[2]
        elif kind == "del":
            del parent[path[-1]]
        else:
            start, count, items = op[2], op[3], op[4]
            parent[start:start + count] = items
    return document
