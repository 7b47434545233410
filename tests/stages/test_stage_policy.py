"""The stage policy (docs/rules.md §1.3): preliminary groups, then the final, decided without a database."""
import pytest

from app.rules.events import BY_STANDING, ROUND_ROBIN, SWISS
from app.stages import (StageStep, final_pairing, finalists, groups_in_order, next_stage, planned_rounds,
                        takes_late_entries)
from app.standings import Competitor, GameRecord


def win(rnd, winner, loser):
    """A played game won by ``winner`` (win 2 / loss 0)."""
    return GameRecord(rnd, (winner, loser), {winner: 2.0, loser: 0.0}, {winner: "win", loser: "loss"})


def test_a_round_robin_stage_lasts_as_long_as_its_largest_group():
    """Groups of 4 and 5 play 5 rounds (the odd group's Berger table), whatever ``rounds`` says."""
    groups = {1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2}
    assert planned_rounds(ROUND_ROBIN, groups, 7) == 5
    assert planned_rounds(ROUND_ROBIN, {1: 0, 2: 0, 3: 0, 4: 0}, 7) == 3


def test_a_swiss_stage_lasts_the_events_rounds_setting():
    """Swiss and by-standing stages play the ``rounds`` setting, not a round robin's count."""
    assert planned_rounds(SWISS, {1: 0, 2: 0}, 7) == 7
    assert planned_rounds(BY_STANDING, {}, "5") == 5


def test_an_empty_round_robin_plans_no_round():
    """A round robin nobody is in has no rounds (so it never counts as finished)."""
    assert planned_rounds(ROUND_ROBIN, {}, 7) == 0


def test_the_first_stage_is_the_preliminary_only_when_groups_are_set():
    """preliminary_groups 0 starts with the final; more than 0 with the preliminary groups."""
    assert next_stage(None, 0) is StageStep.START_FINAL
    assert next_stage(None, 2) is StageStep.START_PRELIMINARY


def test_the_final_starts_once_every_preliminary_round_is_complete():
    """The preliminary goes on until its planned rounds are complete, then the final starts."""
    assert next_stage("preliminary", 2, complete_rounds=2, planned=3) is StageStep.STAY
    assert next_stage("preliminary", 2, complete_rounds=3, planned=3) is StageStep.START_FINAL


def test_a_preliminary_without_rounds_never_ends_and_a_final_never_moves_on():
    """Zero planned rounds is not "all complete"; the final stays the final after its last round."""
    assert next_stage("preliminary", 2, complete_rounds=0, planned=0) is StageStep.STAY
    assert next_stage("final", 0, complete_rounds=7, planned=7) is StageStep.STAY


@pytest.mark.parametrize("system, seats, expected", [
    (SWISS, 2, SWISS), (SWISS, 3, BY_STANDING), (SWISS, 8, BY_STANDING),
    (ROUND_ROBIN, 2, ROUND_ROBIN), (BY_STANDING, 2, BY_STANDING),
])
def test_swiss_pairs_two_seats_and_bigger_tables_go_by_standing(system, seats, expected):
    """A Swiss setting on tables of 3 or 8 becomes pairing by standing; other systems stay."""
    assert final_pairing(system, seats) == expected


def test_late_entries_join_only_a_first_stage_final_that_is_not_a_round_robin():
    """A direct Swiss final takes late entries; a round robin's draw or a final after groups does not."""
    assert takes_late_entries(1, SWISS)
    assert not takes_late_entries(1, ROUND_ROBIN)
    assert not takes_late_entries(2, SWISS)


def test_groups_come_in_group_order_each_in_the_competitors_order():
    """Group 1 first, then 2, members in the order given (the Berger numbers)."""
    people = [Competitor(i, f"P{i}", "S") for i in (5, 1, 4, 2)]
    groups = groups_in_order(people, {5: 2, 1: 1, 4: 2, 2: 1})
    assert [[c.id for c in group] for group in groups] == [[1, 2], [5, 4]]


def test_the_top_of_each_group_goes_to_the_final_without_the_disqualified():
    """Top 1 of each group qualifies; a disqualified group winner is closed up and the next goes on."""
    people = [Competitor(i, f"P{i}", "S") for i in (1, 2, 3, 4)]
    groups = {1: 1, 2: 1, 3: 2, 4: 2}
    records = [win(1, 1, 2), win(1, 3, 4)]
    assert finalists(people, groups, records, {}, 1) == [1, 3]
    assert finalists(people, groups, records, {3: 1}, 1) == [1, 4]
