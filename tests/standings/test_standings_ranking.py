"""Ranking order, shared places, direct encounter, lots and the go playoff flag."""
import random

import pytest

from app.standings import individual_standings
from app.standings.history import build_history
from app.standings.tiebreaks import direct_encounter
from standings_builders import (A, B, C, D, E, FIVE, FIVE_RECORDS, forfeit, game, people)


def ranking(rows):
    return [(row.id, row.rank, row.shared) for row in rows]


# Fixture "five": D 5; A 4, B 4; C 3; E 2.  The A-B tie is what the chains below settle.
ORDER_CASES = [
    # 大小分 zero: A 11 > B 4
    ("zero", ["opp_points"], [(D, 1, False), (A, 2, False), (B, 3, False), (C, 4, False), (E, 5, False)]),
    # 大小分 fide2023: B 12 > A 11 (B's bye and forfeit win count as its own 4)
    ("fide2023", ["opp_points"], [(D, 1, False), (B, 2, False), (A, 3, False), (C, 4, False), (E, 5, False)]),
    # wins 2 = 2: nothing separates them -> shared 2nd, listed by name
    ("zero", ["wins"], [(D, 1, False), (A, 2, True), (B, 2, True), (C, 4, False), (E, 5, False)]),
    # wins equal, then direct encounter: A beat B in round 1
    ("zero", ["wins", "direct_encounter"], [(D, 1, False), (A, 2, False), (B, 3, False), (C, 4, False), (E, 5, False)]),
    # progressive: A 10 > B 6
    ("fide2023", ["progressive"], [(D, 1, False), (A, 2, False), (B, 3, False), (C, 4, False), (E, 5, False)]),
    # no chain at all: equal points share the place
    ("zero", [], [(D, 1, False), (A, 2, True), (B, 2, True), (C, 4, False), (E, 5, False)]),
]


@pytest.mark.parametrize("rule, chain, expected", ORDER_CASES)
def test_order_follows_the_chain(rule, chain, expected):
    """Points first, then each tie-break in turn; a tie left over is a shared place."""
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=chain, unplayed_rule=rule)
    assert ranking(rows) == expected


def test_rows_carry_counts_and_values():
    """Each row reports points, games played over the board, wins and the chain's values in order."""
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["opp_points", "wins"],
                                unplayed_rule="zero")
    b_row = next(r for r in rows if r.id == B)
    # B: lost to A, forfeit win, bye -> 1 game over the board, 2 wins, 4 points
    assert (b_row.points, b_row.games, b_row.wins) == (4, 1, 2)
    assert list(b_row.tiebreaks) == ["opp_points", "wins"]
    assert (b_row.name, b_row.school) == ("B", "乙")


def test_lots_without_seed_leave_the_place_shared():
    """"lots" without the referee's drawn lot never orders a tie silently."""
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["wins", "lots"])
    assert ranking(rows)[1:3] == [(A, 2, True), (B, 2, True)]


@pytest.mark.parametrize("seed", [1, 2, 7, 2024])
def test_lots_with_seed_separate_the_tie(seed):
    """With a seed the tied players are ordered by random.Random(seed) shuffling their sorted ids."""
    drawn = [A, B]
    random.Random(seed).shuffle(drawn)
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["wins", "lots"], lots_seed=seed)
    assert ranking(rows)[1:3] == [(drawn[0], 2, False), (drawn[1], 3, False)]
    assert [rows[1].tiebreaks["lots"], rows[2].tiebreaks["lots"]] == [1, 2]
    again = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["wins", "lots"], lots_seed=seed)
    assert ranking(again) == ranking(rows)


PLAYOFF_CASES = [
    # A and B are level on points at places 2-3, the last round is in: both flagged and shared,
    # for the playoff decides (积分相同者加赛), not 大小分
    ({"playoff_due": True}, {A, B}, [(A, 2, True), (B, 2, True)]),
    # before the last round is complete nobody is flagged: the tie is a shared place (docs/rules.md §6.3)
    ({}, set(), [(A, 2, True), (B, 2, True)]),
    # only the first place goes to a playoff: the 2-3 tie is ordered by the chain
    ({"playoff_due": True, "playoff_places": 1}, set(), [(A, 2, False), (B, 3, False)]),
    # the playoff is decided after 大小分 (C.07 3.1.2): nothing is left tied
    ({"playoff_due": True, "playoff_after": 1}, set(), [(A, 2, False), (B, 3, False)]),
]


@pytest.mark.parametrize("options, flagged, places", PLAYOFF_CASES)
def test_go_playoff_flag(options, flagged, places):
    """Go flags a points tie at the award places for a playoff (加赛) only once the last round is in."""
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["opp_points"],
                                playoff_on_tie=True, **options)
    assert {r.id for r in rows if r.playoff} == flagged
    assert ranking(rows)[1:3] == places


@pytest.mark.parametrize("wins, places", [
    ({A: 1.0, B: 0.0}, [(A, 2, False), (B, 3, False)]),
    ({A: 0.0, B: 1.0}, [(B, 2, False), (A, 3, False)]),
])
def test_a_finished_playoff_decides_the_tie(wins, places):
    """The playoff's winner ranks above, against the 大小分 order, and nobody stays flagged."""
    from app.standings.playoff import PlayoffResult
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["opp_points"], playoff_on_tie=True,
                                playoff_due=True, playoffs=[PlayoffResult(frozenset({A, B}), wins)])
    assert ranking(rows)[1:3] == places
    assert not any(r.playoff for r in rows)


def test_a_chain_ending_in_playoff_plays_off_what_the_chain_leaves():
    """"playoff" at the end of the chain: the tie that wins and 大小分 leave at an award place is played off."""
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=["wins", "playoff"], playoff_due=True)
    assert {r.id for r in rows if r.playoff} == {A, B}
    assert ranking(rows)[1:3] == [(A, 2, True), (B, 2, True)]


def test_no_playoff_flag_unless_asked():
    """Events other than go never flag a playoff."""
    rows = individual_standings(FIVE, FIVE_RECORDS, tiebreaks=[])
    assert not any(r.playoff for r in rows)


# Direct encounter on a forfeit: P-Q round 1 forfeit won by P; R beat P; Q beat S.
# Totals P 2, Q 2, R 4, S 0.
P, Q, R, S = 21, 22, 23, 24
FORFEIT_FIELD = people((P, "P", "甲"), (Q, "Q", "乙"), (R, "R", "丙"), (S, "S", "丁"))
FORFEIT_RECORDS = [forfeit(1, P, Q, winner=P), game(1, R, S, "w"),
                   game(2, P, R, "l"), game(2, Q, S, "w")]


@pytest.mark.parametrize("rule, expected", [
    # "zero": the forfeit result stands between them -> P 2 : Q 0
    ("zero", [(R, 1, False), (P, 2, False), (Q, 3, False), (S, 4, False)]),
    # "fide2023": forfeits are unplayed, they never met: 0 + 2 possible each -> shared
    ("fide2023", [(R, 1, False), (P, 2, True), (Q, 2, True), (S, 4, False)]),
])
def test_direct_encounter_and_forfeits(rule, expected):
    """Direct encounter counts a forfeit under "zero" and only games played under C.07."""
    rows = individual_standings(FORFEIT_FIELD, FORFEIT_RECORDS, tiebreaks=["direct_encounter"],
                                unplayed_rule=rule)
    assert ranking(rows) == expected


def round_robin_of_four():
    # A beat B, C beat A, A-D draw; B beat C, D beat B, D beat C.
    # Among all four: A 2+0+1 = 3, B 0+2+0 = 2, C 2+0+0 = 2, D 1+2+2 = 5
    records = [game(1, A, B, "w"), game(1, C, D, "l"), game(2, A, C, "l"), game(2, B, D, "l"),
               game(3, A, D, "d"), game(3, B, C, "w")]
    field = people((A, "A", "甲"), (B, "B", "乙"), (C, "C", "丙"), (D, "D", "丁"))
    return build_history(field, records, 3)


def test_direct_encounter_recounts_among_the_rest_after_a_separation():
    """All met: D 5 is strictly ahead; among A, B, C each took 2 (a cycle), so they stay tied."""
    tiers, scores = direct_encounter([A, B, C, D], round_robin_of_four(), "zero", 2.0)
    assert tiers == [[D], [A, B, C]]
    # A, B and C end with their scores among the three: A beat B, B beat C, C beat A
    assert (scores[D], scores[A], scores[B], scores[C]) == (5, 2, 2, 2)


def test_direct_encounter_when_not_all_met():
    """C.07 6.2: in a Swiss a player goes ahead only if nobody below could still catch up."""
    # A beat B and C (4); B and C did not meet: each could reach 2 < 4 -> A first, B/C stay tied
    records = [game(1, A, B, "w"), game(2, A, C, "w"), game(1, C, E, "w"), game(2, B, E, "w")]
    history = build_history(FIVE, records, 2)
    tiers, _ = direct_encounter([A, B, C], history, "zero", 2.0)
    assert tiers == [[A], [B, C]]


def test_direct_encounter_cannot_decide_with_a_missing_game():
    """A beat B (2) but C met neither: C could still reach 4, so nobody is separated."""
    records = [game(1, A, B, "w"), game(1, C, E, "w")]
    history = build_history(FIVE, records, 1)
    tiers, _ = direct_encounter([A, B, C], history, "zero", 2.0)
    assert tiers == [[A, C, B]]


@pytest.mark.parametrize("kwargs, message", [
    ({"tiebreaks": ["koya"]}, "未知的小分规则"),
    ({"tiebreaks": [], "unplayed_rule": "fide2009"}, "未赛轮次计算方式"),
])
def test_bad_settings_are_refused_in_chinese(kwargs, message):
    """An unknown tie-break or unplayed-round rule raises a Chinese error."""
    with pytest.raises(ValueError, match=message):
        individual_standings(FIVE, FIVE_RECORDS, **kwargs)
