"""`standings` on the command line without the ORM: an event's standings read with plain SQL.

A command is one short process, and SQLAlchemy's import and mapper set-up were
most of it.  A tournament file at the current schema is checked and read here
with the sqlite3 module alone (the same checks as opening it, app/models/file_check.py,
and its schema version read again inside the read's transaction); a database
URL (PostgreSQL, or a sqlite:/// URL) is opened as usual and read with the same
SQL through SQLAlchemy Core.  The rows become the stage's history
(app/services/stage_rows.py) and are ranked as the session's use case ranks them
(app/services/event_standings.py); a test holds both paths' JSON equal.

Anything out of the ordinary (an older schema to upgrade, a file that cannot be
written, an event the tournament does not hold) returns None: the caller then
opens the file the usual way, which upgrades, warns or refuses in its own words.
"""
from __future__ import annotations

import json
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Callable, Sequence, TypeVar

from app.rules.events import PRESETS, settings_for
from app.services.event_standings import EventStandings, standings_from
from app.services.stage_rows import (PlayoffRound, RoundContext, StageHistory, bye_scale,
                                     earliest_disqualifications, fouls_by_table, games_won_by_table,
                                     kept_round_reads, player_units, playoff_results, round_records, stage_history,
                                     team_units)
from app.stages.round_id import PLAYOFF, RoundId, counts_from

# Every statement names its parameters as :name, which sqlite3 and SQLAlchemy's text() both read.
_VERSION = "SELECT version_num FROM alembic_version"
_EVENT = "SELECT id, settings FROM event WHERE code = :code"
EVENT_STAGES = "SELECT id, kind, pairing FROM stage WHERE event_id = :event_id ORDER BY number, id"
_DISQUALIFIED = ("SELECT d.team_id, e.player_id, d.stage, d.round FROM disqualification d "
                 "LEFT JOIN entry e ON e.id = d.entry_id WHERE d.event_id = :event_id")
ENTRANT_TEAMS = ("SELECT t.id, t.name, s.name, t.withdrawn FROM team t JOIN school s ON s.id = t.school_id "
          "WHERE t.event_id = :event_id ORDER BY t.id")
ENTRANT_PLAYERS = ("SELECT e.player_id, p.name, s.name, p.withdrawn, e.withdrawn_after_round FROM entry e "
            "JOIN player p ON p.id = e.player_id JOIN school s ON s.id = p.school_id "
            "WHERE e.event_id = :event_id ORDER BY e.id")
_MEMBERS = ("SELECT m.team_id, e.player_id, m.group_no FROM stage_member m LEFT JOIN entry e ON e.id = m.entry_id "
            "WHERE m.stage_id = :stage_id ORDER BY m.id")  # id order = the draw's order
_PLAYER_OF = "SELECT id, player_id FROM entry WHERE event_id = :event_id"
_ROUNDS = "SELECT id, number, group_no, revision FROM round WHERE stage_id = :stage_id ORDER BY number, group_no"
_SEATS = ("SELECT r.id, r.number, t.id, t.number, s.team_id, s.entry_id, s.points, s.outcome, res.id, res.forfeit "
          "FROM round r JOIN game_table t ON t.round_id = r.id JOIN seat s ON s.table_id = t.id "
          "LEFT JOIN result res ON res.table_id = t.id WHERE r.stage_id = :stage_id "
          "ORDER BY r.number, r.group_no, t.number, s.seat_no")
_BYES = ("SELECT r.id, r.number, b.team_id, e.player_id, b.points, b.requested FROM round r JOIN bye b ON b.round_id = r.id "
         "LEFT JOIN entry e ON e.id = b.entry_id WHERE r.stage_id = :stage_id ORDER BY b.id")
_FOULS = ("SELECT f.table_id, f.team_id, e.player_id FROM foul f JOIN game_table t ON t.id = f.table_id "
          "JOIN round r ON r.id = t.round_id LEFT JOIN entry e ON e.id = f.entry_id WHERE r.stage_id = :stage_id")
_GAMES = ("SELECT g.table_id, g.detail FROM game g JOIN game_table t ON t.id = g.table_id "
          "JOIN round r ON r.id = t.round_id WHERE r.stage_id = :stage_id")
_TABLES_IN_ROUND = ("SELECT count(t.id) FROM game_table t JOIN round r ON r.id = t.round_id "
                    "WHERE r.stage_id = :stage_id AND r.number = :number")
# The playoffs: every playoff stage's rounds in play order, their byes, and their tables' seats.
_ROUNDS_OF_PLAYOFFS = ("SELECT r.stage_id, r.id, r.group_no FROM round r JOIN stage st ON st.id = r.stage_id "
                   "WHERE st.event_id = :event_id AND st.kind = :playoff ORDER BY st.number, st.id, r.number, r.id")
_PLAYOFF_BYES = ("SELECT b.round_id, b.team_id, e.player_id FROM bye b JOIN round r ON r.id = b.round_id "
                 "JOIN stage st ON st.id = r.stage_id LEFT JOIN entry e ON e.id = b.entry_id "
                 "WHERE st.event_id = :event_id AND st.kind = :playoff ORDER BY b.id")
_PLAYOFF_SEATS = ("SELECT t.round_id, t.id, res.id, s.id, s.team_id, e.player_id, s.outcome FROM game_table t "
                  "JOIN round r ON r.id = t.round_id JOIN stage st ON st.id = r.stage_id "
                  "LEFT JOIN seat s ON s.table_id = t.id LEFT JOIN entry e ON e.id = s.entry_id "
                  "LEFT JOIN result res ON res.table_id = t.id "
                  "WHERE st.event_id = :event_id AND st.kind = :playoff ORDER BY t.number, t.id, s.seat_no")

# A round's rows, for a read that takes only the rounds changed since the open file's last read.
_ROUND_SEATS, _ROUND_BYES, _ROUND_FOULS, _ROUND_GAMES = (
    statement.replace("WHERE r.stage_id = :stage_id", "WHERE r.id = :round_id")
    for statement in (_SEATS, _BYES, _FOULS, _GAMES))

Rows = Callable[..., list]  # rows(statement, **parameters) → the result's rows as tuples
T = TypeVar("T")


@dataclass(frozen=True)
class Kept:
    """What an open file keeps between its reads (app/services/standings.py hands it over)."""

    round_reads: dict  # ``TournamentStore.round_reads`` (see ``stage_rows.kept_round_reads``)
    trusted: bool  # the database keeps round revisions (app/models/round_revisions.py)
    ranking: Callable[[int], Callable[[bool], object]]  # stage id → history_cache(without disqualified)
    entrants: Callable[[int, bool], Sequence[tuple]]  # (event id, team event) → its entrants' rows, once per commit


def read_entrants(rows: Rows, event_id: int, team_event: bool) -> tuple:
    """The entrants' column rows (id, name, school, withdrawn…) with plain SQL: SQLAlchemy's result handling of
    300 rows cost more than the query, after every confirmed result."""
    return tuple(rows(ENTRANT_TEAMS if team_event else ENTRANT_PLAYERS, event_id=event_id))


def read_standings(path_or_url: str, code: str) -> EventStandings | None:
    """The event's standings, or None where the file needs the usual open (see the module's docstring)."""
    if "://" in path_or_url:
        return _read_database(path_or_url, code)
    return read_file(Path(path_or_url), lambda rows: _standings(rows, code))


def read_file(path: Path, read: Callable[[Rows], T]) -> T | None:
    """``read(rows)`` in one snapshot of a tournament file at the current schema, checked as opening it checks
    it, with the sqlite3 module alone; None where the file needs the usual open (see the module's docstring)."""
    import sqlite3

    from app.models.file_check import inspect_sqlite_file, refuse_foreign_objects, refuse_unknown
    from app.models.migrate import head_revision
    from app.models.sqlite_file import is_writable, read_only
    path = path.resolve()
    if not path.is_file() or not is_writable(path):
        return None
    revision, objects, altered = inspect_sqlite_file(path)
    refuse_unknown(revision, path.name)
    if revision != head_revision():
        return None
    refuse_foreign_objects(objects, revision, path.name, altered)
    with read_only(path) as connection:
        connection.isolation_level = None  # the BEGIN below is ours: every read sees one snapshot
        connection.execute("BEGIN")
        with closing(connection.cursor()) as cursor:
            def rows(statement: str, **parameters) -> list:
                return cursor.execute(statement, parameters).fetchall()
            try:
                if rows(_VERSION) != [(head_revision(),)]:  # upgraded by another station meanwhile
                    return None
                return read(rows)
            except sqlite3.DatabaseError as exc:
                from app.files.errors import TournamentFileError
                raise TournamentFileError("file.corrupt", path=path.name, exc=exc) from exc


def _read_database(url: str, code: str) -> EventStandings | None:
    from sqlalchemy import text

    from app.models.store import open_store
    store = open_store(url)
    try:
        if store.read_only:
            return None
        with store.engine.connect() as connection:
            return _standings(lambda statement, **parameters: connection.execute(text(statement), parameters).all(),
                              code)
    finally:
        store.close()


def json_value(value):
    """A JSON column's value: SQLite hands over the text, a server's driver the decoded value."""
    return json.loads(value) if isinstance(value, (str, bytes)) else value


def _standings(rows: Rows, code: str) -> EventStandings | None:
    read = stage_standings(rows, code)
    return None if read is None else read[0]


def stage_standings(rows: Rows, code: str, kept: Kept | None = None, through: RoundId | None = None
                    ) -> tuple[EventStandings, StageHistory | None] | None:
    """The event's standings and the stage's history they were ranked from; None for an event the file
    does not hold. ``kept``: what the open file kept from its last read (the station's pages read after
    every confirmed result); None: a command's one read. ``through``: the standings after that round
    of its stage (a preliminary's once the final began, an earlier round's), read whole (no ``kept``)."""
    found = rows(_EVENT, code=code)
    if not found or code not in PRESETS:
        return None
    event_id, stored = found[0]
    settings = settings_for(code, json_value(stored))
    team_event = PRESETS[code].team_event
    stages = [SimpleNamespace(id=i, kind=kind, pairing=pairing) for i, kind, pairing in rows(EVENT_STAGES, event_id=event_id)]
    main = [stage for stage in stages if stage.kind != PLAYOFF and (through is None or stage.kind == through.stage)]
    stage = main[-1] if main else None
    last_round = None if through is None or stage is None else _earlier_round(rows, stage, through.number)
    kept = None if last_round is not None else kept
    history = None if stage is None else _history(rows, event_id, stage, settings, team_event, kept, last_round)
    ranking = kept.ranking(stage.id) if kept is not None and stage is not None else lambda _without: None
    # the usual case: no playoff, and nothing to read; a playoff follows the stage's last round
    played_off = last_round is None and any(stage.kind == PLAYOFF for stage in stages)
    standings = standings_from(code, settings, stage, history,
                               lambda: _playoffs(rows, event_id, team_event) if played_off else playoff_results([]),
                               lambda number: rows(_TABLES_IN_ROUND, stage_id=stage.id, number=number)[0][0], ranking)
    return standings, history


def _earlier_round(rows: Rows, stage, number: int) -> int | None:
    """``number`` when the stage has rounds after it (the standings then end there), else None."""
    paired = [row[1] for row in rows(_ROUNDS, stage_id=stage.id)]
    return number if paired and number < max(paired) else None


def _history(rows: Rows, event_id: int, stage, settings, team_event: bool, kept: Kept | None,
             last_round: int | None = None) -> StageHistory:
    """The stage's history; with ``last_round``, its rounds to that one and the disqualifications in
    effect by then."""
    out = rows(_DISQUALIFIED, event_id=event_id)
    if last_round is not None:  # (…, stage, round) rows: those counting from a round played by then
        out = [row for row in out if (start := counts_from(row[2], row[3], stage.kind)) is not None
               and start <= last_round]
    disqualified = earliest_disqualifications(out, team_event, stage.kind)
    entrants = (kept.entrants(event_id, team_event) if kept is not None
                else rows(ENTRANT_TEAMS if team_event else ENTRANT_PLAYERS, event_id=event_id))
    units = (team_units if team_event else player_units)(entrants, disqualified)
    player_of = dict(rows(_PLAYER_OF, event_id=event_id))
    several_games = int(settings["games_per_round"]) > 1
    context = RoundContext(team_event, player_of, several_games, bye_scale(settings))
    rounds = [row for row in rows(_ROUNDS, stage_id=stage.id) if last_round is None or row[1] <= last_round]
    if kept is None:
        read = _rounds_read(rows, [(_FOULS, _GAMES, _SEATS, _BYES, {"stage_id": stage.id})], context, {}, None)
        reads = {round_id: read.get(round_id, ([], [])) for round_id, _number, _group_no, _revision in rounds}
    else:
        def read_rounds(round_ids, earlier, made):
            return _rounds_read(rows, [(_ROUND_FOULS, _ROUND_GAMES, _ROUND_SEATS, _ROUND_BYES, {"round_id": round_id})
                                       for round_id in round_ids], context, earlier, made)
        reads = kept_round_reads(kept.round_reads, kept.trusted, rounds, context, read_rounds)
    return stage_history(stage, team_event, units, rows(_MEMBERS, stage_id=stage.id), rounds, reads, disqualified)


def _rounds_read(rows: Rows, reads: list[tuple], context: RoundContext, earlier: dict, made: dict | None):
    """The records of the rounds the (fouls, games, seats, byes statements, parameters) ``reads`` select,
    in order (``earlier``, ``made``: as ``round_records`` takes them)."""
    fouls, games, seats, byes = [], [], [], []
    for fouls_of, games_of, seats_of, byes_of, parameters in reads:
        fouls += rows(fouls_of, **parameters)
        if context.several_games:
            games += rows(games_of, **parameters)
        seats += rows(seats_of, **parameters)
        byes += rows(byes_of, **parameters)
    return round_records(seats, byes, fouls_by_table(fouls, context.team_event),
                         games_won_by_table((table_id, json_value(detail)) for table_id, detail in games),
                         context, earlier, made)


def _playoffs(rows: Rows, event_id: int, team_event: bool):
    """The playoffs as ``services.history.read_playoffs`` reads them from the ORM's objects."""
    stages: dict[int, list[PlayoffRound]] = {}  # a stage's groups are its own
    rounds: dict[int, PlayoffRound] = {}
    for stage_id, round_id, group_no in rows(_ROUNDS_OF_PLAYOFFS, event_id=event_id, playoff=PLAYOFF):
        rounds[round_id] = PlayoffRound(group_no, [], [])
        stages.setdefault(stage_id, []).append(rounds[round_id])
    for round_id, team_id, player_id in rows(_PLAYOFF_BYES, event_id=event_id, playoff=PLAYOFF):
        rounds[round_id].byes.append(team_id if team_event else player_id)
    tables: dict[int, tuple[bool, list]] = {}
    for round_id, table_id, result_id, seat_id, team_id, player_id, outcome in rows(
            _PLAYOFF_SEATS, event_id=event_id, playoff=PLAYOFF):
        if table_id not in tables:
            tables[table_id] = (result_id is not None, [])
            rounds[round_id].tables.append(tables[table_id])
        if seat_id is not None:
            tables[table_id][1].append((team_id if team_event else player_id, outcome))
    return playoff_results(stages.values())
