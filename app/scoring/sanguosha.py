"""Sanguosha 3v3 (team against team) and 1v1 games (docs/rules.md §4.6, §5).

In a 3v3 game seat 0 is team A and seat 1 team B.  Neither format has draws:
a 3v3 game tied at time-up goes to extra rounds until decided, a 1v1 game ends
when one side's three generals are dead.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping

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
    alive = check_pair(alive, "存活角色数", 1, 3)
    lost_hp = check_pair(lost_hp, "已损失体力值", 0, 99)  # the bound per side follows below
    for side in (0, 1):
        most = _most_lost_hp(side, alive[side], max_hp, generals)
        if lost_hp[side] > most:
            raise ResultError(f"第 {side} 方只有 {alive[side]} 名存活角色，"
                              f"不可能损失 {lost_hp[side]} 点体力（至多 {most} 点）")
    if alive[0] != alive[1]:
        return TimeUpVerdict(0 if alive[0] > alive[1] else 1, 0, "alive")
    if lost_hp[0] != lost_hp[1]:
        return TimeUpVerdict(0 if lost_hp[0] < lost_hp[1] else 1, 0, "lost_hp")
    return TimeUpVerdict(None, 4 - alive[0], "extra_rounds")


def _most_lost_hp(side: int, alive: int, max_hp, generals) -> int:
    """The most HP a side's living roles can have lost (each keeps ≥1 HP unless it lives below 1)."""
    known = list((max_hp or ((), ()))[side] or ())
    if len(known) > alive:
        raise ResultError(f"第 {side} 方只有 {alive} 名存活角色，却录入了 {len(known)} 个体力上限")
    for value in known:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 9:
            raise ResultError(f"体力上限 “{value}” 无效：须为 1 到 9 的整数")
    names = list((generals or ((), ()))[side] or ())
    below_one = sum(ALIVE_BELOW_ONE_HP.get(str(name).strip(), 0) for name in names)
    return sum(v - 1 for v in known) + MAX_LOST_HP_PER_ROLE * (alive - len(known)) + below_one


def _check_technical_fouls(settings, fouls, winner, how) -> tuple[int, int]:
    limit = int(settings["technical_fouls_to_lose"])  # per team per game (docs/rules.md §4.6)
    fouls = check_pair(fouls, "技术犯规次数", 0, limit)
    at_limit = [side for side in (0, 1) if fouls[side] == limit]
    if how == "technical_fouls":
        if winner is None or at_limit != [1 - winner]:
            raise ResultError(f"技术犯规判负须负方被扣满 {limit} 次、胜方未满，而记录为 "
                              f"{fouls[0]} 与 {fouls[1]}")
    elif at_limit:
        raise ResultError(f"第 {at_limit[0]} 方技术犯规已扣满 {limit} 次，本局应以技术犯规判负")
    return fouls


def _check_time_up(time_up, winner, how) -> dict[str, Any] | None:
    if time_up is None:
        return None
    if how not in ("time_up", "extra_rounds"):
        raise ResultError("只有时间到判定或加赛决胜时才录入时间到时的存活角色与损失体力")
    alive, lost_hp = time_up.get("alive"), time_up.get("lost_hp")
    max_hp, generals = time_up.get("max_hp"), time_up.get("generals")
    verdict = adjudicate_3v3_time_up(alive, lost_hp, max_hp, generals)
    if how == "time_up" and verdict.winner is None:
        raise ResultError(f"时间到时双方存活角色与损失体力相同，须加赛 "
                          f"{verdict.extra_rounds} 个对战回合，结果原因应为加赛决胜")
    if how == "time_up" and verdict.winner != winner:
        raise ResultError(f"按时间到判定（存活角色、损失体力）胜方应为第 {verdict.winner} 方")
    if how == "extra_rounds" and verdict.winner is not None:
        raise ResultError(f"时间到时已可判定第 {verdict.winner} 方胜，无需加赛")
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
        raise ResultError("弃权的对局没有进行，不能记技术犯规")
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
        raise ResultError("弃权的对局没有进行，不能录入剩余武将数")
    left = check_pair(generals_left, "剩余武将数", 0, GENERALS)
    if winner is not None and left[winner] == 0:
        raise ResultError("胜方至少还有 1 名武将存活")
    if reason in (None, "generals_dead") and winner is not None:
        if left[1 - winner]:
            raise ResultError(f"负方 3 名武将须全部阵亡，而记录剩余 {left[1 - winner]} 名；"
                              "如为认输或判定，请注明原因")
        detail["reason"] = "generals_dead"
    detail["generals_left"] = list(left)
    return dataclasses.replace(base, detail=detail)
