"""One paired round as every surface shows it (its tables, seats, results and byes), read with plain SQL.

The open file reads it on its session's connection (app/services/round_views.py), after every confirmed
result for the hall's pairings page; a print by the command line reads it on the file's own sqlite3
connection (app/services/plain_print.py) without loading SQLAlchemy. One read for both: the statements
name their parameters as :name, which sqlite3 and SQLAlchemy's text() both read.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Iterable, Sequence

from app.messages import Message, from_stored
from app.rules.events import FILLER_NAME, settings_for
from app.scoring.summaries import ResultPoints, result_points, summary_words
from app.services.standings_read import Rows, json_value
from app.stages import stage_named
from app.stages.round_id import PLAYOFF, RoundId

TOKEN_LENGTH = 8  # hex digits of a draw's token (app/services/round_draw.py): short enough to type after `--draw`

_ROUND_IDS = "SELECT id FROM round WHERE stage_id = :stage_id AND number = :number"
_VIEW_ROUNDS = ("SELECT id, group_no, seed, warnings FROM round WHERE stage_id = :stage_id AND number = :number "
                "ORDER BY group_no")
_VIEW_TABLES = ("SELECT t.id, t.round_id, t.number, t.warnings, res.summary FROM game_table t "
                f"LEFT OUTER JOIN result res ON res.table_id = t.id WHERE t.round_id IN ({_ROUND_IDS}) "
                "ORDER BY t.number")
_VIEW_SEATS = ("SELECT s.table_id, s.id, s.seat_no, s.team_id, e.player_id, s.role, s.points, s.outcome, s.entry_id "
               "FROM seat s JOIN game_table t ON t.id = s.table_id LEFT OUTER JOIN entry e ON e.id = s.entry_id "
               f"WHERE t.round_id IN ({_ROUND_IDS}) ORDER BY s.table_id, s.seat_no")
_VIEW_BYES = ("SELECT b.round_id, b.team_id, e.player_id, b.points FROM bye b "
              f"LEFT OUTER JOIN entry e ON e.id = b.entry_id WHERE b.round_id IN ({_ROUND_IDS}) ORDER BY b.id")


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


def draw_token(seating: list[tuple]) -> str:
    """The token of a round from its seating: a row (table id, table number, seat number, entry id, team id)
    per seat and (table id, number, None, None, None) per table without seats, in table id and seat order."""
    return hashlib.sha1(repr(seating).encode("ascii")).hexdigest()[:TOKEN_LENGTH]


def seating_rows(tables: Iterable[tuple[int, int]], seats: Iterable[tuple[int, int, int | None, int | None]]) -> list:
    """The seating ``draw_token`` reads, from the tables (id, number) and seats (table id, seat number, entry
    id, team id) read apart (as the round's view reads them)."""
    numbers = dict(tables)
    seated = [(table_id, numbers[table_id], seat_no, entry_id, team_id) for table_id, seat_no, entry_id, team_id in seats]
    empty = [(table_id, number, None, None, None) for table_id, number in numbers.items()
             if table_id not in {row[0] for row in seated}]
    return sorted(seated + empty, key=lambda row: (row[0], -1 if row[2] is None else row[2]))


def read_round_view(rows: Rows, code: str, stored_settings, stage_id: int, stage_kind: str, number: int,
                    entrants: Sequence[tuple], team_event: bool) -> RoundView | None:
    """Round ``number`` of the stage (every group of it) as column rows, its entrants named from ``entrants``
    (the event's entrant rows: id, name, school …); None when it is not paired."""
    where = {"stage_id": stage_id, "number": number}
    chosen = rows(_VIEW_ROUNDS, **where)
    if not chosen:
        return None
    names = {row[0]: row[1] for row in entrants}
    schools = {row[0]: row[2] for row in entrants}
    order = {row[0]: index for index, row in enumerate(chosen)}  # the groups in turn
    groups = {round_id: group_no for round_id, group_no, _seed, _warnings in chosen}
    seats: dict[int, list[SeatView]] = {}
    seated = []  # (table id, seat number, entry id, team id): the draw's token
    for row in rows(_VIEW_SEATS, **where):
        table_id, seat_id, seat_no, team_id, player_id, role, points, outcome, entry_id = row
        seated.append((table_id, seat_no, entry_id, team_id))
        uid = team_id if team_event else player_id
        seats.setdefault(table_id, []).append(SeatView(
            seat_id, seat_no, uid, names.get(uid, FILLER_NAME) if uid else FILLER_NAME,
            schools.get(uid, "") if uid else "", role if role != "filler" else "", points, outcome))
    found = sorted(rows(_VIEW_TABLES, **where), key=lambda row: (order[row[1]], row[2]))
    tables = [TableView(table_id, table_number, groups[round_id], tuple(seats.get(table_id, ())),
                        summary or "", tuple(from_stored(w) for w in json_value(table_warnings) or ()))
              for table_id, round_id, table_number, table_warnings, summary in found]
    byes = []
    for _round_id, team_id, player_id, points in sorted(rows(_VIEW_BYES, **where), key=lambda row: order[row[0]]):
        uid = team_id if team_event else player_id
        byes.append((uid, names.get(uid, ""), schools.get(uid, ""), points))
    tables.sort(key=lambda t: t.number)
    warnings = tuple(from_stored(w) for _id, _group, _seed, stored in chosen for w in json_value(stored) or ())
    settings = settings_for(code, stored_settings)
    named = stage_named(stage_kind, settings["preliminary_groups"])
    draw = draw_token(seating_rows([(row[0], row[2]) for row in found], seated))
    points = None if stage_kind == PLAYOFF else result_points(settings)
    return RoundView(code, stage_kind, number, chosen[0][2], tuple(tables), tuple(byes), warnings, named, draw,
                     points)
