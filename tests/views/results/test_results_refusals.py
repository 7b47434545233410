"""The results page when a write cannot land: another station got there first, the file is locked or full.

The referee is told why, nothing is written, and what was typed stays in the form.
"""
import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialog, QMessageBox
from sqlalchemy.exc import OperationalError

from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.views.results import result_commands
from app.views.results.result_entry import GomokuDialog
from app.views.results.results_page import ResultsPage
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def warnings(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: shown.append(args[2]))
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: QMessageBox.Yes)
    return shown


@pytest.fixture
def station(qtbot, demo_store, warnings):
    """``station(code, busy_seconds)``: this station's results page on round 1, and a second station's store."""
    path = demo_store.path
    opened = []

    def make(code, busy_seconds=1.5):
        pair_next_round(demo_store, code, seed=1)
        mine = open_store(path, busy_seconds=busy_seconds)
        other = open_store(path)
        opened.extend((mine, other))
        page = ResultsPage(mine, code, QUndoStack())
        qtbot.addWidget(page)
        page.show()
        return page, other
    yield make
    for store in opened:
        store.close()


def _type(qtbot, page, table, code):
    page.table_input.setText(str(table))
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    page.code_input.setText(code)
    qtbot.keyClick(page.code_input, Qt.Key_Return)


def _stored(store, code, table):
    return {t.number: t.result for t in round_view(store, code, RoundId(code, FINAL, 1)).tables}[table]


def _locked(*_args, **_kwargs):
    raise OperationalError("UPDATE seat …", {}, sqlite3.OperationalError("database is locked"))


def test_entry_against_a_table_another_station_changed_is_refused_with_its_result(station, qtbot):
    """Table 6 shown open, the other station records 1-0, this one types 0: refused, 1-0 named and shown, "0" kept."""
    page, other = station("xiangqi")
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 6, {"score": "1-0"})
    _type(qtbot, page, 6, "0")
    assert "第 6 桌已由另一台录入为 2-0" in page.message.text()
    assert (page.table_input.text(), page.code_input.text()) == ("6", "0")
    assert _stored(other, "xiangqi", 6) == "1-0"
    row = page.model.row_of(6)
    assert page.model.index(row, page.model.col_result).data() == "2-0"  # the screen now shows the truth
    assert page.undo_stack.count() == 0
    _type(qtbot, page, 6, "0")  # typed again against what is now shown: the referee's deliberate change
    assert _stored(other, "xiangqi", 6) == "0-1"


def test_a_failed_write_is_shown_and_the_typed_code_stays_for_a_retry(station, qtbot, monkeypatch):
    """'database is locked' while recording: the status line says so, nothing is pushed, Enter again records."""
    page, other = station("xiangqi")
    monkeypatch.setattr(result_commands, "record_result", _locked)
    refused = []
    page.refused.connect(refused.append)
    _type(qtbot, page, 4, "=")
    assert "未能保存" in page.message.text() and "正被另一台" in page.message.text()
    assert refused and (page.table_input.text(), page.code_input.text()) == ("4", "=")
    assert page.undo_stack.count() == 0 and _stored(other, "xiangqi", 4) == ""
    monkeypatch.setattr(result_commands, "record_result", record_result)
    qtbot.keyClick(page.code_input, Qt.Key_Return)
    assert _stored(other, "xiangqi", 4) == "½-½" and page.undo_stack.count() == 1


def test_a_file_locked_by_another_station_is_reported_not_frozen_on(station, qtbot):
    """A real lock held by another connection past the page's short busy timeout: told, entry kept, nothing written."""
    page, other = station("xiangqi", busy_seconds=0.2)
    holder = sqlite3.connect(str(other.path), timeout=0)
    holder.isolation_level = None
    holder.execute("BEGIN IMMEDIATE")
    try:
        _type(qtbot, page, 2, "1")
        assert "正被另一台" in page.message.text()
        assert (page.table_input.text(), page.code_input.text()) == ("2", "1")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert _stored(other, "xiangqi", 2) == ""


def test_a_refused_form_opens_again_with_what_was_typed(station, qtbot, monkeypatch, warnings):
    """A gomoku form whose write fails: a message box says why and the form comes back filled in as typed."""
    page, other = station("gomoku")
    monkeypatch.setattr(result_commands, "record_result", _locked)
    opened, typed = [], {"games": [{"winner": 0, "black": 0}, {"winner": 1, "black": 1}]}

    def run(dialog):
        opened.append(dialog)
        if len(opened) == 1:
            dialog.entry = lambda: typed
            return QDialog.Accepted
        return QDialog.Rejected
    monkeypatch.setattr(GomokuDialog, "exec", run)
    page.open_detail(page.model.tables()[0])
    assert len(opened) == 2 and any("正被另一台" in text for text in warnings)
    assert [g["winner"] for g in opened[1].entry().to_json()["games"]] == [0, 1]
    assert _stored(other, "gomoku", 1) == ""


def test_undo_after_another_station_changed_the_table_is_refused_and_told(station, qtbot, warnings):
    """This station records 1-0, the other changes it to 0-1: undo does not wipe the other's result, and says so."""
    page, other = station("xiangqi")
    _type(qtbot, page, 3, "1")
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 3, {"score": "0-1"})
    page.undo_stack.undo()
    assert _stored(other, "xiangqi", 3) == "0-1"
    assert any("第 3 桌已由另一台录入为 0-2" in text for text in warnings)  # in xiangqi's points
    assert page.undo_stack.count() == 0  # the refused step left the stack


def test_clearing_a_result_another_station_changed_is_refused(station, qtbot, warnings):
    """The referee clears table 5's 1-0 while the other station has made it ½-½: nothing cleared, ½-½ named."""
    page, other = station("xiangqi")
    _type(qtbot, page, 5, "1")
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 5, {"score": "="})
    page._select(5)
    page.clear_selected()
    assert _stored(other, "xiangqi", 5) == "½-½"
    assert any("第 5 桌已由另一台录入为 1-1" in text for text in warnings)


def test_the_refusal_speaks_english_in_english_mode(station, qtbot, english):
    """In English mode the other station's result is named in English, not in a Chinese service message."""
    page, other = station("xiangqi")
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 6, {"score": "1-0"})
    _type(qtbot, page, 6, "0")
    assert "Table 6 was already recorded as 2-0 by another station" in page.message.text()


def test_a_write_failure_no_page_caught_is_shown_in_a_message_box(qapp, monkeypatch):
    """A 'database is locked' escaping any page (say, deleting a round) reaches a message box, not the console."""
    import sys

    from app.views.common import write_failures
    shown, passed_on = [], []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args, **kw: shown.append(args[2]))
    monkeypatch.setattr(sys, "excepthook", lambda *args: passed_on.append(args[1]))
    write_failures.install(lambda: None)
    try:
        _locked()
    except OperationalError as error:
        sys.excepthook(type(error), error, error.__traceback__)
    bug = ValueError("a bug")
    sys.excepthook(ValueError, bug, None)
    assert len(shown) == 1 and "正被另一台" in shown[0] and "未能保存" in shown[0]
    assert passed_on == [bug]  # anything else goes on to the previous hook


def test_f5_shows_what_the_other_station_entered(station, qtbot):
    """The other station records 1-0 on table 2: after F5 this page shows it and counts it."""
    page, other = station("xiangqi")
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "1-0"})
    assert page.model.index(page.model.row_of(2), page.model.col_result).data() == "未录"
    from PySide6.QtGui import QKeySequence, QShortcut
    (f5,) = [s for s in page.findChildren(QShortcut) if s.key() == QKeySequence(Qt.Key_F5)]
    f5.activated.emit()
    assert page.model.index(page.model.row_of(2), page.model.col_result).data() == "2-0"
    assert page.count.text() == "已录 1 / 12 桌"


def test_a_result_changed_elsewhere_is_worded_once(qapp):
    """The screen and the command line say the same words: the catalogue's, in either language."""
    from app.services.results import ChangedElsewhere
    from app.views.common.write_failures import refusal_text
    changed, cleared = ChangedElsewhere(2, 6, "1-0"), ChangedElsewhere(2, 6, None)
    assert refusal_text(changed) == str(changed) == "第 6 桌已由另一台录入为 1-0，请核对后重新录入"
    assert refusal_text(cleared) == str(cleared) == "第 6 桌的成绩已被另一台清除，请核对后重新录入"
    assert changed.message("en") == "Table 6 was already recorded as 1-0 by another station; check it and enter it again"
