"""A check-in mark belongs to one round of one stage (#21 §1, docs/rules.md §1.5): the preliminary's round 2
and the final's round 2 are two marks; a check-in made once the preliminary is over is for the final's round 1."""
import random

import pytest

from app.services.checkin import checkin_round, checkin_rows, set_checkin
from app.services.rounds import AbsentEntrants, pair_next_round
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL, PRELIMINARY
from app.stages.round_id import RoundId


def test_the_preliminarys_round_2_and_the_finals_round_2_are_two_marks(demo_store):
    preliminary, final = RoundId("go", PRELIMINARY, 2), RoundId("go", FINAL, 2)
    first, second = (row.entry_id for row in checkin_rows(demo_store, "go", preliminary)[:2])
    set_checkin(demo_store, "go", preliminary, [first], present=True, card_checked=True)
    set_checkin(demo_store, "go", final, [second], present=True)
    marks = {round_id: {row.entry_id: (row.present, row.card_checked)
                        for row in checkin_rows(demo_store, "go", round_id) if row.entry_id in (first, second)}
             for round_id in (preliminary, final)}
    assert marks == {preliminary: {first: (True, True), second: (False, False)},
                     final: {first: (False, False), second: (True, False)}}
    assert {row.entry_id for row in checkin_rows(demo_store, "go", None) if row.present} == set()


def test_a_check_in_after_the_preliminary_is_for_the_finals_round_1_and_the_preliminarys_does_not_gate_it(
        demo_store, play_round):
    """The preliminary's round-1 marks say nothing about the final's round 1 (the station used to read them as
    the final's): check-in being in use, the final asks about every finalist as not checked in for its round 1
    (#32 item 5), and pairs once they are marked for it."""
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    assert checkin_round(demo_store, "go") == RoundId("go", PRELIMINARY, 1)
    rows = checkin_rows(demo_store, "go", RoundId("go", PRELIMINARY, 1))
    set_checkin(demo_store, "go", RoundId("go", PRELIMINARY, 1), [rows[0].entry_id], present=True, card_checked=True)
    rng = random.Random(5)
    view = pair_next_round(demo_store, "go", seed=1)
    while view.stage_kind == PRELIMINARY:
        assert checkin_round(demo_store, "go") == RoundId("go", PRELIMINARY, view.number + 1)
        play_round(demo_store, "go", view, rng)
        if checkin_round(demo_store, "go").stage == FINAL:
            break
        view = pair_next_round(demo_store, "go")
    assert checkin_round(demo_store, "go") == RoundId("go", FINAL, 1)
    assert checkin_round(demo_store, "go", 3) == RoundId("go", FINAL, 3)
    with pytest.raises(AbsentEntrants) as refused:
        pair_next_round(demo_store, "go", seed=2)
    assert refused.value.round_id == RoundId("go", FINAL, 1) and {a.reason for a in refused.value.absent} == {"本轮未检录"}
    finalists = {a.name for a in refused.value.absent}
    set_checkin(demo_store, "go", RoundId("go", FINAL, 1),
                [row.entry_id for row in checkin_rows(demo_store, "go", None) if row.name in finalists],
                present=True, card_checked=True)
    final = pair_next_round(demo_store, "go", seed=2)
    assert (final.stage_kind, final.number) == (FINAL, 1) and final.tables
