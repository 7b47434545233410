"""What a hall page is: plain text (a title, columns, rows) that tests read exactly as the hall sees it,
and the bands the screen is cut into."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt

LEFT, CENTRE = Qt.AlignLeft | Qt.AlignVCenter, Qt.AlignCenter
# The screen is cut into UNITS equal bands: title 2, column header 1, rows, footer 1.
# 24 bands make a row 45 px tall at 1080p (the brief asks at least 1080/25 = 43.2 px).
UNITS = 24
TITLE_UNITS, HEADER_UNITS, FOOTER_UNITS, BANNER_UNITS = 2, 1, 1, 2
HERO_UNITS = 8  # the timers page: the round timer in digits six bands tall
# Legible from 10 m: a cell's glyphs are never under CELL_GLYPH of a band, 1/39 of the screen's
# height (28 px at 1080, 20 px on a 768-line projector: about 4 cm on a 1.5 m tall picture).
CELL_GLYPH = 0.62
# A short page grows its rows (and their text) to fill the screen, up to this many bands a row:
# six Dou Dizhu tables fill a 1366×768 projector instead of its top third.
MAX_ROW_SCALE = 3.0
WINDOW_TITLE = "大屏幕"  # Chinese in English mode too: the hall is a Chinese hall (README)
TABLE, SCHOOL = "台号", "单位"  # column headers of several pages
SHOWN_TIEBREAKS = 2  # more columns would not be legible from the back of the hall


@dataclass(frozen=True)
class HallColumn:
    header: str
    weight: float = 1.0  # share of the width
    align: Qt.AlignmentFlag = LEFT


class MadeRows(Sequence):
    """A page's rows, each made from its source when first asked for: the hall shows a screenful of a
    300-row standings page, read again after each result of its event."""

    def __init__(self, sources: Sequence[Any], make: Callable[[Any], tuple[str, ...]]):
        self._sources, self._make = sources, make
        self._made: list[tuple[str, ...] | None] = [None] * len(sources)

    def __len__(self) -> int:
        return len(self._sources)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        row = self._made[index]
        if row is None:
            row = self._made[index] = self._make(self._sources[index])
        return row

    def __eq__(self, other) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(mine == theirs for mine, theirs in zip(self, other))

    def __hash__(self) -> int:
        return hash(tuple(self))


@dataclass(frozen=True)
class HallPage:
    """One page of the hall screen; long pages are shown a screenful of rows at a time."""

    key: str  # "pairings:xiangqi", "standings:go", "teams:go", "overall", "timers"
    title: str
    columns: tuple[HallColumn, ...]
    rows: Sequence[tuple[str, ...]]  # a tuple, or MadeRows
    note: str = ""
    hero: tuple[str, str] | tuple[()] = ()  # (label, big text) above the table: the round timer
    row_units: int = 1  # bands a row takes; a cell's text wraps onto as many lines (the drafts' pick lists)
    seating: bool = False  # a round being seated (no result yet): its pairings stay longer on screen
    # each column's width in glyph heights when the list is laid out in blocks side by side (hall_blocks.py);
    # empty: the page keeps the whole width
    block_ems: tuple[float, ...] = ()

    def texts(self) -> list[str]:
        """Every string the page can put on screen."""
        return [self.title, self.note, *self.hero, *(c.header for c in self.columns),
                *(c for r in self.rows for c in r)]


def rows_per_screen(with_banner: bool, page: HallPage | None = None) -> int:
    """Data rows on one screen, whatever its size (rows scale with the height)."""
    bands = (UNITS - TITLE_UNITS - HEADER_UNITS - FOOTER_UNITS - (BANNER_UNITS if with_banner else 0)
             - (HERO_UNITS if page is not None and page.hero else 0))
    return bands // (page.row_units if page is not None else 1)


def row_scale(page: HallPage, per_screen: int) -> float:
    """How many times a band each row of ``page`` is tall: a page that fits on one screen fills it
    (up to MAX_ROW_SCALE); a page that turns keeps one band a row, so its screens look alike."""
    if not page.rows or len(page.rows) > per_screen:
        return 1.0
    return max(1.0, min(MAX_ROW_SCALE, per_screen / len(page.rows)))
