"""One reading of a clock for the desk and the hall: truncated, never more than is left."""
import pytest
from fakes import FakeTime

from app.clocks import RoundTimer
from app.clocks.reading import format_clock


@pytest.mark.parametrize("seconds, text", [
    (600, "10:00"), (599.99, "9:59"), (75.5, "1:15"), (10.0, "0:10"),
    (9.99, "9.9"), (0.05, "0.0"), (3725, "1:02:05"), (-1, "0.0"),
])
def test_format_clock(seconds, text):
    """Times read M:SS, H:MM:SS above an hour and tenths below 10 s, never rounded up."""
    assert format_clock(seconds) == text


@pytest.mark.parametrize("seconds, text", [(0, "0:00"), (59.2, "0:59"), (9.99, "0:09"), (754.9, "12:34"),
                                           (3723, "1:02:03"), (-5, "0:00")])
def test_without_tenths_the_same_truncated_seconds(seconds, text):
    """The hall's reading (no tenths) is the desk's to the second: 59.2 s left reads 0:59 on both."""
    assert format_clock(seconds, tenths=False) == text
    if seconds >= 10:
        assert format_clock(seconds) == text


def test_a_round_timer_reads_the_same_at_the_desk_and_on_the_hall():
    """Across a running round's last minutes, the hall and the desk never show different seconds."""
    time = FakeTime(100.0)
    timer = RoundTimer(15 * 60, now=time, wall=time)
    timer.start()
    for step in range(1, 900 * 4, 7):
        time.t = 100.0 + step * 0.25
        left = timer.state().remaining
        desk, hall = format_clock(left), format_clock(left, tenths=False)
        assert desk == hall or (left < 10 and hall == f"0:0{desk[0]}"), (left, desk, hall)
