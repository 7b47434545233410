"""One time base for every timer: the game clock and the table / round timers clamp commands and
project readings the same way (fake time, exact values)."""
from fakes import FakeTime

from app.clocks import Countdown, CountdownSpec, GameClock, RoundTimer, spec_from_settings
from app.clocks.time_base import TimeBase


def _timers(time):
    game = GameClock(spec_from_settings({"mode": "sudden_death", "main": 600}), now=time, wall=time)
    hall = RoundTimer(600, now=time, wall=time)
    table = Countdown(CountdownSpec(duration=600), now=time, wall=time)
    return game, hall, table


def test_every_timer_is_built_on_the_one_time_base():
    """The game clock and the timers share the base, not copies of it."""
    assert all(isinstance(timer, TimeBase) for timer in _timers(FakeTime()))


def test_commands_are_clamped_and_readings_projected_alike():
    """A pause dated in the future is taken now, one dated before the start at the start; a reading
    ahead of now is a projection that commits nothing — identically for every kind of timer."""
    time = FakeTime(1000.0)
    game, hall, table = _timers(time)
    game.start(0, at=1000.0)
    hall.start(at=1000.0)
    table.start(at=1000.0)
    time.t = 1090.25
    assert game.state(at=1200.0).remaining(0) == hall.state(at=1200.0).remaining == table.state(at=1200.0).remaining == 400.0
    for timer in (game, hall, table):
        timer.pause(at=5000.0)  # the future: taken at now, 90.25 s run
    time.t = 1500.0
    assert game.state().remaining(0) == hall.state().remaining == table.state().remaining == 509.75
    for timer in (game, hall, table):
        timer.resume(at=900.0)  # before the last commit (the pause): taken at the pause, so it ran on
    time.t = 1510.0
    assert game.state().remaining(0) == hall.state().remaining == table.state().remaining == 90.0
