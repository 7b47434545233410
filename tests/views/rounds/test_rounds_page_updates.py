"""What the rounds page reads after a change: a result reads only the shown round's results and updates its rows
and count (in place, and only once the page shows); the page's own pairing is read once; another station's change
reads it all."""
import threading

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QUndoStack

from app.services.results import clear_result, record_result
from app.services.rounds import delete_last_round
from app.views.rounds import rounds_page
from app.views.common.table_view import OBJECT_ROLE
from app.views.rounds.rounds_page import RoundsPage
from app.views.base.hub import hub


@pytest.fixture
def page(qtbot, demo_store):
    page = RoundsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    page.show()
    return page


def _pair(qtbot, page):
    with qtbot.waitSignal(page.paired, timeout=10000):
        qtbot.mouseClick(page.pair_button, Qt.LeftButton)


def _result_text(page, table_number: int) -> str:
    row = next(r for r, t in enumerate(page.model.rows()) if t.number == table_number)
    return page.model.index(row, page.model.col_result).data()


def _count_reads(monkeypatch) -> dict:
    """How often the page reads its round, its round's results alone, and its lists of rounds."""
    counts = {"round_view": 0, "with_results": 0, "round_lists": 0}
    for name in counts:
        real = getattr(rounds_page, name)

        def counted(*args, _name=name, _real=real, **kwargs):
            counts[_name] += 1
            return _real(*args, **kwargs)
        monkeypatch.setattr(rounds_page, name, counted)
    return counts


def test_a_result_updates_its_row_in_place_and_the_count(page, qtbot, demo_store, monkeypatch):
    """Recorded, then cleared (an undo): the row's result and the count follow, without a model reset and
    without reading the list of rounds again."""
    _pair(qtbot, page)
    round_id, table = page.round_box.currentData(), page.model.rows()[3]
    resets = []
    page.model.modelAboutToBeReset.connect(lambda: resets.append(1))
    counts = _count_reads(monkeypatch)
    record_result(demo_store, "xiangqi", round_id, table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    assert _result_text(page, table.number) != "—" and "已录成绩 1 桌" in page.info.text()
    clear_result(demo_store, "xiangqi", round_id, table.number)
    hub().results_changed.emit("xiangqi")
    assert _result_text(page, table.number) == "—" and "已录成绩 0 桌" in page.info.text()
    assert resets == [] and counts == {"round_view": 0, "with_results": 2, "round_lists": 0}


def test_a_result_while_hidden_is_read_once_the_page_shows(page, qtbot, demo_store, monkeypatch):
    _pair(qtbot, page)
    round_id, tables = page.round_box.currentData(), page.model.rows()
    page.hide()
    counts = _count_reads(monkeypatch)
    for table in tables[:2]:
        record_result(demo_store, "xiangqi", round_id, table.number, {"score": "0-1"})
        hub().results_changed.emit("xiangqi")
    assert counts["with_results"] == 0 and _result_text(page, tables[0].number) == "—"
    page.show()
    assert counts == {"round_view": 0, "with_results": 1, "round_lists": 0}
    assert all(_result_text(page, t.number) != "—" for t in tables[:2]) and "已录成绩 2 桌" in page.info.text()


def test_another_events_result_reads_nothing(page, qtbot, monkeypatch):
    _pair(qtbot, page)
    counts = _count_reads(monkeypatch)
    hub().results_changed.emit("go")
    hub().round_paired.emit("go")
    assert counts == {"round_view": 0, "with_results": 0, "round_lists": 0}


def test_its_own_pairing_is_read_once_and_told_to_the_other_pages(page, qtbot, monkeypatch):
    """The lists of rounds are read by the pairing's worker after its commit, not again on the GUI thread;
    the round itself, read there too, is found read (once per commit)."""
    heard, readers = [], []
    hub().round_paired.connect(heard.append)
    counts = _count_reads(monkeypatch)
    real_lists = rounds_page.round_lists
    monkeypatch.setattr(rounds_page, "round_lists",
                        lambda *args: readers.append(threading.current_thread()) or real_lists(*args))
    _pair(qtbot, page)
    hub().round_paired.disconnect(heard.append)
    assert heard == ["xiangqi"] and counts["round_view"] == 1
    assert len(readers) == 1 and readers[0] is not threading.main_thread()
    assert page.model.rowCount() == 12 and page.rounds_shown == 1 and page.round_box.count() == 1


def test_a_pairing_told_by_another_page_is_read(page, qtbot, demo_store):
    """A swap undone (the undo stack's command tells the hub) or another page's pairing: read in full."""
    _pair(qtbot, page)
    delete_last_round(demo_store, "xiangqi", page.round_box.currentData())
    hub().round_paired.emit("xiangqi")
    assert page.round_box.count() == 0 and "尚未编排" in page.info.text()


def test_a_result_after_another_station_deleted_the_round_reads_the_page_again(page, qtbot, demo_store):
    _pair(qtbot, page)
    delete_last_round(demo_store, "xiangqi", page.round_box.currentData())  # another station, unannounced
    hub().results_changed.emit("xiangqi")
    assert page.round_box.count() == 0 and page.model.rowCount() == 0 and "尚未编排" in page.info.text()


def test_a_renumbered_table_and_a_swap_show_in_their_rows(page, qtbot, monkeypatch):
    """The rows are kept across the page's own changes (same tables): a table moved to another number, and two
    swapped players, show in place, and the sorted view lists the tables by their new numbers."""
    _pair(qtbot, page)
    first, last = page.model.rows()[0], page.model.rows()[-1]
    monkeypatch.setattr(rounds_page.QInputDialog, "getInt", lambda *a, **k: (last.number, True))
    page.view.selectionModel().select(page.proxy.index(0, 0), QItemSelectionModel.Select)
    page.renumber_selected()
    shown = [page.proxy.index(row, 0).data(OBJECT_ROLE) for row in range(page.proxy.rowCount())]
    assert [t.number for t in shown] == sorted(t.number for t in shown)
    moved = next(t for t in shown if t.table_id == first.table_id)
    assert moved.number == last.number and shown[0].table_id == last.table_id
    seat_a, seat_b = moved.seats[0], shown[0].seats[1]
    monkeypatch.setattr(page, "_selected_seats", lambda: [seat_a, seat_b])
    monkeypatch.setattr(rounds_page.QMessageBox, "warning", lambda *a, **k: None)  # a rule the swap breaks
    page.swap_selected()
    rows = {t.table_id: t for t in page.model.rows()}
    assert rows[moved.table_id].seats[0].competitor_id == seat_b.competitor_id
    assert rows[shown[0].table_id].seats[1].competitor_id == seat_a.competitor_id


def test_the_pairing_libraries_load_off_the_gui_thread_at_the_first_showing(qtbot, demo_store, monkeypatch):
    """The first draw of the day would wait about 0.25 s for numpy and the compiled matching: the page has
    them loaded in the background once it shows (once, not at every showing)."""
    loads = []
    monkeypatch.setattr(rounds_page, "load_engines", lambda: loads.append(threading.current_thread()))
    page = RoundsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(page)
    assert loads == []  # built, not shown: nothing yet
    page.show()
    qtbot.waitUntil(lambda: len(loads) == 1)
    page.hide()
    page.show()
    qtbot.wait(50)
    assert len(loads) == 1 and loads[0] is not threading.main_thread()


def test_a_result_after_its_round_was_deleted_elsewhere_reads_the_page_again(page, qtbot, demo_store):
    """Only the results are read after a result, unless the shown round's tables are gone: then all of it."""
    _pair(qtbot, page)
    delete_last_round(demo_store, "xiangqi", page.round_box.currentData())  # as another station would
    hub().results_changed.emit("xiangqi")
    assert page.round_box.count() == 0 and "尚未编排" in page.info.text() and page.model.rowCount() == 0
