"""What the referee entered for one table: one typed value per result kind, read from and written to the stored JSON.

``parse_entry`` is the one reader of an entry as a file stores it (every shape an older version
stored: a 3v3 game's end under "reason" as well as "how"), refusing a malformed one with a coded
ResultError that names the field; ``to_json`` writes it back in the stored shape (a field that is
None was not entered and is left out).  Whether the result could have happened is the scoring's
question (``app.scoring.score``).  Seats are 0-based seat indexes of the table (seat 0 moves
first; in 3v3 seat 0 is team A).  ``reason`` values are ``reasons_for(code)``.
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any, Mapping, Union

from app.rules.events import (COLOURED_GAMES_RESULT, DUEL_RESULT, HANDS_RESULT, MATCH, MATCH_EVENTS, PRESETS,
                              ROLES_RESULT, TEAM_GAME_RESULT, EventPreset)
from app.scoring.doudizhu import Hand
from app.scoring.gomoku import GameOutcome
from app.scoring.result import ResultError

Pair = tuple[int, int]


def _json_fields(value) -> dict[str, Any]:
    """The entered fields of a dataclass as JSON: None left out, tuples as lists."""
    out = {}
    for field in dataclasses.fields(value):
        item = getattr(value, field.name)
        if item is not None:
            out[field.name] = list(item) if isinstance(item, tuple) else item
    return out


def _listed(value: Any) -> Any:
    """A JSON list as a tuple; anything else as given, for the scoring to refuse by name."""
    return tuple(value) if isinstance(value, list) else value


@dataclass(frozen=True)
class GameEntry:
    """One game of two sides.  Its result is exactly one of: ``score`` (a typed code such as "1-0",
    read from seat 0's side), checkers' ``blocked`` pieces, or ``winner`` (0, 1; None: drawn, or
    both absent in a forfeit).  ``camp``: in a Sanguosha match, the side holding the camp choice."""

    score: str | None = None
    winner: int | None = None
    reason: str | None = None
    forfeit: bool | None = None
    camp: int | None = None

    def decided_by_winner(self) -> bool:
        """The result is the ``winner`` field (not a typed code or blocked pieces)."""
        return self.score is None

    def to_json(self) -> dict[str, Any]:
        data = _json_fields(self)
        if self.decided_by_winner():
            data["winner"] = self.winner  # None is a result here: drawn, or both absent
        return data


@dataclass(frozen=True)
class TwoPlayerGame(GameEntry):
    """Xiangqi, go, checkers: plus the fouls per seat and checkers' blocked pieces at the end of play."""

    fouls: Pair | None = None
    blocked: Pair | None = None

    def decided_by_winner(self) -> bool:
        return super().decided_by_winner() and self.blocked is None


@dataclass(frozen=True)
class DuelGame(GameEntry):
    """A Sanguosha 1v1 game: plus the generals each seat has left (docs/rules.md §5.4)."""

    generals_left: Pair | None = None


@dataclass(frozen=True)
class TeamGame(GameEntry):
    """A Sanguosha 3v3 game: ``reason`` is how it ended (stored as "how"), the technical fouls per team,
    and at time-up the record that adjudicates it: {"alive", "lost_hp", "max_hp"?, "generals"?} (§5.3)."""

    technical_fouls: Pair | None = None
    time_up: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        if "reason" in data:
            data["how"] = data.pop("reason")
        return data


@dataclass(frozen=True)
class MatchEntry:
    """A Sanguosha 3v3 or 1v1 match of several games (docs/rules.md §5.6): a typed code ("2-1",
    "1-0,0-1,1-0", "+-") or the games, each with the side that held the camp choice."""

    score: str | None = None
    games: tuple[GameEntry, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        if self.games is None:
            return {"score": self.score}
        return {"games": [game.to_json() for game in self.games]}


@dataclass(frozen=True)
class ColouredGamesEntry:
    """Gomoku's games of a round, each with who held black (docs/rules.md §2.6), or a typed code ("2-0", "1-0,=")."""

    score: str | None = None
    games: tuple[GameOutcome, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        if self.games is None:
            return {"score": self.score}
        return {"games": [_json_fields(game) | {"winner": game.winner} for game in self.games]}


@dataclass(frozen=True)
class HandsEntry:
    """A Dou Dizhu table (docs/rules.md §4.5): its hands, or for a table scored on paper its three
    ``totals`` (they sum to zero and rank as the same totals entered hand by hand); fouls per seat."""

    hands: tuple[Hand, ...] = ()
    totals: tuple[int, int, int] | None = None
    fouls: tuple[int, int, int] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = ({"totals": list(self.totals)} if self.totals is not None
                                else {"hands": [_hand_json(hand) for hand in self.hands]})
        if self.fouls is not None:
            data["fouls"] = list(self.fouls)
        return data


_NO_HAND = Hand(bid=None)


def _hand_json(hand: Hand) -> dict[str, Any]:
    """A hand as stored: the bid and what differs from a hand nobody played up."""
    data = hand.to_json()
    return {"bid": hand.bid} | {key: value for key, value in data.items()
                                if value != getattr(_NO_HAND, key) and value != []}


@dataclass(frozen=True)
class RolesEntry:
    """A Sanguosha identity table (docs/rules.md §5.5): the role per seat ("lord", "loyalist", "rebel",
    "traitor" or 主公/忠臣/反贼/内奸; None: the service takes the roles dealt on the seats), the winning
    side ("lord", "rebels", "traitor"), who is alive (seats, or a flag per seat) and who killed whom
    ({"killer seat": [killed seats]})."""

    roles: tuple[str, ...] | None = None
    winner: str | None = None
    alive: tuple[Any, ...] | None = None
    kills: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return _json_fields(self)


ENTRY_TYPES = (TwoPlayerGame, DuelGame, TeamGame, MatchEntry, ColouredGamesEntry, HandsEntry, RolesEntry)
ResultEntry = Union[ENTRY_TYPES]

# The game value of the Sanguosha result kinds (the other two-sided games: TwoPlayerGame).
GAME_TYPES = {TEAM_GAME_RESULT: TeamGame, DUEL_RESULT: DuelGame}
_GAME_KEYS = {"score", "winner", "reason", "forfeit"}
_KIND_KEYS = {  # the keys of an entry of each result kind that is not one two-sided game
    COLOURED_GAMES_RESULT: {"score", "games"},
    HANDS_RESULT: {"hands", "totals", "fouls"},
    ROLES_RESULT: {"roles", "winner", "alive", "kills"},
}
_GAME_KIND_KEYS = {TEAM_GAME_RESULT: {"how", "technical_fouls", "time_up"}}  # beyond the result and side fields
# A match's game may hold any game key of a Sanguosha game, and its camp (as older versions stored it).
MATCH_GAME_KEYS = {"score", "winner", "reason", "forfeit", "how", "technical_fouls", "time_up",
                   "generals_left", "camp"}
_COLOURED_GAME_KEYS = {"winner", "black", "reason", "forfeit"}


def _entry_keys(preset: EventPreset) -> set[str]:
    """A two-sided game: the result, what the event records of each side, a match's games."""
    if preset.result_kind in _KIND_KEYS:
        return _KIND_KEYS[preset.result_kind]
    return (_GAME_KEYS | set(preset.side_fields) | _GAME_KIND_KEYS.get(preset.result_kind, set())
            | ({"games"} if preset.several_games == MATCH else set()))


ENTRY_KEYS = {code: _entry_keys(preset) for code, preset in PRESETS.items()}


def is_match(code: str, settings: Mapping[str, Any]) -> bool:
    """A Sanguosha round of several games: a match entered game by game (docs/rules.md §5.6)."""
    return code in MATCH_EVENTS and int(settings["games_per_round"]) > 1


def game_type(code: str) -> type[GameEntry]:
    """The value of one game of the event (xiangqi, go, checkers: TwoPlayerGame)."""
    return GAME_TYPES.get(PRESETS[code].result_kind, TwoPlayerGame)


def parse_entry(code: str, settings: Mapping[str, Any], data: Mapping[str, Any] | ResultEntry,
                partial: bool = False) -> ResultEntry:
    """The typed entry of a stored (or typed-in) JSON entry of the event; a typed one as it is.

    ``partial``: a form's starting values, where a game's result may not be known yet (the
    Sanguosha consoles' prefill): such a game reads as no winner."""
    if isinstance(data, ENTRY_TYPES):
        return data
    if code not in ENTRY_KEYS:
        raise ResultError("result.unknown_event", code=code)
    if not isinstance(data, Mapping):
        raise ResultError("result.unknown_fields", fields=[str(data)], allowed=sorted(ENTRY_KEYS[code]))
    unknown = set(data) - ENTRY_KEYS[code]
    if unknown:
        raise ResultError("result.unknown_fields", fields=sorted(unknown), allowed=sorted(ENTRY_KEYS[code]))
    kind = PRESETS[code].result_kind
    if kind == COLOURED_GAMES_RESULT:
        return _coloured_games(data)
    if kind == HANDS_RESULT:
        return _hands(data)
    if kind == ROLES_RESULT:
        return RolesEntry(roles=_listed(data.get("roles")), winner=data.get("winner"),
                          alive=_listed(data.get("alive")), kills=data.get("kills"))
    if is_match(code, settings):
        return _match(code, settings, data, partial)
    if "games" in data:
        raise ResultError("match.single_game")
    return parse_game(code, data, partial)


def _typed_score(data: Mapping[str, Any]) -> str | None:
    """The entry's typed score: text ("1-0"), or None when the entry has none; a score of null, a number
    or a list is refused, never read as a draw."""
    value = data.get("score")
    if "score" in data and not isinstance(value, str):
        raise ResultError("result.score_not_text", value=json.dumps(value, ensure_ascii=False, default=str)[:40])
    return value


def parse_game(code: str, data: Mapping[str, Any], partial: bool = False) -> GameEntry:
    """One two-sided game of the event: exactly one of score, winner, checkers' blocked pieces."""
    if len([key for key in ("score", "winner", "blocked") if key in data]) != 1 and not partial:
        raise ResultError("result.score_or_winner")
    kind_type = game_type(code)
    common = {"score": _typed_score(data), "winner": data.get("winner"), "forfeit": data.get("forfeit"),
              "reason": data.get("how", data.get("reason")), "camp": data.get("camp")}
    if kind_type is TeamGame:
        if "how" in data and "reason" in data:
            raise ResultError("result.3v3_how_only")
        return TeamGame(**common, technical_fouls=_listed(data.get("technical_fouls")), time_up=data.get("time_up"))
    if kind_type is DuelGame:
        return DuelGame(**common, generals_left=_listed(data.get("generals_left")))
    blocked = data.get("blocked")
    if blocked is not None and (not isinstance(blocked, (list, tuple)) or len(blocked) != 2):
        raise ResultError("result.blocked_pair")
    return TwoPlayerGame(**common, fouls=_listed(data.get("fouls")), blocked=_listed(blocked))


def _match(code: str, settings: Mapping[str, Any], data: Mapping[str, Any], partial: bool) -> MatchEntry:
    games_count = int(settings["games_per_round"])
    extra = sorted(set(data) - {"score", "games"})
    if extra:
        raise ResultError("match.fields_per_game", games=games_count, fields=extra)
    if ("score" in data) == ("games" in data):
        raise ResultError("match.score_or_games", games=games_count)
    if "score" in data:
        return MatchEntry(score=_typed_score(data))
    games = data["games"]
    if not isinstance(games, (list, tuple)) or not all(isinstance(g, (Mapping, GameEntry)) for g in games):
        raise ResultError("match.games_not_list")
    return MatchEntry(games=tuple(_match_game(code, number, game, partial) for number, game in enumerate(games, 1)))


def _match_game(code: str, number: int, game: Mapping[str, Any] | GameEntry, partial: bool) -> GameEntry:
    if isinstance(game, GameEntry):
        return game
    unknown = set(game) - MATCH_GAME_KEYS
    if unknown:
        raise ResultError("match.unknown_fields", number=number, fields=sorted(unknown))
    own = ENTRY_KEYS[code] | {"camp", "how"}
    try:
        return parse_game(code, {key: value for key, value in game.items() if key in own}, partial)
    except ResultError as error:
        raise ResultError("match.in_game", number=number, error=error) from None


def _coloured_games(data: Mapping[str, Any]) -> ColouredGamesEntry:
    if ("score" in data) == ("games" in data):
        raise ResultError("result.score_or_games")
    if "score" in data:
        return ColouredGamesEntry(score=_typed_score(data))
    return ColouredGamesEntry(games=tuple(_coloured_game(game) for game in data["games"]))


def _coloured_game(game: Any) -> GameOutcome:
    if isinstance(game, GameOutcome):
        return game
    if not isinstance(game, Mapping) or "winner" not in game or "black" not in game:
        raise ResultError("result.gomoku_game_fields")
    unknown = set(game) - _COLOURED_GAME_KEYS
    if unknown:
        raise ResultError("result.gomoku_unknown_fields", fields=sorted(unknown))
    return GameOutcome(game["winner"], game["black"], game.get("reason"), game.get("forfeit"))


def _hands(data: Mapping[str, Any]) -> HandsEntry:
    if "hands" in data and "totals" in data:
        raise ResultError("doudizhu.hands_or_totals")
    fouls = data.get("fouls")
    if fouls is not None and not isinstance(fouls, (list, tuple)):
        raise ResultError("result.three_foul_counts")
    hands = data.get("hands") or ()
    if not isinstance(hands, (list, tuple)) or not all(isinstance(hand, (Hand, Mapping)) for hand in hands):
        raise ResultError("result.hands_list")
    return HandsEntry(hands=tuple(hand if isinstance(hand, Hand) else Hand.from_json(hand) for hand in hands),
                      totals=_listed(data.get("totals")) if "totals" in data else None,
                      fouls=_listed(fouls))
