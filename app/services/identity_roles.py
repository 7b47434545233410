"""An identity table's roles for the referee's screen, and the audit of each reveal (docs/rules.md §2.7).

The roles are the ones stored with the table at the draw — the same the sealed
slips print; revealing a seat on screen is recorded (who, when, which seats).
"""
from __future__ import annotations

from app.models.store import TournamentStore
from app.rules.events import PRESETS, TABLE_OF_EIGHT
from app.scoring import ResultError
from app.services import audit
from app.services.events import event_for
from app.services.history import round_key
from app.services.round_views import TableView, round_view
from app.stages.round_id import RoundId


def identity_table(store: TournamentStore, code: str, round_id: RoundId, table_number: int) -> TableView:
    """The table with its seats and drawn roles; refused for an event without identity cards."""
    if PRESETS[code].format != TABLE_OF_EIGHT:
        raise ResultError("identity.no_cards", event=PRESETS[code].words)
    view = round_view(store, code, round_id)
    table = next((t for t in view.tables if t.number == table_number), None) if view else None
    if table is None:
        raise ResultError("result.no_table", where=round_id.words(), table_number=table_number)
    return table


def record_reveal(store: TournamentStore, code: str, round_id: RoundId, table: TableView,
                  seats: list[int]) -> None:
    """Audit that the referee showed these seats' roles (0-based) on screen."""
    if not seats:
        return
    with store.session() as session:
        audit.record(session, "identity_reveal", "table", table.table_id, None,
                     {"event": code, "round": round_key(event_for(session, code), round_id), "table": table.number,
                      "seats": [seat + 1 for seat in seats]})
