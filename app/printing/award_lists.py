"""The prize list (获奖名单) for the announcer and the prize-money receipt (奖金签领表).

Both read the award list the certificates print from, so a list never names
someone the certificates leave out. The prize list follows the order it is
given (ceremony order, 6th → 1st); a 棋王杯 is folded into its winner's row.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Spacer, Table

from app.printing.certificates import place_text
from app.printing.closing import TableThenClose
from app.printing.data import CHAMPION_CUP, EVENT_TEAM, INDIVIDUAL, OVERALL_TEAM, Award, TournamentInfo
from app.printing.layout import (HEAD_FILL, Output, build_document, frame_width, grid_style, label, para, para_cell,
                                 share_widths, sign_off, writing_room)

SIZE = 9
GROUP_TITLES = {INDIVIDUAL: "个人", EVENT_TEAM: "团体", OVERALL_TEAM: "总团体"}
DRAFT_NOTE = "标“未定稿”的项目名次尚未最终确定，颁奖前须核对"


def prize_words(award: Award) -> str:
    """What the award brings: 证书, 证书、奖金 500元, 证书、奖杯."""
    words = ["证书"]
    if award.with_prize:
        words.append(f"奖金 {award.amount}" if award.amount else "奖金")
    if award.with_trophy:
        words.append("奖杯")
    return "、".join(words)


def prize_list_rows(awards: Sequence[Award]) -> list[tuple[str, list[list[str]]]]:
    """(group title, rows of [place, name, school or members, award]) in the awards' order; each
    event's cup joins its winner's row."""
    groups: dict[tuple[str, str], list[list[str]]] = {}
    winners: dict[tuple[str, str], list[str]] = {}
    for award in awards:
        if award.kind == CHAMPION_CUP:
            row = winners.get((award.event, award.recipient))
            if row is not None:
                row[3] += "、棋王杯"
                continue
        kind = INDIVIDUAL if award.kind == CHAMPION_CUP else award.kind
        title = " ".join(part for part in (award.event, GROUP_TITLES[kind]) if part)
        if award.draft:
            title += "（未定稿）"
        detail = "队员：" + "、".join(award.members) if award.members else award.school
        row = [place_text(award.place, award.shared), award.recipient, detail,
               "棋王杯" if award.kind == CHAMPION_CUP else prize_words(award)]
        groups.setdefault((award.event, title), []).append(row)
        if award.place == 1 and kind == INDIVIDUAL:
            winners[(award.event, award.recipient)] = row
    return [(title, rows) for (_event, title), rows in groups.items()]


def build_prize_list(info: TournamentInfo, awards: Sequence[Award], out: Output, notices: Sequence[str] = (),
                     scope: str = "") -> None:
    """One table, a shaded heading per event and category, then the notices (a cup withheld)."""
    header = ["名次", "姓名 / 队伍", "单位 / 队员", "奖项"]
    widths = share_widths([22 * mm, 0, 0, 54 * mm], frame_width())
    rows = [[label(text, SIZE, True) for text in header]]
    style = []
    for title, group in prize_list_rows(awards):
        style += [("SPAN", (0, len(rows)), (-1, len(rows))), ("BACKGROUND", (0, len(rows)), (-1, len(rows)), HEAD_FILL)]
        rows.append([label(title, 10), "", "", ""])
        rows += [[label(place, SIZE, True), para_cell(name, 10), para_cell(detail, SIZE), para_cell(prize, SIZE)]
                 for place, name, detail, prize in group]
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(grid_style(*style, pad=2))
    story: list = [grid]
    notes = list(notices) + ([DRAFT_NOTE] if any(a.draft for a in awards) else [])
    if notes:
        story += [Spacer(1, 3 * mm)] + [para(f"注：{note}", SIZE) for note in notes]
    story += sign_off("")
    build_document(out, info, f"{scope} 获奖名单（颁奖顺序）".strip(), story)


RECEIPT_ROW = 11 * mm  # the least a row is high, room for a signature by hand; a long name makes it higher


def build_prize_receipt(info: TournamentInfo, awards: Sequence[Award], out: Output, scope: str = "") -> None:
    """Every prize-money award: event, place, name, school, amount (blank when not set), then a
    signature and a date to write in."""
    header = ["项目", "名次", "姓名", "单位", "金额", "领取人签名", "日期"]
    prized = [a for a in awards if a.with_prize]
    widths = share_widths([24 * mm, 22 * mm, 0, 0, 22 * mm, 32 * mm, 22 * mm], frame_width())
    rows = [[label(text, SIZE, True) for text in header]]
    rows += [[para_cell(a.event, SIZE), label(place_text(a.place, a.shared), SIZE, True), para_cell(a.recipient, 10),
              para_cell(a.school, SIZE), para_cell(a.amount, SIZE), writing_room(RECEIPT_ROW, pad=2), ""]
             for a in prized]
    money, unset = money_total([a.amount for a in prized])
    rows.append([label("合计", SIZE, True), "", para_cell(f"共{len(prized)}人", SIZE), "",
                 para_cell(f"{money}元" if money or not unset else "", SIZE),
                 para_cell(f"（{unset}项金额未填）" if unset else "", SIZE), ""])
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(grid_style(("BACKGROUND", (0, -1), (-1, -1), HEAD_FILL), pad=2))
    closing: list = [Spacer(1, 3 * mm), para(f"注：{DRAFT_NOTE}", SIZE)] if any(a.draft for a in prized) else []
    story = [TableThenClose(grid, closing + sign_off(""), kept=3)]  # two receipts and 合计 above the signature
    build_document(out, info, f"{scope} 奖金签领表".strip(), story)


AMOUNT = re.compile(r"\s*(\d+(?:\.\d+)?)\s*元?\s*")  # 500, 500元, 1200.5 元


def money_total(amounts: Sequence[str]) -> tuple[str, int]:
    """(the sum of the amounts that read as money, how many do not: blank or in words); a total
    is printed only of what was set, and what was not is counted, never taken as 0."""
    total, unset = Decimal(0), 0
    for amount in amounts:
        found = AMOUNT.fullmatch(amount)
        if found:
            total += Decimal(found.group(1))
        else:
            unset += 1
    return (f"{total.normalize():f}" if total else ""), unset
