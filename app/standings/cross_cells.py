"""What one crosstable cell says, per event: the colour words of the event, seats at card tables.

A two-sided game reads "12红胜": the opponent's number, the colour the player
held (the event's ``colours`` in app.rules.events; none for gomoku, where a
round is two games with each colour once, nor for a 3v3 team), the result, and
where a round's games each score (gomoku) the points: "12胜1.5". A round
robin's grid says, against each opponent, the points scored (``opponent_cells``).
A card table reads "2号位+6" (identity also 胜/负): the seat and the points, never
an opponent and a first move — also at a Dou Dizhu table short of three (补位
or a smaller table), which is marked with ``SHORT_TABLE_MARK`` and explained
under the table.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from app.rules.events import PLAYERS_PER_TABLE, SCORED_GAMES, TABLE_OF_EIGHT, TABLE_OF_THREE, EventPreset
from app.standings.numbers import points_text
from app.standings.records import BYE, FORFEIT

RESULT_WORDS = {"win": "胜", "draw": "和", "loss": "负"}
BYE_WORD = "轮空"
FORFEIT_WORD = "(弃权)"
SHORT_TABLE_MARK = "*"
SHORT_TABLE_NOTE = f"{SHORT_TABLE_MARK}：该轮所在桌不足三名选手（补位或小桌）"


def signed(points: float) -> str:
    """+6, -3, 0: a card table's points for the round."""
    text = points_text(points)
    return f"+{text}" if points > 0 else text


def seat_result(points: float, outcome: str, preset: EventPreset) -> str:
    """A card table seat's round: identity 胜+3 / 负0, Dou Dizhu +6 (the points say it)."""
    said = RESULT_WORDS.get(outcome, "") if preset.format == TABLE_OF_EIGHT else ""
    return f"{said}{signed(points)}"


def cell_text(cell: Mapping, preset: EventPreset) -> str:
    """The printed cell of one player's round (``cell`` from app.standings.crosstable)."""
    games = cell.get("games") or []
    if cell["label"] or not games:
        return cell["label"]  # 退赛, —, DQ (a disqualified's forfeit too) or the points of an unplayed round
    return " ".join(_game_text(game, preset) for game in games)


def _game_text(game: Mapping, preset: EventPreset) -> str:
    result = RESULT_WORDS.get(game["result"], "")
    if game["kind"] == BYE:
        return BYE_WORD
    if preset.format in (TABLE_OF_THREE, TABLE_OF_EIGHT):
        short = SHORT_TABLE_MARK if len(game["opponents"]) + 1 < PLAYERS_PER_TABLE[preset.format] else ""
        return f"{game['seat']}号位{seat_result(game['points'], game['result'], preset)}{short}"
    opponent = "/".join(str(n) for n in game["opponent_nos"] if n is not None)
    colour = preset.colours[0 if game["first"] else 1] if preset.colours else ""
    forfeit = FORFEIT_WORD if game["kind"] == FORFEIT else ""
    scored = points_text(game["points"]) if preset.several_games == SCORED_GAMES else ""  # 2 and 1.5 both 胜
    return f"{opponent}{colour}{result}{scored}{forfeit}"


def opponent_cells(player: Mapping, order: Sequence[int]) -> list[str]:
    """A round robin's row: against each opponent (ids in the columns' order) the points the player
    scored, a forfeit marked, DQ where the crosstable says it; "" for the own column and a game not
    yet played."""
    scored: dict[int, list[str]] = {}
    for cell in player["cells"]:
        for game in cell["games"]:
            if game["kind"] == BYE or len(game["opponents"]) != 1:
                continue
            text = cell["label"] or points_text(game["points"]) + (FORFEIT_WORD if game["kind"] == FORFEIT else "")
            scored.setdefault(game["opponents"][0], []).append(text)
    return [" ".join(scored.get(pid, ())) for pid in order]


def has_short_table(cells_text) -> bool:
    """Whether any printed cell carries the short-table mark (then the note is printed)."""
    return any(text.endswith(SHORT_TABLE_MARK) or f"{SHORT_TABLE_MARK} " in text for text in cells_text)
