"""Lots and by-standing tables: 3v3 pairs, Dou Dizhu threes, identity eights, gomoku."""
import random
from collections import Counter

import pytest

from app.pairing import (LORD, LOYALIST, REBEL, ROLE_COUNTS, TRAITOR, Entrant, PairingError,
                         Table, gomoku_games, pair_by_standing, tables_of_eight, tables_of_three)


def field(count, scores=None):
    scores = scores or [0.0] * count
    return [Entrant(i, "", float(scores[i - 1])) for i in range(1, count + 1)]


def seated(pairing):
    return sorted(pid for t in pairing.tables for pid in t.players) + sorted(pairing.byes)


@pytest.mark.parametrize("count, sizes", [
    (9, [3, 3, 3]), (10, [3, 3, 2, 2]), (11, [3, 3, 3, 2]), (12, [3, 3, 3, 3]),
    (4, [2, 2]), (2, [2]),
])
@pytest.mark.parametrize("leftover", ["fillers", "smaller"])
def test_dou_dizhu_tables_of_three_and_the_leftover(count, sizes, leftover):
    """Threes; one left over → two tables of two, two left over → one; fillers only if chosen."""
    pairing = tables_of_three(field(count), random.Random(1), 1, leftover=leftover)
    assert [len(t.players) for t in pairing.tables] == sizes
    assert seated(pairing) == list(range(1, count + 1))
    expected_fillers = [3 - s if leftover == "fillers" else 0 for s in sizes]
    assert [t.fillers for t in pairing.tables] == expected_fillers
    assert len(pairing.warnings) == sizes.count(2)


def test_dou_dizhu_needs_two_players():
    """A single player cannot make a table."""
    with pytest.raises(PairingError):
        tables_of_three(field(1), random.Random(1), 1)


def test_dou_dizhu_later_rounds_seat_the_top_scores_together():
    """Round 2+: the three best scores share table 1, the next three table 2."""
    scores = [1, 9, 4, 8, 2, 7, 3, 6, 5]
    pairing = tables_of_three(field(9, scores), random.Random(1), 2)
    tops = [sorted(scores[pid - 1] for pid in t.players) for t in pairing.tables]
    assert tops == [[7, 8, 9], [4, 5, 6], [1, 2, 3]]


def test_dou_dizhu_round_one_is_a_lot():
    """Round 1 tables depend on the seed, not on the roster order."""
    draws = {tables_of_three(field(12), random.Random(s), 1).tables[0].players for s in range(8)}
    assert len(draws) > 4


@pytest.mark.parametrize("count, sizes", [
    (8, [8]), (16, [8, 8]), (15, [8, 7]), (13, [7, 6]), (10, [5, 5]), (9, [9]),
    (5, [5]), (17, [6, 6, 5]), (23, [8, 8, 7]),
])
def test_identity_table_sizes(count, sizes):
    """Tables of eight; a short field makes tables as equal as possible, none under five."""
    pairing = tables_of_eight(field(count), random.Random(1))
    assert [len(t.players) for t in pairing.tables] == sizes
    assert seated(pairing) == list(range(1, count + 1))


@pytest.mark.parametrize("size", sorted(ROLE_COUNTS))
def test_identity_cards_per_table_size(size):
    """Each table gets the standard identity deck for its size (8: 1/2/4/1)."""
    pairing = tables_of_eight(field(size), random.Random(size))
    roles = Counter(pairing.tables[0].roles)
    assert (roles[LORD], roles[LOYALIST], roles[REBEL], roles[TRAITOR]) == ROLE_COUNTS[size]
    assert len(pairing.tables[0].roles) == size


def test_identity_needs_five_players():
    """Fewer than five cannot play an identity game."""
    with pytest.raises(PairingError):
        tables_of_eight(field(4), random.Random(1))


def test_identity_draw_is_fair_per_seat():
    """Over 8,000 seeded draws every seat gets every role close to its share (n/8)."""
    draws = 8000
    rng = random.Random(2026)
    per_seat = [Counter() for _ in range(8)]
    for _ in range(draws):
        table = tables_of_eight(field(8), rng).tables[0]
        for seat, role in enumerate(table.roles):
            per_seat[seat][role] += 1
    for counts in per_seat:
        for role, share in ((LORD, 1 / 8), (LOYALIST, 2 / 8), (REBEL, 4 / 8), (TRAITOR, 1 / 8)):
            assert abs(counts[role] / draws - share) < 0.02


def test_identity_seats_are_drawn_by_lot():
    """Each player sits in seat 1 on some draw: seats are random, not the roster order."""
    rng = random.Random(5)
    first_seats = {tables_of_eight(field(8), rng).tables[0].players[0] for _ in range(200)}
    assert first_seats == set(range(1, 9))


def test_team_pairs_by_standing_neighbours():
    """3v3 later rounds: 1st meets 2nd, 3rd meets 4th, …"""
    scores = [5, 9, 1, 7, 3, 8]
    pairing = pair_by_standing(field(6, scores), 2, random.Random(1), 2)
    tables = [sorted(scores[pid - 1] for pid in t.players) for t in pairing.tables]
    assert tables == [[8, 9], [5, 7], [1, 3]]


def test_team_pairs_avoid_a_rematch_where_possible():
    """Neighbours who already met are split with the least standing distance."""
    teams = [Entrant(1, "", 6, frozenset({2})), Entrant(2, "", 5, frozenset({1})),
             Entrant(3, "", 4), Entrant(4, "", 3)]
    pairing = pair_by_standing(teams, 2, random.Random(1), 2)
    assert {frozenset(t.players) for t in pairing.tables} == {frozenset({1, 3}), frozenset({2, 4})}
    assert pairing.warnings == ()


def test_team_pairs_keep_a_school_s_teams_apart_in_the_covered_rounds():
    """3v3 (seed: 同一单位棋手（队）): two teams of one school never meet in round 1 while others can."""
    teams = [Entrant(i, school, 0) for i, school in enumerate("AABBCC", start=1)]
    for seed in range(12):
        pairing = pair_by_standing(teams, 1, random.Random(seed), 2, separate_schools_until=3)
        assert all(len({teams[p - 1].school for p in t.players}) == 2 for t in pairing.tables), seed
        assert pairing.warnings == ()


def test_team_pairs_trade_standing_for_schools_only_while_covered():
    """Round 2 (covered): 1st and 2nd are of one school, so 1st meets 3rd; round 4: neighbours again."""
    teams = [Entrant(1, "A", 9), Entrant(2, "A", 8), Entrant(3, "B", 7), Entrant(4, "C", 6)]
    covered = pair_by_standing(teams, 2, random.Random(1), 2, separate_schools_until=3)
    assert {frozenset(t.players) for t in covered.tables} == {frozenset({1, 3}), frozenset({2, 4})}
    later = pair_by_standing(teams, 4, random.Random(1), 2, separate_schools_until=3)
    assert {frozenset(t.players) for t in later.tables} == {frozenset({1, 2}), frozenset({3, 4})}
    low = pair_by_standing(teams, 2, random.Random(1), 2, separate_schools_until=3, school_priority="low")
    assert [w.code for w in low.warnings] == ["pairing.same_school"]


def test_team_pairs_list_schoolmates_they_cannot_keep_apart():
    teams = [Entrant(1, "A", 0, name="甲一"), Entrant(2, "A", 0, name="甲二")]
    pairing = pair_by_standing(teams, 1, random.Random(1), 2, separate_schools_until=3)
    assert [w.message("en") for w in pairing.warnings][0].startswith("Table 1: schoolmates meet (A: ")


def test_team_pairs_give_the_bye_to_the_lowest_without_one():
    """Odd number of teams: the lowest team that has not had a bye sits out."""
    teams = [Entrant(1, "", 4), Entrant(2, "", 3), Entrant(3, "", 2, had_bye=True),
             Entrant(4, "", 1), Entrant(5, "", 0, had_bye=True)]
    pairing = pair_by_standing(teams, 3, random.Random(1), 2)
    assert pairing.byes == (4,)


def test_pair_by_standing_dispatches_by_table_size():
    """Table size 3 gives Dou Dizhu threes, 8 gives identity tables."""
    assert len(pair_by_standing(field(9), 1, random.Random(1), 3).tables) == 3
    assert pair_by_standing(field(8), 1, random.Random(1), 8).tables[0].roles


def test_gomoku_round_is_two_games_with_black_once_each():
    """Gomoku: game 1 the first-seated player has black, game 2 the other."""
    assert gomoku_games(Table(1, (7, 9))) == ((7, 9), (9, 7))
