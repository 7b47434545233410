"""Standings sheets for the results board (成绩公开栏) and crosstables."""
from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table

from app.printing.data import Crosstable, StandingsSheet, TournamentInfo
from app.printing.fitting import cell_width, fitted_header, share_flexible
from app.printing.layout import (
    Output, build_document, frame_width, grid_style, label, para, sign_off,
)

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
    return SheetLayout(wide, widths, headers)


def build_standings_sheet(info: TournamentInfo, sheet: StandingsSheet, out: Output) -> None:
    """One standings table; columns come from the data (place, name, school, points, tie-breaks ...).

    Works for individual, event-team and overall-team sheets alike; a value
    missing from a row prints empty. Columns are fitted to their content
    (``fit_columns``). The sheet ends with the ranking order in words and the
    chief referee's signature and date lines.
    """
    layout = fit_columns(sheet)
    rows = [[label(lines[0], SIZE, True) if len(lines) == 1 else para("\n".join(lines), SIZE, True)
             for lines in layout.headers]]
    rows += [[label(_text(row.get(column.key, "")), SIZE, True) if column.width
              else para(_text(row.get(column.key, "")), SIZE, True) for column in sheet.columns]
             for row in sheet.rows]
    grid = Table(rows, colWidths=layout.widths, repeatRows=1)
    grid.setStyle(grid_style(("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, "#f5f5f5"]), pad=3))
    story = [grid]
    if sheet.note:
        story += [Spacer(1, 3 * mm), para(sheet.note, 8)]
    story += sign_off(sheet.legend)
    title = f"{sheet.event_name} {sheet.title}".strip()
    build_document(out, info, title, story, wide=layout.wide)


def _text(value: object) -> str:
    """Numbers without a needless ".0" (7.0 → 7, 7.5 → 7.5)."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def build_crosstable(info: TournamentInfo, table: Crosstable, out: Output) -> None:
    """Players down, rounds (Swiss) or opponents (round robin) across, then total and place.

    The cells are printed as given (e.g. "12黑+" or "2"); in a round robin the
    diagonal is shaded.
    """
    wide = len(table.headers) > 8
    header = ["序号", "姓名", "单位"] + list(table.headers) + ["总分", "名次"]
    rows = [[label(h, 8, True) for h in header]]
    for row in table.rows:
        rows.append([label(row.number, 8, True), para(row.name, 8), para(row.school, 7)]
                    + [label(cell, 8, True) for cell in row.cells]
                    + [label(row.total, 8, True), label(row.place, 8, True)])
    cell_width = 13 * mm if len(table.headers) <= 10 else 11 * mm if len(table.headers) <= 20 else 8 * mm
    fixed = [9 * mm, 0, 0] + [cell_width] * len(table.headers) + [11 * mm, 10 * mm]
    width = frame_width(wide)
    name_width = max((width - sum(fixed)) / 2, 14 * mm)
    fixed[1] = fixed[2] = name_width
    grid = Table(rows, colWidths=fixed, repeatRows=1)
    commands = []
    if table.round_robin:
        commands = [("BACKGROUND", (3 + i, 1 + i), (3 + i, 1 + i), DIAGONAL_FILL)
                    for i in range(min(len(table.rows), len(table.headers)))]
    grid.setStyle(grid_style(*commands, pad=2))
    build_document(out, info, f"{table.event_name} {table.title}", [grid, *sign_off(table.legend)], wide=wide)
