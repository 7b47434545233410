"""The overall (总团体) window: wide enough for its columns, tabs named in the interface language."""
import re

from app.views.standings.overall_view import show_overall

CJK = re.compile(r"[\u3400-\u9fff]")


def test_overall_window_shows_every_column(open_main_window, demo_store, qtbot):
    """Opened, the window is as wide as its table's columns need, up to the screen's width."""
    window = open_main_window(demo_store)
    view = show_overall(window)
    qtbot.addWidget(view)
    view.resize(400, 500)
    view.fit_to_columns()
    table = view.overall_view
    columns = sum(table.columnWidth(c) for c in range(table.model().columnCount()))
    available = view.screen().availableGeometry().width()
    assert view.width() >= min(columns, available - 20)


def test_team_tabs_follow_the_interface_language(open_main_window, demo_store, qtbot):
    """In English the event team tabs are named in English."""
    window = open_main_window(demo_store)
    window.set_language("en")
    try:
        view = show_overall(window)
        qtbot.addWidget(view)
        names = [view.tabs.tabText(i) for i in range(1, view.tabs.count())]
    finally:
        window.set_language("zh_CN")
    assert names and not any(CJK.search(name) for name in names), names
