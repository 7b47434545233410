"""A stored result summary as catalogue words: the sheets print the Chinese, an English screen shows the English.

The one place a result is worded for every surface (results page, hall, live page, sheets, CLI): a single
game is shown in the points the event scores (xiangqi 2-0, 1-1, 0-2; docs/rules.md §7.2), not as entered.
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from app.messages import Message
from app.scoring.identity import WINNER_NAMES_ZH
from app.standings.numbers import points_text

_FIXED = {str(words): words for words in (*(Message(f"summary.identity.{side}") for side in WINNER_NAMES_ZH),
                                          Message("summary.bye"))}
_DOUDIZHU = str(Message("summary.doudizhu", totals=""))  # "斗地主 ", before the three totals


# A single game's stored summary (app/scoring/two_player.py), read from seat 0: who scored the win, draw or loss.
_GAME_OUTCOMES = {"1-0": ("win", "loss"), "0-1": ("loss", "win"), "½-½": ("draw", "draw")}
_FORFEIT_OUTCOMES = {"+-": ("win", "loss"), "-+": ("loss", "win"), "--": ("loss", "loss")}


class ResultPoints(NamedTuple):
    """What a game's win, draw and loss score in an event: the numbers a result is shown in."""
    win: float
    draw: float
    loss: float


def result_points(settings: Mapping[str, Any]) -> ResultPoints:
    """The event's points for a game (its settings, so a per-event override shows too)."""
    return ResultPoints(float(settings["win_points"]), float(settings["draw_points"]), float(settings["loss_points"]))


def summary_words(summary: str, points: ResultPoints | None = None) -> Message | str:
    """The summary as a message (its text the stored Chinese); a score (2-0, 2-1) is the same in every
    language. With the event's ``points`` a single game reads in them (1-0 → 2-0, ½-½ → 1-1, a forfeit
    +- → 2-0 弃权); without them (a playoff, which scores no points) it reads as entered."""
    outcomes = _GAME_OUTCOMES.get(summary) or _FORFEIT_OUTCOMES.get(summary)
    if points is not None and outcomes is not None:
        score = "-".join(points_text(getattr(points, outcome)) for outcome in outcomes)
        return Message("summary.forfeit", score=score) if summary in _FORFEIT_OUTCOMES else score
    if summary in _FIXED:
        return _FIXED[summary]
    if summary.startswith(_DOUDIZHU):
        return Message("summary.doudizhu", totals=summary[len(_DOUDIZHU):])
    return summary
