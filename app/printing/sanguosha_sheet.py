"""Sanguosha 3v3 match sheet: draft, seats, technical fouls, result and signatures (docs/rules.md §5.1).

One game per sheet, two sheets a page. The draft grid follows the pick order
1,2,2,2,2,2,2,2,1 over the 16 visible generals; the seat row follows the
table order cold vanguard A, cold commander, cold vanguard B, warm vanguard B,
warm commander, warm vanguard A, and each seat has a signature box.
"""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Spacer, Table

from app.printing.data import MatchDraft, PairingSheet, TableRow, TournamentInfo
from app.printing.layout import SIGN_NOTICE, grid_style, label, para_cell
from app.printing.pages import Output, build_document, frame_width, share_widths
from app.printing.pairings import bye_lines, round_title
from app.scoring.reasons import REASON_LABELS, REASONS_BY_EVENT
from app.scoring.sanguosha import BUQU_GENERAL

DRAFT_ORDER = (1, 2, 2, 2, 2, 2, 2, 2, 1)
SEATS = ("冷色前锋A", "冷色主帅", "冷色前锋B", "暖色前锋B", "暖色主帅", "暖色前锋A")
FOULS_PER_TEAM = 3


def draft_picks() -> list[tuple[int, str, list[int]]]:
    """(step, picking side, pick numbers) for each draft step: side 先选方 on odd steps."""
    steps, number = [], 1
    for step, size in enumerate(DRAFT_ORDER, start=1):
        steps.append((step, "先选方" if step % 2 else "后选方", list(range(number, number + size))))
        number += size
    return steps


def build_match_sheets(info: TournamentInfo, sheet: PairingSheet, out: Output) -> None:
    """One match sheet per table (team ``first`` against team ``second``); a bye gets none, only its line."""
    story = []
    for table in sheet.games:
        for game in range(1, sheet.games_a_round + 1):
            story += [KeepTogether(_match_block(table, game, sheet.games_a_round)), Spacer(1, 6 * mm)]
    build_document(out, info, round_title(sheet, "比赛记录表"), story + bye_lines(sheet), notice=SIGN_NOTICE)


def _team_text(cell) -> str:
    return f"{cell.name}（{cell.school}）" if cell.school and cell.school != cell.name else cell.name


BLANK = "____________"


def _decisions(table: TableRow, draft: MatchDraft | None) -> str:
    """The heading's second line: camps, first pick and first action, from the game's console when
    it recorded them, else blanks for the pen."""
    teams = [table.first.name, table.second.name if table.second else ""]

    def team(number: int | None) -> str:
        return teams[number] if number is not None else BLANK

    warm = draft.warm_team if draft else None
    cold = None if warm is None else 1 - warm
    return (f"冷色方：{team(cold)}  暖色方：{team(warm)}  "
            f"先选将方：{team(draft.first_picker if draft else None)}  "
            f"先行动方：{team(draft.first_mover if draft else None)}")


def _match_block(table: TableRow, game: int = 1, games: int = 1) -> list:
    """One game's sheet, filled from that game's console; in a match of several games each game
    has its own (a game whose console has not run prints blank)."""
    width = frame_width()
    second = _team_text(table.second)
    draft = table.draft_of(game)
    heading = Table(  # long team and school names wrap inside the heading's cell
        [[label(f"第 {table.table} 台", 11, True), para_cell(f"{_team_text(table.first)}　对　{second}", 10)],
         [label(f"第 {game} 局", 10, True) if games > 1 else "", para_cell(_decisions(table, draft), 8)]],
        colWidths=share_widths([20 * mm, 0], width))
    heading.setStyle(grid_style(*([] if games > 1 else [("SPAN", (0, 0), (0, 1))]), header_rows=0))
    return [heading, Spacer(1, 1.5 * mm), _draft_grid(width, draft), Spacer(1, 1.5 * mm),
            _seat_grid(width, draft), Spacer(1, 1.5 * mm), _result_grid(width)]


def _draft_grid(width: float, draft: MatchDraft | None) -> Table:
    """Steps as columns; a step of two picks has two boxes, a step of one pick one tall box;
    the generals the console recorded are written in."""
    steps = draft_picks()
    recorded = list(draft.steps) if draft else []

    def pick(step: int, index: int, picks: list[int]) -> str:
        if index >= len(picks):
            return ""
        names = recorded[step - 1] if step <= len(recorded) else ()
        return f"{picks[index]}.{names[index]}" if index < len(names) else f"{picks[index]}."

    rows = [[label("选将", 8, True)] + [label(f"第{step}步", 8, True) for step, _, _ in steps],
            [label("选将方", 8, True)] + [label(side, 7, True) for _, side, _ in steps],
            [label("武将", 8, True)] + [label(pick(step, 0, picks), 7) for step, _, picks in steps],
            [""] + [label(pick(step, 1, picks), 7) for step, _, picks in steps]]
    spans = [("SPAN", (0, 2), (0, 3))]
    spans += [("SPAN", (column, 2), (column, 3))
              for column, (_, _, picks) in enumerate(steps, start=1) if len(picks) == 1]
    grid = Table(rows, colWidths=share_widths([16 * mm] + [0] * len(steps), width),
                 rowHeights=[None, None, 8 * mm, 8 * mm])
    grid.setStyle(grid_style(*spans, ("VALIGN", (1, 2), (-1, -1), "TOP"), header_rows=1, pad=1))
    return grid


def _seat_grid(width: float, draft: MatchDraft | None) -> Table:
    generals = list(draft.seats) if draft and draft.seats else [""] * len(SEATS)
    rows = [[label("座位", 8, True)] + [label(seat, 8, True) for seat in SEATS],
            [label("选手", 8, True)] + [""] * len(SEATS),
            [label("武将", 8, True)] + [label(name, 9) for name in generals],
            [label("签名", 8, True)] + [""] * len(SEATS)]
    grid = Table(rows, colWidths=share_widths([16 * mm] + [0] * len(SEATS), width),
                 rowHeights=[None, 8 * mm, 8 * mm, 10 * mm])
    grid.setStyle(grid_style())
    return grid


def _result_grid(width: float) -> Table:
    """Three technical-foul boxes per side (losing all three loses the game), the winner and how the
    game ended (as result entry offers it), what decides at time-up (docs/rules.md §5.3), the referee."""
    boxes = [""] * FOULS_PER_TEAM
    ends = " / ".join(REASON_LABELS[r] for r in REASONS_BY_EVENT["sanguosha_3v3"])
    span = [""] * (2 * FOULS_PER_TEAM + 2)
    rows = [[label("冷色方技术犯规", 8, True)] + boxes + [label("暖色方技术犯规", 8, True)] + boxes
            + [label("裁判签名", 8, True), ""],
            [label("结果", 8, True), label(f"胜方：____________  结束方式：{ends}", 8)] + span,
            [label("时间到", 8, True), label("存活角色：冷___ 暖___    损失体力：冷___ 暖___    "
                                          f"{BUQU_GENERAL}（不屈）存活：冷___ 暖___    加赛回合：___", 8)] + span]
    fixed = [24 * mm] + [7 * mm] * FOULS_PER_TEAM + [24 * mm] + [7 * mm] * FOULS_PER_TEAM + [16 * mm, 0]
    grid = Table(rows, colWidths=share_widths(fixed, width), rowHeights=[10 * mm, 8 * mm, 8 * mm])
    grid.setStyle(grid_style(("SPAN", (1, 1), (-1, 1)), ("SPAN", (1, 2), (-1, 2)), header_rows=0))
    return grid
