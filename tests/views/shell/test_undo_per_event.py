"""Undo per event: each event tab has its own history, Ctrl+Z and Ctrl+Shift+Z act only on the event in
front, and every undo text names the event, the round (with its stage) and the table, in both languages."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.results import Seen
from app.services.round_views import round_view
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL, PRELIMINARY
from app.stages.round_id import PLAYOFF, RoundId
from app.views.results.result_commands import ClearResult, RecordResult
from app.views.base.hub import hub

HAND = {"hands": [{"bid": 3, "landlord": 0, "landlord_won": True}]}


@pytest.fixture
def window(demo_store, open_main_window, monkeypatch):
    """The main window with round 1 of xiangqi, Dou Dizhu and Sanguosha 3v3 paired."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: None)
    for code in ("xiangqi", "doudizhu", "sanguosha_3v3"):
        pair_next_round(demo_store, code, seed=1)
    return open_main_window(demo_store)


def _results_page(window, qtbot, code):
    """The event's results page in front, the window active (as the referee's clicks leave it)."""
    tab = next(window.tabs.widget(i) for i in range(window.tabs.count()) if window.tabs.widget(i).code == code)
    window.tabs.setCurrentWidget(tab)
    tab.pages.setCurrentWidget(tab.results)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    tab.results.table_input.setFocus()
    return tab.results


def _result(window, code, table):
    return {t.number: t.result for t in round_view(window.store, code, RoundId(code, FINAL, 1)).tables}[table]


def _edit_actions(window):
    """Edit ▸ Undo and Edit ▸ Redo, as the menu bar holds them now."""
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() in ("编辑(&E)", "&Edit"))
    return edit.actions()[:2]


def test_ctrl_z_on_the_3v3_results_page_leaves_the_dou_dizhu_result(window, qtbot):
    """Issue 32 item 1: a Dou Dizhu result entered, then Ctrl+Z on the 3v3 results page: the Dou Dizhu
    result stays (3v3 has nothing to undo), and Ctrl+Z back on the Dou Dizhu page takes it back."""
    doudizhu = _results_page(window, qtbot, "doudizhu")
    assert doudizhu.record(1, HAND, "")
    stored = _result(window, "doudizhu", 1)
    assert stored
    sanguosha = _results_page(window, qtbot, "sanguosha_3v3")
    qtbot.keyClick(sanguosha.table_input, Qt.Key_Z, Qt.ControlModifier)
    assert _result(window, "doudizhu", 1) == stored
    undo, _redo = _edit_actions(window)
    assert not undo.isEnabled()
    doudizhu = _results_page(window, qtbot, "doudizhu")
    qtbot.keyClick(doudizhu.table_input, Qt.Key_Z, Qt.ControlModifier)
    assert _result(window, "doudizhu", 1) == ""


def test_switching_tabs_switches_the_stack_the_edit_menu_acts_on(window, qtbot):
    """Results in xiangqi and Dou Dizhu: the Edit menu's undo names the entry of the event in front,
    and undoing there leaves the other event's entry alone."""
    _results_page(window, qtbot, "xiangqi").record(2, {"score": "1-0"}, "")
    _results_page(window, qtbot, "doudizhu").record(1, HAND, "")
    undo, _redo = _edit_actions(window)
    assert undo.text() == "撤销 斗地主 第 1 轮 第 1 桌录入成绩"
    _results_page(window, qtbot, "xiangqi")
    assert undo.text() == "撤销 象棋 第 1 轮 第 2 桌录入成绩"
    undo.trigger()
    assert _result(window, "xiangqi", 2) == "" and _result(window, "doudizhu", 1) != ""
    assert not undo.isEnabled()


def test_each_event_keeps_its_history_through_a_language_switch_and_its_texts_follow(window, qtbot):
    """The interface switched to English (tabs rebuilt): the entry is still undoable in its event, and the
    Edit menu names it in English."""
    _results_page(window, qtbot, "xiangqi").record(2, {"score": "1-0"}, "")
    window.set_language("en")
    try:
        page = _results_page(window, qtbot, "xiangqi")
        undo, redo = _edit_actions(window)
        assert undo.text() == "Undo Xiangqi Round 1, table 2: enter result"
        qtbot.keyClick(page.table_input, Qt.Key_Z, Qt.ControlModifier)
        assert _result(window, "xiangqi", 2) == ""
        assert redo.text() == "Redo Xiangqi Round 1, table 2: enter result"
    finally:
        window.set_language("zh_CN")


@pytest.fixture
def english_switch(qapp):
    """``english_switch()`` turns the interface to English for the rest of the test (and back afterwards)."""
    from app.views.base import settings_store
    from app.views.shell.language import install_language
    before = settings_store.get("language")

    def switch():
        settings_store.put("language", "en")
        install_language(QApplication.instance(), "en")
    yield switch
    settings_store.put("language", before)
    install_language(QApplication.instance(), before)


@pytest.mark.parametrize("stage, number, chinese, english", [
    (FINAL, 3, "象棋 第 3 轮 第 4 桌", "Xiangqi Round 3, table 4"),
    (PRELIMINARY, 2, "象棋 预赛第 2 轮 第 4 桌", "Xiangqi Preliminary round 2, table 4"),
    (PLAYOFF, 1, "象棋 加赛 1 第 4 桌", "Xiangqi Playoff 1, table 4"),
])
def test_result_steps_name_event_round_with_its_stage_and_table(demo_store, english_switch, stage, number,
                                                                 chinese, english):
    """Enter and clear steps read 象棋 预赛第 2 轮 第 4 桌录入成绩 / Xiangqi Preliminary round 2, table 4: enter
    result; retitled, an existing step speaks the language switched to."""
    round_id = RoundId("xiangqi", stage, number)
    record = RecordResult(demo_store, "xiangqi", round_id, 4, {"score": "1-0"})
    clear = ClearResult(demo_store, "xiangqi", round_id, 4, Seen("1-0", "0" * 8))
    assert (record.text(), clear.text()) == (chinese + "录入成绩", chinese + "清除成绩")
    english_switch()
    for command in (record, clear):
        command.retitle()
    assert (record.text(), clear.text()) == (english + ": enter result", english + ": clear result")


def test_a_changed_result_says_change(window, qtbot):
    """Typing over a result is a change step: 象棋 第 1 轮 第 2 桌修改成绩."""
    page = _results_page(window, qtbot, "xiangqi")
    page.record(2, {"score": "1-0"}, "")
    with qtbot.waitSignal(hub().results_changed):
        page.record(2, {"score": "0-1"}, "1-0")
    undo, _redo = _edit_actions(window)
    assert undo.text() == "撤销 象棋 第 1 轮 第 2 桌修改成绩"


def test_a_roster_step_joins_the_event_in_front_and_follows_the_language(window, qtbot):
    """A player added from the Dou Dizhu tab is a step of Dou Dizhu's history (not xiangqi's), and its text
    follows a language switch like a result's."""
    from app.views.roster.roster_commands import AddPlayer
    _results_page(window, qtbot, "doudizhu")
    window.roster.run(AddPlayer(window.store, {"name": "新选手", "school": "广西大学", "student_id": "9999001",
                                               "events": ["doudizhu"]}))
    assert window.undo_group.stack_for("xiangqi").count() == 0
    window.set_language("en")
    try:
        undo, _redo = _edit_actions(window)
        assert undo.text() == "Undo Add player 新选手"
    finally:
        window.set_language("zh_CN")
