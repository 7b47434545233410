"""The console tests' clock and window: a window on a table, its countdowns on a clock the test moves."""
import random

import pytest

from app.views.sanguosha.console_window import SanguoshaConsoleWindow
from fakes import FakeTime


@pytest.fixture
def clock():
    return FakeTime(500.0)


@pytest.fixture
def open_window(qtbot, clock):
    """``open_window(store, code, table_id, seed=7)``: the table's console shown at 1366×768."""
    def open_on(store, code, table_id, seed=7, bidian_winner=0, start=True):
        window = SanguoshaConsoleWindow(store, code, table_id, now=clock, rng=random.Random(seed),
                                        bidian_winner=bidian_winner)
        if start:
            window.clock.start()  # the referee's Space: the countdowns run
        window.repaint_timer.stop()  # the tests call poll() when they move the clock
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        return window
    return open_on


