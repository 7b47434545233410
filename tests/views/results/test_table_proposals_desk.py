"""The desk's table proposals (#37 item 4) driven with qtbot: entry turned on for the round, a phone's proposal
listed apart, Enter confirms it into the standings as one undo step, Delete or R rejects it with a reason the
phone's poll then reads, and a flagged proposal is confirmed only on the referee's word."""
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.services.round_views import round_view
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.table_entry import entry_state, proposal_state, propose, table_codes, table_for_pin
from app.views.results.proposals_controller import ProposalsController
from app.views.results.proposals_model import COL_AGREED, COL_CONFLICT, COL_DEVICE, COL_ENTERED, COL_TABLE
from app.views.results.results_page import ResultsPage


@pytest.fixture
def desk(qtbot, demo_store, monkeypatch):
    """The xiangqi results page with round 1 paired and entry at the tables turned on (the question answered
    yes, the PINs from seeded randomness); ``desk.asked`` collects the questions put to the referee."""
    asked, answers = [], []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[2]) or (
        answers.pop(0) if answers else QMessageBox.Yes))
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: asked.append(args[2]))
    monkeypatch.setattr(ProposalsController, "__init__", _seeded_init(ProposalsController.__init__))
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    panel = page.proposals
    assert panel.toggle_button.text() == "开放桌边录入…" and "未开放" in panel.status.text()
    panel.toggle_button.click()
    page.asked, page.answers, page.round = asked, answers, view
    return page


def _seeded_init(original):
    def init(self, store, code, rng=None):
        original(self, store, code, rng=lambda: random.Random(4))
    return init


def _phone(store, table, score, device):
    codes = table_codes(store, "xiangqi", entry_state(store, "xiangqi").round_id)
    page = table_for_pin(store, "xiangqi", table, codes[table])
    return propose(store, "xiangqi", table, codes[table], {"score": score}, device=device, revision=page.revision)


def _cells(panel, row=0):
    return [panel.proxy.index(row, column).data() for column in (COL_TABLE, COL_ENTERED, COL_DEVICE, COL_AGREED,
                                                                    COL_CONFLICT)]


def test_turning_entry_on_asks_and_says_it_is_on(desk, demo_store):
    """The button asks first, then the status says which round is open; the codes are the seeded ones."""
    panel = desk.proposals
    assert "开放桌边录入" in desk.asked[0] and "第 1 轮" in desk.asked[0]
    assert panel.status.text() == "桌边录入：第 1 轮已开放（待处理 0 条）"
    assert panel.toggle_button.text() == "关闭桌边录入" and panel.print_button.isEnabled()
    rng = random.Random(4)
    assert table_codes(demo_store, "xiangqi", desk.round.round_id) == {
        number: f"{rng.randrange(10000):04d}" for number in sorted(t.number for t in desk.round.tables)}
    assert not panel.view.isVisible()


def test_a_proposal_appears_and_enter_confirms_it_into_the_standings(desk, qtbot, demo_store):
    """A phone's agreed-less proposal (the referee alone) shows in the list; Enter on it, and it is the table's
    result, in the standings, one undo step that takes it back and lists it again."""
    from app.services.tournament import update_event_settings
    update_event_settings(demo_store, "xiangqi", {"table_entry_agreement": False})
    made = _phone(demo_store, 2, "1-0", "phone-7")
    panel = desk.proposals
    panel.refresh()
    assert panel.view.isVisible() and _cells(panel) == [2, "2-0", "phone-7", "无需", ""]
    assert panel.status.text() == "桌边录入：第 1 轮已开放（待处理 1 条）"
    panel.view.setFocus()
    panel.view.selectRow(0)
    qtbot.keyClick(panel.view, Qt.Key_Return)
    assert round_view(demo_store, "xiangqi").tables[1].result == "1-0"
    winner = desk.round.tables[1].seats[0].competitor_id
    assert {row.id: row.points for row in event_standings(demo_store, "xiangqi").rows}[winner] == 2.0
    assert proposal_state(demo_store, made.id).state == "confirmed" and panel.proxy.rowCount() == 0
    assert desk.undo_stack.count() == 1 and desk.undo_stack.undoText() == "象棋 第 1 轮 第 2 桌确认桌边录入"
    assert desk.model.index(desk.model.row_of(2), desk.model.col_result).data() == "2-0"
    desk.undo_stack.undo()
    assert round_view(demo_store, "xiangqi").tables[1].result == ""
    panel.refresh()
    assert proposal_state(demo_store, made.id).state == "pending" and panel.proxy.rowCount() == 1
    desk.undo_stack.redo()
    assert round_view(demo_store, "xiangqi").tables[1].result == "1-0"


def test_r_rejects_with_a_reason_the_phone_reads(desk, qtbot, demo_store, monkeypatch):
    """R asks for the reason; the proposal leaves the list and the phone's poll reads it; a cancelled
    question rejects nothing."""
    made = _phone(demo_store, 3, "0-1", "phone-1")
    panel = desk.proposals
    panel.refresh()
    panel.view.setFocus()
    panel.view.selectRow(0)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kw: ("", False))
    qtbot.keyClick(panel.view, Qt.Key_R)
    assert proposal_state(demo_store, made.id).state == "pending"
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kw: ("黑方并未认输，请到裁判台", True))
    qtbot.keyClick(panel.view, Qt.Key_R)
    state = proposal_state(demo_store, made.id)
    assert state.state == "rejected" and state.reason == "黑方并未认输，请到裁判台"
    assert panel.proxy.rowCount() == 0 and round_view(demo_store, "xiangqi").tables[2].result == ""


def test_a_flagged_or_unagreed_proposal_waits_for_the_referees_word(desk, qtbot, demo_store):
    """Two phones disagreeing on table 1: both flagged; Enter asks first and a No applies nothing; a proposal
    the opponent has not agreed to is asked about too."""
    first = _phone(demo_store, 1, "1-0", "a")
    _phone(demo_store, 1, "0-1", "b")
    panel = desk.proposals
    panel.refresh()
    assert [_cells(panel, row)[4] for row in range(2)] == ["⚠ 冲突", "⚠ 冲突"]
    assert _cells(panel)[3] == "待对方确认"
    panel.view.setFocus()
    panel.view.selectRow(0)
    desk.answers.append(QMessageBox.No)
    qtbot.keyClick(panel.view, Qt.Key_Return)
    assert "有冲突" in desk.asked[-1] and round_view(demo_store, "xiangqi").tables[0].result == ""
    assert proposal_state(demo_store, first.id).state == "pending"
    qtbot.keyClick(panel.view, Qt.Key_Return)  # yes: the referee's explicit choice
    assert round_view(demo_store, "xiangqi").tables[0].result in ("1-0", "0-1")
    assert panel.proxy.rowCount() == 0


def test_every_cell_of_the_list_is_whole_in_english(english, qtbot, demo_store, monkeypatch):
    """A pending proposal's "awaiting opponent" was cut to "awaiting …" in its fixed-width column: each column
    of the list is as wide as what it shows."""
    monkeypatch.setattr(ProposalsController, "__init__", _seeded_init(ProposalsController.__init__))
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.resize(1366, 700)
    page.show()
    panel = page.proposals
    panel.controller.turn_on()
    _phone(demo_store, 5, "=", "手机-5a")
    panel.refresh()
    qtbot.waitExposed(page)
    metrics = panel.view.fontMetrics()
    for column in (COL_TABLE, COL_ENTERED, COL_DEVICE, COL_AGREED):
        text = str(panel.proxy.index(0, column).data())
        assert metrics.horizontalAdvance(text) < panel.view.columnWidth(column), (column, text)
    assert panel.proxy.index(0, COL_AGREED).data() == "awaiting opponent"
