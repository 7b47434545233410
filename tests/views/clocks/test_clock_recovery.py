"""Crash recovery for a whole file: one question on opening it, the answer applied to every event."""
from types import SimpleNamespace

import pytest
import shiboken6
from fakes import FakeTime
from PySide6.QtCore import QCoreApplication, QEvent

from app.services.clocks import running_clocks
from app.services.rounds import pair_next_round
from app.views.clocks.clock_recovery import CHARGE, KEEP_PAUSED, NO_CHARGE, RecoveryDialog
from app.views.shell.main_window import MainWindow

WALL_START = 1_700_000_000.0
EVENTS = ("xiangqi", "doudizhu")


def _use_time(monkeypatch, now: FakeTime, wall: FakeTime) -> None:
    """The clock pages the main window builds read these clocks (their defaults are looked up then)."""
    monkeypatch.setattr("app.views.clocks.clocks_page.time", SimpleNamespace(monotonic=now, time=wall))


def _open(path) -> MainWindow:
    window = MainWindow()
    window.open_tournament(str(path))
    return window


def _clocks(window, code):
    return next(window.tabs.widget(i).clocks for i in range(window.tabs.count())
                if window.tabs.widget(i).code == code)


def _kill(window) -> None:
    """The program dies: the window goes without saving anything on its way out."""
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert not shiboken6.isValid(window)


@pytest.fixture
def crashed_file(demo_store, monkeypatch):
    """Round 1 of xiangqi and Dou Dizhu: every table runs (and xiangqi's hall timer) for 10 s; then the power cut."""
    for code in EVENTS:
        pair_next_round(demo_store, code, seed=1)
    path = demo_store.path
    demo_store.close()
    now, wall = FakeTime(100.0), FakeTime(WALL_START)
    _use_time(monkeypatch, now, wall)
    window = _open(path)
    _clocks(window, "xiangqi").round_widget.start_or_resume()
    for code in EVENTS:
        _clocks(window, code).board.start_all()
    now.t += 10
    wall.t += 10
    _kill(window)
    return path, wall.t


@pytest.fixture
def reopen(qtbot, monkeypatch, crashed_file):
    """Open the file again two minutes later (a new run: a new monotonic clock); the dialog answers ``choice``."""
    path, wall_at_crash = crashed_file

    def run(choice):
        shown = []

        def answer(dialog):
            shown.append([(dialog.table.item(r, 0).text(), dialog.table.item(r, 1).text())
                          for r in range(dialog.table.rowCount())])
            dialog.buttons[choice].click()
            return dialog.result()

        monkeypatch.setattr(RecoveryDialog, "exec", answer)
        now, wall = FakeTime(5.0), FakeTime(wall_at_crash + 120)
        _use_time(monkeypatch, now, wall)
        window = _open(path)
        qtbot.addWidget(window)
        return window, shown, wall

    return run


def test_one_prompt_lists_the_running_clocks_of_every_event(reopen):
    """Two events had clocks running: one dialog lists them all, each label naming its event."""
    window, shown, _wall = reopen(KEEP_PAUSED)
    assert len(shown) == 1
    labels = [label for label, _outage in shown[0]]
    assert len(labels) == 1 + 12 + 6  # xiangqi's hall timer and tables, then Dou Dizhu's tables
    assert labels[0] == "象棋 第 1 轮 全场计时"
    assert sum(label.startswith("象棋 第 1 轮 第 ") for label in labels) == 12
    assert sum(label.startswith("斗地主 第 1 轮 第 ") for label in labels) == 6
    assert {outage for _label, outage in shown[0]} == {"2:10"}  # 130 s since their last event (the start)
    for code in EVENTS:
        assert _clocks(window, code).recovery_entries() == []


@pytest.mark.parametrize("choice, left, running", [
    (KEEP_PAUSED, 600.0, False),  # back exactly as at the last event (the start)
    (NO_CHARGE, 600.0, True),
    (CHARGE, 470.0, True),  # the 10 s played and the 120 s outage charged
])
def test_the_answer_applies_to_every_event(reopen, choice, left, running):
    """The referee's one choice resumes (or keeps paused) the clocks of both events, and saves them."""
    window, shown, wall = reopen(choice)
    assert len(shown) == 1
    xiangqi, doudizhu = (_clocks(window, code) for code in EVENTS)
    for number in range(1, 13):
        state = xiangqi.board.row(number).timer.state()
        assert (state.remaining(0), state.running) == (left, running)
    for number in range(1, 7):
        state = doudizhu.board.row(number).timer.state()
        assert (state.remaining, state.running) == (left, running)
    assert xiangqi.round_widget.timer_model.state().running is running
    for code in EVENTS:
        assert bool(running_clocks(window.store, code, wall)) is running


def test_switching_files_without_running_clocks_asks_nothing(reopen, crashed_file):
    """Once answered (kept paused), opening the file again has nothing running and no question."""
    window, shown, _wall = reopen(KEEP_PAUSED)
    window.open_tournament(str(crashed_file[0]))
    assert len(shown) == 1


def test_rebuilt_tabs_keep_their_clocks_running_without_a_question(reopen):
    """Switching the language rebuilds the tabs: the running clocks carry on, nobody is asked."""
    window, shown, _wall = reopen(NO_CHARGE)
    before = _clocks(window, "doudizhu").board.row(4).timer
    window.set_language("en")
    try:
        assert len(shown) == 1
        after = _clocks(window, "doudizhu")
        assert after.board.row(4).timer is before and before.state().running
        assert after.recovery_entries() == [] and after.message_label.text() == ""
    finally:
        window.set_language("zh_CN")
    assert len(shown) == 1
