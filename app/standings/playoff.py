"""Playoffs (加赛, docs/rules.md §6.3): which ties must be played off, the matches, and how results split a tie.

A tie is played off when the event's chain says so (go's ``playoff_on_tie``,
identity's best of three, or a chain ending in ``playoff``), the event's last
round is complete, and the tie touches an award place.  Each pair of the tied
players meets once (a best-of-N match); match wins order them, and players
still equal stay shared until a further playoff among exactly them.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Mapping, Sequence

from app.standings.tiebreaks import split_equal


@dataclass(frozen=True)
class PlayoffResult:
    """A finished playoff: who played it and how many matches each won."""

    members: frozenset
    wins: Mapping[int, float]


def split_by_playoffs(group: Sequence[int], playoffs: Sequence[PlayoffResult]) -> list[list[int]]:
    """Tiers of a tied group after the playoffs played among exactly its members (best first)."""
    for playoff in playoffs:
        if playoff.members != frozenset(group):
            continue
        wins = {pid: float(playoff.wins.get(pid, 0.0)) for pid in group}
        tiers = split_equal(sorted(group, key=lambda p: -wins[p]), wins)
        rest = [p for p in playoffs if p is not playoff]
        return [sub for tier in tiers
                for sub in (split_by_playoffs(tier, rest) if len(tier) > 1 else [tier])]
    return [list(group)]


def playoff_matches(members: Sequence[int]) -> list[tuple[int, int]]:
    """Every pair of the tied players meets once (two players: one match)."""
    return list(combinations(members, 2))


def tied_award_groups(rows, places: int) -> list[list[int]]:
    """Ids of each group of rows flagged for a playoff, one list per shared place, best first."""
    groups: dict[int, list[int]] = {}
    for row in rows:
        if row.playoff and row.rank <= places:
            groups.setdefault(row.rank, []).append(row.id)
    return [groups[rank] for rank in sorted(groups)]
