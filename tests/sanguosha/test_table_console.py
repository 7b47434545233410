"""The table console: one undo across draft, reveal, tracker and fouls; JSON round trip."""
import json
import random

import pytest

from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_1V1, KIND_3V3, TableConsole
from fakes import FakeTime, draft_3v3_to_picks


def _drafted_to_reveal(console):
    draft = console.draft
    draft_3v3_to_picks(console)
    while draft.state.phase == "picks":
        console.draft_step("pick", draft.side_to_move(), draft.available()[0])
    console.draft_step("confirm", "warm")
    console.draft_step("confirm", "cold")
    for side in ("warm", "cold"):
        console.draft_step("set_lineup", side, *draft.state.picks[side][:3])


def test_undo_walks_back_through_fouls_tracker_reveal_and_draft():
    """Ctrl+Z on the console takes back the last step whichever part took it."""
    clock = FakeTime()
    console = TableConsole.start(KIND_3V3, clock, random.Random(5), {"technical_fouls_to_lose": 3}, camp_holder=0)
    _drafted_to_reveal(console)
    console.reveal()
    console.order_step("choose_first", "cold", "warm")
    console.charge_foul(1)
    assert console.undo() == "fouls" and console.fouls.counts == [0, 0]
    assert console.undo() == "order" and console.order.state.phase == "first_mover"
    assert console.undo() == "reveal" and console.order is None
    assert console.draft.state.phase == "reveal"
    assert console.undo() == "draft" and "cold" not in console.draft.state.lineups


def test_a_refused_step_is_not_an_undo_step():
    """An illegal pick changes nothing and leaves nothing to undo."""
    console = TableConsole.start(KIND_3V3, FakeTime(), random.Random(5), camp_holder=0)
    with pytest.raises(SanguoshaError):
        console.draft_step("take_pile", 1, 0)  # team 0 won the 比点: it takes a pile first
    assert console.steps == []


def test_a_timeout_default_is_one_undoable_step():
    """The camp's default (warm) after 10 s is taken by tick and undone by one undo."""
    clock = FakeTime()
    console = TableConsole.start(KIND_3V3, clock, random.Random(5), camp_holder=0)
    console.draft_step("take_pile", 0, 0)
    console.draft_step("take_pile", 1, 1)
    console.draft_step("end_viewing")
    clock.t += 10.5
    assert [entry["by"] for entry in console.tick()] == ["timeout"]
    assert console.draft.state.warm_team == 0 and console.steps == ["draft"] * 4
    console.undo()
    assert console.draft.state.phase == "camp"


def test_json_round_trip_keeps_piles_step_and_undo():
    """from_dict(to_dict()) is the same console: same piles, same step, same undo history."""
    clock = FakeTime()
    console = TableConsole.start(KIND_3V3, clock, random.Random(9), camp_holder=0)
    console.draft_step("take_pile", 0, 3)
    console.draft_step("take_pile", 1, 2)
    console.draft_step("end_viewing")
    console.draft_step("choose_camp", 0, "cold")
    again = TableConsole.from_dict(json.loads(json.dumps(console.to_dict())), clock)
    assert again.draft.state.piles == console.draft.state.piles
    assert again.phase == "first_pick" and again.draft.state.warm_team == 1
    again.undo()
    assert again.phase == "camp"


def test_a_1v1_console_has_no_foul_board_and_undoes_picks():
    """1v1: picks by the lord then the traitor, undone one by one; no technical-foul board."""
    console = TableConsole.start(KIND_1V1, FakeTime(), random.Random(2))
    draft = console.draft
    console.draft_step("pick", "lord", draft.available()[0])
    assert draft.side_to_move() == "traitor"
    with pytest.raises(SanguoshaError):
        console.charge_foul(0)
    console.undo()
    assert draft.side_to_move() == "lord" and console.draft.state.picks["lord"] == []


def _revealed(rng_seed=5, pool="3v3"):
    console = TableConsole.start(KIND_3V3, FakeTime(), random.Random(rng_seed),
                                 {"technical_fouls_to_lose": 3, "general_pool": pool},
                                 camp_holder=0)
    _drafted_to_reveal(console)
    console.reveal()
    console.order_step("choose_first", "cold", "warm")
    return console


def test_the_result_prefill_carries_fouls_deaths_and_a_killed_commander():
    """The result form starts from the tracked game: fouls per team, living roles, the winner by a kill."""
    console = _revealed()
    warm_team = console.draft.state.warm_team
    console.charge_foul(1 - warm_team)
    console.order_step("kill", "cold", "vanguard_a")
    prefill = console.result_prefill()
    assert prefill["technical_fouls"][1 - warm_team] == 1 and prefill["winner"] is None
    assert prefill["time_up"]["alive"][1 - warm_team] == 2 and prefill["time_up"]["alive"][warm_team] == 3
    console.order_step("kill", "cold", "commander")
    after = console.result_prefill()
    assert (after["winner"], after["how"]) == (warm_team, "commander_killed")
    assert after["time_up"]["alive"][1 - warm_team] == 1


def test_the_result_prefill_names_a_living_zhou_tai_and_a_loss_on_fouls():
    """周泰 alive is flagged for the time-up bound; three fouls give the game to the other team."""
    for seed in range(40):
        console = _revealed(seed, "standard_wind")
        lineups = console.order.state.lineups
        camp = next((c for c in lineups if "周泰" in lineups[c].values()), None)
        if camp is not None:
            break
    team = console.draft.team_of(camp)
    assert console.result_prefill()["time_up"]["generals"][team] == ["周泰"]
    for _ in range(3):
        console.charge_foul(team)
    assert (console.result_prefill()["winner"], console.result_prefill()["how"]) == (1 - team, "technical_fouls")
    assert TableConsole.start(KIND_1V1, FakeTime(), random.Random(1)).result_prefill() is None


def test_the_events_general_pool_setting_is_the_pool_the_draft_deals_from():
    """general_pool picks the list: a 1v1 event set to the 3v3 pool deals Wind generals too,
    and their maximum HP is still known after the deal."""
    import random as _random
    from app.rules.events import settings_for
    from app.rules.generals import GENERALS_BY_NAME, POOLS
    from app.sanguosha.table_console import KIND_1V1, KIND_3V3, TableConsole

    wind = {general.name for general in POOLS["3v3"]} - {general.name for general in POOLS["1v1"]}
    dealt = set()
    for seed in range(40):
        console = TableConsole.start(KIND_1V1, lambda: 0.0, _random.Random(seed),
                                     settings_for("sanguosha_1v1", {"general_pool": "3v3"}))
        dealt |= set(console.draft.state.generals)
    assert dealt & wind and dealt <= set(GENERALS_BY_NAME)
    standard = TableConsole.start(KIND_1V1, lambda: 0.0, _random.Random(1), settings_for("sanguosha_1v1"))
    assert not set(standard.draft.state.generals) & wind
    three = TableConsole.start(KIND_3V3, lambda: 0.0, _random.Random(1), settings_for("sanguosha_3v3"), camp_holder=0)
    assert sorted(three.draft.state.pool) == sorted(g.name for g in POOLS["3v3"])


def test_a_pool_too_small_for_the_draft_is_refused():
    """3v3 deals 32: the 25-general pool is refused with the sizes named; unknown pools too."""
    from app.rules.events import SettingsError, validate_settings
    with pytest.raises(SettingsError) as refused:
        validate_settings("sanguosha_3v3", {"general_pool": "1v1"})
    assert refused.value.code == "settings.pool_too_small" and refused.value.params["needed"] == 32
    assert "32" in refused.value.message("en") and "25" in refused.value.message("en")
    with pytest.raises(SettingsError):
        validate_settings("sanguosha_1v1", {"general_pool": "bogus"})
    validate_settings("sanguosha_1v1", {"general_pool": "3v3"})  # 32 ≥ 10: fine
