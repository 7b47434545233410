"""Sanguosha 3v3 (team against team) and 1v1 games (docs/rules.md §4.6, §5).

In a 3v3 game seat 0 is team A and seat 1 team B.  Neither format has draws:
a 3v3 game tied at time-up goes to extra rounds until decided, a 1v1 game ends
when one side's three generals are dead.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping

from app.messages import Message
from app.scoring.result import ResultError, ScoredResult, check_pair, check_winner
from app.scoring.two_player import score_two_player

MAX_LOST_HP_PER_ROLE = 4  # unknown general: a living role keeps ≥1 of at most 5 HP (commander +1)
# Generals that live on at 0 HP or below, with how far below 1 HP they can go:
# 周泰's 不屈 keeps him alive while his 不屈 cards have distinct points (13 at most).
BUQU_GENERAL = "周泰"
ALIVE_BELOW_ONE_HP = {BUQU_GENERAL: 13}
GENERALS = 3  # generals fielded per side in 1v1


@dataclass(frozen=True)
class TimeUpVerdict:
    """3v3 time-up: a winner (basis "alive" or "lost_hp"), or extra rounds to play."""

    winner: int | None
    extra_rounds: int
    basis: str


def adjudicate_3v3_time_up(alive=(3, 3), lost_hp=(0, 0), max_hp=None, generals=None) -> TimeUpVerdict:
    """docs/rules.md §5.3: more living roles wins, then less lost HP; still equal, extra rounds.

    Extra rounds: 3 if each side has 1 alive, 2 if 2, 1 if 3; repeated until decided.
    Both commanders are alive at time-up (a dead commander ends the game), so
    each side has 1..3 living roles.  A living role has lost at most its
    general's maximum HP minus 1 (``max_hp``: per side, the living roles'
    maximum HP, commander's +1 included; unknown: 5), except a general that
    lives on below 1 HP (``generals``: per side, names of living generals; 周泰 不屈).
    """
    alive = check_pair(alive, Message("label.living_roles"), 1, 3)
    lost_hp = check_pair(lost_hp, Message("label.lost_hp"), 0, 99)  # the bound per side follows below
    for side in (0, 1):
        most = _most_lost_hp(side, alive[side], max_hp, generals)
        if lost_hp[side] > most:
            raise ResultError("sanguosha.lost_hp_impossible", side=side, alive=alive[side], lost_hp=lost_hp[side],
                              most=most)
    if alive[0] != alive[1]:
        return TimeUpVerdict(0 if alive[0] > alive[1] else 1, 0, "alive")
    if lost_hp[0] != lost_hp[1]:
        return TimeUpVerdict(0 if lost_hp[0] < lost_hp[1] else 1, 0, "lost_hp")
    return TimeUpVerdict(None, 4 - alive[0], "extra_rounds")


def _most_lost_hp(side: int, alive: int, max_hp, generals) -> int:
    """The most HP a side's living roles can have lost (each keeps ≥1 HP unless it lives below 1)."""
    known = list((max_hp or ((), ()))[side] or ())
    if len(known) > alive:
        raise ResultError("sanguosha.max_hp_count", side=side, alive=alive, known_count=len(known))
    for value in known:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 9:
            raise ResultError("sanguosha.bad_max_hp", value=value)
    names = list((generals or ((), ()))[side] or ())
    below_one = sum(ALIVE_BELOW_ONE_HP.get(str(name).strip(), 0) for name in names)
    return sum(v - 1 for v in known) + MAX_LOST_HP_PER_ROLE * (alive - len(known)) + below_one


def _check_technical_fouls(settings, fouls, winner, how) -> tuple[int, int]:
    limit = int(settings["technical_fouls_to_lose"])  # per team per game (docs/rules.md §4.6)
    fouls = check_pair(fouls, Message("label.technical_fouls"), 0, limit)
    at_limit = [side for side in (0, 1) if fouls[side] == limit]
    if how == "technical_fouls":
        if winner is None or at_limit != [1 - winner]:
            raise ResultError("sanguosha.foul_loss_counts", limit=limit, fouls=fouls[0], fouls2=fouls[1])
    elif at_limit:
        raise ResultError("sanguosha.foul_loss_due", at_limit=at_limit[0], limit=limit)
    return fouls


def _check_time_up(time_up, winner, how) -> dict[str, Any] | None:
    if time_up is None:
        return None
    if how not in ("time_up", "extra_rounds"):
        raise ResultError("sanguosha.time_up_only")
    alive, lost_hp = time_up.get("alive"), time_up.get("lost_hp")
    max_hp, generals = time_up.get("max_hp"), time_up.get("generals")
    verdict = adjudicate_3v3_time_up(alive, lost_hp, max_hp, generals)
    if how == "time_up" and verdict.winner is None:
        raise ResultError("sanguosha.needs_extra_rounds", extra_rounds=verdict.extra_rounds)
    if how == "time_up" and verdict.winner != winner:
        raise ResultError("sanguosha.time_up_winner", winner=verdict.winner)
    if how == "extra_rounds" and verdict.winner is not None:
        raise ResultError("sanguosha.no_extra_needed", winner=verdict.winner)
    checked = {"alive": list(alive), "lost_hp": list(lost_hp), "extra_rounds": verdict.extra_rounds}
    if max_hp:
        checked["max_hp"] = [list(side or ()) for side in max_hp]
    if generals:
        checked["generals"] = [[str(name) for name in side or ()] for side in generals]
    return checked


def score_3v3(settings: Mapping[str, Any], winner: int | None, how: str | None = None, *,
              technical_fouls=(0, 0), time_up: Mapping[str, Any] | None = None,
              forfeit: bool | None = None) -> ScoredResult:
    """Score one 3v3 game: seat 0 team A, seat 1 team B.

    ``how``: commander_killed, resignation, technical_fouls, time_up,
    extra_rounds, cheating (loss and disqualification), or a forfeit reason.
    ``technical_fouls``: fouls charged to each team this game (limit 3).
    ``time_up``: {"alive": [a, b], "lost_hp": [a, b]} at the 40-minute mark,
    optionally "max_hp" (per side, the living roles' maximum HP) and
    "generals" (per side, living generals' names, e.g. ["周泰"] for 不屈),
    checked against the adjudication when given.
    """
    winner = check_winner(winner)
    base = score_two_player("sanguosha_3v3", settings, winner, reason=how, forfeit=forfeit)
    fouls = _check_technical_fouls(settings, technical_fouls, winner, how)
    if base.forfeit and any(fouls):
        raise ResultError("sanguosha.forfeit_no_fouls")
    detail = {key: value for key, value in base.detail.items() if key != "fouls"}
    detail["technical_fouls"] = list(fouls)
    checked_time_up = _check_time_up(time_up, winner, how)
    if checked_time_up:
        detail["time_up"] = checked_time_up
    return dataclasses.replace(base, detail=detail)


def score_1v1(settings: Mapping[str, Any], winner: int | None, *, generals_left=None,
              reason: str | None = None, forfeit: bool | None = None) -> ScoredResult:
    """Score one 1v1 game; ``generals_left`` is the living generals per seat at the end.

    A game won normally (all three enemy generals dead) leaves the loser none
    and the winner 1..3.
    """
    winner = check_winner(winner)
    base = score_two_player("sanguosha_1v1", settings, winner, reason=reason, forfeit=forfeit)
    if generals_left is None:
        return base
    detail = dict(base.detail)
    if base.forfeit:
        raise ResultError("sanguosha.forfeit_no_generals")
    left = check_pair(generals_left, Message("label.generals_left"), 0, GENERALS)
    if winner is not None and left[winner] == 0:
        raise ResultError("sanguosha.winner_has_general")
    if reason in (None, "generals_dead") and winner is not None:
        if left[1 - winner]:
            raise ResultError("sanguosha.loser_generals", left=left[1 - winner])
        detail["reason"] = "generals_dead"
    detail["generals_left"] = list(left)
    return dataclasses.replace(base, detail=detail)
