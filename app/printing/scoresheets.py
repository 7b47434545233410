"""Scoresheets / sign-off sheets (记分签名表) per round, shaped per event.

Whatever the result, every player signs (不论输赢，选手必须签名, docs/rules.md §4.8).
Two-player events get one row per table, gomoku two rows (one per game, black
marked), Dou Dizhu a per-hand score grid, identity tables eight seat rows; the
Sanguosha 3v3 match sheet lives in ``sanguosha_sheet``.
"""
from __future__ import annotations

from dataclasses import replace

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Spacer, Table

from app.printing.data import PUBLIC_ROLES, PairingSheet, TableRow, TournamentInfo
from app.printing.fonts import register_fonts
from app.printing.layout import (
    SIGN_NOTICE, Output, build_document, frame_width, grid_style, label, para, player_para, share_widths,
)
from app.printing.pairings import bye_lines, round_title, seat_count
from app.printing.sanguosha_sheet import build_match_sheets
from app.rules.events import PRESETS, TABLE_OF_EIGHT, TABLE_OF_THREE, TEAM_MATCH

TWO_PLAYER, TWO_GAMES, TABLE3, TABLE8, TEAM = "two_player", "two_games", "table3", "table8", "team_match"
DOUDIZHU_HANDS = 12


def layout_for(sheet: PairingSheet) -> str:
    """The sheet shape of the event, from its preset (format, games a round) or its seat count."""
    preset = PRESETS.get(sheet.event_code)
    if preset is None:
        return {3: TABLE3, 8: TABLE8}.get(seat_count(sheet), TWO_PLAYER)
    if preset.format == TEAM_MATCH:
        return TEAM
    if preset.format == TABLE_OF_THREE:
        return TABLE3
    if preset.format == TABLE_OF_EIGHT:
        return TABLE8
    return TWO_GAMES if int(preset.settings["games_per_round"]) == 2 else TWO_PLAYER


def build_scoresheet(info: TournamentInfo, sheet: PairingSheet, out: Output,
                     hands: int = DOUDIZHU_HANDS) -> None:
    """The round's sign-off sheet in the event's shape; ``hands`` rows for Dou Dizhu."""
    layout = layout_for(sheet)
    if layout == TEAM:
        build_match_sheets(info, sheet, out)
        return
    story = {
        TWO_PLAYER: _two_player_story,
        TWO_GAMES: _two_games_story,
        TABLE3: lambda s: _table3_story(s, hands),
        TABLE8: _table8_story,
    }[layout](sheet) + bye_lines(sheet)
    build_document(out, info, round_title(sheet, "记分签名表"), story, notice=SIGN_NOTICE)


def result_words(sheet: PairingSheet) -> str:
    """胜 / 和 / 负, or 胜 / 负 in an event without draws (go, Sanguosha 1v1)."""
    draws = sheet.draws
    if draws is None:
        preset = PRESETS.get(sheet.event_code)
        draws = bool(preset.settings["draws_allowed"]) if preset else True
    return "胜 / 和 / 负" if draws else "胜 / 负"


def _two_player_story(sheet: PairingSheet) -> list:
    header = ["台号", sheet.first_label, "结果", "签名", sheet.second_label, "结果", "签名", "裁判签名"]
    rows = [[label(h, centred=True) for h in header]]
    rows += [[label(table.table, 11, True), player_para(table.first), "", "",
              player_para(table.second), "", "", ""] for table in sheet.games]
    widths = share_widths([11 * mm, 0, 13 * mm, 24 * mm, 0, 13 * mm, 24 * mm, 20 * mm], frame_width())
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(grid_style(pad=5))
    return [para(f"结果栏填写：{result_words(sheet)}", 8), Spacer(1, 2 * mm), grid]


def _two_games_story(sheet: PairingSheet) -> list:
    """Gomoku: a round is two games and each player has black once (docs/rules.md §2.6)."""
    header = ["台号", "局", sheet.first_label, "结果", "签名", sheet.second_label, "结果", "签名", "裁判签名"]
    rows = [[label(h, centred=True) for h in header]]
    commands = []
    for table in sheet.games:
        top = len(rows)
        for game, first_colour, second_colour in ((1, "黑", "白"), (2, "白", "黑")):
            first = _coloured(table.first, first_colour)
            second = _coloured(table.second, second_colour)
            rows.append([label(table.table, 11, True), label(f"第{game}局", centred=True),
                         first, "", "", second, "", "", ""])
        for column in (0, 4, 7, 8):
            commands.append(("SPAN", (column, top), (column, top + 1)))
        commands.append(("LINEABOVE", (0, top), (-1, top), 1.2, "black"))
    widths = share_widths([10 * mm, 13 * mm, 0, 12 * mm, 21 * mm, 0, 12 * mm, 21 * mm, 19 * mm], frame_width())
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(grid_style(*commands, pad=3))
    return [para(f"结果栏填写：{result_words(sheet)}；每局执黑者已标出（黑）", 8), Spacer(1, 2 * mm), grid]


def _coloured(cell, colour: str):
    """The player's name with the colour they hold in this game."""
    return player_para(replace(cell, name=f"{cell.name}（{colour}）"))


def _table3_story(sheet: PairingSheet, hands: int) -> list:
    """Dou Dizhu: a score grid of ``hands`` rows × 3 players, total and signatures; three tables a row."""
    across = 3
    width = (frame_width() - 2 * mm * across) / across
    blocks = [_table3_block(table, hands, width) for table in sheet.games]
    blocks += [""] * (-len(blocks) % across)
    lines = [blocks[i:i + across] for i in range(0, len(blocks), across)]
    outer = Table(lines, colWidths=[width + 2 * mm] * across)
    outer.setStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONTNAME", (0, 0), (-1, -1), register_fonts()), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 3 * mm)])
    return [para("每手记录三家得失分（地主胜：地主 +2s，农民各 −s；地主负：地主 −2s，农民各 +s）", 8),
            Spacer(1, 2 * mm), outer]


def _table3_block(table: TableRow, hands: int, width: float) -> Table:
    seats = table.seats
    players = [player_para(cell, 8) for cell in seats] + [""] * (3 - len(seats))
    rows = [[label(f"第 {table.table} 台", 10, True), "", "", ""],
            [label("手", centred=True)] + players]
    rows += [[label(hand, 7, True), "", "", ""] for hand in range(1, hands + 1)]
    rows += [[label(caption, 7, True), "", "", ""] for caption in ("合计", "签名", "裁判")]
    heights = [None, None] + [5 * mm] * hands + [6 * mm, 9 * mm, 8 * mm]
    block = Table(rows, colWidths=share_widths([9 * mm, 0, 0, 0], width), rowHeights=heights)
    block.setStyle(grid_style(("SPAN", (0, 0), (-1, 0)), ("SPAN", (1, -1), (-1, -1)),
                              ("BACKGROUND", (0, 1), (-1, 1), "#f2f2f2"), header_rows=1))
    return block


IDENTITY_COLUMNS = ["座位", "姓名", "身份", "存活", "击杀", "积分", "签名"]


def _table8_story(sheet: PairingSheet) -> list:
    """Identity: per table 8 seat rows (seat, name, role, alive, kills, points, signature)."""
    story = [para("身份栏赛后填写（主公已公开）；存活填 是 / 否", 8), Spacer(1, 2 * mm)]
    widths = share_widths([10 * mm, 0, 16 * mm, 13 * mm, 13 * mm, 14 * mm, 0], frame_width())
    for table in sheet.games:
        rows = [[label(f"第 {table.table} 台", 10, True)] + [""] * 6,
                [label(h, centred=True) for h in IDENTITY_COLUMNS]]
        for seat, cell in enumerate(table.seats, start=1):
            role = cell.role if cell.role in PUBLIC_ROLES else ""
            rows.append([label(seat, centred=True), player_para(cell, 8), label(role, centred=True),
                         "", "", "", ""])
        rows.append([label("裁判签名", 8, True), "", "", "", "", "", ""])
        grid = Table(rows, colWidths=widths)
        grid.setStyle(grid_style(("SPAN", (0, 0), (-1, 0)), ("SPAN", (0, -1), (1, -1)),
                                 ("SPAN", (2, -1), (-1, -1)),
                                 ("BACKGROUND", (0, 1), (-1, 1), "#f2f2f2"), pad=3))
        story += [KeepTogether([grid]), Spacer(1, 4 * mm)]
    return story
