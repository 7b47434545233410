"""Read a stage's history from the file into the domain shapes (competitors, game records).

One place turns tables, seats, results and byes into what the pairing and
standings engines read, so both see the same facts.  A competitor's id is the
player id in individual events and the team id in team events.
"""
from __future__ import annotations

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session, selectinload

from app.models.schema import (Bye, Disqualification, Entry, Event, Foul, Game, GameTable, Result,
                               Round, Seat, Stage, StageMember)
from app.models.driver_sql import plain_rows as driver_rows
from app.models.round_revisions import kept as revisions_kept
from app.models.store import REMEMBERED, ROUND_READS
from app.rules.events import PRESETS, settings_for
from app.services.stage_rows import (PlayoffRound, RoundContext, StageHistory, bye_scale, earliest_disqualifications,
                                     fouls_by_table, games_won_by_table, kept_round_reads, player_units,
                                     playoff_results, round_records, scaled_bye_outcome, stage_history, team_units)
from app.services.stage_rows import planned_rounds  # noqa: F401 (the stage's rounds, for its readers)
from app.services.standings_read import Rows, read_entrants
from app.standings import GameRecord
from app.standings.playoff import PlayedPlayoff
from app.stages.policy import FINAL
from app.stages.round_id import PLAYOFF, RoundId


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


def stage_of_round(event: Event, round_id: RoundId) -> tuple[Stage | None, int]:
    """The stage a round belongs to (the latest of its kind; a playoff round its own playoff's) and the
    round's number inside it; (None, number) when the event has no such stage or playoff round."""
    if round_id.playoff:
        rounds = playoff_rounds(event)
        return rounds[round_id.number - 1] if round_id.number <= len(rounds) else (None, round_id.number)
    stages = [s for s in event.stages if s.kind == round_id.stage]
    return (stages[-1] if stages else None), round_id.number


def in_play(event: Event, round_id: RoundId) -> bool:
    """Whether the round is one of the stage in play (not an earlier stage's, not a playoff's)."""
    stage = main_stage(event)
    return stage is not None and round_id.stage == stage.kind


def round_key(event: Event, round_id: RoundId) -> int | str:
    """``RoundId.key`` against the event's stage in play."""
    stage = main_stage(event)
    return round_id.key(stage.kind if stage is not None else None)


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
_DISQUALIFIED = (select(Disqualification.team_id, Entry.player_id, Disqualification.stage, Disqualification.round)
                 .outerjoin(Entry, Entry.id == Disqualification.entry_id)
                 .where(Disqualification.event_id == _EVENT))
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
_BYES = (select(Round.id, Round.number, Bye.team_id, Entry.player_id, Bye.points, Bye.requested)
         .join(Bye, Bye.round_id == Round.id).outerjoin(Entry, Entry.id == Bye.entry_id)
         .where(Round.id.in_(_ROUNDS)).order_by(Bye.id))
_FOULS = (select(Foul.table_id, Foul.team_id, Entry.player_id)
          .join(GameTable, GameTable.id == Foul.table_id).outerjoin(Entry, Entry.id == Foul.entry_id)
          .where(GameTable.round_id.in_(_ROUNDS)))
_GAMES = (select(Game.table_id, Game.detail).join(GameTable, GameTable.id == Game.table_id)
          .where(GameTable.round_id.in_(_ROUNDS)))


def column_rows(session: Session, statement, **params) -> list:
    """Column rows on the session's connection, after its pending changes (as the ORM's own queries
    flush first), without the ORM's result handling."""
    session.flush()
    return session.connection().execute(statement, params).all()


def disqualified_units(session: Session, event: Event, stage_kind: str | None = None) -> dict[int, int]:
    """Competitor id → the round of ``stage_kind`` (default: the stage in play) their (earliest)
    disqualification in this event counts from."""
    if stage_kind is None:
        stage = main_stage(event)
        stage_kind = stage.kind if stage is not None else FINAL
    return earliest_disqualifications(column_rows(session, _DISQUALIFIED, event_id=event.id), is_team_event(event),
                                      stage_kind)


def entry_units(session: Session, event: Event,
                disqualified: dict[int, int] | None = None) -> list[tuple[int, str, str, bool]]:
    """Every entrant of the event as (id, name, school, active); the disqualified are not active
    (``disqualified``: as ``disqualified_units`` gives it, when the caller has read it already)."""
    out = disqualified_units(session, event) if disqualified is None else disqualified
    return (team_units if is_team_event(event) else player_units)(entrant_rows(session, event), out)


def entrant_rows(session: Session, event: Event) -> tuple:
    """Every entrant of the event as (id, name, school, withdrawn…) column rows (see ``event_entrant_rows``)."""
    return event_entrant_rows(session, event.id, is_team_event(event))


def event_entrant_rows(session: Session, event_id: int, team_event: bool) -> tuple:
    """``entrant_rows`` by the event's id. A reading session reads them once per commit to the file:
    the ranking and the hall's pairings page both name every entrant after each confirmed result."""
    def read() -> tuple:
        return read_entrants(plain_rows(session), event_id, team_event)
    remembered = session.info.get(REMEMBERED)
    return read() if remembered is None else remembered(("entrant_rows", event_id), read)


def plain_rows(session: Session) -> Rows:
    """Plain SQL on the session's connection, in its transaction, after its pending changes."""
    session.flush()
    return driver_rows(session.connection())


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
    disqualified = disqualified_units(session, event, stage.kind)
    units = entry_units(session, event, disqualified)
    core = session.connection()  # plain column rows: the ORM's result handling doubled the read
    members = core.execute(_MEMBERS, {"stage_id": stage.id}).all()
    settings = settings_for(event.code, event.settings)
    player_of = dict(core.execute(_PLAYER_OF, {"event_id": event.id}).all())
    # What a round's records depend on besides its own rows. Games won are read only where a round is
    # several games (a Dou Dizhu hand or a single game says nothing more than the outcome).
    context = RoundContext(team_event, player_of, int(settings["games_per_round"]) > 1, bye_scale(settings))
    rounds = core.execute(_STAGE_ROUNDS, {"stage_id": stage.id}).all()
    reads = _read_rounds(session.info[ROUND_READS], core, rounds, context)
    return stage_history(stage, team_event, units, members, rounds, reads, disqualified)


def _read_rounds(kept: dict, core, rounds, context: RoundContext) -> dict[int, tuple[list[GameRecord], list[int]]]:
    """``stage_rows.kept_round_reads`` with this session's statements (see there)."""
    def read(round_ids, earlier, made):
        return _round_records(core, round_ids, context, earlier, made)
    return kept_round_reads(kept, revisions_kept(core.dialect.name), rounds, context, read)


def _round_records(core, round_ids: list[int], context: RoundContext, kept: dict[int, tuple],
                   made: dict[int, tuple]) -> dict[int, tuple[list[GameRecord], list[int]]]:
    """These rounds' game records (tables, then byes) and their tables without a result, read from the
    file (``kept``, ``made``: as ``stage_rows.round_records`` takes them)."""
    fouls = fouls_by_table(core.execute(_FOULS, {"round_ids": round_ids}).all(), context.team_event)
    games_won = (games_won_by_table(core.execute(_GAMES, {"round_ids": round_ids}).all())
                 if context.several_games else {})
    # entries mapped here rather than joined: the stage's largest read
    seats = core.execute(_SEATS, {"round_ids": round_ids}).all()
    return round_records(seats, core.execute(_BYES, {"round_ids": round_ids}).all(), fouls, games_won, context,
                         kept, made)


def bye_outcome(points: float | None, settings) -> str:
    """A bye counts as the result its points are worth: a win only when it scores a round's win."""
    return scaled_bye_outcome(points, bye_scale(settings))


def read_playoffs(session, event: Event) -> list[PlayedPlayoff]:
    """Each tied group's playoff (its round robin) with its matches as entered so far."""
    stages = playoff_stages(event)
    if not stages:  # the usual case: no entrant is loaded for nothing (it ran after every result)
        return []
    team_event = is_team_event(event)
    player_of = {} if team_event else {e.id: e.player_id for e in event.entries}
    return playoff_results(
        [PlayoffRound(rnd.group_no, [bye.team_id if team_event else player_of[bye.entry_id] for bye in rnd.byes],
                      [(table.result is not None, [(seat_unit(seat, team_event), seat.outcome) for seat in table.seats])
                       for table in rnd.tables])
         for rnd in stage.rounds] for stage in stages)
