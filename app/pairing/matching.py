"""Minimum-cost perfect pairing (with an optional bye) as a maximum-weight matching.

Costs are exact integers; a forbidden pair has no edge.  Because every
perfect matching has the same number of edges, maximising ``base - cost``
over maximum-cardinality matchings minimises the total cost.

The matching is rustworkx's compiled blossom algorithm, which works in
128-bit integers; costs too large for it go to networkx's pure-Python
version of the same algorithm (exact with integers of any size, and the
reference the tests compare against).
"""
from __future__ import annotations

from typing import Callable, Optional

Cost = Callable[[int, int], Optional[int]]
ByeCost = Callable[[int], Optional[int]]

# rustworkx keeps weights and dual variables in i128; slacks add up to four
# weights, so weights stay well under 2**125.
COMPILED_LIMIT = 1 << 120


def min_cost_pairs(count: int, cost: Cost, bye_cost: ByeCost | None = None, *,
                   engine: str = "auto"):
    """Pair indices 0..count-1 at minimum total cost.

    With an odd count one index gets the bye; ``bye_cost(i)`` is its cost
    (None: may not get it).  Returns ``(pairs, bye)`` with pairs as sorted
    ``(i, j)`` tuples in ascending order and bye an index or None, or None
    when no perfect pairing exists.  ``engine``: "auto", "rustworkx" or
    "networkx" (the pure-Python reference).
    """
    firsts, seconds, costs = [], [], []
    for i in range(count):
        for j in range(i + 1, count):
            c = cost(i, j)
            if c is not None:
                firsts.append(i)
                seconds.append(j)
                costs.append(c)
    bye_costs = None
    if count % 2:
        if bye_cost is None:
            return None
        bye_costs = [bye_cost(i) for i in range(count)]
    return pairs_from_edges(count, firsts, seconds, costs, bye_costs, engine=engine)


def pairs_from_edges(count, firsts, seconds, costs, bye_costs=None, *, engine="auto"):
    """Like min_cost_pairs, from edge lists: pair (firsts[k], seconds[k]) costs costs[k].

    ``bye_costs[i]`` (None: may not) is index i's bye cost; only used for an odd count.
    """
    firsts, seconds, costs = list(firsts), list(seconds), list(costs)
    bye_node = count if count % 2 else None
    if bye_node is not None:
        if bye_costs is None:
            return None
        for i, c in enumerate(bye_costs):
            if c is not None:
                firsts.append(i)
                seconds.append(bye_node)
                costs.append(c)
    nodes = count + (bye_node is not None)
    if nodes == 0:
        return [], None
    base = max(costs, default=0) + 1
    weights = [base - c for c in costs]
    if engine == "auto":
        engine = "rustworkx" if base < COMPILED_LIMIT else "networkx"
    mate = _MATCHERS[engine](nodes, firsts, seconds, weights)
    if 2 * len(mate) != nodes:
        return None
    pairs, bye = [], None
    for a, b in mate:
        i, j = min(a, b), max(a, b)
        if j == bye_node:
            bye = i
        else:
            pairs.append((i, j))
    return sorted(pairs), bye


def load_engines() -> None:
    """Import what a draw computes with (numpy for the Swiss graph, the compiled matching): about 0.25 s,
    once a process, that the first draw of the day would otherwise wait for."""
    import rustworkx  # noqa: F401
    from . import swiss_graph  # noqa: F401


def _rustworkx_matching(nodes, firsts, seconds, weights):
    if max(weights, default=0) >= COMPILED_LIMIT:
        raise OverflowError("edge weights too large for the compiled matching")
    import rustworkx as rx  # only to pair: standings and the other commands never load it
    graph = rx.PyGraph()  # each pair comes once: no duplicate check needed
    graph.add_nodes_from(range(nodes))
    graph.extend_from_weighted_edge_list(list(zip(firsts, seconds, weights)))
    return rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)


def _networkx_matching(nodes, firsts, seconds, weights):
    import networkx as nx  # the reference and the fallback only: its import is slow

    graph = nx.Graph()
    graph.add_nodes_from(range(nodes))
    graph.add_weighted_edges_from(zip(firsts, seconds, weights))
    return nx.max_weight_matching(graph, maxcardinality=True)


_MATCHERS = {"rustworkx": _rustworkx_matching, "networkx": _networkx_matching}
