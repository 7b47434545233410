"""Fixtures for clock tests: a settable fake time source and a scripted game."""
import pytest
from fakes import FakeTime

from app.clocks import GameClock, spec_from_settings


@pytest.fixture
def fake_time():
    return FakeTime()


@pytest.fixture
def play(fake_time):
    """Start a clock from a settings dict, press at the given seconds after the start."""

    def run(settings, presses=(), until=None, first=0):
        clock = GameClock(spec_from_settings(settings), now=fake_time)
        start = fake_time.t
        clock.start(first)
        for at in presses:
            fake_time.t = start + at
            assert clock.press(), f"press at {at} refused"
        if until is not None:
            fake_time.t = start + until
        return clock

    return run


@pytest.fixture
def fake_wall():
    """A wall-clock time source (survives a 'reboot', unlike the monotonic one)."""
    return FakeTime(1_700_000_000.0)
