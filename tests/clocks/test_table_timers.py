"""Table countdowns (Dou Dizhu, Sanguosha), action timers, the round timer and the stopwatch."""
import pytest

from app.clocks import ActionTimer, Countdown, CountdownSpec, RoundTimer, Stopwatch, make_timer
from app.rules.clocks import clock_preset, round_timer


@pytest.mark.parametrize("elapsed, remaining, phase, time_up", [
    (0, 2400, "main", False),
    (2399.5, 0.5, "main", False),
    (2400, 0, "main", False),
    (2460, 240, "extra", False),   # 40 min over: the 5 extra minutes run by themselves
    (2700, 0, "extra", False),
    (2700.1, 0, "extra", True),
])
def test_sanguosha_3v3_countdown_with_extra_time(fake_time, elapsed, remaining, phase, time_up):
    """Sanguosha 3v3: 40 minutes, then 5 extra minutes, then time is up."""
    timer = make_timer(clock_preset("sanguosha_3v3"), fake_time)
    timer.start()
    fake_time.t += elapsed
    state = timer.state()
    assert (state.phase, state.time_up) == (phase, time_up)
    assert state.remaining == pytest.approx(remaining)
    assert state.running is not time_up


def test_doudizhu_countdown_ends_the_game(fake_time):
    """Dou Dizhu: a 10-minute table countdown that stops at its end."""
    timer = make_timer(clock_preset("doudizhu"), fake_time)
    timer.start()
    fake_time.t += 601
    state = timer.state()
    assert state.time_up and state.remaining == 0 and state.elapsed == 600
    assert not timer.resume()


@pytest.mark.parametrize("elapsed, due", [(1799, False), (1800, True), (2000, True)])
def test_identity_alert_at_the_set_minute(fake_time, elapsed, due):
    """Identity: the 崩坏 alert becomes due at 30 minutes of play."""
    timer = make_timer(clock_preset("sanguosha_identity"), fake_time)
    timer.start()
    fake_time.t += elapsed
    assert timer.state().alert_due is due


def test_countdown_pause_resume_and_adjust(fake_time):
    """Paused time does not count; a correction sets the time left in the current phase."""
    timer = Countdown(CountdownSpec(600), fake_time)
    timer.start()
    fake_time.t += 100
    timer.pause()
    fake_time.t += 1000
    assert timer.state().remaining == 500 and timer.state().paused
    timer.adjust(200)
    timer.resume()
    fake_time.t += 50
    assert timer.state().remaining == 150
    with pytest.raises(RuntimeError):
        timer.adjust(10)


def test_countdown_adjust_after_time_up_reopens_it(fake_time):
    """A referee who gives time back after time-up can resume the table."""
    timer = Countdown(CountdownSpec(60), fake_time)
    timer.start()
    fake_time.t += 100
    assert timer.state().time_up
    timer.adjust(30)
    assert not timer.state().time_up and timer.resume()


@pytest.mark.parametrize("name, seconds", [
    ("action", 15), ("skill", 5), ("draft", 20), ("lineup", 90), ("camp", 10)])
def test_sanguosha_action_timers(fake_time, name, seconds):
    """Each Sanguosha action gets its own limit from the preset."""
    timer = make_timer(clock_preset("sanguosha_3v3"), fake_time)
    timer.start()
    timer.start_action(name)
    fake_time.t += seconds
    assert timer.state().action.remaining == 0 and not timer.state().action.expired
    fake_time.t += 0.1
    assert timer.state().action.expired


def test_one_call_restarts_the_action_timer(fake_time):
    """Starting an action again restarts it from its full time."""
    timer = ActionTimer({"action": 15, "skill": 5}, fake_time)
    timer.start("action")
    fake_time.t += 12
    timer.start("action")
    assert timer.state().remaining == 15
    timer.start("skill")
    fake_time.t += 2
    assert (timer.state().name, timer.state().remaining) == ("skill", 3)


def test_action_timer_refuses_unknown_actions(fake_time):
    """An action the event does not have is an error naming it."""
    with pytest.raises(ValueError, match="lineup"):
        ActionTimer({"action": 15}, fake_time).start("lineup")


def test_table_pause_pauses_its_action_timer(fake_time):
    """Pausing the table also holds the action countdown."""
    timer = make_timer(clock_preset("sanguosha_1v1"), fake_time)
    timer.start()
    timer.start_action("action")
    fake_time.t += 5
    timer.pause()
    fake_time.t += 100
    assert timer.state().action.remaining == 10
    timer.resume()
    fake_time.t += 1
    assert timer.state().action.remaining == 9


def test_round_timer_from_event_settings(fake_time):
    """The hall round timer counts down the event's round minutes."""
    timer = round_timer("go", None, fake_time)
    timer.start()
    fake_time.t += 60
    assert timer.state().remaining == 59 * 60
    assert isinstance(timer, RoundTimer)
    short = round_timer("go", {"round_minutes": 1}, fake_time)
    short.start()
    fake_time.t += 61
    assert short.state().time_up


def test_stopwatch_counts_up_without_paused_time(fake_time):
    """The stopwatch counts running time only."""
    watch = make_timer(clock_preset("xiangqi", {"clock": {"mode": "stopwatch"}}), fake_time)
    assert isinstance(watch, Stopwatch)
    watch.start()
    fake_time.t += 30
    watch.pause()
    fake_time.t += 30
    assert watch.state().elapsed == 30
    watch.adjust(100)
    watch.resume()
    fake_time.t += 1
    assert watch.state().elapsed == 101


def test_identity_time_to_the_alert_counts_play_only_and_follows_the_setting(fake_time):
    """until_alert counts down played time (pauses excluded) to the configured minute, then is None."""
    from app.clocks import spec_from_settings
    timer = make_timer(spec_from_settings({"mode": "countdown", "duration": 3600, "alert_at": 2400}), fake_time)
    timer.start()
    fake_time.t += 600
    timer.pause()
    fake_time.t += 300
    assert timer.state().until_alert == pytest.approx(1800)
    timer.resume()
    fake_time.t += 1800
    assert timer.state().alert_due and timer.state().until_alert is None
    assert make_timer(clock_preset("doudizhu"), fake_time).state().until_alert is None
