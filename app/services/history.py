"""Read a stage's history from the file into the domain shapes (competitors, game records).

One place turns tables, seats, results and byes into what the pairing and
standings engines read, so both see the same facts.  A competitor's id is the
player id in individual events and the team id in team events.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from app.models.schema import Entry, Event, Foul, GameTable, Player, Round, Seat, Stage, StageMember, Team
from app.rules.events import PRESETS
from app.standings import BYE, FORFEIT, PLAYED, Competitor, GameRecord


@dataclass
class StageHistory:
    stage: Stage
    competitors: list[Competitor]
    records: list[GameRecord]
    schools: dict[int, str]
    names: dict[int, str]
    groups: dict[int, int]  # competitor id → preliminary group (0 in a final)
    active: set[int]  # not withdrawn
    rounds_paired: int = 0
    complete_rounds: int = 0
    incomplete_tables: dict[int, list[int]] = field(default_factory=dict)  # round → table numbers

    def score(self, competitor_id: int) -> float:
        return sum(r.points.get(competitor_id, 0.0) for r in self.records)


def is_team_event(event: Event) -> bool:
    return PRESETS[event.code].team_event


def seat_unit(seat: Seat, team_event: bool) -> int | None:
    """The competitor sitting in a seat (None for a filler)."""
    if team_event:
        return seat.team_id
    return seat.entry.player_id if seat.entry is not None else None


def entry_units(session: Session, event: Event) -> list[tuple[int, str, str, bool]]:
    """Every entrant of the event as (id, name, school, active)."""
    if is_team_event(event):
        teams = session.scalars(select(Team).where(Team.event_id == event.id)
                                .options(selectinload(Team.school)).order_by(Team.id))
        return [(t.id, t.name, t.school.name, not t.withdrawn) for t in teams]
    entries = session.scalars(select(Entry).where(Entry.event_id == event.id)
                              .options(selectinload(Entry.player).selectinload(Player.school))
                              .order_by(Entry.id))
    return [(e.player_id, e.player.name, e.player.school.name,
             not e.player.withdrawn and e.withdrawn_after_round is None) for e in entries]


def stage_rounds(session: Session, stage: Stage) -> list[Round]:
    return list(session.scalars(
        select(Round).where(Round.stage_id == stage.id).order_by(Round.number, Round.group_no)
        .options(selectinload(Round.tables).selectinload(GameTable.seats).selectinload(Seat.entry),
                 selectinload(Round.tables).selectinload(GameTable.result),
                 selectinload(Round.byes))))


def load_stage(session: Session, event: Event, stage: Stage) -> StageHistory:
    """Everything the engines need about one stage, read in a few queries."""
    team_event = is_team_event(event)
    units = {uid: (name, school, active) for uid, name, school, active in entry_units(session, event)}
    members = session.scalars(select(StageMember).where(StageMember.stage_id == stage.id)
                              .options(selectinload(StageMember.stage))).all()
    groups: dict[int, int] = {}
    for member in members:
        if team_event:
            uid = member.team_id
        else:
            uid = session.get(Entry, member.entry_id).player_id
        groups[uid] = member.group_no
    fouls = _fouls_by_table(session, stage, team_event)
    records: list[GameRecord] = []
    incomplete: dict[int, list[int]] = {}
    rounds = stage_rounds(session, stage)
    for rnd in rounds:
        for table in rnd.tables:
            ids = [seat_unit(seat, team_event) for seat in table.seats]
            players = tuple(uid for uid in ids if uid is not None)
            if table.result is None:
                incomplete.setdefault(rnd.number, []).append(table.number)
                continue
            seats = [seat for seat in table.seats if seat_unit(seat, team_event) is not None]
            records.append(GameRecord(
                round=rnd.number, participants=players,
                points={seat_unit(s, team_event): float(s.points or 0.0) for s in seats},
                outcome={seat_unit(s, team_event): s.outcome or "loss" for s in seats},
                kind=FORFEIT if table.result.forfeit else PLAYED,
                fouls=fouls.get(table.id, {})))
        for bye in rnd.byes:
            uid = bye.team_id if team_event else session.get(Entry, bye.entry_id).player_id
            records.append(GameRecord(round=rnd.number, participants=(uid,), points={uid: bye.points},
                                      outcome={uid: "win"}, kind=BYE))
    numbers = sorted({r.number for r in rounds})
    complete = [n for n in numbers if n not in incomplete]
    competitors = [Competitor(uid, units[uid][0], units[uid][1]) for uid in groups if uid in units]
    return StageHistory(stage, competitors, records,
                        schools={uid: units[uid][1] for uid in units},
                        names={uid: units[uid][0] for uid in units},
                        groups=groups, active={uid for uid in units if units[uid][2]},
                        rounds_paired=max(numbers, default=0),
                        complete_rounds=_leading_run(complete),
                        incomplete_tables=incomplete)


def _leading_run(numbers: list[int]) -> int:
    """The last round n such that rounds 1..n are all complete."""
    done = 0
    for number in numbers:
        if number != done + 1:
            break
        done = number
    return done


def _fouls_by_table(session: Session, stage: Stage, team_event: bool) -> dict[int, dict[int, int]]:
    rows = session.execute(
        select(Foul.table_id, Foul.team_id, Entry.player_id)
        .join(GameTable, GameTable.id == Foul.table_id).join(Round, Round.id == GameTable.round_id)
        .outerjoin(Entry, Entry.id == Foul.entry_id).where(Round.stage_id == stage.id))
    result: dict[int, dict[int, int]] = {}
    for table_id, team_id, player_id in rows:
        uid = team_id if team_event else player_id
        if uid is not None:
            per_table = result.setdefault(table_id, {})
            per_table[uid] = per_table.get(uid, 0) + 1
    return result


def consecutive_forfeit_losses(records: list[GameRecord], competitor_id: int) -> int:
    """How many of the competitor's latest rounds in a row were lost by forfeit."""
    own = sorted((r for r in records if competitor_id in r.participants and r.kind != BYE),
                 key=lambda r: r.round, reverse=True)
    count = 0
    for record in own:
        if record.kind == FORFEIT and record.outcome.get(competitor_id) == "loss":
            count += 1
        else:
            break
    return count
