"""Reading a round as the pages, the hall, the sheets and the CLI show it: its tables, seats and byes.

The views are plain values read as column rows (no ORM objects: the hall's pairings page and the clocks
page read the open round after every confirmed result), once per commit to the file.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from sqlalchemy import bindparam, func, select

from app.messages import Message, from_stored
from app.models.schema import Bye, Entry, GameTable, Result, Round, Seat, Stage
from app.models.store import TournamentStore
from app.services.events import event_for
from app.rules.events import FILLER_NAME, settings_for
from app.scoring.summaries import ResultPoints, result_points, summary_words
from app.services.history import entrant_rows, is_team_event, main_stage, playoff_rounds, stage_of_round
from app.services.round_draw import draw_token, seating_rows
from app.services.round_ids import earlier_stage_rounds
from app.stages import stage_named
from app.stages.round_id import PLAYOFF, RoundId, is_playoff_round


@dataclass(frozen=True)
class SeatView:
    seat_id: int
    seat_no: int
    competitor_id: int | None  # player id (team id in team events); None: a filler
    name: str
    school: str
    role: str
    points: float | None
    outcome: str


@dataclass(frozen=True)
class TableView:
    table_id: int
    number: int
    group_no: int
    seats: tuple[SeatView, ...]
    result: str  # the result's summary; "" while open
    warnings: tuple[str, ...]

    @property
    def has_result(self) -> bool:
        return bool(self.result)


@dataclass(frozen=True)
class RoundView:
    event: str
    stage_kind: str
    number: int
    seed: int
    tables: tuple[TableView, ...]
    byes: tuple[tuple[int, str, str, float], ...]  # (competitor id, name, school, points)
    warnings: tuple[str, ...]
    stage_named: bool = False  # screens name its stage (预赛 / 决赛): not a final that is the event's only stage
    draw: str = ""  # the draw's token (round_draw.py): what a result is entered against
    points: ResultPoints | None = None  # what a game scores here; None in a playoff (no points)

    def result_words(self, summary: str) -> Message | str:
        """A table's result as every surface shows it: a single game in the event's points (2-0, 1-1)."""
        return summary_words(summary, self.points)

    @property
    def round_id(self) -> RoundId:
        return RoundId(self.event, self.stage_kind, self.number)

    def words(self) -> Message:
        """How its screens and sheets name it: 预赛第 2 轮, 决赛第 1 轮 (with groups), 第 3 轮, 加赛 2."""
        return self.round_id.words(self.stage_named)

    def as_json(self) -> dict:
        """The CLI's shape: players[0] moves first in two-player games (a playoff round is "加赛2")."""
        return {"event": self.event, "round": self.round_id.text() if self.round_id.playoff else self.number,
                "tables": [{"table": t.number,
                            "players": [s.competitor_id for s in t.seats],
                            "first": t.seats[0].competitor_id if t.seats else None}
                           for t in self.tables],
                "byes": [bye[0] for bye in self.byes], "draw": self.draw}


def round_view(store: TournamentStore, code: str, round_id: RoundId | None = None) -> RoundView | None:
    """The round ``round_id`` names (the latest of the stage in play when None); None when it is not
    paired. A playoff round's view carries its 加赛 number.
    Read once per commit to the file: the hall's pairings and the clocks page read it after each result.
    The latest round is remembered under its own id too: the clocks page asks for the latest round after a
    pairing, whose worker has just read the new round by its id."""
    if round_id is None:
        def read_latest() -> RoundView | None:
            latest = latest_round(store, code)
            return round_view(store, code, latest) if latest is not None else None
        return store.remembered(("round_view", code, None), read_latest)

    def read() -> RoundView | None:
        with store.read() as session:
            event = event_for(session, code)
            stage, inner = stage_of_round(event, round_id)
            view = _round_view(session, event, stage, inner) if stage is not None else None
            return replace(view, number=round_id.number) if view is not None and is_playoff_round(round_id) else view
    return store.remembered(("round_view", code, round_id), read)


# The round view's statements, built once: column rows, no ORM objects (the hall's pairings page reads
# the open round again after every confirmed result, and loading its tables and seats as objects cost
# three quarters of that).
_STAGE_ID, _NUMBER = bindparam("stage_id"), bindparam("number")
_VIEW_ROUND_IDS = bindparam("round_ids", expanding=True)
_VIEW_ROUNDS = (select(Round.id, Round.group_no, Round.seed, Round.warnings)
                .where(Round.stage_id == _STAGE_ID, Round.number == _NUMBER).order_by(Round.group_no))
_VIEW_TABLES = (select(GameTable.id, GameTable.round_id, GameTable.number, GameTable.warnings, Result.summary)
                .outerjoin(Result, Result.table_id == GameTable.id)
                .where(GameTable.round_id.in_(_VIEW_ROUND_IDS)).order_by(GameTable.number))
_VIEW_SEATS = (select(Seat.table_id, Seat.id, Seat.seat_no, Seat.team_id, Entry.player_id, Seat.role, Seat.points,
                      Seat.outcome, Seat.entry_id)
               .join(GameTable, GameTable.id == Seat.table_id).outerjoin(Entry, Entry.id == Seat.entry_id)
               .where(GameTable.round_id.in_(_VIEW_ROUND_IDS)).order_by(Seat.table_id, Seat.seat_no))
_VIEW_BYES = (select(Bye.round_id, Bye.team_id, Entry.player_id, Bye.points)
              .outerjoin(Entry, Entry.id == Bye.entry_id)
              .where(Bye.round_id.in_(_VIEW_ROUND_IDS)).order_by(Bye.id))


def _chosen_rounds(session, stage, number: int) -> tuple[int, list] | None:
    """The round ``number`` of ``stage``: its number and its groups' rows (id, group, seed, warnings);
    None when it is not paired."""
    session.flush()  # the ORM's own queries would flush first
    chosen = session.connection().execute(_VIEW_ROUNDS, {"stage_id": stage.id, "number": number}).all()
    return (number, chosen) if chosen else None


def _round_view(session, event, stage, number) -> RoundView | None:
    """Reads only the chosen round and the entrants' names (not the whole stage), as column rows."""
    found = _chosen_rounds(session, stage, number)
    if found is None:
        return None
    number, chosen = found
    core = session.connection()
    units = entrant_rows(session, event)  # names only: no need to read who is disqualified
    names = {row[0]: row[1] for row in units}
    schools = {row[0]: row[2] for row in units}
    team_event = is_team_event(event)
    order = {row[0]: index for index, row in enumerate(chosen)}  # the groups in turn
    groups = {round_id: group_no for round_id, group_no, _seed, _warnings in chosen}
    ids = {"round_ids": list(order)}
    seats: dict[int, list[SeatView]] = {}
    seated = []  # (table id, seat number, entry id, team id): the draw's token
    for row in core.execute(_VIEW_SEATS, ids):
        table_id, seat_id, seat_no, team_id, player_id, role, points, outcome, entry_id = row
        seated.append((table_id, seat_no, entry_id, team_id))
        uid = team_id if team_event else player_id
        seats.setdefault(table_id, []).append(SeatView(
            seat_id, seat_no, uid, names.get(uid, FILLER_NAME) if uid else FILLER_NAME,
            schools.get(uid, "") if uid else "", role if role != "filler" else "", points, outcome))
    rows = sorted(core.execute(_VIEW_TABLES, ids).all(), key=lambda row: (order[row[1]], row[2]))
    tables = [TableView(table_id, table_number, groups[round_id], tuple(seats.get(table_id, ())),
                        summary or "", tuple(from_stored(w) for w in table_warnings))
              for table_id, round_id, table_number, table_warnings, summary in rows]
    byes = []
    for _round_id, team_id, player_id, points in sorted(core.execute(_VIEW_BYES, ids).all(),
                                                        key=lambda row: order[row[0]]):
        uid = team_id if team_event else player_id
        byes.append((uid, names.get(uid, ""), schools.get(uid, ""), points))
    tables.sort(key=lambda t: t.number)
    warnings = tuple(from_stored(w) for _id, _group, _seed, round_warnings in chosen for w in round_warnings)
    settings = settings_for(event.code, event.settings)
    named = stage_named(stage.kind, settings["preliminary_groups"])
    draw = draw_token(seating_rows([(row[0], row[2]) for row in rows], seated))
    points = None if stage.kind == PLAYOFF else result_points(settings)
    return RoundView(event.code, stage.kind, number, chosen[0][2], tuple(tables), tuple(byes), warnings, named, draw,
                     points)


def latest_round(store: TournamentStore, code: str) -> RoundId | None:
    """The current stage's last round (None before round 1): what a page following another station
    compares with the round it shows, to see a round paired, re-paired or deleted there. Taken from the
    lists of rounds, read once per commit."""
    stage_rounds = [choice for choice in round_lists(store, code).choices if not is_playoff_round(choice)]
    return stage_rounds[-1] if stage_rounds else None


def _stage_numbers(session, stage) -> list[int]:
    if stage is None:
        return []
    return list(session.scalars(select(Round.number).where(Round.stage_id == stage.id)
                                .distinct().order_by(Round.number)))


@dataclass(frozen=True)
class RoundLists:
    """The rounds a page lists and what "pair next" is asked against, read in one session."""

    listed: tuple[RoundId, ...]  # an earlier stage's rounds (预赛 once the final is paired), then ``choices``
    choices: tuple[RoundId, ...]  # the stage in play's rounds, then every playoff round (加赛1 …)
    paired: int  # rounds of the event over all its stages, playoffs included


def round_lists(store: TournamentStore, code: str) -> RoundLists:
    """The event's ``RoundLists``, read once per commit to the file: the pairing's worker reads them
    after its commit, and the rounds and results pages that show the new round find them read."""
    def read() -> RoundLists:
        with store.read() as session:
            event = event_for(session, code)
            choices = tuple(_choices(session, event))
            return RoundLists(tuple(earlier_stage_rounds(event)) + choices, choices, rounds_count(session, event))
    return store.remembered(("round_lists", code), read)


def rounds_count(session, event) -> int:
    """Rounds of the event over all its stages (a preliminary's rounds, the final's, the playoffs'),
    counted in the database: no round or table is loaded for it."""
    rounds = (select(Round.stage_id, Round.number).join(Stage, Round.stage_id == Stage.id)
              .where(Stage.event_id == event.id).distinct().subquery())
    return session.scalar(select(func.count()).select_from(rounds))


def listed_rounds(store: TournamentStore, code: str) -> list[RoundId]:
    """Every round a page lists or a sheet prints: an earlier stage's (预赛 once the final is paired),
    then ``round_choices``."""
    return list(round_lists(store, code).listed)


def round_choices(store: TournamentStore, code: str) -> list[RoundId]:
    """The rounds of the current stage, then every playoff round (加赛1, 加赛2 …) once paired."""
    return list(round_lists(store, code).choices)


def _choices(session, event) -> list[RoundId]:
    stage = main_stage(event)
    return ([RoundId(event.code, stage.kind, n) for n in _stage_numbers(session, stage)]
            + [RoundId(event.code, PLAYOFF, n) for n in range(1, len(playoff_rounds(event)) + 1)])


# -- changes ----------------------------------------------------------------------
