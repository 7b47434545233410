"""Import a roster file: plan (every problem by row, nothing written), then apply in one transaction."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select

from sqlalchemy.orm import selectinload

from app.models.schema import Entry, Event, Player
from app.models.store import TournamentStore
from app.roster import ExistingPlayer, ImportPlan, read_roster, validate
from app.services import audit
from app.services.players import enter, school_for


@dataclass(frozen=True)
class ImportSummary:
    new_players: int
    new_entries: int
    unchanged: int


def existing_players(store: TournamentStore) -> dict[str, ExistingPlayer]:
    with store.read() as session:
        players = session.scalars(select(Player).options(
            selectinload(Player.school), selectinload(Player.entries).selectinload(Entry.event)))
        return {p.student_id: ExistingPlayer(p.name, p.school.name,
                                             frozenset(e.event.code for e in p.entries))
                for p in players}


def plan_import(store: TournamentStore, path: str | Path) -> ImportPlan:
    """Read and check the file against the tournament; writes nothing."""
    with store.read() as session:
        settings = {event.code: event.settings for event in session.scalars(select(Event))}
    return validate(read_roster(path), existing=existing_players(store), settings=settings)


class ImportRefused(ValueError):
    def __init__(self, plan: ImportPlan):
        super().__init__("\n".join(str(p) for p in plan.problems))
        self.plan = plan


def apply_import(store: TournamentStore, plan: ImportPlan, source: str = "") -> ImportSummary:
    """Write the plan in one transaction; a plan with problems is refused whole."""
    if not plan.ok:
        raise ImportRefused(plan)
    new_players = new_entries = unchanged = 0
    with store.session() as session:
        by_student_id = {p.student_id: p for p in session.scalars(select(Player))}
        for row in plan.rows:
            player = by_student_id.get(row.student_id)
            if player is None:
                player = Player(name=row.name, school=school_for(session, row.school),
                                student_id=row.student_id, gender=row.gender or "",
                                grade=row.grade or "")
                session.add(player)
                session.flush()
                by_student_id[row.student_id] = player
                new_players += 1
            added = [code for code in row.new_events if enter(session, player, code, row.team)]
            session.flush()
            new_entries += len(added)
            unchanged += not added
        audit.record(session, "import", "roster", None, None,
                     {"source": str(source), "new_players": new_players, "new_entries": new_entries})
    return ImportSummary(new_players, new_entries, unchanged)
