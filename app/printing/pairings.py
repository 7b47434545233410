"""Pairing lists (对阵表) with table numbers and first move, and sealed identity slips."""
from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Callable

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Image, KeepTogether, Spacer, Table

from app.printing.data import CheckinSheet, PairingSheet, TableRow, TournamentInfo
from app.printing.fitting import title_lines
from app.printing.fonts import draw_text, fit_size, register_fonts
from app.printing.layout import grid_style, label, para, player_para
from app.printing.pages import MARGIN, Output, build_document, frame_width, share_widths, target
from app.printing.qr_code import qr_png
from app.stages.round_id import printed, round_words as named_round, stage_of_words

BYE_TEXT = "轮空"


def round_words(sheet: PairingSheet | CheckinSheet) -> str:
    """The stage and round as every screen names them (RoundId.words), printed: "第3轮", "预赛第2轮", "决赛第1轮",
    "加赛2"."""
    return printed(named_round(stage_of_words(sheet.stage), sheet.round_no, stage_named=bool(sheet.stage)))


def round_title(sheet: PairingSheet, what: str) -> str:
    """e.g. "象棋 第3轮 对阵表", "围棋 预赛第2轮 对阵表"."""
    return f"{sheet.event_name} {round_words(sheet)} {what}"


def seat_count(sheet: PairingSheet) -> int:
    """Seats of the widest table (2 for two-player and team matches)."""
    return max((len(t.seats) for t in sheet.games), default=2)


def bye_lines(sheet: PairingSheet) -> list:
    """The byes, listed once under the tables: "轮空：5 王伟（广西大学）、…"; nothing without one."""
    if not sheet.byes:
        return []
    names = "、".join(f"{cell.number} {cell.name}".strip() + _bye_note(cell) for cell in sheet.byes)
    return [Spacer(1, 3 * mm), para(f"{BYE_TEXT}：{names}", 9)]


def _bye_note(cell) -> str:
    note = "，".join(part for part in (cell.school, f"{cell.points} 分" if cell.points else "") if part)
    return f"（{note}）" if note else ""


def build_pairing_list(info: TournamentInfo, sheet: PairingSheet, out: Output) -> None:
    """The round's pairing list: one row per table, seat 1 (first move) leftmost; byes listed under it.

    Two-player tables print the side labels (先手/后手, 红方/黑方 ...) with each side's points before
    the round and the table's result once entered; tables of three and eight print a row per seat
    (``_seat_rows``), and of the identity cards only the lord's, which is public.
    """
    grid = _seat_rows(sheet) if seat_count(sheet) > 2 else _two_sided_rows(sheet)
    build_document(out, info, round_title(sheet, "对阵表"), [grid, *bye_lines(sheet), *live_page_lines(info)])


def _two_sided_rows(sheet: PairingSheet) -> Table:
    with_points = any(c.points for t in sheet.games for c in t.seats)
    if with_points:
        header = ["台号", sheet.first_label, "积分", sheet.second_label, "积分"]
        fixed = [12 * mm, 0, 14 * mm, 0, 14 * mm]
    else:
        header = ["台号", sheet.first_label, sheet.second_label]
        fixed = [12 * mm, 0, 0]
    with_results = any(table.result for table in sheet.games)  # posted again once results are in
    if with_results:
        header, fixed = header + ["结果"], fixed + [24 * mm]
    tag = table_tag(sheet)
    if tag:
        header, fixed = header[:1] + [tag.header] + header[1:], fixed[:1] + [tag.width] + fixed[1:]
    rows = [[label(h, 9, centred=True) for h in header]]
    for table in sheet.games:
        cells = _table_cells(table, with_points) + ([label(table.result, 9, centred=True)] if with_results else [])
        rows.append(cells[:1] + [tag.cell(table)] + cells[1:] if tag else cells)
    grid = Table(rows, colWidths=share_widths(fixed, frame_width()), repeatRows=1)
    grid.setStyle(grid_style(("ALIGN", (0, 0), (0, -1), "CENTER")))
    return grid


def _seat_rows(sheet: PairingSheet) -> Table:
    """Tables of three and eight: a row per seat (eight seats do not fit across a page), each with its
    points before the round and its result once entered; the table number spans its seats."""
    seated = [cell for table in sheet.games for cell in table.seats]
    with_points = any(cell.points for cell in seated)
    with_results = any(cell.result for cell in seated)
    header = ["台号", "座位", "选手"] + ["积分"] * with_points + ["本轮"] * with_results
    fixed = [12 * mm, 14 * mm, 0] + [16 * mm] * with_points + [18 * mm] * with_results
    rows = [[label(h, 9, centred=True) for h in header]]
    spans = []
    for table in sheet.games:
        spans += [("SPAN", (0, len(rows)), (0, len(rows) + len(table.seats) - 1))]
        for seat, cell in enumerate(table.seats, start=1):
            rows.append([label(table.table, 11, centred=True) if seat == 1 else "", label(f"{seat}号位", 9, True),
                         player_para(cell, public_role=True)]
                        + [label(cell.points, centred=True)] * with_points
                        + [label(cell.result, centred=True)] * with_results)
    grid = Table(rows, colWidths=share_widths(fixed, frame_width()), repeatRows=1)
    grid.setStyle(grid_style(("ALIGN", (0, 0), (0, -1), "CENTER"), ("VALIGN", (0, 1), (0, -1), "TOP"), *spans))
    return grid


@dataclass(frozen=True)
class TableTag:
    """A column beside the table number that says what a table is part of: its 预赛 group, or the
    places a playoff table decides."""

    header: str
    width: float
    words: Callable[[TableRow], str]

    def cell(self, table: TableRow, size: float = 9):
        return label(self.words(table), size, centred=True)


def table_tag(sheet: PairingSheet) -> TableTag | None:
    """The 组别 column of a 预赛 round, the 决定名次 column of a playoff round; None for any other."""
    if any(table.decides for table in sheet.games):
        return TableTag("决定名次", 20 * mm, lambda table: table.decides)
    if any(table.group for table in sheet.games):
        return TableTag("组别", 12 * mm, lambda table: table.group)
    return None


LIVE_QR_SIZE = 28 * mm  # read by a phone at arm's length from the notice board


def live_page_lines(info: TournamentInfo) -> list:
    """While the station serves its live page: its QR code and address under the tables; nothing otherwise."""
    if not info.live_url:
        return []
    code = Image(io.BytesIO(qr_png(info.live_url)), LIVE_QR_SIZE, LIVE_QR_SIZE)
    words = para(f"扫码查看实时对阵、找座位和排名 Scan for live pairings and standings：{info.live_url}", 9)
    box = Table([[code, words]], colWidths=[LIVE_QR_SIZE + 4 * mm, None])
    box.setStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE")])
    return [Spacer(1, 4 * mm), KeepTogether(box)]


def _table_cells(table: TableRow, with_points: bool) -> list:
    cells = [label(table.table, 11, centred=True)]
    players = table.seats
    for index in range(2):
        cells.append(player_para(players[index], public_role=True) if index < len(players) else "")
        if with_points:
            points = players[index].points if index < len(players) else ""
            cells.append(label(points, centred=True))
    return cells


SLIP_COLUMNS = 2
SLIP_ROWS = 8
SLIP_HEIGHT = 33 * mm


def build_identity_slips(info: TournamentInfo, sheet: PairingSheet, out: Output) -> None:
    """Cut-out identity slips, one per seat ("第N台 座位 M — 身份：反贼"), to fold and seal.

    Sixteen slips a page, in table and seat order, with dashed cut lines.
    """
    slips = [(table, seat, cell) for table in sheet.games
             for seat, cell in enumerate(table.seats, start=1)]
    canvas = Canvas(target(out), pagesize=A4, initialFontName=register_fonts())
    canvas.setTitle(f"{info.name} {round_title(sheet, '身份牌')}")
    width, height = A4
    slip_width = (width - 2 * MARGIN) / SLIP_COLUMNS
    top = height - MARGIN - 8 * mm
    per_page = SLIP_COLUMNS * SLIP_ROWS
    heading, size = _slips_heading(info.name, round_title(sheet, "身份牌（沿虚线剪开，折叠密封）"), width - 2 * MARGIN)
    for start in range(0, max(len(slips), 1), per_page):
        for row, line in enumerate(heading):  # in the top margin and the 8 mm above the slips
            draw_text(canvas, width / 2, height - MARGIN + 5 * mm - row * size * 1.15, line, size, "centre")
        for index, (table, seat, cell) in enumerate(slips[start:start + per_page]):
            col, row = index % SLIP_COLUMNS, index // SLIP_COLUMNS
            x = MARGIN + col * slip_width
            y = top - (row + 1) * SLIP_HEIGHT
            _draw_slip(canvas, x, y, slip_width, sheet, table, seat, cell)
        canvas.showPage()
    canvas.save()


def _slips_heading(name: str, title: str, width: float) -> tuple[list[str], float]:
    """(lines, size) above the slips: the tournament and the title on one line when it fits at 7 pt
    or more; else the tournament (at most two lines) then the title, never cut mid-word at an edge."""
    whole = f"{name}  {title}"
    size = fit_size(whole, 9, width, 0)
    if size >= 7:
        return [whole], size
    name_lines, size = title_lines(name, 8, width, min_one_line=7, two_lines_at=7)
    return name_lines[:2] + [title], min(size, 8)


def _draw_slip(canvas, x, y, w, sheet, table, seat, cell) -> None:
    canvas.saveState()
    canvas.setDash(3, 3)
    canvas.setStrokeColor(colors.grey)
    canvas.rect(x, y, w, SLIP_HEIGHT)
    canvas.setDash()
    canvas.restoreState()
    left = x + 5 * mm
    room = w - 9 * mm
    draw_text(canvas, left, y + SLIP_HEIGHT - 7 * mm, f"{sheet.event_name} {round_words(sheet)}", 8)
    seat_line = f"第{table.table}台  座位 {seat} — {cell.name}"
    draw_text(canvas, left, y + SLIP_HEIGHT - 15 * mm, seat_line, fit_size(seat_line, 11, room, 7))
    draw_text(canvas, left, y + 6 * mm, f"身份：{cell.role}", 16)
    draw_text(canvas, x + w - 4 * mm, y + 3 * mm, "仅限本人查看", 7, "right")
