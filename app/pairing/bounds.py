"""Lower bounds of each 积分编排 level: a pairing that meets them all is optimal.

A pairing found on a candidate graph (each player with its nearest
neighbours in score-and-lot order) is proved optimal on every rule of
RULES.md §2 when each level, from the top, equals its lower bound over all
pairings of the whole field; the levels are those of SwissObjective:

* rematches and the bye: 0 rematches, the bye at the lowest score that may take it;
* schoolmates (kept apart, high): the largest school beyond half the field;
* boundary crossings: the parity of the players above each boundary (the bye
  fixed); a boundary met at its parity cannot be crossed less;
* span: 0;
* schoolmates (low) and colour clashes: per score group, the surplus that its
  own players cannot absorb even if the floaters leaving it are the best ones.

Only the drawn tie-break is not bounded: among pairings equal on every rule
it chooses within the candidate graph.
"""
from __future__ import annotations

from collections import Counter

from .objective import colour_wish


def meets_lower_bounds(objective, pairs, bye) -> bool:
    """True when (pairs, bye) reaches the lower bound of every rule level."""
    players, group = objective.players, objective.group
    if any(objective.met(i, j) for i, j in pairs):
        return False
    if bye is not None and objective.bye_level[players[bye].score] != 0:
        return False
    schoolmates = [i for i, j in pairs if objective.same_school(i, j)]
    if objective.separate_schools and objective.school_high:
        if len(schoolmates) > _schoolmate_bound(players, range(len(players)), bye is not None):
            return False
    crossings = [0] * objective.groups
    for i, j in pairs:
        low, high = sorted((group[i], group[j]))
        if high - low > 1:  # a span above 0
            return False
        if high > low:
            crossings[low] += 1
    above = 0
    bye_group = None if bye is None else group[bye]
    for k in range(objective.groups - 1):
        above += group.count(k)
        parity = (above - (bye_group is not None and bye_group <= k)) % 2
        if crossings[k] != parity:
            return False
    floaters = [crossings[g] + (crossings[g - 1] if g else 0) + (bye_group == g)
                for g in range(objective.groups)]
    members = [[i for i in range(len(players)) if group[i] == g] for g in range(objective.groups)]
    if objective.separate_schools and not objective.school_high:
        bound = sum(_schoolmate_bound(players, members[g], floaters[g])
                    for g in range(objective.groups))
        if len(schoolmates) > bound:
            return False
    if objective.balance_colours:
        clashes = sum(objective.colour_clash(i, j) for i, j in pairs)
        if clashes > sum(_clash_bound(players, members[g], floaters[g])
                         for g in range(objective.groups)):
            return False
    return True


def _schoolmate_bound(players, members, leaving) -> int:
    """Fewest schoolmate pairs among ``members`` when ``leaving`` of them pair elsewhere."""
    schools = Counter(players[i].school for i in members if players[i].school)
    largest = max(schools.values(), default=0)
    return max(0, -(-(2 * largest - len(members) - leaving) // 2))


def _clash_bound(players, members, leaving) -> int:
    """Fewest colour clashes among ``members`` when ``leaving`` of them pair elsewhere."""
    wishes = Counter(colour_wish(players[i]) for i in members)
    surplus = abs(wishes[1] - wishes[-1]) - wishes[0] - leaving
    return max(0, -(-surplus // 2))
