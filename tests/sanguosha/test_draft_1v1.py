"""The 1v1 draft: lord first from 6 up + 4 down, 1,2,2,2,2,1, a fixed secret order of 3, timeouts."""
import random

import pytest
from fakes import FakeTime

from app.rules.generals import general_pool
from app.sanguosha.draft_1v1 import Draft1v1
from app.sanguosha.errors import SanguoshaError


def test_whole_1v1_draft_with_timeouts_and_secret_orders():
    """Every pick step and both orders, one pick and one order by timeout; face-down stays hidden."""
    clock = FakeTime(0.0)
    draft = Draft1v1.start(clock, random.Random(8), lord_seat=1)
    ten = draft.state.generals
    assert len(set(ten)) == 10 and set(ten) <= set(general_pool("1v1"))
    assert draft.seat_of("lord") == 1 and draft.seat_of("traitor") == 0
    view = draft.public_view()
    assert view["face_up"] == ten[:6] and view["face_down_left"] == 4

    with pytest.raises(SanguoshaError) as caught:
        draft.pick("traitor", ten[0])
    assert caught.value.code == "wrong_side"
    draft.pick("lord", ten[7])            # step 1: a face-down general
    clock.t = 5.0
    draft.pick("traitor", ten[2])
    clock.t = 20.0                        # traitor's step (begun at 0) times out: first face-up free
    assert [e["value"] for e in draft.tick()] == [ten[0]]
    picks_left = [("lord", ten[1]), ("lord", ten[3]), ("traitor", ten[4]), ("traitor", ten[5]),
                  ("lord", ten[6]), ("lord", ten[8]), ("traitor", ten[9])]
    for role, general in picks_left:
        draft.pick(role, general)
    assert draft.state.picks == {"lord": [ten[7], ten[1], ten[3], ten[6], ten[8]],
                                 "traitor": [ten[2], ten[0], ten[4], ten[5], ten[9]]}
    hidden = draft.public_view()["picks"]
    assert hidden["lord"] == [None, ten[1], ten[3], None, None]  # face-down picks stay secret
    assert draft.state.phase == "order"

    with pytest.raises(SanguoshaError) as caught:
        draft.set_order("lord", [ten[7], ten[1]])
    assert caught.value.code == "lineup_size" and caught.value.params == {"needed": 3, "given": 2}
    with pytest.raises(SanguoshaError) as caught:
        draft.set_order("lord", [ten[7], ten[1], ten[2]])
    assert caught.value.code == "not_own_general"
    draft.set_order("lord", [ten[8], ten[7], ten[3]])
    clock.t += 90                        # traitor's order times out: its first three picks
    draft.tick()
    assert draft.state.orders == {"lord": [ten[8], ten[7], ten[3]], "traitor": [ten[2], ten[0], ten[4]]}
    assert draft.first_generals() == {"lord": ten[8], "traitor": ten[2]}


def test_lord_drawn_by_lot_and_json_round_trip():
    """Without a given lord the injected random draws one; a stored draft resumes identically."""
    clock = FakeTime(0.0)
    lords = {Draft1v1.start(clock, random.Random(n)).state.lord_seat for n in range(20)}
    assert lords == {0, 1}
    draft = Draft1v1.start(clock, random.Random(2))
    draft.pick("lord", draft.available()[0])
    resumed = Draft1v1.from_json(draft.to_json(), clock)
    assert resumed.state == draft.state and resumed.side_to_move() == "traitor"
