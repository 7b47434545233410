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
from app.printing.layout import HEAD_FILL, TextBlock, grid_style, label, para, para_cell, writing_room
from app.printing.pages import Output, build_document, frame_width, share_widths, sign_off
from app.printing.line_breaks import break_lines, keep

SIZE = 9
GROUP_TITLES = {INDIVIDUAL: "个人", EVENT_TEAM: "团体", OVERALL_TEAM: "总团体"}
MEMBERS_CAPTION = "队员："
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
        detail = MEMBERS_CAPTION + "、".join(award.members) if award.members else award.school
        row = [place_text(award.place, award.shared), award.recipient, detail,
               "棋王杯" if award.kind == CHAMPION_CUP else prize_words(award)]
        groups.setdefault((award.event, title), []).append(row)
        if award.place == 1 and kind == INDIVIDUAL:
            winners[(award.event, award.recipient)] = row
    return [(title, rows) for (_event, title), rows in groups.items()]


def build_prize_list(info: TournamentInfo, awards: Sequence[Award], out: Output, notices: Sequence[str] = (),
                     scope: str = "") -> None:
    """A table per event and category under its shaded heading (again, marked 续, atop a page it runs
    onto), then the notices (a cup withheld) and the signature."""
    header = ["名次", "姓名 / 队伍", "单位 / 队员", "奖项"]
    widths = share_widths([22 * mm, 0, 0, 54 * mm], frame_width())
    story: list = []
    for title, group in prize_list_rows(awards):
        rows = [[label(title, 10), "", "", ""], [label(text, SIZE, True) for text in header]]
        rows += [[label(place, SIZE, True), para_cell(name, 10), _detail_cell(detail), para_cell(prize, SIZE)]
                 for place, name, detail, prize in group]
        grid = GroupTable(rows, colWidths=widths, repeatRows=2)
        grid.setStyle(grid_style(("SPAN", (0, 0), (-1, 0)), ("BACKGROUND", (0, 0), (-1, 0), HEAD_FILL),
                                 header_rows=2, pad=2))
        grid.title = title
        story += [grid, Spacer(1, 3 * mm)]
    notes = list(notices) + ([DRAFT_NOTE] if any(a.draft for a in awards) else [])
    closing = ([Spacer(1, 3 * mm)] if notes else []) + [para(f"注：{note}", SIZE) for note in notes] + sign_off("")
    if story:
        story[-2:] = [TableThenClose(story[-2], closing)]
    else:
        story = closing
    build_document(out, info, f"{scope} 获奖名单（颁奖顺序）".strip(), story)


def _detail_cell(detail: str):
    """A school wraps as text; a team's members (队员：…) only between names."""
    return NamesBlock(detail, SIZE) if detail.startswith(MEMBERS_CAPTION) else para_cell(detail, SIZE)


class GroupTable(Table):
    """One group of the prize list: its heading and the column titles repeated on each page it runs
    onto, the heading marked 续 there."""

    title = ""

    def split(self, available_width, available_height):
        parts = super().split(available_width, available_height)
        if len(parts) == 2:
            parts[1]._cellvalues[0] = [label(f"{self.title}（续）", 10), "", "", ""]
            parts[1].title = self.title
        return parts


class NamesBlock(TextBlock):
    """A cell of names after a caption ("队员：甲、乙、丙") that wraps only between names, never inside one."""

    def __init__(self, text: str, size: float = 9):
        super().__init__(text, size)
        caption, _, names = text.partition("：")
        self.marked = f"{caption}：" + "、".join(keep(name) for name in names.split("、"))

    def wrap(self, available_width, available_height):
        if self._set_for != available_width:
            self.text = "\n".join(break_lines(self.marked, self.size, available_width - 0.02)[0])
        return super().wrap(available_width, available_height)


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
