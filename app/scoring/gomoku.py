"""Gomoku rounds: two games, each player black once, points per game (docs/rules.md §2.6, §4.3).

Per game a win scores ``win_points`` (1), a draw ``draw_points`` (½ by the
station's interpretation), a loss ``loss_points``; the round's outcome is the
comparison of the two totals.  Only black has forbidden moves (禁手), so a
forbidden-move loss must be black's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from app.scoring.reasons import DISQUALIFYING_REASONS, check_reason, resolve_forfeit
from app.scoring.result import (
    LOSS, ResultError, ScoredResult, check_winner, format_score, outcome_by_points,
    points_setting, two_seat_outcome,
)

CODE = "gomoku"


@dataclass(frozen=True)
class GameOutcome:
    """One game of a round: the winning seat (None: drawn), who had black, why."""

    winner: int | None
    black: int
    reason: str | None = None
    forfeit: bool | None = None

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "black": self.black, "reason": self.reason,
                "forfeit": self.forfeit}


def default_black(game_index: int) -> int:
    """Game 1 seat 0 has black, game 2 seat 1, and so on alternately."""
    return game_index % 2


def _check_game(number: int, game: GameOutcome) -> tuple[int | None, bool]:
    winner = check_winner(game.winner)
    forfeit = resolve_forfeit(game.reason, game.forfeit)
    check_reason(CODE, game.reason, winner)
    if game.reason == "forbidden_move" and winner != 1 - game.black:
        raise ResultError("gomoku.forbidden_black", number=number, black=game.black)
    return winner, forfeit


def score_gomoku(settings: Mapping[str, Any], games: Sequence[GameOutcome]) -> ScoredResult:
    """Score a round of ``games_per_round`` games; each player must have black equally often."""
    expected = int(settings["games_per_round"])
    if len(games) != expected:
        raise ResultError("gomoku.game_count", expected=expected, games_count=len(games))
    blacks = [game.black for game in games]
    for number, black in enumerate(blacks, start=1):
        if black not in (0, 1) or isinstance(black, bool):
            raise ResultError("gomoku.bad_black", number=number, black=black)
    if expected % 2 == 0 and blacks.count(0) != blacks.count(1):
        raise ResultError("gomoku.colours")

    win, draw, loss = (points_setting(settings, k)
                       for k in ("win_points", "draw_points", "loss_points"))
    points = [0.0, 0.0]
    game_score = [0.0, 0.0]
    forfeits = []
    disqualified = set()
    for number, game in enumerate(games, start=1):
        winner, forfeit = _check_game(number, game)
        forfeits.append(forfeit)
        outcome = (LOSS, LOSS) if winner is None and forfeit else two_seat_outcome(winner)
        for seat, result in enumerate(outcome):
            points[seat] += {"win": win, "draw": draw, "loss": loss}[result]
            game_score[seat] += {"win": 1.0, "draw": 0.5, "loss": 0.0}[result]
        if game.reason in DISQUALIFYING_REASONS and winner is not None:
            disqualified.add(1 - winner)

    detail: dict[str, Any] = {
        "games": [game.to_json() for game in games],
        "game_score": game_score,
        "forfeit": all(forfeits),
    }
    if disqualified:
        detail["disqualified"] = sorted(disqualified)
    double_forfeit = all(forfeits) and all(g.winner is None for g in games)
    outcome = (LOSS, LOSS) if double_forfeit else outcome_by_points(points)
    summary = _summary(game_score, all(forfeits), double_forfeit)
    return ScoredResult(tuple(points), outcome, all(forfeits), detail, summary)


def _summary(game_score: list[float], forfeit: bool, double_forfeit: bool) -> str:
    if double_forfeit:
        return "--"
    if forfeit and game_score[0] != game_score[1]:
        return "+-" if game_score[0] > game_score[1] else "-+"
    return f"{format_score(game_score[0])}-{format_score(game_score[1])}"

