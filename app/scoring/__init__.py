"""Result rules of every event: ``score(code, settings, entry)`` turns what the referee entered into points.

``entry`` is the table's typed entry (``app.scoring.entries``: one frozen dataclass per result
kind, read from and written to the stored JSON there) or that JSON as the GUI or CLI fills it in;
the service layer stores it and can recompute the result at any time.
"""
from __future__ import annotations

from typing import Any, Mapping

from app.rules.events import PRESETS, settings_for
from app.scoring.entries import (ColouredGamesEntry, DuelGame, GameEntry, HandsEntry, MatchEntry, ResultEntry,
                                 RolesEntry, TeamGame, TwoPlayerGame, game_type, parse_entry)
from app.scoring.doudizhu import Hand, score_doudizhu_game, score_doudizhu_totals, score_hand
from app.scoring.gomoku import GameOutcome, score_gomoku
from app.scoring.identity import score_identity
from app.scoring.parse import parse_game_code, parse_gomoku_games
from app.scoring.reasons import FORFEIT_REASONS, REASON_LABELS, reason_words, reasons_for
from app.scoring.result import ResultError, ScoredResult, score_bye
from app.scoring.sanguosha import adjudicate_3v3_time_up, score_1v1, score_3v3
from app.scoring.sanguosha_match import score_match
from app.scoring.two_player import adjudicate_checkers_blocked, score_two_player

__all__ = [
    "GameOutcome", "Hand", "REASON_LABELS", "ResultError", "ScoredResult",
    "adjudicate_3v3_time_up", "adjudicate_checkers_blocked", "parse_score", "reasons_for",
    "score", "score_1v1", "score_3v3", "score_bye", "score_doudizhu_game", "score_gomoku",
    "score_hand", "score_identity", "score_two_player",
]


def _game_result(settings: Mapping[str, Any], game: GameEntry) -> tuple[int | None, bool | None]:
    """Winner and forfeit flag from the typed code, the winner, or checkers' blocked pieces."""
    if game.decided_by_winner():
        return game.winner, game.forfeit
    if isinstance(game, TwoPlayerGame) and game.blocked is not None:
        return adjudicate_checkers_blocked(*game.blocked), game.forfeit
    winner, forfeit = parse_game_code(game.score, bool(settings["draws_allowed"]))
    if game.forfeit is not None and bool(game.forfeit) != forfeit:
        raise ResultError("result.forfeit_mismatch", score=game.score)
    if winner is None and not forfeit and getattr(game, "reason", None) in FORFEIT_REASONS:
        # a typed draw was played: "= late" is not taken for both players forfeiting (that is --)
        raise ResultError("result.draw_with_forfeit_reason", score=game.score, label=reason_words(game.reason))
    return winner, (True if forfeit else None)


def score(code: str, settings: Mapping[str, Any], entry: ResultEntry | Mapping[str, Any]) -> ScoredResult:
    """Score one table's result from its entry (typed, or its stored JSON: ``app.scoring.entries``)."""
    entry = parse_entry(code, settings, entry)
    if isinstance(entry, ColouredGamesEntry):
        games = (parse_gomoku_games(entry.score, int(settings["games_per_round"])) if entry.games is None
                 else entry.games)
        return score_gomoku(settings, games)
    if isinstance(entry, HandsEntry):
        fouls = entry.fouls if entry.fouls is not None else (0, 0, 0)
        if entry.totals is not None:
            return score_doudizhu_totals(entry.totals, tuple(fouls), settings)
        return score_doudizhu_game(entry.hands, tuple(fouls), settings)
    if isinstance(entry, RolesEntry):
        missing = [name for name in ("alive", "roles", "winner") if getattr(entry, name) is None]
        if missing:
            raise ResultError("result.identity_missing", fields=missing)
        return score_identity(entry.roles, entry.winner, entry.alive, entry.kills, settings)
    if isinstance(entry, MatchEntry):
        return score_match(settings, entry, game_type(code), lambda s, game: _score_game(code, s, game))
    return _score_game(code, settings, entry)


def _score_game(code: str, settings: Mapping[str, Any], game: GameEntry) -> ScoredResult:
    """One game of a two-sided event (a 3v3 or 1v1 match scores each of its games here)."""
    winner, forfeit = _game_result(settings, game)
    if isinstance(game, TeamGame):
        return score_3v3(settings, winner, game.reason, forfeit=forfeit,
                         technical_fouls=game.technical_fouls or (0, 0), time_up=game.time_up)
    if isinstance(game, DuelGame):
        return score_1v1(settings, winner, generals_left=game.generals_left, reason=game.reason, forfeit=forfeit)
    reason = game.reason or ("blocked" if game.blocked is not None else None)
    return score_two_player(code, settings, winner, reason=reason, fouls=game.fouls or (0, 0), forfeit=forfeit)


def parse_score(code: str, text: str, settings: Mapping[str, Any] | None = None) -> ScoredResult:
    """Score a typed code (read from seat 0's side); settings default to the event preset."""
    if code in PRESETS and not PRESETS[code].takes_result_codes:  # hands or roles: the detailed form only
        raise ResultError("result.detail_only")
    if settings is None:
        settings = settings_for(code)
    return score(code, settings, {"score": text})
