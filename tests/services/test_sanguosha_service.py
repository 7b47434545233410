"""The console with the table in the tournament file: committed per step, resumed after a crash."""
import random

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.models.store import open_store
from app.services.rounds import pair_next_round, delete_last_round
from app.services.sanguosha import (ConsoleChangedElsewhere, load_console, open_console, save_step)
from fakes import FakeTime
from app.stages.round_id import RoundId
from app.stages.policy import FINAL


@pytest.fixture
def table_3v3(demo_store):
    view = pair_next_round(demo_store, "sanguosha_3v3", seed=1)
    return view.tables[0]


def test_a_crash_mid_draft_resumes_at_the_same_step_with_the_same_piles(demo_store, table_3v3):
    """Steps written, the file closed without goodbye and reopened: same phase, piles, picks, seed."""
    clock = FakeTime(50.0)
    record = open_console(demo_store, "sanguosha_3v3", table_3v3.table_id, clock, random.Random(3), bidian_winner=0)
    console = record.console(clock)
    for method, args in (("take_pile", (0, 2)), ("take_pile", (1, 0)), ("end_viewing", ()),
                         ("choose_camp", (0, "warm")), ("choose_first_picker", ("warm", "cold"))):
        console.draft_step(method, *args)
        record = save_step(demo_store, "sanguosha_3v3", record, console, {"action": method})
    console.draft_step("pick", "cold", console.draft.available()[3])
    record = save_step(demo_store, "sanguosha_3v3", record, console, {"action": "pick"})
    path = demo_store.path
    demo_store.engine.dispose()  # the station dies: no close, nothing else written

    reopened = open_store(path)
    try:
        again = load_console(reopened, "sanguosha_3v3", table_3v3.table_id).console(clock)
        assert again.phase == "picks" and again.draft.side_to_move() == "warm"
        assert again.draft.state.piles == console.draft.state.piles
        assert again.draft.state.face_up == console.draft.state.face_up
        assert again.draft.state.picks == console.draft.state.picks
        assert again.draft.state.seed == console.draft.state.seed
        same = open_console(reopened, "sanguosha_3v3", table_3v3.table_id, clock, random.Random(99), bidian_winner=0)
        assert same.state == record.state  # opening again never deals afresh
    finally:
        reopened.close()


def test_every_step_is_audited_without_the_secret_lineup(demo_store, table_3v3):
    """Start and each step leave an audit row; a lineup's generals never appear in it."""
    clock = FakeTime(50.0)
    record = open_console(demo_store, "sanguosha_3v3", table_3v3.table_id, clock, random.Random(3), bidian_winner=0)
    console = record.console(clock)
    console.draft_step("take_pile", 0, 1)
    save_step(demo_store, "sanguosha_3v3", record, console, {"action": "take_pile", "value": 1})
    with demo_store.read() as session:
        rows = session.scalars(select(AuditEntry).where(AuditEntry.action.like("sanguosha_%"))).all()
    assert [row.action for row in rows] == ["sanguosha_start", "sanguosha_step"]
    assert rows[1].old["phase"] == "piles" and rows[1].new["phase"] == "piles"


def test_a_stale_write_from_another_station_is_refused(demo_store, table_3v3):
    """Two consoles on one table: the second write against an old revision changes nothing."""
    clock = FakeTime(50.0)
    record = open_console(demo_store, "sanguosha_3v3", table_3v3.table_id, clock, random.Random(3), bidian_winner=0)
    first, second = record.console(clock), record.console(clock)
    first.draft_step("take_pile", 0, 1)
    save_step(demo_store, "sanguosha_3v3", record, first, {"action": "take_pile"})
    second.draft_step("take_pile", 0, 2)
    with pytest.raises(ConsoleChangedElsewhere):
        save_step(demo_store, "sanguosha_3v3", record, second, {"action": "take_pile"})
    stored = load_console(demo_store, "sanguosha_3v3", table_3v3.table_id)
    assert stored.state["draft"]["pile_of"] == {"0": 1} and stored.revision == 1


def test_deleting_the_round_takes_its_consoles_along(demo_store, table_3v3):
    """A deleted (or re-paired) round leaves no console of its tables behind."""
    clock = FakeTime(50.0)
    open_console(demo_store, "sanguosha_3v3", table_3v3.table_id, clock, random.Random(3), bidian_winner=0)
    delete_last_round(demo_store, "sanguosha_3v3", RoundId("sanguosha_3v3", FINAL, 1))
    assert load_console(demo_store, "sanguosha_3v3", table_3v3.table_id) is None
