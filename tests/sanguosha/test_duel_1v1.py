"""A 1v1 console tracks the generals' deaths and decides the game when a side has none left
(docs/rules.md §5.4: 任何一方的 3 名武将都阵亡后，另一方获胜); undoable, refused once decided,
stored and checked when loaded."""
import json
import random

import pytest

from app.sanguosha.draft_1v1 import LORD, TRAITOR
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_1V1, TableConsole
from fakes import FakeTime, refused


def drafted(table=4, lord_seat=1):
    """A 1v1 console with the draft done: each side keeps its first three picks in pick order."""
    console = TableConsole.start(KIND_1V1, FakeTime(), random.Random(3), lord_seat=lord_seat, table=table)
    while console.draft.state.phase == "picks":
        console.draft_step("pick", console.draft.side_to_move(), console.draft.available()[0])
    for side in (LORD, TRAITOR):
        console.draft_step("set_order", side, console.draft.state.picks[side][:3])
    return console


def test_a_drafted_1v1_game_is_not_decided_until_a_side_has_no_general_left():
    console = drafted(lord_seat=1)
    assert not console.decided and console.status()["winner"] is None and console.result_prefill() is None
    assert console.general_died(TRAITOR) is None
    assert console.general_died(LORD) is None
    assert console.general_died(TRAITOR) is None
    assert not console.decided
    assert console.general_died(TRAITOR) == LORD  # the traitor's third general: the lord wins
    assert console.decided
    assert console.status()["winner"] == 1  # the lord sits at seat 1
    assert console.result_prefill() == {"winner": 1, "reason": "generals_dead", "generals_left": [0, 2]}


def test_the_step_a_screen_names_is_play_after_the_draft_then_over():
    """The header and the overview read the step: a drafted 1v1 game is in play (its deaths are
    entered), not "draft over", until a side has no general left."""
    console = drafted()
    assert console.phase == "done" and console.step == "duel:play" == console.status()["step"]
    for _ in range(3):
        console.general_died(LORD)
    assert console.step == "duel:over" == console.status()["step"]
    undrafted = TableConsole.start(KIND_1V1, FakeTime(), random.Random(3))
    assert undrafted.step == undrafted.phase == "picks"


def test_deaths_are_undone_one_by_one_and_refused_once_decided_or_before_the_draft_ends():
    console = drafted(table=7, lord_seat=0)
    for _ in range(3):
        console.general_died(LORD)
    assert console.status()["winner"] == 1
    error = refused("console.game_decided", console.general_died, TRAITOR)
    assert error.params["table"] == 7
    assert console.undo() == "death"
    assert not console.decided and console.deaths == [LORD, LORD]
    refused("unknown_side", console.general_died, "warm")
    assert console.deaths == [LORD, LORD]
    console.undo(), console.undo()
    assert console.undo() == "draft"  # the traitor's order comes back
    refused("wrong_phase", console.general_died, LORD)
    unstarted = TableConsole.start(KIND_1V1, FakeTime(), random.Random(3))
    refused("wrong_phase", unstarted.general_died, LORD)


def test_the_deaths_are_stored_and_a_stored_list_no_game_leads_to_is_refused():
    console = drafted(table=5)
    console.general_died(LORD)
    console.general_died(TRAITOR)
    data = json.loads(json.dumps(console.to_dict()))
    resumed = TableConsole.from_dict(data, FakeTime(), table=5)
    assert resumed.deaths == [LORD, TRAITOR]
    resumed.undo()
    assert resumed.deaths == [LORD]

    def bad(deaths, steps=None):
        broken = {**data, "deaths": deaths, "steps": steps if steps is not None else data["steps"]}
        with pytest.raises(SanguoshaError) as caught:
            TableConsole.from_dict(broken, FakeTime(), table=5, game=2)
        assert caught.value.code == "console.bad_state" and caught.value.params["table"] == 5
        return caught.value.params["reason"].code

    assert bad(["lord", "warm"]) == "console.state_value"
    assert bad("lord") == "console.state_value"
    after_end = ["lord"] * 3 + ["traitor"]
    assert bad(after_end, data["steps"] + ["death"] * 2) == "console.state_value"
    assert bad(["lord"]) == "console.state_value"  # the steps hold two deaths
    early = TableConsole.start(KIND_1V1, FakeTime(), random.Random(3)).to_dict()
    assert bad_early(early) == "console.state_value"


def bad_early(data):
    """Deaths stored while the draft is still running."""
    with pytest.raises(SanguoshaError) as caught:
        TableConsole.from_dict({**data, "deaths": ["lord"], "steps": ["death"]}, FakeTime(), table=5)
    return caught.value.params["reason"].code


def test_a_1v1_state_stored_before_deaths_were_tracked_resumes_with_none():
    data = drafted().to_dict()
    del data["deaths"]
    resumed = TableConsole.from_dict(data, FakeTime())
    assert resumed.deaths == [] and not resumed.decided
