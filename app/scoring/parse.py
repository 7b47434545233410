"""Score codes typed at the keyboard or the CLI, read from the side of seat 0.

One game: ``1-0``, ``0-1``, ``=`` (also ``½-½``, ``1/2``, ``0.5-0.5``),
``+-`` / ``-+`` (won / lost by forfeit), ``--`` (both forfeit), and the
keyboard short codes ``1`` (seat 0 won), ``=``, ``0`` (seat 0 lost).
Full-width characters and other dashes are accepted.

Gomoku round: ``2-0``, ``1-1``, ``0-2`` (also ``1½-½``, ``1.5-0.5``), a
per-game list ``1-0,0-1`` or ``=,1-0`` (game 1 seat 0 black, game 2 seat 1
black), or ``+-`` / ``-+`` / ``--`` for the whole round.  A total like
``1-1`` is taken as one win each (two draws: enter ``=,=``); the games'
order is then assumed, which changes no points.
"""
from __future__ import annotations

import re
import unicodedata

from app.messages import Message
from app.scoring.gomoku import GameOutcome, default_black
from app.scoring.result import ResultError

GAME_FORMS = Message("forms.game")
DRAWLESS_GAME_FORMS = Message("forms.drawless_game")
GOMOKU_FORMS = Message("forms.gomoku")

_DASHES = str.maketrans({c: "-" for c in "—–―−‐‑﹣－:："})
_FORFEIT_CODES = {"+-": 0, "-+": 1, "--": None}
_SEPARATORS = re.compile(r"[,，;；、\s]+")


def normalise(text: object) -> str:
    """Half-width, one kind of dash, no spaces around it, ½ and 1/2 as .5."""
    text = str(text).replace("½", ".5")
    text = unicodedata.normalize("NFKC", text).translate(_DASHES).strip()
    text = re.sub(r"\s*-\s*", "-", text)
    return text.replace("1/2", ".5").replace("和", "=")


def _half_points(text: str) -> float | None:
    """A score like 1, .5, 1.5, 0.5 as a float, or None if it is not one."""
    if not re.fullmatch(r"\d*(\.5|\.0)?|\d+\.", text) or text in ("", "."):
        return None
    return float(text if not text.startswith(".") else "0" + text)


def _pair(text: str) -> tuple[float, float] | None:
    parts = text.split("-")
    if len(parts) != 2:
        return None
    first, second = (_half_points(part) for part in parts)
    if first is None or second is None:
        return None
    return first, second


def parse_game_code(text: object, draws: bool = True) -> tuple[int | None, bool]:
    """One game's code → (winning seat or None for a draw, whether forfeited).

    ``draws``: whether the event has draws; without them a draw code is refused and
    the message lists only the codes the event accepts.
    """
    forms = GAME_FORMS if draws else DRAWLESS_GAME_FORMS
    code = normalise(text)
    if code in _FORFEIT_CODES:
        return _FORFEIT_CODES[code], True
    pair = _pair(code)
    if code in ("=", ".5") or pair == (0.5, 0.5):
        if not draws:
            raise ResultError("result.no_draws", forms=forms)
        return None, False
    if code == "1" or pair == (1.0, 0.0):
        return 0, False
    if code == "0" or pair == (0.0, 1.0):
        return 1, False
    raise ResultError("result.bad_code", text=text, forms=forms)


def parse_gomoku_games(text: object, games_per_round: int = 2) -> list[GameOutcome]:
    """A gomoku round's code → its games, black alternating from seat 0."""
    code = normalise(text)
    if not code:
        raise ResultError("gomoku.empty_score", GOMOKU_FORMS=GOMOKU_FORMS)
    tokens = [t for t in _SEPARATORS.split(code) if t]
    if code in _FORFEIT_CODES:
        results = [(_FORFEIT_CODES[code], True)] * games_per_round
    elif len(tokens) > 1 or games_per_round == 1:
        if len(tokens) != games_per_round:
            raise ResultError("gomoku.token_count", games_per_round=games_per_round, text=text,
                              tokens_count=len(tokens), GOMOKU_FORMS=GOMOKU_FORMS)
        results = []
        for number, token in enumerate(tokens, start=1):
            try:
                results.append(parse_game_code(token))
            except ResultError:
                raise ResultError("gomoku.bad_game_score", number=number, token=token,
                                  GOMOKU_FORMS=GOMOKU_FORMS) from None
    else:
        results = [(w, False) for w in _games_from_total(code, text, games_per_round)]
    return [GameOutcome(winner, default_black(i), forfeit=forfeit)
            for i, (winner, forfeit) in enumerate(results)]


def _games_from_total(code: str, text: object, games: int) -> list[int | None]:
    pair = _pair(code)
    if pair is None or sum(pair) != games:
        raise ResultError("gomoku.bad_score", text=text, games=games, GOMOKU_FORMS=GOMOKU_FORMS)
    wins0 = int(pair[0])
    draws = 1 if pair[0] % 1 else 0
    return [0] * wins0 + [None] * draws + [1] * (games - wins0 - draws)
