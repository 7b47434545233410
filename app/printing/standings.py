"""Standings sheets for the results board (成绩公开栏) and crosstables."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table

from app.printing.data import Crosstable, StandingsSheet, TournamentInfo
from app.printing.fonts import text_width
from app.printing.layout import (
    Output, build_document, frame_width, grid_style, label, para, share_widths, sign_off,
)

WIDE_AFTER_COLUMNS = 9  # more columns than this and the sheet turns landscape
DIAGONAL_FILL = colors.HexColor("#bdbdbd")


def build_standings_sheet(info: TournamentInfo, sheet: StandingsSheet, out: Output) -> None:
    """One standings table; columns come from the data (place, name, school, points, tie-breaks ...).

    Works for individual, event-team and overall-team sheets alike; a value
    missing from a row prints empty. The sheet ends with the ranking order in
    words and the chief referee's signature and date lines.
    """
    wide = len(sheet.columns) > WIDE_AFTER_COLUMNS
    rows = [[label(column.header, 9, True) for column in sheet.columns]]
    rows += [[para(_text(row.get(column.key, "")), 9, True) for column in sheet.columns]
             for row in sheet.rows]
    widths = share_widths([column.width for column in sheet.columns], frame_width(wide))
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(grid_style(("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, "#f5f5f5"]), pad=3))
    story = [grid]
    if sheet.note:
        story += [Spacer(1, 3 * mm), para(sheet.note, 8)]
    story += sign_off(sheet.legend)
    title = f"{sheet.event_name} {sheet.title}".strip()
    build_document(out, info, title, story, wide=wide)


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
    rows = [[label(h, CROSS_SIZE, True) for h in header]]
    for values in body:
        rows.append([_cross_cell(text, widths[i], i) for i, text in enumerate(values)])
    grid = Table(rows, colWidths=widths, repeatRows=1)
    commands = []
    if table.round_robin:
        own = {str(h): 4 + i for i, h in enumerate(table.headers)}
        commands = [("BACKGROUND", (own[row.number], r), (own[row.number], r), DIAGONAL_FILL)
                    for r, row in enumerate(table.rows, start=1) if row.number in own]
    grid.setStyle(grid_style(*commands, pad=2))
    story = [grid]
    if table.note:
        story += [Spacer(1, 2 * mm), para(table.note, 8)]
    build_document(out, info, f"{table.event_name} {table.title}", [*story, *sign_off(table.legend)], wide=wide)


def _cross_cell(text: str, width: float, column: int):
    """Names and schools wrap as paragraphs; other cells are one centred line, or wrap if too long."""
    if column in (2, 3):
        return para(text, CROSS_SIZE if column == 2 else 7)
    if text_width(text, CROSS_SIZE) + CELL_PAD > width + 0.5:
        return para(text, CROSS_SIZE, True)
    return label(text, CROSS_SIZE, True)
