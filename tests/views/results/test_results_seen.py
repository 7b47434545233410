"""What the referee saw is what the prompt showed when the table number was typed: a result another
station entered since, or a draw made since, is refused (then asked again), never silently replaced."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from app.models.store import open_store
from app.services.results import record_result
from app.services.round_views import round_view
from app.services.rounds import delete_last_round, pair_next_round
from app.views.results.results_page import ResultsPage
from app.views.base.hub import hub


@pytest.fixture
def two_stations(qtbot, demo_store, monkeypatch):
    """This station's results page on xiangqi round 1, and a second store on the same file."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: None)
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    other = open_store(demo_store.path)
    yield page, other
    other.close()


def _type_table(qtbot, page, number):
    page.table_input.selectAll()
    qtbot.keyClicks(page.table_input, str(number))
    qtbot.keyClick(page.table_input, Qt.Key_Return)


def _type_code(qtbot, page, code):
    page.code_input.selectAll()
    qtbot.keyClicks(page.code_input, code)
    qtbot.keyClick(page.code_input, Qt.Key_Return)


def _stored(store, number):
    return next(t.result for t in round_view(store, "xiangqi").tables if t.number == number)


def test_a_table_entered_elsewhere_after_its_number_was_typed_is_refused_not_replaced(two_stations, qtbot,
                                                                                     demo_store):
    """Table 3 typed while open; the other station enters 1-0 there and this page follows it; the typed 0
    is refused naming 1-0 (nothing replaced); Enter again, now that 1-0 was shown, replaces it."""
    page, other = two_stations
    _type_table(qtbot, page, 3)
    assert "已录" not in page.message.text()  # the prompt showed an open table
    record_result(other, "xiangqi", page.round_id, 3, {"score": "1-0"})
    hub().changed_elsewhere.emit()  # this station follows the other's commit: the list shows 1-0
    assert page.model.tables()[page.model.row_of(3)].result == "1-0"
    _type_code(qtbot, page, "0")
    assert "已由另一台录入为 2-0" in page.last_refusal and "已替换" not in page.message.text()
    assert _stored(demo_store, 3) == "1-0" and page.undo_stack.count() == 0
    assert page.code_input.text() == "0"  # what was typed stays
    qtbot.keyClick(page.code_input, Qt.Key_Return)  # asked again, the referee confirms over what was shown
    assert _stored(demo_store, 3) == "0-1" and "已替换 2-0" in page.message.text()


def test_a_round_drawn_again_elsewhere_after_the_number_was_typed_is_refused(two_stations, qtbot, demo_store):
    """Table 1 typed; the other station deletes round 1 and pairs it again: the code is refused (other
    players sit there), nothing written, and the table number is to be typed again to see who plays."""
    page, other = two_stations
    _type_table(qtbot, page, 1)
    shown = page.message.text()
    delete_last_round(other, "xiangqi", page.round_id)
    pair_next_round(other, "xiangqi", seed=2)
    hub().changed_elsewhere.emit()
    _type_code(qtbot, page, "1")
    assert "已重新编排" in page.last_refusal and "第 1 桌已不是您看到的对阵" in page.last_refusal
    assert set(t.result for t in round_view(demo_store, "xiangqi").tables) == {""}
    assert page.table_input.hasFocus()
    _type_table(qtbot, page, 1)  # the new pairing's names shown
    assert page.message.text() != shown
    _type_code(qtbot, page, "1")
    assert _stored(demo_store, 1) == "1-0"


def test_an_undo_after_the_round_was_drawn_again_leaves_the_new_draws_result(two_stations, qtbot, demo_store):
    """1-0 typed at table 1; the other station deletes the round, pairs it again and enters 1-0 at the new
    table 1: Ctrl+Z here is refused (it would clear other players' result), the new 1-0 stays."""
    page, other = two_stations
    _type_table(qtbot, page, 1)
    _type_code(qtbot, page, "1")
    assert _stored(demo_store, 1) == "1-0" and page.undo_stack.count() == 1
    delete_last_round(other, "xiangqi", page.round_id)
    view = pair_next_round(other, "xiangqi", seed=2)
    record_result(other, "xiangqi", view.round_id, 1, {"score": "1-0"})
    with qtbot.waitSignal(hub().result_refused, timeout=5000) as refused:
        page.undo_stack.undo()
    assert "已重新编排" in refused.args[1]
    assert _stored(demo_store, 1) == "1-0"
