"""One game between two seats: xiangqi, go, checkers, Sanguosha 1v1 (docs/rules.md §4.2–§4.4, §4.6).

Points come from the event settings (win_points, draw_points, loss_points), so
a per-event override applies.  A forfeit (弃权) is a game that was not played:
the present player scores a win, the absent one a loss; when both are absent
(double forfeit) both score a loss.
"""
from __future__ import annotations

from typing import Any, Mapping

from app.messages import Message
from app.scoring.reasons import (
    DISQUALIFYING_REASONS, check_reason, reason_words, resolve_forfeit,
)
from app.scoring.result import (
    LOSS, ResultError, ScoredResult, check_pair, check_winner, points_setting,
    two_seat_outcome,
)

CHECKERS_PIECES = 10  # pieces per side on the small board (docs/rules.md §1.1)
MAX_FOULS = 99


def game_summary(winner: int | None, forfeit: bool) -> str:
    """The score as written on the sheet, read from seat 0: 1-0, ½-½, +-, --."""
    if forfeit:
        return {0: "+-", 1: "-+", None: "--"}[winner]
    return {0: "1-0", 1: "0-1", None: "½-½"}[winner]


def check_fouls(settings: Mapping[str, Any], fouls: Any, winner: int | None,
                reason: str | None, forfeit: bool) -> tuple[tuple[int, int], str | None]:
    """Validate the foul counters; the foul limit (3rd foul in xiangqi) decides the game.

    Returns the fouls and the reason, set to "fouls" when a player reached the limit.
    """
    limit = int(settings["fouls_to_lose"])
    fouls = check_pair(fouls, Message("label.fouls"), 0, limit or MAX_FOULS)
    if forfeit and any(fouls):
        raise ResultError("two_player.forfeit_no_fouls")
    if not limit:
        return fouls, reason
    at_limit = [seat for seat in (0, 1) if fouls[seat] == limit]
    if len(at_limit) == 2:
        raise ResultError("two_player.both_fouled_out", limit=limit)
    if at_limit:
        loser = at_limit[0]
        if winner != 1 - loser:
            raise ResultError("two_player.foul_loser", loser=loser, limit=limit, winner=1 - loser)
        if reason not in (None, "fouls"):
            raise ResultError("two_player.foul_reason", loser=loser, limit=limit, label=reason_words(reason))
        return fouls, "fouls"
    if reason == "fouls":
        raise ResultError("two_player.foul_loss_counts", limit=limit, fouls=fouls[0], fouls2=fouls[1])
    return fouls, reason


def score_two_player(code: str, settings: Mapping[str, Any], winner: int | None, *,
                     reason: str | None = None, fouls=(0, 0),
                     forfeit: bool | None = None) -> ScoredResult:
    """Score one two-player game.

    ``winner``: 0, 1, or None (a draw, or with a forfeit both absent).
    ``reason``: one of ``reasons_for(code)``; a forfeit reason (late, absent,
    left_hall, no_student_card) marks the game unplayed unless ``forfeit`` says
    otherwise.  ``fouls``: per-seat foul count of this game; reaching the
    ``fouls_to_lose`` setting loses the game.
    """
    winner = check_winner(winner)
    forfeit = resolve_forfeit(reason, forfeit)
    check_reason(code, reason, winner)
    if winner is None and not forfeit and not settings["draws_allowed"]:
        raise ResultError("two_player.no_draws")
    fouls, reason = check_fouls(settings, fouls, winner, reason, forfeit)

    if winner is None and forfeit:
        points = (points_setting(settings, "loss_points"),) * 2
        outcome = (LOSS, LOSS)
    else:
        outcome = two_seat_outcome(winner)
        key = {"win": "win_points", "draw": "draw_points", "loss": "loss_points"}
        points = tuple(points_setting(settings, key[o]) for o in outcome)

    detail: dict[str, Any] = {
        "winner": winner, "reason": reason, "forfeit": forfeit, "fouls": list(fouls),
    }
    if reason in DISQUALIFYING_REASONS and winner is not None:
        detail["disqualified"] = [1 - winner]
    return ScoredResult(points, outcome, forfeit, detail, game_summary(winner, forfeit))


def adjudicate_checkers_blocked(blocked0: int, blocked1: int) -> int | None:
    """Checkers at the end of play (docs/rules.md §4.4): a player with blocked pieces loses.

    Both blocked: fewer blocked pieces wins.  The seed is silent on equal counts;
    the station calls that a draw (the referee can still enter another result).
    Returns the winning seat, or None for a draw.
    """
    blocked = check_pair((blocked0, blocked1), Message("label.blocked_pieces"), 0, CHECKERS_PIECES)
    if blocked == (0, 0):
        raise ResultError("two_player.nothing_blocked")
    if blocked[0] == blocked[1]:
        return None
    return 0 if blocked[0] < blocked[1] else 1
