"""The results page's table after each result, kept in place: the open tables stand out, an entered result
is bold, the entered count and the table → row lookup follow a result, its undo and the next round."""
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QPalette, QUndoStack

from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.views.results.results_model import OPEN_COLOUR
from app.views.results.results_page import DONE, ERROR, WARNING, ResultsPage
from tests.counted_events import CountedEvents


def _looks(page, number):
    """(the table's background, whether its result cell is bold, whether its table cell is bold)."""
    model, row = page.model, page.model.row_of(number)
    font = model.index(row, model.col_result).data(Qt.FontRole)
    first = model.index(row, 0).data(Qt.FontRole)
    return (model.index(row, 1).data(Qt.BackgroundRole), font is not None and font.bold(),
            first is not None and first.bold())


def test_a_result_repaints_its_row_and_counts_and_undo_takes_it_back(qtbot, demo_store):
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    tables = len(view.tables)
    assert _looks(page, 5) == (OPEN_COLOUR, False, False)
    assert page.model.data(page.model.index(0, 1), Qt.ToolTipRole) is None  # a role the model does not answer
    assert page.record(5, {"score": "1-0"}, "")
    assert _looks(page, 5) == (None, True, False)
    assert (page.model.entered, page.count.text()) == (1, f"已录 1 / {tables} 桌")
    assert page.record(5, {"score": "0-1"}, "1-0")  # a change counts once
    assert page.count.text() == f"已录 1 / {tables} 桌"
    page.undo_stack.undo()
    page.undo_stack.undo()
    assert _looks(page, 5) == (OPEN_COLOUR, False, False)
    assert page.count.text() == f"已录 0 / {tables} 桌"


def test_the_next_round_is_looked_up_by_its_own_table_numbers(qtbot, demo_store):
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in first.tables[:-1]:
        record_result(demo_store, "xiangqi", first.round_id, table.number, {"score": "1-0"})
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    assert page.model.entered == len(first.tables) - 1
    record_result(demo_store, "xiangqi", first.round_id, first.tables[-1].number, {"score": "0-1"})
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    page.refresh(select=second.round_id)
    assert page.model.entered == 0
    for table in second.tables:
        assert page.model.tables()[page.model.row_of(table.number)].table_id == table.table_id
    assert page.model.row_of(len(second.tables) + 1) is None


def _message_look(page):
    """(the message line's text colour, whether it is bold)."""
    return page.message.colour().name(), page.message.font().bold()


def test_the_message_line_is_coloured_by_what_it_says_without_a_style_sheet(qtbot, demo_store):
    """Names of the typed table in the page's colour, a confirmation green, a refusal red; back again at the
    next table. The line paints itself in that colour: a style sheet or palette set at every result
    polished the label again and laid the tab out."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    plain = page.palette().color(QPalette.WindowText).name()
    page.table_input.setText("5")
    page._table_entered()
    assert page.message.text().startswith("第 5 桌") and _message_look(page) == (plain, False)
    page.code_input.setText("1-0")
    page.submit()
    assert _message_look(page) == (DONE.colour, False)
    page.table_input.setText("999")
    page._table_entered()
    assert page.message.text().startswith("✗") and _message_look(page) == (ERROR.colour, False)
    page.table_input.setText("6")
    page._table_entered()
    assert _message_look(page) == (plain, False)
    page._say("注意", WARNING)
    assert _message_look(page) == (WARNING.colour, True)
    page._say("")
    assert _message_look(page) == (plain, False)
    assert page.message.styleSheet() == "" and not page.message.testAttribute(Qt.WA_SetPalette)


def test_a_typed_result_asks_no_layout_of_the_page(qtbot, demo_store):
    """The table's names, the confirmation and the count change in place: the page is not laid out again
    (a label's new text laid out the page, the event tab and the window, and every tab widget on the way
    repainted all of itself, the table's scroll bar included)."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.resize(1300, 600)
    page.show()
    qtbot.waitExposed(page)
    page.table_input.setText("5")
    page._table_entered()
    page.code_input.setText("1")
    page.submit()
    qtbot.wait(5)
    requests = CountedEvents(QEvent.LayoutRequest, page)
    page.table_input.setText("6")
    page._table_entered()
    assert page.message.text().startswith("第 6 桌")
    page.code_input.setText("0")
    page.submit()
    qtbot.wait(5)
    assert (page.message.text(), page.count.text()) == ("✓ 第 6 桌 0-2", f"已录 2 / {page.model.rowCount()} 桌")
    assert requests.count == 0



def test_the_headers_repaint_only_when_a_selection_appears_or_goes(qtbot, demo_store):
    """Another table selected leaves the column headers as they were (highlighted): they are not painted
    again; they are when no table is selected any more. The tables stay in their order, which a click
    on 桌号 reverses."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    header = page.view.horizontalHeader()
    page._select(5)
    qtbot.wait(5)
    paints = CountedEvents(QEvent.Paint, header.viewport())
    page._select(6)
    qtbot.wait(5)
    assert paints.count == 0 and page.selected_table().number == 6 and header.highlightSections()
    page.view.clearSelection()
    qtbot.wait(5)
    assert paints.covered(header.viewport().rect())
    numbers = [page.proxy.index(row, 0).data() for row in range(page.proxy.rowCount())]
    assert numbers == sorted(numbers, key=int) and len(numbers) == len(page.model.tables())
    qtbot.mouseClick(header.viewport(), Qt.LeftButton, pos=QPoint(header.sectionViewportPosition(0) + 5, 5))
    assert [page.proxy.index(row, 0).data() for row in range(page.proxy.rowCount())] == numbers[::-1]


def test_the_headers_are_highlighted_again_after_another_round_is_shown(qtbot, demo_store):
    """Another round on screen clears the selection without a word from Qt: the next selected table paints the
    headers highlighted again."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in first.tables:
        record_result(demo_store, "xiangqi", first.round_id, table.number, {"score": "1-0"})
    pair_next_round(demo_store, "xiangqi", seed=2)
    page = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    page._select(5)
    qtbot.wait(5)
    page.refresh(select=first.round_id)
    qtbot.wait(50)  # the new round painted
    assert page.selected_table() is None
    header = page.view.horizontalHeader()
    paints = CountedEvents(QEvent.Paint, header.viewport())
    page._select(6)
    qtbot.wait(5)
    assert paints.covered(header.viewport().rect()) and page.selected_table().number == 6
