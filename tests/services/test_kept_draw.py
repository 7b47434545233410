"""The draw token a result is checked against is kept per store against the round's revisions: a result
does not read every seat of the round again, and the kept token is always the one the seats give now."""
import random

import pytest

from app.models.store import open_store
from app.services import round_draw
from app.services.results import RedrawnElsewhere, Seen, clear_result, record_result
from app.services.round_draw import draw_of_table
from app.services.round_views import round_view
from app.services.rounds import pair_next_round, renumber_table, repair_last_round, swap_seats


@pytest.fixture
def seating_reads(monkeypatch):
    """How many times the round's whole seating was read."""
    reads = []
    full_read = round_draw.draw_of_table
    monkeypatch.setattr(round_draw, "draw_of_table", lambda *args: reads.append(args) or full_read(*args))
    return reads


def test_results_typed_one_after_another_read_the_seating_once(demo_store, seating_reads):
    """Ten results and a clearing on one round: the seating is read for the first only, the token returned
    is the round's throughout."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in view.tables[:10]:
        recorded = record_result(demo_store, "xiangqi", view.round_id, table.number, {"score": "1-0"},
                                 seen=Seen(None, view.draw))
        assert recorded.draw == view.draw
    clear_result(demo_store, "xiangqi", view.round_id, view.tables[0].number, seen=Seen("1-0", view.draw))
    assert len(seating_reads) == 1


def test_a_change_by_another_station_reads_the_seating_again(demo_url):
    """Another station swaps two players: this station's kept token is not taken, the swap refuses the old draw."""
    here, there = open_store(demo_url), open_store(demo_url)
    try:
        view = pair_next_round(here, "xiangqi", seed=1)
        record_result(here, "xiangqi", view.round_id, 3, {"score": "1-0"}, seen=Seen(None, view.draw))
        first, second = view.tables[0], view.tables[1]
        swap_seats(there, "xiangqi", first.seats[0].seat_id, second.seats[0].seat_id)
        with pytest.raises(RedrawnElsewhere):
            record_result(here, "xiangqi", view.round_id, 4, {"score": "1-0"}, seen=Seen(None, view.draw))
        now = round_view(there, "xiangqi").draw
        assert record_result(here, "xiangqi", view.round_id, 4, {"score": "1-0"}, seen=Seen(None, now)).draw == now
    finally:
        here.close()
        there.close()


def test_the_kept_token_is_always_the_full_read(demo_url):
    """Differential: results, clearings, swaps, renumberings and a redraw by two stations in a random
    order; after each, the token a result is checked against equals the one read from every seat."""
    here, there = open_store(demo_url), open_store(demo_url)
    lot = random.Random(38)
    try:
        rid = pair_next_round(here, "xiangqi", seed=1).round_id
        for _ in range(40):
            station = lot.choice((here, there))
            view = round_view(station, "xiangqi")
            table = lot.choice(view.tables)
            action = lot.choice(("result", "result", "result", "clear", "swap", "renumber", "repair"))
            if action == "result":
                record_result(station, "xiangqi", rid, table.number, {"score": lot.choice(("1-0", "0-1", "½-½"))})
            elif action == "clear":
                clear_result(station, "xiangqi", rid, table.number)
            elif action == "swap" and len(open_tables := [t for t in view.tables if not t.has_result]) > 1:
                first, second = lot.sample(open_tables, 2)  # a table with a result keeps its players
                swap_seats(station, "xiangqi", first.seats[0].seat_id, second.seats[1].seat_id)
            elif action == "renumber":
                renumber_table(station, "xiangqi", table.table_id, lot.choice(view.tables).number)
            elif action == "repair" and not any(t.has_result for t in view.tables):
                repair_last_round(station, "xiangqi", rid, seed=lot.randrange(100))
            check = lot.choice((here, there))
            table = round_view(check, "xiangqi").tables[0]
            with check.session() as session:
                connection = session.connection()
                kept = round_draw.kept_draw_of_table(connection, table.table_id, session.info["draw_reads"])
                assert kept == draw_of_table(connection, table.table_id)
    finally:
        here.close()
        there.close()
