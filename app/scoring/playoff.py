"""A playoff match (加赛): two tied players, best of ``games`` (go 1, identity 3 — 三局两胜).

The referee enters the match score from seat 0's side ("1-0", "2-1", "0-2" …)
or a forfeit ("+-" / "-+"); the winner scores 1 match point, the loser 0.
"""
from __future__ import annotations

import re

from app.scoring.result import LOSS, WIN, ResultError, ScoredResult

_SCORE = re.compile(r"^\s*(\d+)\s*[-:：]\s*(\d+)\s*$")
_FORFEITS = {"+-": 0, "+": 0, "-+": 1, "-": 1}


def score_playoff_match(text: str, games: int) -> ScoredResult:
    """Score a playoff match; a score that cannot end a best-of-``games`` match is refused."""
    text = (text or "").strip()
    needed = games // 2 + 1
    if text in _FORFEITS:
        winner = _FORFEITS[text]
        return _scored(winner, forfeit=True, summary="+:-" if winner == 0 else "-:+")
    match = _SCORE.match(text)
    if match is None:
        raise ResultError("playoff.bad_score", text=text, needed=needed)
    a, b = int(match.group(1)), int(match.group(2))
    if max(a, b) != needed or min(a, b) >= needed:
        raise ResultError("playoff.impossible_score", games=games, needed=needed, text=text)
    return _scored(0 if a > b else 1, forfeit=False, summary=f"{a}-{b}")


def _scored(winner: int, *, forfeit: bool, summary: str) -> ScoredResult:
    outcome = (WIN, LOSS) if winner == 0 else (LOSS, WIN)
    points = (1.0, 0.0) if winner == 0 else (0.0, 1.0)
    return ScoredResult(points, outcome, forfeit, {"playoff": True}, summary)
