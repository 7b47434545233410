"""Check-in per round: who is present and whose student card was checked (docs/rules.md §1.5).

A mark belongs to one round (a ``RoundId``: the preliminary's round 2 and the
final's round 2 are two marks); a check-in made between the preliminary's last
round and the final's first is for the final's round 1 (``next_round``).
"""
from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from app.messages import Message
from app.models.schema import CheckIn, Entry, Player
from app.models.store import TournamentStore
from app.services import audit
from app.services.disqualification import list_disqualified
from app.services.events import event_for
from app.services.history import is_team_event, round_key
from app.services.round_ids import next_round
from app.stages.round_id import RoundId, in_effect_at

TABLET = "tablet"  # a check-in mark's device when the player made it at the entrance tablet


def _marks_of(round_id: RoundId, event_id: int):
    """The round's marks (the stage's kind and the number name it)."""
    return select(CheckIn).where(CheckIn.event_id == event_id, CheckIn.stage == round_id.stage,
                                 CheckIn.round_number == round_id.number)


@dataclass(frozen=True)
class CheckInRow:
    entry_id: int
    name: str
    school: str
    student_id: str
    team: str
    present: bool
    card_checked: bool
    withdrawn: bool
    by_tablet: bool = False  # the player checked in at the entrance tablet (the card is still the referee's)
    player_id: int = 0
    team_id: int | None = None

    @property
    def may_play(self) -> bool:
        """Without a checked student card nobody plays."""
        return self.present and self.card_checked and not self.withdrawn


def checkin_round(store: TournamentStore, code: str, number: int | None = None) -> RoundId:
    """The round a check-in is made for now: ``next_round``, or round ``number`` of its stage."""
    with store.read() as session:
        coming = next_round(session, event_for(session, code))
    return coming if number is None else RoundId(code, coming.stage, number)


def checkin_rows(store: TournamentStore, code: str, round_id: RoundId | None) -> list[CheckInRow]:
    """Every entrant with their marks for ``round_id`` (None: the entrants alone, nobody marked)."""
    with store.read() as session:
        event = event_for(session, code)
        marks = {} if round_id is None else {c.entry_id: c for c in session.scalars(_marks_of(round_id, event.id))}
        entries = session.scalars(
            select(Entry).where(Entry.event_id == event.id).join(Player)
            .options(selectinload(Entry.player).selectinload(Player.school), selectinload(Entry.team))
            .order_by(Player.name))
        rows = []
        for entry in entries:
            mark = marks.get(entry.id)
            rows.append(CheckInRow(entry.id, entry.player.name, entry.player.school.name,
                                   entry.player.student_id, entry.team.name if entry.team else "",
                                   bool(mark and mark.present), bool(mark and mark.card_checked),
                                   entry.player.withdrawn or entry.withdrawn_after_round is not None,
                                   bool(mark and mark.present and mark.device == TABLET), entry.player_id,
                                   entry.team_id))
        return sorted(rows, key=lambda r: (r.school, r.team, r.name))


def playing_rows(store: TournamentStore, code: str, round_id: RoundId) -> list[CheckInRow]:
    """``checkin_rows`` of the entrants still playing in ``round_id``: not withdrawn, not disqualified by
    then (a team's disqualification takes its members)."""
    out = {d.competitor_id for d in list_disqualified(store, code) if in_effect_at(d.from_round, round_id)}
    with store.read() as session:
        team_event = is_team_event(event_for(session, code))
    return [row for row in checkin_rows(store, code, round_id)
            if not row.withdrawn and (row.team_id if team_event else row.player_id) not in out]


def mark_of(session, event_id: int, round_id: RoundId, entry_id: int) -> CheckIn:
    """The entrant's mark for the round, a new one (absent, no card) when none was made; the caller holds
    the write lock."""
    mark = session.scalars(_marks_of(round_id, event_id).where(CheckIn.entry_id == entry_id)).first()
    if mark is None:
        mark = CheckIn(event_id=event_id, stage=round_id.stage, round_number=round_id.number,
                       entry_id=entry_id, present=False, card_checked=False)
        session.add(mark)
    return mark


def set_checkin(store: TournamentStore, code: str, round_id: RoundId, entry_ids: list[int],
                *, present: bool | None = None, card_checked: bool | None = None) -> None:
    """Mark one or several entrants for a round, in one transaction; marking one absent clears the
    card check (after 全部到场, unticking an absent player must not leave 学生证已验 ticked)."""
    with store.session() as session:
        event = event_for(session, code)
        for entry_id in entry_ids:
            mark = mark_of(session, event.id, round_id, entry_id)
            old = {"present": mark.present, "card_checked": mark.card_checked}
            if present is not None:
                mark.present = present
            if card_checked is not None:
                mark.card_checked = card_checked
            if not mark.present:  # a card is checked at the table: an absent entrant's tick goes with them
                mark.card_checked = False
                mark.device = None  # and so does the tablet's check-in: present again is the desk's mark
            where = {"round": round_key(event, round_id)}
            audit.record(session, "checkin", "entry", entry_id, old | where,
                         {"present": mark.present, "card_checked": mark.card_checked} | where)


@dataclass(frozen=True)
class NotCleared:
    """An entrant check-in has not cleared to play a round, and why (Chinese; a Message, so English too)."""

    competitor_id: int
    name: str
    school: str
    reason: str


def checkin_used(session, event) -> bool:
    """Whether any entrant of the event was ever marked, in any round of any stage (docs/rules.md §1.5)."""
    return session.scalars(select(CheckIn.id).where(CheckIn.event_id == event.id).limit(1)).first() is not None


def not_cleared(session, event, round_id: RoundId, competitors, team_size: int) -> list[NotCleared] | None:
    """Who of ``competitors`` is not present and verified for the round; None while check-in is unused.

    Once any entrant of the event was marked for any round, check-in is in use
    for every round after: an entrant nobody marked for this round is not
    cleared (round 1's absentee is not paired in round 2 unasked).  A team
    (Sanguosha 3v3) is cleared when ``team_size`` of its members are present
    with a checked student card.
    """
    marks = {c.entry_id: c for c in session.scalars(_marks_of(round_id, event.id))}
    if not marks and not checkin_used(session, event):
        return None
    cleared_entries = {entry_id for entry_id, mark in marks.items() if mark.present and mark.card_checked}
    entries = list(session.scalars(select(Entry).where(Entry.event_id == event.id)))
    team_event = any(e.team_id is not None for e in entries) and team_size > 1
    result = []
    for competitor in competitors:
        if not marks:  # check-in in use, nobody marked for this round yet
            result.append(NotCleared(competitor.id, competitor.name, competitor.school, Message("checkin.not_marked")))
            continue
        if team_event:
            members = [e for e in entries if e.team_id == competitor.id]
            ready = sum(e.id in cleared_entries for e in members)
            if ready < team_size:
                result.append(NotCleared(competitor.id, competitor.name, competitor.school,
                                         Message("checkin.team_short", ready=ready, needed=team_size)))
            continue
        entry = next((e for e in entries if e.player_id == competitor.id), None)
        mark = marks.get(entry.id) if entry is not None else None
        if mark is None or not mark.present:
            result.append(NotCleared(competitor.id, competitor.name, competitor.school, Message("checkin.absent")))
        elif not mark.card_checked:
            result.append(NotCleared(competitor.id, competitor.name, competitor.school,
                                      Message("checkin.card_not_checked")))
    return result
