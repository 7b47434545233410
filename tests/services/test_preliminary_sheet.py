"""The preliminary group standings sheet (#22, smaller): the columns and legend the groups are ranked by,
the qualifiers marked 晋级, and a tie at the cut said on paper."""
import random

import pytest

from app.services.printing import standings_sheet
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import event_info, update_event_settings
from app.standings.individual import boundary_ties


def _preliminary_go(store, play_round, rounds=2):
    update_event_settings(store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    rng = random.Random(7)
    for number in range(1, rounds + 1):
        play_round(store, "go", pair_next_round(store, "go", seed=number), rng)
    return standings_sheet(store, event_info(store, "go"))


@pytest.mark.parametrize("rounds", [1, 2])
def test_group_sheets_show_the_group_tie_breaks_and_mark_who_goes_through(demo_store, play_round, rounds):
    """Columns and legend are 直胜 / 索伯分 / 胜局数 (what ranks a group), every value filled; 晋级 marks
    the top 2 of each group (more on a shared place at the cut, said under the table)."""
    sheet = _preliminary_go(demo_store, play_round, rounds)
    keys = [c.key for c in sheet.columns]
    assert keys[-4:-1] == ["direct_encounter", "sonneborn_berger", "wins"] and "opp_points" not in keys
    assert all(row[key] != "" for row in sheet.rows for key in ("direct_encounter", "sonneborn_berger", "wins"))
    assert "先比积分；相同再依次比：1. 直胜" in sheet.legend and "大小分" not in sheet.legend
    groups = event_standings(demo_store, "go").groups
    passing = {row.name for table in groups for row in table if row.rank <= 2 and not row.disqualified}
    assert {row["name"] for row in sheet.rows if row["mark"] == "晋级"} == passing
    straddling = [t for t in groups if boundary_ties(t, 2)]
    assert sheet.note.count("并列者全部晋级") == len(straddling) and (straddling or rounds > 1)
    assert len(passing) > 4 or rounds > 1  # after one round the winners share 1st: more than 2 a group


def test_preliminary_rounds_print_once_the_final_is_paired(demo_store, play_round):
    """With the final paired, 预赛1 still prints (its own tables, headed 预赛第1轮) and the print menu's
    rounds list the preliminary's before the final's."""
    import io

    from pypdf import PdfReader

    from app.services.printing import document_bytes
    from app.services.round_ids import named_round
    from app.services.round_views import listed_rounds
    from app.stages import FINAL, PRELIMINARY
    from app.stages.round_id import RoundId
    from sanguosha_tables import staged
    code = "sanguosha_1v1"
    preliminary, _final = staged(demo_store, code, play_round)
    first = named_round(demo_store, code, "预赛1")
    assert first == RoundId(code, PRELIMINARY, 1)
    pdf = PdfReader(io.BytesIO(document_bytes(demo_store, "pairings", code, first)))
    text = "".join(page.extract_text() for page in pdf.pages)
    assert "预赛第1轮" in text and all(s.name in text for t in preliminary.tables for s in t.seats)
    rounds = listed_rounds(demo_store, code)
    assert rounds[0] == first and rounds[-1] == RoundId(code, FINAL, 1) and all(r.stage == PRELIMINARY for r in rounds[:-1])


def test_a_preliminary_result_named_by_its_round_id_is_corrected_after_the_final_began(demo_store, play_round):
    """预赛1's table 1 takes a corrected result by its RoundId with the final paired, and the referee is told
    that the final was drawn from the preliminary's old standings."""
    from app.services.results import record_result
    from app.services.round_views import round_view
    from app.stages import PRELIMINARY
    from app.stages.round_id import RoundId
    from sanguosha_tables import staged
    code = "sanguosha_1v1"
    staged(demo_store, code, play_round)
    first = RoundId(code, PRELIMINARY, 1)
    recorded = record_result(demo_store, code, first, 1, {"score": "0-1"})
    assert recorded.scored.summary and recorded.later_rounds_paired
    assert round_view(demo_store, code, first).tables[0].result == recorded.scored.summary
