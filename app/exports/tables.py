"""One exported table (a sheet of the workbook, a CSV file) and the rule that keeps its text cells text."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from app.roster.columns import escape_unsafe

Cell = Union[str, int, float, None]

# What makes Excel (and LibreOffice) read a cell as a formula or a command: a name such as
# =HYPERLINK("http://…","点我") or @SUM(…) typed into the roster must stay the name (OWASP CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
# Excel refuses these in a sheet's name, and a name may hold at most 31 characters.
_SHEET_NAME_REFUSED = str.maketrans({ch: "_" for ch in "[]:*?/\\"})
SHEET_NAME_MOST = 31


@dataclass(frozen=True)
class Table:
    """A titled grid: ``name`` names its sheet or file; numbers stay numbers, None is an empty cell."""

    name: str
    headers: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]


def looks_like_formula(text: str) -> bool:
    """A text a spreadsheet would run instead of show (it starts with = + - @, a tab or a line break)."""
    return text.startswith(FORMULA_STARTS)


def text_cell(value: str) -> str:
    """A text as a cell holds it: control and format characters an older file may hold written as escapes."""
    return escape_unsafe(value)


def sheet_name(text: str, taken: set[str]) -> str:
    """``text`` as a sheet name Excel accepts, unlike every name in ``taken`` (which it joins)."""
    base = text.translate(_SHEET_NAME_REFUSED).strip("'")[:SHEET_NAME_MOST] or "_"
    name, number = base, 1
    while name.lower() in taken:
        number += 1
        suffix = f" ({number})"
        name = base[:SHEET_NAME_MOST - len(suffix)] + suffix
    taken.add(name.lower())
    return name
