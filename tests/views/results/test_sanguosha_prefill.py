"""The 3v3 result form keeps every stored field, and starts from the console's tracked game."""
import random

from app.services.result_entry import event_settings
from app.services.rounds import pair_next_round
from app.services.sanguosha import open_console, result_prefill, save_step
from app.views.results.result_entry import Sanguosha3v3Dialog


def test_reopening_a_stored_3v3_result_keeps_its_fouls_and_time_up(qtbot, demo_store):
    """A stored entry's technical fouls, living roles, lost HP and 不屈 come back (re-saving lost them)."""
    table = pair_next_round(demo_store, "sanguosha_3v3", seed=1).tables[0]
    stored = {"winner": 1, "technical_fouls": [2, 1], "how": "time_up",
              "time_up": {"alive": [2, 3], "lost_hp": [5, 1], "generals": [["周泰"], []]}}
    dialog = Sanguosha3v3Dialog("sanguosha_3v3", event_settings(demo_store, "sanguosha_3v3"), table, stored)
    qtbot.addWidget(dialog)
    assert dialog.entry().to_json() == stored


def test_the_form_of_a_tracked_game_opens_with_its_fouls_and_living_roles(qtbot, demo_store):
    """Fouls and a death on the console reach the form; the referee enters only the lost HP."""
    table = pair_next_round(demo_store, "sanguosha_3v3", seed=1).tables[0]
    record = open_console(demo_store, "sanguosha_3v3", table.table_id, lambda: 0.0, random.Random(1), bidian_winner=0)
    console = record.console(lambda: 0.0)
    draft = console.draft
    for method, args in (("take_pile", (0, 1)), ("take_pile", (1, 0)), ("end_viewing", ()),
                         ("choose_camp", (0, "cold")), ("choose_first_picker", ("warm", "warm"))):
        console.draft_step(method, *args)
    while draft.state.phase == "picks":
        console.draft_step("pick", draft.side_to_move(), draft.available()[0])
    for side in ("warm", "cold"):
        console.draft_step("confirm", side)
    for side in ("warm", "cold"):
        console.draft_step("set_lineup", side, *draft.state.picks[side][:3])
    console.reveal()
    console.order_step("choose_first", "cold", "cold")
    console.order_step("kill", "warm", "vanguard_b")
    console.charge_foul(0)
    save_step(demo_store, "sanguosha_3v3", record, console, {"action": "test"})
    prefill = result_prefill(demo_store, "sanguosha_3v3", table.table_id)
    dialog = Sanguosha3v3Dialog("sanguosha_3v3", event_settings(demo_store, "sanguosha_3v3"), table, prefill)
    qtbot.addWidget(dialog)
    assert [box.value() for box in dialog.fouls] == [1, 0]
    assert [box.value() for box in dialog.alive] == [3, 2]  # team 0 is cold here; team 1 warm lost a role
    # The living roles' maximum HP come too (a commander +1): the lost HP is bounded by them.
    lineups, order = console.order.state.lineups, console.order.state
    expected = [[order.max_hp["cold"][role] for role in lineups["cold"]],
                [order.max_hp["warm"][role] for role in lineups["warm"] if role != "vanguard_b"]]
    assert prefill["time_up"]["max_hp"] == expected
    dialog.how.setCurrentIndex(dialog.how.findData("time_up"))
    bound = sum(hp - 1 for hp in expected[1])
    dialog.lost_hp[1].setValue(bound + 1)
    dialog.update_preview()
    assert not dialog.verdict.text()  # more lost HP than the warm roles have: no adjudication
    dialog.lost_hp[1].setValue(bound)
    dialog.update_preview()
    assert dialog.verdict.text()  # within the bound: the adjudication is shown
    assert dialog.entry().to_json()["time_up"]["max_hp"] == expected
    dialog.alive[1].setValue(1)  # the referee corrects the count: the console's HP no longer apply
    assert "max_hp" not in dialog.entry().to_json()["time_up"]
