"""Record, change and clear table results: scored by the event's rules, committed at once, audited."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select, bindparam, delete, func, insert, select, update

from app.models.driver_sql import DriverStatement
from app.models.schema import Disqualification, Foul, Game, GameTable, Result, Round, Seat, Stage, utcnow
from app.models.store import DRAW_READS, TournamentStore
from app.rules.events import PRESETS, TABLE_OF_EIGHT, settings_for
from app.scoring import ResultError, ScoredResult, score
from app.scoring.entries import ColouredGamesEntry, HandsEntry, MatchEntry, ResultEntry, RolesEntry, parse_entry
from app.scoring.console_check import disagreements
from app.scoring.playoff import score_playoff_match
from app.scoring.summaries import ResultPoints, result_points, summary_words
from app.services import audit, disqualification
from app.services.disqualification import REFEREE
from app.services.history import in_play, round_key
from app.services.round_draw import keep_unmoved_draw, kept_draw_of_table
from app.services.round_ids import round_ids_select
from app.services.events import EventFacts, event_facts, latest_round
from app.services.sanguosha import decided_winners, disagreement_words, side_name, table_outcomes
from app.stages.round_id import RoundId


# ``seen`` when the caller showed the referee nothing to check against (a script, a first CLI entry).
UNSEEN = object()
# The audit's reason when undo puts back a stored result that a decided console contradicts: it was
# stored before (overruled then, or entered before the console decided), and undo restores, not enters.
RESTORED = "undo: the result stored before"


@dataclass(frozen=True)
class Seen:
    """What the referee saw of a table: the round's draw it was shown in (round_draw.py: which tables, who
    sits where) and its result. A result is written only while both are still so: not on the players of a
    draw made since, not over a result entered meanwhile."""
    summary: str | None  # the result's summary; None (or ""): the table was open
    draw: str  # the round's draw token as shown (RoundView.draw, the CLI's --draw)

    @classmethod
    def of(cls, view, table) -> Seen:
        """What a page shows of ``table`` of the round ``view`` (services.round_views)."""
        return cls(table.result or None, view.draw)


@dataclass(frozen=True)
class Recorded:
    scored: ScoredResult
    previous: dict[str, Any] | None  # the entry it replaced, for undo
    later_rounds_paired: bool  # the standings that paired later rounds have changed
    previous_summary: str | None = None  # how the replaced result read ("1-0"); None: the table was open
    disqualified: tuple[str, ...] = ()  # who this result put out of the event (names)
    draw: str = ""  # the round's draw it was written in: what its undo is checked against


class ChangedElsewhere(ResultError):
    """The table's result is no longer what the referee saw: another station changed it. Nothing written.

    ``current`` is the result now stored (its summary; None: the table is open again), so the
    screen can say "第 6 桌已由另一台录入为 2-0" in the interface language, worded in the event's
    ``points`` as every surface words a result.
    """

    def __init__(self, round_id: RoundId, table_number: int, current: str | None,
                 points: ResultPoints | None = None):
        self.round_id, self.table_number, self.current = round_id, table_number, current
        super().__init__("result.cleared_elsewhere" if current is None else "result.changed_elsewhere",
                         table_number=table_number,
                         current=None if current is None else summary_words(current, points))


class RedrawnElsewhere(ChangedElsewhere):
    """The round is no longer the draw the referee saw (paired again, a table renumbered, players swapped):
    the table may hold other players. Nothing written; ``current`` is the table's result now."""

    def __init__(self, round_id: RoundId, table_number: int, current: str | None):
        self.round_id, self.table_number, self.current = round_id, table_number, current
        ResultError.__init__(self, "result.redrawn_elsewhere", where=round_id.words(), table_number=table_number)


@dataclass(frozen=True)
class SeatFacts:
    id: int
    entry_id: int | None
    team_id: int | None
    role: str


@dataclass(frozen=True)
class TableFacts:
    """A table as writing its result needs it, read in one statement (no ORM objects, no lazy loads)."""
    id: int
    number: int
    round_number: int  # its Round row's own number (a playoff round's: inside its playoff)
    seats: tuple[SeatFacts, ...]
    result_id: int | None
    summary: str | None  # how its stored result reads; None: the table is open
    entry: dict[str, Any] | None  # the stored result's entry
    games: int  # Game rows stored
    fouls: int  # Foul rows stored
    automatic: int  # the disqualifications (not the referee's) its result caused


def _count_of(model) -> Any:
    return select(func.count()).where(model.table_id == GameTable.id).scalar_subquery()


def _table_statement(*where) -> Select:
    """The table's facts, a row per seat in seat order."""
    automatic = (select(func.count()).where(Disqualification.table_id == GameTable.id,
                                            Disqualification.source != REFEREE).scalar_subquery())
    return (select(GameTable.id, GameTable.number, Round.number, Result.id, Result.summary, Result.entry,
                   _count_of(Game), _count_of(Foul), automatic, Seat.id, Seat.entry_id, Seat.team_id, Seat.role)
            .join(Round, Round.id == GameTable.round_id)
            .outerjoin(Seat, Seat.table_id == GameTable.id).outerjoin(Result, Result.table_id == GameTable.id)
            .where(*where).order_by(GameTable.id, Seat.seat_no))


def _lock_statement(*where) -> Select:
    """The table's row lock, on a database server: taken before its facts are read, as their own statement
    (under READ COMMITTED a statement sees what was committed before it began: a joined result row read
    by the locking statement itself could be the one another station has just replaced)."""
    return select(GameTable.id).where(*where).order_by(GameTable.id).with_for_update()


# Built once (a statement costs more to build than to run): a table of a preliminary or final round, by
# the event's stages of the round's kind, the round's number and the table's. Plain parameters, no list:
# a list parameter is written into the statement's text again at each run.
_OF_ROUND = (GameTable.round_id.in_(select(Round.id).where(
                 Round.stage_id.in_(select(Stage.id).where(Stage.event_id == bindparam("event_id"),
                                                           Stage.kind == bindparam("stage_kind"))),
                 Round.number == bindparam("round_number"))),
             GameTable.number == bindparam("table_number"))
_TABLE_OF_ROUND, _LOCK_OF_ROUND = DriverStatement(_table_statement(*_OF_ROUND)), _lock_statement(*_OF_ROUND)


def _facts(rows) -> TableFacts:
    """The first table of the rows (a table number names one table of a round)."""
    table_id, number, round_number, result_id, summary, entry, games, fouls, automatic = rows[0][:9]
    seats = tuple(SeatFacts(*row[9:]) for row in rows if row[0] == table_id and row[9] is not None)
    stored = result_id is not None
    return TableFacts(table_id, number, round_number, seats, result_id, summary if stored else None,
                      dict(entry) if stored else None, games, fouls, automatic)


def _table(session, event: EventFacts, round_id: RoundId, table_number: int) -> TableFacts:
    """The table, locked for this transaction's change."""
    if not any(stage.kind == round_id.stage for stage in event.stages):
        raise ResultError("result.no_playoff" if round_id.playoff else "result.nothing_paired")
    connection = session.connection()
    server = connection.dialect.name != "sqlite"  # SQLite's write lock was taken at BEGIN, before any read
    if round_id.playoff:
        where = (GameTable.round_id.in_(round_ids_select(round_id)), GameTable.number == table_number)
        if server:
            connection.execute(_lock_statement(*where))
        rows = connection.execute(_table_statement(*where)).all()
    else:
        params = {"event_id": event.id, "stage_kind": round_id.stage, "round_number": round_id.number,
                  "table_number": table_number}
        if server:
            connection.execute(_LOCK_OF_ROUND, params)
        rows = _TABLE_OF_ROUND.run(connection, params)
    if not rows:
        raise ResultError("result.no_table", where=round_id.words(), table_number=table_number)
    return _facts(rows)


def _check_seen(session, table: TableFacts, round_id: RoundId, seen: Seen, event) -> str:
    """Refuse a change made against a draw or a result that is no longer the one stored; the draw."""
    draw = kept_draw_of_table(session.connection(), table.id, session.info[DRAW_READS])
    if seen is UNSEEN:
        return draw
    if draw != seen.draw:
        raise RedrawnElsewhere(round_id, table.number, table.summary)
    if (seen.summary or None) != table.summary:
        points = None if round_id.playoff else result_points(settings_for(round_id.event, event.settings))
        raise ChangedElsewhere(round_id, table.number, table.summary, points)
    return draw


class ConsoleDisagrees(ResultError):
    """The entry gives a game the table's console decided to the other side: nothing written.
    ``console`` and ``entered`` word both, game by game; the referee corrects the entry or records it
    again with ``console_override`` (a reason)."""

    def __init__(self, table_number: int, console: list, entered: list):
        self.table_number, self.console, self.entered = table_number, console, entered
        super().__init__("result.console_disagrees", table_number=table_number, console=console, entered=entered)


def _check_console(session, code: str, table: TableFacts, entry: ResultEntry, scored: ScoredResult, settings,
                   override: str | None) -> dict[str, Any] | None:
    """Refuse an entry that contradicts the table's decided console (docs/rules.md §5.7), unless the
    referee overrules it with a reason; then the audit's old side: what the console decided."""
    outcomes = table_outcomes(session, table.id)
    decided = decided_winners(outcomes)
    games = int(settings["games_per_round"])
    found = disagreements(decided, entry, scored, games)
    if not found:
        return None
    if not (override or "").strip():
        names = tuple(side_name(seat) for seat in session.get(GameTable, table.id).seats)
        console, entered = disagreement_words(PRESETS[code].draft_console, found, outcomes, names, games)
        raise ConsoleDisagrees(table.number, console, entered)
    return {"console": [{"game": o.game_no, "winner": o.winner, "how": o.how, "camp": o.camp}
                        for o in outcomes if o.winner is not None]}


def record_result(store: TournamentStore, code: str, round_id: RoundId, table_number: int,
                  entry: ResultEntry | dict[str, Any], seen=UNSEEN, console_override: str | None = None) -> Recorded:
    """Score what the referee entered (typed, or its JSON) and store it (replacing an earlier result of the table).

    ``seen``: what the referee saw of the table (Seen: the round's draw and the table's result); if the
    round was drawn again since, RedrawnElsewhere is raised, if another station has changed the result,
    ChangedElsewhere; nothing is written.
    An entry that contradicts the table's decided Sanguosha console raises ConsoleDisagrees, unless
    ``console_override`` gives the referee's reason to overrule it (audited: console → entry, reason).
    On SQLite every read is made after the write lock is taken (the session begins with it); on a server
    the table's row is locked before its facts are read, while the event's facts (its settings, its
    stages' latest rounds, read first) decide only the later-rounds warning. A few statements of plain
    columns: a result is typed thousands of times a day.
    """
    with store.session() as session:
        return record_in(session, code, round_id, table_number, entry, seen, console_override)


def record_in(session, code: str, round_id: RoundId, table_number: int, entry: ResultEntry | dict[str, Any],
              seen=UNSEEN, console_override: str | None = None) -> Recorded:
    """``record_result`` inside the caller's write session (a confirmed table proposal lands with its own
    marks in one transaction)."""
    event = event_facts(session, code)
    table = _table(session, event, round_id, table_number)
    draw = _check_seen(session, table, round_id, seen, event)
    entry, scored, overruled = _scored(session, event, table, round_id, entry, console_override)
    stored = entry if round_id.playoff else entry.to_json()
    _write_scored(session.connection(), table, code, stored, scored, entry)
    keep_unmoved_draw(session.connection(), table.id, draw, session.info[DRAW_READS])
    out = disqualification.sync_table(session, event, table, round_id, dict(scored.detail))
    where = {"event": code, "round": round_key(event, round_id), "table": table_number}
    audit.record(session, "result" if table.entry is None else "result_change", "table", table.id,
                 {**where, "entry": table.entry, "summary": table.summary},
                 {**where, "entry": stored, "summary": scored.summary, "points": list(scored.points)})
    if overruled is not None:
        audit.record(session, "result_console_override", "table", table.id, {**where, **overruled},
                     {**where, "entry": stored, "summary": scored.summary, "reason": console_override.strip()})
    # an earlier stage's result: the stage in play was drawn from its old standings
    latest = latest_round(event)
    later = (not round_id.playoff and not in_play(event, round_id)) or (
        in_play(event, round_id) and latest is not None and round_id.number < latest.number)
    return Recorded(scored, table.entry, later, table.summary, out, draw)


def _scored(session, event: EventFacts, table: TableFacts, round_id: RoundId, entry,
            console_override: str | None) -> tuple[Any, ScoredResult, dict | None]:
    """The entry scored by the event's rules for ``table``, every check a result passes before it is written
    (the seats, a forfeit of the disqualified, the Sanguosha console): the entry parsed, its score and
    what the console decided where the referee overrules it (None: nothing overruled)."""
    code = event.code
    settings = settings_for(code, event.settings)
    if round_id.playoff:
        entry = dict(entry)
        scored = _score_playoff(entry, settings)
    else:
        entry = _with_dealt_roles(code, parse_entry(code, settings, entry), table)
        scored = score(code, settings, entry)
    if len(scored.points) != len(table.seats):
        raise ResultError("result.seat_count", table_number=table.number, seats_count=len(table.seats),
                          points_count=len(scored.points))
    if scored.forfeit:  # its seats' competitors read only for a forfeit
        disqualification.refuse_forfeit_for_the_disqualified(
            session, event, session.get(GameTable, table.id), round_id, scored, side_name)
    overruled = (_check_console(session, code, table, entry, scored, settings, console_override)
                 if PRESETS[code].draft_console and not round_id.playoff else None)
    return entry, scored, overruled


def check_entry(session, code: str, round_id: RoundId, table_number: int, entry: dict[str, Any]) -> ScoredResult:
    """What ``record_in`` would score for the table, every check made and nothing written (a table's
    proposal is checked so before it is stored): the same refusals as the desk's."""
    event = event_facts(session, code)
    table = _table(session, event, round_id, table_number)
    return _scored(session, event, table, round_id, entry, None)[1]


def _score_playoff(entry: dict[str, Any], settings) -> ScoredResult:
    """A playoff match is entered as its score in games ("2-1"), whatever the event."""
    if set(entry) - {"score"} or not isinstance(entry.get("score"), str):
        raise ResultError("playoff.score_only")
    return score_playoff_match(entry["score"], int(settings["playoff_games"]))


def _with_dealt_roles(code: str, entry: ResultEntry, table: TableFacts) -> ResultEntry:
    """An identity table entered without its roles takes the roles dealt on its seats."""
    if PRESETS[code].format == TABLE_OF_EIGHT and isinstance(entry, RolesEntry) and entry.roles is None:
        return dataclasses.replace(entry, roles=tuple(seat.role for seat in table.seats))
    return entry


# The writes of a result, built once, on the session's connection (plain statements, no unit of work).
_SEAT_SCORE = DriverStatement(update(Seat).where(Seat.id == bindparam("seat_id")), ("seat_id", "points", "outcome"))
_RESULT_FIELDS = ("entry", "summary", "forfeit", "confirmed_by")
_RESULT_CHANGE = DriverStatement(update(Result).where(Result.id == bindparam("result_id")),
                                 ("result_id",) + _RESULT_FIELDS)
_RESULT_GONE = DriverStatement(delete(Result).where(Result.id == bindparam("result_id")), ("result_id",))
_GAMES_GONE = DriverStatement(delete(Game).where(Game.table_id == bindparam("gone_of")), ("gone_of",))
_FOULS_GONE = DriverStatement(delete(Foul).where(Foul.table_id == bindparam("gone_of")), ("gone_of",))
_NEW_RESULT = DriverStatement(insert(Result), ("table_id", "confirmed_at") + _RESULT_FIELDS)
_NEW_GAMES = DriverStatement(insert(Game), ("table_id", "number", "first_seat", "detail"))
_NEW_FOULS = DriverStatement(insert(Foul), ("table_id", "entry_id", "team_id", "game_no", "kind", "note", "at"))


def _write_scored(connection, table: TableFacts, code: str, stored: dict | None, scored: ScoredResult | None,
                  entry: ResultEntry | None = None) -> None:
    """A scored result on the table's seats, result, games and fouls (``scored`` None: the result cleared),
    in the caller's transaction. ``stored``: the entry's JSON; ``entry``: its typed value (None: a playoff
    match's score)."""
    now = utcnow()
    if scored is None:
        seats = [{"seat_id": seat.id, "points": None, "outcome": ""} for seat in table.seats]
    else:
        seats = [{"seat_id": seat.id, "points": float(points), "outcome": outcome}
                 for seat, points, outcome in zip(table.seats, scored.points, scored.outcome)]
    if seats:
        _SEAT_SCORE.run(connection, seats)
    if scored is None:
        if table.result_id is not None:
            _RESULT_GONE.run(connection, {"result_id": table.result_id})
    else:
        fields = {"entry": stored, "summary": scored.summary, "forfeit": scored.forfeit,
                  "confirmed_by": audit.operator()}
        if table.result_id is None:
            _NEW_RESULT.run(connection, {"table_id": table.id, "confirmed_at": now, **fields})
        else:
            _RESULT_CHANGE.run(connection, {"result_id": table.result_id, **fields})
    if table.games:
        _GAMES_GONE.run(connection, {"gone_of": table.id})
    if table.fouls:
        _FOULS_GONE.run(connection, {"gone_of": table.id})
    if scored is None:
        return
    games = _played_games(entry, scored.detail)
    if games:
        _NEW_GAMES.run(connection, [{"table_id": table.id, "number": number, "first_seat": first_seat, "detail": game}
                                    for number, (first_seat, game) in enumerate(games, 1)])
    technical = PRESETS[code].counts_technical_fouls
    by_game = [(number, game) for number, (_seat, game) in enumerate(games, 1)] if isinstance(entry, MatchEntry) else []
    fouls = [{"table_id": table.id, "entry_id": seat.entry_id, "team_id": seat.team_id, "game_no": number,
              "kind": "technical" if technical else "foul", "note": "", "at": now}
             for number, detail in by_game or [(1, scored.detail)]
             for seat, count in zip(table.seats, detail.get("technical_fouls" if technical else "fouls") or ())
             for _ in range(int(count or 0))]
    if fouls:
        _NEW_FOULS.run(connection, fouls)


def write_scored(session, table: GameTable, code: str, stored: dict, scored: ScoredResult,
                 entry: ResultEntry | None = None) -> None:
    """A scored result on a table of the caller's session (the TRF import's), in its transaction: written as
    ``record_result`` writes it; the table's seats, result, games and fouls are read again at their next use."""
    session.flush()
    facts = _facts(session.connection().execute(_table_statement(GameTable.id == table.id)).all())
    _write_scored(session.connection(), facts, code, stored, scored, entry)
    for seat in table.seats:
        session.expire(seat, ["points", "outcome"])
    session.expire(table, ["result", "games"])


def _played_games(entry: ResultEntry | None, detail) -> list[tuple[int, dict]]:
    """Each game of the result with the seat that had the first move: gomoku's black, a match's camp
    holder (Dou Dizhu's hands: seat 0); a single game stores no game rows."""
    if isinstance(entry, ColouredGamesEntry):
        return [(int(game["black"]), game) for game in detail["games"]]
    if isinstance(entry, MatchEntry):
        return [(int(game["camp"]), game) for game in detail["games"]]
    if isinstance(entry, HandsEntry):
        return [(0, hand) for hand in detail.get("hands") or ()]
    return []


def clear_result(store: TournamentStore, code: str, round_id: RoundId, table_number: int,
                 seen=UNSEEN) -> dict | None:
    """Remove a table's result (undo of a first entry); returns the entry removed.

    ``seen`` as for record_result: the draw and the result the referee meant to remove.
    """
    with store.session() as session:
        return clear_in(session, code, round_id, table_number, seen)


def clear_in(session, code: str, round_id: RoundId, table_number: int, seen=UNSEEN) -> dict | None:
    """``clear_result`` inside the caller's write session."""
    event = event_facts(session, code)
    table = _table(session, event, round_id, table_number)
    draw = _check_seen(session, table, round_id, seen, event)
    if table.entry is None:
        return None
    _write_scored(session.connection(), table, code, None, None)
    keep_unmoved_draw(session.connection(), table.id, draw, session.info[DRAW_READS])
    disqualification.sync_table(session, event, table, round_id, None)
    audit.record(session, "result_clear", "table", table.id,
                 {"event": code, "round": round_key(event, round_id), "table": table_number, "entry": table.entry,
                  "summary": table.summary}, None)
    return table.entry
