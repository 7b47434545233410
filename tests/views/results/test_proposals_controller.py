"""The proposals panel's policy without a widget (#37 item 4): what the status line says and what the referee
is asked before a proposal becomes a result."""
import random

from app.services.rounds import pair_next_round, repair_last_round
from app.services.table_entry import propose, table_codes, table_for_pin
from app.services.tournament import update_event_settings
from app.views.results.proposals_controller import ASK_CONFLICT, ASK_NOT_AGREED, ProposalsController


def _propose(store, codes, table, score, device):
    page = table_for_pin(store, "go", table, codes[table])
    return propose(store, "go", table, codes[table], {"score": score}, device=device, revision=page.revision)


def test_status_and_questions(demo_store):
    """Off, then on for round 1 with the count of proposals waiting, stale once re-paired; a conflict and an
    unagreed proposal are asked about, an agreement-free one is not."""
    control = ProposalsController(demo_store, "go", rng=lambda: random.Random(3))
    assert not control.can_turn_on()  # nothing paired
    view = pair_next_round(demo_store, "go", seed=1)
    control.show_round(view.round_id)
    assert control.can_turn_on() and control.status().message("en") == "Entry at the tables: off (0 waiting)"
    codes = control.turn_on()
    assert codes == table_codes(demo_store, "go", view.round_id) and control.is_on
    _propose(demo_store, codes, 1, "1-0", "a")
    _propose(demo_store, codes, 1, "0-1", "b")
    _propose(demo_store, codes, 2, "1-0", "c")
    control.reload()
    assert str(control.status()) == "桌边录入：第 1 轮已开放（待处理 3 条）"
    assert not any(line.stale for line in control.lines)
    assert [control.question(line) for line in control.lines] == [ASK_CONFLICT, ASK_CONFLICT, ASK_NOT_AGREED]
    update_event_settings(demo_store, "go", {"table_entry_agreement": False})
    _propose(demo_store, codes, 3, "1-0", "d")
    control.reload()
    assert control.question(control.lines[-1]) is None
    repair_last_round(demo_store, "go", view.round_id, seed=5)
    control.reload()
    assert control.state.stale and "paired again" in control.status().message("en")
    assert all(line.stale for line in control.lines)
    control.turn_off()
    assert not control.is_on
