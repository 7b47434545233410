"""Who sits at which card table (Dou Dizhu threes, identity eights): docs/rules.md §2.7.

The tables start as the standing order cut into tables (round 1: the lot's
order).  Swaps of two players between tables then lower, strictly in this
order of priority:

1. pairs of players who have already shared a table in this stage (相遇过的选手不再相遇,
   absolute: docs/rules.md §2.7): when the swaps leave one, a full search
   (``seating_exact``) looks for a seating without any, and the swaps go on
   from there;
2. schoolmate pairs at one table, in the rounds 同校回避 covers (一.8 尽量, as
   far as possible) (``school_priority="high"``; ``"low"`` moves it below the
   standing, so only players of equal standing are exchanged for it);
3. the standing: a player's distance (in tables, squared) from the tables
   his score group fills in the standing order; 0 when nobody moved.

Schoolmates spread evenly over the tables is the least any seating can do
(each school on its own can do no better, and dealing the field school by
school over the tables reaches it for every school at once); a player
crowds his table for a swap's search only while his school is two apart
between two tables.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from app.messages import Message

from .seating_exact import repeat_free_seating

SHAKES = 40  # shakes in a row that find nothing better before the search stops


@dataclass(frozen=True)
class Seating:
    """The players of each table in standing order, and the rules each table had to break."""

    tables: tuple       # tuple of tuples of entrants, table 1 first
    warnings: tuple     # catalogue messages, table numbers from 1


def seat_at_tables(order, sizes, rng, *, separate_schools: bool, school_high: bool = True) -> Seating:
    """Seat ``order`` (standing order, or the lot's in round 1) at tables of ``sizes`` (largest first)."""
    seats = _Seats(order, sizes, separate_schools, school_high)
    seats.improve(rng)
    return Seating(tuple(tuple(order[i] for i in sorted(table)) for table in seats.members),
                   tuple(seats.warnings()))


class _Seats:
    """The seating being improved: who sits where, and the counts each swap's cost reads."""

    def __init__(self, order, sizes, separate_schools, school_high):
        self.order = order
        self.separate_schools = separate_schools
        self.school_high = school_high
        natural = [t for t, size in enumerate(sizes) for _seat in range(size)]
        self.members = [set() for _size in sizes]
        # The tables each score group fills in the standing order (round 1: all of them).
        span: dict = {}
        for i, player in enumerate(order):
            low, high = span.get(player.score, (natural[i], natural[i]))
            span[player.score] = (min(low, natural[i]), max(high, natural[i]))
        # A player's distance in tables (squared) from the tables his score group fills.
        self.standing = [[max(low - t, t - high, 0) ** 2 for t in range(len(sizes))]
                         for low, high in (span[player.score] for player in order)]
        self.school = [player.school or None for player in order] if separate_schools else [None] * len(order)
        index = {player.id: i for i, player in enumerate(order)}
        self.met = [frozenset(index[o] for o in player.opponents if o in index) for player in order]
        for i, player in enumerate(order):  # a meeting counts whichever side recorded it
            for j in self.met[i]:
                if i not in self.met[j]:
                    self.met[j] = self.met[j] | {i}
        self.place(natural)

    def place(self, table_of) -> None:
        """Seat everyone as ``table_of`` says and count what the costs read."""
        self.table_of = list(table_of)
        self.members = [set() for _table in self.members]
        self.schoolmates = [dict() for _table in self.members]  # table → school → players there
        self.mates_met = [dict() for _player in self.order]  # player → table → players there already met
        for i, t in enumerate(self.table_of):
            self.members[t].add(i)
            self._count(i, t, +1)

    def _count(self, i: int, t: int, step: int) -> None:
        school = self.school[i]
        if school is not None:
            self.schoolmates[t][school] = self.schoolmates[t].get(school, 0) + step
        for j in self.met[i]:
            self.mates_met[j][t] = self.mates_met[j].get(t, 0) + step

    def _levels(self, school: int, repeat: int, standing: int) -> tuple:
        if not self.separate_schools:
            return (repeat, standing)
        return (repeat, school, standing) if self.school_high else (repeat, standing, school)

    def cost_of(self, i: int) -> tuple:
        """What player i adds at his table now, level by level (table-mates met first)."""
        t = self.table_of[i]
        school = self.school[i]
        mates = self.schoolmates[t].get(school, 1) - 1 if school is not None else 0
        return self._levels(mates, self.mates_met[i].get(t, 0), self.standing[i][t])

    def best_swap(self, i: int, partners) -> int | None:
        """The first of ``partners`` (at other tables) whose swap with player i lowers the counts most, and
        by something; None when none does. How the three counts change when i and j change places is worked
        out here, in one loop, the table-mates met first: a partner already worse on them is passed over
        (the descent asks this of hundreds of thousands of pairs at 300 players)."""
        a, si, met_i = self.table_of[i], self.school[i], self.met[i]
        table_of, school, schoolmates = self.table_of, self.school, self.schoolmates
        mates_met, standing = self.mates_met, self.standing
        mates_i, standing_i = mates_met[i], standing[i]
        at_a = schoolmates[a]
        mates_i_a, standing_i_a = mates_i.get(a, 0), standing_i[a]
        schools_second = self.separate_schools and self.school_high
        schools_last = self.separate_schools and not self.school_high
        best, partner = self._levels(0, 0, 0), None
        for j in partners:
            b, mates_j = table_of[j], mates_met[j]
            repeat = (mates_i.get(b, 0) - mates_i_a + mates_j.get(a, 0) - mates_j.get(b, 0)
                      - (2 if j in met_i else 0))
            if repeat > best[0]:
                continue
            sj = school[j]
            change = 0
            if si != sj and self.separate_schools:
                at_b = schoolmates[b]
                if si is not None:
                    change += at_b.get(si, 0) - at_a[si] + 1
                if sj is not None:
                    change += at_a.get(sj, 0) - at_b[sj] + 1
            standing_j = standing[j]
            moved = standing_i[b] + standing_j[a] - standing_i_a - standing_j[b]
            delta = ((repeat, change, moved) if schools_second else (repeat, moved, change) if schools_last
                     else (repeat, moved))
            if delta < best:
                best, partner = delta, j
        return partner

    def swap(self, i: int, j: int) -> None:
        a, b = self.table_of[i], self.table_of[j]
        self._count(i, a, -1)
        self._count(j, b, -1)
        self.members[a].remove(i)
        self.members[b].remove(j)
        self.members[a].add(j)
        self.members[b].add(i)
        self.table_of[i], self.table_of[j] = b, a
        self._count(i, b, +1)
        self._count(j, a, +1)

    def total(self) -> tuple:
        """The seating's cost, level by level (pairs are counted from both sides)."""
        return tuple(map(sum, zip(*(self.cost_of(i) for i in range(len(self.order))))))

    def improve(self, rng) -> None:
        """Search by swaps; when a repeated table-mate is left, start again from a seating without one
        if the full search finds it (nobody sits with anyone met before where some seating allows it)."""
        self.search(rng)
        if self.total()[0]:
            found = repeat_free_seating(self.met, [len(table) for table in self.members], self.standing)
            if found is not None:
                self.place(found)
                self.search(rng)

    def search(self, rng) -> None:
        """Swap down to a seating no single swap improves; then shake it and descend again.

        Table-mates met before, schoolmates and the standing can need several swaps
        at once, which a shake (one to three swaps whatever they cost, then the
        descent) may find; the best seating seen is kept.  The shakes stop after
        SHAKES in a row that found nothing better.
        """
        self.descend(rng)
        best, kept = self.total(), list(self.table_of)
        shakes, fruitless = 0, 0
        while len(self.members) > 1 and fruitless < SHAKES and self.costly():
            shakes += 1
            for _swap in range(1 + shakes % 3):
                self.shake(rng)
            self.descend(rng)
            now = self.total()
            fruitless = 0 if now < best else fruitless + 1
            if now <= best:
                best, kept = now, list(self.table_of)
            else:
                self.place(kept)

    def costly(self) -> dict:
        """The players a swap could help, each with whether his school crowds his table.

        Schoolmates kept apart first crowd a table only while their school is two apart
        between two tables (spread evenly, no seating has fewer of them).
        """
        fewest = {school: min(table.get(school, 0) for table in self.schoolmates)
                  for school in set(self.school) - {None}}
        found = {}
        for i, t in enumerate(self.table_of):
            school = self.school[i]
            crowded = school is not None and self.schoolmates[t][school] >= (
                fewest[school] + 2 if self.school_high else 2)
            if crowded or self.mates_met[i].get(t, 0) or self.standing[i][t]:
                found[i] = crowded
        return found

    def shake(self, rng) -> None:
        """Swap a player who breaks a rule with anyone at another table, whatever it costs."""
        costly = list(self.costly())
        if costly:
            i = rng.choice(costly)
            self.swap(i, rng.choice([j for j in range(len(self.order)) if self.table_of[j] != self.table_of[i]]))

    def partners(self, i: int, crowded: bool, rng) -> list:
        """Whom player i may change places with, from a drawn start (equal swaps are chosen by lot):
        anyone at another table while his school crowds his, else those whose place is better for
        him (fewer table-mates met, then nearer his standing); a swap better only for the other
        player is found from the other's side."""
        t = self.table_of[i]
        if crowded:
            found = [j for j, u in enumerate(self.table_of) if u != t]
        else:
            now = (self.mates_met[i].get(t, 0), self.standing[i][t])
            found = []
            for u, members in enumerate(self.members):
                met_there = self.mates_met[i].get(u, 0)
                if u == t:
                    continue
                if (met_there, self.standing[i][u]) < now:
                    found.extend(members)
                elif (met_there - 1, self.standing[i][u]) < now:  # only in place of one he met
                    found.extend(j for j in members if j in self.met[i])
        start = rng.randrange(len(found)) if found else 0
        return found[start:] + found[:start]

    def descend(self, rng) -> None:
        """Best swap for each player who costs anything, in a drawn order, until none helps.

        A swap helps only if it helps one of the two, so nobody else need look.
        """
        improved = True
        while improved:
            improved = False
            costly = list(self.costly().items())
            rng.shuffle(costly)
            for i, crowded in costly:
                partner = self.best_swap(i, self.partners(i, crowded, rng))
                if partner is not None:
                    self.swap(i, partner)
                    improved = True

    def warnings(self) -> list:
        """Each table's schoolmates (covered rounds), table-mates met before, and players moved off their standing."""
        found = []
        for t, table in enumerate(self.members):
            seated = sorted(table)
            found.extend(table_problems(t + 1, [self.order[i] for i in seated], self.separate_schools))
            moved = [self.order[i].label for i in seated if self.standing[i][t]]
            if moved:
                found.append(Message("pairing.table_off_standing", table=t + 1, players=moved))
        return found


def table_problems(number: int, players, separate_schools: bool) -> list:
    """What one card table breaks: schoolmates at it (when kept apart), and players who shared a table before."""
    found = []
    if separate_schools:
        by_school: dict = {}
        for player in players:
            if player.school:
                by_school.setdefault(player.school, []).append(player.label)
        found.extend(Message("pairing.table_schoolmates", table=number, school=school, players=names)
                     for school, names in by_school.items() if len(names) > 1)
    again = [f"{a.label}—{b.label}" for a, b in combinations(players, 2)
             if b.id in a.opponents or a.id in b.opponents]
    if again:
        found.append(Message("pairing.table_repeat", table=number, pairs=again))
    return found
