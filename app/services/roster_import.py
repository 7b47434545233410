"""Import a roster file: plan (every problem by row, nothing written), then apply in one transaction.

Reading and checking take the time and run without any lock (the GUI runs
them off its thread); the write is one short transaction of a few batched
statements, whatever the number of rows.  The plan carries a fingerprint of
the players it was checked against: if another station changed the roster in
between, the write is refused and the file is checked again.
"""
from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from app.models.schema import Entry, Event, Player, School, Team
from app.models.store import TournamentStore
from app.roster import ExistingPlayer, ImportPlan, read_roster, validate
from app.roster.reading import Progress
from app.rules.events import PRESETS, settings_for
from app.services import audit
from app.services.players import RosterError


@dataclass(frozen=True)
class ImportSummary:
    new_players: int
    new_entries: int
    unchanged: int
    refused_rows: int = 0  # the file's rows left out (skip_refused), listed in the audit


class ImportRefused(ValueError):
    def __init__(self, plan: ImportPlan):
        super().__init__("\n".join(str(p) for p in plan.problems))
        self.plan = plan


class RosterChanged(RosterError):
    """The tournament's players changed between the check and the write."""


def _existing(session: Session) -> dict[str, tuple[int, ExistingPlayer]]:
    """Student ID -> (player id, the player as validate() compares it): two queries."""
    events = defaultdict(set)
    for player_id, code in session.execute(select(Entry.player_id, Event.code).join(Event)):
        events[player_id].add(code)
    rows = session.execute(select(Player.id, Player.student_id, Player.name, School.name).join(School))
    return {student_id: (player_id, ExistingPlayer(name, school, frozenset(events[player_id])))
            for player_id, student_id, name, school in rows}


def _fingerprint(existing: dict[str, tuple[int, ExistingPlayer]]) -> str:
    digest = hashlib.sha256()
    for student_id in sorted(existing):
        player_id, player = existing[student_id]
        digest.update(repr((student_id, player_id, player.name, player.school,
                            sorted(player.events))).encode())
    return digest.hexdigest()


def plan_import(store: TournamentStore, path: str | Path, progress: Progress | None = None) -> ImportPlan:
    """Read and check the file against the tournament; writes nothing, holds no lock.

    When team-event rows name no team, the plan carries ``teams_by_school``: the
    same file with those teams formed by school, for the referee to choose.
    """
    with store.read() as session:
        settings = {event.code: event.settings for event in session.scalars(select(Event))}
        existing = _existing(session)
    table = read_roster(path, progress)
    players = {sid: player for sid, (_, player) in existing.items()}
    basis = _fingerprint(existing)
    plan = replace(validate(table, existing=players, settings=settings), basis=basis)
    if any(problem.message.code == "roster.team_needed_row" for problem in plan.problems):
        plan = replace(plan, teams_by_school=replace(
            validate(table, existing=players, settings=settings, teams_by_school=True), basis=basis))
    return plan


def apply_import(store: TournamentStore, plan: ImportPlan, source: str = "", *,
                 skip_refused: bool = False) -> ImportSummary:
    """Write the plan in one transaction. A plan with problems is refused whole unless ``skip_refused``:
    then its good rows are written and the refused rows are named in the audit."""
    if not plan.ok and not (skip_refused and plan.rows):
        raise ImportRefused(plan)
    with store.session() as session:
        existing = _existing(session)
        if plan.basis and _fingerprint(existing) != plan.basis:
            raise RosterChanged("roster.changed_meanwhile")
        events = {event.code: event for event in session.scalars(select(Event))}
        missing = [code for row in plan.rows for code in row.new_events if code not in events]
        if missing:
            raise RosterError("roster.event_not_held",
                              event=PRESETS[missing[0]].words)
        schools = _school_ids(session, {row.school for row in plan.rows})
        new_rows = [row for row in plan.rows if row.student_id not in existing]
        if new_rows:
            session.execute(insert(Player), [
                dict(name=row.name, school_id=schools[row.school], student_id=row.student_id,
                     gender=row.gender or "", grade=row.grade or "") for row in new_rows])
        player_ids = dict(session.execute(select(Player.student_id, Player.id)).all())
        entries = _entries(session, plan, events, schools, player_ids)
        if entries:
            session.execute(insert(Entry), entries)
        entered = {entry["player_id"] for entry in entries}
        unchanged = sum(player_ids[row.student_id] not in entered for row in plan.rows)
        audit.record(session, "import", "roster", None, None,
                     {"source": str(source), "new_players": len(new_rows), "new_entries": len(entries),
                      "refused_rows": list(plan.refused_rows)})
    return ImportSummary(len(new_rows), len(entries), unchanged, len(plan.refused_rows))


def _school_ids(session: Session, names: set[str]) -> dict[str, int]:
    """Each named school's id, adding the schools the tournament does not have yet."""
    known = dict(session.execute(select(School.name, School.id)).all())
    if names - known.keys():
        session.execute(insert(School), [{"name": name} for name in sorted(names - known.keys())])
        known = dict(session.execute(select(School.name, School.id)).all())
    return known


def _entries(session: Session, plan: ImportPlan, events: dict[str, Event],
             schools: dict[str, int], player_ids: dict[str, int]) -> list[dict]:
    """The entry rows to insert; a team event's team is found or added, members past its size are substitutes."""
    teams = {(event_id, name): [team_id, school_id, members] for team_id, event_id, name, school_id, members
             in session.execute(select(Team.id, Team.event_id, Team.name, Team.school_id,
                                       func.count(Entry.id)).outerjoin(Entry).group_by(Team.id))}
    entries = []
    for row in plan.rows:
        for code in row.new_events:
            event = events[code]
            entry = dict(event_id=event.id, player_id=player_ids[row.student_id], team_id=None,
                         substitute=False)
            if PRESETS[code].team_event:
                team = teams.get((event.id, row.team))
                if team is None:
                    team_id = session.execute(insert(Team).values(
                        event_id=event.id, school_id=schools[row.school], name=row.team)).inserted_primary_key[0]
                    team = teams[(event.id, row.team)] = [team_id, schools[row.school], 0]
                elif team[1] != schools[row.school]:
                    owner = next(name for name, school_id in schools.items() if school_id == team[1])
                    raise RosterError("roster.team_other_school", team=row.team, owner=owner, school=row.school)
                size = int(settings_for(code, event.settings)["team_size"])
                entry.update(team_id=team[0], substitute=team[2] >= size)
                team[2] += 1
            entries.append(entry)
    return entries
