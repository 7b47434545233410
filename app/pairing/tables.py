"""Lots and by-standing tables: 3v3 team matches, Dou Dizhu threes, identity eights, gomoku.

docs/rules.md §2.2: Sanguosha 3v3 and Dou Dizhu draw round 1 by lot and seat later
rounds by standing (top scores together).  §2.7: Dou Dizhu plays in threes;
identity games in eights with random seats and identity cards.
"""
from __future__ import annotations

import math

from app.messages import Message
from app.rules.events import LEFTOVER_MODES

from .matching import min_cost_pairs
from .model import Pairing, PairingError, Table, canonical, check_unique
from .seating import seat_at_tables
from .swiss import seat_two

LORD, LOYALIST, REBEL, TRAITOR = "主公", "忠臣", "反贼", "内奸"
# Standard identity-card counts (lord, loyalists, rebels, traitors) per table size.
ROLE_COUNTS = {5: (1, 1, 2, 1), 6: (1, 1, 3, 1), 7: (1, 2, 3, 1), 8: (1, 2, 4, 1),
               9: (1, 3, 4, 1)}


def standing_order(entrants, round_no: int, rng) -> list:
    """Eligible entrants: shuffled in round 1 (抽签), else by score, then rank, then lot."""
    players = [e for e in canonical(entrants) if e.eligible]
    check_unique(players)
    if round_no <= 1:
        rng.shuffle(players)
        return players
    lots = {p.id: rng.random() for p in players}
    return sorted(players, key=lambda p: (-p.score, p.rank if p.rank > 0 else math.inf, lots[p.id]))


def pair_by_standing(entrants, round_no: int, rng, table_size: int, *,
                     leftover: str = "fillers", separate_schools_until: int = 0,
                     school_priority: str = "high") -> Pairing:
    """Tables of ``table_size`` (2, 3 or 8): round 1 by lot, later rounds by standing.

    Schoolmates (3v3: teams of one school) are kept apart in rounds 1..``separate_schools_until``
    (docs/rules.md §2.4, §2.7).
    """
    schools = {"separate_schools_until": separate_schools_until, "school_priority": school_priority}
    if table_size == 2:
        return _standing_pairs(standing_order(entrants, round_no, rng), rng,
                               separate_schools=round_no <= separate_schools_until,
                               school_high=school_priority == "high")
    if table_size == 3:
        return tables_of_three(entrants, rng, round_no, leftover=leftover, **schools)
    if table_size == 8:
        return tables_of_eight(entrants, rng, round_no=round_no, **schools)
    raise ValueError(f"unsupported table size {table_size}")


def _seat(entrants, rng, round_no: int, sizes_of, separate_schools_until: int, school_priority: str):
    """The standing order seated at tables of ``sizes_of(count)`` (docs/rules.md §2.7)."""
    order = standing_order(entrants, round_no, rng)
    return seat_at_tables(order, sizes_of(len(order)), rng,
                          separate_schools=round_no <= separate_schools_until,
                          school_high=school_priority == "high")


def _standing_pairs(order, rng, *, separate_schools: bool = False, school_high: bool = True) -> Pairing:
    """Neighbours in the standing meet (1-2, 3-4, …), avoiding rematches where possible.

    Priorities: no rematch, then the bye to the lowest-standing entrant
    without a bye, then (``school_high``) no schoolmates, then the smallest
    squared standing distances; schoolmates last when not ``school_high``.
    """
    count = len(order)
    if count < 2:
        raise PairingError("pairing.too_few_teams", count=count)
    if count % 2 and all(p.had_bye for p in order):
        raise PairingError("pairing.no_team_bye_left")
    w_distance = 1 if school_high else count // 2 + 1  # low: the distances outweigh every schoolmate pair
    w_school = w_distance * count ** 3 + 1 if school_high else 1
    w_bye = max(w_school, w_distance) * (count ** 3 + 1)
    w_rematch = w_bye * (count + 1)

    def schoolmates(i, j):
        return separate_schools and bool(order[i].school) and order[i].school == order[j].school

    def cost(i, j):
        a, b = order[i], order[j]
        met = b.id in a.opponents or a.id in b.opponents
        return met * w_rematch + schoolmates(i, j) * w_school + (j - i - 1) ** 2 * w_distance

    def bye_cost(i):
        return None if order[i].had_bye else (count - 1 - i) * w_bye

    pairs, bye = min_cost_pairs(count, cost, bye_cost)
    tables, warnings = [], []
    for number, (i, j) in enumerate(sorted(pairs), start=1):
        first, second = seat_two(order[i], order[j], rng, "coin")
        tables.append(Table(number, (first.id, second.id)))
        if cost(i, j) >= w_rematch:
            warnings.append(Message("pairing.rematch", table=number, first=first.label, second=second.label))
        if schoolmates(i, j):
            warnings.append(Message("pairing.same_school", table=number, school=first.school, first=first.label,
                                    second=second.label))
    byes = () if bye is None else (order[bye].id,)
    return Pairing(tuple(tables), byes, tuple(warnings))


def three_table_sizes(count: int) -> list[int]:
    """Dou Dizhu table sizes: threes, and one or two tables of two for the rest.

    A table of four does not exist in Dou Dizhu, so one player left over
    turns the last three into two tables of two; two left over make one table
    of two.  Each such table either takes a filler (补位, ``leftover="fillers"``)
    or plays two-player Dou Dizhu (二人斗地主, ``leftover="smaller"``).
    """
    if count < 2:
        raise PairingError("pairing.doudizhu_too_few", count=count)
    threes, rest = divmod(count, 3)
    if rest == 1:
        return [3] * (threes - 1) + [2, 2]
    return [3] * threes + ([2] if rest == 2 else [])


def tables_of_three(entrants, rng, round_no: int, *, leftover: str = "fillers",
                    separate_schools_until: int = 0, school_priority: str = "high") -> Pairing:
    """Dou Dizhu tables; seats within a table are drawn by lot."""
    if leftover not in LEFTOVER_MODES:
        raise ValueError(f"leftover must be one of {LEFTOVER_MODES}")
    seating = _seat(entrants, rng, round_no, three_table_sizes, separate_schools_until, school_priority)
    tables, warnings = [], []
    for number, players in enumerate(seating.tables, start=1):
        seats = [p.id for p in players]
        rng.shuffle(seats)
        fillers = 3 - len(seats) if leftover == "fillers" else 0
        tables.append(Table(number, tuple(seats), fillers=fillers))
        if len(seats) < 3:
            warnings.append(Message("pairing.short_table_filler" if fillers else "pairing.short_table_smaller",
                                    table=number, size=len(seats)))
    return Pairing(tuple(tables), (), tuple(warnings) + seating.warnings)


def eight_table_sizes(count: int) -> list[int]:
    """Identity tables of at most eight, as equal as possible, none under five."""
    if count < 5:
        raise PairingError("pairing.identity_too_few", count=count)
    tables = math.ceil(count / 8)
    if count // tables < 5:  # only 9: one table of nine (1 lord, 3 loyalists, 4 rebels, 1 traitor)
        tables -= 1
    base, extra = divmod(count, tables)
    return [base + 1] * extra + [base] * (tables - extra)


def tables_of_eight(entrants, rng, *, round_no: int = 1, separate_schools_until: int = 0,
                    school_priority: str = "high") -> Pairing:
    """Identity tables: random seats and a random identity card for each seat.

    ``roles[k]`` is seat k's identity; the lord (主公) is announced, the others
    go on sealed slips.  Round 1 by lot, later rounds top standings together.
    """
    seating = _seat(entrants, rng, round_no, eight_table_sizes, separate_schools_until, school_priority)
    tables = []
    for number, players in enumerate(seating.tables, start=1):
        seats = [p.id for p in players]
        rng.shuffle(seats)
        tables.append(Table(number, tuple(seats), roles=draw_roles(len(seats), rng)))
    warnings = tuple(Message("pairing.identity_table_size", table=t.number, size=len(t.players))
                     for t in tables if len(t.players) != 8)
    return Pairing(tuple(tables), (), warnings + seating.warnings)


def draw_roles(size: int, rng) -> tuple:
    """A shuffled deck of identity cards for a table of ``size``."""
    lords, loyalists, rebels, traitors = ROLE_COUNTS[size]
    deck = [LORD] * lords + [LOYALIST] * loyalists + [REBEL] * rebels + [TRAITOR] * traitors
    rng.shuffle(deck)
    return tuple(deck)


def gomoku_games(table: Table) -> tuple:
    """The round's two gomoku games as (black, white): each player has black once."""
    a, b = table.players
    return ((a, b), (b, a))
