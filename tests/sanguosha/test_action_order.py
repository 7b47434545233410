"""The 3v3 action-order tracker: first mover, units, 横置/重置, passing, deaths, undo, time-up."""
import pytest

from app.rules.generals import general_pool
from app.sanguosha.action_order import ActionOrder
from app.sanguosha.errors import SanguoshaError
from fakes import refused

LINEUPS = {"warm": {"commander": "刘备", "vanguard_a": "关羽", "vanguard_b": "诸葛亮"},
           "cold": {"commander": "曹操", "vanguard_a": "周泰", "vanguard_b": "郭嘉"}}


def turn(game, side, role):
    """One full turn of a role."""
    game.begin_turn(side, role)
    game.end_turn()


def sideways(game):
    """The roles turned sideways, as "camp:role"."""
    return sorted(f"{c}:{r}" for c, roles in game.state.upright.items() for r, up in roles.items() if not up)


def test_seed_example_sequence_with_reset():
    """Seed 002's worked example: commander first, vanguard units, then all sideways → reset."""
    game = ActionOrder.start(LINEUPS, warm_team=0)
    refused("wrong_side", game.choose_first, "warm", "warm")
    game.choose_first("cold", "warm")
    refused("first_unit_commander", game.begin_turn, "warm", "vanguard_a")
    assert game.may_act() == ["commander"]
    turn(game, "warm", "commander")
    assert game.state.side_to_act == "cold" and sideways(game) == ["warm:commander"]

    game.begin_turn("cold", "vanguard_b")                 # a vanguard unit: both, in turn
    refused("turn_in_progress", game.begin_turn, "cold", "vanguard_a")
    game.end_turn()
    assert game.may_act() == ["vanguard_a"] and game.state.side_to_act == "cold"
    refused("unit_in_progress", game.begin_turn, "cold", "commander")
    turn(game, "cold", "vanguard_a")

    assert game.may_act() == ["vanguard_a", "vanguard_b"]  # warm's commander is sideways
    refused("role_not_upright", game.begin_turn, "warm", "commander")
    turn(game, "warm", "vanguard_a")
    turn(game, "warm", "vanguard_b")
    assert game.may_act() == ["commander"]
    turn(game, "cold", "commander")                        # the last upright role: all reset
    assert sideways(game) == [] and [e["action"] for e in game.state.log[-2:]] == ["end", "reset"]
    assert game.state.side_to_act == "warm" and game.may_act() == ["commander", "vanguard_a", "vanguard_b"]


def test_deaths_passing_and_commander_death_ends_the_game():
    """A dead vanguard leaves its unit; a side without upright roles passes; a commander's death ends it."""
    game = ActionOrder.start(LINEUPS, warm_team=1)
    game.choose_first("cold", "cold")
    turn(game, "cold", "commander")
    game.begin_turn("warm", "vanguard_a")
    game.kill("cold", "vanguard_a")                        # killed during warm's turn
    game.end_turn()
    game.begin_turn("warm", "vanguard_b")
    game.kill("warm", "vanguard_b")                        # the acting role dies: its turn ends
    assert game.state.acting is None and game.state.side_to_act == "cold"
    refused("role_dead", game.begin_turn, "cold", "vanguard_a")
    assert game.may_act() == ["vanguard_b"]
    game.begin_turn("cold", "vanguard_b")
    game.kill("cold", "vanguard_b")                        # cold has only its commander left
    assert game.state.side_to_act == "warm" and sideways(game) == [
        "cold:commander", "cold:vanguard_b", "warm:vanguard_a", "warm:vanguard_b"]
    turn(game, "warm", "commander")                        # all living sideways: reset
    assert sideways(game) == [] and game.state.side_to_act == "cold"
    turn(game, "cold", "commander")
    turn(game, "warm", "commander")
    # cold has no upright role, warm's vanguard A still has: cold passes the action
    assert game.state.side_to_act == "warm" and game.state.log[-1] == {
        "action": "pass", "side": "cold", "value": "warm"}
    game.begin_turn("warm", "vanguard_a")
    game.kill("cold", "commander")
    assert game.state.phase == "over" and game.state.winner == "warm"
    refused("game_over", game.end_turn)


def test_every_step_undoes_back_to_the_start():
    """Undo takes back a reset, a death, a turn and the first-mover choice, one step at a time."""
    game = ActionOrder.start(LINEUPS, warm_team=0)
    start = game.to_json()
    game.choose_first("cold", "cold")
    turn(game, "cold", "commander")
    game.begin_turn("warm", "commander")
    before_death = game.to_json()
    game.kill("cold", "vanguard_b")
    assert not game.state.alive["cold"]["vanguard_b"]
    game.undo()
    assert game.to_json() == before_death
    for _ in range(4):
        game.undo()
    assert game.to_json() == start
    refused("nothing_to_undo", game.undo)
    assert ActionOrder.from_json(before_death).state.acting == ["warm", "commander"]


def test_time_up_from_the_tracked_state_uses_pool_max_hp_and_buqu():
    """Living roles and lost HP come from the tracker; 周泰 may be alive below 1 HP."""
    pool = general_pool("3v3")
    game = ActionOrder.start(LINEUPS, warm_team=0)
    game.choose_first("cold", "warm")
    turn(game, "warm", "commander")
    game.begin_turn("cold", "vanguard_a")
    game.kill("warm", "vanguard_b")
    game.end_turn()
    hp = {"warm": {"commander": 5, "vanguard_a": 2},
          "cold": {"commander": 2, "vanguard_a": -1, "vanguard_b": 3}}
    record = game.time_up_record(hp)
    assert record["alive"] == [2, 3]
    assert record["max_hp"] == [[pool["刘备"].max_hp + 1, 4], [4 + 1, 4, 3]]
    assert record["lost_hp"] == [0 + 2, 3 + 5 + 0]
    assert game.time_up(hp).winner == 1 and game.time_up(hp).basis == "alive"
    game.undo()                                            # the death is taken back: 3 against 3
    game.undo()
    hp["warm"]["vanguard_b"] = 3
    verdict = game.time_up(hp)
    assert (verdict.winner, verdict.basis) == (0, "lost_hp")  # 2 lost against 8
    with pytest.raises(SanguoshaError) as caught:
        game.time_up({"warm": {"commander": 5}})
    assert caught.value.code == "hp_missing"
    hp["warm"]["commander"] = 6                            # 刘备 as commander has at most 5
    with pytest.raises(SanguoshaError) as caught:
        game.time_up(hp)
    assert caught.value.code == "bad_hp" and caught.value.params["most"] == 5
