"""Round robin by the FIDE Berger tables, preliminary groups and the qualifiers."""
from __future__ import annotations

from collections import defaultdict

from app.rules.events import GROUP_MODES

from .model import Pairing, Table, canonical, check_unique


def berger_rounds(ids: list) -> list[list[tuple]]:
    """Every round of a round robin as published in the FIDE Berger tables (C.05 Annex 1).

    ``ids[k]`` plays as number k+1; each game is ``(first, second)`` in the
    table's colours (white / first move first).  For an odd field the highest
    number is a dummy: the game against it is ``(id, None)``, a bye.
    """
    numbers = list(ids) + ([None] if len(ids) % 2 else [])
    n = len(numbers)
    if n < 2:
        return []
    rotating = n - 1
    rounds = []
    for r in range(rotating):
        start = r * (n // 2) % rotating
        order = [(start + k) % rotating for k in range(rotating)]
        games = [(order[0], n - 1) if r % 2 == 0 else (n - 1, order[0])]
        games += [(order[k], order[rotating - k]) for k in range(1, n // 2)]
        rounds.append([_with_bye(numbers[a], numbers[b]) for a, b in games])
    return rounds


def _with_bye(first, second):
    return (second, None) if first is None else (first, second)


def berger_pairing(ids: list, round_no: int) -> Pairing:
    """Round ``round_no`` (1-based) of the Berger tables as tables and byes."""
    games = berger_rounds(ids)[round_no - 1]
    tables = [g for g in games if g[1] is not None]
    byes = tuple(g[0] for g in games if g[1] is None)
    return Pairing(tuple(Table(n, g) for n, g in enumerate(tables, start=1)), byes)


def without_players(pairing: Pairing, out: set) -> Pairing:
    """A round without the ``out`` players (disqualified): whoever they would have met gets a bye."""
    if not out:
        return pairing
    tables, byes = [], [pid for pid in pairing.byes if pid not in out]
    for table in pairing.tables:
        left = tuple(pid for pid in table.players if pid not in out)
        if len(left) == len(table.players):
            tables.append(Table(len(tables) + 1, left, table.roles, table.fillers))
        else:
            byes += left
    return Pairing(tuple(tables), tuple(byes), pairing.warnings)


def split_groups(entrants, group_count: int, rng, *, mode: str = "school") -> list[list]:
    """Preliminary groups (选拔赛) as lists of ids in draw order (Berger numbers).

    ``mode="school"`` (default) is the rules' 按学校分组 (docs/rules.md §1.3), read against the
    final's 不分学校: each school plays its own group, so the qualifiers of
    every school meet in the mixed final.  If ``group_count`` exceeds the
    number of schools the largest groups are halved by lot; if it is smaller
    (and positive) the two smallest groups are merged until it fits.
    ``group_count <= 0`` keeps exactly one group per school.
    ``mode="spread"`` deals schoolmates across ``group_count`` groups as
    evenly as possible (group sizes differ by at most one).
    """
    if mode not in GROUP_MODES:
        raise ValueError(f"mode must be one of {GROUP_MODES}")
    entrants = canonical(entrants)
    check_unique(entrants)
    by_school = defaultdict(list)
    for entrant in entrants:
        by_school[entrant.school].append(entrant.id)
    schools = sorted(by_school, key=lambda s: (-len(by_school[s]), s))
    for school in schools:
        rng.shuffle(by_school[school])
    if mode == "spread":
        count = max(1, group_count)
        groups = [[] for _ in range(count)]
        dealt = [pid for school in schools for pid in by_school[school]]
        for position, pid in enumerate(dealt):
            groups[position % count].append(pid)
    else:
        groups = [by_school[school] for school in schools]
        while 0 < group_count < len(groups):
            groups.sort(key=len)
            groups[:2] = [groups[0] + groups[1]]
        while group_count > len(groups) and max(map(len, groups)) > 1:
            groups.sort(key=len, reverse=True)
            largest = groups.pop(0)
            half = len(largest) // 2
            groups += [largest[:half], largest[half:]]
    for group in groups:
        rng.shuffle(group)
    return [group for group in groups if group]


def qualifiers(group_standings: list[list], top_n: int) -> list:
    """The top ``top_n`` of each group: all group winners first, then the runners-up, …"""
    return [standing[place] for place in range(top_n)
            for standing in group_standings if place < len(standing)]
