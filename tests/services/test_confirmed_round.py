"""Delete-last-round and re-pair act on the round the referee confirmed, each in one transaction."""
import random

import pytest

from app.models.store import open_store
from app.services import rounds
from app.services.results import record_result
from app.services.rounds import PairingRefused, delete_last_round, pair_next_round, repair_last_round
from app.services.round_views import round_choices, round_view
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def other_station(demo_store):
    """A second station on the same tournament file."""
    other = open_store(demo_store.path)
    yield other
    other.close()


def test_delete_confirmed_round_refused_once_another_round_is_paired(demo_store, other_station, play_round):
    """A asks 'delete round 1?'; B finishes round 1 and pairs round 2; A's yes deletes nothing."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(other_station, "xiangqi", first, random.Random(1))
    pair_next_round(other_station, "xiangqi", seed=2)
    with pytest.raises(PairingRefused) as refused:
        delete_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    assert refused.value.code == "rounds.not_last_any_more"
    assert str(refused.value).startswith("第 1 轮已不是最后一轮（现在是第 2 轮")
    assert [r.number for r in round_choices(demo_store, "xiangqi")] == [1, 2]


def test_repair_confirmed_round_refused_once_another_round_is_paired(demo_store, other_station, play_round):
    """Re-pairing round 1 after another station paired round 2 leaves both rounds as they are."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(other_station, "xiangqi", first, random.Random(1))
    second = pair_next_round(other_station, "xiangqi", seed=2)
    with pytest.raises(PairingRefused) as refused:
        repair_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), seed=3)
    assert refused.value.code == "rounds.not_last_any_more"
    assert round_view(demo_store, "xiangqi").seed == second.seed


def test_repair_keeps_a_result_recorded_as_its_transaction_begins(demo_store, other_station, monkeypatch):
    """B records a result just as A's re-pair starts writing: A refuses, B's result stays."""
    view = pair_next_round(demo_store, "go", seed=1)
    table = view.tables[0].number
    real_locked_event = rounds.locked_event

    def other_station_records_first(session, code):
        if not other_done:
            other_done.append(record_result(other_station, "go", RoundId("go", FINAL, 1), table, {"score": "1-0"}))
        return real_locked_event(session, code)

    other_done = []
    monkeypatch.setattr(rounds, "locked_event", other_station_records_first)
    with pytest.raises(PairingRefused) as refused:
        repair_last_round(demo_store, "go", RoundId("go", FINAL, 1), seed=2)
    assert other_done, "the other station's entry ran"
    assert refused.value.code == "rounds.has_results"
    kept = round_view(demo_store, "go")
    assert kept.seed == 1 and next(t for t in kept.tables if t.number == table).result


def test_repair_is_one_transaction(demo_store, monkeypatch):
    """A re-pair that fails while drawing leaves the round it was to replace in place."""
    pair_next_round(demo_store, "go", seed=1)

    def draw_fails(*_args, **_kwargs):
        raise RuntimeError("the draw failed")

    monkeypatch.setattr(rounds, "draw_round", draw_fails)
    with pytest.raises(RuntimeError):
        repair_last_round(demo_store, "go", RoundId("go", FINAL, 1), seed=2)
    assert round_view(demo_store, "go").seed == 1


def test_delete_and_repair_of_the_confirmed_round(demo_store):
    """The round confirmed and still last is deleted, or drawn again with the new seed."""
    pair_next_round(demo_store, "go", seed=1)
    assert repair_last_round(demo_store, "go", RoundId("go", FINAL, 1), seed=2).seed == 2
    assert delete_last_round(demo_store, "go", RoundId("go", FINAL, 1)) == RoundId("go", FINAL, 1)
    assert [r.number for r in round_choices(demo_store, "go")] == []
