"""table_summaries / with_results: a round's known tables' results read alone (what the clocks page and the
hall's pairings follow after a confirmed result), and None once the round was paired again."""
from app.models.store import open_store
from app.services.results import Seen, clear_result, record_result
from app.services.round_views import round_view
from app.services.rounds import pair_next_round, repair_last_round
from app.services.table_results import table_summaries, with_results
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

ROUND = RoundId("go", FINAL, 1)


def test_the_known_tables_results_as_stored_now(demo_store):
    pair_next_round(demo_store, "go", seed=1)
    pair_next_round(demo_store, "xiangqi", seed=1)  # another event's tables, stored after go's
    view = round_view(demo_store, "go")
    assert set(table_summaries(demo_store, view).values()) == {""}
    record_result(demo_store, "go", ROUND, 2, {"score": "1-0"})
    fresh = with_results(demo_store, view)
    assert [t.result for t in fresh.tables] == [t.result for t in round_view(demo_store, "go").tables]
    assert [t.number for t in fresh.tables if t.has_result] == [2]
    clear_result(demo_store, "go", ROUND, 2)
    assert not any(t.has_result for t in with_results(demo_store, fresh).tables)


def test_none_once_the_round_was_paired_again(demo_store):
    pair_next_round(demo_store, "go", seed=1)
    view = round_view(demo_store, "go")
    repair_last_round(demo_store, "go", ROUND, seed=5)
    assert table_summaries(demo_store, view) is None and with_results(demo_store, view) is None


def test_another_stations_result_and_undo_are_read_at_once(demo_url):
    """The results are read on a plain connection that the next read reuses: a result, a change and an
    undo committed by another station between two reads are each seen by the next (never an old snapshot)."""
    here, there = open_store(demo_url), open_store(demo_url)
    try:
        pair_next_round(here, "go", seed=1)
        view = round_view(here, "go")
        assert set(table_summaries(here, view).values()) == {""}
        record_result(there, "go", ROUND, 3, {"score": "1-0"})
        assert table_summaries(here, view)[view.tables[2].table_id] == "1-0"
        record_result(there, "go", ROUND, 3, {"score": "0-1"}, seen=Seen("1-0", view.draw))
        assert with_results(here, view).tables[2].result == "0-1"
        clear_result(there, "go", ROUND, 3, seen=Seen("0-1", view.draw))
        assert set(table_summaries(here, view).values()) == {""}
    finally:
        here.close()
        there.close()


def test_the_listeners_of_one_result_share_one_read(demo_store, monkeypatch):
    """The clocks page, the hall and the rounds page each ask after the same result: one read at a commit,
    a new read after the next one."""
    from app.services import table_results
    pair_next_round(demo_store, "go", seed=1)
    view = round_view(demo_store, "go")
    reads = []
    run = table_results._TABLE_RESULTS.run
    monkeypatch.setattr(table_results._TABLE_RESULTS, "run", lambda *a: reads.append(1) or run(*a))
    record_result(demo_store, "go", ROUND, 2, {"score": "1-0"})
    first, again = with_results(demo_store, view), with_results(demo_store, view)
    assert len(reads) == 1 and first == again and [t.number for t in first.tables if t.has_result] == [2]
    record_result(demo_store, "go", ROUND, 3, {"score": "0-1"})
    assert [t.number for t in with_results(demo_store, view).tables if t.has_result] == [2, 3]
    assert len(reads) == 2
