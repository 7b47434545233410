"""The 积分编排 rules (docs/rules.md §2) as one exact integer cost per pair and per bye.

Priorities, strictest first; each level's weight exceeds the largest possible
total of all levels below it, so the minimum-cost pairing is the
lexicographic optimum:

1. no repeat opponent (a missing edge; only a cost when the referee allows rematches);
2. the bye to the lowest score among eligible players who have not had one
   (a player who had a bye has no bye edge at all);
3. schoolmates kept apart in rounds 1..separate_schools_until
   (``school_priority="high"``, docs/rules.md §2.4: it yields only to the hard rules;
   ``"low"`` moves it below the score groups);
4. score groups, top group first: for each boundary between adjacent score
   groups, from the top one down, as few pairs crossing it as possible.  A pair
   two groups apart crosses two boundaries, so "pair each group as fully as
   possible" and "avoid crossing score groups" both follow;
5. nearest score: among equal crossings, short floats (4-2 and 2-0 rather
   than 4-0 and 2-2), by the sum of (groups apart)² - (groups apart);
6. colour preferences (only when first move is balanced, not tossed);
7. a seeded random tie-break, so equal pairings are chosen by lot.

These generous weights are the reference (tests, benchmarks); the engine
matches with the same levels in compact weights that fit 128 bits
(swiss_graph.py).
"""
from __future__ import annotations

TIEBREAK_RANGE = 16


class SwissObjective:
    """Cost of pairing players[i] with players[j], or of a bye for players[i]."""

    def __init__(self, players, lots, *, round_no, separate_schools_until,
                 allow_rematch=False, balance_colours=False, school_priority="high"):
        self.players = list(players)
        self.lots = list(lots)  # one seeded random integer per player
        self.allow_rematch = allow_rematch
        self.separate_schools = round_no <= separate_schools_until
        self.balance_colours = balance_colours
        bound = len(self.players) // 2 + 2  # more than the pairs in any pairing
        scores = sorted({p.score for p in self.players}, reverse=True)
        self.group = [scores.index(p.score) for p in self.players]
        bye_scores = sorted({p.score for p in self.players if not p.had_bye})
        self.bye_level = {score: level for level, score in enumerate(bye_scores)}

        self.groups = len(scores)
        self.school_high = school_priority == "high"

        unit = TIEBREAK_RANGE * bound
        self.w_colour, unit = unit, unit * bound
        if not self.school_high:
            self.w_school, unit = unit, unit * bound
        self.w_span, unit = unit, unit * (self.groups ** 2 * bound + 1)
        boundary_weights = [0] * max(self.groups - 1, 0)
        for k in reversed(range(len(boundary_weights))):
            boundary_weights[k], unit = unit, unit * bound
        # crossing[g] = total weight of the boundaries above group g
        self.crossing = [0]
        for weight in boundary_weights:
            self.crossing.append(self.crossing[-1] + weight)
        if self.school_high:
            self.w_school, unit = unit, unit * bound
        self.w_bye, unit = unit, unit * (len(bye_scores) + 1)
        self.w_rematch = unit

    def met(self, i: int, j: int) -> bool:
        a, b = self.players[i], self.players[j]
        return b.id in a.opponents or a.id in b.opponents

    def same_school(self, i: int, j: int) -> bool:
        school = self.players[i].school
        return bool(school) and school == self.players[j].school

    def cost(self, i: int, j: int, tiebreak: bool = True):
        """The pair's cost; None when it is forbidden (a rematch)."""
        total = 0
        if self.met(i, j):
            if not self.allow_rematch:
                return None
            total += self.w_rematch
        total += abs(self.crossing[self.group[i]] - self.crossing[self.group[j]])
        apart = abs(self.group[i] - self.group[j])
        total += (apart * apart - apart) * self.w_span
        if self.separate_schools and self.same_school(i, j):
            total += self.w_school
        if self.balance_colours and self.colour_clash(i, j):
            total += self.w_colour
        if tiebreak:
            total += self._lot(i, j)
        return total

    def bye_cost(self, i: int, tiebreak: bool = True):
        """Cost of giving players[i] the bye; None when they already had one."""
        player = self.players[i]
        if player.had_bye:
            return None
        return self.bye_level[player.score] * self.w_bye + (self._lot(i, i) if tiebreak else 0)

    def _lot(self, i: int, j: int) -> int:
        return lot_tiebreak(self.lots[i], self.lots[j])

    def colour_clash(self, i: int, j: int) -> bool:
        want = colour_wish(self.players[i])
        return want != 0 and want == colour_wish(self.players[j])


def lot_tiebreak(a: int, b: int) -> int:
    """The drawn tie-break of a pair (or of a bye when a == b), from two 32-bit lots.

    Symmetric, and the same arithmetic as swiss_graph's vectorised version.
    """
    return (a * b >> 40) % TIEBREAK_RANGE


def colour_wish(player) -> int:
    """+1: should move first next, -1: should move second, 0: no wish."""
    balance = player.first_moves - player.second_moves
    if balance:
        return -1 if balance > 0 else 1
    if player.last_first is None:
        return 0
    return -1 if player.last_first else 1
