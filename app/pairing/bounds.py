"""Lower bounds of each 积分编排 level: a pairing that meets them all is optimal.

A pairing found on a candidate graph (each player with its nearest
neighbours in score-and-lot order) is proved optimal on every rule of
docs/rules.md §2 when each level, from the top, equals its lower bound over all
pairings of the whole field; the levels are those of SwissObjective:

* rematches and the bye: 0 rematches, the bye at the lowest score that may take it;
* schoolmates (kept apart, high): the largest school beyond half the field;
* boundary crossings: the parity of the players above each boundary (the bye
  fixed); a boundary met at its parity cannot be crossed less;
* span: 0;
* schoolmates (low): per score group, the largest school's surplus that the
  group cannot absorb even if the floaters leaving it are the best ones;
* colour clashes: the same surplus per group, plus the crossing pairs
  themselves, with the leavers' wishes chosen at best (a dynamic programme).

Only the drawn tie-break is not bounded: among pairings equal on every rule
it chooses within the candidate graph.
"""
from __future__ import annotations

from collections import Counter
from itertools import product

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
        if clashes > _clash_bound(players, members, crossings, bye_group):
            return False
    return True


def _schoolmate_bound(players, members, leaving) -> int:
    """Fewest schoolmate pairs among ``members`` when ``leaving`` of them pair elsewhere."""
    schools = Counter(players[i].school for i in members if players[i].school)
    largest = max(schools.values(), default=0)
    return max(0, -(-(2 * largest - len(members) - leaving) // 2))


def _clash_bound(players, members, crossings, bye_group) -> int:
    """Fewest colour clashes with these crossings (each 0 or 1, between neighbouring groups).

    Per group, the players who leave it (down, up, the bye) are chosen by their
    colour wish; a crossing pair clashes when both leavers want the same seat;
    the rest of the group clashes at least by its surplus.  A small dynamic
    programme over the groups, top down, keyed by the wish of the leaver down.
    """
    wishes_of = (-1, 0, 1)
    best = {None: 0}  # wish of the player leaving the group above downwards
    for g, group in enumerate(members):
        counts = Counter(colour_wish(players[i]) for i in group)
        up = bool(g and crossings[g - 1])
        down = bool(crossings[g]) if g < len(members) - 1 else False
        options = [wishes_of if up else (None,), wishes_of if down else (None,),
                   wishes_of if bye_group == g else (None,)]
        following = {}
        for above, so_far in best.items():
            for leaving in product(*options):
                removed = Counter(w for w in leaving if w is not None)
                if any(removed[w] > counts[w] for w in removed):
                    continue
                left = counts - removed
                internal = max(0, abs(left[1] - left[-1]) - left[0]) // 2
                crossing = up and above != 0 and above == leaving[0]
                total = so_far + internal + crossing
                key = leaving[1]
                if total < following.get(key, total + 1):
                    following[key] = total
        best = following
    return min(best.values(), default=0)
