"""Record, change and clear table results: scored by the event's rules, committed at once, audited."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select

from app.models.schema import Foul, Game, GameTable, Result, Round
from app.models.store import TournamentStore
from app.rules.events import PRESETS, TABLE_OF_EIGHT, settings_for
from app.scoring import ResultError, ScoredResult, score
from app.scoring.entries import ColouredGamesEntry, HandsEntry, MatchEntry, ResultEntry, RolesEntry, parse_entry
from app.scoring.console_check import disagreements
from app.scoring.playoff import score_playoff_match
from app.services import audit, disqualification
from app.services.history import in_play, main_stage, round_key
from app.services.round_ids import round_ids_select
from app.services.events import event_for
from app.services.sanguosha import decided_winners, disagreement_words, side_name, table_outcomes
from app.stages.round_id import RoundId


# ``seen`` when the caller showed the referee nothing to check against (a script, a first CLI entry).
UNSEEN = object()


@dataclass(frozen=True)
class Recorded:
    scored: ScoredResult
    previous: dict[str, Any] | None  # the entry it replaced, for undo
    later_rounds_paired: bool  # the standings that paired later rounds have changed
    previous_summary: str | None = None  # how the replaced result read ("1-0"); None: the table was open
    disqualified: tuple[str, ...] = ()  # who this result put out of the event (names)


class ChangedElsewhere(ResultError):
    """The table's result is no longer what the referee saw: another station changed it. Nothing written.

    ``current`` is the result now stored (its summary; None: the table is open again), so the
    screen can say "第 6 桌已由另一台录入为 1-0" in the interface language.
    """

    def __init__(self, round_id: RoundId, table_number: int, current: str | None):
        self.round_id, self.table_number, self.current = round_id, table_number, current
        super().__init__("result.cleared_elsewhere" if current is None else "result.changed_elsewhere",
                         table_number=table_number, current=current)


def _table(session, event, round_id: RoundId, table_number: int) -> GameTable:
    """The table, row-locked on servers that lock rows (SQLite already holds the file's write lock)."""
    if not any(stage.kind == round_id.stage for stage in event.stages):
        raise ResultError("result.no_playoff" if round_id.playoff else "result.nothing_paired")
    table = session.scalars(
        select(GameTable).where(GameTable.round_id.in_(round_ids_select(round_id)),
                                GameTable.number == table_number)
        .with_for_update(of=GameTable)).first()
    if table is None:
        raise ResultError("result.no_table", where=round_id.words(), table_number=table_number)
    return table


def _check_seen(table: GameTable, round_id: RoundId, seen) -> None:
    """Refuse a change made against a result that is no longer the one stored."""
    if seen is UNSEEN:
        return
    current = table.result.summary if table.result else None
    if (seen or None) != current:
        raise ChangedElsewhere(round_id, table.number, current)


class ConsoleDisagrees(ResultError):
    """The entry gives a game the table's console decided to the other side: nothing written.
    ``console`` and ``entered`` word both, game by game; the referee corrects the entry or records it
    again with ``console_override`` (a reason)."""

    def __init__(self, table_number: int, console: list, entered: list):
        self.table_number, self.console, self.entered = table_number, console, entered
        super().__init__("result.console_disagrees", table_number=table_number, console=console, entered=entered)


def _check_console(session, code: str, table: GameTable, entry: ResultEntry, scored: ScoredResult, settings,
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
        names = tuple(side_name(seat) for seat in table.seats)
        console, entered = disagreement_words(PRESETS[code].draft_console, found, outcomes, names, games)
        raise ConsoleDisagrees(table.number, console, entered)
    return {"console": [{"game": o.game_no, "winner": o.winner, "how": o.how, "camp": o.camp}
                        for o in outcomes if o.winner is not None]}


def _latest_round(session, event) -> int:
    """The latest round's number in the stage in play (one query, not the stage's rounds as objects)."""
    stage = main_stage(event)
    return (session.scalar(select(func.max(Round.number)).where(Round.stage_id == stage.id)) or 0) if stage else 0


def record_result(store: TournamentStore, code: str, round_id: RoundId, table_number: int,
                  entry: ResultEntry | dict[str, Any], seen=UNSEEN, console_override: str | None = None) -> Recorded:
    """Score what the referee entered (typed, or its JSON) and store it (replacing an earlier result of the table).

    ``seen``: the table's result as the referee saw it (its summary, None or "" for an open
    table); if another station has changed it since, ChangedElsewhere is raised and nothing written.
    An entry that contradicts the table's decided Sanguosha console raises ConsoleDisagrees, unless
    ``console_override`` gives the referee's reason to overrule it (audited: console → entry, reason).
    """
    with store.session() as session:
        event = event_for(session, code)
        table = _table(session, event, round_id, table_number)
        _check_seen(table, round_id, seen)
        settings = settings_for(code, event.settings)
        playoff = round_id.playoff
        if playoff:
            entry = dict(entry)
            scored = _score_playoff(entry, settings)
        else:
            entry = _with_dealt_roles(code, parse_entry(code, settings, entry), table)
            scored = score(code, settings, entry)
        if len(scored.points) != len(table.seats):
            raise ResultError("result.seat_count", table_number=table_number, seats_count=len(table.seats),
                              points_count=len(scored.points))
        disqualification.refuse_forfeit_for_the_disqualified(session, event, table, round_id, scored, side_name)
        overruled = (_check_console(session, code, table, entry, scored, settings, console_override)
                     if PRESETS[code].draft_console and not playoff else None)
        previous = dict(table.result.entry) if table.result else None
        previous_summary = table.result.summary if table.result else None
        stored = entry if playoff else entry.to_json()
        write_scored(session, table, code, stored, scored, entry)
        disqualification.sync_table(session, event, table, dict(scored.detail))
        audit.record(session, "result" if previous is None else "result_change", "table", table.id,
                     {"event": code, "round": round_key(event, round_id), "table": table_number, "entry": previous,
                      "summary": previous_summary},
                     {"event": code, "round": round_key(event, round_id), "table": table_number, "entry": stored,
                      "summary": scored.summary, "points": list(scored.points)})
        if overruled is not None:
            audit.record(session, "result_console_override", "table", table.id,
                         {"event": code, "round": round_key(event, round_id), "table": table_number, **overruled},
                         {"event": code, "round": round_key(event, round_id), "table": table_number, "entry": stored,
                          "summary": scored.summary, "reason": console_override.strip()})
        # an earlier stage's result: the stage in play was drawn from its old standings
        later = (not round_id.playoff and not in_play(event, round_id)) or (
            in_play(event, round_id) and round_id.number < _latest_round(session, event))
        out = disqualification.caused_by(session, event, table)
    return Recorded(scored, previous, later, previous_summary, out)


def _score_playoff(entry: dict[str, Any], settings) -> ScoredResult:
    """A playoff match is entered as its score in games ("2-1"), whatever the event."""
    if set(entry) - {"score"} or not isinstance(entry.get("score"), str):
        raise ResultError("playoff.score_only")
    return score_playoff_match(entry["score"], int(settings["playoff_games"]))


def _with_dealt_roles(code: str, entry: ResultEntry, table: GameTable) -> ResultEntry:
    """An identity table entered without its roles takes the roles dealt on its seats."""
    if PRESETS[code].format == TABLE_OF_EIGHT and isinstance(entry, RolesEntry) and entry.roles is None:
        return dataclasses.replace(entry, roles=tuple(seat.role for seat in table.seats))
    return entry


def write_scored(session, table: GameTable, code: str, stored: dict, scored: ScoredResult,
                 entry: ResultEntry | None = None) -> None:
    """A scored result on the table's seats, result, games and fouls (in the caller's transaction).

    ``stored``: the entry's JSON; ``entry``: its typed value (None: a playoff match's score)."""
    for seat, points, outcome in zip(table.seats, scored.points, scored.outcome):
        seat.points, seat.outcome = float(points), outcome
    if table.result is None:
        table.result = Result(entry=stored, summary=scored.summary, forfeit=scored.forfeit,
                              confirmed_by=audit.operator())
    else:
        table.result.entry, table.result.summary = stored, scored.summary
        table.result.forfeit, table.result.confirmed_by = scored.forfeit, audit.operator()
    for game in list(table.games):
        session.delete(game)
    for old in session.scalars(select(Foul).where(Foul.table_id == table.id)):
        session.delete(old)
    session.flush()
    games = _played_games(entry, scored.detail)
    for number, (first_seat, game) in enumerate(games, 1):
        session.add(Game(table_id=table.id, number=number, first_seat=first_seat, detail=game))
    technical = PRESETS[code].counts_technical_fouls
    by_game = [(number, game) for number, (_seat, game) in enumerate(games, 1)] if isinstance(entry, MatchEntry) else []
    for number, detail in by_game or [(1, scored.detail)]:
        _write_fouls(session, table, detail.get("technical_fouls" if technical else "fouls") or (), technical, number)


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


def _write_fouls(session, table: GameTable, counts, technical: bool, game_no: int) -> None:
    """One Foul row per foul of a game (a match of several games: each game's own)."""
    for seat, count in zip(table.seats, counts):
        for _ in range(int(count or 0)):
            session.add(Foul(table_id=table.id, entry_id=seat.entry_id, team_id=seat.team_id, game_no=game_no,
                             kind="technical" if technical else "foul"))


def clear_result(store: TournamentStore, code: str, round_id: RoundId, table_number: int,
                 seen=UNSEEN) -> dict | None:
    """Remove a table's result (undo of a first entry); returns the entry removed.

    ``seen`` as for record_result: the result the referee meant to remove.
    """
    with store.session() as session:
        event = event_for(session, code)
        table = _table(session, event, round_id, table_number)
        _check_seen(table, round_id, seen)
        if table.result is None:
            return None
        old = dict(table.result.entry)
        summary = table.result.summary
        session.delete(table.result)
        table.result = None
        for seat in table.seats:
            seat.points, seat.outcome = None, ""
        for game in list(table.games):
            session.delete(game)
        for foul in session.scalars(select(Foul).where(Foul.table_id == table.id)):
            session.delete(foul)
        disqualification.sync_table(session, event, table, None)
        audit.record(session, "result_clear", "table", table.id,
                     {"event": code, "round": round_key(event, round_id), "table": table_number, "entry": old,
                      "summary": summary}, None)
        return old

