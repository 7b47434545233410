"""A round's draw as a short token: which tables the draw made and who sits where.

What a referee saw of a table is only true of the draw it was shown in: after the round is
deleted and paired again, table 1 holds other players, though its result reads "none" as before.
The token names the draw: the ids of the round's tables (never given again: a new draw makes new
rows), their numbers and each seat's entrant. It moves when the round is paired again, a table is
renumbered or players are swapped; a result does not move it. The pages and the CLI show it, and
a result written against a draw that is no longer the round's is refused (services/results.py).
"""
from __future__ import annotations

from sqlalchemy import bindparam, select
from sqlalchemy.orm import aliased

from app.models.driver_sql import DriverStatement
from app.models.schema import GameTable, Round, Seat
from app.services.round_read import draw_token


# The tables and seats of the round (every group of its stage and number) that holds table ``table_id``.
_MINE, _HERE, _SAME = aliased(Round), aliased(GameTable), aliased(Round)
_ROUND_OF_TABLE = (select(_SAME.id).join(_MINE, (_MINE.stage_id == _SAME.stage_id) & (_MINE.number == _SAME.number))
                   .join(_HERE, _HERE.round_id == _MINE.id).where(_HERE.id == bindparam("table_id")))
_SEATING = DriverStatement(
    select(GameTable.id, GameTable.number, Seat.seat_no, Seat.entry_id, Seat.team_id)
    .outerjoin(Seat, Seat.table_id == GameTable.id)
    .where(GameTable.round_id.in_(_ROUND_OF_TABLE)).order_by(GameTable.id, Seat.seat_no), ("table_id",))


def draw_of_table(connection, table_id: int) -> str:
    """The token of the round table ``table_id`` belongs to, as stored now (in the caller's transaction)."""
    return draw_token([tuple(row) for row in _SEATING.run(connection, {"table_id": table_id})])
