"""Two stations on one tournament follow each other without F5: results, rounds, standings and the
hall show within 2 s what the other station committed, and what the referee is typing survives.

On a SQLite file, and on PostgreSQL where STATION_TEST_POSTGRES_URL names a database the test may
wipe (.ci/run starts one); without it the PostgreSQL case reports itself skipped.
"""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.views.base import settings_store
from app.views.shell.main_window import MainWindow
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

FOLLOW_MS = 2000  # the promise: another station's commit shows within 2 s


@pytest.fixture
def stations(qtbot, paired_demo_url, monkeypatch):
    """This station (a main window on the xiangqi results page) and the other station's store."""
    monkeypatch.setattr(QMessageBox, "information", lambda *args, **kwargs: QMessageBox.Ok)
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_tournament(paired_demo_url)
    window.show()
    tab = next(window.tabs.widget(i) for i in range(window.tabs.count()) if window.tabs.widget(i).code == "xiangqi")
    window.tabs.setCurrentWidget(tab)
    tab.build_pages()
    tab.pages.setCurrentWidget(tab.results)
    other = open_store(paired_demo_url)
    yield window, tab, other
    other.close()
    window.hall.close()
    window.close()


def _result_shown(page, table) -> str:
    return page.model.index(page.model.row_of(table), page.model.col_result).data()


def test_a_result_entered_elsewhere_shows_without_f5_and_the_typing_survives(stations, qtbot):
    window, tab, other = stations
    page = tab.results
    page.table_input.setText("5")  # half-typed: a table, and a code not yet entered
    page.code_input.setText("=")
    page._select(7)
    assert _result_shown(page, 2) == "未录"
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 2, {"score": "1-0"})
    qtbot.waitUntil(lambda: _result_shown(page, 2) == "2-0", timeout=FOLLOW_MS)  # in xiangqi's points
    assert page.count.text() == "已录 1 / 12 桌"
    assert (page.table_input.text(), page.code_input.text()) == ("5", "=")
    assert page.selected_table().number == 7


def test_the_rounds_and_standings_pages_and_the_hall_follow(stations, qtbot):
    """A page hidden when the change came reads it when shown; the hall repaints by itself."""
    window, tab, other = stations
    window.hall.open()
    record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "0-1"})
    qtbot.waitUntil(lambda: _result_shown(tab.results, 1) == "0-2", timeout=FOLLOW_MS)
    pairings = next(p for p in window.hall.pager.pages if p.key == "pairings:xiangqi")
    assert "0-2" in {cell for row in pairings.rows for cell in row}
    tab.pages.setCurrentWidget(tab.standings)
    points = {row.name: row.points for row in tab.standings.standings.rows}
    assert len([p for p in points.values() if p]) == 1  # the one winner so far
    tab.pages.setCurrentWidget(tab.rounds)
    assert "已录成绩 1 桌" in tab.rounds.info.text()


def test_a_round_paired_elsewhere_is_offered(stations, qtbot):
    window, tab, other = stations
    for table in range(1, 13):
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), table, {"score": "1-0"})
    pair_next_round(other, "xiangqi", seed=2)
    box = tab.results.round_box
    qtbot.waitUntil(lambda: [box.itemData(i).number for i in range(box.count())] == [1, 2], timeout=FOLLOW_MS)
    assert tab.results.round_id == RoundId("xiangqi", FINAL, 1)  # the referee's round stays on screen


def test_the_stations_own_results_are_not_news_to_it(stations):
    """Results typed at this station, the first ones after it opened a file another store wrote last
    (the demo's builder): its poll tells no page to read everything again, after them or between them."""
    from app.views.base.hub import hub
    window, tab, _other = stations
    window.follower.timer.stop()  # polled by hand here
    told = []

    def elsewhere():
        told.append(True)
    hub().changed_elsewhere.connect(elsewhere)
    try:
        for table in (1, 2):
            assert tab.results.record(table, {"score": "1-0"}, "")
            window.follower.poll()
            window.follower.poll()
        assert told == [] and _result_shown(tab.results, 2) == "2-0"
    finally:
        hub().changed_elsewhere.disconnect(elsewhere)


def test_a_lost_watcher_is_logged_once_and_opened_again(demo_store, qtbot, caplog):
    """The watcher's connection fails (a server gone): one warning, no exception; the next poll opens a
    new watcher and the pages read once more, since nothing says what they missed meanwhile."""
    import sqlite3
    from app.views.shell.follow import StationFollower
    from app.views.base.hub import hub
    follower = StationFollower(demo_store)
    follower.timer.stop()  # polled by hand here

    def lost():
        raise sqlite3.OperationalError("disk I/O error")
    follower.watcher.changed = lost
    told = []
    hub().changed_elsewhere.connect(lambda: told.append(True))
    from app.views.shell.follow import RETRY_POLLS
    follower.poll()  # the failure
    for _ in range(RETRY_POLLS - 1):  # waiting to try again
        follower.poll()
    assert follower.watcher is None and told == []
    assert [r.message for r in caplog.records if "failed" in r.message] == [
        "watching the tournament for other stations' changes failed: disk I/O error"]
    follower.poll()
    assert follower.watcher is not None and told == [True]
    follower.stop()


def test_an_open_form_survives_the_other_stations_change(stations, qtbot, monkeypatch):
    """The referee has table 4's form open when the other station records table 9: the page shows
    table 9 underneath, the form stays open with what it holds, and its entry is then recorded."""
    from PySide6.QtWidgets import QDialog
    window, tab, other = stations
    page = tab.results
    seen_while_open = []

    def fill_in_while_the_other_station_writes(dialog):
        dialog.entry = lambda: {"score": "0-1"}  # what the referee typed into the form
        record_result(other, "xiangqi", RoundId("xiangqi", FINAL, 1), 9, {"score": "1-0"})
        qtbot.waitUntil(lambda: _result_shown(page, 9) == "2-0", timeout=FOLLOW_MS)
        seen_while_open.append(page.dialog is dialog)  # the same form, still the one in hand
        return QDialog.Accepted
    monkeypatch.setattr(QDialog, "exec", fill_in_while_the_other_station_writes)
    page._select(4)
    page.open_detail()
    assert seen_while_open == [True]
    assert _result_shown(page, 4) == "0-2" and _result_shown(page, 9) == "2-0"
