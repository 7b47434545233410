"""The results page of a final after preliminary groups: its 选将总览 and consoles are the final's."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from app.services.round_views import round_view
from app.stages.policy import FINAL, PRELIMINARY
from app.stages.round_id import RoundId
from app.views.results.results_page import ResultsPage
from gui_input import press_keys
from sanguosha_tables import staged

CODE = "sanguosha_3v3"


def test_the_finals_board_lists_and_opens_the_finals_tables(qtbot, demo_store, play_round):
    """Round 1 of the final: the board's rows are the final's 3 tables (it listed 7, both stages'),
    titled without 预赛; Enter on a row opens that final table's console."""
    _preliminary, final = staged(demo_store, CODE, play_round)
    page = ResultsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    assert page.round_id == RoundId(CODE, FINAL, 1)
    board = page.open_board()
    rows = board.model.rows()
    assert [row.table.table_id for row in rows] == [t.table_id for t in final.tables]
    assert all(row.table.record is None for row in rows)
    assert "第 1 轮" in board.windowTitle() and "预赛" not in board.windowTitle()
    board.view.setFocus()
    board.select_table(final.tables[1].table_id)
    press_keys(qtbot, board.view, Qt.Key_Return)
    assert list(page.consoles) == [final.tables[1].table_id]
    window = page.consoles[final.tables[1].table_id]
    assert window.record.round_id.stage == "final" and window.record.table_number == final.tables[1].number
    window.close()


def test_a_preliminary_round_is_listed_and_corrected_after_the_final_began(qtbot, demo_store, play_round,
                                                                          monkeypatch):
    """With the final in play the chooser still lists 预赛第 1 轮 … before the final's 第 1 轮; chosen, it
    shows the preliminary's own tables, and a correction lands on the preliminary's table (one the final
    does not have), leaving the final's tables open; the referee is warned that the final was drawn from
    the preliminary's old standings."""
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *_a: warned.append(text))
    preliminary, final = staged(demo_store, CODE, play_round)
    page = ResultsPage(demo_store, CODE, QUndoStack())
    qtbot.addWidget(page)
    page.show()
    labels = [page.round_box.itemText(i) for i in range(page.round_box.count())]
    assert labels[0] == "预赛第 1 轮" and labels[-1] == "第 1 轮"
    assert all(label.startswith("预赛第 ") for label in labels[:-1])
    page.round_box.setCurrentIndex(0)
    first = RoundId(CODE, PRELIMINARY, 1)
    assert page.round_id == first
    assert [t.table_id for t in page.model.tables()] == [t.table_id for t in preliminary.tables]
    table = preliminary.tables[-1]
    assert table.number > max(t.number for t in final.tables)
    before = round_view(demo_store, CODE, first).tables[-1].result
    assert page.record(table.number, {"score": "0-1" if before.startswith("1") else "1-0"}, before)
    after = round_view(demo_store, CODE, first).tables[-1].result
    assert after and after != before
    assert not any(t.has_result for t in round_view(demo_store, CODE, final.round_id).tables)
    assert len(warned) == 1 and "决赛已按预赛原来的排名编排" in warned[0]
