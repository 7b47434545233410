"""The open standings table is updated in place after a result: same rows as a full reload, no model reset."""
from dataclasses import replace

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QUndoStack

from app.services.rounds import pair_next_round
from app.standings.records import StandingRow
from app.views.results.result_commands import RecordResult
from app.views.standings.standings_models import COL_NAME, COL_POINTS, COL_RANK, COL_SCHOOL, StandingsModel
from app.views.standings.standings_page import StandingsPage
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _row(pid, rank, points, name=None):
    return StandingRow(rank=rank, shared=False, id=pid, name=name or f"选手{pid}", school="学校",
                       points=points, tiebreaks={"wins": points}, games=1, wins=int(points))


def _texts(proxy, column):
    return [proxy.index(row, column).data() for row in range(proxy.rowCount())]


def test_same_entrants_move_without_a_reset_and_the_selection_follows(qtbot):
    """Reordered rows of the same players: a layout change, not a reset; a selected row stays on its player."""
    model = StandingsModel()
    model.set_standings([_row(1, 1, 3.0), _row(2, 2, 1.0), _row(3, 3, 0.0), _row(4, 4, 0.0)], ("wins",))
    selection = QItemSelectionModel(model)
    selection.setCurrentIndex(model.index(2, COL_NAME), QItemSelectionModel.SelectCurrent)
    resets, moves = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.layoutChanged.connect(lambda *args: moves.append(1))
    changed = model.set_standings([_row(1, 1, 3.0), _row(3, 2, 2.0), _row(2, 3, 1.0), _row(4, 4, 0.0)],
                                  ("wins",))
    assert resets == [] and moves == [1]
    assert changed == [1, 2]  # player 3 (new points) and player 2 (new place); players 1 and 4 as before
    assert [model.index(r, COL_NAME).data() for r in range(4)] == ["选手1", "选手3", "选手2", "选手4"]
    assert selection.currentIndex().row() == 1 and selection.currentIndex().data() == "选手3"


def test_changed_values_in_place_and_new_entrants_reset(qtbot):
    """Same order: only a data change; a different set of players (or headers) is a model reset."""
    model = StandingsModel()
    model.set_standings([_row(1, 1, 2.0), _row(2, 2, 1.0)], ("wins",))
    resets, changes = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda top, bottom, roles: changes.append((top.row(), bottom.row())))
    assert model.set_standings([_row(1, 1, 2.0), _row(2, 2, 1.5)], ("wins",)) == [1]
    assert changes == [(1, 1)] and resets == [] and model.index(1, COL_POINTS).data() == "1.5"
    assert model.set_standings([_row(1, 1, 2.0), _row(4, 2, 1.5)], ("wins",)) is None
    assert resets == [1]
    assert model.set_standings([_row(1, 1, 2.0), _row(4, 2, 1.5)], ("buchholz",)) is None
    assert resets == [1, 1] and model.headerData(4, Qt.Horizontal) == "布赫兹"


def test_the_open_page_after_results_shows_what_a_new_page_shows(qtbot, demo_store):
    """After each confirmed result the updated page lists the same rows, in the same order, as a fresh page."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    page = StandingsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    for table, score in zip(view.tables, ["1-0", "0-1", "=", "1-0"]):
        RecordResult(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": score}).execute()
        fresh = StandingsPage(demo_store, "xiangqi", QUndoStack())
        qtbot.addWidget(fresh)
        for column in range(page.model.columnCount()):
            assert _texts(page.proxy, column) == _texts(fresh.proxy, column)
    assert page.view.horizontalHeader().sortIndicatorSection() == COL_RANK


def test_sorting_by_another_column_and_back_to_places(qtbot, demo_store):
    """Sorted by points descending the proxy sorts; back on places it shows the ranked order again."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    for table, score in zip(view.tables, ["1-0", "0-1", "="]):
        RecordResult(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": score}).execute()
    page = StandingsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    ranked = _texts(page.proxy, COL_NAME)
    page.view.sortByColumn(COL_POINTS, Qt.AscendingOrder)
    points = [float(p) for p in _texts(page.proxy, COL_POINTS)]
    assert points == sorted(points) and points[0] < points[-1]
    page.view.sortByColumn(COL_RANK, Qt.AscendingOrder)
    assert _texts(page.proxy, COL_NAME) == ranked
    ranks = [int(r.rstrip("=")) for r in _texts(page.proxy, COL_RANK)]
    assert ranks == sorted(ranks)


def test_a_column_widens_for_a_longer_value_after_an_update(qtbot, demo_store):
    """An in-place update widens a column whose new text is wider than the fitted width."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = StandingsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    rows = page.model.rows()
    before = page.view.horizontalHeader().sectionSize(COL_NAME)
    longer = [replace(rows[0], name="欧阳" * 12)] + rows[1:]
    page._fit_columns(page.model.set_standings(longer, page.model.tiebreaks), {row.id: row for row in rows})
    wide = page.view.fontMetrics().horizontalAdvance("欧阳" * 12)
    assert page.view.horizontalHeader().sectionSize(COL_NAME) > max(before, wide)


def test_a_row_that_only_moved_widens_the_place_column_only(qtbot, demo_store):
    """A place that needs more room widens its column; the other cells of a row that only moved were fitted
    when they last changed, and a new value in another row still widens its own column."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = StandingsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    rows = page.model.rows()
    header = page.view.horizontalHeader()
    place, school = header.sectionSize(COL_RANK), header.sectionSize(COL_SCHOOL)
    moved = [replace(rows[0], rank=1234567890, shared=True), replace(rows[1], school="欧阳" * 12)] + rows[2:]
    page._fit_columns(page.model.set_standings(moved, page.model.tiebreaks), {row.id: row for row in rows})
    measure = page.view.fontMetrics().horizontalAdvance
    assert header.sectionSize(COL_RANK) > max(place, measure("1234567890="))
    assert header.sectionSize(COL_SCHOOL) > max(school, measure("欧阳" * 12))


def test_index_answers_as_qts_default(qtbot):
    """The model's own index(): valid inside the table, invalid outside it and under a cell (no tree)."""
    model = StandingsModel()
    model.set_standings([_row(1, 1, 2.0), _row(2, 2, 1.0)], ("wins",))
    assert model.index(1, COL_NAME).data() == "选手2"
    assert not model.index(2, 0).isValid() and not model.index(0, model.columnCount()).isValid()
    assert not model.index(-1, 0).isValid()
    assert not model.index(0, 0, model.index(0, 0)).isValid()


def test_painted_cells_read_the_same_through_the_one_call_path(qtbot):
    """What the delegate paints (text, alignment, colours, tooltip roles) is what the plain proxy gives."""
    from PySide6.QtCore import QSortFilterProxyModel
    from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

    from app.views.standings.standings_page import RankOrderProxy
    rows = [_row(1, 1, 2.0), replace(_row(2, 2, 1.0), playoff=True), replace(_row(3, 3, 0.0), disqualified=True)]
    model = StandingsModel()
    model.set_standings(rows, ("wins",))
    view = QTableView()
    qtbot.addWidget(view)

    def painted(proxy):
        proxy.setSourceModel(model)
        out = []
        for row in range(proxy.rowCount()):
            for column in range(proxy.columnCount()):
                option = QStyleOptionViewItem()
                view.itemDelegate().initStyleOption(option, proxy.index(row, column))
                out.append((option.text, option.displayAlignment.value, option.backgroundBrush.color().name(),
                            option.palette.color(option.palette.ColorRole.Text).name()))
        return out
    plain, fast = painted(QSortFilterProxyModel()), painted(RankOrderProxy())
    assert fast == plain
    assert ("DQ", 132, "#000000", "#999999") in fast and any(cell[2] == "#fde2e1" for cell in fast)


def _painted(proxy, roles):
    """Every cell's roles as a painted view asks them of the proxy (one multiData call a cell)."""
    from PySide6.QtCore import QModelRoleData
    cells = []
    for row in range(proxy.rowCount()):
        for column in range(proxy.columnCount()):
            asked = [QModelRoleData(role) for role in roles]
            proxy.multiData(proxy.index(row, column), asked)
            cells.append([role_data.data() for role_data in asked])
    return cells


def _asked(proxy, roles):
    """The same cells through the proxy's data(): Qt's own mapping of every index."""
    return [[proxy.index(row, column).data(role) for role in roles]
            for row in range(proxy.rowCount()) for column in range(proxy.columnCount())]


def test_painted_cells_in_rank_order_sorted_filtered_and_after_moves_are_what_data_gives(qtbot):
    """The page's proxy answers a painted cell from the model directly while in the model's order and
    unfiltered, and the model keeps a row's painted texts: after rows moved, changed, a sort by another
    column, a school filter and back, every painted cell is what Qt's mapped data() gives."""
    from PySide6.QtCore import QRegularExpression
    from app.views.common.table_view import OBJECT_ROLE, SORT_ROLE
    from app.views.standings.standings_page import table_view, RankOrderProxy
    model = StandingsModel()
    view, proxy = table_view(model, COL_SCHOOL, RankOrderProxy)
    model.setParent(view)  # the proxy's owner: gone with the view, after it
    qtbot.addWidget(view)
    roles = [Qt.DisplayRole, SORT_ROLE, Qt.TextAlignmentRole, Qt.BackgroundRole, OBJECT_ROLE]
    rows = [replace(_row(pid, pid, 10.0 - pid), school=f"学校{pid % 2}") for pid in range(1, 7)]
    model.set_standings(rows, ("wins",))
    first = _painted(proxy, roles)
    assert first == _asked(proxy, roles) and first[0][0] == "1"
    moved = [rows[0], replace(rows[3], rank=2, points=9.5), replace(rows[1], rank=3), replace(rows[2], rank=4),
             rows[4], rows[5]]
    model.set_standings(moved, ("wins",))
    assert _painted(proxy, roles) == _asked(proxy, roles)
    assert [proxy.index(r, COL_NAME).data() for r in range(3)] == ["选手1", "选手4", "选手2"]
    view.sortByColumn(COL_POINTS, Qt.AscendingOrder)
    assert _painted(proxy, roles) == _asked(proxy, roles) and _painted(proxy, roles)[0][0] == "6"
    view.sortByColumn(COL_RANK, Qt.AscendingOrder)
    proxy.setFilterRegularExpression(QRegularExpression("^学校1$"))
    assert _painted(proxy, roles) == _asked(proxy, roles) and proxy.rowCount() == 3
    proxy.setFilterRegularExpression(QRegularExpression())
    model.set_standings([replace(row, points=row.points + 1) for row in moved], ("wins",))
    assert _painted(proxy, roles) == _asked(proxy, roles) and _painted(proxy, roles)[0][1] == 1
    assert proxy.index(0, COL_POINTS).data() == "10"


def test_moves_without_a_selection_repaint_the_rows_between_without_a_new_layout(qtbot):
    """Nothing to follow its row: a winner's climb is a data change of the rows from its new place to
    its old one, not a layout change of the proxy and the views; the rows shown are the new order."""
    model = StandingsModel()
    rows = [_row(pid, pid, 10.0 - pid) for pid in range(1, 8)]
    model.set_standings(rows, ("wins",))
    resets, moves, changes = [], [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.layoutChanged.connect(lambda *args: moves.append(1))
    model.dataChanged.connect(lambda top, bottom, roles: changes.append((top.row(), bottom.row())))
    climbed = [rows[0], replace(rows[4], rank=2, points=9.5), replace(rows[1], rank=3), replace(rows[2], rank=4),
               replace(rows[3], rank=5), rows[5], rows[6]]
    assert model.set_standings(climbed, ("wins",), follow=False) == [1, 2, 3, 4]
    assert resets == [] and moves == [] and changes == [(1, 4)]
    assert [model.index(r, COL_NAME).data() for r in range(7)] == ["选手1", "选手5", "选手2", "选手3", "选手4",
                                                                  "选手6", "选手7"]
    assert model.index(1, COL_RANK).data() == "2" and model.index(4, COL_POINTS).data() == "6"


def test_on_the_page_a_selected_entrant_stays_selected_as_results_move_them(qtbot, demo_store):
    """With a row selected the page's moves are layout changes: the selection follows its entrant to the
    new place; with none, the page repaints in place and still shows what a fresh page shows."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    page = StandingsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    loser = view.tables[0].seats[1].name
    row = _texts(page.proxy, COL_NAME).index(loser)
    page.view.selectRow(row)
    for table in view.tables[:3]:  # the first table's loser falls behind every winner
        RecordResult(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"}).execute()
    selected = page.view.selectionModel().selectedRows(COL_NAME)
    assert [index.data() for index in selected] == [loser]
    assert selected[0].row() != row and _texts(page.proxy, COL_NAME)[selected[0].row()] == loser


def test_a_school_filtered_page_after_results_shows_what_a_new_filtered_page_shows(qtbot, demo_store):
    """Filtered by one school and nothing selected, a result's moves repaint in place: the proxy takes in
    and leaves out the rows whose entrant changed, and the page lists what a fresh page under the same
    filter lists."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)

    def filtered(school):
        page = StandingsPage(demo_store, "xiangqi", QUndoStack())
        qtbot.addWidget(page)
        page.show()
        page.school_box.setCurrentIndex(page.school_box.findData(school))
        return page
    school = view.tables[0].seats[0].school
    page = filtered(school)
    shown = _texts(page.proxy, COL_NAME)
    assert 0 < len(shown) < page.model.rowCount()
    for table, score in zip(view.tables, ["0-1", "1-0", "=", "1-0", "0-1"]):
        RecordResult(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": score}).execute()
        fresh = filtered(school)
        for column in (COL_RANK, COL_NAME, COL_SCHOOL, COL_POINTS):
            assert _texts(page.proxy, column) == _texts(fresh.proxy, column)
    assert set(_texts(page.proxy, COL_SCHOOL)) == {school} and sorted(_texts(page.proxy, COL_NAME)) == sorted(shown)
