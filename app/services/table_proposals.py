"""The desk's side of table entry (docs/rules.md §9): the proposals listed apart, confirmed or rejected.

- ``pending_proposals(store, code, round_id)`` → ``ProposalLine``s: what the desk has still to decide,
  with a conflict flag (two different proposals for a table, or a table the desk entered differently).
- ``confirm_proposal(store, proposal_id, *, by)`` → ``Recorded``: recorded through the results service in
  the same transaction (same lock, same checks), audited as "proposal → result" with the device.
- ``reject_proposal(store, proposal_id, reason, *, by)``: the phone then shows the reason.
- ``take_back(store, proposal_id, previous, seen, *, by)``: the undo of a confirmation, in one transaction:
  the table's result as it was before, the proposal back in the list.
"""
from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from app.messages import Message
from app.models.schema import Event, Result, TableProposal, utcnow
from app.models.store import TournamentStore
from app.rules.events import settings_for
from app.services import audit
from app.services.events import event_for
from app.services.results import RESTORED, Recorded, Seen, clear_in, record_in
from app.services.round_views import round_view
from app.services.rounds import locked_event
from app.services.table_entry import (AGREED, CONFIRMED, OPEN_STATES, PENDING, REJECTED, ProposalState,
                                      TableEntryRefused, confirm_in, locked_proposal, proposal_view)
from app.stages.round_id import RoundId


@dataclass(frozen=True)
class ProposalLine:
    """A proposal as the desk lists it."""
    proposal: ProposalState
    conflict: bool  # another open proposal for the table reads otherwise, or its result does
    stale: bool = False  # made on a draw the round no longer is (re-paired): confirming it is refused

    @property
    def id(self) -> int:
        return self.proposal.id


def _conflict_flags(rows: list[TableProposal], results: dict[int, str]) -> dict[int, bool]:
    """Each open proposal's conflict flag."""
    by_table: dict[int, set[str]] = {}
    for row in rows:
        by_table.setdefault(row.table_id, set()).add(row.summary)
    return {row.id: len(by_table[row.table_id]) > 1 or results.get(row.table_id, row.summary) != row.summary
            for row in rows}


def pending_proposals(store: TournamentStore, code: str, round_id: RoundId) -> tuple[ProposalLine, ...]:
    """The round's proposals the desk still has to decide, by table then time."""
    with store.read() as session:
        event = event_for(session, code)
        rows = list(session.scalars(select(TableProposal).where(
            TableProposal.event_id == event.id, TableProposal.stage == round_id.stage,
            TableProposal.round_number == round_id.number, TableProposal.state.in_(OPEN_STATES))
            .order_by(TableProposal.table_number, TableProposal.id)))
        results = dict(session.execute(select(Result.table_id, Result.summary).where(
            Result.table_id.in_({row.table_id for row in rows}))).all()) if rows else {}
        settings = settings_for(code, event.settings)
        conflicts = _conflict_flags(rows, results)
    view = round_view(store, code, round_id) if rows else None
    draw = view.draw if view is not None else None
    return tuple(ProposalLine(proposal_view(row, code, settings), conflicts[row.id], row.draw != draw) for row in rows)


def confirm_proposal(store: TournamentStore, proposal_id: int, *, by: str) -> Recorded:
    """The desk confirms a proposal: it becomes the table's result (replacing one the desk entered, if the
    referee so chooses on a flagged conflict). A re-paired round's proposal is refused (RedrawnElsewhere)."""
    with store.session() as session:
        code = _proposal_event(session, proposal_id)
        locked_event(session, code)
        row = locked_proposal(session, proposal_id)
        _still_open(row)
        return confirm_in(session, code, row, by)


def _proposal_event(session, proposal_id: int) -> str:
    """The event a proposal belongs to (a plain column read, before its row is locked and read whole)."""
    code = session.scalar(select(Event.code).join(TableProposal, TableProposal.event_id == Event.id)
                          .where(TableProposal.id == proposal_id))
    if code is None:
        raise TableEntryRefused("table_entry.no_proposal", proposal_id=proposal_id)
    return code


def _still_open(row: TableProposal) -> None:
    if row.state not in OPEN_STATES:
        raise TableEntryRefused("table_entry.not_pending", state=Message(f"table_entry.state.{row.state}"))


def reject_proposal(store: TournamentStore, proposal_id: int, reason: str, *, by: str) -> None:
    """The desk rejects a proposal with its reason, which the phone then shows."""
    if not (reason or "").strip():
        raise TableEntryRefused("table_entry.reason_needed")
    with store.session() as session:
        locked_event(session, _proposal_event(session, proposal_id))
        row = locked_proposal(session, proposal_id)
        _still_open(row)
        row.state, row.decided_at, row.decided_by, row.reason = REJECTED, utcnow(), by, reason.strip()
        audit.record(session, "table_proposal_reject", "table", row.table_id,
                     {"proposal": row.id, "device": row.device, "summary": row.summary},
                     {"table": row.table_number, "reason": reason.strip(), "by": by})


def take_back(store: TournamentStore, proposal_id: int, previous: dict | None, seen: Seen, *, by: str) -> str | None:
    """A confirmation undone, in one transaction: the table's result put back as it was before (``previous``
    its entry, None: open) if it still reads as ``seen``, and the proposal open again (agreed if it was), for
    the desk to decide anew. How the table reads now."""
    with store.session() as session:
        code = _proposal_event(session, proposal_id)
        locked_event(session, code)
        row = locked_proposal(session, proposal_id)
        if row.state != CONFIRMED:
            raise TableEntryRefused("table_entry.not_pending", state=Message(f"table_entry.state.{row.state}"))
        round_id = RoundId(code, row.stage, row.round_number)
        if previous is None:
            clear_in(session, code, round_id, row.table_number, seen)
            now = None
        else:
            now = record_in(session, code, round_id, row.table_number, previous, seen,
                            console_override=RESTORED).scored.summary
        row.state, row.decided_at, row.decided_by = AGREED if row.agreed_device else PENDING, None, ""
        audit.record(session, "table_proposal_reopen", "table", row.table_id, {"proposal": row.id, "state": CONFIRMED},
                     {"proposal": row.id, "state": row.state, "by": by})
        return now
