"""The check-in sheet (检录表) and the chief referee's report (裁判长报告).

docs/rules.md §7.1: the referee checks each player's student card before the round
(无有效证件者，无权参加此次比赛): the check-in sheet has a box to tick for the
card and a column for the player's signature, school by school.
"""
from __future__ import annotations

from typing import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Spacer, Table

from app.printing.data import CheckinSheet, EventReport, TournamentInfo
from app.printing.layout import TickBoxes, grid_style, label, para, para_cell, writing_room
from app.printing.pages import Output, build_document, frame_width, share_widths, sign_off
from app.printing.pairings import round_words

SIZE = 9
CARD_NOTICE = "凭有效学生证检录，无有效证件者不得参加比赛"
CHECKIN_ROW = 9 * mm  # the least a row is high: room to sign; a long name makes it higher


def checkin_order(sheet: CheckinSheet):
    """By school, then team, then name in pinyin order, so a school's players stand together."""
    from app.printing.name_order import sort_keys
    keys = sort_keys({text for row in sheet.rows for text in (row.school, row.team, row.name)})
    return sorted(sheet.rows, key=lambda r: (keys[r.school], keys[r.team], keys[r.name]))


def build_checkin_sheet(info: TournamentInfo, sheet: CheckinSheet, out: Output) -> None:
    """序号, 姓名, (队伍,) 单位, a student-card box to tick, the player's signature."""
    header = ["序号", "姓名"] + ([sheet.team_header] if sheet.team_event else []) + ["单位", "学生证已查验", "签名"]
    fixed = [12 * mm, 0] + ([0] if sheet.team_event else []) + [0, 24 * mm, 34 * mm]
    rows = [[label(text, SIZE, True) for text in header]]
    for number, row in enumerate(checkin_order(sheet), start=1):
        team = [para_cell(row.team, SIZE)] if sheet.team_event else []
        rows.append([label(number, SIZE, True), para_cell(row.name, 10)] + team
                    + [para_cell(row.school, SIZE), TickBoxes(1), writing_room(CHECKIN_ROW, pad=2)])
    grid = Table(rows, colWidths=share_widths(fixed, frame_width()), repeatRows=1)
    grid.setStyle(grid_style(pad=2))
    story = [grid, Spacer(1, 2 * mm), para(f"共 {len(rows) - 1} 人。检录裁判签字：", SIZE)]
    round_text = f" {round_words(sheet)}" if sheet.round_no else ""  # 0: every event's players, no one round
    build_document(out, info, f"{sheet.event_name}{round_text} 检录表", story, notice=CARD_NOTICE)


REPORT_ITEMS = (("参赛人数", "entrants"), ("轮次", "rounds"), ("名次状态", "status"), ("退赛", "withdrawals"),
                ("弃权", "forfeits"), ("取消比赛资格", "disqualifications"), ("加赛", "playoffs"))


def build_referee_report(info: TournamentInfo, events: Sequence[EventReport], out: Output) -> None:
    """Per event a two-column table of the facts ("无" where there is nothing), a row for each line of a
    list (the table runs on over the pages however long a list is: 300 players tied make hundreds of
    playoff tables), then the chief referee's signature and date."""
    widths = share_widths([28 * mm, 0], frame_width())
    story: list = []
    for event in events:
        rows = []
        for caption, key in REPORT_ITEMS:
            value = getattr(event, key)
            lines = [str(line) for line in value] if isinstance(value, (list, tuple)) else [str(value)]
            lines = [line for line in lines if line] or ["无"]
            rows += [[label(caption, SIZE) if index == 0 else "", para_cell(line, SIZE)]
                     for index, line in enumerate(lines)]
        grid = Table(rows, colWidths=widths)
        grid.setStyle(grid_style(header_rows=0, pad=2))
        story += [KeepTogether([para(event.event_name, 11), Spacer(1, 1.5 * mm), grid]), Spacer(1, 4 * mm)]
    story += sign_off("")
    build_document(out, info, "裁判长报告", story)
