"""Two stations on one tournament run one round's clocks: the second station opened mid-round asks no
crash-recovery question and rewrites no clock the first runs (it shows it), and a read-only hall station
follows results and clocks without writing or an error box (issue #32 items 3 and 4).

On a SQLite file, and on PostgreSQL where STATION_TEST_POSTGRES_URL names a test database; the time is
fake (one monotonic and one wall clock for every station of the test).
"""
from types import SimpleNamespace

import pytest
from fakes import FakeTime
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from app.clocks.holders import HEARTBEAT_SECONDS
from app.models.store import open_store
from app.services.clocks import load_clocks
from app.services.results import record_result
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.views.clocks.clock_recovery import RecoveryDialog
from app.views.shell import settings_store
from app.views.shell.main_window import MainWindow

WALL_START = 1_700_000_000.0
ROUND_ONE = RoundId("xiangqi", FINAL, 1)
FOLLOW_MS = 5000  # another station's commit is followed within a second (README); slack for a loaded machine


@pytest.fixture
def hall(qtbot, paired_demo_url, monkeypatch):
    """Open stations on the paired demo sharing one fake time; what every message box and recovery
    question said.  The referee's station has run the round timer for 11:13 (18:47 left) and every
    table's clock for the last 73 s."""
    now, wall = FakeTime(100.0), FakeTime(WALL_START)
    monkeypatch.setattr("app.views.clocks.clocks_page.time", SimpleNamespace(monotonic=now, time=wall))
    monkeypatch.setattr("app.views.shell.presence.time", SimpleNamespace(time=wall))
    said, asked = [], []
    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, lambda _parent, title, text, *a, **k: said.append((title, text)))
    monkeypatch.setattr(RecoveryDialog, "exec", lambda dialog: asked.append(dialog.table.rowCount()))
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    windows = []

    def station(display_only=False):
        window = MainWindow()
        qtbot.addWidget(window)
        window.open_tournament(paired_demo_url, display_only=display_only)
        windows.append(window)
        return window

    def wait(seconds):
        """Time passes; every open writable station beats on time (its QTimer, every HEARTBEAT_SECONDS)."""
        for _ in range(int(seconds // HEARTBEAT_SECONDS)):
            now.t += HEARTBEAT_SECONDS
            wall.t += HEARTBEAT_SECONDS
            for window in windows:
                if window.presence is not None:
                    window.presence.beat()
        now.t += seconds % HEARTBEAT_SECONDS
        wall.t += seconds % HEARTBEAT_SECONDS

    referee = station()
    clocks = _clocks(referee)
    clocks.round_widget.start_or_resume()
    wait(10 * 60)
    clocks.board.start_all()  # a table's clock: 10 minutes a side
    wait(73)
    yield SimpleNamespace(station=station, referee=referee, url=paired_demo_url, wait=wait,
                          said=said, asked=asked)
    for window in windows:
        window.close()


def _clocks(window):
    return next(window.tabs.widget(i).clocks for i in range(window.tabs.count())
                if window.tabs.widget(i).code == "xiangqi")


def _stored(url):
    store = open_store(url, display_only=True)
    try:
        return load_clocks(store, "xiangqi")
    finally:
        store.close()


def test_a_second_station_mid_round_asks_nothing_and_shows_the_running_round(hall):
    """The second station opened at 18:47 left asks no recovery question, writes no paused 30:00 into the
    file, and shows the round timer and the tables counting down as the first station runs them."""
    before = _stored(hall.url)
    second = hall.station()
    assert hall.asked == [] and hall.said == []
    assert _stored(hall.url) == before
    timer = _clocks(second).round_widget.timer_model.state()
    assert (timer.running, timer.remaining) == (True, 18 * 60 + 47)
    assert _clocks(second).board.row(3).timer.state().running
    hall.wait(60)
    assert _clocks(second).round_widget.timer_model.state().remaining == 17 * 60 + 47


def test_the_second_station_refuses_to_command_the_first_stations_clocks(hall):
    """Pausing the round timer or a table there is refused and said; the file keeps the first station's clocks."""
    second = hall.station()
    before = _stored(hall.url)
    clocks = _clocks(second)
    clocks.round_widget.pause()
    assert "另一台工作站" in clocks.message_label.text()
    clocks.board.pause(3)
    assert "另一台工作站" in clocks.board.alert_label.text()
    assert clocks.round_widget.timer_model.state().running and clocks.board.row(3).timer.state().running
    assert _stored(hall.url) == before


def test_the_second_station_follows_the_first_stations_pause(hall, qtbot):
    """The first station pauses its round timer: the second shows it paused at the same time."""
    second = hall.station()
    _clocks(hall.referee).round_widget.pause()
    qtbot.waitUntil(lambda: not _clocks(second).round_widget.timer_model.state().running, timeout=FOLLOW_MS)
    assert _clocks(second).round_widget.timer_model.state().remaining == 18 * 60 + 47


def test_a_read_only_hall_station_follows_results_without_writing(hall, qtbot):
    """A result entered elsewhere stops the table's clock at the referee's station; the read-only station
    marks the table finished and shows its clock stopped, opens no error box, writes nothing and keeps
    following."""
    hall_station = hall.station(display_only=True)
    referee, shown = _clocks(hall.referee).board, _clocks(hall_station).board
    other = open_store(hall.url)
    try:
        for table in (1, 2):
            record_result(other, "xiangqi", ROUND_ONE, table, {"score": "1-0"})
            qtbot.waitUntil(lambda: referee.row(table).finished, timeout=FOLLOW_MS)  # stopped and saved there
            stored = _stored(hall.url)
            qtbot.waitUntil(lambda: shown.row(table).finished and not shown.row(table).timer.state().running,
                            timeout=FOLLOW_MS)
            assert _stored(hall.url) == stored
    finally:
        other.close()
    assert hall.said == [] and hall.asked == []
    assert not shown.row(3).finished and shown.row(3).timer.state().running
    assert shown.row(1).timer.state().remaining(0) == referee.row(1).timer.state().remaining(0) == 527
    assert _clocks(hall.referee).board.row(1).finished


def test_a_read_only_hall_station_reopens_on_a_round_with_results(hall, qtbot):
    """Reopened while the round has results and stopped clocks, the read-only station shows every event
    tab (it used to be left empty) and says nothing."""
    other = open_store(hall.url)
    try:
        record_result(other, "xiangqi", ROUND_ONE, 1, {"score": "1-0"})
    finally:
        other.close()
    qtbot.waitUntil(lambda: _clocks(hall.referee).board.row(1).finished, timeout=FOLLOW_MS)
    first = hall.station(display_only=True)
    first.close()
    again = hall.station(display_only=True)
    assert again.tabs.count() == first.tabs.count() > 0
    assert _clocks(again).board.row(1).finished
    assert hall.said == []
