"""A round is named with its stage: with the final in play, 预赛1 reaches the preliminary's tables in
every service, and the final's round 1 never stands for it."""
import pytest

from app.scoring import ResultError
from app.services.result_entry import check_table, table_entry
from app.services.results import record_result
from app.services.rounds import PairingRefused, delete_last_round
from app.services.round_views import round_view
from app.stages.policy import FINAL, PRELIMINARY
from app.stages.round_id import RoundId
from sanguosha_tables import staged

CODE = "sanguosha_3v3"


@pytest.fixture
def final_in_play(demo_store, play_round):
    """(preliminary round 1, final round 1) as paired, the final in play; the preliminary has the more tables."""
    preliminary, final = staged(demo_store, CODE, play_round)
    assert len(preliminary.tables) > len(final.tables)
    return preliminary, final


def test_results_of_a_preliminary_round_act_on_its_own_tables(demo_store, final_in_play):
    preliminary, final = final_in_play
    first = RoundId(CODE, PRELIMINARY, 1)
    last = preliminary.tables[-1].number  # a table number the final does not have
    check_table(demo_store, CODE, first, last)
    with pytest.raises(ResultError, match=f"第 1 轮没有第 {last} 桌"):
        check_table(demo_store, CODE, final.round_id, last)
    assert table_entry(demo_store, CODE, first, last) is not None  # played in the preliminary
    assert table_entry(demo_store, CODE, final.round_id, 1) is None  # the final's table 1 is open
    record_result(demo_store, CODE, first, 1, {"score": "0-1"})
    assert table_entry(demo_store, CODE, first, 1) == {"score": "0-1"}
    assert not any(t.has_result for t in round_view(demo_store, CODE, final.round_id).tables)


def test_the_last_round_confirmed_is_the_stages_own(demo_store, final_in_play):
    """Deleting 预赛1 is refused (the final's round 1 is the last round); the final's round 1 deletes."""
    _preliminary, final = final_in_play
    with pytest.raises(PairingRefused, match="预赛第 1 轮已不是最后一轮（现在是第 1 轮"):
        delete_last_round(demo_store, CODE, RoundId(CODE, PRELIMINARY, 1))
    assert round_view(demo_store, CODE, final.round_id) is not None
    assert delete_last_round(demo_store, CODE, RoundId(CODE, FINAL, 1)) == final.round_id
    assert round_view(demo_store, CODE, final.round_id) is None
