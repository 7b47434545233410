"""Scoresheets / sign-off sheets (记分签名表) per round, shaped per event.

Whatever the result, every player signs (不论输赢，选手必须签名, docs/rules.md §4.8).
Each sheet holds what result entry asks of the event: two-player events one row
per table with the event's fields (fouls, blocked pieces, generals left) and how
the game ended, gomoku two rows (one per game, black marked), identity tables
eight seat rows with the seats killed and the winning side; the Dou Dizhu hand
grid lives in ``doudizhu_sheet``, the Sanguosha 3v3 match sheet in ``sanguosha_sheet``.
"""
from __future__ import annotations

from dataclasses import replace

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Spacer, Table

from app.printing.data import PairingSheet, TournamentInfo
from app.printing.doudizhu_sheet import doudizhu_story
from app.printing.layout import BLANK, SIGN_NOTICE, SeatCell, grid_style, label, para, player_para, tick_boxes
from app.printing.pages import Output, build_document, frame_width, share_widths
from app.printing.pairings import bye_lines, round_title, seat_count, table_tag
from app.printing.sanguosha_sheet import build_match_sheets
from app.rules.events import (
    COLOURED_GAMES_RESULT, PRESETS, PUBLIC_ROLES, TABLE_OF_EIGHT, TABLE_OF_THREE, TEAM_MATCH,
)
from app.scoring.gomoku import default_black
from app.scoring.reasons import REASON_LABELS, reasons_for

TWO_PLAYER, TWO_GAMES, TABLE3, TABLE8, TEAM = "two_player", "two_games", "table3", "table8", "team_match"
PLAYOFF_MATCH = "playoff_match"  # two players of a card event play a playoff match (identity's 三局两胜)
DOUDIZHU_HANDS = 12


def layout_for(sheet: PairingSheet) -> str:
    """The sheet shape of the event, from its preset (format, games a round) or its seat count."""
    preset = PRESETS.get(sheet.event_code)
    if preset is None:
        return {3: TABLE3, 8: TABLE8}.get(seat_count(sheet), TWO_PLAYER)
    if preset.format == TEAM_MATCH:
        return TEAM
    if sheet.playoff and preset.format in (TABLE_OF_THREE, TABLE_OF_EIGHT):
        return PLAYOFF_MATCH
    if preset.format == TABLE_OF_THREE:
        return TABLE3
    if preset.format == TABLE_OF_EIGHT:
        return TABLE8
    return TWO_GAMES if preset.result_kind == COLOURED_GAMES_RESULT else TWO_PLAYER


def build_scoresheet(info: TournamentInfo, sheet: PairingSheet, out: Output,
                     hands: int = DOUDIZHU_HANDS) -> None:
    """The round's sign-off sheet in the event's shape; ``hands`` rows for Dou Dizhu."""
    layout = layout_for(sheet)
    if layout == TEAM:
        build_match_sheets(info, sheet, out)
        return
    story, wide = {
        TWO_PLAYER: _two_player_story,
        PLAYOFF_MATCH: _two_player_story,
        TWO_GAMES: _two_games_story,
        TABLE3: lambda s: (doudizhu_story(s, hands, fouls_to_lose(s)), False),
        TABLE8: lambda s: (_table8_story(s), False),
    }[layout](sheet)
    build_document(out, info, round_title(sheet, "记分签名表"), story + bye_lines(sheet), wide=wide,
                   notice=SIGN_NOTICE)


def result_words(sheet: PairingSheet) -> str:
    """胜 / 和 / 负, or 胜 / 负 in an event without draws (go, Sanguosha 1v1)."""
    draws = sheet.draws
    if draws is None:
        preset = PRESETS.get(sheet.event_code)
        draws = bool(preset.settings["draws_allowed"]) if preset else True
    return "胜 / 和 / 负" if draws else "胜 / 负"


def fouls_to_lose(sheet: PairingSheet) -> int:
    """The foul that loses the game (0: fouls are only counted), from the sheet or the preset."""
    if sheet.fouls_to_lose is not None:
        return sheet.fouls_to_lose
    preset = PRESETS.get(sheet.event_code)
    return int(preset.settings["fouls_to_lose"]) if preset else 0


FOULS, BLOCKED, GENERALS = "犯规", "被堵子数", "剩余武将"
FIELD_HEADERS = {"fouls": FOULS, "blocked": BLOCKED, "generals_left": GENERALS}


def side_fields(sheet: PairingSheet) -> tuple[str, ...]:
    """The column headers of what each side records, from the event's preset (one source with the
    result form)."""
    preset = PRESETS.get(sheet.event_code)
    return tuple(FIELD_HEADERS[field] for field in preset.side_fields) if preset else ()
SIDE_FIELD_WIDTH = 13 * mm
NAME_MIN = 24 * mm  # seven characters at 9 pt; narrower names and the sheet turns landscape


def reason_words(sheet: PairingSheet, caption: str = "结束方式填写") -> str:
    """How a game of the event can end, as result entry offers it: "结束方式填写：将死/困毙、认输 …"."""
    reasons = reasons_for(sheet.event_code) if sheet.event_code in PRESETS else ()
    return f"{caption}：" + "、".join(REASON_LABELS[r] for r in reasons) if reasons else ""


def _legend(*parts: str) -> list:
    return [para("；".join(part for part in parts if part), 8), Spacer(1, 2 * mm)]


def _two_player_story(sheet: PairingSheet) -> tuple[list, bool]:
    """One row per table (a match of several games: one row per game): each side's result, the
    event's own fields, signature; how it ended, referee."""
    match = layout_for(sheet) == PLAYOFF_MATCH  # its games' ends are the card game's: the match score instead
    fields = () if match else side_fields(sheet)
    limit = fouls_to_lose(sheet)
    games = sheet.games_a_round
    side = ["结果", *fields, "签名"]
    tag = table_tag(sheet)
    tag_column = [tag] if tag else []
    game_column = ["局"] if games > 1 else []
    header = ["台号", *[t.header for t in tag_column], *game_column, sheet.first_label, *side, sheet.second_label,
              *side, "本场比分" if match else "结束方式", "裁判签名"]
    side_widths = [11 * mm] + [SIDE_FIELD_WIDTH] * len(fields) + [20 * mm]
    fixed = [10 * mm, *[t.width for t in tag_column], *[11 * mm] * len(game_column), 0, *side_widths, 0,
             *side_widths, 17 * mm, 17 * mm]
    wide = (frame_width() - sum(fixed)) / 2 < NAME_MIN
    widths = share_widths(fixed, frame_width(wide))

    def side_cells(cell, game: int) -> list:
        name = player_para(cell) if game == 1 else ""
        return [name, "", *[tick_boxes(limit) if f == FOULS else "" for f in fields], ""]

    rows = [[label(h, 8 if len(h) > 3 else 9, centred=True) for h in header]]
    spans = []
    # Spanning a match's rows: the table, both names, both signatures, the referee's signature.
    first_name = 1 + len(tag_column) + len(game_column)
    second_name = first_name + len(side) + 1
    spanned = (0, *range(1, 1 + len(tag_column)), first_name, first_name + len(side), second_name,
               second_name + len(side), *([len(header) - 2] if match else []), len(header) - 1)
    for table in sheet.games:
        top = len(rows)
        for game in range(1, games + 1):
            rows.append([label(table.table, 11, True) if game == 1 else "",
                         *[t.cell(table, 8) if game == 1 else "" for t in tag_column],
                         *([label(f"第{game}局", 8, True)] if games > 1 else []),
                         *side_cells(table.first, game), *side_cells(table.second, game), "", ""])
        if games > 1:
            spans += [("SPAN", (column, top), (column, top + games - 1)) for column in spanned]
            spans.append(("LINEABOVE", (0, top), (-1, top), 1.2, "black"))
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(grid_style(*spans, pad=5 if games == 1 else 3))
    notes = [f"结果栏填写：{result_words(sheet)}"]
    if match:
        need = games // 2 + 1
        notes.append(f"加赛{games}局{need}胜：每局一行，先胜 {need} 局者胜出，余下各局不赛；本场比分填胜局数（如 2-1）")
    elif games > 1:
        notes.append(f"每轮 {games} 局，每局一行" + (f"；{swap}" if (swap := games_swap(sheet)) else ""))
    if FOULS in fields:
        notes.append(f"犯规栏每次犯规勾一格，第 {limit} 次犯规判负" if limit else "犯规栏填写犯规次数")
    if BLOCKED in fields:
        notes.append("被堵子数：终局时被堵死的棋子数（按堵子判定时填写）")
    if GENERALS in fields:
        notes.append("剩余武将：终局时存活的武将数（0–3）")
    return _legend(*notes, "" if match else reason_words(sheet)) + [grid], wide


def games_swap(sheet: PairingSheet) -> str:
    """What the players swap between a round's games, in the event's words (its preset); "" unknown."""
    preset = PRESETS.get(sheet.event_code)
    return preset.games_swap if preset else ""


def _two_games_story(sheet: PairingSheet) -> tuple[list, bool]:
    """Gomoku: a row per game of the round, black alternating from the first player (two games:
    each player has black once, docs/rules.md §2.6)."""
    header = ["台号", "局", sheet.first_label, "结果", "签名", sheet.second_label, "结果", "签名", "结束方式",
              "裁判签名"]
    rows = [[label(h, 8 if len(h) > 3 else 9, centred=True) for h in header]]
    games = sheet.games_a_round
    commands = []
    for table in sheet.games:
        top = len(rows)
        for game in range(1, games + 1):
            first_black = default_black(game - 1) == 0
            first = _coloured(table.first, "黑" if first_black else "白")
            second = _coloured(table.second, "白" if first_black else "黑")
            rows.append([label(table.table, 11, True), label(f"第{game}局", centred=True),
                         first, "", "", second, "", "", "", ""])
        commands += [("SPAN", (column, top), (column, top + games - 1)) for column in (0, 4, 7, 9)]
        commands.append(("LINEABOVE", (0, top), (-1, top), 1.2, "black"))
    widths = share_widths([10 * mm, 12 * mm, 0, 11 * mm, 20 * mm, 0, 11 * mm, 20 * mm, 16 * mm, 16 * mm],
                          frame_width())
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(grid_style(*commands, pad=3))
    story = _legend(f"结果栏填写：{result_words(sheet)}", games_swap(sheet) if games > 1 else "",
                    "每局执黑者已标出（黑）",
                    reason_words(sheet, "结束方式每局填写"))
    return story + [grid], False


def _coloured(cell, colour: str):
    """The player's name with the colour they hold in this game."""
    return player_para(replace(cell, name=f"{cell.name}（{colour}）"))


IDENTITY_COLUMNS = ["座位", "姓名", "身份", "存活", "击杀座位号", "得分", "签名"]
IDENTITY_SIDES = "主忠胜　　反贼胜　　内奸胜"  # the winning side, circled (as result entry asks)


def _table8_story(sheet: PairingSheet) -> list:
    """Identity: per table 8 seat rows (seat, name, role, alive, seats killed, points, signature),
    then the winning side to circle and the referee's signature."""
    story = _legend("身份栏赛后填写（主公已公开）", "存活填 是 / 否",
                    "击杀座位号：该选手击杀的座位号（如 3,5）", "胜方：圈选一项")
    widths = share_widths([10 * mm, 0, 14 * mm, 12 * mm, 24 * mm, 12 * mm, 0], frame_width())
    for table in sheet.games:
        rows = [[label(f"第 {table.table} 台", 10, True)] + [BLANK] * 6,
                [label(h, 9 if len(h) < 4 else 8, centred=True) for h in IDENTITY_COLUMNS]]
        for seat, cell in enumerate(table.seats, start=1):
            role = cell.role if cell.role in PUBLIC_ROLES else ""
            rows.append([label(seat, centred=True), SeatCell(cell, 8, school_lines=1), label(role, centred=True),
                         BLANK, BLANK, BLANK, BLANK])
        rows.append([label("胜方", 8, True), label(IDENTITY_SIDES, 9, True), label("裁判签名", 8, True),
                     BLANK, BLANK, BLANK, BLANK])
        grid = Table(rows, colWidths=widths)
        grid.setStyle(grid_style(("SPAN", (0, 0), (-1, 0)), ("SPAN", (2, -1), (3, -1)),
                                 ("SPAN", (4, -1), (-1, -1)),
                                 ("BACKGROUND", (0, 1), (-1, 1), "#f2f2f2"), pad=3))
        story += [KeepTogether([grid]), Spacer(1, 4 * mm)]
    return story
