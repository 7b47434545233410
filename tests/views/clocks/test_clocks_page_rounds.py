"""The clocks page and a new round: the old round's clocks forgotten, a hidden page's board built when shown,
a running clock of a re-paired round stopped, the hall given the new round's timers."""
from clock_pages import Prompt, kill_page, paired_round
import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QUndoStack

from app.clocks.session import ClockDesk
from app.models.store import open_store
from app.services.clocks import load_clocks
from app.services.results import record_result
from app.services.round_views import round_view
from app.services.rounds import pair_next_round, repair_last_round
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.clocks.clocks_page import ClocksPage
from app.views.clocks.sound import BeepPlayer
from app.views.base.hub import hub


def test_pairing_the_next_round_shows_it_and_forgets_the_old_clocks(make_page, demo_store):
    """A new round gets fresh timers; the finished round's clocks leave the file."""
    first = paired_round(demo_store)
    page = make_page()
    page.board.start_all()
    for table in first.tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert page.round_label.text().startswith("第 2 轮")
    assert not any(row.state.started for row in page.board.model.rows())
    assert all(key.startswith(f"round-2-{second.seed}/") for key in load_clocks(demo_store, "xiangqi"))


@pytest.fixture
def board_builds(monkeypatch):
    """The clock boards the pages build, in order."""
    from app.views.clocks import clocks_page
    built = []

    class Counted(clocks_page.ClockBoard):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            built.append(self)

    monkeypatch.setattr(clocks_page, "ClockBoard", Counted)
    return built


def _finish_round(store, view, code="xiangqi"):
    for table in view.tables:
        record_result(store, code, view.round_id, table.number, {"score": "1-0"})


def test_a_hidden_page_builds_the_new_rounds_board_when_shown(make_page, demo_store, board_builds):
    """A pairing reaches a hidden clocks page without building its board (150 tables took most of a
    pairing's time); shown, the page has the new round's tables, marked with their results."""
    _finish_round(demo_store, paired_round(demo_store))
    page = make_page(shown=False)
    assert len(board_builds) == 1  # the page's first build has its board (recovery needs it)
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert len(board_builds) == 1 and page.board is None
    assert page.round_label.text().startswith("第 2 轮")
    record_result(demo_store, "xiangqi", second.round_id, 3, {"score": "0-1"})
    hub().results_changed.emit("xiangqi")
    page.show()
    assert len(board_builds) == 2 and page.board is board_builds[-1]
    assert [(row.number, row.label) for row in page.board.model.rows()] == [
        (t.number, " vs ".join(s.name for s in t.seats)) for t in second.tables]
    assert [row.number for row in page.board.model.rows() if row.finished] == [3]
    page.hide()
    page.show()
    assert len(board_builds) == 2  # built once


def test_the_clocks_tab_becoming_current_builds_the_board(make_page, demo_store, board_builds, qtbot):
    """In a shown window the page is hidden behind another tab; choosing its tab builds the round's board."""
    from PySide6.QtWidgets import QLabel, QTabWidget
    _finish_round(demo_store, paired_round(demo_store))
    page = make_page(shown=False)
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tabs.addTab(QLabel("rounds"), "rounds")
    tabs.addTab(page, "clocks")
    tabs.show()
    assert not page.isVisible()
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert len(board_builds) == 1
    tabs.setCurrentWidget(page)
    assert len(board_builds) == 2 and len(page.board.model.rows()) == len(second.tables)
    qtbot.waitUntil(page.board.isVisible)  # shown with the page (a child added while showing: next turn)


def test_the_big_clock_asked_of_a_hidden_page_is_a_tables_not_the_free_one(make_page, demo_store):
    """A board waiting to be shown is built when its big clock is asked for: round 2 paired, the big
    clock is a table's (one to choose), never the free-standing clock of before round 1."""
    _finish_round(demo_store, paired_round(demo_store))
    page = make_page(shown=False)
    pair_next_round(demo_store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert page.open_big_clock() is None and page.free_window is None
    assert page.message_label.text() == "请先在下表中选择一桌"
    page.board.view.selectRow(0)
    assert page.open_big_clock() is page.board._windows[page.board.model.rows()[0].number]


def test_a_visible_page_rebuilds_its_board_at_once(make_page, demo_store, board_builds):
    _finish_round(demo_store, paired_round(demo_store))
    page = make_page()
    pair_next_round(demo_store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert len(board_builds) == 2 and page.board.model.rows()[0].state.started is False


def test_a_hidden_page_with_a_running_clock_rebuilds_at_once(make_page, demo_store, board_builds):
    """A clock of the round still runs (a settings change while the tab is not in front): its board keeps
    watching it (flags, time-ups) without waiting to be seen."""
    paired_round(demo_store)
    page = make_page()
    page.board.start(2)
    page.hide()
    hub().settings_changed.emit("xiangqi")
    assert len(board_builds) == 2 and page.board.row(2).timer.state().running


def test_a_running_clock_of_a_repaired_round_stops_on_a_hidden_page(make_page, demo_store, clock, qtbot):
    """Round 1 re-paired while its clocks ran and the page was hidden: the old board goes at once, its
    clocks are neither read nor saved again (not under the new round's tables either), nor shown in the hall."""
    now, wall = clock
    first = paired_round(demo_store)
    desk = ClockDesk()
    page = make_page(desk=desk)
    page.round_widget.start_or_resume()
    page.board.start_all()
    old_board = page.board
    page.hide()
    repaired = repair_last_round(demo_store, "xiangqi", first.round_id, seed=5)
    assert repaired.seed != first.seed
    hub().round_paired.emit("xiangqi")
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert page.board is None and not shiboken6.isValid(old_board)
    assert desk.timer_entries() == []
    now.t += 11 * 60  # past every old table's flag
    wall.t += 11 * 60
    qtbot.wait(250)
    assert load_clocks(demo_store, "xiangqi") == {}
    page.show()
    assert not any(row.state.started for row in page.board.model.rows())


def test_the_hall_reads_the_new_rounds_timers_from_a_hidden_page(make_page, demo_store, clock):
    """The hall screen asks the page for its timers: after a pairing on a hidden page the old round's
    running clocks are gone from it, and the new round's show once started, board built or not."""
    now, _wall = clock
    first = paired_round(demo_store)
    desk = ClockDesk()
    page = make_page(desk=desk)
    page.round_widget.start_or_resume()
    page.board.start(4)
    assert len(desk.timer_entries()) == 2
    _finish_round(demo_store, first)
    page.hide()
    pair_next_round(demo_store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert desk.timer_entries() == []
    page.round_widget.start_or_resume()
    now.t += 60
    assert desk.timer_entries() == [("象棋 第 2 轮 全场计时", 1740.0)]
    page.show()
    page.board.start(4)
    now.t += 60
    entries = desk.timer_entries()
    assert entries[0] == ("象棋 第 2 轮 全场计时", 1680.0)
    assert entries[1][0].startswith("象棋 第 2 轮 第 4 桌 ") and entries[1][1] == 540.0 and len(entries) == 2


def test_a_round_paired_at_another_station_is_shown_when_it_commits(qtbot, paired_demo_url):
    """The follow poll says another station committed: the next round paired there replaces the shown page's
    round (its tables, no clock of the old round left), as a pairing here would (a hidden page:
    test_hidden_clocks_page.py)."""
    page_store, other = open_store(paired_demo_url), open_store(paired_demo_url)
    try:
        page = ClocksPage(page_store, "xiangqi", QUndoStack(), recovery_prompt=Prompt(), sound=BeepPlayer())
        page.show()
        _finish_round(other, round_view(other, "xiangqi"))
        hub().changed_elsewhere.emit()
        assert page.view.number == 1
        second = pair_next_round(other, "xiangqi", seed=2)
        hub().changed_elsewhere.emit()
        assert page.view.round_id == second.round_id
        assert sorted(t.number for t in page.view.tables) == sorted(t.number for t in second.tables)
        kill_page(page)
    finally:
        other.close()
        page_store.close()


def test_a_preliminary_rounds_clocks_name_its_stage(make_page, demo_store, clock):
    """With preliminary groups the page, its clocks and the hall's timers say 预赛第 1 轮, so the referee
    cannot take them for the final's round 1 (they said 第 1 轮)."""
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    paired_round(demo_store)
    page = make_page()
    assert page.round_label.text().startswith("预赛第 1 轮，")
    page.round_widget.start_or_resume()
    clock[0].t += 60
    assert page.timer_entries() == [("象棋 预赛第 1 轮 全场计时", 1740.0)]
    first = page.session.round.tables[0]
    assert page.key_label(first.key).startswith(f"预赛第 1 轮 第 {first.number} 桌 ")
