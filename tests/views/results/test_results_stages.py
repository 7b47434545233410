"""The results page of a final after preliminary groups: its 选将总览 and consoles are the final's."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

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
    assert page.round_number == 1
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
