"""What result entry needs beyond recording: typed short codes, the stored entry, the event's settings."""
from __future__ import annotations

from copy import deepcopy
from typing import Any

from sqlalchemy import select

from app.models.schema import GameTable
from app.models.store import TournamentStore
from app.rules.events import CODED_EVENTS, COLOURED_GAMES_RESULT, PRESETS, settings_for
from app.scoring import ResultError, score
from app.services.history import stage_of_round
from app.services.round_ids import round_ids_select
from app.stages.round_id import RoundId, is_playoff_round
from app.services.events import event_for

# A lone "+" or "-" is the keyboard's forfeit: seat 0 won / lost without play.
# The CLI passes a double forfeit `--` full-width (argparse would drop it); store it plain.
_SHORT_FORFEITS = {"+": "+-", "-": "-+", "＋": "+-", "－": "-+", "－－": "--"}


def entry_for_code(code: str, text: str, round_id: RoundId | None = None) -> dict[str, Any]:
    """The entry of a typed score code, read from seat 0's side (scored later by the service).

    A playoff match (``round_id`` a playoff round) is a typed score in every event.
    """
    text = (text or "").strip()
    if code not in CODED_EVENTS and not is_playoff_round(round_id):
        raise ResultError("result.detail_form_only")
    if not text:
        raise ResultError("result.code_needed")
    return {"score": _SHORT_FORFEITS.get(text, text)}


def with_reason(store: TournamentStore, code: str, entry: dict[str, Any], reason: str,
                round_id: RoundId | None = None) -> dict[str, Any]:
    """The entry with the referee's end reason (late, absent …). A gomoku round keeps a reason per game
    (each game may end differently), so a whole-round score is written out game by game, each
    game that has none taking the reason; the games' scoring then checks it as it checks any."""
    from app.scoring.parse import parse_gomoku_games
    if PRESETS[code].result_kind != COLOURED_GAMES_RESULT or is_playoff_round(round_id):
        return {**entry, PRESETS[code].end_key: reason}
    games = entry.get("games")
    if games is None and "score" in entry:
        games_per_round = int(event_settings(store, code)["games_per_round"])
        games = [{"winner": game.winner, "black": game.black, **({"forfeit": True} if game.forfeit else {})}
                 for game in parse_gomoku_games(entry["score"], games_per_round)]  # the reason says if forfeited
    if not isinstance(games, list):  # neither score nor games: the scoring names what is missing
        return {**entry, "reason": reason}
    return {"games": [{**game, "reason": game.get("reason") or reason} if isinstance(game, dict) else game
                      for game in games]}


def event_settings(store: TournamentStore, code: str) -> dict[str, Any]:
    """The event's effective settings (preset with the stored overrides), the overrides read once per
    commit to the file (the standings page asks after every confirmed result); each caller its own copy."""
    def read() -> dict[str, Any]:
        with store.read() as session:
            return dict(event_for(session, code).settings or {})
    return settings_for(code, deepcopy(store.remembered(("event_settings", code), read)))


def _table(session, round_id: RoundId, table_number: int) -> GameTable | None:
    return session.scalars(select(GameTable).where(GameTable.round_id.in_(round_ids_select(round_id)),
                                                   GameTable.number == table_number)).first()


def table_entry(store: TournamentStore, code: str, round_id: RoundId, table_number: int) -> dict[str, Any] | None:
    """The entry stored for a table (None while it has no result), to prefill a form or undo."""
    with store.read() as session:
        table = _table(session, round_id, table_number)
        return dict(table.result.entry) if table is not None and table.result else None


def check_table(store: TournamentStore, code: str, round_id: RoundId, table_number: int) -> None:
    """Refuse, before anything is written, a round or a table that does not exist."""
    with store.read() as session:
        stage, number = stage_of_round(event_for(session, code), round_id)
        numbers = {r.number for r in stage.rounds} if stage else set()
        if round_id.playoff and stage is None:
            raise ResultError("result.no_playoff")
        if number not in numbers:
            latest = max(numbers, default=0)
            raise ResultError("result.round_not_paired", where=round_id.words(), latest=latest)
        if _table(session, round_id, table_number) is None:
            raise ResultError("result.no_table", where=round_id.words(), table_number=table_number)


def summary_for_code(store: TournamentStore, code: str, text: str) -> str:
    """How a typed code reads once scored ("=" → "½-½"), to compare with a stored result's summary.

    Text that is not a code of the event (a Dou Dizhu summary, say) is taken as the summary itself.
    """
    try:
        return score(code, event_settings(store, code), entry_for_code(code, text)).summary
    except ResultError:
        return text.strip()
