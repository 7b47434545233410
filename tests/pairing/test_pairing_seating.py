"""Table-mates met before never again, then schoolmates apart, at tables of three and eight (docs/rules.md §2.7).

The minimum counts are proved here by trying every seating of small fields.
"""
import itertools
import random
from collections import Counter

import pytest

from app.pairing import Entrant, Pairing, Table, check_pairing, pair_by_standing, tables_of_eight, tables_of_three
from app.pairing.tables import eight_table_sizes, three_table_sizes


def field(schools, scores=None, met=()):
    """Entrants 1..n of these schools ("" for none); ``met``: pairs of ids already at one table."""
    scores = scores or [0.0] * len(schools)
    opponents = {i: set() for i in range(1, len(schools) + 1)}
    for a, b in met:
        opponents[a].add(b)
        opponents[b].add(a)
    return [Entrant(i, school, float(score), frozenset(opponents[i]), name=f"P{i}")
            for i, (school, score) in enumerate(zip(schools, scores), start=1)]


def schoolmate_pairs(tables, school_of):
    return sum(count * (count - 1) // 2 for table in tables
               for school, count in Counter(school_of[p] for p in table).items() if school)


def repeat_pairs(tables, met):
    return sum(frozenset(pair) in met for table in tables for pair in itertools.combinations(table, 2))


def seatings(ids, sizes):
    """Every way to seat ``ids`` at tables of ``sizes`` (tables of one size unordered)."""
    if not sizes:
        yield []
        return
    size, rest = sizes[0], sizes[1:]
    for chosen in itertools.combinations(ids, size):
        if rest and set(rest) == {size} and min(ids) not in chosen:
            continue  # the tables left are all of this size: the one with the smallest id comes first
        left = [i for i in ids if i not in chosen]
        for others in seatings(left, rest):
            yield [chosen] + others


def least(entrants, sizes, key):
    return min(key(tables) for tables in seatings([e.id for e in entrants], sizes))


def players_of(pairing):
    return [t.players for t in pairing.tables]


def draw(entrants, seed, round_no=1, size=3, until=3, **options):
    return pair_by_standing(entrants, round_no, random.Random(seed), size, separate_schools_until=until,
                            **options)


@pytest.mark.parametrize("seed", range(12))
def test_sixteen_identity_players_of_eight_schools_sit_with_no_schoolmate(seed):
    """The report: 16 players, 2 from each of 8 schools, always had a school twice at a table."""
    entrants = field([school for school in "ABCDEFGH" for _twice in range(2)])
    pairing = tables_of_eight(entrants, random.Random(seed), round_no=1, separate_schools_until=2)
    school_of = {e.id: e.school for e in entrants}
    assert [len(t) for t in players_of(pairing)] == [8, 8]
    assert schoolmate_pairs(players_of(pairing), school_of) == 0
    assert not [w for w in pairing.warnings if w.code == "pairing.table_schoolmates"]


@pytest.mark.parametrize("seed", range(12))
def test_twelve_players_of_four_schools_of_three_sit_apart_at_tables_of_three(seed):
    entrants = field([school for school in "ABCD" for _thrice in range(3)])
    pairing = tables_of_three(entrants, random.Random(seed), 1, separate_schools_until=3)
    assert schoolmate_pairs(players_of(pairing), {e.id: e.school for e in entrants}) == 0


def test_the_demo_field_of_dou_dizhu_sits_apart_in_every_draw():
    """18 players of 8 schools dealt as the demo does (3, 3, 2, 2, …): 6 of 8 draws seated schoolmates."""
    entrants = field(["ABCDEFGH"[i % 8] for i in range(18)])
    for seed in range(20):
        pairing = tables_of_three(entrants, random.Random(seed), 1, separate_schools_until=3)
        assert schoolmate_pairs(players_of(pairing), {e.id: e.school for e in entrants}) == 0, seed


SMALL_FIELDS = [  # schools of small fields where some schoolmates must meet, and some where none need to
    "AAAABBBCC", "AAAAABBBC", "AAABBBCCC", "AAAAAAABB", "AAABBC", "AAAABBB", "AAAABBBB", "AAAAB",
    "AAABBBCCCD", "AAAAABBCCC", "AAAABBCC", "AAAAAA", "AA", "AAABB",
]


@pytest.mark.parametrize("schools, size", [(schools, 3) for schools in SMALL_FIELDS]
                         + [(schools, 8) for schools in SMALL_FIELDS if len(schools) >= 5])  # identity: 5 or more
def test_the_fewest_schoolmate_pairs_any_seating_allows(schools, size):
    """Proved by trying every seating: no draw seats more schoolmates together than it must."""
    entrants = field(list(schools))
    school_of = {e.id: e.school for e in entrants}
    sizes = (three_table_sizes if size == 3 else eight_table_sizes)(len(entrants))
    fewest = least(entrants, sizes, lambda tables: schoolmate_pairs(tables, school_of))
    for seed in range(6):
        pairing = draw(entrants, seed, size=size)
        assert sorted(len(t) for t in players_of(pairing)) == sorted(sizes)
        assert schoolmate_pairs(players_of(pairing), school_of) == fewest, seed
        listed = [w for w in pairing.warnings if w.code == "pairing.table_schoolmates"]
        assert bool(listed) == bool(fewest)


def random_history(rng, count, rounds):
    """Table-mates of ``rounds`` earlier random draws of ``count`` players at tables of three."""
    met = set()
    for _round in range(rounds):
        ids = list(range(1, count + 1))
        rng.shuffle(ids)
        start = 0
        for size in three_table_sizes(count):
            met.update(frozenset(p) for p in itertools.combinations(ids[start:start + size], 2))
            start += size
    return met


@pytest.mark.parametrize("case", range(24))
def test_no_repeated_table_mates_where_any_seating_avoids_them(case):
    """Table-mates met before first, then schoolmates: both at the least every seating allows."""
    rng = random.Random(case)
    count = rng.choice([7, 9, 10, 12])
    schools = [rng.choice("ABCD") for _player in range(count)]
    met = random_history(rng, count, rng.choice([1, 2]))
    entrants = field(schools, met=[tuple(pair) for pair in met])
    school_of = {e.id: e.school for e in entrants}
    sizes = three_table_sizes(count)
    fewest = least(entrants, sizes, lambda tables: (repeat_pairs(tables, met), schoolmate_pairs(tables, school_of)))
    pairing = draw(entrants, case, round_no=2)
    tables = players_of(pairing)
    assert (repeat_pairs(tables, met), schoolmate_pairs(tables, school_of)) == fewest
    repeats = [pair for w in pairing.warnings if w.code == "pairing.table_repeat" for pair in w.params["pairs"]]
    assert len(repeats) == fewest[0]


def standing_distance(tables, entrants):
    """Each player's distance in tables (squared) from the tables his score group fills by standing."""
    order = sorted(entrants, key=lambda e: -e.score)
    natural = [t for t, table in enumerate(tables) for _seat in table]
    span = {}
    for position, entrant in enumerate(order):
        low, high = span.get(entrant.score, (natural[position], natural[position]))
        span[entrant.score] = (min(low, natural[position]), max(high, natural[position]))
    score = {e.id: e.score for e in entrants}
    return sum(max(span[score[p]][0] - t, t - span[score[p]][1], 0) ** 2
               for t, table in enumerate(tables) for p in table)


def ordered_seatings(ids, sizes):
    """Every seating with the tables in order (table 1 is the top table)."""
    if not sizes:
        yield []
        return
    for chosen in itertools.combinations(ids, sizes[0]):
        for others in ordered_seatings([i for i in ids if i not in chosen], sizes[1:]):
            yield [chosen] + others


@pytest.mark.parametrize("case", range(16))
def test_the_standing_gives_way_only_as_far_as_table_mates_and_schools_need(case):
    """Later covered rounds: table-mates met, then schoolmates, then the distance from the standing,
    each the least every seating allows once the one before is."""
    rng = random.Random(1000 + case)
    count = rng.choice([7, 8, 9])
    schools = [rng.choice("ABCD") for _player in range(count)]
    met = random_history(rng, count, rng.choice([1, 2]))
    entrants = field(schools, scores=[rng.choice([0, 1, 2, 2, 4]) for _p in range(count)],
                     met=[tuple(pair) for pair in met])
    school_of = {e.id: e.school for e in entrants}

    def cost(tables):
        return (repeat_pairs(tables, met), schoolmate_pairs(tables, school_of), standing_distance(tables, entrants))

    fewest = min(map(cost, ordered_seatings([e.id for e in entrants], three_table_sizes(count))))
    assert cost(players_of(draw(entrants, case, round_no=2))) == fewest


def test_table_mates_met_before_are_kept_apart_after_the_rounds_schools_are():
    """Round 4 of 5 (同校回避 covers 1–3): the standing table would seat 9 and 8 again; it does not."""
    entrants = field(["A"] * 9, scores=[9, 8, 7, 6, 5, 4, 3, 2, 1], met=[(1, 2)])
    tables = players_of(draw(entrants, 1, round_no=4))
    assert not any({1, 2} <= set(t) for t in tables)
    assert set(tables[0]) & {1, 2} and 3 in tables[0]


def test_schoolmates_at_the_top_table_trade_the_fewest_standing_places():
    """Round 2: the top three are 9, 8, 7 and 9 and 8 are schoolmates: one of them changes
    places with a player of the next table, and that is the only move; both are listed."""
    entrants = field(["A", "A", "B", "C", "D", "E", "F", "G", "H"], scores=[9, 8, 7, 6, 5, 4, 3, 2, 1])
    for seed in range(6):
        pairing = draw(entrants, seed, round_no=2)
        tables = [set(t) for t in players_of(pairing)]
        assert len(tables[0] & {1, 2}) == 1 and 3 in tables[0]
        assert tables[2] == {7, 8, 9}
        moved = [(w.params["table"], p) for w in pairing.warnings if w.code == "pairing.table_off_standing"
                 for p in w.params["players"]]
        assert sorted(table for table, _player in moved) == [1, 2]
        assert not [w for w in pairing.warnings if w.code == "pairing.table_schoolmates"]


def test_after_the_covered_rounds_schoolmates_keep_their_standing_table():
    entrants = field(["A", "A", "B", "C", "D", "E", "F", "G", "H"], scores=[9, 8, 7, 6, 5, 4, 3, 2, 1])
    pairing = draw(entrants, 1, round_no=4)
    assert [set(t) for t in players_of(pairing)] == [{1, 2, 3}, {4, 5, 6}, {7, 8, 9}]
    assert not [w for w in pairing.warnings if w.code != "pairing.short_table_filler"]


def test_low_school_priority_only_exchanges_players_of_equal_standing():
    """``school_priority`` low: 9 and 8 stay at the top table (listed); equal scores are exchanged for it."""
    entrants = field(["A", "A", "B", "C", "D", "E", "F", "G", "H"], scores=[9, 8, 7, 6, 5, 4, 3, 2, 1])
    pairing = draw(entrants, 1, round_no=2, school_priority="low")
    assert set(players_of(pairing)[0]) == {1, 2, 3}
    assert [w.code for w in pairing.warnings] == ["pairing.table_schoolmates"]
    assert pairing.warnings[0].message("en") == "Table 1: schoolmates at one table (A: P1, P2)"
    equal = field(["A", "A", "B", "C", "D", "E"], scores=[5, 5, 5, 5, 1, 1])
    tables = [set(t) for t in players_of(draw(equal, 1, round_no=2, school_priority="low"))]
    assert len(tables[0] & {1, 2}) == 1 and tables[1] >= {5, 6}


@pytest.mark.parametrize("leftover, fillers", [("fillers", [0, 0, 1, 1]), ("smaller", [0, 0, 0, 0])])
def test_short_dou_dizhu_tables_keep_their_fillers_and_schoolmates_apart(leftover, fillers):
    entrants = field(list("AABBCCDDEE"))
    for seed in range(6):
        pairing = tables_of_three(entrants, random.Random(seed), 1, leftover=leftover, separate_schools_until=3)
        assert [len(t.players) for t in pairing.tables] == [3, 3, 2, 2]
        assert [t.fillers for t in pairing.tables] == fillers
        assert schoolmate_pairs(players_of(pairing), {e.id: e.school for e in entrants}) == 0


def test_players_without_a_school_are_nobody_s_schoolmates():
    entrants = field(["", "", "", "A", "A", "A"])
    pairing = tables_of_three(entrants, random.Random(3), 1, separate_schools_until=3)
    assert schoolmate_pairs(players_of(pairing), {e.id: e.school for e in entrants}) == 1
    assert [w.params["school"] for w in pairing.warnings] == ["A"]


def test_the_draw_is_still_a_lot_and_repeats_with_its_seed():
    entrants = field([school for school in "ABCDEF" for _twice in range(3)])
    first_tables = {frozenset(players_of(draw(entrants, seed))[0]) for seed in range(12)}
    assert len(first_tables) > 6
    assert players_of(draw(entrants, 5)) == players_of(draw(entrants, 5))


def test_a_short_identity_table_is_a_catalogue_message():
    pairing = tables_of_eight(field(list("ABCDEFGHABCDEFG")), random.Random(1), round_no=1)
    sizes = [w for w in pairing.warnings if w.code == "pairing.identity_table_size"]
    assert [w.message("en") for w in sizes] == ["Table 2 is a game of 7 players"]
    assert str(sizes[0]) == "第2台为 7 人局"


def test_a_hand_made_card_table_is_checked_for_schoolmates_and_earlier_table_mates():
    """§2.8: check_pairing reads tables of three as tables, not as pairs of the wrong size."""
    entrants = field(["A", "A", "B", "C", "D", "E"], met=[(3, 4)])
    hand = Pairing((Table(1, (1, 2, 5)), Table(2, (3, 4, 6))))
    found = check_pairing(hand, entrants, round_no=2, separate_schools_until=3, seats=3)
    assert [(w.code, w.params["table"]) for w in found] == [("pairing.table_schoolmates", 1),
                                                            ("pairing.table_repeat", 2)]
    later = check_pairing(hand, entrants, round_no=4, separate_schools_until=3, seats=3)
    assert [w.message("en") for w in later] == ["Table 2: table-mates again (P3—P4 have sat at one table before)"]


def play_rounds(schools, rounds, seed, size=3, until=3):
    """Rounds 1..``rounds`` paired by the station, a drawn winner per table scoring 2;
    each round's tables and the table-mates met before it."""
    rng = random.Random(seed)
    count = len(schools)
    score = {i: 0.0 for i in range(1, count + 1)}
    met = set()
    played = []
    for round_no in range(1, rounds + 1):
        entrants = field(schools, scores=[score[i] for i in sorted(score)], met=[tuple(pair) for pair in met])
        pairing = draw(entrants, seed * 100 + round_no, round_no=round_no, size=size, until=until)
        played.append((entrants, set(met), pairing))
        for table in players_of(pairing):
            met.update(frozenset(pair) for pair in itertools.combinations(table, 2))
            score[rng.choice(table)] += 2
    return played


@pytest.mark.parametrize("seed", range(40))
def test_nine_dou_dizhu_players_of_schools_4_2_2_1_never_share_a_table_twice_in_rounds_1_to_3(seed):
    """The report: schoolmates kept apart in rounds 1–3 seated 2 pairs again, though a seating without
    any existed (相遇过的选手不再相遇 is absolute, 尽量避免同一单位 only as far as possible: docs/rules.md §2.7)."""
    for round_no, (entrants, met, pairing) in enumerate(play_rounds("AAAABBCCD", 3, seed), start=1):
        tables = players_of(pairing)
        assert least(entrants, [3, 3, 3], lambda seating: repeat_pairs(seating, met)) == 0
        assert repeat_pairs(tables, met) == 0, round_no
        assert not [w for w in pairing.warnings if w.code == "pairing.table_repeat"]
        school_of = {e.id: e.school for e in entrants}  # A's four at three tables: one pair at the least
        assert schoolmate_pairs(tables, school_of) == least(
            entrants, [3, 3, 3], lambda seating: (repeat_pairs(seating, met), schoolmate_pairs(seating, school_of)))[1]


SWEEP = 60  # random fields of the sweep below, drawn from fixed seeds


@pytest.mark.parametrize("case", range(SWEEP))
def test_a_seating_without_a_repeated_table_mate_is_found_whenever_one_exists(case):
    """Seeded sweep over small random fields (threes and eights, schools kept apart or not, one to four
    rounds played by the station): every seating is tried independently, and whenever one seats nobody
    with a table-mate met before, the station's seating does not either."""
    rng = random.Random(5000 + case)
    size = rng.choice([3, 3, 8])
    count = rng.choice([6, 7, 8, 9, 10, 11, 12] if size == 3 else [10, 11, 12, 13, 14, 16])
    schools = "".join(rng.choice("AAABBCD") for _player in range(count))
    until = rng.choice([0, 3, 9])
    for entrants, met, pairing in play_rounds(schools, rng.choice([2, 3, 4]), case, size=size, until=until):
        sizes = sorted((len(t.players) for t in pairing.tables), reverse=True)
        possible = least(entrants, sizes, lambda seating: repeat_pairs(seating, met))
        assert repeat_pairs(players_of(pairing), met) == possible
