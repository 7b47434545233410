"""Read a stage's history from the file into the domain shapes (competitors, game records).

One place turns tables, seats, results and byes into what the pairing and
standings engines read, so both see the same facts.  A competitor's id is the
player id in individual events and the team id in team events.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session, selectinload

from app.messages import Message
from app.models.schema import (Bye, Disqualification, Entry, Event, Foul, Game, GameTable, Player, Result,
                               Round, School, Seat, Stage, StageMember, Team)
from app.models.round_revisions import kept as revisions_kept
from app.models.store import ROUND_READS
from app.rules.events import PRESETS, scored_games, settings_for
from app.stages import planned_rounds as stage_planned_rounds
from app.standings import BYE, FORFEIT, PLAYED, Competitor, GameRecord
from app.standings.playoff import PlayoffResult
from app.stages.round_id import PLAYOFF, RoundId, RoundRef


@dataclass
class StageHistory:
    stage: Stage
    competitors: list[Competitor]
    records: list[GameRecord]
    schools: dict[int, str]
    names: dict[int, str]
    groups: dict[int, int]  # competitor id → preliminary group (0 in a final)
    active: set[int]  # not withdrawn, not disqualified
    rounds_paired: int = 0
    complete_rounds: int = 0
    incomplete_tables: dict[int, list[int]] = field(default_factory=dict)  # round → table numbers
    disqualified: dict[int, int] = field(default_factory=dict)  # competitor id → round it happened

    def score(self, competitor_id: int) -> float:
        return sum(r.points.get(competitor_id, 0.0) for r in self.records)


PLAYOFF_STAGE = PLAYOFF  # a stage of playoff matches (加赛) after the final


def main_stage(event: Event) -> Stage | None:
    """The stage rounds are paired in (preliminary or final); playoffs come after it."""
    stages = [s for s in event.stages if s.kind != PLAYOFF_STAGE]
    return stages[-1] if stages else None


def playoff_stages(event: Event) -> list[Stage]:
    return [s for s in event.stages if s.kind == PLAYOFF_STAGE]


def playoff_rounds(event: Event) -> list[tuple[Stage, int]]:
    """Every playoff round of the event in play order, as (its stage, its number there): the n-th is 加赛n.
    (A file from before playoffs had rounds holds each playoff as one round: 加赛1, 加赛2 … per playoff.)"""
    return [(stage, number) for stage in playoff_stages(event)
            for number in sorted({rnd.number for rnd in stage.rounds})]


def stage_of_round(event: Event, round_ref: RoundRef) -> tuple[Stage | None, int]:
    """The stage a round points at and the round's number inside it: a bare number is a round of the
    stage in play; a ``RoundId`` names its stage (the latest of that kind; a playoff round its own)."""
    if not isinstance(round_ref, RoundId):
        return main_stage(event), round_ref
    if round_ref.playoff:
        rounds = playoff_rounds(event)
        return rounds[round_ref.number - 1] if round_ref.number <= len(rounds) else (None, round_ref.number)
    stages = [s for s in event.stages if s.kind == round_ref.stage]
    return (stages[-1] if stages else None), round_ref.number


def round_words(round_ref: RoundRef) -> Message:
    """How a refusal names the round: 第 3 轮, 预赛第 2 轮, 加赛 2 (the Chinese text; English on demand)."""
    if isinstance(round_ref, RoundId):
        return round_ref.words()
    return Message("round.name.final", number=round_ref)  # a bare number: a round of the stage in play


def round_key(round_ref: RoundRef) -> int | str:
    """How the audit log and the CLI's JSON write a round: its number, a playoff round as 加赛2."""
    return round_ref.text() if isinstance(round_ref, RoundId) else round_ref


def is_team_event(event: Event) -> bool:
    return PRESETS[event.code].team_event


def seat_unit(seat: Seat, team_event: bool) -> int | None:
    """The competitor sitting in a seat (None for a filler)."""
    if team_event:
        return seat.team_id
    return seat.entry.player_id if seat.entry is not None else None


# The stage read's statements, built once: building a statement costs more than running it here, and
# the read runs after every confirmed result. Column rows on the session's connection (no ORM objects).
_EVENT, _STAGE, _ROUNDS = bindparam("event_id"), bindparam("stage_id"), bindparam("round_ids", expanding=True)
_DISQUALIFIED = (select(Disqualification.team_id, Entry.player_id, Disqualification.round)
                 .outerjoin(Entry, Entry.id == Disqualification.entry_id)
                 .where(Disqualification.event_id == _EVENT))
_TEAMS = (select(Team.id, Team.name, School.name, Team.withdrawn).join(School, School.id == Team.school_id)
          .where(Team.event_id == _EVENT).order_by(Team.id))
_PLAYERS = (select(Entry.player_id, Player.name, School.name, Player.withdrawn, Entry.withdrawn_after_round)
            .join(Player, Player.id == Entry.player_id).join(School, School.id == Player.school_id)
            .where(Entry.event_id == _EVENT).order_by(Entry.id))
_MEMBERS = (select(StageMember.team_id, Entry.player_id, StageMember.group_no)
            .outerjoin(Entry, Entry.id == StageMember.entry_id)
            .where(StageMember.stage_id == _STAGE).order_by(StageMember.id))  # id order = the draw's order
_PLAYER_OF = select(Entry.id, Entry.player_id).where(Entry.event_id == _EVENT)
_STAGE_ROUNDS = (select(Round.id, Round.number, Round.group_no, Round.revision)
                 .where(Round.stage_id == _STAGE).order_by(Round.number, Round.group_no))
_SEATS = (select(Round.id, Round.number, GameTable.id, GameTable.number, Seat.team_id, Seat.entry_id,
                 Seat.points, Seat.outcome, Result.id, Result.forfeit)
          .join(GameTable, GameTable.round_id == Round.id).join(Seat, Seat.table_id == GameTable.id)
          .outerjoin(Result, Result.table_id == GameTable.id)
          .where(Round.id.in_(_ROUNDS))
          .order_by(Round.number, Round.group_no, GameTable.number, Seat.seat_no))
_BYES = (select(Round.id, Round.number, Bye.team_id, Entry.player_id, Bye.points)
         .join(Bye, Bye.round_id == Round.id).outerjoin(Entry, Entry.id == Bye.entry_id)
         .where(Round.id.in_(_ROUNDS)).order_by(Bye.id))
_FOULS = (select(Foul.table_id, Foul.team_id, Entry.player_id)
          .join(GameTable, GameTable.id == Foul.table_id).outerjoin(Entry, Entry.id == Foul.entry_id)
          .where(GameTable.round_id.in_(_ROUNDS)))
_GAMES = (select(Game.table_id, Game.detail).join(GameTable, GameTable.id == Game.table_id)
          .where(GameTable.round_id.in_(_ROUNDS)))


def _column_rows(session: Session, statement, **params) -> list:
    """Column rows on the session's connection, after its pending changes (as the ORM's own queries
    flush first), without the ORM's result handling."""
    session.flush()
    return session.connection().execute(statement, params).all()


def disqualified_units(session: Session, event: Event) -> dict[int, int]:
    """Competitor id → the round of their (earliest) disqualification in this event."""
    rows = _column_rows(session, _DISQUALIFIED, event_id=event.id)
    team_event = is_team_event(event)
    found: dict[int, int] = {}
    for team_id, player_id, number in rows:
        uid = team_id if team_event else player_id
        if uid is not None:
            found[uid] = min(number, found.get(uid, number))
    return found


def entry_units(session: Session, event: Event,
                disqualified: dict[int, int] | None = None) -> list[tuple[int, str, str, bool]]:
    """Every entrant of the event as (id, name, school, active); the disqualified are not active
    (``disqualified``: as ``disqualified_units`` gives it, when the caller has read it already)."""
    out = disqualified_units(session, event) if disqualified is None else disqualified
    if is_team_event(event):
        rows = _column_rows(session, _TEAMS, event_id=event.id)
        return [(uid, name, school, not withdrawn and uid not in out)
                for uid, name, school, withdrawn in rows]
    rows = _column_rows(session, _PLAYERS, event_id=event.id)
    return [(uid, name, school, not withdrawn and after is None and uid not in out)
            for uid, name, school, withdrawn, after in rows]


def stage_rounds(session: Session, stage: Stage, number: int | None = None) -> list[Round]:
    """The stage's rounds with their tables, seats, results and byes (only round ``number`` if given)."""
    query = select(Round).where(Round.stage_id == stage.id)
    if number is not None:
        query = query.where(Round.number == number)
    return list(session.scalars(
        query.order_by(Round.number, Round.group_no)
        .options(selectinload(Round.tables).selectinload(GameTable.seats).selectinload(Seat.entry),
                 selectinload(Round.tables).selectinload(GameTable.result),
                 selectinload(Round.byes))))


def load_stage(session: Session, event: Event, stage: Stage) -> StageHistory:
    """Everything the engines need about one stage, read in a few column queries (no ORM objects).

    A round whose revision (app/models/round_revisions.py) is the one last read is not read again.
    """
    team_event = is_team_event(event)
    unit_of = (lambda team_id, player_id: team_id) if team_event else (lambda team_id, player_id: player_id)
    disqualified = disqualified_units(session, event)
    units = {uid: (name, school, active) for uid, name, school, active in entry_units(session, event, disqualified)}
    core = session.connection()  # plain column rows: the ORM's result handling doubled the read
    members = core.execute(_MEMBERS, {"stage_id": stage.id}).all()
    groups = {unit_of(team_id, player_id): group_no for team_id, player_id, group_no in members}
    settings = settings_for(event.code, event.settings)
    player_of = dict(core.execute(_PLAYER_OF, {"event_id": event.id}).all())
    # What a round's records depend on besides its own rows. Games won are read only where a round is
    # several games (a Dou Dizhu hand or a single game says nothing more than the outcome).
    context = _RoundContext(team_event, player_of, int(settings["games_per_round"]) > 1, _bye_scale(settings))
    rounds = core.execute(_STAGE_ROUNDS, {"stage_id": stage.id}).all()
    reads = _read_rounds(session.info[ROUND_READS], core, rounds, context)
    records: list[GameRecord] = []  # round by round: a round's tables, then its byes
    incomplete: dict[int, list[int]] = {}
    for round_id, number, _group_no, _revision in rounds:
        round_records, open_tables = reads[round_id]
        records.extend(round_records)
        if open_tables:
            incomplete.setdefault(number, []).extend(open_tables)
    numbers = sorted({number for _id, number, _group_no, _revision in rounds})
    complete = [n for n in numbers if n not in incomplete]
    competitors = [Competitor(uid, units[uid][0], units[uid][1]) for uid in groups if uid in units]
    return StageHistory(stage, competitors, records,
                        schools={uid: units[uid][1] for uid in units},
                        names={uid: units[uid][0] for uid in units},
                        groups=groups, active={uid for uid in units if units[uid][2]},
                        rounds_paired=max(numbers, default=0),
                        complete_rounds=_leading_run(complete),
                        incomplete_tables=incomplete,
                        disqualified=disqualified)


@dataclass(frozen=True)
class _RoundContext:
    """What turns a round's rows into records, besides the rows: a read is kept only under the same."""

    team_event: bool
    player_of: dict[int, int]  # entry id → player id
    several_games: bool
    bye_scale: tuple[float, float]  # a round's win and draw points, for the bye's outcome


_MOST_ROUND_READS = 400  # rounds: every round of a few stages; then start afresh


def _read_rounds(kept: dict, core, rounds, context: _RoundContext) -> dict[int, tuple[list[GameRecord], list[int]]]:
    """Round id → (its game records, its tables without a result); only the rounds whose revision
    moved since the last read are read (all of them where the database keeps no revisions).

    An unchanged round gives the same record objects: a standings recompute then finds it unchanged
    by identity, and only a changed round is ranked again. ``kept`` is the open file's
    ``TournamentStore.round_reads``: round id → ((revision, context), (records, open tables)).
    """
    trusted = revisions_kept(core.dialect.name)
    found, wanted = {}, {}
    for round_id, _number, _group_no, revision in rounds:
        cached = kept.get(round_id) if trusted else None
        if cached is not None and cached[0] == (revision, context):
            found[round_id] = cached[1]
        else:
            wanted[round_id] = revision
    if not wanted:
        return found
    fresh = _round_records(core, list(wanted), context)
    if len(kept) + len(wanted) > _MOST_ROUND_READS:
        kept.clear()
    for round_id, revision in wanted.items():
        found[round_id] = fresh.get(round_id, ([], []))
        if trusted:
            kept[round_id] = ((revision, context), found[round_id])
    return found


def _round_records(core, round_ids: list[int], context: _RoundContext
                   ) -> dict[int, tuple[list[GameRecord], list[int]]]:
    """These rounds' game records (tables, then byes) and their tables without a result, read from the file."""
    fouls = _fouls_by_table(core, round_ids, context.team_event)
    games_won = _games_won_by_table(core, round_ids) if context.several_games else {}
    # entries mapped here rather than joined: the stage's largest read
    seats = core.execute(_SEATS, {"round_ids": round_ids}).all()
    tables: dict[int, list] = {}  # table id → [round id, round number, table number, forfeit or None, seats]
    for round_id, number, table_id, table_no, team_id, entry_id, points, outcome, result_id, forfeit in seats:
        table = tables.setdefault(table_id, [round_id, number, table_no,
                                             None if result_id is None else bool(forfeit), []])
        uid = team_id if context.team_event else context.player_of.get(entry_id)
        if uid is not None:
            table[4].append((uid, points, outcome))
    read: dict[int, tuple[list[GameRecord], list[int]]] = {}
    for table_id, (round_id, number, table_no, forfeit, seated) in tables.items():
        records, open_tables = read.setdefault(round_id, ([], []))
        if forfeit is None:
            open_tables.append(table_no)
            continue
        records.append(GameRecord(
            round=number, participants=tuple(uid for uid, _p, _o in seated),
            points={uid: float(p or 0.0) for uid, p, _o in seated},
            outcome={uid: o or "loss" for uid, _p, o in seated},
            kind=FORFEIT if forfeit else PLAYED, fouls=fouls.get(table_id, {}),
            game_points={uid: games_won[table_id][seat] for seat, (uid, _p, _o) in enumerate(seated)}
            if table_id in games_won else {}))
    byes = core.execute(_BYES, {"round_ids": round_ids}).all()
    for round_id, number, team_id, player_id, points in byes:
        uid = team_id if context.team_event else player_id
        read.setdefault(round_id, ([], []))[0].append(GameRecord(
            round=number, participants=(uid,), points={uid: points},
            outcome={uid: _bye_outcome(points, context.bye_scale)}, kind=BYE))
    return read


def planned_rounds(stage: Stage, history: StageHistory, settings) -> int:
    """How many rounds the stage has: the round robin's, or the event's ``rounds`` setting."""
    return stage_planned_rounds(stage.pairing, history.groups, settings["rounds"])


def bye_outcome(points: float | None, settings) -> str:
    """A bye counts as the result its points are worth: a win only when it scores a round's win."""
    return _bye_outcome(points, _bye_scale(settings))


def _bye_scale(settings) -> tuple[float, float]:
    """A round's win and draw points (a round of several games is worth them that many times)."""
    rounds_worth = scored_games(settings)
    return float(settings["win_points"]) * rounds_worth, float(settings["draw_points"]) * rounds_worth


def _bye_outcome(points: float | None, scale: tuple[float, float]) -> str:
    win, draw = scale
    points = float(points or 0.0)
    if points >= win - 1e-9:
        return "win"
    return "draw" if points > 0 and points >= draw - 1e-9 else "loss"


def _games_won_by_table(connection, round_ids: list[int]) -> dict[int, list[float]]:
    """Table id → games won per seat, for the tables that played several two-sided games a round.

    A game row names its winning seat (None: drawn, ½ each); Dou Dizhu hands have no winner and count nothing.
    """
    rows = connection.execute(_GAMES, {"round_ids": round_ids}).all()
    won: dict[int, list[float]] = {}
    for table_id, detail in rows:
        if not isinstance(detail, dict) or "winner" not in detail:
            continue
        per_seat = won.setdefault(table_id, [0.0, 0.0])
        winner = detail["winner"]
        if winner in (0, 1):
            per_seat[winner] += 1.0
        elif not detail.get("forfeit"):
            per_seat[0] += 0.5
            per_seat[1] += 0.5
    return won


def _leading_run(numbers: list[int]) -> int:
    """The last round n such that rounds 1..n are all complete."""
    done = 0
    for number in numbers:
        if number != done + 1:
            break
        done = number
    return done


def _fouls_by_table(connection, round_ids: list[int], team_event: bool) -> dict[int, dict[int, int]]:
    rows = connection.execute(_FOULS, {"round_ids": round_ids}).all()
    result: dict[int, dict[int, int]] = {}
    for table_id, team_id, player_id in rows:
        uid = team_id if team_event else player_id
        if uid is not None:
            per_table = result.setdefault(table_id, {})
            per_table[uid] = per_table.get(uid, 0) + 1
    return result


def read_playoffs(session, event: Event) -> tuple[list[PlayoffResult], int]:
    """The finished playoffs (each tied group's round robin, all its rounds in) and how many playoff
    tables are still open."""
    stages = playoff_stages(event)
    if not stages:  # the usual case: no entrant is loaded for nothing (it ran after every result)
        return [], 0
    team_event = is_team_event(event)
    player_of = {} if team_event else {e.id: e.player_id for e in event.entries}
    finished, open_tables = [], 0
    for stage in stages:
        groups: dict[int, list[Round]] = {}
        for rnd in stage.rounds:
            groups.setdefault(rnd.group_no, []).append(rnd)
        for rounds in groups.values():
            members: set[int] = set()
            wins: dict[int, float] = {}
            done = True
            for rnd in rounds:
                members.update(bye.team_id if team_event else player_of[bye.entry_id] for bye in rnd.byes)
                for table in rnd.tables:
                    seated = [(seat_unit(seat, team_event), seat.outcome) for seat in table.seats]
                    members.update(uid for uid, _o in seated)
                    if table.result is None:
                        done, open_tables = False, open_tables + 1
                        continue
                    for uid, outcome in seated:
                        wins[uid] = wins.get(uid, 0.0) + (1.0 if outcome == "win" else 0.0)
            if done and members:
                finished.append(PlayoffResult(frozenset(members), wins))
    return finished, open_tables
