"""The one shape every event's result takes, and the helpers that build it.

Scoring works on seat indexes (0-based seat order of a table; in two-player
games seat 0 moves first); the service layer maps seats to player ids.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from app.messages import Coded, Message

WIN, DRAW, LOSS = "win", "draw", "loss"


@dataclass(frozen=True)
class ScoredResult:
    """Match points and outcome per seat, plus what was entered (JSON-ready).

    ``detail`` is a plain dict of JSON types so it can be stored and shown as is
    (so a result compares by value but is not hashable).
    """

    points: tuple[float, ...]
    outcome: tuple[str, ...]
    forfeit: bool
    detail: Mapping[str, Any]
    summary: str


class ResultError(Coded, ValueError):
    """An entered result that cannot have happened; the message (Chinese) says why."""


def points_setting(settings: Mapping[str, Any], key: str) -> float:
    """A points setting as a float, with a clear message if the event lacks it."""
    try:
        return float(settings[key])
    except KeyError:
        raise ResultError("result.missing_setting", key=key) from None


def two_seat_outcome(winner: int | None) -> tuple[str, str]:
    """Outcome per seat of a game won by ``winner`` (None: drawn)."""
    if winner is None:
        return DRAW, DRAW
    return (WIN, LOSS) if winner == 0 else (LOSS, WIN)


def outcome_by_points(points: Sequence[float]) -> tuple[str, ...]:
    """Two seats: more points wins, equal draws."""
    if points[0] == points[1]:
        return DRAW, DRAW
    return (WIN, LOSS) if points[0] > points[1] else (LOSS, WIN)


def check_winner(winner: Any) -> int | None:
    """Accept 0, 1 or None (drawn) as the winning seat of a two-sided game."""
    if winner is None or (winner in (0, 1) and not isinstance(winner, bool)):
        return winner
    raise ResultError("result.bad_winner_seat", winner=winner)


def check_pair(values: Any, name: str, low: int, high: int) -> tuple[int, int]:
    """Two whole numbers in low..high, one per seat (fouls, pieces, generals...)."""
    try:
        pair = tuple(values)
    except TypeError:
        raise ResultError("result.pair_shape", name=name, values=values) from None
    if len(pair) != 2:
        raise ResultError("result.pair_count", name=name, pair_count=len(pair))
    for value in pair:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ResultError("result.pair_range", name=name, value=value, low=low, high=high)
    return pair  # type: ignore[return-value]


def format_score(value: float) -> str:
    """Game score as printed on sheets: 1, ½, 1½ ..."""
    whole, half = divmod(round(value * 2), 2)
    if not half:
        return str(whole)
    return "½" if whole == 0 else f"{whole}½"


def score_bye(settings: Mapping[str, Any]) -> ScoredResult:
    """A bye (轮空): one seat, scored bye_points as a win, unplayed for tie-breaks."""
    return ScoredResult(
        points=(points_setting(settings, "bye_points"),),
        outcome=(WIN,),
        forfeit=True,
        detail={"bye": True},
        summary=str(Message("summary.bye")),
    )
