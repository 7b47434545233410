"""A large field's candidate graph matched one score group at a time, for speed.

The compiled blossom algorithm's work grows about as the square of the nodes:
5,000 players in one matching take seconds, five groups of 1,000 a fifth of
that.  A pairing that meets every rule's lower bound (bounds.py) crosses each
boundary between score groups exactly as often as its parity demands (0 or 1)
and never spans two boundaries, so it is made of one matching per group plus
one floater pair per odd boundary.  Each group is matched on its part of the
candidate graph, top group first, with stand-in nodes: the bye's (in the bye's
group), a "floats down" node joined to every member (odd boundary below) and a
"floats up" node (odd boundary above) joined to the members who may meet the
floater that came down (never a rematch; no schoolmate or colour clash where
another will do); the member it takes is the floater's opponent.  swiss.solve
keeps the answer only when the whole field's lower bounds prove it optimal on
every rule, exactly as for the whole-field candidate graph; the drawn lot then
chooses within each group and among the floaters.
"""
from __future__ import annotations

import numpy as np

from .matching import pairs_from_edges
from .objective import lot_tiebreak


def solve_by_groups(objective, firsts, seconds, costs, bye_costs):
    """(pairs, bye) from one matching per score group, or None when a group or a floater pair fails.

    The edges are the field's candidate graph (swiss_graph.swiss_edges); players
    are in score order, so each group is a run of indices.
    """
    group = np.array(objective.group, dtype=np.int64)
    start = np.searchsorted(group, np.arange(objective.groups + 1)).tolist()
    bye_group = _bye_group(objective)
    odd = _odd_boundaries(start, bye_group)
    firsts, seconds = np.asarray(firsts, dtype=np.int64), np.asarray(seconds, dtype=np.int64)
    costs = np.asarray(costs, dtype=object)
    inside = group[firsts] == group[seconds]
    by_group = np.argsort(group[firsts[inside]], kind="stable")
    edge_firsts, edge_seconds = firsts[inside][by_group], seconds[inside][by_group]
    edge_costs = costs[inside][by_group]
    edge_start = np.searchsorted(group[edge_firsts], np.arange(objective.groups + 1)).tolist()

    pairs, bye, down = [], None, None
    for g in range(objective.groups):
        low, high = start[g], start[g + 1]
        window = slice(edge_start[g], edge_start[g + 1])
        local = (edge_firsts[window] - low).tolist(), (edge_seconds[window] - low).tolist()
        takers = {}
        if g == bye_group:
            takers["bye"] = {k: bye_costs[k] for k in range(low, high) if bye_costs[k] is not None}
        if g < len(odd) and odd[g]:
            takers["down"] = {k: lot_tiebreak(objective.lots[k], objective.lots[k]) for k in range(low, high)}
        if down is not None:
            takers["up"] = _partners_of(objective, down, range(low, high))
        solved = _match_group(low, high, local, edge_costs[window].tolist(), takers)
        if solved is None:
            return None
        group_pairs, taken = solved
        pairs.extend(group_pairs)
        if "up" in taken:
            pairs.append((down, taken["up"]))
        bye, down = taken.get("bye", bye), taken.get("down")
    return sorted(pairs), bye


def _partners_of(objective, floater, members):
    """Who in the group below may take the floater from above (cost: the lot), best rule-fits first.

    Never a player already met; then, where any is left, no schoolmate while
    schools are kept apart and no colour clash while colours are balanced.
    """
    fits = [k for k in members if not objective.met(floater, k)]
    for clashes in ((lambda k: objective.separate_schools and objective.same_school(floater, k)),
                    (lambda k: objective.balance_colours and objective.colour_clash(floater, k))):
        fits = [k for k in fits if not clashes(k)] or fits
    return {k: lot_tiebreak(objective.lots[floater], objective.lots[k]) for k in fits}


def _match_group(low, high, local_edges, costs, takers):
    """One group's pairs (field indices) and the member each stand-in took, or None.

    ``takers``: per stand-in ("bye", "down", "up"), the members it may take and at what cost.
    """
    firsts, seconds = local_edges
    members = high - low
    roles = list(takers)
    for node, role in enumerate(roles, start=members):
        for k, cost in takers[role].items():
            firsts.append(k - low)
            seconds.append(node)
            costs.append(cost)
    solved = pairs_from_edges(members + len(roles), firsts, seconds, costs)
    if solved is None:
        return None
    pairs, taken = [], {}
    for i, j in solved[0]:
        if j >= members:
            taken[roles[j - members]] = low + i
        else:
            pairs.append((low + i, low + j))
    return pairs, taken


def _bye_group(objective):
    """The score group whose players may take the bye at its lowest level, or None (even field)."""
    if len(objective.players) % 2 == 0:
        return None
    lowest = next(score for score, level in objective.bye_level.items() if level == 0)
    return next(g for g, p in zip(objective.group, objective.players) if p.score == lowest)


def _odd_boundaries(start, bye_group):
    """Per boundary below group k: must one pair cross it (the players above, less the bye, odd)?"""
    return [(start[k + 1] - (bye_group is not None and bye_group <= k)) % 2 == 1
            for k in range(len(start) - 2)]
