"""A result only for the players who sit there: what the referee saw names the round's draw, so a result
typed against a draw deleted, paired again, renumbered or reseated since is refused, nothing written."""
import pytest

from app.models.store import open_store
from app.services.results import ChangedElsewhere, RedrawnElsewhere, Seen, clear_result, record_result
from app.services.round_views import round_view
from app.services.rounds import delete_last_round, pair_next_round, renumber_table, repair_last_round, swap_seats


def _summaries(store, code):
    return {t.number: t.result for t in round_view(store, code).tables}


def test_an_open_table_of_a_deleted_and_repaired_round_is_refused_and_the_new_draw_takes_it(demo_url):
    """Station A saw table 1 open; station B deleted round 1 and paired it again: A's "none" is refused
    (the table seats other players), nothing written; against the new draw it lands."""
    here, there = open_store(demo_url), open_store(demo_url)
    try:
        seen_view = pair_next_round(here, "xiangqi", seed=1)
        rid = seen_view.round_id
        delete_last_round(there, "xiangqi", rid)
        new_view = pair_next_round(there, "xiangqi", seed=2)
        assert new_view.draw != seen_view.draw
        with pytest.raises(RedrawnElsewhere) as refused:
            record_result(here, "xiangqi", rid, 1, {"score": "1-0"}, seen=Seen(None, seen_view.draw))
        assert refused.value.code == "result.redrawn_elsewhere" and refused.value.current is None
        assert "第 1 轮已重新编排" in str(refused.value) and "第 1 桌已不是您看到的对阵" in str(refused.value)
        assert set(_summaries(here, "xiangqi").values()) == {""}
        recorded = record_result(here, "xiangqi", rid, 1, {"score": "1-0"}, seen=Seen(None, new_view.draw))
        assert recorded.draw == new_view.draw and _summaries(there, "xiangqi")[1] == "1-0"
    finally:
        here.close()
        there.close()


def test_the_same_seed_paired_again_is_another_draw(demo_store):
    """Deleted and paired again with the same seed, the same players may sit at table 1, but the tables
    are new rows: the draw seen before is not taken for this one (its rows could differ in any seat)."""
    seen_view = pair_next_round(demo_store, "go", seed=4)
    delete_last_round(demo_store, "go", seen_view.round_id)
    again = pair_next_round(demo_store, "go", seed=4)
    assert [[s.competitor_id for s in t.seats] for t in again.tables] == \
        [[s.competitor_id for s in t.seats] for t in seen_view.tables]
    with pytest.raises(RedrawnElsewhere):
        clear_result(demo_store, "go", again.round_id, 1, seen=Seen(None, seen_view.draw))


@pytest.mark.parametrize("change", ["repair", "swap", "renumber"])
def test_a_redraw_a_swap_or_a_renumbering_since_is_refused(demo_store, change):
    """Each hand on the draw moves its token: the round drawn again, two players swapped, a table renumbered."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    rid, first, second = view.round_id, view.tables[0], view.tables[1]
    if change == "repair":
        repair_last_round(demo_store, "xiangqi", rid, seed=9)
    elif change == "swap":
        swap_seats(demo_store, "xiangqi", first.seats[0].seat_id, second.seats[0].seat_id)
    else:
        renumber_table(demo_store, "xiangqi", first.table_id, second.number)
    assert round_view(demo_store, "xiangqi").draw != view.draw
    with pytest.raises(RedrawnElsewhere):
        record_result(demo_store, "xiangqi", rid, 1, {"score": "0-1"}, seen=Seen(None, view.draw))
    assert set(_summaries(demo_store, "xiangqi").values()) == {""}


def test_results_leave_the_draw_as_it_was(demo_store):
    """Results at other tables (and this one's, changed) do not move the draw: a station entering the round
    table after table against the draw it shows is never refused for them."""
    view = pair_next_round(demo_store, "gomoku", seed=1)
    for table in view.tables[:3]:
        record_result(demo_store, "gomoku", view.round_id, table.number, {"score": "2-0"},
                      seen=Seen(None, view.draw))
    changed = record_result(demo_store, "gomoku", view.round_id, 1, {"score": "1-1"}, seen=Seen("2-0", view.draw))
    assert changed.previous_summary == "2-0" and round_view(demo_store, "gomoku").draw == view.draw
    with pytest.raises(ChangedElsewhere) as refused:  # the result seen is still checked
        record_result(demo_store, "gomoku", view.round_id, 2, {"score": "0-2"}, seen=Seen(None, view.draw))
    assert not isinstance(refused.value, RedrawnElsewhere) and refused.value.current == "2-0"
