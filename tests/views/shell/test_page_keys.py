"""Keys where the referee's hands are: page shortcuts work as soon as the page is shown,
Ctrl+Z in the entry fields undoes the last entry, and the page follows the undo."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.round_views import round_choices, round_view
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _show_page(window, qtbot, event_index, page):
    tab = window.tabs.widget(event_index)
    window.tabs.setCurrentIndex(event_index)
    bar = tab.pages.tabBar()
    index = tab.pages.indexOf(getattr(tab, page))
    qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.tabRect(index).center())
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return tab


def test_ctrl_p_pairs_right_after_clicking_the_rounds_tab(open_main_window, demo_store, qtbot):
    """Focus on the tab bar, not inside the page: Ctrl+P still pairs the next round."""
    window = open_main_window(demo_store)
    tab = _show_page(window, qtbot, 0, "rounds")
    assert not tab.rounds.isAncestorOf(QApplication.focusWidget())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_P, Qt.ControlModifier)
    qtbot.waitUntil(lambda: [r.number for r in round_choices(window.store, "xiangqi")] == [1], timeout=10000)


def test_results_page_opens_with_the_table_field_focused(open_main_window, demo_store, qtbot):
    """Opening the results page puts the cursor in 桌号, ready to type."""
    window = open_main_window(demo_store)
    tab = _show_page(window, qtbot, 0, "rounds")
    tab.rounds.pair_next()
    qtbot.waitUntil(lambda: tab.rounds.model.rowCount() > 0, timeout=10000)
    _show_page(window, qtbot, 0, "results")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tab.results.table_input)


def test_ctrl_z_in_the_table_field_undoes_the_last_entry(open_main_window, demo_store, qtbot):
    """After 6 Enter 1 Enter, Ctrl+Z in 桌号 takes the result back; the ✓ message goes and
    table 6 is proposed again."""
    window = open_main_window(demo_store)
    tab = _show_page(window, qtbot, 0, "rounds")
    tab.rounds.pair_next()
    qtbot.waitUntil(lambda: tab.rounds.model.rowCount() > 0, timeout=10000)
    page = _show_page(window, qtbot, 0, "results").results
    page.table_input.setFocus()
    page.table_input.selectAll()
    qtbot.keyClicks(page.table_input, "6")
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    qtbot.keyClicks(page.code_input, "1")
    qtbot.keyClick(page.code_input, Qt.Key_Return)
    results = {t.number: t.result for t in round_view(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables}
    assert results[6] == "1-0" and "✓" in page.message.text()
    assert QApplication.focusWidget() is page.table_input
    qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier)
    results = {t.number: t.result for t in round_view(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables}
    assert results[6] == ""
    assert "✓" not in page.message.text()
    assert page.table_input.text() == "1"  # table 1 is the first open table again


def test_a_pairing_that_finishes_after_its_page_was_closed_is_dropped(qtbot):
    """The page is deleted while its work runs: the result reaches nobody, and nothing raises."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QWidget

    from app.views.common.tasks import run_task

    class Page(QWidget):
        def done(self, value):
            raise AssertionError("a deleted page was called")
    page = Page()
    run_task(lambda: 1, page.done, page.done)
    page.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert not shiboken6.isValid(page)
    qtbot.wait(200)  # the task's result is delivered (and dropped) on the event loop


def test_keys_switch_event_open_the_hall_and_print_the_page(open_main_window, demo_store, qtbot, monkeypatch):
    """Ctrl+PgDown / Ctrl+PgUp step through the events (round the ends), Alt+3 goes to the third,
    Ctrl+D opens and closes the hall screen, Ctrl+Shift+P previews the sheet of the page shown; F1 lists
    every one of these keys."""
    from app.services.rounds import pair_next_round
    from app.views.printing import print_menu
    from app.views.shell import help_dialog
    pair_next_round(demo_store, "go", seed=1)
    window = open_main_window(demo_store)
    _show_page(window, qtbot, 0, "entries")

    def press(key, modifiers):
        qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)

    press(Qt.Key_PageDown, Qt.ControlModifier)
    assert window.tabs.currentIndex() == 1
    press(Qt.Key_PageUp, Qt.ControlModifier)
    press(Qt.Key_PageUp, Qt.ControlModifier)
    assert window.tabs.currentIndex() == window.tabs.count() - 1
    press(Qt.Key_3, Qt.AltModifier)
    assert window.tabs.currentIndex() == 2
    printed = []
    monkeypatch.setattr(print_menu, "preview", lambda _w, kind, code=None, number=None: printed.append((kind, code, number)))
    _show_page(window, qtbot, 1, "standings")
    press(Qt.Key_P, Qt.ControlModifier | Qt.ShiftModifier)
    _show_page(window, qtbot, 1, "results")
    press(Qt.Key_P, Qt.ControlModifier | Qt.ShiftModifier)
    _show_page(window, qtbot, 1, "entries")
    press(Qt.Key_P, Qt.ControlModifier | Qt.ShiftModifier)
    assert printed == [("standings", "go", None), ("pairings", "go", RoundId("go", FINAL, 1))]
    assert "本页没有对应的打印表" in window.statusBar().currentMessage()
    press(Qt.Key_D, Qt.ControlModifier)
    assert window.hall.is_open
    press(Qt.Key_D, Qt.ControlModifier)
    assert not window.hall.is_open
    keys = help_dialog.keys_html(window.menuBar())
    for key in ("Ctrl+PgDown", "Ctrl+PgUp", "Alt+1", "Alt+8", "Ctrl+D", "Ctrl+Shift+P"):
        assert f"<b>{key}</b>" in keys
