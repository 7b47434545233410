"""Dou Dizhu scoresheet: per table the three seats and a hand grid holding what result entry asks.

Per hand the referee writes the bid (叫分), the landlord's seat, the bombs, a
rocket, a spring (春天), an open hand (明牌) and the hand's score for each seat
(docs/rules.md §4.5); per seat the fouls, the game's total and the signature.
Two tables across, two down: four a page.
"""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table

from app.printing.data import PairingSheet, TableRow
from app.rules.events import FILLER_NAME
from app.printing.fonts import register_fonts
from app.printing.layout import BLANK, SeatCell, grid_style, label, para, tick_boxes
from app.printing.pages import frame_width, share_widths

ACROSS = 2
SEATS = 3
HAND_COLUMNS = ("手", "叫分", "地主", "炸弹", "火箭", "春天", "明牌")
SEAT_COLUMNS = ("座位", "选手", "犯规", "合计", "签名")
OPEN_HAND_MARKS = "明牌栏填：明（明牌）/ 发（发牌明牌）/ 始（明牌开始）"
GAP = 3 * mm
HAND_ROW = 4.8 * mm  # room to write a hand's figures; four tables still fit a page when every seat's school wraps


def doudizhu_story(sheet: PairingSheet, hands: int, fouls_to_lose: int) -> list:
    """The legend, then the tables' blocks two across."""
    width = (frame_width() - GAP * (ACROSS - 1)) / ACROSS
    blocks = [_block(table, hands, width, fouls_to_lose) for table in sheet.games]
    blocks += [""] * (-len(blocks) % ACROSS)
    lines = [blocks[i:i + ACROSS] for i in range(0, len(blocks), ACROSS)]
    outer = Table(lines, colWidths=[width + GAP] * (ACROSS - 1) + [width])
    outer.setStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONTNAME", (0, 0), (-1, -1), register_fonts()),
                    ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                    ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 3 * mm)])
    fouls = f"犯规每次勾一格（累计满 {fouls_to_lose} 次取消资格）" if fouls_to_lose else "犯规栏填写犯规次数"
    legend = ("叫分填 1 / 2 / 3（无人叫填 0，该手不计分）；地主填座位号；炸弹填个数；火箭、春天打勾；"
              f"{OPEN_HAND_MARKS}。每手得分 s = 叫分，每个炸弹、火箭、春天、明牌各翻一倍；"
              f"地主胜：地主 +2s，农民各 −s；地主负：地主 −2s，农民各 +s；{fouls}")
    return [para(legend, 8), Spacer(1, 2 * mm), outer]


def _block(table: TableRow, hands: int, width: float, fouls_to_lose: int) -> list:
    """One table: title, the seats (player, fouls, total, signature), the hand grid, the referee."""
    seats = table.seats
    seat_rows = [[label(f"第 {table.table} 台", 10, True)] + [""] * 4,
                 [label(h, 8, True) for h in SEAT_COLUMNS]]
    for seat in range(SEATS):
        cell = seats[seat] if seat < len(seats) else None
        if cell is None or cell.is_filler:  # nobody's result: no fouls, total or signature to take
            seat_rows.append([label(f"{seat + 1}号位", 8, True), label(f"{FILLER_NAME}（不计成绩）", 8), "", "", ""])
            continue
        seat_rows.append([label(f"{seat + 1}号位", 8, True), SeatCell(cell, 8, school_lines=1), tick_boxes(fouls_to_lose),
                          "", ""])
    seat_grid = Table(seat_rows, colWidths=share_widths([11 * mm, 0, 15 * mm, 11 * mm, 17 * mm], width))
    seat_grid.setStyle(grid_style(("SPAN", (0, 0), (-1, 0)), ("BACKGROUND", (0, 1), (-1, 1), "#f2f2f2"),
                                  header_rows=1, pad=2))
    score_heads = [f"{seat}号得分" for seat in range(1, SEATS + 1)]  # 1号位得分 was shrunk under 7 pt to fit
    hand_rows = [[label(h, 7, True) for h in (*HAND_COLUMNS, *score_heads)]]
    hand_rows += [[label(hand, 7, True)] + [BLANK] * (len(HAND_COLUMNS) - 1 + SEATS) for hand in range(1, hands + 1)]
    hand_rows.append([label("裁判签名", 7, True)] + [BLANK] * (len(HAND_COLUMNS) - 1 + SEATS))
    fixed = [6 * mm] + [7.5 * mm] * (len(HAND_COLUMNS) - 1) + [0] * SEATS
    hand_grid = Table(hand_rows, colWidths=share_widths(fixed, width),
                      rowHeights=[None] + [HAND_ROW] * hands + [8 * mm])
    hand_grid.setStyle(grid_style(("SPAN", (0, -1), (2, -1)), ("SPAN", (3, -1), (-1, -1)), header_rows=1, pad=1))
    return [seat_grid, hand_grid]
