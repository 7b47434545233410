"""A read remembered by the open file is reused until the next commit, this station's or another's."""
from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def test_a_remembered_read_is_reused_until_a_commit(demo_store):
    reads = []

    def read():
        reads.append(1)
        return object()

    first = demo_store.remembered("key", read)
    assert demo_store.remembered("key", read) is first and len(reads) == 1
    pair_next_round(demo_store, "xiangqi", seed=1)  # a commit of this station
    assert demo_store.remembered("key", read) is not first and len(reads) == 2


def test_a_commit_of_another_station_makes_the_standings_read_again(demo_store):
    """Another store on the same file (another station) records a result: the standings show it."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    before = event_standings(demo_store, "xiangqi")
    assert event_standings(demo_store, "xiangqi") is before
    other = open_store(demo_store.path)
    try:
        table = view.tables[0]
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    finally:
        other.close()
    after = event_standings(demo_store, "xiangqi")
    winner = table.seats[0].competitor_id
    assert after is not before
    assert next(r.points for r in after.rows if r.id == winner) == 2.0
