"""Two stations on one tournament run one round's clocks: the second station opened mid-round asks no
crash-recovery question and rewrites no clock the first runs (it shows it), and a read-only hall station
follows results and clocks without writing or an error box (docs/rules.md §3.1).

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
from app.views.base import settings_store
from app.views.shell.main_window import MainWindow

WALL_START = 1_700_000_000.0
ROUND_ONE = RoundId("xiangqi", FINAL, 1)
FOLLOW_MS = 5000  # another station's commit is followed within a second (docs/guarantees.md); slack for a loaded machine


@pytest.fixture
def hall(qtbot, paired_demo_url, monkeypatch):
    """Open stations on the paired demo sharing one fake time; what every message box and recovery
    question said.  The referee's station has run the round timer for 11:13 (18:47 left) and the clocks
    of tables 1-6 for the last 73 s."""
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
    for number in range(1, 7):  # a table's clock: 10 minutes a side
        clocks.board.start(number)
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


def _enter(window, table, score="1-0"):
    """A result typed at ``window``'s station (its results page commits it and tells its pages)."""
    from app.views.base.hub import hub
    record_result(window.store, "xiangqi", ROUND_ONE, table, {"score": score})
    hub().results_changed.emit("xiangqi")


def test_a_whole_round_at_two_stations_and_a_hall_station(hall, qtbot):
    """The referee's station runs the round timer and tables 1-6, a second station opened mid-round runs
    tables 7-12, a read-only hall station shows them: results at both, the round's time up with two
    tables playing, their results after. No question, no error box; each clock is saved by the station
    that runs it only, and every station shows the same clocks."""
    referee = _clocks(hall.referee)
    second_window = hall.station()
    second = _clocks(second_window)
    for number in range(7, 13):
        second.board.start(number)
    second.board.start(3)  # the referee's: refused
    assert "另一台工作站" in second.board.alert_label.text()
    hall_window = hall.station(display_only=True)
    shown = _clocks(hall_window)
    stations = (referee, second, shown)
    for page in stations:
        page.board.timer.stop()  # the tick is driven below, on the fake time
    qtbot.waitUntil(lambda: referee.board.row(7).elsewhere and referee.board.row(12).timer.state().running,
                    timeout=FOLLOW_MS)
    hall.wait(60)
    for table in range(1, 6):
        _enter(hall.referee, table)
    for table in range(7, 12):
        _enter(second_window, table, "0-1")
    for page in stations:
        qtbot.waitUntil(lambda page=page: all(page.board.row(n).finished == (n not in (6, 12)) for n in range(1, 13)),
                        timeout=FOLLOW_MS)
    hall.wait(30 * 60)  # the round's time is up: every station stops the clocks it runs
    for page in stations:
        page.round_widget.refresh()
    qtbot.waitUntil(lambda: not any(page.board.row(n).timer.state().running for page in stations for n in (6, 12)),
                    timeout=FOLLOW_MS)
    for table in (6, 12):
        _enter(hall.referee, table, "=")
    for page in stations:
        qtbot.waitUntil(lambda page=page: all(page.board.row(n).finished for n in range(1, 13)), timeout=FOLLOW_MS)
    assert hall.said == [] and hall.asked == []
    for page in stations:
        assert page.round_widget.timer_model.state().time_up
        for number in range(1, 13):
            left = page.board.row(number).timer.state().remaining(0)
            assert left == referee.board.row(number).timer.state().remaining(0)
    holders = _holders(hall.url)
    first, other = (window.store.signature.station for window in (hall.referee, second_window))
    assert {holders[referee.session.round.table(n).key] for n in range(1, 7)} == {first}
    assert {holders[referee.session.round.table(n).key] for n in range(7, 13)} == {other}
    assert holders[referee.session.round.hall_key] == first
    assert not any(_stored(hall.url)[key]["core"]["running"] for key in holders if "table" in key)


def _holders(url):
    """Which station wrote each stored clock of xiangqi."""
    from sqlalchemy import select

    from app.models.schema import ClockState
    store = open_store(url, display_only=True)
    try:
        with store.read() as session:
            return dict(session.execute(select(ClockState.key, ClockState.station)).all())
    finally:
        store.close()
