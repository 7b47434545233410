"""Storing a drawn round in bulk: every table, seat, role, filler and bye exactly as drawn, in one transaction."""
import pytest
from sqlalchemy import func, select

from app.models.schema import AuditEntry, Bye, Entry, GameTable, Round, Seat
from app.rules.events import PRESETS
from app.services import rounds as rounds_service
from app.services.history import is_team_event, main_stage, stage_rounds
from app.services.players import event_for, withdraw_player
from app.services.rounds import pair_next_round, repair_last_round
from app.services.tournament import update_event_settings


def _capture_draws(monkeypatch):
    """Keep what the engine drew on its way into the file."""
    drawn = []
    original = rounds_service._store_round

    def keep(session, event, stage, number, seed, draws, *rest):
        drawn.append(draws)
        return original(session, event, stage, number, seed, draws, *rest)
    monkeypatch.setattr(rounds_service, "_store_round", keep)
    return drawn


def _stored(store, code, number):
    """The round read back through the ORM: per group, its tables' seats and its byes."""
    with store.read() as session:
        event = event_for(session, code)
        team_event = is_team_event(event)
        players = dict(session.execute(select(Entry.id, Entry.player_id)).all())

        def unit(row):
            return row.team_id if team_event else players.get(row.entry_id)
        out = {}
        for rnd in stage_rounds(session, main_stage(event), number):
            tables = [(t.number, [(s.seat_no, s.role, unit(s)) for s in sorted(t.seats, key=lambda s: s.seat_no)])
                      for t in sorted(rnd.tables, key=lambda t: t.number)]
            out[rnd.group_no] = (rnd.seed, tables, sorted(unit(b) for b in rnd.byes))
        return out


def _expected(draws, seed):
    out, table_no = {}, 0
    for group_no, pairing in draws:
        tables = []
        for table in pairing.tables:
            table_no += 1
            seats = [(i, table.roles[i] if table.roles else "", uid) for i, uid in enumerate(table.players)]
            seats += [(len(table.players) + f, "filler", None) for f in range(table.fillers)]
            tables.append((table_no, seats))
        out[group_no] = (seed, tables, sorted(pairing.byes))
    return out


@pytest.mark.parametrize("code", list(PRESETS))
def test_every_event_stores_its_draw_exactly(demo_store, code, monkeypatch):
    """Tables numbered on, seats in order with roles and fillers, byes: the file holds the engine's draw."""
    drawn = _capture_draws(monkeypatch)
    pair_next_round(demo_store, code, seed=11)
    assert _stored(demo_store, code, 1) == _expected(drawn[0], 11)
    with demo_store.read() as session:
        assert session.scalar(select(func.count()).select_from(AuditEntry).where(AuditEntry.action == "pair")) == 1


def test_groups_store_their_tables_under_their_own_round(demo_store, monkeypatch):
    """A preliminary in two groups: each group's round holds its own tables, numbers running on."""
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    drawn = _capture_draws(monkeypatch)
    pair_next_round(demo_store, "go", seed=3)
    stored = _stored(demo_store, "go", 1)
    assert set(stored) == {1, 2} and stored == _expected(drawn[0], 3)
    numbers = [n for group in stored.values() for n, _seats in group[1]]
    assert numbers == list(range(1, len(numbers) + 1))


def test_a_failure_while_storing_leaves_nothing(demo_store, monkeypatch):
    """If the seats cannot be written, no round, table, seat, bye or audit entry of that pairing remains."""
    def counts():
        with demo_store.read() as session:
            return [session.scalar(select(func.count()).select_from(model))
                    for model in (Round, GameTable, Seat, Bye, AuditEntry)]
    before = counts()
    original = rounds_service.insert

    def failing(model):
        if model in (Seat, Seat.__table__):  # the seats' rows go in as the table's (no ORM bulk insert)
            raise RuntimeError("disk went away")
        return original(model)
    monkeypatch.setattr(rounds_service, "insert", failing)
    with pytest.raises(RuntimeError):
        pair_next_round(demo_store, "xiangqi", seed=1)
    assert counts() == before


@pytest.mark.parametrize("code", ["xiangqi", "doudizhu"])
def test_byes_and_fillers_are_stored_as_drawn(demo_store, code, monkeypatch):
    """One entrant withdrawn: the odd one out's bye (or a table's filler seats) land as drawn."""
    with demo_store.read() as session:
        event = event_for(session, code)
        player_id = next(e.player_id for e in event.entries)
    withdraw_player(demo_store, player_id)
    drawn = _capture_draws(monkeypatch)
    pair_next_round(demo_store, code, seed=5)
    draws = drawn[0]
    assert any(p.byes for _g, p in draws) or any(t.fillers for _g, p in draws for t in p.tables)
    assert _stored(demo_store, code, 1) == _expected(draws, 5)


@pytest.mark.parametrize("code", ["go", "sanguosha_3v3"])
def test_a_new_stage_holds_every_entrant_once_in_the_order_drawn(demo_store, code):
    """Round 1 makes the final's members (stored as rows); re-pairing it draws the stage afresh, in the
    same transaction, and the same seed gives the same members in the same order and the same tables."""
    def members():
        with demo_store.read() as session:
            event = event_for(session, code)
            stage = main_stage(event)
            return len(event.stages), [(m.entry_id, m.team_id, m.group_no) for m in
                                       sorted(stage.members, key=lambda m: m.id)]
    first = pair_next_round(demo_store, code, seed=4)
    stages, drawn = members()
    seated = sorted(s.competitor_id for t in first.tables for s in t.seats if s.competitor_id)
    assert stages == 1 and len(drawn) == len(set(drawn)) == len(seated) + len(first.byes)
    again = repair_last_round(demo_store, code, first.round_id, seed=4)
    assert members() == (1, drawn)
    assert [[s.competitor_id for s in t.seats] for t in again.tables] == [[s.competitor_id for s in t.seats]
                                                                           for t in first.tables]
