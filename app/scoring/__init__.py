"""Result rules of every event: ``score(code, settings, entry)`` turns what the referee entered into points.

``entry`` is the JSON-like dict the GUI or CLI fills in; the service layer
stores it as is and can recompute the result at any time.  Seats are 0-based
seat indexes of the table (seat 0 moves first; in 3v3 seat 0 is team A).
Entry shapes per event code:

xiangqi, go, checkers
    {"score": "1-0"} (any code of ``parse.GAME_FORMS``) or {"winner": 0 | 1 | None};
    optional "reason" (``reasons_for(code)``), "forfeit" (bool), "fouls": [n0, n1].
    Checkers may give {"blocked": [b0, b1]} instead: adjudicated by blocked pieces.
gomoku
    {"score": "2-0" | "1-0,=" ...} or
    {"games": [{"winner": 0 | 1 | None, "black": 0 | 1, "reason": str?, "forfeit": bool?}, ...]}.
sanguosha_1v1
    as a two-player game, plus optional "generals_left": [n0, n1].
sanguosha_3v3, sanguosha_1v1 with games_per_round > 1 (a match, docs/rules.md §5.6)
    {"score": "2-1" | "1-0,0-1,1-0" | "+-"} or {"games": [one game's entry + "camp": 0 | 1, ...]}.
sanguosha_3v3
    {"score" | "winner", "how": commander_killed | resignation | technical_fouls | time_up
    | extra_rounds | cheating | a forfeit reason, "technical_fouls": [n0, n1]?,
    "time_up": {"alive": [a0, a1], "lost_hp": [l0, l1], "max_hp": [[..], [..]]?,
    "generals": [[names], [names]]?}?, "forfeit": bool?}.
doudizhu
    {"hands": [{"bid": 1..3 | None, "landlord": 0..2, "landlord_won": bool, "bombs": n,
    "rocket": bool, "spring": bool, "open_hands": ["start" | "deal" | "after_bottom"]}, ...],
    "fouls": [n0, n1, n2]?}, or for a table scored on paper {"totals": [t0, t1, t2], "fouls"?}
    (the totals sum to zero and rank as the same totals entered hand by hand).
sanguosha_identity
    {"roles": ["lord" | "loyalist" | "rebel" | "traitor" (or 主公/忠臣/反贼/内奸), ...],
    "winner": "lord" | "rebels" | "traitor", "alive": [seat, ...] or [bool per seat],
    "kills": {"killer seat": [killed seats]}?}.
"""
from __future__ import annotations

from typing import Any, Mapping

from app.rules.events import (COLOURED_GAMES_RESULT, DUEL_RESULT, HANDS_RESULT, MATCH, MATCH_EVENTS, PRESETS,
                              ROLES_RESULT, TEAM_GAME_RESULT, EventPreset, settings_for)
from app.scoring.doudizhu import Hand, score_doudizhu_game, score_doudizhu_totals, score_hand
from app.scoring.gomoku import GameOutcome, score_gomoku
from app.scoring.identity import score_identity
from app.scoring.parse import parse_game_code, parse_gomoku_games
from app.scoring.reasons import REASON_LABELS, reasons_for
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

_GAME_KEYS = {"score", "winner", "reason", "forfeit"}
_KIND_KEYS = {  # the keys of an entry of each result kind that is not one two-sided game
    COLOURED_GAMES_RESULT: {"score", "games"},
    HANDS_RESULT: {"hands", "totals", "fouls"},
    ROLES_RESULT: {"roles", "winner", "alive", "kills"},
}
_GAME_KIND_KEYS = {TEAM_GAME_RESULT: {"how", "technical_fouls", "time_up"}}  # beyond the result and side fields


def _entry_keys(preset: EventPreset) -> set[str]:
    """A two-sided game: the result, what the event records of each side, a match's games."""
    if preset.result_kind in _KIND_KEYS:
        return _KIND_KEYS[preset.result_kind]
    return (_GAME_KEYS | set(preset.side_fields) | _GAME_KIND_KEYS.get(preset.result_kind, set())
            | ({"games"} if preset.several_games == MATCH else set()))


_ENTRY_KEYS = {code: _entry_keys(preset) for code, preset in PRESETS.items()}


def _check_keys(code: str, entry: Mapping[str, Any]) -> None:
    if code not in _ENTRY_KEYS:
        raise ResultError("result.unknown_event", code=code)
    unknown = set(entry) - _ENTRY_KEYS[code]
    if unknown:
        allowed = sorted(_ENTRY_KEYS[code])
        raise ResultError("result.unknown_fields", fields=sorted(unknown), allowed=allowed)


def _game_result(code: str, settings: Mapping[str, Any],
                 entry: Mapping[str, Any]) -> tuple[int | None, bool | None]:
    """Winner and forfeit flag from "score" text, "winner", or checkers' "blocked"."""
    given = [key for key in ("score", "winner", "blocked") if key in entry]
    if len(given) != 1:
        raise ResultError("result.score_or_winner")
    if "blocked" in entry:
        blocked = entry["blocked"]
        if not isinstance(blocked, (list, tuple)) or len(blocked) != 2:
            raise ResultError("result.blocked_pair")
        return adjudicate_checkers_blocked(*blocked), entry.get("forfeit")
    if "winner" in entry:
        return entry["winner"], entry.get("forfeit")
    winner, forfeit = parse_game_code(entry["score"], bool(settings["draws_allowed"]))
    if "forfeit" in entry and bool(entry["forfeit"]) != forfeit:
        raise ResultError("result.forfeit_mismatch", score=entry['score'])
    return winner, (True if forfeit else None)


def score(code: str, settings: Mapping[str, Any], entry: Mapping[str, Any]) -> ScoredResult:
    """Score one table's result from the stored entry (shapes in the module docstring)."""
    _check_keys(code, entry)
    kind = PRESETS[code].result_kind
    if kind == COLOURED_GAMES_RESULT:
        if ("score" in entry) == ("games" in entry):
            raise ResultError("result.score_or_games")
        per_round = int(settings["games_per_round"])
        if "score" in entry:
            games = parse_gomoku_games(entry["score"], per_round)
        else:
            games = [_game_outcome(game) for game in entry["games"]]
        return score_gomoku(settings, games)
    if kind == HANDS_RESULT:
        if "hands" in entry and "totals" in entry:
            raise ResultError("doudizhu.hands_or_totals")
        fouls = entry.get("fouls", (0, 0, 0))
        if not isinstance(fouls, (list, tuple)):
            raise ResultError("result.three_foul_counts")
        if "totals" in entry:
            return score_doudizhu_totals(entry["totals"], tuple(fouls), settings)
        hands = entry.get("hands") or ()
        if not isinstance(hands, (list, tuple)) or not all(
                isinstance(hand, (Hand, Mapping)) for hand in hands):
            raise ResultError("result.hands_list")
        hands = [hand if isinstance(hand, Hand) else Hand.from_json(hand) for hand in hands]
        return score_doudizhu_game(hands, tuple(fouls), settings)
    if kind == ROLES_RESULT:
        missing = {"roles", "winner", "alive"} - set(entry)
        if missing:
            raise ResultError("result.identity_missing", fields=sorted(missing))
        return score_identity(entry["roles"], entry["winner"], entry["alive"],
                              entry.get("kills"), settings)
    if code in MATCH_EVENTS and int(settings["games_per_round"]) > 1:
        return score_match(settings, entry, lambda s, game: _score_game(code, s, game))
    if "games" in entry:
        raise ResultError("match.single_game")
    return _score_game(code, settings, entry)


def _score_game(code: str, settings: Mapping[str, Any], entry: Mapping[str, Any]) -> ScoredResult:
    """One game of a two-sided event (a 3v3 or 1v1 match scores each of its games here)."""
    winner, forfeit = _game_result(code, settings, entry)
    reason = entry.get("how", entry.get("reason"))
    kind = PRESETS[code].result_kind
    if kind == TEAM_GAME_RESULT:
        if "how" in entry and "reason" in entry:
            raise ResultError("result.3v3_how_only")
        return score_3v3(settings, winner, reason, forfeit=forfeit,
                         technical_fouls=entry.get("technical_fouls", (0, 0)),
                         time_up=entry.get("time_up"))
    if kind == DUEL_RESULT:
        return score_1v1(settings, winner, generals_left=entry.get("generals_left"),
                         reason=reason, forfeit=forfeit)
    if "blocked" in entry:
        reason = reason or "blocked"
    return score_two_player(code, settings, winner, reason=reason,
                            fouls=entry.get("fouls", (0, 0)), forfeit=forfeit)


def _game_outcome(game: Any) -> GameOutcome:
    if isinstance(game, GameOutcome):
        return game
    if not isinstance(game, Mapping) or "winner" not in game or "black" not in game:
        raise ResultError("result.gomoku_game_fields")
    unknown = set(game) - {"winner", "black", "reason", "forfeit"}
    if unknown:
        raise ResultError("result.gomoku_unknown_fields", fields=sorted(unknown))
    return GameOutcome(game["winner"], game["black"], game.get("reason"), game.get("forfeit"))


def parse_score(code: str, text: str, settings: Mapping[str, Any] | None = None) -> ScoredResult:
    """Score a typed code (read from seat 0's side); settings default to the event preset."""
    if code in PRESETS and not PRESETS[code].takes_result_codes:  # hands or roles: the detailed form only
        raise ResultError("result.detail_only")
    if settings is None:
        settings = settings_for(code)
    return score(code, settings, {"score": text})
