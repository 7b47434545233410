"""Standings sheets for the results board (成绩公开栏) and crosstables."""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table

from app.printing.data import Crosstable, StandingsSheet, TournamentInfo
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
