"""Snapshots and crash recovery of every timer kind."""
import json

import pytest

from app.clocks import (ActionTimer, Countdown, CountdownSpec, GameClock, RoundTimer, Stopwatch,
                        outage_charge, outage_to_offer, restore_timer, snapshot_running,
                        spec_from_settings)

SETTINGS = [
    {"mode": "sudden_death", "main": 600},
    {"mode": "fischer", "main": 60, "increment": 2},
    {"mode": "bronstein", "main": 60, "delay": 5},
    {"mode": "simple_delay", "main": 60, "delay": 5},
    {"mode": "byoyomi", "main": 10, "periods": 3, "period": 5},
    {"mode": "canadian", "main": 10, "moves": 3, "period": 20},
    {"mode": "move_limit", "per_move": 15, "game_cap": 1800},
    {"mode": "multi_stage", "stages": [{"kind": "main", "seconds": 60, "moves": 2},
                                       {"kind": "main", "seconds": 30, "increment": 3}]},
]


def _reboot(fake_time, fake_wall, outage):
    """Simulate a power cut: wall time moves on, the monotonic clock starts again from 0."""
    fake_wall.t += outage
    fake_time.t = 3.0


def _crash_after_one_move(fake_time, fake_wall):
    """Side 0 thinks 100 s and presses; the snapshot of that press; then a 240 s power cut."""
    clock = GameClock(spec_from_settings(SETTINGS[0]), now=fake_time, wall=fake_wall)
    clock.start(0)
    fake_time.t += 100
    clock.press()
    data = clock.snapshot()
    _reboot(fake_time, fake_wall, 240)
    return data


@pytest.mark.parametrize("settings", SETTINGS)
def test_snapshot_round_trip_through_json(fake_time, fake_wall, settings):
    """A restored clock reads exactly like the original at the snapshot, paused."""
    clock = GameClock(spec_from_settings(settings), now=fake_time, wall=fake_wall)
    clock.start(0)
    for used in (3, 8, 12.5, 1, 2.25):
        fake_time.t += used
        clock.press()
    fake_time.t += 2.5
    before = clock.state()
    data = json.loads(json.dumps(clock.snapshot()))
    restored = GameClock.restore(data, now=fake_time, wall=fake_wall)
    after = restored.state()
    assert after.times == pytest.approx(before.times)
    assert (after.periods, after.move_counts, after.skip_counts, after.to_move) == \
           (before.periods, before.move_counts, before.skip_counts, before.to_move)
    assert restored.spec == clock.spec
    assert not after.running and after.paused


def test_restore_without_charging_keeps_the_last_event(fake_time, fake_wall):
    """After a crash the clock comes back as at the last event, paused."""
    data = _crash_after_one_move(fake_time, fake_wall)
    restored = GameClock.restore(data, now=fake_time, wall=fake_wall)
    assert restored.state().times == (500, 600)
    fake_time.t += 60
    assert restored.state().times == (500, 600)
    assert restored.resume()
    fake_time.t += 10
    assert restored.state().times == (500, 590)


def test_restore_charging_the_outage_charges_the_running_side(fake_time, fake_wall):
    """With the outage charged, the side that was to move loses the wall time since the snapshot."""
    data = _crash_after_one_move(fake_time, fake_wall)
    assert outage_charge(data, True, fake_wall) == 240
    restored = GameClock.restore(data, now=fake_time, charge_outage=True, wall=fake_wall)
    state = restored.state()
    assert state.times == (500, 360) and not state.running
    assert state.game_elapsed == pytest.approx(340)


def test_restore_charging_a_given_number_of_seconds(fake_time, fake_wall):
    """The referee may charge a number of seconds instead of the whole outage."""
    clock = GameClock(spec_from_settings(SETTINGS[0]), now=fake_time, wall=fake_wall)
    clock.start(1)
    data = clock.snapshot()
    _reboot(fake_time, fake_wall, 999)
    restored = GameClock.restore(data, now=fake_time, charge_outage=45, wall=fake_wall)
    assert restored.state().times == (600, 555)


def test_restore_charging_can_flag_and_skip(fake_time, fake_wall):
    """Charged outage time follows the mode's rules: a flag, or checkers skips."""
    sudden = GameClock(spec_from_settings({"mode": "sudden_death", "main": 60}),
                       now=fake_time, wall=fake_wall)
    checkers = GameClock(spec_from_settings(SETTINGS[6]), now=fake_time, wall=fake_wall)
    sudden.start(0)
    checkers.start(0)
    snaps = sudden.snapshot(), checkers.snapshot()
    _reboot(fake_time, fake_wall, 100)
    assert GameClock.restore(snaps[0], fake_time, True, fake_wall).state().flagged == 0
    state = GameClock.restore(snaps[1], fake_time, True, fake_wall).state()
    assert (state.skips(0), state.skips(1), state.to_move) == (3, 3, 0)  # skips at 15, 30 ... 90
    assert state.remaining(0) == pytest.approx(5)


def test_restore_of_a_paused_clock_charges_nothing(fake_time, fake_wall):
    """A clock paused at the snapshot was not running during the outage."""
    clock = GameClock(spec_from_settings(SETTINGS[0]), now=fake_time, wall=fake_wall)
    clock.start(0)
    fake_time.t += 10
    clock.pause()
    data = clock.snapshot()
    _reboot(fake_time, fake_wall, 500)
    assert GameClock.restore(data, fake_time, True, fake_wall).state().times == (590, 600)


def test_undo_survives_a_restore(fake_time, fake_wall):
    """The last presses can still be taken back after a crash."""
    clock = GameClock(spec_from_settings(SETTINGS[0]), now=fake_time, wall=fake_wall)
    clock.start(0)
    fake_time.t += 20
    clock.press()
    restored = GameClock.restore(clock.snapshot(), fake_time, wall=fake_wall)
    assert restored.undo()
    assert restored.state().to_move == 0 and restored.state().remaining(0) == 580


def _countdown(fake_time, fake_wall):
    spec = CountdownSpec(2400, extra=300, actions={"action": 15, "skill": 5})
    return Countdown(spec, fake_time, fake_wall)


@pytest.mark.parametrize("make", [
    lambda now, wall: _countdown(now, wall),
    lambda now, wall: RoundTimer(1800, now, wall),
    lambda now, wall: Stopwatch(now, wall),
    lambda now, wall: ActionTimer({"action": 15, "draft": 20}, now, wall),
])
@pytest.mark.parametrize("charge, expected_extra", [(False, 0), (True, 30)])
def test_timer_snapshots_restore_paused(fake_time, fake_wall, make, charge, expected_extra):
    """Every table timer restores paused, with the outage charged only on request."""
    timer = make(fake_time, fake_wall)
    timer.start()
    fake_time.t += 7
    data = json.loads(json.dumps(timer.snapshot()))
    before = timer.state()
    _reboot(fake_time, fake_wall, 30)
    restored = restore_timer(data, fake_time, charge, fake_wall)
    after = restored.state()
    assert type(restored) is type(timer) and not after.running
    if isinstance(timer, Stopwatch):
        assert after.elapsed == pytest.approx(before.elapsed + expected_extra)
    else:
        left = max(0.0, before.remaining - expected_extra)
        assert after.remaining == pytest.approx(left)


def test_countdown_restore_keeps_the_action_timer(fake_time, fake_wall):
    """A Sanguosha table timer comes back with its running action timer."""
    timer = _countdown(fake_time, fake_wall)
    timer.start()
    timer.start_action("action")
    fake_time.t += 4
    restored = Countdown.restore(timer.snapshot(), fake_time, wall=fake_wall)
    action = restored.state().action
    assert action.name == "action" and action.remaining == pytest.approx(11)
    restored.resume()
    fake_time.t += 1
    assert restored.state().action.remaining == pytest.approx(10)


@pytest.mark.parametrize("make", [
    lambda now, wall: GameClock(spec_from_settings(SETTINGS[0]), now, wall),
    lambda now, wall: RoundTimer(1800, now, wall),
])
@pytest.mark.parametrize("pause, offered", [(False, 75.0), (True, 0.0)])
def test_outage_is_offered_only_for_running_timers(fake_time, fake_wall, make, pause, offered):
    """The recovery dialog offers to charge the outage only if a timer was running."""
    timer = make(fake_time, fake_wall)
    timer.start()
    if pause:
        timer.pause()
    data = timer.snapshot()
    _reboot(fake_time, fake_wall, 75)
    assert outage_to_offer(data, fake_wall) == offered
    assert snapshot_running(data) is (not pause)


@pytest.mark.parametrize("make", [
    lambda now: GameClock(spec_from_settings(SETTINGS[0]), now),
    lambda now: Stopwatch(now),
])
def test_restore_refuses_snapshots_from_newer_versions(fake_time, make):
    """A snapshot written by a newer station is refused, not misread."""
    data = make(fake_time).snapshot()
    data["version"] += 1
    with pytest.raises(ValueError, match="版本"):
        restore_timer(data, fake_time)


def test_restore_refuses_unknown_kinds(fake_time):
    """An unknown snapshot kind is reported, not guessed."""
    with pytest.raises(ValueError, match="未知"):
        restore_timer({"kind": "sundial"}, fake_time)
