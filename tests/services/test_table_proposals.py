"""The desk's side of table entry (#37 item 4): proposals listed apart with a conflict flag, confirmed into a
result through the results service (audited proposal → result), rejected with words the phone shows, and a
result both sides agreed accepted by itself only where the event says so and nothing conflicts."""
import random

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry
from app.models.store import open_store
from app.scoring import ResultError
from app.services.results import ChangedElsewhere, RedrawnElsewhere, Seen, record_result
from app.services.round_views import round_view
from app.services.rounds import pair_next_round, repair_last_round
from app.services.table_entry import agree, open_table_entry, proposal_state, propose, table_for_pin
from app.services.table_proposals import confirm_proposal, pending_proposals, reject_proposal, take_back
from app.services.tournament import update_event_settings


def _table(store, code="xiangqi"):
    view = pair_next_round(store, code, seed=1)
    codes = open_table_entry(store, code, view.round_id, by="裁判长", rng=random.Random(5))
    return view, codes


def _propose(store, codes, table, score, device, code="xiangqi"):
    page = table_for_pin(store, code, table, codes[table])
    return propose(store, code, table, codes[table], {"score": score}, device=device, revision=page.revision)


def _result(store, view, table):
    return round_view(store, view.event, view.round_id).tables[table - 1].result


def test_the_desk_lists_confirms_and_audits_a_proposal(demo_url):
    """Listed with its words, device and agreement; confirmed, it is the table's result, the audit says
    proposal → result with the device, and the phone's poll reads confirmed (SQLite and PostgreSQL)."""
    store = open_store(demo_url)
    try:
        view, codes = _table(store)
        made = _propose(store, codes, 1, "1-0", "phone-a")
        agree(store, "xiangqi", 1, codes[1], made.id, device="phone-b")
        [line] = pending_proposals(store, "xiangqi", view.round_id)
        assert (line.proposal.table_number, str(line.proposal.result), line.proposal.device) == (1, "2-0", "phone-a")
        assert line.proposal.agreed and not line.conflict
        recorded = confirm_proposal(store, made.id, by="裁判长")
        assert recorded.scored.summary == "1-0" and _result(store, view, 1) == "1-0"
        assert pending_proposals(store, "xiangqi", view.round_id) == ()
        assert proposal_state(store, made.id).state == "confirmed"
        with store.read() as session:
            entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "result_from_proposal")).one()
            assert entry.old["proposal"] == made.id and entry.old["device"] == "phone-a"
            assert entry.old["agreed_device"] == "phone-b" and entry.new["by"] == "裁判长"
            assert session.scalars(select(AuditEntry.action).where(AuditEntry.entity_id == entry.entity_id)
                                   .order_by(AuditEntry.id)).all()[-2:] == ["result", "result_from_proposal"]
        with pytest.raises(ResultError) as again:
            confirm_proposal(store, made.id, by="裁判长")
        assert again.value.code == "table_entry.not_pending"
    finally:
        store.close()


def test_two_different_proposals_or_a_different_desk_result_are_flagged(demo_store):
    """Two phones entering different results for a table are both flagged; confirming one answers the
    other; a proposal for a table the desk entered otherwise is flagged too."""
    view, codes = _table(demo_store)
    one = _propose(demo_store, codes, 1, "1-0", "a")
    other = _propose(demo_store, codes, 1, "0-1", "b")
    same = _propose(demo_store, codes, 2, "=", "c")
    _propose(demo_store, codes, 2, "=", "d")
    flags = {line.id: line.conflict for line in pending_proposals(demo_store, "xiangqi", view.round_id)}
    assert flags[one.id] and flags[other.id] and not flags[same.id]
    confirm_proposal(demo_store, other.id, by="裁判长")
    answered = proposal_state(demo_store, one.id)
    assert answered.state == "rejected" and answered.reason.message("en") == \
        "The referee confirmed another entry for this table"
    late = _propose(demo_store, codes, 3, "1-0", "e")
    record_result(demo_store, "xiangqi", view.round_id, 3, {"score": "0-1"})
    [line] = [line for line in pending_proposals(demo_store, "xiangqi", view.round_id) if line.id == late.id]
    assert line.conflict


def test_a_rejection_reaches_the_phone(demo_store):
    """A rejection needs a reason; the phone's poll reads it; the table stays open."""
    view, codes = _table(demo_store)
    made = _propose(demo_store, codes, 1, "1-0", "a")
    with pytest.raises(ResultError) as refused:
        reject_proposal(demo_store, made.id, "  ", by="裁判长")
    assert refused.value.code == "table_entry.reason_needed"
    reject_proposal(demo_store, made.id, "红方认输记录有误", by="裁判长")
    state = proposal_state(demo_store, made.id)
    assert state.state == "rejected" and state.reason == "红方认输记录有误" and _result(demo_store, view, 1) == ""
    with demo_store.read() as session:
        assert session.scalars(select(AuditEntry.action).order_by(AuditEntry.id.desc())).first() == \
            "table_proposal_reject"


def test_an_undone_confirmation_puts_the_proposal_back(demo_store):
    """Undoing a confirmation (the result cleared, the proposal reopened, in one transaction) lists it again as
it was; where the table was changed since, nothing is taken back."""
    view, codes = _table(demo_store)
    made = _propose(demo_store, codes, 1, "1-0", "a")
    recorded = confirm_proposal(demo_store, made.id, by="裁判长")
    assert take_back(demo_store, made.id, recorded.previous, Seen("1-0", recorded.draw), by="裁判长") is None
    assert [line.id for line in pending_proposals(demo_store, "xiangqi", view.round_id)] == [made.id]
    assert proposal_state(demo_store, made.id).state == "pending" and _result(demo_store, view, 1) == ""
    again = confirm_proposal(demo_store, made.id, by="裁判长")
    record_result(demo_store, "xiangqi", view.round_id, 1, {"score": "0-1"})  # changed since: not taken back
    with pytest.raises(ChangedElsewhere):
        take_back(demo_store, made.id, again.previous, Seen("1-0", again.draw), by="裁判长")
    assert proposal_state(demo_store, made.id).state == "confirmed" and _result(demo_store, view, 1) == "0-1"


def test_a_repaired_rounds_proposal_is_not_applied(demo_store):
    """The round paired again since the proposal: confirming it is refused, nothing written."""
    view, codes = _table(demo_store)
    made = _propose(demo_store, codes, 1, "1-0", "a")
    repair_last_round(demo_store, "xiangqi", view.round_id, seed=9)
    with pytest.raises(RedrawnElsewhere):
        confirm_proposal(demo_store, made.id, by="裁判长")
    assert proposal_state(demo_store, made.id).state == "pending"
    assert {t.result for t in round_view(demo_store, "xiangqi", view.round_id).tables} == {""}


def test_an_agreed_result_is_accepted_by_itself_only_where_set_and_without_conflict(demo_store):
    """With ``table_entry_auto_accept`` an agreed proposal becomes the result at once (audited as the
    setting's); where another phone entered otherwise, it waits for the desk."""
    update_event_settings(demo_store, "xiangqi", {"table_entry_auto_accept": True})
    view, codes = _table(demo_store)
    made = _propose(demo_store, codes, 1, "1-0", "a")
    assert agree(demo_store, "xiangqi", 1, codes[1], made.id, device="b").state == "confirmed"
    assert _result(demo_store, view, 1) == "1-0"
    with demo_store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "result_from_proposal")).one()
        assert entry.new["by"] == "auto"
    first = _propose(demo_store, codes, 2, "1-0", "c")
    _propose(demo_store, codes, 2, "0-1", "d")
    assert agree(demo_store, "xiangqi", 2, codes[2], first.id, device="e").state == "agreed"
    assert _result(demo_store, view, 2) == ""


def test_two_stations_confirming_at_once_record_it_once(demo_url):
    """Two desks press Enter on the same proposal at the same moment: each takes the lock before it reads the
    proposal, so one records it and the other is told it was dealt with (SQLite and PostgreSQL)."""
    import threading
    here, there = open_store(demo_url), open_store(demo_url)
    try:
        _view, codes = _table(here)
        made = _propose(here, codes, 1, "1-0", "a")
        start, outcomes = threading.Barrier(2), []

        def press(store):
            start.wait()
            try:
                confirm_proposal(store, made.id, by="裁判长")
                outcomes.append("recorded")
            except ResultError as refused:
                outcomes.append(refused.code)
        threads = [threading.Thread(target=press, args=(store,)) for store in (here, there)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        assert sorted(outcomes) == ["recorded", "table_entry.not_pending"]
        with here.read() as session:
            assert len(session.scalars(select(AuditEntry).where(AuditEntry.action == "result_from_proposal")).all()) == 1
    finally:
        here.close()
        there.close()
