"""The standings page and the overall window with qtbot: live refresh, filters, groups, playoff, teams."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from app.services.printing import standings_sheet
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.tournament import event_info, update_event_settings
from app.views.shell.main_window import MainWindow
from app.views.results.result_commands import RecordResult
from app.views.standings.standings_models import COL_NAME, COL_POINTS, COL_RANK, COL_SCHOOL
from app.views.standings.standings_page import StandingsPage
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def make_page(qtbot, demo_store):
    def make(code):
        page = StandingsPage(demo_store, code, QUndoStack())
        qtbot.addWidget(page)
        page.show()
        return page
    return make


def _column(proxy, column):
    return [proxy.index(row, column).data() for row in range(proxy.rowCount())]


def _points_of(page, name):
    names = _column(page.proxy, COL_NAME)
    return page.proxy.index(names.index(name), COL_POINTS).data()


def test_a_confirmed_result_shows_at_once(make_page, demo_store):
    """Recording a result through the undo command updates the open page: the winner leads with 2."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    page = make_page("xiangqi")
    winner = view.tables[0].seats[0].name
    assert _points_of(page, winner) == "0"
    RecordResult(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"}).execute()
    assert _points_of(page, winner) == "2"
    assert page.proxy.index(0, COL_NAME).data() == winner and page.proxy.index(0, COL_RANK).data() == "1"
    ranks = _column(page.proxy, COL_RANK)
    assert ranks[1] == "2" and set(ranks[2:]) == {"3="}  # the loser by 大小分; the rest share 3rd


def test_a_hidden_page_catches_up_when_shown(make_page, demo_store):
    """A page in a background tab skips the recompute and shows the new result when it is shown again."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    page = make_page("xiangqi")
    page.hide()
    RecordResult(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "0-1"}).execute()
    winner = view.tables[0].seats[1].name
    assert _points_of(page, winner) == "0"
    page.show()
    assert _points_of(page, winner) == "2"


def test_headers_follow_the_events_tie_break_chain(make_page):
    """Column headers are the Chinese names of the event's tie-breaks."""
    page = make_page("xiangqi")
    headers = [page.model.headerData(c, Qt.Horizontal) for c in range(page.model.columnCount())]
    assert headers == ["名次", "姓名", "学校", "积分", "大小分", "累进分", "索伯分", "胜局数", "直胜", "加赛"]


def test_filter_by_school(make_page, demo_store):
    """Choosing a school in the combo box leaves only its players; "all schools" brings back everyone."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = make_page("xiangqi")
    assert page.proxy.rowCount() == 24
    page.school_box.setCurrentIndex(page.school_box.findData("广西大学"))
    assert set(_column(page.proxy, COL_SCHOOL)) == {"广西大学"} and page.proxy.rowCount() == 3
    page.school_box.setCurrentIndex(0)
    assert page.proxy.rowCount() == 24


def test_sorting_by_points_is_numeric(make_page, demo_store):
    """Sorting on the points column orders by value, not by text."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in view.tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    page = make_page("xiangqi")
    page.view.sortByColumn(COL_POINTS, Qt.DescendingOrder)
    points = [float(p) for p in _column(page.proxy, COL_POINTS)]
    assert points == sorted(points, reverse=True) and points[0] == 2.0


def test_go_ties_are_shared_not_flagged_before_the_last_round(make_page, demo_store):
    """Go after round 1 of 5: the eight winners share 1st, nobody is flagged 加赛, the page says 未完赛."""
    view = pair_next_round(demo_store, "go", seed=1)
    for table in view.tables:
        record_result(demo_store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    page = make_page("go")
    marks = _column(page.proxy, page.model.col_playoff)
    assert marks.count("加赛") == 0 and page.view.isColumnHidden(page.model.col_playoff)
    assert [r.rank for r in page.standings.rows if r.points == 2.0] == [1] * 8
    assert "第1轮后（未完赛）" in page.info.text()
    assert page.info.text().startswith("已编排 1 轮")  # the final is the only stage: none named


def test_go_ties_are_flagged_once_the_last_round_is_in(make_page, demo_store):
    """Go with its last round complete: equal points at the top are marked 加赛 and the column is shown."""
    update_event_settings(demo_store, "go", {"rounds": 1})
    view = pair_next_round(demo_store, "go", seed=1)
    for table in view.tables:
        record_result(demo_store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    page = make_page("go")
    marks = _column(page.proxy, page.model.col_playoff)
    assert marks.count("加赛") == 8 and not page.view.isColumnHidden(page.model.col_playoff)
    assert page.info.text().endswith(" · （加赛待定，未定稿）")


def test_preliminary_groups_each_have_a_table(make_page, demo_store):
    """With preliminary groups, a group box picks each group's own table."""
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 4})
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = make_page("xiangqi")
    assert page.group_box.count() == 4 and not page.group_box.isHidden()
    sizes = []
    for index in range(4):
        page.group_box.setCurrentIndex(index)
        sizes.append(page.proxy.rowCount())
    assert sum(sizes) == 24 and page.info.text().startswith("预赛 · 已编排 1 轮")


def test_team_table_and_crosstable_tabs(make_page, demo_store):
    """The team tab lists the schools with members; the crosstable shows each round's cell."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in view.tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    page = make_page("xiangqi")
    page.pages.setCurrentWidget(page.team_view)
    assert page.team_model.rowCount() == 8
    members = page.team_model.index(0, 3).data()
    assert members.startswith("3：") and "、" in members
    page.pages.setCurrentWidget(page.cross_view)
    assert page.cross_model.rowCount() == 24 and page.cross_model.headerData(4, Qt.Horizontal) == "第1轮"
    labels = {page.cross_model.index(r, 4).data()[-1] for r in range(24)}
    assert labels == {"胜", "负"}


def test_standings_model_passes_the_model_tester(make_page, demo_store, qtmodeltester):
    """The standings model keeps Qt's model contract."""
    pair_next_round(demo_store, "go", seed=1)
    qtmodeltester.check(make_page("go").model)


@pytest.fixture
def window(qtbot, demo_store):
    path = demo_store.path
    pair_next_round(demo_store, "xiangqi", seed=1)
    demo_store.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_tournament(str(path))
    return window


def test_overall_window_from_the_results_menu(window):
    """成绩 → 总团体 opens the overall table with each event's team table, refreshed on results."""
    from app.views.standings import overall_view
    overall_view.install(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert "成绩(&S)" in menus
    window.overall_action.trigger()
    view = window.overall_view
    assert view.isVisible()
    tabs = [view.tabs.tabText(i) for i in range(view.tabs.count())]
    assert tabs[0] == "总团体" and "象棋团体" in tabs and "三国杀3v3团体" in tabs
    RecordResult(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"}).execute()
    assert view.overall_model.rowCount() == 0  # round 1 is not complete: no overall points yet
    assert view.team_models["xiangqi"].index(0, 2).data() == "2"  # the team table follows the result
    for table in range(2, 13):
        RecordResult(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1), table, {"score": "1-0"}).execute()
    from app.services.standings import overall_standings
    best = overall_standings(window.store)[0][0]
    assert best.points > 0 and set(best.by_event) == {"xiangqi"}
    assert view.overall_model.index(0, view.overall_model.columnCount() - 2).data() == f"{best.points:g}"
    from app.services.standings import team_standings
    assert view.team_models["xiangqi"].index(0, 2).data() == f"{team_standings(window.store, 'xiangqi')[0].points:g}"


def test_screen_crosstable_words_cells_as_the_printed_one(qtbot, demo_store):
    """The crosstable tab says what the printed crosstable says: xiangqi's 红/黑, not 先/后."""
    from app.services.rounds import pair_next_round
    from app.services.results import record_result
    from app.services.standings import event_crosstable
    from app.standings.cross_cells import cell_text
    from app.rules.events import PRESETS
    from app.views.standings.standings_models import CrosstableModel

    view = pair_next_round(demo_store, "xiangqi", seed=1)
    record_result(demo_store, "xiangqi", view.round_id, view.tables[0].number, {"score": "1-0"})
    model = CrosstableModel()
    model.set_crosstable(event_crosstable(demo_store, "xiangqi"), PRESETS["xiangqi"])
    shown = [model.index(row, 4).data() for row in range(model.rowCount())]
    printed = [cell_text(player["cells"][0], PRESETS["xiangqi"])
               for player in event_crosstable(demo_store, "xiangqi")["players"]]
    assert shown == printed
    assert any(text.endswith("红胜") for text in shown) and any(text.endswith("黑负") for text in shown)
    assert not any("先" in text or "后" in text for text in shown)


def test_mid_round_standings_say_which_round_and_how_many_tables(make_page, demo_store):
    """During round 2 with 7 of 12 tables in, the page and the printed sheet's title say so
    (not "after round 1" over round 2's points); during round 1 never "after round 0"."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in view.tables[:3]:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    page = make_page("xiangqi")
    assert "第1轮进行中：已录3/12桌" in page.info.text() and "第 0 轮" not in page.info.text()
    for table in view.tables[3:]:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    second = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in second.tables[:7]:
        RecordResult(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2), table.number, {"score": "="}).execute()
    assert "第2轮进行中：已录7/12桌" in page.info.text() and "轮后" not in page.info.text()
    sheet = standings_sheet(demo_store, event_info(demo_store, "xiangqi"))
    assert "第2轮进行中：已录7/12桌" in sheet.title and sheet.note.startswith("第2轮进行中：已录7/12桌")


def test_lots_column_is_hidden_until_a_lot_is_drawn(make_page, demo_store):
    """Dou Dizhu's chain ends in 抽签: with no lot drawn (lots_seed 0) its all-zero column is hidden;
    once the referee enters the drawn lot it shows."""
    view = pair_next_round(demo_store, "doudizhu", seed=1)
    record_result(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1), view.tables[0].number,
                  {"hands": [{"bid": 1, "landlord": 0, "landlord_won": True}]})
    page = make_page("doudizhu")
    lots = 4 + list(page.standings.tiebreaks).index("lots")
    assert page.model.headerData(lots, Qt.Horizontal) == "抽签" and page.view.isColumnHidden(lots)
    update_event_settings(demo_store, "doudizhu", {"lots_seed": 7})
    page.refresh()
    assert not page.view.isColumnHidden(lots)


def test_the_crosstable_tab_shows_dq_where_the_disqualified_forfeited(make_page, demo_store):
    """Disqualified from round 2, their unplayed round-2 game their forfeit loss: the tab's cell reads DQ,
    the opponent's the forfeit win, and the points column is the standings' (#22, smaller)."""
    from app.services.standings import event_standings
    from fakes import forfeited_after_disqualification
    seats = forfeited_after_disqualification(demo_store, 0)
    page = make_page("xiangqi")
    page.pages.setCurrentWidget(page.cross_view)
    model = page.cross_model
    shown = {model.index(r, 1).data(): (model.index(r, 3).data(), model.index(r, 5).data())
             for r in range(model.rowCount())}
    points = {row.name: row.points for row in event_standings(demo_store, "xiangqi").rows}
    out, opponent = shown[seats[0].name], shown[seats[1].name]
    assert out[1] == "DQ" and float(out[0]) == points[seats[0].name]
    assert opponent[1].endswith("胜(弃权)") and float(opponent[0]) == points[seats[1].name]


def test_an_event_without_groups_names_no_stage_in_english(make_page, demo_store, english):
    """The reported bug: "Final stage" on the standings of an event with no preliminary groups."""
    pair_next_round(demo_store, "go", seed=1)
    page = make_page("go")
    assert page.info.text().startswith("Rounds paired: 1") and "Final" not in page.info.text()


def test_the_preliminary_status_names_the_round_as_the_hall_does(make_page, demo_store, english):
    """With preliminary round 1 half entered and then complete, the page says where the preliminary stands
    in the words the hall and the sheets use (it said only 预赛进行中, and its English was its own)."""
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    round_id = view.round_id
    record_result(demo_store, "xiangqi", round_id, view.tables[0].number, {"score": "1-0"})
    page = make_page("xiangqi")
    tables = len(view.tables)
    assert page.info.text().endswith(f" · Preliminaries, round 1 in play: 1/{tables} tables entered (provisional)")
    for table in view.tables[1:]:
        RecordResult(demo_store, "xiangqi", round_id, table.number, {"score": "1-0"}).execute()
    assert page.info.text().endswith(" · Preliminaries, after round 1 (provisional)")
