"""Semantics of every two-player clock mode, table-driven with a fake time source."""
import pytest

SUDDEN = {"mode": "sudden_death", "main": 600}
FISCHER = {"mode": "fischer", "main": 60, "increment": 2}
BRONSTEIN = {"mode": "bronstein", "main": 60, "delay": 5}
SIMPLE = {"mode": "simple_delay", "main": 60, "delay": 5}
BYOYOMI = {"mode": "byoyomi", "main": 10, "periods": 3, "period": 5}
CANADIAN = {"mode": "canadian", "main": 10, "moves": 3, "period": 20}
CHECKERS = {"mode": "move_limit", "per_move": 15, "game_cap": 1800}


@pytest.mark.parametrize("presses, until, times, to_move", [
    ((), 0, (600, 600), 0),
    ((), 125.5, (474.5, 600), 0),
    ((100,), 130, (500, 570), 1),
    ((100, 130, 400), 400, (230, 570), 1),
])
def test_sudden_death_charges_only_the_side_to_move(play, presses, until, times, to_move):
    """Sudden death: each side's time runs only on its own turn."""
    state = play(SUDDEN, presses, until).state()
    assert state.times == pytest.approx(times)
    assert state.to_move == to_move
    assert state.phase(0) == "main"


@pytest.mark.parametrize("until, flagged, running, left", [
    (600.0, None, True, 0.0),
    (600.001, 0, False, 0.0),
    (9999, 0, False, 0.0),
])
def test_sudden_death_flags_only_when_time_is_exceeded(play, until, flagged, running, left):
    """Exactly 0.0 left is still in time; any overrun flags and stops the clock."""
    state = play(SUDDEN, (), until).state()
    assert (state.flagged, state.running, state.remaining(0)) == (flagged, running, left)


def test_press_at_exactly_zero_is_in_time(play):
    """A press whose timestamp leaves exactly 0.0 beats the flag."""
    clock = play(SUDDEN, (600.0,))
    state = clock.state()
    assert state.flagged is None and state.to_move == 1 and state.remaining(0) == 0


def test_flagged_clock_refuses_presses_and_freezes(play, fake_time):
    """After a flag the press is refused and the opponent's time no longer moves."""
    clock = play(SUDDEN, (10,), 700)
    assert clock.state().flagged == 1
    assert not clock.press()
    fake_time.t += 50
    assert clock.state().times == (590, 0)
    assert clock.state().game_elapsed == pytest.approx(610)


@pytest.mark.parametrize("presses, until, times", [
    ((10,), 10, (52, 60)),
    ((10, 15), 15, (52, 57)),
    ((10, 15, 15), 20, (54, 52)),  # an instant move still earns the increment
])
def test_fischer_adds_the_increment_after_each_move(play, presses, until, times):
    """Fischer: the increment is added after every completed move."""
    assert play(FISCHER, presses, until).state().times == pytest.approx(times)


def test_fischer_gives_no_increment_after_a_flag(play, fake_time):
    """A flagged side cannot press, so it never gets the increment."""
    clock = play(FISCHER, (), 61)
    assert clock.state().flagged == 0
    assert not clock.press()
    assert clock.state().remaining(0) == 0 and clock.state().moves(0) == 0


@pytest.mark.parametrize("settings, used, after", [
    (BRONSTEIN, 3, 60),   # used less than the delay: all given back
    (BRONSTEIN, 5, 60),
    (BRONSTEIN, 8, 57),   # used more: only the delay is given back
    (SIMPLE, 3, 60),      # within the delay nothing is charged
    (SIMPLE, 8, 57),
])
def test_delays_after_one_move(play, settings, used, after):
    """Bronstein gives back up to the delay; simple delay does not charge its first seconds."""
    assert play(settings, (used,)).state().remaining(0) == pytest.approx(after)


@pytest.mark.parametrize("settings", [BRONSTEIN, SIMPLE])
def test_delay_never_leaves_more_than_at_turn_start(play, fake_time, settings):
    """Whatever the move times, a delay never raises the clock above its turn-start value."""
    clock = play(settings)
    for used in (0.5, 7, 2, 5, 11, 0, 4.9):
        before = clock.state().remaining(clock.state().to_move)
        side = clock.state().to_move
        fake_time.t += used
        clock.press()
        assert clock.state().remaining(side) <= before


def test_simple_delay_shows_time_frozen_and_the_delay_running(play):
    """During the simple delay the main time stands still and the delay counts down."""
    state = play(SIMPLE, (), 2).state()
    assert state.remaining(0) == 60 and state.delay_left == pytest.approx(3)
    assert play(SIMPLE, (), 7).state().remaining(0) == pytest.approx(58)


@pytest.mark.parametrize("think, periods_left, remaining, flagged", [
    (10.0, 3, 0.0, None),     # main time ends exactly: still main, all periods
    (14.0, 3, 5.0, None),     # inside the first period: restored
    (15.0, 3, 5.0, None),     # exactly at the period boundary: the period is kept
    (15.001, 2, 5.0, None),   # just over: the next period is used
    (22.0, 1, 5.0, None),     # one long think uses two periods
    (25.0, 1, 5.0, None),     # the last period used to its very end
    (25.001, 0, 0.0, 0),      # overrunning the last period flags
])
def test_byoyomi_first_move(play, fake_time, think, periods_left, remaining, flagged):
    """Japanese byo-yomi: periods are used only when exceeded, several in one think if need be."""
    clock = play(BYOYOMI, (), think)
    clock.press()
    state = clock.state()
    assert state.flagged == flagged
    assert state.periods_left(0) == periods_left
    assert state.remaining(0) == pytest.approx(remaining)


def test_byoyomi_reading_during_a_think(play):
    """While thinking, the reading shows the running period and the periods left."""
    state = play(BYOYOMI, (), 17.5).state()
    assert (state.phase(0), state.periods_left(0)) == ("byoyomi", 2)
    assert state.remaining(0) == pytest.approx(2.5)
    assert state.phase(1) == "main" and state.periods_left(1) == 3


def test_byoyomi_without_main_time(play):
    """A byo-yomi clock with no main time starts directly in the periods."""
    clock = play({"mode": "byoyomi", "main": 0, "periods": 1, "period": 30}, (29,))
    assert clock.state().phase(0) == "byoyomi" and clock.state().remaining(0) == 30


def test_go_preset_loses_on_overtime(fake_time):
    """Go (docs/rules.md §3): 20 min then one 30 s period; overtime is a loss."""
    from app.clocks import GameClock
    from app.rules.clocks import clock_preset

    clock = GameClock(clock_preset("go"), now=fake_time)
    clock.start(0)
    fake_time.t += 1200 + 30
    assert clock.press()
    fake_time.t += 1200 + 30.5
    assert clock.state().flagged == 1


@pytest.mark.parametrize("presses, until, expected", [
    # main 10 s, then 3 moves in 20 s
    ((12,), 12, {"phase": "overtime", "remaining": 18, "to_go": 2}),
    ((12, 12, 20, 20, 30), 30, {"phase": "overtime", "remaining": 20, "to_go": 3}),
    ((12, 12, 20, 20), 20, {"phase": "overtime", "remaining": 10, "to_go": 1}),
])
def test_canadian_overtime_counts_moves_in_the_period(play, presses, until, expected):
    """Canadian: N moves in T; the period resets after the N-th move."""
    state = play(CANADIAN, presses, until).state()
    assert state.phase(0) == expected["phase"]
    assert state.remaining(0) == pytest.approx(expected["remaining"])
    assert state.moves_to_go(0) == expected["to_go"]


def test_canadian_overtime_flags_before_the_moves(play):
    """Running out of the Canadian period before the N moves flags."""
    assert play(CANADIAN, (12, 12), 12 + 18.5).state().flagged == 0


MOVE_CONTROL = {"mode": "multi_stage", "stages": [
    {"kind": "main", "seconds": 60, "moves": 2, "increment": 1},
    {"kind": "main", "seconds": 30},
]}


def test_move_count_stage_carries_time_over(play):
    """FIDE-style control: completing the moves adds the next stage's time to what is left."""
    state = play(MOVE_CONTROL, (10, 10, 20, 20)).state()
    assert state.remaining(0) == pytest.approx(60 - 20 + 2 + 30)
    assert state.stages == (1, 1) and state.moves_to_go(0) is None


def test_move_count_stage_flags_if_moves_not_made(play):
    """Running out before the move count is reached flags, with no carry into the next stage."""
    assert play(MOVE_CONTROL, (), 60.5).state().flagged == 0


def test_main_time_overrun_passes_into_next_main_stage(play):
    """A main stage without a move count hands its overrun to the next stage."""
    settings = {"mode": "multi_stage", "stages": [{"kind": "main", "seconds": 10},
                                                  {"kind": "main", "seconds": 30}]}
    state = play(settings, (), 15).state()
    assert state.stages[0] == 1 and state.remaining(0) == pytest.approx(25)


@pytest.mark.parametrize("presses, until, expected", [
    ((10,), 12, {"to_move": 1, "times": (15, 13), "skips": (0, 0)}),
    ((15.0,), 15, {"to_move": 1, "times": (15, 15), "skips": (0, 0)}),  # exactly 15 s: in time
    ((), 16, {"to_move": 1, "times": (15, 14), "skips": (1, 0)}),      # skipped at 15 s
    ((), 31, {"to_move": 0, "times": (14, 15), "skips": (1, 1)}),      # two skips in a row
    ((), 46, {"to_move": 1, "times": (15, 14), "skips": (2, 1)}),
])
def test_checkers_skips_slow_moves(play, presses, until, expected):
    """Checkers: a move over 15 s is skipped, the turn passes by itself, skips are counted."""
    state = play(CHECKERS, presses, until).state()
    assert state.to_move == expected["to_move"]
    assert state.times == pytest.approx(expected["times"])
    assert (state.skips(0), state.skips(1)) == expected["skips"]
    assert state.phase(0) == "move" and state.flagged is None


def test_checkers_same_side_skipped_twice_in_a_row(play, fake_time):
    """A side skipped, the opponent moves, the side is skipped again: two skips in a row."""
    clock = play(CHECKERS, (), 16)
    assert clock.press()  # the opponent moves after 1 s
    fake_time.t += 16
    state = clock.state()
    assert state.skips(0) == 2 and state.skip_runs[0] == 2 and state.to_move == 1
    fake_time.t += 1
    clock.press()
    assert clock.state().skip_runs[1] == 0


@pytest.mark.parametrize("until, up, remaining, running", [
    (1799.0, False, 1.0, True),
    (1800.0, False, 0.0, True),
    (1800.5, True, 0.0, False),
])
def test_checkers_game_cap_needs_adjudication(play, until, up, remaining, running):
    """The 30-minute game cap stops the clock and flags the game for adjudication."""
    presses = [7.0 * i for i in range(1, 300) if 7.0 * i < until]
    clock = play(CHECKERS, presses, until)
    state = clock.state()
    assert state.game_time_up is up and state.running is running
    assert state.game_remaining == pytest.approx(remaining)
    assert state.game_elapsed == pytest.approx(min(until, 1800))
    assert clock.press() is (not up)


def test_game_cap_freezes_the_running_side(play, fake_time):
    """After the cap, the running side's time stays as at the cap."""
    clock = play({"mode": "sudden_death", "main": 600, "game_cap": 100}, (60,), 200)
    assert clock.state().times == (540, 560)
    assert clock.state().flagged is None and clock.state().game_time_up


def test_flag_before_cap_wins(play):
    """A flag that happens before the game cap is a flag, not a time-up."""
    state = play({"mode": "sudden_death", "main": 30, "game_cap": 100}, (), 500).state()
    assert state.flagged == 0 and not state.game_time_up
    assert state.game_elapsed == pytest.approx(30)
