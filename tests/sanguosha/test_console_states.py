"""States the console must never reach, each reproduced on the pure API and refused with a code
naming the table; a stored state is checked when it is loaded; the seed's first-mover timer."""
import json
import random

import pytest

from app.rules.generals import general_pool
from app.sanguosha.draft_3v3 import Draft3v3, deal_piles
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_1V1, KIND_3V3, TableConsole
from fakes import FakeTime, draft_3v3_to_picks, refused


def _revealed(clock, table=9, pool="3v3"):
    console = TableConsole.start(KIND_3V3, clock, random.Random(4), {"technical_fouls_to_lose": 3,
                                                                     "general_pool": pool},
                                 camp_holder=0, table=table)
    draft_3v3_to_picks(console)
    while console.draft.state.phase == "picks":
        console.draft_step("pick", console.draft.side_to_move(), console.draft.available()[0])
    for camp in ("warm", "cold"):
        console.draft_step("confirm", camp)
    for camp in ("warm", "cold"):
        console.draft_step("set_lineup", camp, *console.draft.state.picks[camp][:3])
    console.reveal()
    return console


def test_cold_chooses_the_first_mover_in_10_s_and_the_default_is_cold():
    """准备阶段 3: after the reveal cold has 10 s; when they run out cold acts first, one undo."""
    clock = FakeTime(0.0)
    console = _revealed(clock)
    assert console.phase == "order:first_mover" and console.remaining() == 10.0
    assert console.status()["remaining"] == 10.0
    clock.t += 9.9
    assert console.tick() == []
    clock.t += 0.1
    assert [(e["value"], e["by"]) for e in console.tick()] == [("cold", "timeout")]
    assert console.order.state.side_to_act == "cold" and console.remaining() is None
    clock.t += 30
    console.undo()
    assert console.phase == "order:first_mover" and console.remaining() == 10.0  # its 10 s afresh


def test_a_foul_after_the_game_is_decided_is_refused_naming_the_table():
    """A commander dead: a third foul must not turn the game over to the other side."""
    console = _revealed(FakeTime())
    console.order_step("choose_first", "cold", "warm")
    console.charge_foul(0)
    console.charge_foul(0)
    console.order_step("kill", "cold", "commander")
    winner = console.status()["winner"]
    error = refused("console.game_decided", console.charge_foul, 0)
    assert error.params["table"] == 9 and "9" in error.message("en")
    assert console.status()["winner"] == winner and console.fouls.counts == [2, 0]


def test_no_time_up_verdict_after_a_commander_died():
    """Time-up after a commander's death would name a winner against the seed: refused."""
    console = _revealed(FakeTime())
    console.order_step("choose_first", "cold", "warm")
    console.order_step("kill", "warm", "commander")
    hp = {camp: dict(roles) for camp, roles in console.order.state.max_hp.items()}
    error = refused("console.commander_dead", console.time_up, hp)
    assert error.params == {"table": 9, "side": "warm"}
    with pytest.raises(SanguoshaError):
        console.order.time_up(hp)  # the tracker alone refuses too


def test_a_death_after_the_turn_ended_never_leaves_a_table_where_nobody_may_act():
    """Cold's only upright role dies between turns: the action passes (or all reset), someone may act."""
    console = _revealed(FakeTime())
    order = console.order
    console.order_step("choose_first", "cold", "cold")
    for side, roles in (("cold", ["commander"]), ("warm", ["commander"]), ("cold", ["vanguard_a", "vanguard_b"]),
                        ("warm", ["vanguard_a"])):
        for role in roles:
            console.order_step("begin_turn", side, role)
            console.order_step("end_turn")
    assert order.state.side_to_act == "warm" and order.state.unit_left == ["vanguard_b"]
    # the turn ended; warm's vanguard_b is the last upright role of the table and it dies now
    console.order_step("kill", "warm", "vanguard_b")
    assert order.may_act() == ["commander", "vanguard_a", "vanguard_b"] and order.state.side_to_act == "cold"
    assert all(order.state.upright["cold"].values())  # everyone reset: a new cycle begins


def test_the_pure_api_never_deals_short_piles():
    """A 25-general pool cannot make 4 piles of 8 (it would deal 8, 8, 8 and 1): refused."""
    error = refused("pool_too_small_for_deal", deal_piles, 1, list(general_pool("1v1")))
    assert error.params == {"size": 25, "needed": 32}
    refused("pool_too_small_for_deal", Draft3v3.start, FakeTime(), random.Random(1), 0,
            list(general_pool("1v1")))
    two = Draft3v3.start(FakeTime(), random.Random(1), 0, list(general_pool("standard_16")), piles=2)
    assert [len(p) for p in two.state.piles] == [8, 8]


def test_two_piles_the_other_team_takes_the_last_and_all_16_are_face_up():
    """The standard_16 variant: the holder takes one of two piles, the other team the last one."""
    console = TableConsole.start(KIND_3V3, FakeTime(), random.Random(3), {"general_pool": "standard_16"},
                                 camp_holder=1)
    console.draft_step("take_pile", 1, 1)
    state = console.draft.state
    assert state.pile_of == {"1": 1, "0": 0} and state.phase == "viewing"
    assert state.face_up == state.piles[1] + state.piles[0] and len(set(state.face_up)) == 16
    console.undo()  # one step: the holder's pile and the last one given with it
    assert console.draft.state.phase == "piles" and console.draft.state.pile_of == {}


def _stored(console):
    return json.loads(json.dumps(console.to_dict()))


def _bad(data, table=5, game=2):
    with pytest.raises(SanguoshaError) as caught:
        TableConsole.from_dict(data, FakeTime(), table=table, game=game)
    assert caught.value.code == "console.bad_state" and caught.value.params["table"] == table
    assert f"{table}" in caught.value.message("en") and f"{table}" in str(caught.value)
    return caught.value.params["reason"].code


def test_a_stored_state_is_checked_when_loaded():
    """Missing or extra keys, a general on both sides or never dealt, a step past the end, short
    piles: each refused with the reason and the table, never a raw TypeError / IndexError later."""
    console = _revealed(FakeTime(), table=5)
    good = _stored(console)
    assert TableConsole.from_dict(good, FakeTime(), table=5).phase == "order:first_mover"

    missing = _stored(console)
    del missing["draft"]["face_up"]
    assert _bad(missing) == "console.state_keys"
    extra = _stored(console)
    extra["draft"]["bonus"] = 1
    assert _bad(extra) == "console.state_keys"
    top = _stored(console)
    top["colour"] = "red"
    assert _bad(top) == "console.state_keys"

    both = _stored(console)
    both["draft"]["picks"]["cold"][0] = both["draft"]["picks"]["warm"][0]
    assert _bad(both) == "console.state_both_sides"
    stranger = _stored(console)
    stranger["draft"]["picks"]["warm"][3] = "于吉"
    assert _bad(stranger) == "console.state_not_dealt"
    step = _stored(console)
    step["draft"]["pick_step"] = 12
    assert _bad(step) == "console.state_step"
    short = _stored(console)
    short["draft"]["piles"][3] = short["draft"]["piles"][3][:1]
    assert _bad(short) == "console.state_piles"
    broken = _stored(console)
    broken["order"]["alive"] = None
    assert _bad(broken) in ("console.state_value", "console.state_keys")

    one = TableConsole.start(KIND_1V1, FakeTime(), random.Random(2), table=5)
    past = _stored(one)
    past["draft"]["pick_step"] = 7
    assert _bad(past) == "console.state_step"
