"""Playoffs and the final/provisional status (pure): who plays off, how results split a tie, when an event is final."""
import pytest

from app.standings.playoff import (PlayedPlayoff, PlayoffMatch, PlayoffResult, playoff_matches, settled_playoffs,
                                   split_by_playoffs)
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


def _played(*matches):
    """A playoff of players 1–4, each match (a, b, winner; None: not entered; 0: drawn)."""
    return PlayedPlayoff(frozenset({1, 2, 3, 4}), tuple(
        PlayoffMatch(frozenset({a, b}), None if winner is None else frozenset({winner} - {0}))
        for a, b, winner in matches))


FOUR_WAY = [(1, 2, 1), (3, 4, 4), (1, 3, 1), (2, 4, None), (1, 4, None), (2, 3, None)]  # 加赛1, 加赛2 played


@pytest.mark.parametrize("unplaced, finished, open_tables", [
    # nobody left: three tables still to play, nothing decided
    ((), [], 3),
    # 4 disqualified after two rounds: 1-2 and 1-3 stand, 2-3 is all that is left; 3-4, 2-4 and 1-4 count
    # for nobody and are not waited for
    ({4}, [], 1),
    # 3 and 4 both out: 1 beat 2 in 加赛1, and that settles the two left
    ({3, 4}, [PlayoffResult(frozenset({1, 2}), {1: 1.0, 2: 0.0})], 0),
])
def test_a_playoff_a_player_left_keeps_what_was_played(unplaced, finished, open_tables):
    """A disqualification inside a playoff keeps the others' matches: the rest decide among them, matches with
    the one who left count for nobody and are not waited for (docs/rules.md §6.3)."""
    assert settled_playoffs([_played(*FOUR_WAY)], unplaced) == (finished, open_tables)


def test_a_playoff_finished_after_a_player_left_splits_the_others_by_their_own_matches():
    """4 left after beating 1 and 2: 1, 2 and 3 are ordered by their matches with each other alone."""
    played = _played((1, 4, 4), (2, 4, 4), (1, 2, 1), (3, 4, 3), (1, 3, 1), (2, 3, 0))
    [result], waiting = settled_playoffs([played], {4})
    assert waiting == 0 and result == PlayoffResult(frozenset({1, 2, 3}), {1: 2.0, 2: 0.0, 3: 0.0})
    assert split_by_playoffs([1, 2, 3], [result]) == [[1], [2, 3]]


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
