"""The console waits for the referee: no countdown runs and no default is taken while ready or paused."""
import random

from app.sanguosha.console_clock import PAUSED, READY, RUNNING, ConsoleClock
from app.sanguosha.table_console import KIND_3V3, TableConsole
from fakes import FakeTime


def test_a_console_opens_ready_and_takes_no_default_until_started():
    """Opened and left alone for ten minutes: still at the piles with its full 10 s; started, it runs."""
    wall = FakeTime(100.0)
    clock = ConsoleClock(wall)
    console = TableConsole.start(KIND_3V3, clock, random.Random(1), camp_holder=0)
    assert clock.state == READY
    wall.t += 600
    assert console.tick() == [] and console.remaining() == 10.0 and console.phase == "piles"
    clock.start()
    wall.t += 4
    assert clock.state == RUNNING and console.remaining() == 6.0
    clock.pause()
    wall.t += 300
    assert clock.state == PAUSED and console.tick() == [] and console.remaining() == 6.0
    clock.toggle()
    wall.t += 6
    assert [entry["by"] for entry in console.tick()] == ["timeout"]
    assert console.draft.state.pile_of == {"0": 0}
