"""Painting a hall page: a screenful of rows in bands (in blocks side by side for a long list), the
title, the column headers, the footnote and the banner, each text recorded as the hall sees it."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QRegion

from app.views.hall.hall_blocks import Blocks, list_blocks
from app.views.hall.hall_pages_model import (
    BANNER_UNITS,
    CELL_GLYPH,
    CENTRE,
    FOOTER_UNITS,
    HEADER_UNITS,
    HERO_UNITS,
    LEFT,
    TITLE_UNITS,
    UNITS,
    HallColumn,
    HallPage,
    row_scale,
)

BACKGROUND = QColor("#000000")
TEXT = QColor("#ffffff")
ACCENT = QColor("#ffd54f")
HEADER_FILL = QColor("#0d2a6b")
STRIPE = QColor("#161616")
BANNER_FILL = QColor("#b71c1c")
DIM = QColor("#b0b0b0")


def sized_font(base: QFont, pixels: int, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(pixels, 8))
    font.setBold(bold)
    return font


def _fitted(base: QFont, text: str, unit: float, width: int) -> QFont:
    """The banner's font: one unit tall, shrunk (down to half a unit) until the text fits."""
    font = sized_font(base, round(unit), True)
    wide = QFontMetrics(font).horizontalAdvance(text)
    if wide > width > 0:
        font = sized_font(base, max(round(unit * width / wide), round(unit * 0.5)), True)
    return font


@dataclass(frozen=True)
class _Layout:
    """Where a screenful's rows go: the bands above them, each row's bands, the blocks side by side and
    each block's columns, the cells' glyphs."""

    unit: float
    rows_top: float
    row_bands: float
    blocks: Blocks
    edges: tuple[tuple[tuple[int, int], ...], ...]  # per block: (left, width) of each column
    cell_pixels: int

    def row_box(self, rect: QRect, offset: int) -> QRect:
        """The ``offset``-th row of the screenful: down its block, then the next block."""
        block, row = divmod(offset, self.blocks.rows)
        line = _band(rect, self.unit, self.rows_top + row * self.row_bands, self.row_bands)
        if self.blocks.count == 1:
            return line
        left, right = self.edges[block][0][0], sum(self.edges[block][-1])
        return QRect(left, line.top(), right - left, line.height())


def _layout(rect: QRect, page: HallPage, start: int, banner: str, base_font: QFont) -> _Layout:
    unit = rect.height() / UNITS
    margin = round(unit * 0.6)
    blocks = list_blocks(page, bool(banner), rect.width(), rect.height())
    if blocks.count == 1:
        scale = row_scale(page, blocks.rows)
        columns = _fitted_columns(page, base_font, unit) if scale > 1 and page.row_units == 1 else page.columns
        edges = (tuple(_column_edges(columns, rect.left() + margin, rect.width() - 2 * margin)),)
        row_bands = page.row_units * scale
    else:
        edges = tuple(tuple(_column_edges([replace(c, weight=ems) for c, ems in zip(page.columns, page.block_ems)],
                                          round(rect.left() + margin + b * (blocks.width + blocks.gap)),
                                          round(blocks.width)))
                      for b in range(blocks.count))
        scale, row_bands = 1.0, blocks.row_bands
    pixels = cell_pixels(page, page.rows[start:start + blocks.per_screen], edges[0], base_font, unit, scale)
    top = TITLE_UNITS + (HERO_UNITS if page.hero else 0)
    return _Layout(unit, top + HEADER_UNITS, row_bands, blocks, edges, pixels)


def _fitted_columns(page: HallPage, base: QFont, unit: float) -> list[HallColumn]:
    """A short page's columns as wide as their widest text (header included): its text then grows
    alike in every column until the widest row fills the width, instead of a long school in a fixed
    share holding every cell of the page near the least size while its rows grew."""
    metrics, heads = QFontMetrics(sized_font(base, round(unit * CELL_GLYPH))), QFontMetrics(sized_font(base, round(
        unit * CELL_GLYPH), True))
    return [replace(column, weight=max([heads.horizontalAdvance(column.header)] + [
        metrics.horizontalAdvance(row[index]) for row in page.rows if index < len(row)]) + 8)
        for index, column in enumerate(page.columns)]


def _band(rect: QRect, unit: float, top_units: float, units: float) -> QRect:
    """A band across ``rect``: bands one after another neither overlap nor leave a gap."""
    top = round(top_units * unit)
    return QRect(rect.left(), rect.top() + top, rect.width(), round((top_units + units) * unit) - top)


def repaint_area(rect: QRect, before: HallPage | None, after: HallPage | None, start: int, banner: str,
                 base_font: QFont) -> QRect | QRegion | None:
    """What of ``rect`` to paint again when ``after`` replaces ``before`` (both shown from row ``start``):
    the band of the changed rows on screen, and the title's band if it changed, when nothing else changed
    (a confirmed result changes one row of the pairings, and a standings page's title, which counts the
    tables in, and its rows on screen only if a player moved there: repainting the whole hall for it cost
    more than reading it), all of ``rect`` otherwise, None when nothing on screen changed."""
    if before is None or after is None or len(before.rows) != len(after.rows) \
            or replace(before, title="", rows=(), seating=False) != replace(after, title="", rows=(), seating=False):
        return rect
    per_screen = list_blocks(after, bool(banner), rect.width(), rect.height()).per_screen
    changed = [offset for offset, (old, new) in enumerate(zip(before.rows[start:start + per_screen],
                                                              after.rows[start:start + per_screen])) if old != new]
    rows = None
    if changed:
        layout = _layout(rect, after, start, banner, base_font)
        if layout != _layout(rect, before, start, banner, base_font):  # a wider cell shrank the glyphs
            return rect
        rows = layout.row_box(rect, changed[0]).united(layout.row_box(rect, changed[-1]))
    if before.title == after.title:
        return rows
    title = QRegion(_band(rect, rect.height() / UNITS, 0, TITLE_UNITS))
    return title if rows is None else title.united(rows)


def paint_page(painter: QPainter, rect: QRect, page: HallPage | None, start: int, banner: str,
               footer: str, base_font: QFont, record: Callable[[str], None],
               exposed: QRect | QRegion | None = None) -> None:
    """Paint one screenful of ``page`` (rows from ``start``) into ``rect``; ``record`` gets each text, also
    those outside ``exposed`` (the part being painted again, when not all of ``rect``), which are not drawn."""
    unit = rect.height() / UNITS
    painter.fillRect(rect, BACKGROUND)  # only ``exposed`` when painting part: Qt clips to it
    # id → (the font, kept so that no other font of this paint takes its id; its key): a paint's hundred
    # texts are in a handful of fonts, and asking each text's font for its key cost more than drawing it
    keys: dict[int, tuple[QFont, str]] = {}
    pen: list = [None, None]  # the painter's font and colour, set only when they change

    def text(box: QRect, value: str, font: QFont, colour: QColor, align=LEFT, lines: int = 1) -> None:
        if not value:
            return
        known = keys.get(id(font))
        if known is None:
            known = keys[id(font)] = (font, font.key())
        shown = _wrapped_in(font, known[1], value, max(box.width() - 8, 0), lines)
        if exposed is not None and not exposed.intersects(box):
            for line in shown:
                record(line)
            return
        if pen[0] is not font:
            painter.setFont(font)
            pen[0] = font
        if pen[1] is not colour:
            painter.setPen(colour)
            pen[1] = colour
        for line, line_box in zip(shown, line_boxes(box, len(shown), font.pixelSize())):
            painter.drawText(line_box, int(align), line)
            record(line)

    def band(top_units: float, units: float) -> QRect:
        return _band(rect, unit, top_units, units)

    margin = round(unit * 0.6)
    if page is not None:
        title = band(0, TITLE_UNITS).adjusted(margin, 0, -margin, 0)
        text(title, page.title, sized_font(base_font, round(unit * 1.15), True), ACCENT)
        layout = _layout(rect, page, start, banner, base_font)
        if page.hero:
            label, value = page.hero
            text(band(TITLE_UNITS, 1.5).adjusted(margin, 0, -margin, 0), label, sized_font(base_font, round(unit)),
                 TEXT, CENTRE)
            text(band(TITLE_UNITS + 1.5, HERO_UNITS - 1.5), value, sized_font(base_font, round(unit * 5.5), True),
                 ACCENT, CENTRE)
        shown_rows = page.rows[start:start + layout.blocks.per_screen]
        cell_font = sized_font(base_font, layout.cell_pixels)
        if page.rows:
            header = band(layout.rows_top - HEADER_UNITS, HEADER_UNITS)
            head_font = sized_font(base_font, round(unit * CELL_GLYPH), True)
            for block in layout.edges[:max(1, -(-len(shown_rows) // layout.blocks.rows))]:
                left = block[0][0] if layout.blocks.count > 1 else header.left()
                right = sum(block[-1]) if layout.blocks.count > 1 else header.right() + 1
                painter.fillRect(QRect(left, header.top(), right - left, header.height()), HEADER_FILL)
                for column, (left, width) in zip(page.columns, block):
                    text(QRect(left, header.top(), width, header.height()), column.header, head_font, TEXT,
                         column.align)
        for offset, row in enumerate(shown_rows):
            line = layout.row_box(rect, offset)
            if offset % layout.blocks.rows % 2:
                painter.fillRect(line, STRIPE)
            block = layout.edges[offset // layout.blocks.rows]
            for index, (column, (left, width)) in enumerate(zip(page.columns, block)):
                colour = ACCENT if index == 0 else TEXT
                text(QRect(left, line.top(), width, line.height()), row[index] if index < len(row) else "",
                     cell_font, colour, column.align, page.row_units)
        foot = band(UNITS - FOOTER_UNITS - (BANNER_UNITS if banner else 0), FOOTER_UNITS)
        small = sized_font(base_font, round(unit * CELL_GLYPH))
        text(foot.adjusted(margin, 0, -margin, 0), page.note, small, DIM)
        text(foot.adjusted(margin, 0, -margin, 0), footer, small, DIM, Qt.AlignRight | Qt.AlignVCenter)
    if banner:
        strip = band(UNITS - BANNER_UNITS, BANNER_UNITS)
        painter.fillRect(strip, BANNER_FILL)
        box = strip.adjusted(margin, 0, -margin, 0)
        text(box, banner, _fitted(base_font, banner, unit, box.width()), TEXT, CENTRE)


LINE_SPACING = 1.3  # a wrapped cell's lines, in glyph heights apart: one block of text, not two rows


def line_boxes(box: QRect, count: int, pixels: int) -> list[QRect]:
    """Where ``count`` lines of ``pixels``-tall glyphs go in ``box``: together in its middle (a drafts row
    two bands tall set its two lines a band apart, as if they were two rows)."""
    height = min(box.height() // max(count, 1), round(pixels * LINE_SPACING)) if count > 1 else box.height()
    top = box.top() + (box.height() - height * count) // 2
    return [QRect(box.left() + 4, top + number * height, box.width() - 8, height) for number in range(count)]


def cell_pixels(page: HallPage, rows, edges: Sequence[tuple[int, int]], base: QFont, unit: float,
                scale: float) -> int:
    """The cells' glyph height: CELL_GLYPH of a row, so larger on a short page, shrunk until the widest
    cell of each column fits its width, but never under CELL_GLYPH of one band (legible from 10 m)."""
    least = round(unit * CELL_GLYPH)
    pixels = round(unit * CELL_GLYPH * scale)
    if pixels <= least or page.row_units > 1:  # wrapped cells (the drafts) keep one band's size
        return least
    metrics = QFontMetrics(sized_font(base, pixels))
    fits = 1.0  # the narrowest column's room over its widest text, both at ``pixels`` (not compounded)
    for index, (_left, width) in enumerate(edges):
        widest = max((metrics.horizontalAdvance(row[index]) for row in rows if index < len(row)), default=0)
        if widest > width - 8 > 0:
            fits = min(fits, (width - 8) / widest)
    return max(int(pixels * fits), least)


# (font, text, width, lines) → the lines shown: the hall paints the same texts over and over (a confirmed
# result repaints one row, yet every text of the screenful is recorded), and wrapping them cost most of it.
_WRAPPED: dict[tuple[str, str, int, int], list[str]] = {}
_MOST_WRAPPED = 4096


def _wrapped_in(font: QFont, font_key: str, value: str, width: int, lines: int) -> list[str]:
    """``wrapped`` in ``font`` (whose ``key()`` is ``font_key``), each text worked out once."""
    key = (font_key, value, width, lines)
    shown = _WRAPPED.get(key)
    if shown is None:
        if len(_WRAPPED) >= _MOST_WRAPPED:
            _WRAPPED.clear()
        shown = _WRAPPED[key] = wrapped(QFontMetrics(font), value, width, lines)
    return shown


def wrapped(metrics: QFontMetrics, value: str, width: int, lines: int) -> list[str]:
    """``value`` on at most ``lines`` lines of ``width`` pixels, broken after a "、", "，" or space where one
    is near, else between any two characters; only what the last line cannot hold is cut ("…")."""
    shown: list[str] = []
    rest = value
    while rest and len(shown) < lines - 1 and metrics.horizontalAdvance(rest) > width:
        fits = 1
        while fits < len(rest) and metrics.horizontalAdvance(rest[:fits + 1]) <= width:
            fits += 1
        breaks = [i + 1 for i in range(fits) if rest[i] in "、，, "]
        cut = breaks[-1] if breaks and breaks[-1] > fits // 2 else fits
        shown.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest or not shown:
        shown.append(metrics.elidedText(rest, Qt.ElideRight, width))
    return shown


def _column_edges(columns: Sequence[HallColumn], left: int, width: int) -> list[tuple[int, int]]:
    total = sum(c.weight for c in columns) or 1.0
    edges, x = [], float(left)
    for column in columns:
        share = width * column.weight / total
        edges.append((round(x), round(share)))
        x += share
    return edges
