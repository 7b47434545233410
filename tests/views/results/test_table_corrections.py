"""Table countdowns on the clock board: the referee's correction, the extra time, the 崩坏 alert."""
import pytest
from fakes import FakeTime
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app.clocks import make_timer, restore_timer
from app.rules.clocks import clock_preset
from app.views.clocks.clock_board import COL_STATUS, COL_TIME, ClockBoard
from app.views.clocks.clock_window import CountdownAdjustDialog
from app.views.clocks.sound import BeepPlayer


@pytest.fixture
def fake_time():
    return FakeTime(500.0)


@pytest.fixture
def make_board(qtbot, fake_time):
    """A board of two tables of an event; ``events`` collects (table, snapshot), ``adjusted`` the corrections."""

    def make(code="doudizhu"):
        events, adjusted = [], []
        board = ClockBoard([(1, "甲、乙、丙"), (2, "丁、戊、己")],
                           lambda number: make_timer(clock_preset(code), fake_time),
                           on_event=lambda n, snap: events.append((n, snap)), sound=BeepPlayer())
        board.timer.stop()  # the test refreshes by hand
        board.adjusted.connect(lambda *args: adjusted.append(args))
        qtbot.addWidget(board)
        return board, events, adjusted

    return make


class Answer:
    """Stands in for the correction dialog's exec: notes what it offered, sets minutes:seconds or cancels."""

    def __init__(self, minutes=None, seconds=0):
        self.minutes, self.seconds = minutes, seconds
        self.offered = []

    def __call__(self, dialog):
        self.offered.append((dialog.minutes_box.value(), dialog.seconds_box.value()))
        if self.minutes is None:
            return QDialog.Rejected
        dialog.minutes_box.setValue(self.minutes)
        dialog.seconds_box.setValue(self.seconds)
        return QDialog.Accepted


def _answer_with(monkeypatch, answer: Answer) -> None:
    monkeypatch.setattr(CountdownAdjustDialog, "exec", lambda dialog: answer(dialog))


def _cell(board, row, column, role=Qt.DisplayRole):
    return board.model.data(board.model.index(row, column), role)


def test_correction_pauses_first_then_sets_the_time_left(make_board, fake_time, monkeypatch):
    """A running Dou Dizhu table is paused, the dialog offers its time left, the new time is saved."""
    board, events, adjusted = make_board()
    board.start(2)
    fake_time.t += 75.4
    answer = Answer(minutes=9, seconds=30)
    _answer_with(monkeypatch, answer)
    assert board.open_adjust(2)
    assert answer.offered == [(8, 44)]  # 524.6 s left, shown truncated as on the board
    assert adjusted == [(2, {"remaining": 524.6, "phase": "main"},
                         {"remaining": 570.0, "phase": "main"})]
    fake_time.t += 100  # paused: the corrected time stands
    board.refresh()
    assert (_cell(board, 1, COL_TIME), _cell(board, 1, COL_STATUS)) == ("9:30", "暂停")
    saved = restore_timer(events[-1][1], fake_time)
    assert events[-1][0] == 2 and saved.state().remaining == 570.0 and not saved.state().running


def test_cancelled_correction_leaves_the_table_paused_and_unaudited(make_board, fake_time,
                                                                    monkeypatch):
    """Cancelling the dialog changes nothing but the pause, which is saved like any pause."""
    board, events, adjusted = make_board()
    board.start(1)
    fake_time.t += 30
    _answer_with(monkeypatch, Answer(minutes=None))
    assert not board.open_adjust(1)
    assert adjusted == []
    assert board.row(1).timer.state().remaining == 570.0 and board.row(1).state.paused
    assert events[-1][1]["running"] is False


@pytest.mark.parametrize("code, run, minutes, seconds, phase, shown_5s_later", [
    ("sanguosha_3v3", 2450, 2, 0, "extra", "1:55（加时）"),  # in the 5 extra minutes
    ("sanguosha_3v3", 600, 35, 0, "main", "34:55"),
    ("doudizhu", 700, 1, 5, "main", "1:00"),  # time was up: the correction lets the table play on
])
def test_correction_sets_the_current_phase_and_clears_time_up(make_board, fake_time, monkeypatch,
                                                              code, run, minutes, seconds, phase,
                                                              shown_5s_later):
    """The time set is what is left of the phase the table is in; a time-up is lifted."""
    board, _events, adjusted = make_board(code)
    board.start(1)
    fake_time.t += run
    board.refresh()
    _answer_with(monkeypatch, Answer(minutes, seconds))
    board.open_adjust(1)
    state = board.row(1).timer.state()
    assert (state.phase, state.remaining, state.time_up) == (phase, minutes * 60 + seconds, False)
    assert adjusted[-1][2] == {"remaining": float(minutes * 60 + seconds), "phase": phase}
    board.start(1)
    fake_time.t += 5
    board.refresh()
    assert _cell(board, 0, COL_TIME) == shown_5s_later


def test_adjust_button_needs_a_selected_table(make_board, monkeypatch):
    """With nothing selected the referee is told to pick a table; no dialog opens."""
    board, _events, _adjusted = make_board()
    answer = Answer(minutes=1)
    _answer_with(monkeypatch, answer)
    board.adjust_button.click()
    assert answer.offered == [] and "选择" in board.alert_label.text()
    board.view.selectRow(1)
    board.start(2)
    board.adjust_button.click()
    assert answer.offered == [(10, 0)] and board.row(2).timer.state().remaining == 60.0


def test_two_player_table_is_corrected_in_its_big_clock(make_board):
    """On a two-player table the correction opens the big clock (its own 调整… dialog)."""
    board, _events, adjusted = make_board("xiangqi")
    with_window = []
    board.clock_opened.connect(lambda number, window: with_window.append(number))
    assert not board.open_adjust(1)
    assert with_window == [1] and adjusted == []
    board._windows[1].close()


def test_entering_the_extra_time_is_announced(qtbot, make_board, fake_time):
    """Sanguosha 3v3: at 40 minutes the 5 extra minutes start by themselves, shown and heard."""
    board, _events, _adjusted = make_board("sanguosha_3v3")
    board.start(1)
    fake_time.t += 2399
    board.refresh()
    assert board.sound.played == [] and _cell(board, 0, COL_TIME, Qt.BackgroundRole) is None
    fake_time.t += 2
    with qtbot.waitSignal(board.alert) as blocker:
        board.refresh()
    assert blocker.args == [1, "第 1 桌：加时中"]
    assert _cell(board, 0, COL_TIME) == "4:59（加时）" and _cell(board, 0, COL_STATUS) == "加时中"
    assert board.sound.played == ["period"]
    assert _cell(board, 0, COL_STATUS, Qt.BackgroundRole).name() == "#fff3cd"
    board.pause_all()
    board.refresh()
    assert _cell(board, 0, COL_STATUS) == "加时暂停"


def test_identity_alert_is_announced_and_kept_on_the_row(qtbot, make_board, fake_time):
    """Sanguosha identity: at 30 minutes every living player gains 崩坏 — announced, heard, marked."""
    board, _events, _adjusted = make_board("sanguosha_identity")
    board.start(2)
    fake_time.t += 1800
    with qtbot.waitSignal(board.alert) as blocker:
        board.refresh()
    assert blocker.args == [2, "第 2 桌：开局已满 30 分钟，所有存活角色获得【崩坏】"]
    assert board.sound.played == ["alert"]
    assert _cell(board, 1, COL_STATUS) == "提醒：崩坏" and _cell(board, 1, COL_TIME) == "30:00"
    assert _cell(board, 1, COL_TIME, Qt.BackgroundRole).name() == "#fff3cd"
    assert _cell(board, 0, COL_TIME, Qt.BackgroundRole) is None


def test_pause_selected_stops_only_that_table(make_board, fake_time):
    """"暂停所选" pauses the selected table alone and saves it; "开始所选" resumes it."""
    board, events, _adjusted = make_board()
    board.start_all()
    board.view.selectRow(0)
    button = {b.text(): b for b in board.findChildren(type(board.adjust_button))}
    button["暂停所选"].click()
    fake_time.t += 20
    board.refresh()
    assert [_cell(board, r, COL_TIME) for r in range(2)] == ["10:00", "9:40"]
    assert events[-1][0] == 1 and events[-1][1]["running"] is False
    button["开始所选"].click()
    assert board.row(1).timer.state().running
