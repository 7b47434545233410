"""A long list across the hall screen's width, and one list over several hall windows.

A 300-player round took 5 minutes to come round a screen of one 20-row column. A list whose page
says how wide its columns need to be (``HallPage.block_ems``) is laid out in as many blocks side
by side as the screen's width holds at the least legible glyph (as Sharly-Chess's screens do), in
rows a little tighter than a one-column page's; and a hall window can show one part of each list
(tables 1–75 on the left projector, 76–150 on the right).
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from typing import Iterable

from app.views.hall.hall_pages_model import CELL_GLYPH, UNITS, HallPage, rows_per_screen

BLOCK_ROW_BANDS = 0.75  # a row of a list in blocks: 34 px at 1080 for the 28 px glyphs (82 % of the row)
BLOCK_GAP_EMS = 0.8  # the dark gap between two blocks, in glyph heights
MARGIN_BANDS = 0.6  # the screen's side margins
WIDE_EMS, NARROW_EMS = 1.0, 0.6  # a Chinese character's width, and at most a digit's or a Latin letter's
CELL_PADDING_EMS = 0.4  # the 8 px a cell keeps clear (hall_paint), in glyphs of the least size (20 px at 768)


def fitting_ems(least: float, texts: Iterable[str]) -> float:
    """A block column's width in glyph heights: ``least``, or the widest of ``texts`` with the cell's padding
    (reckoned without a font, a little over), so that a forfeit's 2-0（弃权） is never cut to 2-0（…."""
    return max([least, *(sum(WIDE_EMS if unicodedata.east_asian_width(c) in "WF" else NARROW_EMS for c in text)
                          + CELL_PADDING_EMS for text in texts if text)])


@dataclass(frozen=True)
class Blocks:
    """How a screenful of a list is laid out: ``count`` blocks side by side of ``rows`` rows each,
    each row ``row_bands`` bands tall; ``width`` and ``gap`` in pixels."""

    count: int
    rows: int
    row_bands: float
    width: float
    gap: float

    @property
    def per_screen(self) -> int:
        return self.count * self.rows


def list_blocks(page: HallPage | None, with_banner: bool, width: int, height: int) -> Blocks:
    """The blocks of ``page`` on a ``width``×``height`` screen: one block (the whole width) for a page
    that fits one screen, has no ``block_ems`` or whose blocks would not fit twice across."""
    unit = height / UNITS if height > 0 else 0.0
    usable = max(width - 2 * round(unit * MARGIN_BANDS), 0)
    single = rows_per_screen(with_banner, page)
    one = Blocks(1, single, float(page.row_units) if page is not None else 1.0, usable, 0.0)
    if page is None or not page.block_ems or page.row_units > 1 or page.hero or len(page.rows) <= single \
            or unit <= 0:
        return one
    glyph = unit * CELL_GLYPH
    gap = BLOCK_GAP_EMS * glyph
    count = int((usable + gap) // ((sum(page.block_ems) * glyph) + gap))
    rows = int(single / BLOCK_ROW_BANDS)
    count = min(count, -(-len(page.rows) // rows))
    if count < 2:
        return one
    return Blocks(count, rows, BLOCK_ROW_BANDS, (usable - gap * (count - 1)) / count, gap)


PARTS = ((1, 1), (1, 2), (2, 2), (1, 3), (2, 3), (3, 3))  # (this part, of how many) a hall window can show


def part_of(page: HallPage, part: int, parts: int) -> HallPage:
    """The ``part``-th of ``parts`` equal shares of ``page``'s rows (a page of one hall window among
    several), titled with its first and last rows' first cells: 台号 1–75, 名次 76–150, 拼音 A–L."""
    if parts <= 1 or page.hero or not page.rows:
        return page
    share = -(-len(page.rows) // parts)
    rows = tuple(page.rows[share * (part - 1):share * part])
    if not rows:
        return replace(page, rows=())
    first, last = rows[0][0], rows[-1][0]
    span = first if first == last else f"{first}–{last}"
    return replace(page, title=f"{page.title}（{span}）", rows=rows)
