"""A card-table seating where nobody shares a table with anyone met before, found by a full search.

Seed 000 一.5 (相遇过的选手不再相遇) is absolute, so when the swaps of ``seating.py``
leave a repeated table-mate, this search settles whether a seating without one
exists (docs/rules.md §2.7).  It is a backtracking search: the player with the
fewest tables still open to him is seated next, the tables nearest his standing first;
empty tables of one size are interchangeable, so only the first is tried.  A
search that looks up more than ``STEPS`` players' open tables gives up (None), as does one that proves
no such seating exists; the swaps' seating then stands.
"""
from __future__ import annotations

STEPS = 200_000  # players' open tables looked up before the search gives up (about a second at 300 players)


class _GaveUp(Exception):
    """The search ran past its steps."""


def repeat_free_seating(met, sizes, preference, steps: int = STEPS):
    """Each player's table (a list, players as indices) with no two players of ``met`` at one table, or None.

    ``met[i]``: the players i met before; ``sizes``: the tables' seats;
    ``preference[i][t]``: how much player i would rather not sit at table t
    (his distance from his standing's tables: the lowest is tried first).
    """
    count = len(met)
    table_of = [None] * count
    free = list(sizes)
    blocked = [[0] * len(sizes) for _player in range(count)]  # player → table → players met seated there
    budget = [steps]

    def open_tables(i):
        budget[0] -= 1
        if budget[0] < 0:
            raise _GaveUp
        seen_empty = set()
        found = []
        for t, seats in enumerate(free):
            if not seats or blocked[i][t]:
                continue
            if seats == sizes[t]:  # an empty table: one of each size is enough
                if sizes[t] in seen_empty:
                    continue
                seen_empty.add(sizes[t])
            found.append(t)
        return found

    def seat(i, t, step):
        table_of[i] = t if step > 0 else None
        free[t] -= step
        for j in met[i]:
            blocked[j][t] += step

    def search(left):
        if not left:
            return True
        best, best_open = None, None
        for i in left:
            tables = open_tables(i)
            if best_open is None or len(tables) < len(best_open):
                best, best_open = i, tables
                if not tables:
                    return False
        rest = [i for i in left if i != best]
        for t in sorted(best_open, key=preference[best].__getitem__):
            seat(best, t, +1)
            if search(rest):
                return True
            seat(best, t, -1)
        return False

    try:
        return list(table_of) if search(list(range(count))) else None
    except _GaveUp:
        return None
