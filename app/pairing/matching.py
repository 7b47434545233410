"""Minimum-cost perfect pairing (with an optional bye) as a maximum-weight matching.

Costs are exact integers; a forbidden pair has cost None (no edge).  Because
every perfect matching has the same number of edges, maximising
``base - cost`` over maximum-cardinality matchings minimises the total cost.
"""
from __future__ import annotations

from typing import Callable, Optional

import networkx as nx

Cost = Callable[[int, int], Optional[int]]
ByeCost = Callable[[int], Optional[int]]


def min_cost_pairs(count: int, cost: Cost, bye_cost: ByeCost | None = None):
    """Pair indices 0..count-1 at minimum total cost.

    With an odd count one index gets the bye; ``bye_cost(i)`` is its cost
    (None: may not get it).  Returns ``(pairs, bye)`` with pairs as sorted
    ``(i, j)`` tuples in ascending order and bye an index or None, or None
    when no perfect pairing exists.
    """
    edges = []
    for i in range(count):
        for j in range(i + 1, count):
            c = cost(i, j)
            if c is not None:
                edges.append((i, j, c))
    bye_node = count if count % 2 else None
    if bye_node is not None:
        if bye_cost is None:
            return None
        for i in range(count):
            c = bye_cost(i)
            if c is not None:
                edges.append((i, bye_node, c))
    nodes = count + (bye_node is not None)
    if nodes == 0:
        return [], None
    base = max((c for _, _, c in edges), default=0) + 1
    graph = nx.Graph()
    graph.add_nodes_from(range(nodes))
    graph.add_weighted_edges_from((i, j, base - c) for i, j, c in edges)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    if 2 * len(matching) != nodes:
        return None
    pairs, bye = [], None
    for a, b in matching:
        i, j = min(a, b), max(a, b)
        if j == bye_node:
            bye = i
        else:
            pairs.append((i, j))
    return sorted(pairs), bye
