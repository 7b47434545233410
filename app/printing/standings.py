"""Standings sheets for the results board (成绩公开栏) and crosstables."""
from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from app.printing.closing import TableThenClose
from app.printing.data import Crosstable, StandingsSheet, TournamentInfo
from app.printing.fitting import CELL_PADDING, cell_width, fitted_header, share_flexible
from app.printing.fonts import text_width
from app.printing.layout import grid_table, para, text_cell
from app.printing.pages import Output, build_document, frame_width, sign_off

WIDE_AFTER_COLUMNS = 9  # more columns than this and the sheet turns landscape
DIAGONAL_FILL = colors.HexColor("#bdbdbd")


SIZE = 9  # the standings' type size: headers and cells
MIN_FLEXIBLE = 20 * mm  # a name, school or explanation column is never narrower


@dataclass(frozen=True)
class SheetLayout:
    """How a standings sheet is set: orientation, column widths, and each header's lines."""

    wide: bool
    widths: list[float]
    headers: list[list[str]]
    texts: list[list[str]]  # each column's values as printed, in the rows' order


def fit_columns(sheet: StandingsSheet) -> SheetLayout:
    """Columns sized from their content: a fixed column (a width hint) is at least as wide as its
    widest value on one line, its header on two lines if the header is wider; the columns without
    a hint (names, schools, explanations) share the rest and wrap inside their cells."""
    columns = sheet.columns
    values = [[_text(row.get(column.key, "")) for row in sheet.rows] for column in columns]
    headers, needs, floors, fixed = [], [], [], []
    for column, texts in zip(columns, values):
        value_need = cell_width(texts, SIZE)
        if column.width:
            lines = fitted_header(column.header, SIZE, max(value_need, column.width))
            needs.append(max(column.width, value_need, cell_width(lines, SIZE)))
            floors.append(needs[-1])
        else:
            lines = [column.header]
            header_need = cell_width(lines, SIZE)
            needs.append(max(value_need, header_need))
            floors.append(min(needs[-1], max(header_need, MIN_FLEXIBLE)))
        headers.append(lines)
        fixed.append(bool(column.width))
    wide = len(columns) > WIDE_AFTER_COLUMNS or sum(floors) > frame_width(False)
    total = frame_width(wide)
    fixed_sum = sum(need for need, is_fixed in zip(needs, fixed) if is_fixed)
    flexible = [i for i, is_fixed in enumerate(fixed) if not is_fixed]
    room = total - fixed_sum
    widths = list(needs)
    floor_sum = sum(floors[i] for i in flexible)
    if room < floor_sum and fixed_sum:  # too many columns even in landscape: the fixed ones give way
        scale = max(total - floor_sum, 0) / fixed_sum
        widths = [need * scale if is_fixed else need for need, is_fixed in zip(needs, fixed)]
        room = floor_sum
    shared = share_flexible([needs[i] for i in flexible], [floors[i] for i in flexible], room)
    for i, width in zip(flexible, shared):
        widths[i] = width
    return SheetLayout(wide, widths, headers, values)


def build_standings_sheet(info: TournamentInfo, sheet: StandingsSheet, out: Output) -> None:
    """One standings table; columns come from the data (place, name, school, points, tie-breaks ...).

    Works for individual, event-team and overall-team sheets alike; a value
    missing from a row prints empty. Columns are fitted to their content
    (``fit_columns``). The sheet ends with the ranking order in words and the
    chief referee's signature and date lines.
    """
    layout = fit_columns(sheet)
    inner = [width - 2 * CELL_PADDING for width in layout.widths]
    rows = [[text_cell("\n".join(lines), SIZE, room, True, shrinks=len(lines) == 1)
             for lines, room in zip(layout.headers, inner)]]
    shrinks = [bool(column.width) for column in sheet.columns]
    rows += [[text_cell(text, SIZE, room, True, shrinks=shrink) for text, room, shrink in zip(texts, inner, shrinks)]
             for texts in zip(*layout.texts)]
    grid = grid_table(rows, layout.widths, ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, "#f5f5f5"]), pad=3)
    closing = [Spacer(1, 3 * mm), para(sheet.note, 8)] if sheet.note else []
    story = [TableThenClose(grid, [*closing, *sign_off(sheet.legend)])]
    title = f"{sheet.event_name} {sheet.title}".strip()
    build_document(out, info, title, story, wide=layout.wide)


def _text(value: object) -> str:
    """Numbers without a needless ".0" (7.0 → 7, 7.5 → 7.5)."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


CROSS_SIZE = 8  # nothing on a crosstable is set smaller: a long cell wraps instead
CELL_PAD = 7  # points of cell padding and grid line around a column's text
NAME_WIDTHS = (16 * mm, 34 * mm)  # a name column gets its longest name within these bounds
SCHOOL_MIN = 18 * mm
WRAP_WIDTH = 12 * mm  # the narrowest a round column may get before the sheet wraps its cells


def build_crosstable(info: TournamentInfo, table: Crosstable, out: Output) -> None:
    """Place, number, name and school, then rounds (Swiss) or opponents (round robin), points and
    the tie-break columns, in the rows' order (rank order from the service).

    Columns are as wide as their content; the sheet turns landscape when they do not fit a
    portrait page, and round cells wrap onto two lines rather than shrink.  In a round
    robin the player's own column is shaded.
    """
    header = ["名次", "序号", table.entrant, "单位", *table.headers, "积分", *table.tiebreak_headers]
    body = [[row.place, row.number, row.name, row.school, *row.cells, row.total, *row.tiebreaks]
            for row in table.rows]
    natural = [max(text_width(str(text), CROSS_SIZE) for text in column) + CELL_PAD
               for column in zip(header, *body)]
    rounds = range(4, 4 + len(table.headers))
    name = min(max(natural[2], NAME_WIDTHS[0]), NAME_WIDTHS[1])
    fixed = sum(w for i, w in enumerate(natural) if i not in (2, 3))
    wide = fixed + name + SCHOOL_MIN > frame_width()
    width = frame_width(wide)
    widths = list(natural)
    widths[2] = name
    spare = width - fixed - name - SCHOOL_MIN
    if spare < 0 and table.headers:  # the rounds share what is left and wrap
        others = fixed - sum(natural[i] for i in rounds)
        each = max((width - others - name - SCHOOL_MIN) / len(table.headers), WRAP_WIDTH)
        for i in rounds:
            widths[i] = min(natural[i], each)
    widths[3] = max(width - sum(w for i, w in enumerate(widths) if i != 3), SCHOOL_MIN)
    surplus = widths[3] - max(natural[3], SCHOOL_MIN)
    if surplus > 0 and table.headers:  # room to spare goes to the rounds, not to a half-empty school column
        widths[3] -= surplus
        for i in rounds:
            widths[i] += surplus / len(table.headers)
    rows = [[text_cell(h, CROSS_SIZE, width - 2 * CELL_PADDING, True, shrinks=True)
             for h, width in zip(header, widths)]]
    for values in body:
        rows.append([_cross_cell(text, widths[i], i) for i, text in enumerate(values)])
    commands = []
    if table.round_robin:
        own = {str(h): 4 + i for i, h in enumerate(table.headers)}
        commands = [("BACKGROUND", (own[row.number], r), (own[row.number], r), DIAGONAL_FILL)
                    for r, row in enumerate(table.rows, start=1) if row.number in own]
    grid = grid_table(rows, widths, *commands, pad=2)
    closing = [Spacer(1, 2 * mm), para(table.note, 8)] if table.note else []
    story = [TableThenClose(grid, [*closing, *sign_off(table.legend)])]
    build_document(out, info, f"{table.event_name} {table.title}", story, wide=wide)


def _cross_cell(text: str, width: float, column: int):
    """Names and schools wrap as paragraphs; other cells are one centred line, or wrap if too long."""
    room = width - 2 * CELL_PADDING
    if column in (2, 3):
        return text_cell(text, CROSS_SIZE if column == 2 else 7, room)
    return text_cell(text, CROSS_SIZE, room, True, shrinks=None)
