"""Test doubles and helpers shared by the test modules (importable: pytest puts tests/ on sys.path)."""
import pytest

from app.sanguosha.errors import SanguoshaError


class FakeTime:
    """A monotonic (or wall) time source the test moves by hand."""

    def __init__(self, t: float = 1000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


def draft_3v3_to_picks(draft, holder_piles=(0, 1), camp="warm", first="warm"):
    """Walk a 3v3 draft (or a console's draft_step) through the steps before the picks: the camp
    holder takes ``holder_piles[0]`` and the other team ``holder_piles[1]``, the minute of viewing
    ends, the holder takes ``camp`` and warm lets ``first`` pick first."""
    step = getattr(draft, "draft_step", None) or (lambda method, *args: getattr(draft, method)(*args))
    state = draft.draft.state if hasattr(draft, "draft_step") else draft.state
    holder = state.camp_holder
    step("take_pile", holder, holder_piles[0])
    if state.phase == "piles":
        step("take_pile", 1 - holder, holder_piles[1])
    step("end_viewing")
    step("choose_camp", holder, camp)
    step("choose_first_picker", "warm", first)


def refused(code, call, *args, **kwargs):
    """Run a Sanguosha step that must be refused with ``code``; return the error for further checks."""
    with pytest.raises(SanguoshaError) as caught:
        call(*args, **kwargs)
    assert caught.value.code == code
    return caught.value


def forfeited_after_disqualification(store, seat: int):
    """Xiangqi: round 1 played (first seats win), round 2 paired; table 1's ``seat`` is disqualified from round 2
    and their unplayed game entered as their forfeit loss. Returns table 1's seats of round 2."""
    from app.services.disqualification import disqualify
    from app.services.results import record_result
    from app.services.rounds import pair_next_round
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    first = pair_next_round(store, "xiangqi", seed=1)
    for table in first.tables:
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    seats = pair_next_round(store, "xiangqi", seed=2).tables[0].seats
    disqualify(store, "xiangqi", reason="作弊", player_id=seats[seat].competitor_id,
               from_round=RoundId("xiangqi", FINAL, 2))
    record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 2), 1, {"score": "+-" if seat else "-+"})
    return seats
