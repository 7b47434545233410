"""What the pages read of the rounds once per commit to the file: the rounds listed (round_lists) and the
latest round (round_view without a round, shared with the read of that round by its id), never stale after
a pairing, a result, a deletion, or another station's commit."""
import random

from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import delete_last_round, pair_next_round, rounds_paired
from app.services.round_views import listed_rounds, round_choices, round_lists, round_view
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


def _paired_at_another_station(store) -> None:
    """The same file open twice (two stations): the next xiangqi round paired at the other."""
    other = open_store(store.path)
    try:
        pair_next_round(other, "xiangqi", seed=3)
    finally:
        other.close()


def test_a_result_commit_reads_them_again_unchanged(demo_store):
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    before = round_lists(demo_store, "xiangqi")
    record_result(demo_store, "xiangqi", view.round_id, 1, {"score": "1-0"})
    again = round_lists(demo_store, "xiangqi")
    assert again is not before and again == before


def test_another_stations_pairing_is_seen(demo_store):
    """The same file open twice (two stations): a round paired at the other shows at once here."""
    assert round_lists(demo_store, "xiangqi").paired == 0
    _paired_at_another_station(demo_store)
    lists = round_lists(demo_store, "xiangqi")
    assert lists.choices == (_final(1),) and lists.paired == 1


def test_the_latest_round_is_the_read_of_that_round(demo_store, play_round):
    """The clocks page asks for the latest round after a pairing whose worker read the new round by its id:
    one read serves both; a result, a new round, a deletion and another station's pairing are each seen."""
    assert round_view(demo_store, "xiangqi") is None
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    assert round_view(demo_store, "xiangqi") is round_view(demo_store, "xiangqi", _final(1)) is first
    record_result(demo_store, "xiangqi", _final(1), 1, {"score": "1-0"})
    latest = round_view(demo_store, "xiangqi")
    assert latest.number == 1 and latest.tables[0].has_result and not first.tables[0].has_result
    play_round(demo_store, "xiangqi", latest, random.Random(2))
    pair_next_round(demo_store, "xiangqi", seed=2)
    assert round_view(demo_store, "xiangqi").number == 2
    delete_last_round(demo_store, "xiangqi", _final(2))
    assert round_view(demo_store, "xiangqi").number == 1
    _paired_at_another_station(demo_store)
    assert round_view(demo_store, "xiangqi").number == 2
