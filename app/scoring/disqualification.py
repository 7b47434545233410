"""Who the results disqualify (docs/rules.md §4.7): a loss for cheating or 除名, or the foul limit.

A scored result names the seats it disqualifies in ``detail["disqualified"]``
(cheating in 3v3, the reason "disqualified" in the two-player games and gomoku).
Dou Dizhu's "犯规3次取消资格" is counted here instead, from the fouls of every
game in play order: across the whole event (``fouls_scope`` "event", the
default) or within one game ("game").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Iterable, Mapping

from app.messages import Refusal

EVENT, GAME = "event", "game"


@dataclass(frozen=True)
class FoulTable:
    """One game's fouls: its round, the table's key (kept for the caller) and fouls per competitor."""

    round: int
    table: Hashable
    fouls: Mapping[int, int]


@dataclass(frozen=True)
class FoulDisqualification:
    """The game in which the competitor reached the limit, and the count then."""

    round: int
    table: Hashable
    fouls: int


def disqualified_seats(detail: Mapping) -> list[int]:
    """The seats a scored result disqualifies (empty for most results)."""
    return [int(seat) for seat in detail.get("disqualified") or ()]


def foul_disqualifications(tables: Iterable[FoulTable], limit: int,
                           scope: str = EVENT) -> dict[int, FoulDisqualification]:
    """Competitor → where they reached ``limit`` fouls; ``tables`` in play order (stage, round, table).

    A limit of 0 disqualifies nobody.  Scope "event" keeps a running total per
    competitor; scope "game" looks at each game on its own.
    """
    if scope not in (EVENT, GAME):
        raise Refusal("result.bad_foul_scope", scope=scope)
    found: dict[int, FoulDisqualification] = {}
    if limit <= 0:
        return found
    totals: dict[int, int] = {}
    for table in tables:
        for competitor, count in table.fouls.items():
            total = (totals.get(competitor, 0) if scope == EVENT else 0) + int(count)
            totals[competitor] = total
            if total >= limit and competitor not in found:
                found[competitor] = FoulDisqualification(table.round, table.table, total)
    return found
