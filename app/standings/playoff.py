"""Playoffs (加赛, docs/rules.md §6.3): which ties must be played off, the matches, and how results split a tie.

A tie is played off when the event's chain says so (go's ``playoff_on_tie``,
identity's best of three, or a chain ending in ``playoff``), the event's last
round is complete, and the tie touches an award place.  Each pair of the tied
players meets once (a best-of-N match), in rounds of a round robin: k players
play k−1 rounds (k odd: k rounds, one of them out each round), one table per
player per round; match wins order them, and players still equal stay shared
until a further playoff among exactly them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Mapping, Sequence

from app.standings.tiebreaks import split_equal


@dataclass(frozen=True)
class PlayoffResult:
    """A finished playoff: who played it and how many matches each won."""

    members: frozenset
    wins: Mapping[int, float]


@dataclass(frozen=True)
class PlayoffMatch:
    """A playoff table: its players, and who won it (empty: drawn; None: not entered yet)."""

    players: frozenset
    winners: frozenset | None


@dataclass(frozen=True)
class PlayedPlayoff:
    """A tied group's playoff as stored: who was drawn into it and each of its matches."""

    members: frozenset
    matches: tuple[PlayoffMatch, ...]


def settled_playoffs(played: Sequence[PlayedPlayoff], unplaced: Collection[int]) -> tuple[list[PlayoffResult], int]:
    """The finished playoffs and how many playoff tables are still open, among those who hold a place.

    A playoff one of its players left (disqualified) keeps what was played: it decides among the others,
    by their matches with each other; a match with the one who left counts for nobody and is not waited
    for (docs/rules.md §6.3)."""
    out = frozenset(unplaced)
    finished, open_tables = [], 0
    for playoff in played:
        members = playoff.members - out
        counted = [match for match in playoff.matches if not match.players & out]
        waiting = sum(match.winners is None for match in counted)
        open_tables += waiting
        if waiting or not members:
            continue
        wins = dict.fromkeys(members, 0.0)
        for match in counted:
            for winner in match.winners:
                wins[winner] += 1.0
        finished.append(PlayoffResult(members, wins))
    return finished, open_tables


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


@dataclass(frozen=True)
class PlayoffRound:
    """One round of a playoff: its matches (each player at most once) and who sits out (k odd)."""

    matches: tuple[tuple[int, int], ...]
    bye: int | None = None


def playoff_schedule(members: Sequence[int]) -> list[PlayoffRound]:
    """The round robin of the tied players by the circle method: every pair meets exactly once, no one
    plays twice in a round; k players play k−1 rounds (k odd: k rounds, a different one out each)."""
    circle: list[int | None] = list(members) + ([None] if len(members) % 2 else [])
    half = len(circle) // 2
    rounds = []
    for _round in range(len(circle) - 1):
        pairs = list(zip(circle[:half], reversed(circle[half:])))
        matches = tuple((a, b) for a, b in pairs if a is not None and b is not None)
        bye = next((a if b is None else b for a, b in pairs if a is None or b is None), None)
        rounds.append(PlayoffRound(matches, bye))
        circle = [circle[0], circle[-1], *circle[1:-1]]  # the first stays, the others turn one place
    return rounds


def playoff_matches(members: Sequence[int]) -> list[tuple[int, int]]:
    """Every pair of the tied players, as the rounds play them (two players: one match)."""
    return [match for rnd in playoff_schedule(members) for match in rnd.matches]


def tied_award_groups(rows, places: int) -> list[list[int]]:
    """Ids of each group of rows flagged for a playoff, one list per shared place, best first."""
    groups: dict[int, list[int]] = {}
    for row in rows:
        if row.playoff and row.rank <= places:
            groups.setdefault(row.rank, []).append(row.id)
    return [groups[rank] for rank in sorted(groups)]


def places_at_stake(ranks: Sequence[int]) -> tuple[int, int]:
    """The places a playoff among players placed ``ranks`` decides: from the best of them (they share it
    until the playoff orders them) through as many places as there are players."""
    return min(ranks), min(ranks) + len(ranks) - 1


def places_words(places: tuple[int, int] | None) -> str:
    """第3–9名: the places a playoff table decides, as its sheets say them; "" for a table of no playoff."""
    return f"第{places[0]}–{places[1]}名" if places else ""
