"""A hidden clocks page (its event tab, or its own tab, not in front) and a change: a result, or another
station's commit, waits until the page is shown, unless the round's clocks need it at once (a table's
clock runs or has its big clock open; for another station's round, the round timer shows in the hall).
Shown, the page is exact."""
from clock_pages import Prompt, kill_page, paired_round
import pytest
from PySide6.QtGui import QUndoStack

from app.models.store import open_store
from app.services.results import clear_result, record_result
from app.services.round_views import round_view
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.clocks.clocks_page import ClocksPage
from app.views.clocks.sound import BeepPlayer
from app.views.base.hub import hub

ROUND_1 = RoundId("xiangqi", FINAL, 1)


@pytest.fixture
def reads(monkeypatch):
    """The events whose round's results a clocks page read, in order."""
    from app.views.clocks import clocks_page
    read, real = [], clocks_page.with_results
    monkeypatch.setattr(clocks_page, "with_results", lambda store, view: read.append(view.event) or real(store, view))
    return read


@pytest.fixture
def two_stations(paired_demo_url, qapp):
    """A hidden clocks page on one station's store, and another station's store of the same file (``qapp``: the page
    may be the first widget of its worker)."""
    here, other = open_store(paired_demo_url), open_store(paired_demo_url)
    page = ClocksPage(here, "xiangqi", QUndoStack(), recovery_prompt=Prompt(), sound=BeepPlayer())
    yield page, other
    kill_page(page)
    other.close()
    here.close()


def _result_heard(store, table: int) -> None:
    """A 1-0 on the table of round 1, and the hub's word of it (as the results page sends it)."""
    record_result(store, "xiangqi", ROUND_1, table, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")


def _unfinished(page) -> list[int]:
    return [number for number, _label in page.board.unfinished_tables()]


def test_a_result_on_a_hidden_page_is_read_when_the_page_is_shown(make_page, demo_store, reads):
    """Results while hidden are not read; shown, the page reads them once and marks their tables."""
    paired_round(demo_store)
    page = make_page(shown=False)
    for number in (4, 7):
        record_result(demo_store, "xiangqi", ROUND_1, number, {"score": "1-0"})
        hub().results_changed.emit("xiangqi")
    assert reads == []
    page.show()
    assert reads == ["xiangqi"]
    assert 4 not in _unfinished(page) and 7 not in _unfinished(page) and len(_unfinished(page)) == 10
    assert page.board.unfinished_list.count() == 10  # the list beside the board as well
    page.hide()
    page.show()
    assert reads == ["xiangqi"]  # nothing new: nothing read again


def test_a_result_withdrawn_while_hidden_reopens_its_table_when_shown(make_page, demo_store):
    paired_round(demo_store)
    page = make_page()
    record_result(demo_store, "xiangqi", ROUND_1, 4, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    assert 4 not in _unfinished(page)
    page.hide()
    clear_result(demo_store, "xiangqi", ROUND_1, 4)
    hub().results_changed.emit("xiangqi")
    page.show()
    assert 4 in _unfinished(page) and not page.board.row(4).finished


def test_a_result_on_a_hidden_page_stops_a_running_clock_at_once(make_page, demo_store, reads):
    paired_round(demo_store)
    page = make_page()
    page.board.start_all()
    page.hide()
    _result_heard(demo_store, 4)
    assert reads == ["xiangqi"]
    assert not page.board.row(4).timer.state().running and page.board.row(5).timer.state().running


def test_a_result_on_a_hidden_page_reaches_an_open_big_clock_at_once(make_page, demo_store, reads):
    """A table's big clock stays open on the projector laptop while the referee types results in another tab."""
    paired_round(demo_store)
    page = make_page()
    window = page.board.open_clock(4)
    page.hide()
    assert window.isVisible()
    _result_heard(demo_store, 4)
    assert reads == ["xiangqi"] and 4 not in _unfinished(page)
    window.close()


def test_the_round_time_up_on_a_hidden_page_lists_only_the_tables_without_a_result(make_page, demo_store, clock):
    now, _wall = clock
    paired_round(demo_store)
    page = make_page()
    page.round_widget.start_or_resume()
    page.hide()
    _result_heard(demo_store, 1)
    now.t += 30 * 60 + 1
    page.round_widget.refresh()
    listed = [page.round_widget.unfinished_list.item(i).text()
              for i in range(page.round_widget.unfinished_list.count())]
    assert len(listed) == 11 and not any(text.startswith("第 1 桌") for text in listed)


def test_another_stations_result_on_a_hidden_page_is_shown_when_the_page_is(two_stations, reads):
    page, other = two_stations
    record_result(other, "xiangqi", ROUND_1, 5, {"score": "0-1"})
    hub().changed_elsewhere.emit()
    assert reads == []
    page.show()
    assert reads == ["xiangqi"] and 5 not in _unfinished(page)


def test_another_stations_round_on_a_hidden_page_is_shown_when_the_page_is(two_stations):
    page, other = two_stations
    for table in round_view(other, "xiangqi").tables:
        record_result(other, "xiangqi", ROUND_1, table.number, {"score": "1-0"})
    second = pair_next_round(other, "xiangqi", seed=2)
    hub().changed_elsewhere.emit()
    assert page.view.number == 1
    page.show()
    assert page.view.round_id == second.round_id and page.round_label.text().startswith("第 2 轮")
    assert [row.number for row in page.board.model.rows()] == [t.number for t in second.tables]


def test_another_stations_round_reaches_a_hidden_page_whose_round_timer_shows_in_the_hall(two_stations):
    """The round timer, once started, is on the hall's timers page: the page follows a new round at once."""
    page, other = two_stations
    page.round_widget.start_or_resume()
    page.round_widget.pause()
    for table in round_view(other, "xiangqi").tables:
        record_result(other, "xiangqi", ROUND_1, table.number, {"score": "1-0"})
    second = pair_next_round(other, "xiangqi", seed=2)
    hub().changed_elsewhere.emit()
    assert page.view.round_id == second.round_id and page.timer_entries() == []
