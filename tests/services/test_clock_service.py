"""Clock snapshots in the tournament file: save, load, clear, running detection, audit."""
import pytest
from fakes import FakeTime
from sqlalchemy import func, select

from app.clocks import GameClock, RoundTimer, restore_timer, spec_from_settings
from app.clocks.session import ClockSession
from app.rules.clocks import clock_preset
from app.models.schema import AuditEntry
from app.models.schema import ClockState as ClockRow
from app.services.clocks import (
    FREE_KEY,
    ClockSaveError,
    clear_clocks,
    hall_key,
    load_clocks,
    read_event_clocks,
    record_adjustment,
    round_prefix,
    running_clocks,
    save_clock,
    table_key,
)
from app.services.players import RosterError
from app.services.rounds import delete_last_round, pair_next_round, repair_last_round
from app.stages.round_id import RoundId
from app.stages.policy import FINAL


def _count(store, model):
    with store.read() as session:
        return session.scalar(select(func.count()).select_from(model))


def test_save_then_load_gives_the_snapshot_back_and_updates_in_place(store):
    """A second save of a key replaces its snapshot: one row per clock, read back unchanged."""
    now, wall = FakeTime(100.0), FakeTime(1_700_000_000.0)
    clock = GameClock(clock_preset("xiangqi"), now, wall)
    clock.start(0)
    save_clock(store, "xiangqi", FREE_KEY, clock.snapshot())
    now.t += 30
    clock.press()
    latest = clock.snapshot()
    save_clock(store, "xiangqi", FREE_KEY, latest)
    assert load_clocks(store, "xiangqi") == {FREE_KEY: latest}
    assert _count(store, ClockRow) == 1
    restored = restore_timer(load_clocks(store, "xiangqi")[FREE_KEY], now, False, wall)
    assert restored.state().times == (570.0, 600.0)


def test_clocks_belong_to_their_event(store):
    """The same key in two events is two clocks; clearing one event leaves the other."""
    save_clock(store, "xiangqi", FREE_KEY, {"kind": "stopwatch", "n": 1})
    save_clock(store, "go", FREE_KEY, {"kind": "stopwatch", "n": 2})
    assert load_clocks(store, "xiangqi")[FREE_KEY]["n"] == 1
    assert load_clocks(store, "go")[FREE_KEY]["n"] == 2
    assert clear_clocks(store, "xiangqi") == 1
    assert load_clocks(store, "xiangqi") == {}
    assert load_clocks(store, "go")[FREE_KEY]["n"] == 2


def test_a_file_that_cannot_be_written_is_reported(store, monkeypatch):
    """A locked or full file gives the referee a clear message, not a crash."""
    from sqlalchemy.exc import OperationalError

    def locked():
        raise OperationalError("UPDATE clock_state", {}, Exception("database is locked"))

    monkeypatch.setattr(store, "session", locked)
    with pytest.raises(ClockSaveError, match="计时未能写入"):
        save_clock(store, "go", FREE_KEY, {"kind": "stopwatch"})


def test_saving_for_an_unknown_event_is_refused(store):
    """A clock cannot be stored under an event the file does not have."""
    with pytest.raises(RosterError):
        save_clock(store, "nonesuch", FREE_KEY, {"kind": "stopwatch"})
    assert _count(store, ClockRow) == 0


@pytest.mark.parametrize("keys, left", [
    (None, set()),
    (["a"], {"b", "c"}),
    (["a", "c", "missing"], {"b"}),
    ([], {"a", "b", "c"}),
])
def test_clear_clocks_by_key(store, keys, left):
    """Clearing forgets exactly the named clocks, or all of them without names."""
    for key in "abc":
        save_clock(store, "go", key, {"kind": "stopwatch"})
    clear_clocks(store, "go", keys)
    assert set(load_clocks(store, "go")) == left


def test_round_keys_change_when_a_round_is_paired_again(demo_store):
    """A re-paired round has new keys, so its tables never inherit the old draw's clocks."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    second = repair_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), seed=2)
    assert first.number == second.number == 1
    assert round_prefix(first) != round_prefix(second)
    assert hall_key(first) == f"{round_prefix(first)}/hall"
    assert table_key(first, first.tables[0]).startswith(round_prefix(first) + "/table-")


def _forget_stale(store, code="xiangqi"):
    """Load the event's clock session from the file, then forget what it calls stale; returns how many."""
    data = read_event_clocks(store, code)
    loaded = ClockSession(FakeTime(1.0), FakeTime(1_700_000_000.0)).load(
        spec_from_settings(data.clock_settings), data.round_seconds, data.round, data.stored)
    return clear_clocks(store, code, loaded.stale)


def test_a_new_pairing_or_deleted_round_leaves_only_the_current_round_and_the_free_clock(demo_store):
    """Pairing, re-pairing or deleting a round: the session calls every other round's clocks stale."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    old_keys = [hall_key(view), table_key(view, view.tables[0])]
    for key in old_keys + [FREE_KEY]:
        save_clock(demo_store, "xiangqi", key, {"kind": "stopwatch"})
    assert _forget_stale(demo_store) == 0
    new = repair_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), seed=2)
    save_clock(demo_store, "xiangqi", hall_key(new), {"kind": "stopwatch"})
    assert _forget_stale(demo_store) == 2
    assert set(load_clocks(demo_store, "xiangqi")) == {FREE_KEY, hall_key(new)}
    delete_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    assert _forget_stale(demo_store) == 1
    assert set(load_clocks(demo_store, "xiangqi")) == {FREE_KEY}


def test_read_event_clocks_gives_the_round_its_keys_and_the_settings(demo_store):
    """The round's clocks carry the storage keys of its hall timer and tables, and who plays where."""
    assert read_event_clocks(demo_store, "go").round is None
    view = pair_next_round(demo_store, "go", seed=1)
    save_clock(demo_store, "go", FREE_KEY, {"kind": "stopwatch"})
    data = read_event_clocks(demo_store, "go")
    assert data.clock_settings["mode"] == "byoyomi" and data.round_seconds == 60.0 * 60
    assert data.stored == {FREE_KEY: {"kind": "stopwatch"}}
    assert (data.round.round_words, data.round.prefix, data.round.hall_key) == (view.words(), round_prefix(view), hall_key(view))
    first = data.round.tables[0]
    assert first.key == table_key(view, view.tables[0]) and first.number == view.tables[0].number
    assert first.names == tuple(seat.name for seat in view.tables[0].seats)
    assert all(data.round.owns(t.key) for t in data.round.tables) and not data.round.owns(FREE_KEY)


@pytest.mark.parametrize("paused_at, expected", [
    (None, {"hall": 90.0, "game": 90.0}),  # both running: both offered, with the outage
    ("game", {"hall": 90.0}),  # a paused clock is not offered
])
def test_running_clocks_are_found_with_their_outage(store, paused_at, expected):
    """Only clocks running at their last snapshot are offered, with the wall time since it."""
    now, wall = FakeTime(10.0), FakeTime(1_700_000_000.0)
    hall, game = RoundTimer(1800, now, wall), GameClock(clock_preset("go"), now, wall)
    hall.start()
    game.start(0)
    now.t += 5
    wall.t += 5
    if paused_at == "game":
        game.pause()
    save_clock(store, "go", "hall", hall.snapshot())
    save_clock(store, "go", "game", game.snapshot())
    wall.t += 90  # the power cut
    assert running_clocks(store, "go", wall) == expected


def test_saves_write_no_audit_rows_but_adjustments_do(store):
    """Presses are not audited (they are not results); a referee's adjustment is, old and new."""
    before = _count(store, AuditEntry)
    for n in range(5):
        save_clock(store, "go", FREE_KEY, {"kind": "stopwatch", "n": n})
    assert _count(store, AuditEntry) == before
    record_adjustment(store, "go", FREE_KEY, {"seconds": [300.0, 280.0]},
                      {"seconds": [360.0, 280.0]})
    with store.read() as session:
        entry = session.scalars(select(AuditEntry).order_by(AuditEntry.id.desc())).first()
    assert (entry.action, entry.entity) == ("clock_adjust", "clock")
    assert entry.old == {"key": FREE_KEY, "seconds": [300.0, 280.0]}
    assert entry.new == {"key": FREE_KEY, "seconds": [360.0, 280.0]}


def test_the_round_length_has_one_source(store):
    """The clock session's round length is the rules' round timer's, overridden minutes included."""
    from app.rules.clocks import round_seconds, round_timer
    from app.services.tournament import event_info, update_event_settings
    update_event_settings(store, "go", {"round_minutes": 37})
    overrides = event_info(store, "go").settings
    time = FakeTime(0.0)
    assert read_event_clocks(store, "go").round_seconds == round_seconds(overrides) == 2220.0
    assert round_timer("go", overrides, now=time, wall=time).state().remaining == 2220.0
