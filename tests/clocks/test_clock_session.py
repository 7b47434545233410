"""The clock session without Qt or a file: which timers a round has, what comes back after a crash,
what is saved, what the hall reads; and the desk the main window owns."""
import pytest
from fakes import FakeTime

from app.clocks import Countdown, GameClock, RoundTimer, Stopwatch, spec_from_settings
from app.clocks.session import (
    CHARGE,
    FINISHED,
    FREE_KEY,
    KEEP_PAUSED,
    NO_CHARGE,
    ClockDesk,
    ClockSession,
    Reading,
    RoundClocks,
    TableClock,
)
from app.messages import Message

XIANGQI = spec_from_settings({"mode": "sudden_death", "main": 600})
DOUDIZHU = spec_from_settings({"mode": "countdown", "duration": 600})
WALL = 1_700_000_000.0


def _round(number=1, seed=7, tables=3):
    prefix = f"round-{number}-{seed}"
    return RoundClocks(Message("round.name.final", number=number), prefix, f"{prefix}/hall",
                       tuple(TableClock(f"{prefix}/table-{n}", n, (f"甲{n}", f"乙{n}"))
                             for n in range(1, tables + 1)))


@pytest.fixture
def times():
    return FakeTime(100.0), FakeTime(WALL)


@pytest.fixture
def session(times):
    return ClockSession(*times)


def _running_snapshots(times, clocks, spec=XIANGQI):
    """A run of the round: the hall timer and every table started, 10 s played; the snapshots as saved."""
    now, wall = times
    timers = {clocks.hall_key: RoundTimer(1800, now, wall)}
    timers[clocks.hall_key].start()
    for table in clocks.tables:
        timers[table.key] = GameClock(spec, now, wall) if spec is XIANGQI else Countdown(spec, now, wall)
        timers[table.key].start(0) if spec is XIANGQI else timers[table.key].start()
    now.t += 10
    wall.t += 10
    return {key: timer.snapshot() for key, timer in timers.items()}


def test_a_fresh_round_has_a_round_timer_and_one_timer_per_table(session):
    """Nothing stored: the hall timer lasts the round's minutes, each table gets the event's timer."""
    clocks = _round(tables=4)
    loaded = session.load(DOUDIZHU, 900.0, clocks, {})
    assert loaded.stale == () and loaded.unreadable == ()
    assert set(session.timers) == {clocks.hall_key, *(t.key for t in clocks.tables)}
    assert isinstance(session.timers[clocks.hall_key], RoundTimer)
    assert session.timers[clocks.hall_key].state().remaining == 900.0
    assert all(isinstance(session.timers[t.key], Countdown) for t in clocks.tables)
    assert not session.two_player


def test_before_round_one_only_a_stored_free_clock_exists(session):
    """No round: no timers but the free clock, if the file has one; every other stored clock is stale."""
    free = GameClock(XIANGQI, session.now, session.wall).snapshot()
    loaded = session.load(XIANGQI, 1800.0, None, {FREE_KEY: free, "round-1-3/hall": {"kind": "x"}})
    assert loaded.stale == ("round-1-3/hall",)
    assert set(session.timers) == {FREE_KEY} and session.two_player


def test_the_clocks_of_another_round_are_stale(session):
    """A re-paired round (another seed) makes the old round's keys stale; the free clock stays."""
    old, new = _round(seed=1), _round(seed=2)
    stored = {old.hall_key: {"kind": "round"}, old.tables[0].key: {"kind": "game_clock"},
              FREE_KEY: GameClock(XIANGQI, session.now, session.wall).snapshot()}
    loaded = session.load(XIANGQI, 1800.0, new, stored)
    assert set(loaded.stale) == {old.hall_key, old.tables[0].key}
    assert FREE_KEY in session.timers and old.hall_key not in session.timers


def test_a_started_timer_is_kept_and_others_come_back_paused_from_the_file(session, times):
    """Reloading keeps a clock running in memory; a stored one returns paused, a new one is fresh."""
    clocks = _round()
    stored = _running_snapshots(times, clocks)
    session.load(XIANGQI, 1800.0, clocks, {})
    kept = session.timers[clocks.tables[0].key]
    kept.start(0)
    del stored[clocks.tables[0].key]
    del stored[clocks.tables[2].key]
    session.load(XIANGQI, 1800.0, clocks, stored)
    assert session.timers[clocks.tables[0].key] is kept and kept.state().running
    restored = session.timers[clocks.tables[1].key].state()
    assert restored.times == (590.0, 600.0) and not restored.running
    assert not session.timers[clocks.tables[2].key].state().started
    assert session.restored == {clocks.hall_key, clocks.tables[1].key}


def test_an_unreadable_snapshot_is_reported_and_a_fresh_timer_takes_its_place(session):
    """A snapshot of an unknown kind (a newer version) gives a fresh timer and names the key."""
    clocks = _round()
    key = clocks.tables[0].key
    loaded = session.load(XIANGQI, 1800.0, clocks, {key: {"kind": "game_clock", "version": 99}})
    assert [k for k, _exc in loaded.unreadable] == [key]
    assert not session.timers[key].state().started


@pytest.mark.parametrize("choice, left, right, running", [
    (KEEP_PAUSED, 590.0, 600.0, False),
    (NO_CHARGE, 590.0, 600.0, True),
    (CHARGE, 590.0 - 120, 600.0, True),  # the 120 s outage charged to the side to move
])
def test_crash_recovery_waits_for_the_choice_then_says_what_to_save(times, choice, left, right, running):
    """Clocks running at their last snapshot wait with their outage; the choice resumes them or not,
    and every waiting clock is to be saved."""
    clocks = _round()
    stored = _running_snapshots(times, clocks)
    reboot = ClockSession(FakeTime(5.0), FakeTime(times[1].t + 120))
    reboot.load(XIANGQI, 1800.0, clocks, stored, recover=True)
    assert dict(reboot.recovery_entries()) == {key: 120.0 for key in stored}
    assert not any(timer.state().running for timer in reboot.timers.values())
    saved = reboot.apply_recovery(choice)
    assert set(saved) == set(stored) and reboot.pending == {}
    state = reboot.timers[clocks.tables[0].key].state()
    assert (state.times, state.running) == ((left, right), running)
    assert reboot.apply_recovery(choice) == []  # answered once


def test_a_reload_without_recover_asks_nothing(times):
    """Only the first load of a page offers recovery: a later reload leaves nothing waiting."""
    clocks = _round()
    stored = _running_snapshots(times, clocks)
    reboot = ClockSession(FakeTime(5.0), FakeTime(times[1].t + 60))
    reboot.load(XIANGQI, 1800.0, clocks, stored)
    assert reboot.pending == {} and reboot.recovery_entries() == []


def test_a_table_the_referee_finished_is_saved_with_the_mark_one_finished_by_a_result_is_not(session):
    """The finished mark is the referee's; a result finishing a table needs no mark (the result is in the file)."""
    clocks = _round()
    session.load(XIANGQI, 1800.0, clocks, {})
    finish, reopen = session.results_changed({1: True, 2: False, 3: False}, lambda n: False)
    assert (finish, reopen) == ([1], [])
    assert FINISHED not in session.table_snapshot(1, {"kind": "game_clock"}, finished=True)
    assert session.table_snapshot(2, {"kind": "game_clock"}, finished=True)[FINISHED] is True
    assert FINISHED not in session.table_snapshot(3, {"kind": "game_clock"}, finished=False)
    finish, reopen = session.results_changed({1: False, 2: False, 3: False}, lambda n: n == 1)
    assert (finish, reopen) == ([], [1])  # the result was withdrawn: the table plays on


def test_the_referees_finished_marks_come_back_from_the_file(session, times):
    """A stored snapshot with the mark makes its table finished again after a reload."""
    clocks = _round()
    stored = _running_snapshots(times, clocks)
    stored[clocks.tables[1].key] = {**stored[clocks.tables[1].key], FINISHED: True}
    session.load(XIANGQI, 1800.0, clocks, stored)
    assert session.marked == {clocks.tables[1].key}


def test_the_hall_reads_the_started_round_timer_and_the_running_tables(session):
    """Readings: the round timer once started, then each running table with its time left."""
    clocks = _round()
    session.load(XIANGQI, 1800.0, clocks, {})
    assert session.readings() == []
    session.timers[clocks.hall_key].start()
    session.timers[clocks.tables[1].key].start(0)
    session.now.t += 60
    assert session.readings() == [Reading(None, 1740.0), Reading(clocks.tables[1], 540.0)]
    session.timers[clocks.tables[1].key].pause()
    assert session.readings() == [Reading(None, 1740.0)]


def test_stopwatch_tables_are_not_on_the_hall(session):
    """A stopwatch has no time left to show: the hall lists only the round timer."""
    clocks = _round()
    session.load(spec_from_settings({"mode": "stopwatch"}), 1800.0, clocks, {})
    session.timers[clocks.hall_key].start()
    table = session.timers[clocks.tables[0].key]
    assert isinstance(table, Stopwatch)
    table.start()
    assert [r.table for r in session.readings()] == [None]


def test_the_free_clock_is_made_once(session):
    """The big clock before round 1 is one two-player clock, kept among the timers."""
    session.load(XIANGQI, 1800.0, None, {})
    clock = session.free_clock()
    assert isinstance(clock, GameClock) and session.free_clock() is clock
    assert session.timers[FREE_KEY] is clock


def test_the_desk_keeps_each_events_session_until_another_file_is_opened(times):
    """A rebuilt page gets the same session (its clocks run on); a new file starts afresh."""
    desk = ClockDesk()
    first = desk.session("xiangqi", *times)
    assert desk.session("xiangqi", *times) is first
    assert desk.session("go", *times) is not first
    desk.forget_sessions()
    assert desk.session("xiangqi", *times) is not first


def test_the_desk_lists_every_pages_timers_and_drops_a_page_that_is_gone():
    """Sources by owner, in owner order; None removes one; a deleted Qt page's source is dropped."""
    desk = ClockDesk()

    def deleted():
        raise RuntimeError("Internal C++ object (ClocksPage) already deleted.")
    desk.set_timer_source("b", lambda: [("象棋 第 1 轮 全场计时", 5.0)])
    desk.set_timer_source("a", lambda: [("围棋 第 1 轮 全场计时", 60.0)])
    desk.set_timer_source("c", deleted)
    assert desk.timer_entries() == [("围棋 第 1 轮 全场计时", 60.0), ("象棋 第 1 轮 全场计时", 5.0)]
    desk.set_timer_source("a", None)
    assert desk.timer_entries() == [("象棋 第 1 轮 全场计时", 5.0)]


def test_the_clock_session_imports_neither_qt_nor_sqlalchemy():
    """The session is domain code: importing it (in a fresh interpreter) loads no PySide6 and no SQLAlchemy."""
    import subprocess
    import sys
    from pathlib import Path
    code = ("import sys, app.clocks.session; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'PySide6', 'sqlalchemy'}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2], timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_clocks_another_station_runs_are_shown_running_and_never_wait_for_recovery(session, times):
    """Opened beside the station that runs the hall timer and table 1: both run on as there (10 s played
    and 5 s since), no recovery waits for them; the other tables, a gone station's, are offered back."""
    clocks = _round()
    stored = _running_snapshots(times, clocks)
    now, wall = times
    now.t += 5
    wall.t += 5
    elsewhere = frozenset({clocks.hall_key, clocks.tables[0].key})
    session.load(XIANGQI, 1800.0, clocks, stored, recover=True, elsewhere=elsewhere)
    hall = session.timers[clocks.hall_key].state()
    assert (hall.running, hall.remaining) == (True, 1785.0)
    assert session.timers[clocks.tables[0].key].state().remaining(0) == 585.0
    assert set(session.pending) == {clocks.tables[1].key, clocks.tables[2].key}
    assert session.shown_only(clocks.hall_key) and not session.shown_only(clocks.tables[1].key)


def test_following_replaces_only_the_clocks_whose_snapshot_changed(session, times):
    clocks = _round()
    stored = _running_snapshots(times, clocks)
    hall = clocks.hall_key
    session.load(XIANGQI, 1800.0, clocks, stored, elsewhere=frozenset({hall}))
    assert session.follow(stored, frozenset({hall})) == []
    paused = RoundTimer.restore(stored[hall], times[0], True, times[1])
    paused.pause()
    assert session.follow({**stored, hall: paused.snapshot()}, frozenset({hall})) == [hall]
    assert not session.timers[hall].state().running


def test_a_display_only_session_shows_every_stored_clock_and_offers_none(session, times):
    """A read-only station: a live station's clock runs on, a gone station's stays as saved; nothing waits."""
    clocks = _round()
    stored = _running_snapshots(times, clocks)
    session.display_only = True
    session.load(XIANGQI, 1800.0, clocks, stored, recover=True, elsewhere=frozenset({clocks.hall_key}))
    assert session.pending == {}
    assert session.timers[clocks.hall_key].state().running
    assert not session.timers[clocks.tables[0].key].state().running
    assert all(session.shown_only(key) for key in session.timers)
