"""The 积分编排 matching graph of a whole field, built with numpy, in compact weights.

``SwissObjective.cost`` defines the priorities with one generous weight per
level; for a large field with many score groups those integers pass 2**128,
too large for the compiled matching.  Here each level's weight only exceeds
the largest possible *difference* of all lower levels between two pairings:

* a level counted in pairs varies by at most the number of pairs;
* the crossings of boundary k vary by at most min(players above, below), and
  only in steps of 2 (with the bye fixed by a higher level, the parity of the
  crossings of every boundary is fixed), so half the weight is enough;
* the span total is at most the sum over players of half their largest span.

Any pairing of least compact cost is therefore also of least reference cost.

Edges no optimal pairing can use are left out (``long_float_prunable``): a
pair (u, v) floating over whole score groups, while more players in the
groups between are clean with both u and v (no rematch, no schoolmate when
schools are kept apart) than u and v have blockers.  Proof: for such a w,
paired with p in the optimum, swapping to the uncrossed pairs (u or v with w,
the other with p) crosses fewer boundaries or, for equal crossings, has a
shorter span, and loses nothing above, unless p is the bye or is not clean
with u or v; distinct w have distinct p, so some w is free of that.
"""
from __future__ import annotations

import numpy as np

from .objective import TIEBREAK_RANGE, colour_wish


def field_arrays(objective):
    """Per-player arrays: group, school code (-1: none), colour wish, lots, met matrix."""
    players = objective.players
    count = len(players)
    index = {p.id: k for k, p in enumerate(players)}
    met = np.zeros((count, count), dtype=bool)
    for k, player in enumerate(players):
        for other in player.opponents:
            m = index.get(other)
            if m is not None:
                met[k, m] = met[m, k] = True
    codes = {}
    school = np.array([codes.setdefault(p.school, len(codes)) if p.school else -1
                       for p in players], dtype=np.int64)
    group = np.array(objective.group, dtype=np.int64)
    wish = np.array([colour_wish(p) for p in players], dtype=np.int64)
    lots = np.array(objective.lots, dtype=np.uint64)
    return group, school, wish, lots, met


def level_weights(objective) -> dict:
    """The compact weight of each level, lowest first (see the module docstring)."""
    count = len(objective.players)
    groups = objective.groups
    pairs, edges = count // 2, (count + 1) // 2
    school_high = objective.separate_schools and objective.school_high
    school_low = objective.separate_schools and not objective.school_high
    weights = {}
    total = (TIEBREAK_RANGE - 1) * edges  # largest total of the levels so far

    def level(name, spread, step=1):
        nonlocal total
        weights[name] = total // step + 1
        total += weights[name] * spread

    level("colour", pairs if objective.balance_colours else 0)
    level("school_low", pairs if school_low else 0)
    spans = [span_cost(max(g, groups - 1 - g)) for g in objective.group]
    level("span", sum(spans) // 2)
    sizes = np.bincount(np.array(objective.group, dtype=np.int64), minlength=groups)
    above = np.cumsum(sizes)[:-1].tolist()
    boundary = [0] * len(above)
    for k in reversed(range(len(above))):
        level("boundary", min(above[k], count - above[k]), step=2)
        boundary[k] = weights["boundary"]
    weights["boundary"] = boundary
    level("school_high", pairs if school_high else 0)
    level("bye", max(len(objective.bye_level) - 1, 0))
    level("rematch", pairs if objective.allow_rematch else 0)
    weights["total"] = total
    return weights


def span_cost(apart: int) -> int:
    """Level 5 of a pair ``apart`` score groups apart: (groups apart)² - (groups apart)."""
    return apart * apart - apart


def swiss_edges(objective, band: int | None = None):
    """(firsts, seconds, costs, bye_costs) of the field's matching graph, compact costs.

    ``band``: only the candidate pairs of ``candidate_pairs`` (see swiss.py);
    None: every pair.
    """
    group, school, wish, lots, met = field_arrays(objective)
    count = len(group)
    if band is None or band >= count - 1:
        firsts, seconds = np.triu_indices(count, 1)
    else:
        orders = [np.arange(count)]
        if objective.balance_colours:
            orders.append(interleaved(group, wish))
        if objective.separate_schools:
            orders.append(interleaved(group, school))
        firsts, seconds = candidate_pairs(orders, band)
    rematch = met[firsts, seconds]
    same_school = (school[firsts] == school[seconds]) & (school[firsts] >= 0)
    if not objective.separate_schools:
        same_school[:] = False
    keep = ~long_float_prunable(objective, group, school, met, firsts, seconds)
    if not objective.allow_rematch:
        keep &= ~rematch
    firsts, seconds = firsts[keep], seconds[keep]
    rematch, same_school = rematch[keep], same_school[keep]

    weights = level_weights(objective)
    groups = objective.groups
    crossing = [0]
    for w in weights["boundary"]:
        crossing.append(crossing[-1] + w)
    school_high = objective.school_high
    # the large part of a pair's cost depends on (group, group, schoolmates, rematch) only
    table = [crossing[b] - crossing[a] + span_cost(b - a) * weights["span"]
             + s * school_high * weights["school_high"] + r * weights["rematch"]
             for a in range(groups) for b in range(groups) for s in (0, 1) for r in (0, 1)]
    code = ((group[firsts] * groups + group[seconds]) * 2 + same_school) * 2 + rematch
    small = lot_tiebreaks(lots[firsts], lots[seconds])
    if objective.balance_colours:
        clash = (wish[firsts] != 0) & (wish[firsts] == wish[seconds])
        small += clash * weights["colour"]
    if not school_high:
        small += same_school * weights["school_low"]
    if weights["total"] < 1 << 62:
        costs = (np.array(table, dtype=np.int64)[code] + small).tolist()
    else:
        costs = [table[c] + s for c, s in zip(code.tolist(), small.tolist())]

    bye_lots = lot_tiebreaks(lots, lots).tolist()
    bye_costs = [None if p.had_bye else
                 objective.bye_level[p.score] * weights["bye"] + bye_lots[i]
                 for i, p in enumerate(objective.players)]
    return firsts.tolist(), seconds.tolist(), costs, bye_costs


def interleaved(group, classes):
    """Score order with the classes (e.g. colour wishes) taking turns inside each group.

    Neighbours in this order are mostly of different classes, and a class's
    surplus ends up together at the end of its group.
    """
    count = len(group)
    turn = np.zeros(count, dtype=np.int64)
    seen = {}
    for k, key in enumerate(zip(group.tolist(), classes.tolist())):
        turn[k] = seen[key] = seen.get(key, -1) + 1
    return np.lexsort((classes, turn, group))


def candidate_pairs(orders, band):
    """Pairs (i < j) at most ``band`` places apart in any of the orders of indices."""
    count = len(orders[0])
    codes = []
    for order in orders:
        for d in range(1, min(band, count - 1) + 1):
            a, b = order[:-d], order[d:]
            codes.append(np.minimum(a, b) * count + np.maximum(a, b))
    codes = np.unique(np.concatenate(codes))
    return codes // count, codes % count


def lot_tiebreaks(a, b):
    """objective.lot_tiebreak over arrays of 32-bit lots (the product fits 64 bits)."""
    return ((a * b) >> np.uint64(40)).astype(np.int64) % TIEBREAK_RANGE


def long_float_prunable(objective, group, school, met, firsts, seconds):
    """Pairs over two or more score groups that no optimal pairing uses (module docstring).

    Players are in score order, so group[firsts] <= group[seconds].  Counted
    conservatively: at least ``between - blockers`` players between are clean
    with both, and that must exceed ``blockers + 1`` (the +1 is the bye).
    """
    blockers = met.sum(axis=1)
    if objective.separate_schools and objective.school_high:
        mates = np.bincount(school[school >= 0], minlength=1)
        blockers = blockers + np.where(school >= 0, mates[np.maximum(school, 0)] - 1, 0)
    start = np.searchsorted(group, np.arange(objective.groups + 1))  # first index of group k
    upper, lower = group[firsts], group[seconds]
    between = start[lower] - start[np.minimum(upper + 1, objective.groups)]
    pair_blockers = blockers[firsts] + blockers[seconds]
    return (lower - upper >= 2) & (between > 2 * pair_blockers + 1)
