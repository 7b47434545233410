"""The "find your table" list (找座位表): every player of a round by name, with table and seat.

Posted beside the pairing list so a player finds their table without reading every
row. Names are sorted by their pinyin as said (``app.names.sort_key``: the
surname's reading, so 曾 comes under Z), then by the characters themselves.
"""
from __future__ import annotations

from reportlab.lib.units import mm
from app.printing.data import PairingSheet, TournamentInfo
from app.printing.layout import grid_table, label, para_cell
from app.printing.pages import Output, build_document, frame_width, share_widths
from app.printing.pairings import BYE_TEXT, round_title
from app.names import sort_key as pinyin_key  # names sort as they are said: 曾 under Z
from app.printing.name_order import sorted_by_name


def seating_rows(sheet: PairingSheet) -> list[tuple[str, str, str, str]]:
    """(name, school, table, seat) of every player of the round, byes included, in pinyin order.

    A team's players are listed one by one, their seat naming the team; a Dou Dizhu filler
    (补位) is nobody looking for a seat and is left out.
    """
    two_sided = max((len(t.seats) for t in sheet.games), default=2) <= 2
    rows = []

    def add(cell, table: str, seat: str) -> None:
        if cell.is_filler:
            return
        if cell.members:
            rows.extend((member, cell.school, table, f"{seat}（{cell.name}）") for member in cell.members)
        else:
            rows.append((cell.name, cell.school, table, seat))

    for table in sheet.games:
        for seat_no, cell in enumerate(table.seats, start=1):
            seat = (sheet.first_label if seat_no == 1 else sheet.second_label) if two_sided else f"{seat_no}号位"
            add(cell, str(table.table), seat)
    for cell in sheet.byes:
        add(cell, "—", BYE_TEXT)
    return sorted_by_name(rows, lambda row: row[0])


def build_seating_list(info: TournamentInfo, sheet: PairingSheet, out: Output) -> None:
    """The round's players by name: 姓名, 单位, 桌号, 座位."""
    header = ["姓名", "单位", "桌号", "座位"]
    rows = [[label(h, 9, centred=True) for h in header]]
    # a long name, school or team wraps and its row grows: nothing shrinks (docs/rules.md §7.2)
    rows += [[para_cell(name, 10), para_cell(school, 9), label(table, 11, centred=True),
              para_cell(seat, 9, centred=True)]
             for name, school, table, seat in seating_rows(sheet)]
    grid = grid_table(rows, share_widths([0, 0, 16 * mm, 22 * mm], frame_width(False)))
    build_document(out, info, round_title(sheet, "找座位表（按姓名拼音排序）"), [grid])
