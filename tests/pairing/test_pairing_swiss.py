"""积分编排 (docs/rules.md §2): each rule with a hand-made field."""
import random

import pytest

from app.pairing import Entrant, PairingError, pair_swiss

SEEDS = range(12)


def player(pid, score=0.0, school="", met=(), bye=False, **more):
    """A compact Entrant for the scenarios below."""
    return Entrant(pid, school, float(score), frozenset(met), bye, **more)


def pairs_of(pairing):
    return {frozenset(t.players) for t in pairing.tables}


def score_pairs(pairing, field):
    scores = {e.id: e.score for e in field}
    return sorted(tuple(sorted((scores[a], scores[b]), reverse=True))
                  for a, b in (t.players for t in pairing.tables))


def test_round_one_pairs_everyone_exactly_once():
    """Round 1 (random draw): every eligible player sits once, one bye for an odd field."""
    field = [player(i, school=f"S{i % 4}") for i in range(1, 24)]
    pairing = pair_swiss(field, 1, random.Random(3), separate_schools_until=3)
    seated = [pid for t in pairing.tables for pid in t.players] + list(pairing.byes)
    assert sorted(seated) == list(range(1, 24))
    assert len(pairing.byes) == 1
    assert [t.number for t in pairing.tables] == list(range(1, 12))


def test_same_seed_same_pairing_whatever_the_roster_order():
    """A stored seed reproduces the draw, including first moves."""
    field = [player(i, score=i % 3, school=f"S{i % 5}") for i in range(1, 40)]
    first = pair_swiss(field, 2, random.Random(77), separate_schools_until=2)
    again = pair_swiss(list(reversed(field)), 2, random.Random(77), separate_schools_until=2)
    assert first == again


def test_round_one_draw_depends_on_the_seed():
    """Different seeds give different round-1 draws (it is a lot, not a fixed order)."""
    field = [player(i) for i in range(1, 21)]
    draws = {frozenset(pairs_of(pair_swiss(field, 1, random.Random(s), separate_schools_until=0)))
             for s in SEEDS}
    assert len(draws) > 6


@pytest.mark.parametrize("seed", SEEDS)
def test_rematch_is_avoided_when_possible(seed):
    """Players who met are not paired again while another pairing exists."""
    field = [player(1, met={2}), player(2, met={1}), player(3, met={4}), player(4, met={3})]
    pairing = pair_swiss(field, 2, random.Random(seed), separate_schools_until=0)
    assert not pairs_of(pairing) & {frozenset({1, 2}), frozenset({3, 4})}
    assert pairing.warnings == ()


def test_no_legal_pairing_raises_with_the_reason():
    """A player who met everyone makes the round impossible; the message names them."""
    field = [player(1, met={2, 3, 4}, name="张三"), player(2, met={1}), player(3, met={1}),
             player(4, met={1})]
    with pytest.raises(PairingError, match="张三"):
        pair_swiss(field, 4, random.Random(1), separate_schools_until=0)


def test_referee_may_allow_a_rematch_and_gets_a_warning():
    """With rematches allowed the impossible round is paired and the rematch is flagged."""
    field = [player(1, met={2, 3, 4}), player(2, met={1}), player(3, met={1}), player(4, met={1})]
    pairing = pair_swiss(field, 4, random.Random(1), separate_schools_until=0, allow_rematch=True)
    assert len(pairing.tables) == 2
    assert sum("重复对局" in w for w in pairing.warnings) == 1


@pytest.mark.parametrize("seed", SEEDS)
def test_bye_goes_to_the_lowest_score(seed):
    """Odd field: the bye goes to the lowest-scored player."""
    field = [player(1, 4), player(2, 4), player(3, 2), player(4, 2), player(5, 0)]
    pairing = pair_swiss(field, 3, random.Random(seed), separate_schools_until=0)
    assert pairing.byes == (5,)


@pytest.mark.parametrize("seed", SEEDS)
def test_no_second_bye(seed):
    """A player who had a bye never gets another; the next lowest takes it, with a note."""
    field = [player(1, 4), player(2, 4), player(3, 2), player(4, 2), player(5, 0, bye=True)]
    pairing = pair_swiss(field, 3, random.Random(seed), separate_schools_until=0)
    assert pairing.byes in {(3,), (4,)}
    assert any("轮空给" in w for w in pairing.warnings)


@pytest.mark.parametrize("seed", SEEDS)
def test_bye_moves_up_when_the_lowest_would_leave_a_rematch(seed):
    """The bye is part of the optimum: if the lowest took it the rest could not pair."""
    field = [player(1, 2, met={2}), player(2, 2, met={1}), player(3, 0)]
    pairing = pair_swiss(field, 2, random.Random(seed), separate_schools_until=0)
    assert pairing.byes in {(1,), (2,)}
    assert all(3 in t.players for t in pairing.tables)


def test_everyone_had_a_bye_raises():
    """Odd field where all had a bye: no legal bye, so a PairingError asks for a filler."""
    field = [player(i, bye=True) for i in range(1, 4)]
    with pytest.raises(PairingError, match="补双"):
        pair_swiss(field, 4, random.Random(1), separate_schools_until=0)


@pytest.mark.parametrize("scores, expected", [
    ([2, 2, 2, 2, 0, 0], [(0, 0), (2, 2), (2, 2)]),  # groups paired inside
    ([2, 2, 2, 1, 0, 0], [(0, 0), (2, 1), (2, 2)]),  # top group's floater meets the nearest
    ([4, 4, 4, 2, 2, 0, 0, 0], [(0, 0), (2, 0), (4, 2), (4, 4)]),  # short floats, not 4-0
    ([6, 4, 4, 4, 2, 0], [(2, 0), (4, 4), (6, 4)]),
])
def test_score_groups_paired_from_the_top_with_nearest_scores(scores, expected):
    """Same score first, then the nearest score; a group is paired as fully as possible."""
    field = [player(i, s) for i, s in enumerate(scores, start=1)]
    for seed in SEEDS:
        pairing = pair_swiss(field, 3, random.Random(seed), separate_schools_until=0)
        assert score_pairs(pairing, field) == expected


def test_top_group_is_paired_before_lower_groups():
    """A rematch inside the top group is worked around inside it, not by floating."""
    field = [player(1, 4, met={2}), player(2, 4, met={1}), player(3, 4), player(4, 4),
             player(5, 2), player(6, 2)]
    for seed in SEEDS:
        pairing = pair_swiss(field, 3, random.Random(seed), separate_schools_until=0)
        assert score_pairs(pairing, field) == [(2, 2), (4, 4), (4, 4)]


@pytest.mark.parametrize("seed", SEEDS)
def test_schoolmates_are_kept_apart_in_early_rounds(seed):
    """Round 1 with two schools of two: each table is mixed."""
    field = [player(1, school="一中"), player(2, school="一中"), player(3, school="二中"),
             player(4, school="二中")]
    pairing = pair_swiss(field, 1, random.Random(seed), separate_schools_until=3)
    assert pairs_of(pairing) in ({frozenset({1, 3}), frozenset({2, 4})},
                                 {frozenset({1, 4}), frozenset({2, 3})})


def test_school_separation_yields_to_no_rematch():
    """If keeping schools apart needs a rematch, schoolmates meet and it is flagged."""
    field = [player(1, school="一中", met={3, 4}), player(2, school="一中"),
             player(3, school="二中", met={1}), player(4, school="二中", met={1})]
    pairing = pair_swiss(field, 2, random.Random(5), separate_schools_until=3)
    assert pairs_of(pairing) == {frozenset({1, 2}), frozenset({3, 4})}
    assert sum("同校相遇" in w for w in pairing.warnings) == 2


@pytest.mark.parametrize("priority, expected_cross", [("high", 2), ("low", 0)])
def test_school_separation_against_score_groups(priority, expected_cross):
    """High (RULES §2.4 default): crosses score groups to part schoolmates; low: does not."""
    field = [player(1, 2, "一中"), player(2, 2, "一中"), player(3, 0, "二中"), player(4, 0, "二中")]
    pairing = pair_swiss(field, 2, random.Random(1), separate_schools_until=3,
                         school_priority=priority)
    crossings = sum("跨分段" in w for w in pairing.warnings)
    assert crossings == expected_cross
    assert sum("同校相遇" in w for w in pairing.warnings) == 2 - expected_cross


def test_schoolmates_may_meet_after_the_separation_rounds():
    """From round separate_schools_until+1 on, score groups decide alone."""
    field = [player(1, 2, "一中"), player(2, 2, "一中"), player(3, 0, "二中"), player(4, 0, "二中")]
    pairing = pair_swiss(field, 4, random.Random(1), separate_schools_until=3)
    assert pairs_of(pairing) == {frozenset({1, 2}), frozenset({3, 4})}
    assert pairing.warnings == ()


def test_ineligible_players_are_not_paired_and_late_entries_are():
    """Withdrawn / forfeiting players sit out; a late entry plays on zero points."""
    field = [player(1, 2), player(2, 2), player(3, 0, eligible=False), player(4, 0),
             player(5, 0)]
    pairing = pair_swiss(field, 2, random.Random(2), separate_schools_until=0)
    seated = {pid for t in pairing.tables for pid in t.players} | set(pairing.byes)
    assert seated == {1, 2, 4, 5}


def test_fewer_than_two_players_raises():
    """One eligible player cannot be paired."""
    with pytest.raises(PairingError):
        pair_swiss([player(1), player(2, eligible=False)], 1, random.Random(1),
                   separate_schools_until=0)


def test_top_scores_sit_at_table_one():
    """Tables are numbered from the top score group down."""
    field = [player(i, s) for i, s in enumerate([0, 0, 4, 4, 2, 2], start=1)]
    pairing = pair_swiss(field, 3, random.Random(1), separate_schools_until=0)
    assert [set(t.players) for t in pairing.tables] == [{3, 4}, {5, 6}, {1, 2}]


@pytest.mark.parametrize("a, b, first", [
    (dict(first_moves=2, second_moves=1), dict(first_moves=1, second_moves=2), 2),
    (dict(first_moves=1, second_moves=1, last_first=True),
     dict(first_moves=1, second_moves=1, last_first=False), 2),
    (dict(first_moves=0, second_moves=3), dict(first_moves=3, second_moves=0), 1),
])
def test_balance_mode_gives_first_move_to_the_player_who_needs_it(a, b, first):
    """Colour balancing: fewer first moves, then moved second last round, moves first."""
    field = [player(1, **a), player(2, **b)]
    for seed in SEEDS:
        pairing = pair_swiss(field, 3, random.Random(seed), separate_schools_until=0,
                             first_move="balance")
        assert pairing.tables[0].players[0] == first


def test_coin_toss_gives_both_seats_over_many_seeds():
    """The coin toss puts each player first on some seeds and second on others."""
    field = [player(1), player(2)]
    firsts = {pair_swiss(field, 1, random.Random(s), separate_schools_until=0).tables[0].players[0]
              for s in SEEDS}
    assert firsts == {1, 2}


def test_large_field_is_paired_completely_without_rematches():
    """300 players (one matching of the whole field): all seated, no rematch, one bye for odd."""
    rng = random.Random(8)
    field = []
    for i in range(301):
        met = {rng.randrange(301) for _ in range(4)} - {i}
        field.append(player(i, rng.choice([0, 1, 2, 3, 4, 5, 6]), f"S{rng.randrange(9)}", met))
    met_pairs = {frozenset({e.id, o}) for e in field for o in e.opponents}
    pairing = pair_swiss(field, 4, random.Random(1), separate_schools_until=3)
    seated = [pid for t in pairing.tables for pid in t.players] + list(pairing.byes)
    assert sorted(seated) == list(range(301))
    assert not pairs_of(pairing) & met_pairs
