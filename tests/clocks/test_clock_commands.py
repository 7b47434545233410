"""Referee commands on the game clock: start, press, pause/resume, undo, adjust, swap."""
import pytest

from app.clocks import GameClock, spec_from_settings

SUDDEN = {"mode": "sudden_death", "main": 600}
BYOYOMI = {"mode": "byoyomi", "main": 10, "periods": 3, "period": 5}
CHECKERS = {"mode": "move_limit", "per_move": 15, "game_cap": 1800}


def test_clock_does_not_run_before_start(fake_time):
    """An unstarted clock shows the full time whatever the time source says."""
    clock = GameClock(spec_from_settings(SUDDEN), now=fake_time)
    fake_time.t += 500
    state = clock.state()
    assert state.times == (600, 600) and not state.running and not state.started
    assert not clock.press()


def test_start_twice_is_refused(play):
    """Starting a started clock is an error, not a silent reset."""
    with pytest.raises(RuntimeError):
        play(SUDDEN).start(1)


@pytest.mark.parametrize("first", [0, 1])
def test_start_with_either_side(play, first):
    """Either side may be the first to move."""
    state = play(SUDDEN, (), 5, first=first).state()
    assert state.to_move == first and state.remaining(first) == 595


def test_only_the_side_to_move_can_press(play):
    """A press naming the wrong side is refused and changes nothing."""
    clock = play(SUDDEN, (), 5)
    assert not clock.press(side=1)
    assert clock.press(side=0)
    assert clock.state().to_move == 1


def test_pause_stops_charging_and_resume_continues(play, fake_time):
    """Paused time is charged to nobody."""
    clock = play(SUDDEN, (), 10)
    assert clock.pause()
    fake_time.t += 300
    assert clock.state().remaining(0) == 590 and clock.state().paused
    assert not clock.press()
    assert clock.resume()
    fake_time.t += 5
    assert clock.state().remaining(0) == 585
    assert clock.state().game_elapsed == pytest.approx(15)


def test_press_timestamp_is_used_not_the_handling_time(play, fake_time):
    """``press(at=...)`` charges up to the key event's time, even if handled later."""
    clock = play(SUDDEN, (), 12)
    clock.press(at=fake_time.t - 2)
    assert clock.state().remaining(0) == 590
    assert clock.state().remaining(1) == 598


def test_press_timestamp_before_last_event_is_clamped(play, fake_time):
    """A stale timestamp cannot move the clock back before the last commit."""
    clock = play(SUDDEN, (10,), 10)
    fake_time.t += 4
    clock.press(at=fake_time.t - 100)
    assert clock.state().remaining(1) == 600


def test_undo_gives_the_time_since_the_press_back_to_the_presser(play, fake_time):
    """Undo: as if the press never happened; the presser thinks on."""
    clock = play(SUDDEN, (100,), 130)
    assert clock.undo()
    state = clock.state()
    assert state.to_move == 0 and state.times == (470, 600) and state.moves(0) == 0


def test_undo_excludes_paused_time(play, fake_time):
    """Time spent paused between the press and the undo is charged to nobody."""
    clock = play(SUDDEN, (100,), 110)
    clock.pause()
    fake_time.t += 1000
    clock.undo()
    state = clock.state()
    assert state.times == (490, 600) and not state.running


def test_undo_twice_and_nothing_to_undo(play):
    """Undo walks back one press at a time and reports when there is none left."""
    clock = play(SUDDEN, (10, 20), 20)
    assert clock.undo() and clock.undo()
    assert not clock.undo()
    assert clock.state().to_move == 0 and clock.state().remaining(0) == 580


def test_undo_restores_byoyomi_periods(play):
    """Undoing a press in byo-yomi restores the periods the think used so far."""
    clock = play(BYOYOMI, (), 22)
    clock.press()
    assert clock.state().periods_left(0) == 1
    clock.undo()
    assert clock.state().periods_left(0) == 1 and clock.state().remaining(0) == pytest.approx(3)


def test_undo_after_opponent_flag_is_paused(play, fake_time):
    """Undoing the press before an opponent's flag leaves the clock paused for the referee."""
    clock = play({"mode": "sudden_death", "main": 60}, (30,), 100)
    assert clock.state().flagged == 1
    assert clock.undo()
    state = clock.state()
    assert state.flagged == 0 and not state.running  # the presser's 30 s ran out too


def test_adjust_only_while_paused(play):
    """Corrections need a paused clock, as on the DGT."""
    with pytest.raises(RuntimeError):
        play(SUDDEN, (), 5).adjust(0, seconds=300)


@pytest.mark.parametrize("settings, kwargs, check", [
    (SUDDEN, {"seconds": 300}, lambda s: s.remaining(0) == 300),
    (BYOYOMI, {"periods": 1}, lambda s: s.periods_left(0) == 1),
    (SUDDEN, {"moves": 12}, lambda s: s.moves(0) == 12),
    (BYOYOMI, {"seconds": 4, "periods": 2},
     lambda s: (s.remaining(0), s.periods_left(0)) == (4, 2)),
])
def test_adjust_sets_values(play, settings, kwargs, check):
    """adjust() sets time, periods and moves of one side."""
    clock = play(settings, (), 1)
    clock.pause()
    clock.adjust(0, **kwargs)
    assert check(clock.state())


def test_adjust_of_the_running_side_continues_from_the_new_value(play, fake_time):
    """After a correction the side to move counts down from the corrected time."""
    clock = play(SUDDEN, (), 50)
    clock.pause()
    clock.adjust(0, seconds=100)
    clock.resume()
    fake_time.t += 10
    assert clock.state().remaining(0) == 90


def test_adjust_clears_a_flag_when_time_is_given_back(play):
    """A referee correction that gives a flagged side time lifts the flag."""
    clock = play({"mode": "sudden_death", "main": 60}, (), 70)
    assert clock.state().flagged == 0
    clock.adjust(0, seconds=30)
    assert clock.state().flagged is None
    assert clock.resume() and clock.state().running


@pytest.mark.parametrize("kwargs", [{"seconds": -1}, {"periods": -1}, {"moves": -2}])
def test_adjust_rejects_negative_values(play, kwargs):
    """Negative corrections are refused with an error."""
    clock = play(BYOYOMI, (), 1)
    clock.pause()
    with pytest.raises(ValueError):
        clock.adjust(1, **kwargs)


def test_swap_sides_exchanges_states(play, fake_time):
    """Swapping moves each side's time to the other seat; the mover keeps running."""
    clock = play(SUDDEN, (100,), 130)
    clock.swap_sides()
    state = clock.state()
    assert state.times == (570, 500) and state.to_move == 0 and state.running
    fake_time.t += 10
    assert clock.state().remaining(0) == 560


def test_checkers_press_after_skip_belongs_to_the_new_mover(play):
    """After an automatic skip only the opponent may press."""
    clock = play(CHECKERS, (), 16)
    assert not clock.press(side=0)
    assert clock.press(side=1)
    assert clock.state().moves(1) == 1 and clock.state().to_move == 0
