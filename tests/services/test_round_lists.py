"""The rounds a page lists, read once per commit (round_lists): never stale after a pairing, a deletion,
a playoff, or another station's commit."""
import random

from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import delete_last_round, pair_next_round, rounds_paired
from app.services.round_views import listed_rounds, round_choices, round_lists
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _final(number: int) -> RoundId:
    return RoundId("xiangqi", FINAL, number)


def test_the_lists_follow_a_pairing_and_a_deletion(demo_store, play_round):
    before = round_lists(demo_store, "xiangqi")
    assert before.listed == before.choices == () and before.paired == 0 == rounds_paired(demo_store, "xiangqi")
    assert round_lists(demo_store, "xiangqi") is before  # nothing committed since: read once
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(demo_store, "xiangqi", view, random.Random(2))
    pair_next_round(demo_store, "xiangqi", seed=2)
    after = round_lists(demo_store, "xiangqi")
    assert after.choices == after.listed == (_final(1), _final(2)) and after.paired == 2
    assert listed_rounds(demo_store, "xiangqi") == round_choices(demo_store, "xiangqi") == [_final(1), _final(2)]
    delete_last_round(demo_store, "xiangqi", _final(2))
    assert round_lists(demo_store, "xiangqi").choices == (_final(1),) and rounds_paired(demo_store, "xiangqi") == 1


def test_a_result_commit_reads_them_again_unchanged(demo_store):
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    before = round_lists(demo_store, "xiangqi")
    record_result(demo_store, "xiangqi", view.round_id, 1, {"score": "1-0"})
    again = round_lists(demo_store, "xiangqi")
    assert again is not before and again == before


def test_another_stations_pairing_is_seen(demo_store):
    """The same file open twice (two stations): a round paired at the other shows at once here."""
    assert round_lists(demo_store, "xiangqi").paired == 0
    other = open_store(demo_store.path)
    try:
        pair_next_round(other, "xiangqi", seed=3)
    finally:
        other.close()
    lists = round_lists(demo_store, "xiangqi")
    assert lists.choices == (_final(1),) and lists.paired == 1
