"""Record, change and clear table results: scored by the event's rules, committed at once, audited."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from app.models.schema import Foul, Game, GameTable, Result, Round
from app.models.store import TournamentStore
from app.rules.events import settings_for
from app.scoring import ResultError, ScoredResult, score
from app.scoring.playoff import score_playoff_match
from app.services import audit
from app.services.history import PLAYOFF_ROUND, main_stage, stage_of_round
from app.services.players import event_for


@dataclass(frozen=True)
class Recorded:
    scored: ScoredResult
    previous: dict[str, Any] | None  # the entry it replaced, for undo
    later_rounds_paired: bool  # the standings that paired later rounds have changed


def _table(session, event, round_number: int, table_number: int) -> GameTable:
    stage, number = stage_of_round(event, round_number)
    if stage is None:
        raise ResultError("该项目还没有加赛" if round_number == PLAYOFF_ROUND else "该项目还没有编排任何轮次")
    table = session.scalars(
        select(GameTable).join(Round).where(Round.stage_id == stage.id, Round.number == number,
                                            GameTable.number == table_number)).first()
    if table is None:
        where = "加赛" if round_number == PLAYOFF_ROUND else f"第 {round_number} 轮"
        raise ResultError(f"{where}没有第 {table_number} 桌")
    return table


def _latest_round(session, event) -> int:
    stage = main_stage(event)
    return max((r.number for r in stage.rounds), default=0) if stage else 0


def record_result(store: TournamentStore, code: str, round_number: int, table_number: int,
                  entry: dict[str, Any]) -> Recorded:
    """Score what the referee entered and store it (replacing an earlier result of the table)."""
    with store.session() as session:
        event = event_for(session, code)
        table = _table(session, event, round_number, table_number)
        settings = settings_for(code, event.settings)
        entry = dict(entry)
        playoff = round_number == PLAYOFF_ROUND
        if code == "sanguosha_identity" and "roles" not in entry and not playoff:
            entry["roles"] = [seat.role for seat in table.seats]
        scored = _score_playoff(entry, settings) if playoff else score(code, settings, entry)
        if len(scored.points) != len(table.seats):
            raise ResultError(f"第 {table_number} 桌有 {len(table.seats)} 个座位，成绩却有 {len(scored.points)} 个")
        previous = dict(table.result.entry) if table.result else None
        _write(session, table, entry, scored)
        audit.record(session, "result" if previous is None else "result_change", "table", table.id,
                     {"round": round_number, "table": table_number, "entry": previous},
                     {"round": round_number, "table": table_number, "entry": entry,
                      "summary": scored.summary, "points": list(scored.points)})
        later = not playoff and round_number < _latest_round(session, event)
    return Recorded(scored, previous, later)


def _score_playoff(entry: dict[str, Any], settings) -> ScoredResult:
    """A playoff match is entered as its score in games ("2-1"), whatever the event."""
    if set(entry) - {"score"} or not isinstance(entry.get("score"), str):
        raise ResultError("加赛成绩只录比分，如 1-0、2-1 或 +-（弃权）")
    return score_playoff_match(entry["score"], int(settings["playoff_games"]))


def _write(session, table: GameTable, entry: dict, scored: ScoredResult) -> None:
    for seat, points, outcome in zip(table.seats, scored.points, scored.outcome):
        seat.points, seat.outcome = float(points), outcome
    if table.result is None:
        table.result = Result(entry=entry, summary=scored.summary, forfeit=scored.forfeit,
                              confirmed_by=audit.operator())
    else:
        table.result.entry, table.result.summary = entry, scored.summary
        table.result.forfeit, table.result.confirmed_by = scored.forfeit, audit.operator()
    for game in list(table.games):
        session.delete(game)
    for old in session.scalars(select(Foul).where(Foul.table_id == table.id)):
        session.delete(old)
    session.flush()
    for number, game in enumerate(scored.detail.get("games") or scored.detail.get("hands") or [], 1):
        session.add(Game(table_id=table.id, number=number,
                         first_seat=int(game.get("black", 0)) if isinstance(game, dict) else 0,
                         detail=game if isinstance(game, dict) else {"value": game}))
    fouls = scored.detail.get("fouls") or scored.detail.get("technical_fouls") or []
    for seat, count in zip(table.seats, fouls):
        for _ in range(int(count or 0)):
            session.add(Foul(table_id=table.id, entry_id=seat.entry_id, team_id=seat.team_id,
                             kind="technical" if "technical_fouls" in scored.detail else "foul"))


def clear_result(store: TournamentStore, code: str, round_number: int, table_number: int) -> dict | None:
    """Remove a table's result (undo of a first entry); returns the entry removed."""
    with store.session() as session:
        event = event_for(session, code)
        table = _table(session, event, round_number, table_number)
        if table.result is None:
            return None
        old = dict(table.result.entry)
        session.delete(table.result)
        table.result = None
        for seat in table.seats:
            seat.points, seat.outcome = None, ""
        for game in list(table.games):
            session.delete(game)
        for foul in session.scalars(select(Foul).where(Foul.table_id == table.id)):
            session.delete(foul)
        audit.record(session, "result_clear", "table", table.id,
                     {"round": round_number, "table": table_number, "entry": old}, None)
        return old

