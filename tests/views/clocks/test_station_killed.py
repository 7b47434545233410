"""A station killed mid-round (kill -9): while its process ran, another station opening the file asked
nothing and showed its round timer running; once killed, the next station to open the file is asked
the crash-recovery question about it (the killed station's process is gone: it counts as gone at once)."""
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from fakes import FakeTime
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from app.services.rounds import pair_next_round
from app.views.clocks.clock_recovery import RecoveryDialog
from app.views.base import settings_store
from app.views.shell.main_window import MainWindow

WALL_START = 1_700_000_000.0

# The referee's station in a process of its own: registered, its round timer started and saved on the
# wall time it is given; then it waits to be killed.
STATION = """
import sys
from fakes import FakeTime
from app.clocks import RoundTimer
from app.models.store import open_store
from app.services import stations
from app.services.clocks import hall_key, save_clock
from app.services.round_views import round_view

wall = FakeTime(float(sys.argv[2]))
store = open_store(sys.argv[1])
stations.register(store, wall)
timer = RoundTimer(1800, FakeTime(50.0), wall)
timer.start()
save_clock(store, "xiangqi", hall_key(round_view(store, "xiangqi")), timer.snapshot(), wall)
print("ready", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def opening(qtbot, demo_store, monkeypatch):
    """``open(wall seconds)``: a main window opened on the file at that wall time; what it asked."""
    pair_next_round(demo_store, "xiangqi", seed=1)
    path = str(demo_store.path)
    demo_store.close()
    asked = []
    monkeypatch.setattr(RecoveryDialog, "exec", lambda dialog: asked.append(
        [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]))
    monkeypatch.setattr(QMessageBox, "information", lambda *args, **kwargs: QMessageBox.Ok)
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()

    def open_at(wall_seconds):
        wall = FakeTime(wall_seconds)
        monkeypatch.setattr("app.views.clocks.clocks_page.time", SimpleNamespace(monotonic=FakeTime(7.0), time=wall))
        monkeypatch.setattr("app.views.shell.presence.time", SimpleNamespace(time=wall))
        window = MainWindow()
        qtbot.addWidget(window)
        window.open_tournament(path)
        return window
    return SimpleNamespace(path=path, open_at=open_at, asked=asked)


def _hall_timer(window):
    clocks = next(window.tabs.widget(i).clocks for i in range(window.tabs.count())
                  if window.tabs.widget(i).code == "xiangqi")
    return clocks.round_widget.timer_model.state()


def test_only_the_killed_stations_reopen_asks_the_recovery_question(opening):
    """The station beside it asks nothing while the referee's process runs; after kill -9 the reopen asks."""
    tests_folder = str(Path(__file__).parents[2])
    station = subprocess.Popen([sys.executable, "-c", f"import sys; sys.path.insert(0, {tests_folder!r})\n" + STATION,
                                opening.path, str(WALL_START)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert station.stdout.readline().strip() == "ready"
        beside = opening.open_at(WALL_START + 60)
        assert opening.asked == []
        state = _hall_timer(beside)
        assert (state.running, state.remaining) == (True, 1740)
        beside.close()
    finally:
        station.kill()  # kill -9: nothing runs on its way out
        station.wait(timeout=60)
    reopened = opening.open_at(WALL_START + 90)
    assert opening.asked == [["象棋 第 1 轮 全场计时"]]
    assert not _hall_timer(reopened).running  # 保持暂停: back as at its last record, paused
    reopened.close()
