"""Dou Dizhu: hand scores and a game's totals for a table of three (docs/rules.md §4.5).

A hand's base is the winning bid (1, 2 or 3; no bid: the hand scores 0).  It
doubles for each bomb, for the rocket, for a spring (春天) and for an open hand
(明牌).  The rules double every kind of open hand and, when several players
show, the largest counts; the multipliers per kind are the setting
``open_hand_multipliers``.  Landlord wins: landlord +2s, each farmer −s;
landlord loses: landlord −2s, each farmer +s.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from app.messages import Message, Words
from app.rules.events import PRESETS
from app.scoring.result import DRAW, LOSS, WIN, ResultError, ScoredResult

SEATS = 3
MAX_BOMBS = 13  # four of a kind of each rank 3..2; the rocket is counted apart
LANDLORD_CARDS = 20  # 17 dealt + 3 bottom cards
OPEN_HAND_KINDS = {
    "start": "明牌开始",  # shown before the deal
    "deal": "发牌明牌",  # shown during the deal
    "after_bottom": "明牌",  # shown after taking the three bottom cards
}
DOUDIZHU_SETTINGS = PRESETS["doudizhu"].settings
DEFAULT_OPEN_HAND_MULTIPLIERS = DOUDIZHU_SETTINGS["open_hand_multipliers"]  # 所有的明牌*2


@dataclass(frozen=True)
class Hand:
    """One hand as the table referee records it.

    ``bid``: 1..3, or None/0 when nobody bid (then landlord and landlord_won
    stay None).  ``open_hands``: the kinds of open hand shown by any player
    this hand ("start", "deal", "after_bottom").
    """

    bid: int | None
    landlord: int | None = None
    landlord_won: bool | None = None
    bombs: int = 0
    rocket: bool = False
    spring: bool = False
    open_hands: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Hand":
        unknown = set(data) - {"bid", "landlord", "landlord_won", "bombs", "rocket",
                               "spring", "open_hands"}
        if unknown:
            raise ResultError("doudizhu.unknown_fields", fields=sorted(unknown))
        return cls(bid=data.get("bid"), landlord=data.get("landlord"),
                   landlord_won=data.get("landlord_won"), bombs=data.get("bombs", 0),
                   rocket=data.get("rocket", False), spring=data.get("spring", False),
                   open_hands=tuple(data.get("open_hands") or ()))

    def to_json(self) -> dict[str, Any]:
        return {"bid": self.bid, "landlord": self.landlord, "landlord_won": self.landlord_won,
                "bombs": self.bombs, "rocket": self.rocket, "spring": self.spring,
                "open_hands": list(self.open_hands)}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def open_hand_multiplier(hand: Hand, multipliers: Mapping[str, int]) -> int:
    """The largest multiplier among the open hands shown (1 when none)."""
    for kind in hand.open_hands:
        if kind not in OPEN_HAND_KINDS:
            known = [Words(f"{k}（{v}）", k) for k, v in OPEN_HAND_KINDS.items()]
            raise ResultError("doudizhu.bad_open", kind=kind, known=known)
    return max((int(multipliers.get(kind, DEFAULT_OPEN_HAND_MULTIPLIERS[kind]))
                for kind in hand.open_hands), default=1)


def check_hand(hand: Hand) -> None:
    """Refuse a hand that cannot have been played."""
    if hand.bid in (None, 0):
        if hand.landlord is not None or hand.landlord_won is not None:
            raise ResultError("doudizhu.no_bid_no_landlord")
        if hand.bombs or hand.rocket or hand.spring or hand.open_hands:
            raise ResultError("doudizhu.no_bid_no_play")
        return
    if not _is_int(hand.bid) or not 1 <= hand.bid <= 3:
        raise ResultError("doudizhu.bad_bid", bid=hand.bid)
    if not _is_int(hand.landlord) or not 0 <= hand.landlord < SEATS:
        raise ResultError("doudizhu.bad_landlord", landlord=hand.landlord)
    if not isinstance(hand.landlord_won, bool):
        raise ResultError("doudizhu.winner_side")
    if not _is_int(hand.bombs) or not 0 <= hand.bombs <= MAX_BOMBS:
        raise ResultError("doudizhu.bad_bombs", bombs=hand.bombs, MAX_BOMBS=MAX_BOMBS)
    if not isinstance(hand.rocket, bool) or not isinstance(hand.spring, bool):
        raise ResultError("doudizhu.yes_no")
    if hand.spring and hand.landlord_won and 4 * hand.bombs + 2 * hand.rocket > LANDLORD_CARDS:
        raise ResultError("doudizhu.spring_bombs", LANDLORD_CARDS=LANDLORD_CARDS, bombs=hand.bombs,
                          value=Message("label.and_rocket") if hand.rocket else "")


def hand_stake(hand: Hand, open_hand_multipliers: Mapping[str, int] | None = None) -> int:
    """What each farmer wins or loses in this hand (the landlord twice that): the bid times its doublings
    and the largest open hand; 0 when nobody bid."""
    check_hand(hand)
    if hand.bid in (None, 0):
        return 0
    multipliers = open_hand_multipliers or DEFAULT_OPEN_HAND_MULTIPLIERS
    doublings = hand.bombs + int(hand.rocket) + int(hand.spring)
    return hand.bid * 2 ** doublings * open_hand_multiplier(hand, multipliers)


def score_hand(hand: Hand, open_hand_multipliers: Mapping[str, int] | None = None
               ) -> tuple[int, int, int]:
    """Points of one hand per seat; they always sum to zero."""
    stake = hand_stake(hand, open_hand_multipliers)
    if not stake:
        return (0, 0, 0)
    sign = 1 if hand.landlord_won else -1
    return tuple(2 * stake * sign if seat == hand.landlord else -stake * sign
                 for seat in range(SEATS))  # type: ignore[return-value]


def score_doudizhu_game(hands: Sequence[Hand], fouls=(0, 0, 0),
                        settings: Mapping[str, Any] | None = None) -> ScoredResult:
    """A game (10 minutes of hands) at one table: points are the hand totals.

    Outcome: the highest total wins (shared top totals are draws), the rest
    lose.  A player reaching ``fouls_to_lose`` fouls is disqualified: marked in
    the detail, outcome loss; the totals stay as played so the table sums to 0.
    """
    if not hands:
        raise ResultError("doudizhu.no_hands")
    settings, fouls = _checked_fouls(fouls, settings)
    multipliers = settings["open_hand_multipliers"] or DEFAULT_OPEN_HAND_MULTIPLIERS

    totals = [0, 0, 0]
    per_hand = []
    for number, hand in enumerate(hands, start=1):
        try:
            scores = score_hand(hand, multipliers)
        except ResultError as error:
            raise ResultError("doudizhu.in_hand", number=number, error=error) from None
        per_hand.append(list(scores))
        totals = [t + s for t, s in zip(totals, scores)]
    return _game(totals, fouls, settings, {"hands": [hand.to_json() for hand in hands], "hand_scores": per_hand})


def score_doudizhu_totals(totals: Sequence[int], fouls=(0, 0, 0),
                          settings: Mapping[str, Any] | None = None) -> ScoredResult:
    """A game scored on the table's paper sheet: only the three totals, which must sum to zero.

    It ranks exactly as the same totals entered hand by hand (the points and outcome are the totals').
    """
    totals = list(totals) if isinstance(totals, (list, tuple)) else []
    if len(totals) != SEATS or not all(_is_int(t) for t in totals):
        raise ResultError("doudizhu.bad_totals", totals=totals)
    if sum(totals) != 0:
        raise ResultError("doudizhu.totals_not_zero", totals=" / ".join(f"{t:+d}" if t else "0" for t in totals),
                          sum=f"{sum(totals):+d}")
    settings, fouls = _checked_fouls(fouls, settings)
    return _game(totals, fouls, settings, {"paper": True})


def _checked_fouls(fouls, settings: Mapping[str, Any] | None) -> tuple[Mapping[str, Any], tuple]:
    settings = DOUDIZHU_SETTINGS if settings is None else settings
    fouls = tuple(fouls)
    limit = int(settings["fouls_to_lose"])
    if len(fouls) != SEATS or not all(_is_int(f) and 0 <= f <= (limit or 99) for f in fouls):
        raise ResultError("doudizhu.bad_fouls", most=limit or 99)
    return settings, fouls


def _game(totals: list[int], fouls: tuple, settings: Mapping[str, Any], how: dict[str, Any]) -> ScoredResult:
    """The game's result from its totals: the highest total wins (shared: draws), the rest lose; a
    player at ``fouls_to_lose`` fouls is disqualified, outcome loss, the totals kept as played."""
    limit = int(settings["fouls_to_lose"])
    disqualified = [seat for seat in range(SEATS) if limit and fouls[seat] >= limit]
    contenders = [seat for seat in range(SEATS) if seat not in disqualified]
    top = max((totals[seat] for seat in contenders), default=None)
    leaders = [seat for seat in contenders if totals[seat] == top]
    outcome = tuple(
        LOSS if seat not in leaders else (WIN if len(leaders) == 1 else DRAW)
        for seat in range(SEATS))
    detail: dict[str, Any] = {**how, "totals": totals, "fouls": list(fouls), "disqualified": disqualified}
    summary = str(Message("summary.doudizhu", totals="/".join(f"{t:+d}" if t else "0" for t in totals)))
    return ScoredResult(tuple(float(t) for t in totals), outcome, False, detail, summary)
