"""Round robin: the FIDE Berger tables, preliminary groups and qualifiers."""
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from app.pairing import Entrant, berger_pairing, berger_rounds, qualifiers, split_groups

FIDE_TABLES = Path(__file__).with_name("berger_fide.txt")


def published_tables() -> dict[int, list[list[tuple[int, int]]]]:
    """Parse the FIDE text: {even field size: rounds of (white, black) numbers}."""
    tables, size = {}, None
    for line in FIDE_TABLES.read_text(encoding="utf-8").splitlines():
        header = re.match(r"(\d+) or (\d+) players:", line)
        if header:
            size = int(header.group(2))
            tables[size] = []
        elif line.startswith("Rd"):
            games = re.findall(r"(\d+)-(\d+)", line.split(":", 1)[1])
            tables[size].append([(int(a), int(b)) for a, b in games])
    return tables


PUBLISHED = published_tables()


def test_published_file_covers_4_to_16_players():
    """The reference data holds every even field 4..16 with n-1 rounds of n/2 games."""
    assert sorted(PUBLISHED) == [4, 6, 8, 10, 12, 14, 16]
    for size, rounds in PUBLISHED.items():
        assert len(rounds) == size - 1
        assert all(len(games) == size // 2 for games in rounds)


@pytest.mark.parametrize("size", [4, 6, 8, 10, 12, 14, 16])
def test_even_field_matches_fide_berger_table(size):
    """Pairings and colours equal the published table for an even field."""
    assert berger_rounds(list(range(1, size + 1))) == PUBLISHED[size]


@pytest.mark.parametrize("size", [3, 5, 7, 9, 11, 13, 15])
def test_odd_field_gives_the_bye_to_whoever_meets_the_dummy(size):
    """Odd field: the published table of size+1 with the highest number as a bye."""
    dummy = size + 1
    expected = [[(b, None) if a == dummy else (a, None) if b == dummy else (a, b)
                 for a, b in games] for games in PUBLISHED[dummy]]
    assert berger_rounds(list(range(1, size + 1))) == expected


def test_berger_uses_the_ids_in_draw_order():
    """ids[k] plays as Berger number k+1, whatever the ids are."""
    rounds = berger_rounds(["甲", "乙", "丙", "丁"])
    assert rounds[1] == [("丁", "丙"), ("甲", "乙")]


def test_berger_pairing_numbers_tables_and_lists_the_bye():
    """A round as tables: games in table order, the dummy's opponent as a bye."""
    pairing = berger_pairing([11, 12, 13, 14, 15], 2)
    assert [t.players for t in pairing.tables] == [(15, 13), (11, 12)]
    assert [t.number for t in pairing.tables] == [1, 2]
    assert pairing.byes == (14,)


def test_every_pair_meets_exactly_once():
    """A round robin of 9 (with byes) meets every pair once and gives each a bye once."""
    rounds = berger_rounds(list(range(9)))
    games = Counter(frozenset(g) for r in rounds for g in r if g[1] is not None)
    assert len(games) == 36 and set(games.values()) == {1}
    assert sorted(g[0] for r in rounds for g in r if g[1] is None) == list(range(9))


def roster(counts: dict[str, int]) -> list[Entrant]:
    """Entrants numbered 1.. with the given number per school."""
    entrants, next_id = [], 1
    for school, count in counts.items():
        for _ in range(count):
            entrants.append(Entrant(next_id, school))
            next_id += 1
    return entrants


def test_school_mode_gives_one_group_per_school():
    """按学校分组: each group holds exactly one school's players."""
    entrants = roster({"一中": 5, "二中": 4, "三中": 3})
    groups = split_groups(entrants, 0, random.Random(1))
    schools = {e.id: e.school for e in entrants}
    assert sorted(len(g) for g in groups) == [3, 4, 5]
    assert all(len({schools[pid] for pid in g}) == 1 for g in groups)


def test_school_mode_halves_the_largest_school_for_more_groups():
    """Asking for more groups than schools splits the biggest school by lot."""
    entrants = roster({"一中": 8, "二中": 4})
    groups = split_groups(entrants, 3, random.Random(2))
    assert sorted(len(g) for g in groups) == [4, 4, 4]
    assert sorted(pid for g in groups for pid in g) == list(range(1, 13))


def test_school_mode_merges_the_smallest_schools_for_fewer_groups():
    """Asking for fewer groups than schools merges the two smallest."""
    entrants = roster({"一中": 6, "二中": 2, "三中": 3})
    groups = split_groups(entrants, 2, random.Random(3))
    assert sorted(len(g) for g in groups) == [5, 6]


@pytest.mark.parametrize("counts, group_count", [
    ({"A": 7, "B": 5, "C": 4}, 4),
    ({"A": 9, "B": 1, "C": 2}, 3),
    ({"A": 3, "B": 3, "C": 3, "D": 3}, 2),
])
def test_spread_mode_balances_sizes_and_schoolmates(counts, group_count):
    """Spread: group sizes differ by ≤1 and each school's count per group differs by ≤1."""
    entrants = roster(counts)
    groups = split_groups(entrants, group_count, random.Random(4), mode="spread")
    schools = {e.id: e.school for e in entrants}
    assert len(groups) == group_count
    assert max(map(len, groups)) - min(map(len, groups)) <= 1
    for school in counts:
        per_group = [sum(schools[pid] == school for pid in g) for g in groups]
        assert max(per_group) - min(per_group) <= 1


def test_groups_are_reproducible_from_the_seed():
    """The same seed gives the same groups whatever order the roster came in."""
    entrants = roster({"A": 6, "B": 6})
    first = split_groups(entrants, 3, random.Random(9), mode="spread")
    again = split_groups(list(reversed(entrants)), 3, random.Random(9), mode="spread")
    assert first == again


@pytest.mark.parametrize("standings, top_n, expected", [
    ([[1, 2, 3], [4, 5, 6]], 2, [1, 4, 2, 5]),
    ([[1, 2, 3], [4]], 2, [1, 4, 2]),
    ([[7, 8], [9, 10], [11, 12]], 1, [7, 9, 11]),
])
def test_qualifiers_take_the_top_n_of_each_group(standings, top_n, expected):
    """Group winners first, then runners-up; short groups send everyone."""
    assert qualifiers(standings, top_n) == expected


def test_a_round_without_a_disqualified_player_gives_the_opponent_a_bye():
    """Berger round 1 of six without player 2: player 2's opponent sits out with a bye, tables renumbered."""
    from app.pairing import without_players
    full = berger_pairing([1, 2, 3, 4, 5, 6], 1)
    partner = next(p for t in full.tables for p in t.players if 2 in t.players and p != 2)
    cut = without_players(full, {2})
    assert [t.number for t in cut.tables] == [1, 2]
    assert {p for t in cut.tables for p in t.players} == {1, 3, 4, 5, 6} - {partner}
    assert cut.byes == (partner,)
    assert without_players(full, set()) is full
