"""The Edit menu's and the print key's shortcuts: redo on both of its keys whatever Qt's platform key table
puts first, the F1 sheet and the user guide naming both, and 打印本页 alive after any number of language switches."""
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.round_views import round_view
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.printing import print_menu
from gui_input import type_entry

GUIDE = Path(__file__).resolve().parents[3] / "docs" / "user-guide.md"


@pytest.fixture
def window(demo_store, open_main_window, monkeypatch):
    """The main window on xiangqi ▸ 成绩 with round 1 paired, active."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: None)
    pair_next_round(demo_store, "xiangqi", seed=1)
    window = open_main_window(demo_store)
    tab = window.tabs.widget(0)
    tab.pages.setCurrentWidget(tab.results)
    window.activateWindow()
    return window


def _active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def _table_one(window) -> str:
    return {t.number: t.result for t in round_view(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables}[1]


@pytest.mark.parametrize("redo_key", [(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier),
                                      (Qt.Key_Y, Qt.ControlModifier)], ids=["ctrl-shift-z", "ctrl-y"])
def test_both_redo_keys_redo_an_undone_entry(window, qtbot, redo_key):
    """Issue 32 item 11: an entry undone with Ctrl+Z comes back with Ctrl+Shift+Z and with Ctrl+Y
    (offscreen, as on Windows, Qt's table puts Ctrl+Y first)."""
    _active(window, qtbot)
    page = window.tabs.widget(0).results
    type_entry(qtbot, page, 1, "1")
    assert _table_one(window) == "1-0"
    qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier)
    assert _table_one(window) == ""
    qtbot.keyClick(page.table_input, *redo_key)
    assert _table_one(window) == "1-0"


def test_the_key_sheet_and_the_user_guide_name_both_redo_keys(window):
    """F1's sheet lists Edit ▸ Redo under Ctrl+Shift+Z and Ctrl+Y; the user guide's Edit row says the same."""
    window.show_keys()
    lines = window.help.browser.toPlainText().splitlines()  # a row's key, then what it does
    keys = lines[lines.index("编辑 ▸ 重做") - 1]
    assert "Ctrl+Shift+Z" in keys and "Ctrl+Y" in keys
    edit_row = next(line for line in GUIDE.read_text(encoding="utf-8").splitlines() if line.startswith("| 编辑 Edit"))
    assert "Ctrl+Shift+Z" in edit_row and "Ctrl+Y" in edit_row


def test_print_page_key_triggers_once_after_two_language_switches(window, qtbot, monkeypatch):
    """Issue 32 item 10: after switching to English and back, Ctrl+Shift+P previews the page exactly once
    (no 'Ambiguous shortcut overload' from an action left over by each switch)."""
    printed = []
    monkeypatch.setattr(print_menu, "print_page", lambda win: printed.append(win))
    window.set_language("en")
    window.set_language("zh_CN")
    _active(window, qtbot)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key_P, Qt.ControlModifier | Qt.ShiftModifier)
    assert printed == [window]
    keyed = [a for a in window.findChildren(type(window.print_page_action))
             if a.shortcut().toString() == "Ctrl+Shift+P"]
    assert keyed == [window.print_page_action]
