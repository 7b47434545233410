"""The entries page: its columns fitted to header and texts (measured, not asked cell by cell), and a
player out shown in grey."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView

from app.services.players import add_player, withdraw_player
from app.views.roster.players_model import COL_NAME, COL_STUDENT_ID
from app.views.shell.event_tab import EntriesPage


def _page(qtbot, store):
    page = EntriesPage(store, "xiangqi")
    qtbot.addWidget(page)
    page.resize(1366, 600)
    page.show()
    return page


def test_columns_are_as_wide_as_qt_fits_them_to_their_contents(qtbot, demo_store):
    """A long name and student id widen their columns exactly as resizeColumnsToContents would."""
    add_player(demo_store, "欧阳长长长长长长名字", "学校", "S-2026-000000000000017", ["xiangqi"])
    page = _page(qtbot, demo_store)
    page.refresh()
    shown = [c for c in range(page.model.columnCount()) if not page.view.isColumnHidden(c)
             and page.view.horizontalHeader().sectionResizeMode(c) == QHeaderView.Interactive]
    fitted = {c: page.view.columnWidth(c) for c in shown}
    page.view.resizeColumnsToContents()
    assert fitted == {c: page.view.columnWidth(c) for c in shown}
    assert fitted[COL_STUDENT_ID] > page.view.horizontalHeader().sectionSizeHint(COL_STUDENT_ID)
    assert fitted[COL_NAME] > page.view.horizontalHeader().sectionSizeHint(COL_NAME)


def test_a_withdrawn_player_is_grey_and_the_others_are_not(qtbot, demo_store):
    out = add_player(demo_store, "退赛者", "学校", "S-out", ["xiangqi"])
    withdraw_player(demo_store, out)
    page = _page(qtbot, demo_store)
    colours = {}
    for row in range(page.proxy.rowCount()):
        index = page.proxy.index(row, COL_NAME)
        colours[index.data(Qt.DisplayRole)] = index.data(Qt.ForegroundRole)
    assert colours.pop("退赛者") == QColor("#999999")
    assert set(colours.values()) == {None}


def test_a_tab_changed_elsewhere_before_its_first_showing_reads_its_rows_once(qtbot, demo_store, monkeypatch):
    """Another station adds a player and changes the rounds while the tab is hidden and not built: shown,
    the tab lists the player and offers the new rounds for check-in, the rows read once (not built, then
    read again for the change)."""
    from PySide6.QtGui import QUndoStack

    from app.services.tournament import list_events, update_event_settings
    from app.views.shell.event_tab import EventTab
    from app.views.base.hub import hub
    info = next(e for e in list_events(demo_store) if e.code == "xiangqi")
    tab = EventTab(demo_store, info, QUndoStack())
    qtbot.addWidget(tab)
    add_player(demo_store, "新来者", "学校", "S-new", ["xiangqi"])
    update_event_settings(demo_store, "xiangqi", {"rounds": 5})
    hub().changed_elsewhere.emit()
    reads = []
    monkeypatch.setattr(EntriesPage, "refresh", lambda page, real=EntriesPage.refresh: reads.append(page) or real(page))
    tab.show()
    assert len(reads) == 1
    assert "新来者" in [row.name for row in tab.entries.model.rows()]
    assert tab.checkin.round.maximum() == 5
