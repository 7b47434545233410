"""The 崩坏 announcement of identity tables on the clock board and the hall timers (docs/rules.md §3)."""
import pytest

from app.clocks import make_timer
from app.rules.clocks import clock_preset
from app.views.clocks.clock_board import ClockBoard
from app.views.clocks.clock_board_model import COL_ACTION, COL_STATUS
from app.views.clocks.sound import BeepPlayer
from fakes import FakeTime


@pytest.fixture
def identity_board(qtbot):
    """A board of two identity tables on a fake clock."""
    now = FakeTime(100.0)
    board = ClockBoard([(1, "第一台"), (2, "第二台")], lambda _n: make_timer(clock_preset("sanguosha_identity"), now),
                       sound=BeepPlayer(muted=True))
    board.timer.stop()
    qtbot.addWidget(board)
    return board, now


def _cell(board, row, column):
    return board.model.index(row, column).data()


def test_the_board_counts_down_to_the_alert_and_announces_it_at_the_minute(identity_board, qtbot):
    """Before 30 min the action column shows the time to 崩坏; at 30 min the table's announcement is raised."""
    board, now = identity_board
    board.start(1)
    now.t += 1500
    board.refresh()
    assert _cell(board, 0, COL_ACTION) == "距崩坏 5:00"
    assert _cell(board, 1, COL_ACTION) == "距崩坏 30:00"  # not started: the whole half hour ahead
    now.t += 300
    with qtbot.waitSignal(board.alert) as announced:
        board.refresh()
    assert announced.args == [1, "第 1 桌：开局已满 30 分钟，所有存活角色获得【崩坏】"]
    assert board.alert_label.text() == announced.args[1]
    assert _cell(board, 0, COL_ACTION) == "崩坏生效" and _cell(board, 0, COL_STATUS) == "提醒：崩坏"
    assert _cell(board, 1, COL_ACTION) == "距崩坏 30:00"
