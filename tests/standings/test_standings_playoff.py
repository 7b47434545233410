"""Playoffs and the final/provisional status (pure): who plays off, how results split a tie, when an event is final."""
import pytest

from app.standings.playoff import PlayoffResult, playoff_matches, split_by_playoffs
from app.standings.status import event_status


@pytest.mark.parametrize("group, playoffs, tiers", [
    ([1, 2], [], [[1, 2]]),  # nothing played yet: still shared
    ([1, 2], [PlayoffResult(frozenset({1, 2}), {2: 1.0})], [[2], [1]]),
    # a three-way round robin 1 > 2 > 3
    ([1, 2, 3], [PlayoffResult(frozenset({1, 2, 3}), {1: 2.0, 2: 1.0, 3: 0.0})], [[1], [2], [3]]),
    # a cycle: still shared, until a second playoff among exactly them
    ([1, 2, 3], [PlayoffResult(frozenset({1, 2, 3}), {1: 1.0, 2: 1.0, 3: 1.0})], [[1, 2, 3]]),
    ([1, 2, 3], [PlayoffResult(frozenset({1, 2, 3}), {1: 1.0, 2: 1.0, 3: 1.0}),
                 PlayoffResult(frozenset({1, 2, 3}), {3: 2.0, 1: 1.0})], [[3], [1], [2]]),
    # 3 is out first; 1 and 2 then play off between themselves
    ([1, 2, 3], [PlayoffResult(frozenset({1, 2, 3}), {1: 1.0, 2: 1.0, 3: 0.0}),
                 PlayoffResult(frozenset({1, 2}), {2: 1.0})], [[2], [1], [3]]),
    # a playoff of other players does not touch this tie
    ([1, 2], [PlayoffResult(frozenset({1, 3}), {1: 1.0})], [[1, 2]]),
])
def test_playoff_results_split_the_tie(group, playoffs, tiers):
    """Match wins order the tied players; equal wins stay shared until a playoff among exactly them."""
    assert split_by_playoffs(group, playoffs) == tiers


def test_every_pair_of_the_tied_meets_once():
    """Two tied players play one match; four play six."""
    assert playoff_matches([5, 9]) == [(5, 9)]
    assert len(playoff_matches([1, 2, 3, 4])) == 6


@pytest.mark.parametrize("args, final, title", [
    ((5, 5, 0, False), True, "（最终）"),
    ((5, 3, 0, False), False, "第3轮后（未完赛）"),
    ((5, 0, 0, False), False, "（尚无完整轮次，未完赛）"),
    ((5, 5, 0, True), False, "（加赛待定，未定稿）"),
    ((5, 5, 2, False), False, "（成绩待录，未定稿）"),
    ((0, 0, 0, False), False, "（尚无完整轮次，未完赛）"),
])
def test_an_event_is_final_only_with_nothing_left_to_play(args, final, title):
    """Final = every planned round complete, no open result, no pending playoff; the title says which."""
    status = event_status(*args)
    assert (status.final, status.provisional, status.title()) == (final, not final, title)
    assert (status.reason() == "") == final


def test_a_round_being_entered_is_named_with_its_count():
    """Mid-round the title says what the points hold: the live round and its tables entered,
    never "after round 0"."""
    status = event_status(5, 0, 5, False, live=(1, 7, 12))
    assert status.title() == "第1轮进行中：已录7/12桌（未完赛）" and status.provisional


def test_preliminaries_are_never_final():
    """An event still in its preliminary groups is provisional whatever its counts."""
    status = event_status(3, 3, 0, False, preliminary=True)
    assert not status.final and status.reason() == "预赛尚未结束"


@pytest.mark.parametrize("size, rounds", [(2, 1), (3, 3), (4, 3), (5, 5), (6, 5)])
def test_a_playoff_is_a_round_robin_in_rounds_one_table_per_player(size, rounds):
    """k players: k−1 rounds (k odd: k, each sitting out once); each pair once; nobody twice in a round."""
    from itertools import combinations

    from app.standings.playoff import playoff_schedule
    members = list(range(10, 10 + size))
    schedule = playoff_schedule(members)
    assert len(schedule) == rounds
    pairs = [frozenset(m) for rnd in schedule for m in rnd.matches]
    assert sorted(pairs, key=sorted) == sorted((frozenset(p) for p in combinations(members, 2)), key=sorted)
    for rnd in schedule:
        seated = [p for m in rnd.matches for p in m] + ([rnd.bye] if rnd.bye is not None else [])
        assert sorted(seated) == members
    byes = [rnd.bye for rnd in schedule]
    assert (sorted(byes) == members) if size % 2 else byes == [None] * rounds
