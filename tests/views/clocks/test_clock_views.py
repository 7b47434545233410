"""The clock window, table board and round timer, driven as the referee would, with a fake time."""
import pytest
from fakes import FakeTime
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from app.clocks import GameClock, spec_from_settings
from app.views.clocks.clock_window import ClockWindow
from app.views.clocks.sound import BeepPlayer


@pytest.fixture
def fake_time():
    return FakeTime(500.0)


@pytest.fixture
def make_window(qtbot, fake_time):
    """A clock window on a fresh clock; ``events`` collects on_event snapshots."""

    def make(settings=None, names=("张三", "李四")):
        clock = GameClock(spec_from_settings(settings or {"mode": "sudden_death", "main": 600}),
                          now=fake_time)
        events = []
        window = ClockWindow(clock, names=names, on_event=events.append,
                             sound=BeepPlayer(muted=False))
        window.timer.stop()  # the test refreshes by hand
        qtbot.addWidget(window)
        window.show()
        return window, events

    return make


def _times(window):
    return [face.time_label.text() for face in window.faces]


def test_keys_start_and_press_only_for_the_side_to_move(qtbot, make_window, fake_time):
    """Right key starts the left player's clock; only the side to move can press."""
    window, events = make_window()
    assert "开始" in window.status_label.text()
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 5
    window.refresh()
    assert _times(window) == ["9:55", "10:00"]
    assert "张三 走棋" in window.status_label.text()
    qtbot.keyClick(window, Qt.Key_Right)  # not the right player's turn: ignored
    assert len(events) == 1
    qtbot.keyClick(window, Qt.Key_Left)
    fake_time.t += 3
    window.refresh()
    assert _times(window) == ["9:55", "9:57"]
    assert window.faces[1].style_key == "running" and window.faces[0].style_key == "idle"
    assert len(events) == 2 and events[-1]["kind"] == "game_clock"
    assert events[-1]["core"]["to_move"] == 1


def test_space_pauses_and_resumes(qtbot, make_window, fake_time):
    """Space pauses (time stands still, status says so) and resumes."""
    window, events = make_window()
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 10
    qtbot.keyClick(window, Qt.Key_Space)
    fake_time.t += 100
    window.refresh()
    assert _times(window)[0] == "9:50" and "暂停" in window.status_label.text()
    assert window.faces[0].style_key == "paused"
    qtbot.keyClick(window, Qt.Key_Space)
    fake_time.t += 1
    window.refresh()
    assert _times(window)[0] == "9:49"
    assert [e["core"]["running"] for e in events] == [True, False, True]


def test_ctrl_z_undoes_the_last_press(qtbot, make_window, fake_time):
    """Ctrl+Z takes the press back; the presser's time runs on from where it was."""
    window, events = make_window()
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 20
    qtbot.keyClick(window, Qt.Key_Left)
    fake_time.t += 4
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    window.refresh()
    assert _times(window) == ["9:36", "10:00"]
    assert "张三 走棋" in window.status_label.text()
    assert len(events) == 3 and events[-1]["core"]["to_move"] == 0


def test_click_on_a_half_presses_for_that_side(qtbot, make_window, fake_time):
    """A mouse click (or touch) on the mover's half ends the move."""
    window, events = make_window()
    qtbot.mouseClick(window.faces[1], Qt.LeftButton)  # starts the clock for the left side
    fake_time.t += 2
    qtbot.mouseClick(window.faces[0], Qt.LeftButton)
    assert window.clock.state().to_move == 1 and len(events) == 2


@pytest.mark.parametrize("scan_code, side", [(50, 0), (62, 1)])
def test_left_and_right_shift_press_for_their_side(qtbot, make_window, scan_code, side):
    """Left Shift presses for the left player and right Shift for the right one."""
    window, events = make_window()
    event = QKeyEvent(QEvent.KeyPress, Qt.Key_Shift, Qt.ShiftModifier, scan_code, 0, 0)
    QApplication.sendEvent(window, event)
    assert window.clock.state().started and window.clock.state().to_move == 1 - side


def test_held_key_does_not_press_again(qtbot, make_window, fake_time):
    """Key auto-repeat (a key held down) never presses, pauses or undoes a second time."""
    window, events = make_window()
    qtbot.keyClick(window, Qt.Key_Right)
    repeat = QKeyEvent(QEvent.KeyPress, Qt.Key_Space, Qt.NoModifier, "", True)
    QApplication.sendEvent(window, repeat)
    assert window.clock.state().running and len(events) == 1


def test_swap_sides_moves_names_and_times(qtbot, make_window, fake_time):
    """Swapping seats moves each player's name and time to the other half."""
    window, events = make_window()
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 30
    window.swap_button.click()
    assert [f.name_label.text() for f in window.faces] == ["李四", "张三"]
    assert _times(window) == ["10:00", "9:30"] and len(events) == 2


def test_tenths_low_time_colour_and_flag(qtbot, make_window, fake_time):
    """Under 10 s the time shows tenths in the warning colour; a flag is announced and saved."""
    window, events = make_window({"mode": "sudden_death", "main": 20})
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 12.34
    window.refresh()
    assert _times(window)[0] == "7.6" and window.faces[0].style_key == "low"
    fake_time.t += 8
    window.refresh()
    assert window.faces[0].style_key == "flagged"
    assert "张三 超时" in window.status_label.text()
    assert events[-1]["core"]["flagged"] == 0
    assert "flag" in window.sound.played and "warning" in window.sound.played


def test_byoyomi_periods_are_shown(qtbot, make_window, fake_time):
    """The detail line shows the periods waiting, then the periods left in byo-yomi."""
    window, _ = make_window({"mode": "byoyomi", "main": 60, "periods": 3, "period": 30})
    assert "读秒 3×30秒" in window.faces[0].detail_label.text()
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 95
    window.refresh()
    assert _times(window)[0] == "0:25"
    assert "读秒 剩 2 次" in window.faces[0].detail_label.text()


def test_checkers_skip_and_game_time_shown(qtbot, make_window, fake_time):
    """Checkers: the turn passes by itself after 15 s, skips and game time are shown."""
    window, _ = make_window({"mode": "move_limit", "per_move": 15, "game_cap": 1800})
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 16
    window.refresh()
    assert "跳过 1 次" in window.faces[0].detail_label.text()
    assert "李四 走棋" in window.status_label.text()
    assert "对局剩余 29:44" in window.status_label.text()


def test_adjust_while_paused_updates_display_and_saves(qtbot, make_window, fake_time):
    """A referee correction shows at once and is saved."""
    window, events = make_window()
    qtbot.keyClick(window, Qt.Key_Right)
    qtbot.keyClick(window, Qt.Key_Space)
    window.adjust(0, seconds=125)
    assert _times(window)[0] == "2:05" and events[-1]["core"]["sides"][0]["remaining"] == 125


def test_mute_silences_beeps(qtbot, make_window, fake_time):
    """The mute box stops this clock's beeps."""
    window, _ = make_window({"mode": "sudden_death", "main": 20})
    window.mute_box.setChecked(True)
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 15
    window.refresh()
    assert window.sound.played == []


@pytest.fixture
def make_board(qtbot, fake_time):
    """A board of three tables; ``events`` collects (table, snapshot) pairs."""
    from app.clocks import make_timer
    from app.rules.clocks import clock_preset
    from app.views.clocks.clock_board import ClockBoard

    def make(code="doudizhu"):
        events = []
        board = ClockBoard([(1, "甲 vs 乙"), (2, "丙 vs 丁"), (3, "戊 vs 己")],
                           lambda number: make_timer(clock_preset(code), fake_time),
                           on_event=lambda n, snap: events.append((n, snap)))
        board.timer.stop()
        qtbot.addWidget(board)
        return board, events

    return make


def _cell(board, row, column):
    model = board.model
    return model.data(model.index(row, column))


def test_board_start_all_pause_all_and_times(make_board, fake_time):
    """Start all runs every table's timer; pause all stops them; each change is saved."""
    from app.views.clocks.clock_board import COL_STATUS, COL_TIME

    board, events = make_board()
    assert _cell(board, 0, COL_STATUS) == "未开始"
    board.start_all()
    fake_time.t += 30
    board.refresh()
    assert [_cell(board, r, COL_TIME) for r in range(3)] == ["9:30"] * 3
    board.pause_all()
    fake_time.t += 30
    board.refresh()
    assert _cell(board, 2, COL_TIME) == "9:30" and _cell(board, 2, COL_STATUS) == "暂停"
    assert [n for n, _ in events] == [1, 2, 3, 1, 2, 3]


def test_board_time_up_alert_and_unfinished_list(qtbot, make_board, fake_time):
    """A table whose time is up raises an alert; finished tables leave the unfinished list."""
    from app.views.clocks.clock_board import COL_STATUS

    board, events = make_board()
    board.start(1)
    board.start(2)
    board.mark_finished(2)
    assert not board.row(2).state.running
    assert board.unfinished_tables() == [(1, "甲 vs 乙"), (3, "戊 vs 己")]
    assert board.unfinished_list.count() == 2
    fake_time.t += 601
    with qtbot.waitSignal(board.alert) as blocker:
        board.refresh()
    assert blocker.args[0] == 1 and "时间到" in blocker.args[1]
    assert _cell(board, 0, COL_STATUS) == "时间到，待裁决"
    assert _cell(board, 1, COL_STATUS) == "已完赛"
    assert events[-1][0] == 1 and events[-1][1]["time_up"]


def test_board_runs_two_player_clocks(make_board, fake_time):
    """Game clocks on the board show both sides and flag alerts."""
    from app.views.clocks.clock_board import COL_STATUS, COL_TIME

    board, _ = make_board("xiangqi")
    board.start(1)
    fake_time.t += 5
    board.refresh()
    assert _cell(board, 0, COL_TIME) == "▶9:55  |  10:00"
    fake_time.t += 600
    board.refresh()
    assert _cell(board, 0, COL_STATUS) == "左方超时"


def test_board_action_timer_restarts_with_one_call(make_board, fake_time):
    """Sanguosha: one click restarts a table's action timer; its expiry beeps."""
    from app.views.clocks.clock_board import COL_ACTION, COL_TIME

    board, events = make_board("sanguosha_3v3")
    board.start(2)
    fake_time.t += 60
    board.start_action(2, "action")
    fake_time.t += 4
    board.refresh()
    assert (_cell(board, 1, COL_TIME), _cell(board, 1, COL_ACTION)) == ("38:56", "出牌 0:11")
    assert _cell(board, 0, COL_ACTION) == ""
    board.start_action(2, "action")
    board.refresh()
    assert _cell(board, 1, COL_ACTION) == "出牌 0:15"
    fake_time.t += 16
    board.refresh()
    assert "action_expired" in board.sound.played and _cell(board, 1, COL_ACTION) == "出牌 超时"
    assert events[-1][1]["action"]["name"] == "action"


def test_board_opens_the_big_clock_of_a_table(qtbot, make_board, fake_time):
    """Double-clicking a two-player table opens its big clock; its events name the table."""
    board, events = make_board("xiangqi")
    window = board.open_clock(3)
    qtbot.keyClick(window, Qt.Key_Right)
    assert board.row(3).timer.state().started
    assert events[-1][0] == 3
    assert [f.name_label.text() for f in window.faces] == ["戊", "己"]
    assert window.windowTitle() == "第 3 桌 棋钟 — 戊 vs 己"  # the title names the table (a window among several)
    window.close()


def test_board_keeps_one_big_clock_per_table(qtbot, make_board):
    """Opening a table's big clock again brings back the same window; opening is announced."""
    board, _ = make_board("xiangqi")
    with qtbot.waitSignal(board.clock_opened) as blocker:
        window = board.open_clock(2)
    assert blocker.args == [2, window]
    window.close()
    assert board.open_clock(2) is window and window.isVisible()
    window.close()


def test_board_reopens_a_finished_table(make_board):
    """A table marked finished returns to the unfinished list when reopened (result withdrawn)."""
    board, _ = make_board()
    board.mark_finished(2)
    board.reopen(2)
    assert board.unfinished_tables() == [(1, "甲 vs 乙"), (2, "丙 vs 丁"), (3, "戊 vs 己")]
    assert board.unfinished_list.count() == 3


@pytest.mark.parametrize("values, audited", [
    ({"seconds": 300}, [({"side": 1, "seconds": 590.0, "periods": 0, "moves": 0},
                         {"side": 1, "seconds": 300.0, "periods": 0, "moves": 0})]),
    ({"seconds": 590, "moves": 0}, []),  # the values it already had: nothing to audit
])
def test_adjust_reports_real_changes(qtbot, make_window, fake_time, values, audited):
    """A correction that changes a side is reported with old and new values, for the audit log."""
    window, _events = make_window()
    window.press_side(0)
    fake_time.t += 10
    window.toggle_pause()
    reported = []
    window.adjusted.connect(lambda old, new: reported.append((old, new)))
    window.adjust(1, **values)
    assert reported == audited


def test_round_timer_emits_time_up_and_lists_unfinished(qtbot, fake_time):
    """At zero the round timer signals and shows the unfinished tables for adjudication."""
    from app.clocks import RoundTimer
    from app.views.clocks.round_timer import RoundTimerWidget

    events = []
    widget = RoundTimerWidget(RoundTimer(1800, fake_time), lambda: ["第 3 桌  戊 vs 己"],
                              on_event=events.append)
    widget.repaint_timer.stop()
    qtbot.addWidget(widget)
    widget.start_or_resume()
    fake_time.t += 1799
    widget.refresh()
    assert widget.time_label.text() == "1.0" and widget.unfinished_list.isHidden()
    fake_time.t += 2
    with qtbot.waitSignal(widget.time_up):
        widget.refresh()
    assert "时间到" in widget.status_label.text()
    assert widget.unfinished_list.item(0).text() == "第 3 桌  戊 vs 己"
    assert [e["running"] for e in events] == [True, False] and events[-1]["time_up"]


def test_round_timer_set_minutes(qtbot, fake_time):
    """The referee can set the minutes left; the timer pauses for the correction."""
    from app.clocks import RoundTimer
    from app.views.clocks.round_timer import RoundTimerWidget

    widget = RoundTimerWidget(RoundTimer(1800, fake_time))
    widget.repaint_timer.stop()
    qtbot.addWidget(widget)
    widget.start_or_resume()
    fake_time.t += 60
    widget.minutes_box.setValue(5)
    with qtbot.waitSignal(widget.adjusted) as blocker:
        widget.set_minutes()
    assert widget.time_label.text() == "5:00" and widget.status_label.text() == "暂停"
    assert blocker.args == [{"remaining": 1740.0}, {"remaining": 300.0}]


def test_adjust_dialog_offers_current_values(qtbot, make_window, fake_time):
    """The correction dialog starts from what the clock shows and returns what the referee set."""
    from app.views.clocks.clock_window import AdjustDialog

    window, _ = make_window({"mode": "byoyomi", "main": 60, "periods": 3, "period": 30})
    qtbot.keyClick(window, Qt.Key_Right)
    fake_time.t += 10
    qtbot.keyClick(window, Qt.Key_Space)
    dialog = AdjustDialog(window.clock.state(), window.names, window)
    qtbot.addWidget(dialog)
    assert dialog.values()[0] == {"seconds": 50.0, "periods": 3, "moves": 0}
    dialog._rows[1][1].setValue(1)
    for side, values in enumerate(dialog.values()):
        window.adjust(side, **values)
    assert window.clock.state().periods_left(1) == 1
    assert "读秒 1×30秒" in window.faces[1].detail_label.text()


def test_big_clock_opens_large_on_its_screen(qtbot, make_window):
    """The big clock is read from across the table: it opens over most of its screen, not at its
    minimum size, and keeps the size the referee gives it afterwards."""
    window, _events = make_window()
    area = window.screen().availableGeometry()
    assert window.width() >= area.width() * 3 // 4 and window.height() >= area.height() * 2 // 3
    window.resize(700, 400)
    window.hide()
    window.show()
    assert (window.width(), window.height()) == (700, 400)


def test_the_ticks_read_only_running_timers_and_still_announce_their_time_up(qtbot, make_board, fake_time):
    """A stopped timer's reading changes only by a command: the 10 Hz tick leaves it unread (a round of
    idle clocks on every event's page cost a core's tenth while results were typed), yet the running
    table's time-up is announced at the next tick."""
    from app.views.clocks.clock_board import COL_STATUS, COL_TIME

    board, events = make_board()
    read = []
    for row in board.model.rows():
        row.timer.state = (lambda real, number: lambda *a: read.append(number) or real(*a))(row.timer.state,
                                                                                         row.number)
    board.start(2)
    read.clear()
    fake_time.t += 30
    board._tick()
    assert read == [2] and _cell(board, 1, COL_TIME) == "9:30" and _cell(board, 0, COL_TIME) == "10:00"
    fake_time.t += 600
    with qtbot.waitSignal(board.alert) as blocker:
        board._tick()
    assert blocker.args[0] == 2 and _cell(board, 1, COL_STATUS) == "时间到，待裁决"
    assert events[-1][0] == 2 and events[-1][1]["time_up"]
    read.clear()
    board._tick()
    assert read == []  # its time is up: it runs no more


def test_a_board_whose_clocks_stand_still_looks_at_no_row_at_its_tick(make_board, fake_time, monkeypatch):
    """Every event's board ticks ten times a second and most stand still all day: a tick looks only at
    the rows running at their last reading; one started, then finished, is followed and then dropped."""
    from app.views.clocks import clock_board_model
    from app.views.clocks.clock_board import COL_TIME

    board, _ = make_board()
    looked = []
    real = clock_board_model.is_running
    monkeypatch.setattr(clock_board_model, "is_running", lambda state: looked.append(state) or real(state))
    board._tick()
    assert looked == []
    board.start(3)
    fake_time.t += 30
    looked.clear()
    board._tick()
    assert _cell(board, 2, COL_TIME) == "9:30" and len(looked) < len(board.model.rows())  # the running row only
    board.mark_finished(3)
    board._tick()
    looked.clear()
    board._tick()
    assert looked == []


def test_a_clock_started_in_its_big_window_is_followed_by_the_ticks(qtbot, make_board, fake_time):
    """The big clock commands the timer itself: the board reads the row at once, and ticks follow it."""
    from app.views.clocks.clock_board import COL_STATUS, COL_TIME

    board, _ = make_board("xiangqi")
    window = board.open_clock(1)
    window.timer.stop()
    qtbot.keyClick(window, Qt.Key_Right)
    assert _cell(board, 0, COL_STATUS) == "进行中"
    fake_time.t += 5
    board._tick()
    assert _cell(board, 0, COL_TIME) == "▶9:55  |  10:00"
    window.close()


def test_the_table_column_fits_the_widest_number_and_its_header(qtbot, fake_time):
    """The columns are sized from samples, not by measuring every cell (43 ms at 150 tables, at each
    pairing): the table column still shows its header and a three-digit number whole."""
    from app.clocks import make_timer
    from app.rules.clocks import clock_preset
    from app.views.clocks.clock_board import COL_TABLE, ClockBoard

    board = ClockBoard([(n, f"选手{n} vs 选手{n + 1}") for n in range(1, 151)],
                       lambda number: make_timer(clock_preset("xiangqi"), fake_time))
    board.timer.stop()
    qtbot.addWidget(board)
    width = board.view.columnWidth(COL_TABLE)
    assert width >= board.view.fontMetrics().horizontalAdvance("150") + 8
    assert width >= board.view.horizontalHeader().sectionSizeHint(COL_TABLE)
