"""What the hall screen shows: page models read from the services, the pager, and the painter.

A page is plain text (title, columns, rows), so tests read exactly what the
hall sees. Pages carry names and schools only: never a student ID, and of the
identity cards only the lord's (docs/rules.md §2.7).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Callable, Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QRegion

from app.clocks.reading import format_clock
from app.rules.events import PRESETS, PUBLIC_ROLES, TIEBREAK_LABELS
from app.services.playoffs import projected_round
from app.services.printing import ranking_words
from app.services.round_views import RoundView, round_view
from app.services.standings import event_standings, event_teams, overall_table
from app.standings.numbers import parts_text, points_text
from app.standings.status import overall_title
from app.standings.teams import team_row_label

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


# -- pages from the services -----------------------------------------------------------

def pairings_view(store, code: str) -> RoundView | None:
    """The round the pairings page shows: the latest (during a playoff, its round in play)."""
    return round_view(store, code, projected_round(store, code))


def pairings_page(store, code: str) -> HallPage | None:
    return pairings_of(code, pairings_view(store, code))


def pairings_of(code: str, view: RoundView | None) -> HallPage | None:
    """A round's pairings: table number, seat 1 (first move) first, the result once confirmed."""
    if view is None:
        return None
    name = PRESETS[code].name_zh
    title = f"{name}  {'加赛' if view.round_id.playoff else ''}第{view.number}轮 对阵"
    seats = max((len(t.seats) for t in view.tables), default=2)
    if seats <= 2:
        first, second = PRESETS[code].sides
        columns = (HallColumn(TABLE, 0.6, CENTRE), HallColumn(first, 1.3), HallColumn(SCHOOL, 1.6),
                   HallColumn(second, 1.3), HallColumn(SCHOOL, 1.6), HallColumn("结果", 0.8, CENTRE))
        rows = MadeRows((*view.tables, *view.byes), partial(_two_sided_row, view))
    elif seats == 3:
        columns = (HallColumn(TABLE, 0.6, CENTRE), HallColumn("选手（按座位顺序）", 6.0),
                   HallColumn("结果", 1.6, CENTRE))
        rows = MadeRows((*view.tables, *view.byes), partial(_three_seat_row, view))
    else:  # tables of eight: a row per seat; the result summary would name the winners' roles
        columns = (HallColumn(TABLE, 0.6, CENTRE), HallColumn("座位", 0.6, CENTRE), HallColumn("选手", 1.6),
                   HallColumn(SCHOOL, 2.0), HallColumn("结果", 0.8, CENTRE))
        rows = MadeRows([(t, s) for t in view.tables for s in t.seats], _seat_row)
    seating = not any(t.result for t in view.tables)
    return HallPage(f"pairings:{code}", title, columns, rows, seating=seating)


# A pairings page's rows, made as they are shown (see MadeRows): a table, or a bye (id, name, school, points).

def _two_sided_row(view, item) -> tuple[str, ...]:
    if isinstance(item, tuple):
        _id, bye_name, school, _points = item
        return ("—", bye_name, school, "轮空", "", "")
    return (str(item.number), *_two_sides(item.seats), str(view.result_words(item.result)))


def _three_seat_row(view, item) -> tuple[str, ...]:
    if isinstance(item, tuple):
        return ("—", f"{item[1]}（轮空）", "")
    return (str(item.number), "    ".join(_seat_text(s) for s in item.seats), str(view.result_words(item.result)))


def _seat_row(table_and_seat) -> tuple[str, ...]:
    table, seat = table_and_seat
    first = seat is table.seats[0]
    return (str(table.number) if first else "", str(seat.seat_no + 1), _seat_text(seat, numbered=False),
            seat.school, ("已完赛" if table.result else "") if first else "")


def seating_page(store, code: str) -> HallPage | None:
    """Find your table (找座位): the latest round's players by the pinyin of their names, each with its
    initial, table and seat; the printed 找座位表's rows."""
    from app.printing.seating import pinyin_key, seating_rows
    from app.services.printing import pairing_sheet
    if round_view(store, code) is None:
        return None
    sheet = pairing_sheet(store, code)
    rows = tuple((pinyin_key(name)[0][:1].upper(), name, school, table, seat)
                 for name, school, table, seat in seating_rows(sheet))
    if not rows:
        return None
    columns = (HallColumn("拼音", 0.5, CENTRE), HallColumn("姓名", 1.3), HallColumn(SCHOOL, 2.0),
               HallColumn(TABLE, 0.6, CENTRE), HallColumn("座位", 1.4, CENTRE))
    title = f"{PRESETS[code].name_zh}  第{sheet.round_no}轮 找座位（按姓名拼音）"
    return HallPage(f"seating:{code}", title, columns, rows, "按姓名拼音排序：先找首字母，再找名字")


def _two_sides(seats) -> tuple[str, str, str, str]:
    cells = [(s.name, s.school) for s in seats] + [("", "")] * (2 - len(seats))
    return cells[0][0], cells[0][1], cells[1][0], cells[1][1]


def _seat_text(seat, numbered: bool = True) -> str:
    """The seated name; only the lord's identity is public."""
    role = f"（{seat.role}）" if seat.role in PUBLIC_ROLES else ""
    return f"{seat.seat_no + 1}.{seat.name}{role}" if numbered else f"{seat.name}{role}"


def _place(rank: int, shared: bool) -> str:
    return f"{rank}=" if shared else str(rank)


def standings_page(store, code: str) -> HallPage | None:
    """Individual standings (the preliminary groups one after another)."""
    standings = event_standings(store, code)
    tiebreaks = list(standings.tiebreaks)[:SHOWN_TIEBREAKS]
    ranking, entrant = ranking_words(code)
    columns = [HallColumn("名次", 0.6, CENTRE), HallColumn(entrant, 1.4), HallColumn(SCHOOL, 2.0),
               HallColumn("积分", 0.7, CENTRE)]
    columns += [HallColumn(TIEBREAK_LABELS.get(t, t), 0.9, CENTRE) for t in tiebreaks]
    if standings.stage_kind == "preliminary":
        columns.insert(0, HallColumn("组", 0.5, CENTRE))
        rows = MadeRows([(no, r) for no, group in enumerate(standings.groups, start=1) for r in group],
                        lambda grouped: (str(grouped[0]), *_standing_cells(grouped[1], tiebreaks)))
    else:
        rows = MadeRows(standings.rows, lambda row: _standing_cells(row, tiebreaks))
    if not rows:
        return None
    stage = "预赛 " if standings.stage_kind == "preliminary" else ""
    title = f"{PRESETS[code].name_zh}  {stage}{ranking} {standings.status.title()}"
    note = "名次后“=”为并列；“加赛”：积分相同，名次待加赛决定" if any(r.playoff for r in standings.rows) else \
        "名次后“=”为并列"
    return HallPage(f"standings:{code}", title, tuple(columns), rows, note)


def _standing_cells(row, tiebreaks) -> tuple[str, ...]:
    place = "DQ" if row.disqualified else _place(row.rank, row.shared) + (" 加赛" if row.playoff else "")
    return (place, row.name, row.school, points_text(row.points),
            *(points_text(row.tiebreaks.get(t)) for t in tiebreaks))


def teams_page(store, code: str) -> HallPage | None:
    """The event's school table; none in a team event, whose standings page is already its 团体排名."""
    if PRESETS[code].team_event:
        return None
    teams, standings = event_teams(store, code)
    rows = tuple((_place(r.rank, r.shared), team_row_label(r), points_text(r.points), str(r.members))
                 for r in teams)
    if not rows:
        return None
    entrant = ranking_words(code)[1] if PRESETS[code].team_event else "学校（单位）"
    columns = (HallColumn("名次", 0.6, CENTRE), HallColumn(entrant, 3.0),
               HallColumn("总分", 1.0, CENTRE), HallColumn("决赛人数", 1.0, CENTRE))
    title = f"{PRESETS[code].name_zh}  团体排名 {standings.status.title()}"
    return HallPage(f"teams:{code}", title, columns, rows)


def overall_page(store) -> HallPage | None:
    """The overall school table: place points per counted event and the sum."""
    overall = overall_table(store)
    table, counted = overall.rows, overall.counted
    if not table or not any(r.points for r in table):
        return None
    columns = (HallColumn("名次", 0.6, CENTRE), HallColumn("学校（单位）", 2.4),
               *(HallColumn(PRESETS[c].name_zh, 1.0, CENTRE) for c in counted),
               HallColumn("总分", 0.8, CENTRE))
    rows = tuple((_place(r.rank, r.shared), r.school, *_overall_cells(r, counted)) for r in table)
    title = "总团体排名" + overall_title(bool(overall.unfinished))
    return HallPage("overall", title, columns, rows, "各项目团体第1–6名依次得 9、7、5、3、2、1 分")


def _overall_cells(row, counted) -> tuple[str, ...]:
    """Place points per counted event, then the sum; the shown parts add up to the shown sum."""
    parts, total = parts_text([row.by_event.get(code, 0) for code in counted], row.points)
    return (*parts, total)


def timers_page(entries: Sequence[tuple[str, float]]) -> HallPage | None:
    """The first timer (the round timer) in big digits, the running table timers below it.

    ``entries`` are (label, seconds remaining), as a timer source gives them.
    """
    if not entries:
        return None
    (label, seconds), rest = entries[0], entries[1:]
    columns = (HallColumn("计时", 3.0), HallColumn("剩余时间", 1.5, CENTRE))
    return HallPage("timers", "计时", columns, tuple((text, format_clock(left, tenths=False)) for text, left in rest),
                    hero=(label, format_clock(seconds, tenths=False)))


# -- paging -----------------------------------------------------------------------------

class Pager:
    """Which page and which screenful of its rows is showing; keeps its place across refreshes."""

    def __init__(self):
        self.pages: list[HallPage] = []
        self.index = 0
        self.start = 0

    def set_pages(self, pages: Sequence[HallPage]) -> None:
        key = self.current.key if self.current else None
        self.pages = list(pages)
        keys = [p.key for p in self.pages]
        if key in keys:
            self.index = keys.index(key)
            self.start = min(self.start, max(len(self.pages[self.index].rows) - 1, 0))
        else:
            self.index = min(self.index, max(len(self.pages) - 1, 0))
            self.start = 0

    @property
    def current(self) -> HallPage | None:
        return self.pages[self.index] if self.pages else None

    def screens_of(self, page: HallPage, per_screen: int) -> int:
        return max(1, -(-len(page.rows) // per_screen))

    def advance(self, per_screen: int) -> None:
        """The next screenful of this page, or the first screen of the next page."""
        page = self.current
        if page is None:
            return
        if self.start + per_screen < len(page.rows):
            self.start += per_screen
        else:
            self.index = (self.index + 1) % len(self.pages)
            self.start = 0


# -- painting ---------------------------------------------------------------------------

BACKGROUND = QColor("#000000")
TEXT = QColor("#ffffff")
ACCENT = QColor("#ffd54f")
HEADER_FILL = QColor("#0d2a6b")
STRIPE = QColor("#161616")
BANNER_FILL = QColor("#b71c1c")
DIM = QColor("#b0b0b0")


def _font(base: QFont, pixels: int, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(pixels, 8))
    font.setBold(bold)
    return font


def _fitted(base: QFont, text: str, unit: float, width: int) -> QFont:
    """The banner's font: one unit tall, shrunk (down to half a unit) until the text fits."""
    font = _font(base, round(unit), True)
    wide = QFontMetrics(font).horizontalAdvance(text)
    if wide > width > 0:
        font = _font(base, max(round(unit * width / wide), round(unit * 0.5)), True)
    return font


@dataclass(frozen=True)
class _Layout:
    """Where a screenful's rows go: the bands above them, each row's bands, the columns, the cells' glyphs."""

    unit: float
    rows_top: float
    row_bands: float
    edges: tuple[tuple[int, int], ...]
    cell_pixels: int


def _layout(rect: QRect, page: HallPage, start: int, banner: str, base_font: QFont) -> _Layout:
    unit = rect.height() / UNITS
    margin = round(unit * 0.6)
    per_screen = rows_per_screen(bool(banner), page)
    edges = tuple(_column_edges(page.columns, rect.left() + margin, rect.width() - 2 * margin))
    scale = row_scale(page, per_screen)
    pixels = cell_pixels(page, page.rows[start:start + per_screen], edges, base_font, unit, scale)
    top = TITLE_UNITS + (HERO_UNITS if page.hero else 0)
    return _Layout(unit, top + HEADER_UNITS, page.row_units * scale, edges, pixels)


def _band(rect: QRect, unit: float, top_units: float, units: float) -> QRect:
    return QRect(rect.left(), rect.top() + round(top_units * unit), rect.width(), round(units * unit))


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
    per_screen = rows_per_screen(bool(banner), after)
    changed = [offset for offset, (old, new) in enumerate(zip(before.rows[start:start + per_screen],
                                                              after.rows[start:start + per_screen])) if old != new]
    rows = None
    if changed:
        layout = _layout(rect, after, start, banner, base_font)
        if layout != _layout(rect, before, start, banner, base_font):  # a wider cell shrank the glyphs
            return rect
        first = _band(rect, layout.unit, layout.rows_top + changed[0] * layout.row_bands, layout.row_bands)
        last = _band(rect, layout.unit, layout.rows_top + changed[-1] * layout.row_bands, layout.row_bands)
        rows = first.united(last)
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
        for number, line in enumerate(shown):
            top = box.top() + box.height() * number // len(shown)
            painter.drawText(QRect(box.left() + 4, top, box.width() - 8, box.height() // len(shown)),
                             int(align), line)
            record(line)

    def band(top_units: float, units: float) -> QRect:
        return _band(rect, unit, top_units, units)

    margin = round(unit * 0.6)
    if page is not None:
        title = band(0, TITLE_UNITS).adjusted(margin, 0, -margin, 0)
        text(title, page.title, _font(base_font, round(unit * 1.15), True), ACCENT)
        layout = _layout(rect, page, start, banner, base_font)
        if page.hero:
            label, value = page.hero
            text(band(TITLE_UNITS, 1.5).adjusted(margin, 0, -margin, 0), label, _font(base_font, round(unit)),
                 TEXT, CENTRE)
            text(band(TITLE_UNITS + 1.5, HERO_UNITS - 1.5), value, _font(base_font, round(unit * 5.5), True),
                 ACCENT, CENTRE)
        shown_rows = page.rows[start:start + rows_per_screen(bool(banner), page)]
        cell_font = _font(base_font, layout.cell_pixels)
        if page.rows:
            header = band(layout.rows_top - HEADER_UNITS, HEADER_UNITS)
            painter.fillRect(header, HEADER_FILL)
            head_font = _font(base_font, round(unit * 0.58), True)
            for column, (left, width) in zip(page.columns, layout.edges):
                text(QRect(left, header.top(), width, header.height()), column.header, head_font, TEXT,
                     column.align)
        for offset, row in enumerate(shown_rows):
            line = band(layout.rows_top + offset * layout.row_bands, layout.row_bands)
            if offset % 2:
                painter.fillRect(line, STRIPE)
            for index, (column, (left, width)) in enumerate(zip(page.columns, layout.edges)):
                colour = ACCENT if index == 0 else TEXT
                text(QRect(left, line.top(), width, line.height()), row[index] if index < len(row) else "",
                     cell_font, colour, column.align, page.row_units)
        foot = band(UNITS - FOOTER_UNITS - (BANNER_UNITS if banner else 0), FOOTER_UNITS)
        small = _font(base_font, round(unit * 0.5))
        text(foot.adjusted(margin, 0, -margin, 0), page.note, small, DIM)
        text(foot.adjusted(margin, 0, -margin, 0), footer, small, DIM, Qt.AlignRight | Qt.AlignVCenter)
    if banner:
        strip = band(UNITS - BANNER_UNITS, BANNER_UNITS)
        painter.fillRect(strip, BANNER_FILL)
        box = strip.adjusted(margin, 0, -margin, 0)
        text(box, banner, _fitted(base_font, banner, unit, box.width()), TEXT, CENTRE)


def cell_pixels(page: HallPage, rows, edges: Sequence[tuple[int, int]], base: QFont, unit: float,
                scale: float) -> int:
    """The cells' glyph height: CELL_GLYPH of a row, so larger on a short page, shrunk until the widest
    cell of each column fits its width, but never under CELL_GLYPH of one band (legible from 10 m)."""
    least = round(unit * CELL_GLYPH)
    pixels = round(unit * CELL_GLYPH * scale)
    if pixels <= least or page.row_units > 1:  # wrapped cells (the drafts) keep one band's size
        return least
    metrics = QFontMetrics(_font(base, pixels))
    for index, (_left, width) in enumerate(edges):
        widest = max((metrics.horizontalAdvance(row[index]) for row in rows if index < len(row)), default=0)
        if widest > width - 8 > 0:
            pixels = min(pixels, int(pixels * (width - 8) / widest))
    return max(pixels, least)


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
