"""round_marks: the latest round's number, seed and which tables have a result (what the clocks follow)."""
import pytest

from app.services.players import RosterError
from app.services.results import clear_result, record_result
from app.services.rounds import delete_last_round, pair_next_round
from app.services.round_views import round_marks, round_view
from app.services.tournament import update_event_settings
from app.stages.round_id import RoundId


def test_no_marks_before_the_first_round(demo_store):
    assert round_marks(demo_store, "go") is None


def test_marks_follow_results_and_match_the_round_view(demo_store):
    view = pair_next_round(demo_store, "go", seed=5)
    marks = round_marks(demo_store, "go")
    assert (marks.number, marks.seed) == (view.number, view.seed) == (1, 5)
    assert marks.finished == {t.number: False for t in view.tables}
    first, second = view.tables[0].number, view.tables[1].number
    round_id = RoundId("go", view.stage_kind, 1)
    record_result(demo_store, "go", round_id, first, {"score": "1-0"})
    record_result(demo_store, "go", round_id, second, {"score": "0-1"})
    clear_result(demo_store, "go", round_id, second)
    marks = round_marks(demo_store, "go")
    assert marks.finished == {t.number: t.has_result for t in round_view(demo_store, "go").tables}
    assert [n for n, done in marks.finished.items() if done] == [first]


def test_marks_name_the_latest_round_and_none_once_it_is_deleted(demo_store):
    pair_next_round(demo_store, "go", seed=1)
    for table in round_view(demo_store, "go").tables:
        record_result(demo_store, "go", RoundId("go", "final", 1), table.number, {"score": "1-0"})
    second = pair_next_round(demo_store, "go", seed=2)
    assert (round_marks(demo_store, "go").number, round_marks(demo_store, "go").seed) == (2, 2)
    assert not any(round_marks(demo_store, "go").finished.values())
    delete_last_round(demo_store, "go", second.round_id)
    marks = round_marks(demo_store, "go")
    assert (marks.number, marks.seed) == (1, 1) and all(marks.finished.values())


def test_marks_name_the_stage_so_the_finals_first_round_is_not_taken_for_the_preliminarys(demo_store, play_round):
    """After preliminary groups the latest round is the final's round 1: its marks say so, and the clocks
    page sees a new round even when its number and seed are the preliminary's round 1's."""
    from sanguosha_tables import staged
    preliminary, final = staged(demo_store, "sanguosha_1v1", play_round)
    marks = round_marks(demo_store, "sanguosha_1v1")
    assert (marks.stage_kind, marks.number) == (final.stage_kind, final.number) == ("final", 1)
    assert preliminary.stage_kind == "preliminary"


def test_marks_of_preliminary_groups_cover_every_groups_tables_and_follow_results(demo_store):
    """Groups' rounds are one round on the page: the marks hold every group's tables, the first group's seed,
    and a result in the second group shows (what the clocks page reads after each result)."""
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "preliminary_group_mode": "spread"})
    view = pair_next_round(demo_store, "go", seed=7)
    assert view.stage_kind == "preliminary" and len({t.group_no for t in view.tables}) == 2
    last = view.tables[-1]
    record_result(demo_store, "go", view.round_id, last.number, {"score": "1-0"})
    marks = round_marks(demo_store, "go")
    assert (marks.stage_kind, marks.number, marks.seed) == ("preliminary", 1, 7)
    assert marks.finished == {t.number: t.has_result for t in round_view(demo_store, "go").tables}
    assert [n for n, done in marks.finished.items() if done] == [last.number]


def test_marks_of_an_event_not_held_are_refused(demo_store):
    with pytest.raises(RosterError):
        round_marks(demo_store, "nonesuch")
