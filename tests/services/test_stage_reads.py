"""Reading a stage again reuses the records of rounds whose facts did not change, and sees every change."""
import random

from sqlalchemy import update

from app.models.schema import Seat
from app.services.history import load_stage, main_stage
from app.services.players import event_for, withdraw_player
from app.services.results import clear_result, record_result
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def _load(store, code):
    with store.read() as session:
        event = event_for(session, code)
        return load_stage(session, event, main_stage(event))


def _fresh(store, code):
    """The same read with nothing kept from earlier reads: the oracle."""
    store.round_reads.clear()
    return _load(store, code)


def _same(kept, fresh):
    return (kept.records == fresh.records and kept.incomplete_tables == fresh.incomplete_tables
            and kept.complete_rounds == fresh.complete_rounds and kept.competitors == fresh.competitors)


def test_kept_reads_equal_fresh_reads_through_a_tournament(demo_store):
    """Results entered, corrected, cleared, a withdrawal, a hand-edited seat: after each, kept == fresh."""
    rng = random.Random(2)
    code = "xiangqi"
    for number in (1, 2):
        view = pair_next_round(demo_store, code, seed=number)
        for table in view.tables:
            record_result(demo_store, code, view.round_id, table.number, {"score": rng.choice(["1-0", "0-1", "="])})
            _load(demo_store, code)
            assert _same(_load(demo_store, code), _fresh(demo_store, code))
    steps = [lambda: record_result(demo_store, code, RoundId(code, FINAL, 1), 1, {"score": "0-1"}),  # a correction in round 1
             lambda: clear_result(demo_store, code, RoundId(code, FINAL, 2), 2),
             lambda: withdraw_player(demo_store, view.tables[0].seats[0].competitor_id)]
    for step in steps:
        _load(demo_store, code)
        step()
        assert _same(_load(demo_store, code), _fresh(demo_store, code))
    with demo_store.session() as session:  # a change no service makes: the seat's points edited in the file
        session.execute(update(Seat).where(Seat.id == session.query(Seat.id).order_by(Seat.id).limit(1)
                                           .scalar_subquery()).values(points=7.0))
    kept = _load(demo_store, code)
    assert any(7.0 in record.points.values() for record in kept.records)
    assert _same(kept, _fresh(demo_store, code))


def test_an_unchanged_round_gives_the_same_record_objects(demo_store):
    """A result in round 2 rebuilds round 2 only: round 1's records are the very objects read before."""
    code = "go"
    view = pair_next_round(demo_store, code, seed=1)
    for table in view.tables:
        record_result(demo_store, code, RoundId(code, FINAL, 1), table.number, {"score": "1-0"})
    second = pair_next_round(demo_store, code, seed=2)
    before = _load(demo_store, code)
    record_result(demo_store, code, RoundId(code, FINAL, 2), second.tables[0].number, {"score": "0-1"})
    after = _load(demo_store, code)
    first_round = [r for r in before.records if r.round == 1]
    assert first_round and all(any(r is s for s in after.records) for r in first_round)
    assert len([r for r in after.records if r.round == 2]) == 1 and not [r for r in before.records if r.round == 2]


def test_a_round_read_again_keeps_the_records_of_its_unchanged_tables(demo_store):
    """A result in the open round reads the round again: its other tables give the very records read before;
    the table entered, and a table corrected afterwards, give new ones equal to a fresh read's."""
    code = "xiangqi"
    view = pair_next_round(demo_store, code, seed=1)
    for table in view.tables[:3]:
        record_result(demo_store, code, view.round_id, table.number, {"score": "1-0"})
    before = _load(demo_store, code)
    record_result(demo_store, code, view.round_id, view.tables[3].number, {"score": "="})
    after = _load(demo_store, code)
    assert len(after.records) == len(before.records) + 1
    assert all(any(r is s for s in after.records) for r in before.records)
    record_result(demo_store, code, view.round_id, view.tables[0].number, {"score": "0-1"})  # a correction
    corrected = _load(demo_store, code)
    assert sum(1 for r in corrected.records if not any(r is s for s in after.records)) == 1
    assert _same(corrected, _fresh(demo_store, code))


def test_each_open_file_keeps_its_own_reads(demo_store, tmp_path):
    """Two files open at once: reading or ranking one fills that store's caches only (nothing module-wide)."""
    import shutil

    from app.models.store import open_store
    shutil.copyfile(demo_store.path, tmp_path / "other.sqlite")
    other = open_store(tmp_path / "other.sqlite")
    try:
        pair_next_round(demo_store, "xiangqi", seed=1)
        _load(demo_store, "xiangqi")
        assert len(demo_store.round_reads) == 1
        assert other.round_reads == {}
        kept = dict(demo_store.round_reads)
        pair_next_round(other, "xiangqi", seed=2)
        _load(other, "xiangqi")
        assert len(other.round_reads) == 1 and demo_store.round_reads == kept
        from app.services.standings import event_standings  # the rankings' caches too (pairing ranks with them)
        other_kept = dict(other.history_caches)
        event_standings(demo_store, "xiangqi")
        assert len(demo_store.history_caches) == 1 and other.history_caches == other_kept
        event_standings(other, "xiangqi")
        assert len(other.history_caches) == 1
        assert next(iter(other.history_caches.values())) is not next(iter(demo_store.history_caches.values()))
    finally:
        other.close()


def test_a_read_inside_a_change_rolled_back_is_not_kept_as_the_file(demo_store):
    """A stage read inside a write that is then rolled back: the next read sees the file, not the undone change."""
    code = "xiangqi"
    view = pair_next_round(demo_store, code, seed=1)
    record_result(demo_store, code, RoundId(code, FINAL, 1), view.tables[0].number, {"score": "1-0"})
    _load(demo_store, code)

    class Undone(Exception):
        pass
    try:
        with demo_store.session() as session:
            session.execute(update(Seat).where(Seat.points.is_not(None)).values(points=9.0))
            event = event_for(session, code)
            inside = load_stage(session, event, main_stage(event))
            assert any(9.0 in record.points.values() for record in inside.records)
            raise Undone
    except Undone:
        pass
    after = _load(demo_store, code)
    assert not any(9.0 in record.points.values() for record in after.records)
    assert _same(after, _fresh(demo_store, code))


def test_a_round_deleted_and_paired_again_is_read_afresh(demo_store):
    """The last round deleted and paired again (its id may come back): the read is the new round's."""
    from app.services.rounds import delete_last_round
    code = "go"
    for number in (1, 2):
        view = pair_next_round(demo_store, code, seed=number)
        for table in view.tables:
            record_result(demo_store, code, view.round_id, table.number, {"score": "1-0"})
    _load(demo_store, code)
    delete_last_round(demo_store, code, RoundId(code, FINAL, 2))
    _load(demo_store, code)
    pair_next_round(demo_store, code, seed=5)
    kept = _load(demo_store, code)
    assert kept.incomplete_tables.get(2) and not [r for r in kept.records if r.round == 2]
    assert _same(kept, _fresh(demo_store, code))


def test_the_same_entrants_and_draw_give_the_same_competitors_and_a_change_new_ones():
    """The history of a read equal in entrants and draw reuses the competitors made last time (the ranking
    then finds them unchanged at a glance) in containers of its own; a renamed entrant, a changed group or
    a withdrawal is made anew."""
    from types import SimpleNamespace
    from app.services.stage_rows import stage_history
    stage = SimpleNamespace(id=1, kind="final", pairing="swiss")
    units = [(1, "甲", "一中", True), (2, "乙", "二中", True), (3, "丙", "一中", True)]
    members = [(None, 3, 0), (None, 1, 0), (None, 2, 0)]

    def history(units, members):
        return stage_history(stage, False, list(units), list(members), [], {}, {})
    first, second = history(units, members), history(units, members)
    assert [c.id for c in first.competitors] == [3, 1, 2]
    assert all(a is b for a, b in zip(first.competitors, second.competitors))
    assert first.competitors is not second.competitors and first.active is not second.active
    second.active.discard(1)  # a caller's change stays its own
    assert history(units, members).active == {1, 2, 3}
    renamed = history([(1, "甲二", "一中", True)] + units[1:], members)
    assert renamed.competitors[1].name == "甲二" and renamed.names[1] == "甲二"
    regrouped = history(units, [(None, 3, 1), (None, 1, 0), (None, 2, 0)])
    assert regrouped.groups[3] == 1
    withdrawn = history(units[:2] + [(3, "丙", "一中", False)], members)
    assert withdrawn.active == {1, 2}
