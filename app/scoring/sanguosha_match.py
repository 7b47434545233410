"""A Sanguosha 3v3 or 1v1 match of several games in one round (docs/rules.md §5.6).

Each game is scored as a single game (score_3v3 / score_1v1: how, technical
fouls, time-up …) plus ``camp``: the side holding the camp choice (1v1: the
lord).  Even games pass the camp choice to the side that did not hold it in the
game before.  The match follows from the games won (app.scoring.match);
``points_per`` "match" scores the match once (won / level / lost), "game"
scores every game.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Mapping, Sequence

from app.messages import Message
from app.scoring.entries import GameEntry, MatchEntry
from app.scoring.match import Match, check_camp_holders
from app.scoring.parse import normalise, parse_game_code
from app.scoring.result import (
    LOSS, ResultError, ScoredResult, format_score, outcome_by_points, points_setting,
    two_seat_outcome,
)

MATCH_FORMS = Message("forms.match")
_FORFEIT_CODES = {"+-": 0, "-+": 1, "--": None}


def games_from_code(text: object, games: int, game_type: type[GameEntry]) -> list[GameEntry]:
    """A typed match code → one ``game_type`` entry per game, read from seat 0's side.

    A total like 2-1 leaves the order of the games open: the loser's wins are put
    first so that a match ending once decided is still complete.
    """
    code = normalise(text)
    if code in _FORFEIT_CODES:
        return [game_type(score=code) for _ in range(games)]
    tokens = [t for t in code.replace("，", ",").replace(" ", ",").split(",") if t]
    if len(tokens) > 1:
        entries = []
        for number, token in enumerate(tokens, start=1):
            try:
                winner, forfeit = parse_game_code(token, draws=False)
            except ResultError:
                raise ResultError("match.bad_game_code", number=number, token=token, forms=MATCH_FORMS) from None
            entries.append(game_type(winner=winner, forfeit=True if forfeit else None))
        return entries
    parts = code.split("-")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise ResultError("match.bad_code", text=text, games=games, forms=MATCH_FORMS)
    won = [int(parts[0]), int(parts[1])]
    winner = 0 if won[0] > won[1] else 1
    order = [1 - winner] * won[1 - winner] + [winner] * won[winner]
    return [game_type(winner=seat) for seat in order]


def score_match(settings: Mapping[str, Any], entry: MatchEntry, game_type: type[GameEntry],
                score_game: Callable[[Mapping[str, Any], GameEntry], ScoredResult]) -> ScoredResult:
    """Score a match of ``games_per_round`` games from its typed code or its games (of ``game_type``)."""
    games_count = int(settings["games_per_round"])
    ends_early = bool(settings["match_ends_when_decided"])
    games = games_from_code(entry.score, games_count, game_type) if entry.games is None else entry.games
    scored = [_score_game(number, game, settings, score_game) for number, game in enumerate(games, 1)]
    camps = _camp_holders(games)
    if all(result.forfeit for result in scored) and scored:
        return _whole_forfeit(settings, games_count, scored, camps)
    match = Match(games_count, camps[0] if camps else 0, ends_when_decided=ends_early)
    for number, result in enumerate(scored, start=1):
        if match.next_game is None:
            raise ResultError("match.game_after_end", last=number - 1, games=games_count, number=number)
        if result.detail.get("winner") is None:
            raise ResultError("match.double_forfeit_game", number=number)
        match.record(result.detail["winner"])
    if match.next_game is not None:
        raise ResultError("match.too_few_games", games=games_count, given=len(scored))
    return _match_result(settings, match, scored, camps)


def _score_game(number, game: GameEntry, settings, score_game) -> ScoredResult:
    try:
        return score_game(settings, dataclasses.replace(game, camp=None))
    except ResultError as error:
        raise ResultError("match.in_game", number=number, error=error) from None


def _camp_holders(games: Sequence[GameEntry]) -> list[int]:
    """The recorded holders, the missing ones following the swap rule from the game before."""
    holders: list[int] = []
    for number, game in enumerate(games, start=1):
        if game.camp is not None:
            holders.append(game.camp)
        elif number == 1:
            holders.append(0)
        else:
            holders.append(1 - holders[-1] if number % 2 == 0 else holders[-2])
    try:
        check_camp_holders(holders)
    except ResultError as error:
        if error.code != "camp_not_swapped":
            raise ResultError("match.bad_camp", side=error.params.get("side")) from None
        number = error.params["game"]
        raise ResultError("match.camp_not_swapped", number=number, before=number - 1,
                          holder=error.params["holder"]) from None
    return holders


def _game_details(scored, camps) -> list[dict[str, Any]]:
    return [{**dict(result.detail), "camp": camp, "summary": result.summary}
            for result, camp in zip(scored, camps)]


def _whole_forfeit(settings, games_count, scored, camps) -> ScoredResult:
    """Every game unplayed: the match is a forfeit (+-, -+ or -- for both absent)."""
    winners = {result.detail.get("winner") for result in scored}
    if len(winners) != 1 or len(scored) != games_count:
        raise ResultError("match.partial_forfeit", games=games_count)
    winner = winners.pop()
    win, loss = points_setting(settings, "win_points"), points_setting(settings, "loss_points")
    per = games_count if settings["points_per"] == "game" else 1
    if winner is None:
        points, outcome = (loss * per, loss * per), (LOSS, LOSS)
    else:
        outcome = two_seat_outcome(winner)
        points = tuple((win if o == "win" else loss) * per for o in outcome)
    won = [games_count if winner == seat else 0 for seat in (0, 1)]
    detail = {"games": _game_details(scored, camps), "games_won": won, "winner": winner, "forfeit": True}
    return ScoredResult(points, outcome, True, detail, {0: "+-", 1: "-+", None: "--"}[winner])


def _match_result(settings, match: Match, scored, camps) -> ScoredResult:
    result = match.result()
    won = result["games_won"]
    if settings["points_per"] == "game":
        points = tuple(sum(r.points[seat] for r in scored) for seat in (0, 1))
        outcome = outcome_by_points(points)
    else:
        outcome = two_seat_outcome(result["winner"])
        key = {"win": "win_points", "draw": "draw_points", "loss": "loss_points"}
        points = tuple(points_setting(settings, key[o]) for o in outcome)
    detail: dict[str, Any] = {"games": _game_details(scored, camps), "games_won": won,
                              "winner": result["winner"], "forfeit": False}
    disqualified = sorted({seat for r in scored for seat in r.detail.get("disqualified", ())})
    if disqualified:
        detail["disqualified"] = disqualified
        detail["reason"] = next(r.detail["reason"] for r in scored if r.detail.get("disqualified"))
    return dataclasses.replace(scored[0], points=points, outcome=outcome, forfeit=False, detail=detail,
                               summary=f"{format_score(won[0])}-{format_score(won[1])}")
