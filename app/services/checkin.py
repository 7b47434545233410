"""Check-in per round: who is present and whose student card was checked (RULES.md §1)."""
from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from app.models.schema import CheckIn, Entry, Player
from app.models.store import TournamentStore
from app.services import audit
from app.services.players import event_for


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

    @property
    def may_play(self) -> bool:
        """Without a checked student card nobody plays."""
        return self.present and self.card_checked and not self.withdrawn


def checkin_rows(store: TournamentStore, code: str, round_number: int) -> list[CheckInRow]:
    with store.read() as session:
        event = event_for(session, code)
        marks = {c.entry_id: c for c in session.scalars(select(CheckIn).where(
            CheckIn.event_id == event.id, CheckIn.round_number == round_number))}
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
                                   entry.player.withdrawn or entry.withdrawn_after_round is not None))
        return sorted(rows, key=lambda r: (r.school, r.team, r.name))


def set_checkin(store: TournamentStore, code: str, round_number: int, entry_ids: list[int],
                *, present: bool | None = None, card_checked: bool | None = None) -> None:
    """Mark one or several entrants for a round, in one transaction."""
    with store.session() as session:
        event = event_for(session, code)
        for entry_id in entry_ids:
            mark = session.scalars(select(CheckIn).where(
                CheckIn.event_id == event.id, CheckIn.round_number == round_number,
                CheckIn.entry_id == entry_id)).first()
            if mark is None:
                mark = CheckIn(event_id=event.id, round_number=round_number, entry_id=entry_id,
                               present=False, card_checked=False)
                session.add(mark)
            old = {"present": mark.present, "card_checked": mark.card_checked}
            if present is not None:
                mark.present = present
            if card_checked is not None:
                mark.card_checked = card_checked
            audit.record(session, "checkin", "entry", entry_id, old | {"round": round_number},
                         {"present": mark.present, "card_checked": mark.card_checked,
                          "round": round_number})
