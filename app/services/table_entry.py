"""Results entered at the tables (#37, docs/rules.md §9): a round's table codes and the proposals phones make.

A proposal is not a result: the desk confirms it (services/table_proposals.py). The phone's side:

- ``open_table_entry(store, code, round_id, *, by, rng)`` → {table number: PIN}: entry on for the event's
  round, a fresh 4-digit PIN per table (``rng`` a ``random.Random``); the event's earlier codes are retired.
  Opening it again (a re-paired round) gives new PINs. ``close_table_entry(store, code, *, by)``.
- ``table_codes(store, code, round_id)`` → {table number: PIN} of the open round's current tables;
  ``entry_state(store, code)`` → ``EntryState`` (the round open for entry, if any; stale when re-paired).
- ``table_for_pin(store, code, table_number, pin)`` → ``TablePage`` (no student id; ``revision`` the
  round's draw token, sent back with a proposal). Refuses (``TableEntryRefused``, coded): entry off,
  unknown table, wrong PIN, round over, re-paired, result already confirmed.
- ``propose(store, code, table_number, pin, entry, *, device, revision, language)`` → ``ProposalState``:
  ``entry`` is the dict the desk's forms give ``record_result``, checked by the same scoring (dry run, the
  same ``ResultError`` messages); a stale ``revision``, gomoku's games and any forfeit are refused.
  An earlier pending proposal of the same device for the table is replaced.
- ``agree(store, code, table_number, pin, proposal_id, *, device)`` → ``ProposalState``: the opponent
  confirms with the same table code, on another device (events whose setting ``table_entry_agreement``
  is on); with ``table_entry_auto_accept`` an agreed result without conflict is confirmed at once.
- ``proposal_state(store, proposal_id)`` → ``ProposalState``, for the phone to poll.

Every write takes the event's lock before it reads (``locked_event``; SQLite's BEGIN IMMEDIATE) and is audited.
"""
from __future__ import annotations

import hmac
import random
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select, update

from app.messages import Message, from_stored, to_stored
from app.models.schema import Event, GameTable, Result, TableCode, TableEntryRound, TableProposal, utcnow
from app.models.store import TournamentStore
from app.rules.events import PRESETS, TEAM_MATCH, TWO_PLAYER, settings_for
from app.scoring import ResultError
from app.scoring.summaries import result_points, summary_words
from app.services import audit
from app.services.events import event_facts, event_for, latest_round
from app.services.history import round_key
from app.services.results import Recorded, Seen, check_entry, record_in
from app.services.round_draw import draw_of_table
from app.services.round_ids import round_ids_select
from app.services.round_views import round_view
from app.services.rounds import locked_event
from app.stages.round_id import RoundId

PIN_DIGITS = 4
AUTO = "auto"  # ``by`` of a result the event's setting accepted by itself
PENDING, AGREED, CONFIRMED, REJECTED, REPLACED = "pending", "agreed", "confirmed", "rejected", "replaced"
OPEN_STATES = (PENDING, AGREED)  # what the desk still has to decide


class TableEntryRefused(ResultError):
    """A table's page or proposal refused (``table_entry.*``): a ResultError, so a phone shows either alike."""


@dataclass(frozen=True)
class EntryState:
    """Which round of an event is open for entry at the tables (``round_id`` None: entry is off)."""
    round_id: RoundId | None
    opened_at: datetime | None = None
    opened_by: str = ""
    stale: bool = False  # a table's code names a table that is gone (re-paired): open it again


@dataclass(frozen=True)
class ProposalState:
    """A proposal as a phone polls it and the desk lists it."""
    id: int
    table_number: int
    state: str  # pending | agreed | confirmed | rejected | replaced
    result: Message | str  # what was entered, in the one notation's words
    device: str
    needs_agreement: bool
    agreed_device: str
    reason: Message | str | None  # the desk's words on a rejection
    created_at: datetime
    round_id: RoundId

    @property
    def agreed(self) -> bool:
        return bool(self.agreed_device)


@dataclass(frozen=True)
class SeatLine:
    """A seat as a phone shows it: no student id, no sealed card."""
    seat_no: int
    name: str
    school: str
    label: Message  # the side's name (红方 / Red) or the seat's number


@dataclass(frozen=True)
class TablePage:
    event: str
    round_id: RoundId
    table_number: int
    result_kind: str  # app/rules/events.py result kinds: which form the phone shows
    seats: tuple[SeatLine, ...]
    revision: str  # the round's draw token: a proposal made against another draw is refused
    proposal: ProposalState | None  # the table's latest proposal, if any
    needs_agreement: bool  # a proposal waits for the opponent's agreement


def _round_of(row: TableEntryRound | TableCode | TableProposal, code: str) -> RoundId:
    return RoundId(code, row.stage, row.round_number)


def _round_tables(session, round_id: RoundId) -> dict[int, int]:
    """The round's tables now: table number → table id."""
    rows = session.execute(select(GameTable.number, GameTable.id)
                           .where(GameTable.round_id.in_(round_ids_select(round_id)))).all()
    return dict(rows)


def _audit_where(session, code: str, round_id: RoundId, **more: Any) -> dict[str, Any]:
    return {"event": code, "round": round_key(event_facts(session, code), round_id), **more}


def open_table_entry(store: TournamentStore, code: str, round_id: RoundId, *, by: str,
                     rng: random.Random) -> dict[int, str]:
    """Turn entry at the tables on for ``round_id``: each table a fresh PIN, the event's earlier codes retired."""
    with store.session() as session:
        event = locked_event(session, code)
        if round_id.playoff:
            raise TableEntryRefused("table_entry.playoff")
        tables = _round_tables(session, round_id)
        if not tables:
            raise TableEntryRefused("table_entry.not_paired", where=round_id.words())
        if latest_round(event_facts(session, code)) != round_id:  # its codes would open nothing
            raise TableEntryRefused("table_entry.not_in_play", where=round_id.words())
        session.execute(update(TableCode).where(TableCode.event_id == event.id).values(retired=True))
        codes = {number: f"{rng.randrange(10 ** PIN_DIGITS):0{PIN_DIGITS}d}" for number in sorted(tables)}
        session.add_all([TableCode(event_id=event.id, stage=round_id.stage, round_number=round_id.number,
                                   table_number=number, table_id=tables[number], pin=pin, retired=False)
                         for number, pin in codes.items()])
        session.execute(delete(TableEntryRound).where(TableEntryRound.event_id == event.id))
        session.add(TableEntryRound(event_id=event.id, stage=round_id.stage, round_number=round_id.number,
                                    opened_at=utcnow(), opened_by=by))
        audit.record(session, "table_entry_open", "event", event.id, None,
                     _audit_where(session, code, round_id, tables=len(codes), by=by))
        return codes


def close_table_entry(store: TournamentStore, code: str, *, by: str) -> None:
    """Turn entry at the tables off: every code retired; proposals already made stay for the desk."""
    with store.session() as session:
        event = locked_event(session, code)
        state = session.get(TableEntryRound, event.id)
        if state is None:
            return
        session.execute(update(TableCode).where(TableCode.event_id == event.id).values(retired=True))
        session.delete(state)
        audit.record(session, "table_entry_close", "event", event.id,
                     _audit_where(session, code, _round_of(state, code)), {"by": by})


def entry_state(store: TournamentStore, code: str) -> EntryState:
    with store.read() as session:
        event = event_for(session, code)
        state = session.get(TableEntryRound, event.id)
        if state is None:
            return EntryState(None)
        round_id = _round_of(state, code)
        coded = dict(session.execute(select(TableCode.table_number, TableCode.table_id).where(
            TableCode.event_id == event.id, TableCode.retired.is_(False))).all())
        return EntryState(round_id, state.opened_at, state.opened_by, coded != _round_tables(session, round_id))


def table_codes(store: TournamentStore, code: str, round_id: RoundId) -> dict[int, str]:
    """The PINs of the round's current tables (a table paired since the codes were made has none)."""
    with store.read() as session:
        event = event_for(session, code)
        tables = _round_tables(session, round_id)
        rows = session.execute(select(TableCode.table_number, TableCode.table_id, TableCode.pin).where(
            TableCode.event_id == event.id, TableCode.retired.is_(False), TableCode.stage == round_id.stage,
            TableCode.round_number == round_id.number)).all()
        return {number: pin for number, table_id, pin in sorted(rows) if tables.get(number) == table_id}


@dataclass(frozen=True)
class _OpenTable:
    round_id: RoundId
    table_id: int
    event_id: int
    settings: dict[str, Any]


def _same_pin(stored: str, given: Any) -> bool:
    """Compared in constant time: how long a refusal takes tells nothing of the code."""
    return hmac.compare_digest(stored.encode(), str(given).encode())


def _open_table(session, code: str, table_number: int, pin: str) -> _OpenTable:
    """The table a code opens: only its own table, only in the round open for entry, while it is open."""
    event = event_for(session, code)
    state = session.get(TableEntryRound, event.id)
    if state is None:
        raise TableEntryRefused("table_entry.off")
    round_id = _round_of(state, code)
    codes = session.scalars(select(TableCode).where(TableCode.event_id == event.id,
                                                    TableCode.table_number == table_number)).all()
    current = [row for row in codes if not row.retired]
    mine = [row for row in current if _same_pin(row.pin, pin)]
    tables = _round_tables(session, round_id)
    if not mine:
        if any(_same_pin(row.pin, pin) for row in codes):
            raise TableEntryRefused("table_entry.round_over")
        if not current and table_number not in tables:
            raise TableEntryRefused("table_entry.no_table", table_number=table_number)
        raise TableEntryRefused("table_entry.wrong_pin", table_number=table_number)
    if tables.get(table_number) != mine[0].table_id:
        raise TableEntryRefused("table_entry.repaired", where=round_id.words(), table_number=table_number)
    if latest_round(event_facts(session, code)) != round_id:
        raise TableEntryRefused("table_entry.round_over")
    settings = settings_for(code, event.settings)
    summary = session.scalar(select(Result.summary).where(Result.table_id == mine[0].table_id))
    if summary is not None:
        raise TableEntryRefused("table_entry.confirmed", table_number=table_number,
                                result=summary_words(summary, result_points(settings)))
    return _OpenTable(round_id, mine[0].table_id, event.id, settings)


def _seat_label(code: str, seat_no: int) -> Message:
    preset = PRESETS[code]
    if preset.format in (TWO_PLAYER, TEAM_MATCH) and seat_no < len(preset.sides):
        return Message(f"table_entry.side.{preset.sides[seat_no]}")
    return Message("table_entry.seat", seat=seat_no + 1)


def proposal_view(row: TableProposal, code: str, settings: dict[str, Any]) -> ProposalState:
    return ProposalState(row.id, row.table_number, row.state, summary_words(row.summary, result_points(settings)),
                         row.device, row.needs_agreement, row.agreed_device or "", from_stored(row.reason),
                         row.created_at, _round_of(row, code))


def _latest_proposal(session, table_id: int) -> TableProposal | None:
    return session.scalars(select(TableProposal).where(TableProposal.table_id == table_id)
                           .order_by(TableProposal.id.desc()).limit(1)).first()


def table_for_pin(store: TournamentStore, code: str, table_number: int, pin: str) -> TablePage:
    """The table's page: who sits there, the round's draw token and its latest proposal."""
    with store.read() as session:
        opened = _open_table(session, code, table_number, pin)
        latest = _latest_proposal(session, opened.table_id)
    view = round_view(store, code, opened.round_id)
    table = next(t for t in view.tables if t.table_id == opened.table_id)
    seats = tuple(SeatLine(seat.seat_no, seat.name, seat.school, _seat_label(code, seat.seat_no))
                  for seat in table.seats)
    return TablePage(code, opened.round_id, table_number, PRESETS[code].result_kind, seats, view.draw,
                     None if latest is None else proposal_view(latest, code, opened.settings),
                     bool(opened.settings["table_entry_agreement"]))


def propose(store: TournamentStore, code: str, table_number: int, pin: str, entry: dict[str, Any], *,
            device: str, revision: str, language: str = "zh") -> ProposalState:
    """Store a table's proposed result, checked as the desk checks a result; nothing else changes."""
    preset = PRESETS[code]
    if not preset.entered_at_tables:
        raise TableEntryRefused("table_entry.referee_only", event=preset.words)
    with store.session() as session:
        event = locked_event(session, code)
        opened = _open_table(session, code, table_number, pin)
        round_id = opened.round_id
        if draw_of_table(session.connection(), opened.table_id) != revision:
            raise TableEntryRefused("table_entry.stale", where=round_id.words())
        scored = check_entry(session, code, round_id, table_number, entry)
        if scored.forfeit:
            raise TableEntryRefused("table_entry.forfeit_referee_only")
        session.execute(update(TableProposal).where(
            TableProposal.table_id == opened.table_id, TableProposal.device == device,
            TableProposal.state == PENDING).values(state=REPLACED, decided_at=utcnow()))
        row = TableProposal(event_id=event.id, stage=round_id.stage, round_number=round_id.number,
                            table_number=table_number, table_id=opened.table_id, draw=revision, entry=dict(entry),
                            summary=scored.summary, device=device, language=language, state=PENDING,
                            needs_agreement=bool(opened.settings["table_entry_agreement"]), agreed_device="",
                            created_at=utcnow(), decided_by="")
        session.add(row)
        session.flush()
        audit.record(session, "table_proposal", "table", opened.table_id, None,
                     _audit_where(session, code, round_id, table=table_number, proposal=row.id, device=device,
                                  entry=dict(entry), summary=scored.summary))
        return proposal_view(row, code, opened.settings)


def agree(store: TournamentStore, code: str, table_number: int, pin: str, proposal_id: int, *,
          device: str) -> ProposalState:
    """The opponent's agreement to a proposal, with the same table code on another device."""
    with store.session() as session:
        locked_event(session, code)
        opened = _open_table(session, code, table_number, pin)
        row = locked_proposal(session, proposal_id)
        if row.table_id != opened.table_id:
            raise TableEntryRefused("table_entry.agree_elsewhere", table_number=table_number)
        if row.state != PENDING:
            raise TableEntryRefused("table_entry.not_pending", state=Message(f"table_entry.state.{row.state}"))
        if not row.needs_agreement:
            raise TableEntryRefused("table_entry.no_agreement_needed")
        if row.device == device:
            raise TableEntryRefused("table_entry.same_device")
        if draw_of_table(session.connection(), row.table_id) != row.draw:
            raise TableEntryRefused("table_entry.stale", where=opened.round_id.words())
        row.state, row.agreed_device, row.agreed_at = AGREED, device, utcnow()
        audit.record(session, "table_proposal_agree", "table", row.table_id, None,
                     _audit_where(session, code, opened.round_id, table=table_number, proposal=row.id, device=device))
        if opened.settings["table_entry_auto_accept"]:
            accept_agreed(session, code, row)
        return proposal_view(row, code, opened.settings)


def locked_proposal(session, proposal_id: int) -> TableProposal:
    """The proposal, row-locked on a server (SQLite holds the file's lock already)."""
    row = session.scalars(select(TableProposal).where(TableProposal.id == proposal_id).with_for_update()
                          .execution_options(populate_existing=True)).first()
    if row is None:
        raise TableEntryRefused("table_entry.no_proposal", proposal_id=proposal_id)
    return row


def proposal_state(store: TournamentStore, proposal_id: int) -> ProposalState:
    with store.read() as session:
        row = session.get(TableProposal, proposal_id)
        if row is None:
            raise TableEntryRefused("table_entry.no_proposal", proposal_id=proposal_id)
        event = session.get(Event, row.event_id)
        return proposal_view(row, event.code, settings_for(event.code, event.settings))


def conflicts(session, row: TableProposal) -> bool:
    others = session.scalars(select(TableProposal.summary).where(
        TableProposal.table_id == row.table_id, TableProposal.id != row.id,
        TableProposal.state.in_(OPEN_STATES))).all()
    result = session.scalar(select(Result.summary).where(Result.table_id == row.table_id))
    return any(summary != row.summary for summary in others) or (result is not None and result != row.summary)


def confirm_in(session, code: str, row: TableProposal, by: str) -> Recorded:
    """Record the proposal as the table's result in the caller's transaction; the table's other open
    proposals are answered (another was confirmed)."""
    round_id = RoundId(code, row.stage, row.round_number)
    current = session.scalar(select(Result.summary).where(Result.table_id == row.table_id))
    recorded = record_in(session, code, round_id, row.table_number, row.entry, Seen(current, row.draw))
    now = utcnow()
    before = row.state
    row.state, row.decided_at, row.decided_by = CONFIRMED, now, by
    session.execute(update(TableProposal).where(
        TableProposal.table_id == row.table_id, TableProposal.id != row.id, TableProposal.state.in_(OPEN_STATES))
        .values(state=REJECTED, decided_at=now, decided_by=by,
                reason=to_stored(Message("table_entry.other_confirmed"))))
    audit.record(session, "result_from_proposal", "table", row.table_id,
                 {"proposal": row.id, "device": row.device, "agreed_device": row.agreed_device, "state": before,
                  "entry": row.entry},
                 {"event": code, "table": row.table_number, "summary": recorded.scored.summary, "by": by})
    return recorded


def accept_agreed(session, code: str, row: TableProposal) -> Recorded | None:
    """The event's setting accepts an agreed result by itself: never where it conflicts (then the desk decides)."""
    if row.state != AGREED or conflicts(session, row):
        return None
    return confirm_in(session, code, row, AUTO)
