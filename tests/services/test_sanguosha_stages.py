"""With preliminary groups, every Sanguosha round query keeps to its stage: the final's round 1 is not
the preliminary's round 1 (the board, the hall's draft page, the match sheets)."""
import random

import pytest

from app.services.printing import pairing_sheet
from app.services.round_ids import named_round
from app.services.rounds import pair_next_round
from app.services.sanguosha import consoles_of_round, open_console, round_board
from app.services.tournament import update_event_settings
from app.stages import FINAL, PRELIMINARY
from app.stages.round_id import RoundId
from app.views.hall.draft_page import drafts_page
from fakes import FakeTime
from sanguosha_tables import staged

CODES = ("sanguosha_3v3", "sanguosha_1v1")


@pytest.mark.parametrize("code", CODES)
def test_the_board_and_the_consoles_of_a_round_keep_to_its_stage(demo_store, play_round, code):
    """Final round 1's board lists the final's tables only (it listed both stages'), with no console;
    preliminary round 1 keeps its own tables and consoles."""
    preliminary, final = staged(demo_store, code, play_round)
    board = round_board(demo_store, RoundId(code, FINAL, 1))
    assert [t.table_id for t in board] == [t.table_id for t in final.tables]
    assert all(t.record is None for t in board)
    assert consoles_of_round(demo_store, RoundId(code, FINAL, 1)) == []
    earlier = consoles_of_round(demo_store, RoundId(code, PRELIMINARY, 1))
    assert [r.table_id for r in earlier] == [t.table_id for t in preliminary.tables]
    assert {r.round_id for r in earlier} == {RoundId(code, PRELIMINARY, 1)}
    assert [t.table_id for t in round_board(demo_store, RoundId(code, PRELIMINARY, 1))] == [
        t.table_id for t in preliminary.tables]
    assert round_board(demo_store, RoundId(code, PRELIMINARY, 9)) == []


def test_a_typed_number_names_the_current_stages_round(demo_store, play_round):
    """What the referee types is read once against the stage in play: 1 is the final's round once the
    final began, 预赛1 the preliminary's."""
    code = "sanguosha_3v3"
    assert named_round(demo_store, code, "1") == RoundId(code, FINAL, 1)  # nothing paired: the final's
    staged(demo_store, code, play_round)
    assert named_round(demo_store, code, "1") == RoundId(code, FINAL, 1)
    assert named_round(demo_store, code, "预赛1") == RoundId(code, PRELIMINARY, 1)


def test_the_halls_draft_page_shows_the_current_stages_round_only(demo_store, play_round):
    """In the final, the preliminary's consoles are not the final's drafts; the title names the round."""
    code = "sanguosha_3v3"
    update_event_settings(demo_store, code, {"preliminary_groups": 2, "preliminary_group_mode": "spread"})
    first = pair_next_round(demo_store, code, seed=1)
    open_console(demo_store, code, first.tables[0].table_id, FakeTime(1.0), random.Random(1), bidian_winner=0)
    assert "预赛第 1 轮" in drafts_page(demo_store, code).title
    view = first
    rng = random.Random(3)
    while view.stage_kind == PRELIMINARY:
        play_round(demo_store, code, view, rng)
        view = pair_next_round(demo_store, code, seed=2)
    assert drafts_page(demo_store, code) is None  # it listed preliminary round 1's console
    open_console(demo_store, code, view.tables[-1].table_id, FakeTime(1.0), random.Random(1), bidian_winner=0)
    page = drafts_page(demo_store, code)
    assert [row[0] for row in page.rows] == [str(view.tables[-1].number)]
    assert "第 1 轮" in page.title and "预赛" not in page.title


def test_the_final_match_sheet_takes_no_preliminary_draft(demo_store, play_round):
    """The final's round 1 sheet has blanks for the pen where the preliminary's table of the same
    number ran a console."""
    code = "sanguosha_3v3"
    preliminary, final = staged(demo_store, code, play_round)
    assert {t.number for t in final.tables} <= {t.number for t in preliminary.tables}
    assert all(table.draft_of(1) is None for table in pairing_sheet(demo_store, code, RoundId(code, FINAL, 1)).games)
