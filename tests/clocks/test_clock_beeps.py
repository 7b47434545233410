"""The audible-warning schedule: which beeps are due between two readings."""
import pytest

from app.clocks import (ActionTimer, Beep, Countdown, CountdownSpec, GameClock, action_beeps,
                        game_beeps, spec_from_settings, table_beeps)

SUDDEN = {"mode": "sudden_death", "main": 60}
BYOYOMI = {"mode": "byoyomi", "main": 20, "periods": 2, "period": 30}


def _beeps_between(fake_time, settings, t0, t1):
    clock = GameClock(spec_from_settings(settings), now=fake_time)
    start = fake_time.t
    clock.start(0)
    return game_beeps(clock.state(start + t0), clock.state(start + t1))


def _counts(*seconds, side=0):
    return [Beep("count", side, s) for s in seconds]


@pytest.mark.parametrize("settings, t0, t1, expected", [
    (SUDDEN, 0, 49, []),
    (SUDDEN, 49.9, 50.0, [Beep("warning", 0, 10)]),            # exactly 10 s left
    (SUDDEN, 50.0, 50.5, []),
    (SUDDEN, 54.9, 55.0, _counts(5)),
    (SUDDEN, 54.0, 57.2, _counts(5, 4, 3)),                     # a slow refresh still beeps each
    (SUDDEN, 58.95, 59.0, _counts(1)),
    (SUDDEN, 59.5, 60.0, []),                                  # 0.0 left is not yet a flag
    (SUDDEN, 59.99, 60.5, [Beep("flag", 0)]),
    (BYOYOMI, 0, 20, [Beep("warning", 0, 10)] + _counts(5, 4, 3, 2, 1)),  # main time runs out
    (BYOYOMI, 20, 20.2, [Beep("period", 0)]),                  # byo-yomi begins
    (BYOYOMI, 30, 41, [Beep("warning", 0, 10)] + _counts(9)),  # every second below 10
    (BYOYOMI, 41, 43.5, _counts(8, 7)),
    (BYOYOMI, 48.5, 50.2, _counts(1) + [Beep("period", 0)]),  # next period: starts afresh
    (BYOYOMI, 49.5, 50.2, [Beep("period", 0)]),
])
def test_game_clock_beep_schedule(fake_time, settings, t0, t1, expected):
    """Warning at 10 s, each of the last 5 s (each second below 10 in byo-yomi), periods, flag."""
    beeps = _beeps_between(fake_time, settings, t0, t1)
    assert beeps == expected


def test_press_does_not_beep(fake_time):
    """A press that restores time gives no countdown beeps for the presser."""
    clock = GameClock(spec_from_settings(SUDDEN), now=fake_time)
    clock.start(0)
    fake_time.t += 52
    before = clock.state()
    clock.press()
    assert game_beeps(before, clock.state()) == []


def test_checkers_skip_and_game_cap_beep(fake_time):
    """A skipped move and the end of the game are announced."""
    clock = GameClock(spec_from_settings({"mode": "move_limit", "per_move": 15, "game_cap": 20}),
                      now=fake_time)
    start = fake_time.t
    clock.start(0)
    assert Beep("skip", 0) in game_beeps(clock.state(start + 14), clock.state(start + 16))
    assert Beep("time_up") in game_beeps(clock.state(start + 19), clock.state(start + 21))


@pytest.mark.parametrize("t0, t1, expected", [
    (0, 100, []),
    (589, 590.5, ["warning"]),
    (594.5, 596, ["count", "count"]),
    (598.5, 601, ["count", "period"]),   # the extra time begins
    (599, 601, ["period"]),
    (100, 120, ["alert"]),
    (659, 661, ["time_up"]),
])
def test_table_timer_beeps(fake_time, t0, t1, expected):
    """Table countdowns warn at 10 s, count the last 5, announce extra time, the alert, the end."""
    timer = Countdown(CountdownSpec(600, extra=60, alert_at=110), fake_time)
    start = fake_time.t
    timer.start()
    beeps = table_beeps(timer.state(start + t0), timer.state(start + t1))
    assert sorted(b.kind for b in beeps) == sorted(expected)


def test_action_timer_counts_last_seconds_and_expiry(fake_time):
    """The action timer counts its last 3 seconds and beeps when it expires, once."""
    timer = ActionTimer({"action": 15}, fake_time)
    start = fake_time.t
    timer.start("action")
    states = [timer.state(start + t) for t in (11, 13.5, 16, 17)]
    assert action_beeps(states[0], states[1]) == [Beep("count", None, 3), Beep("count", None, 2)]
    assert action_beeps(states[1], states[2]) == [Beep("action_expired")]
    assert action_beeps(states[2], states[3]) == []
