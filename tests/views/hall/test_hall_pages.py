"""The hall's page models: each row made from its table, seat or bye when shown, as it reads on screen."""
import random
from dataclasses import replace

from app.services.round_views import round_view
from app.services.rounds import pair_next_round
from app.services.tournament import update_event_settings
from app.stages import PRELIMINARY
from app.views.hall.hall_pages import MadeRows, pairings_of, pairings_page, seating_page

BYE = (1, "甲", "某校", 1.0)


def test_a_two_sided_rounds_rows_are_its_tables_then_its_byes(demo_store):
    view = replace(pair_next_round(demo_store, "xiangqi", seed=1), byes=(BYE,))
    rows = pairings_of("xiangqi", view).rows
    first = view.tables[0]
    assert len(rows) == len(view.tables) + 1
    assert rows[0] == (str(first.number), first.seats[0].name, first.seats[0].school, first.seats[1].name,
                       first.seats[1].school, "")
    assert rows[-1] == ("—", "甲", "某校", "轮空", "", "")


def test_a_three_seat_rounds_rows_name_the_seats_in_order_then_the_byes(demo_store):
    pair_next_round(demo_store, "doudizhu", seed=1)
    view = replace(round_view(demo_store, "doudizhu"), byes=(BYE,))
    rows = pairings_of("doudizhu", view).rows
    first = view.tables[0]
    assert rows[0] == (str(first.number), "    ".join(f"{s.seat_no + 1}.{s.name}" for s in first.seats), "")
    assert rows[-1] == ("—", "甲（轮空）", "")


def test_a_table_of_eight_has_a_row_a_seat_numbered_on_its_first(demo_store):
    pair_next_round(demo_store, "sanguosha_identity", seed=1)
    view = round_view(demo_store, "sanguosha_identity")
    rows = pairings_of("sanguosha_identity", view).rows
    assert len(rows) == sum(len(t.seats) for t in view.tables)
    assert [row[0] for row in rows[:9]] == [str(view.tables[0].number)] + [""] * 7 + [str(view.tables[1].number)]
    assert [row[1] for row in rows[:8]] == [str(n) for n in range(1, 9)]


def test_made_rows_make_a_row_once_when_first_asked_and_compare_as_their_rows():
    made = []
    rows = MadeRows(range(100), lambda n: made.append(n) or (str(n),))
    assert made == []
    assert rows[10:13] == (("10",), ("11",), ("12",)) and rows[-1] == ("99",)
    assert rows[11] == ("11",) and made == [10, 11, 12, 99]
    assert rows == tuple((str(n),) for n in range(100)) and rows != tuple((str(n),) for n in range(99))
    assert hash(rows) == hash(tuple((str(n),) for n in range(100)))
    assert len(MadeRows((), tuple)) == 0 and not MadeRows((), tuple)


def test_a_preliminary_rounds_pages_name_its_stage(demo_store, play_round):
    """With preliminary groups the hall's pairings and seat-finder pages say 预赛第1轮, and the final's
    决赛第1轮 (both said 第1轮, so the hall could not tell the two stages apart)."""
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    assert pairings_page(demo_store, "xiangqi").title == "象棋  预赛第1轮 对阵"
    assert seating_page(demo_store, "xiangqi").title == "象棋  预赛第1轮 找座位（按姓名拼音）"
    rng = random.Random(3)
    while view.stage_kind == PRELIMINARY:
        play_round(demo_store, "xiangqi", view, rng)
        view = pair_next_round(demo_store, "xiangqi", seed=2)
    assert pairings_page(demo_store, "xiangqi").title == "象棋  决赛第1轮 对阵"
