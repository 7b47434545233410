"""A round's draw as a short token: which tables the draw made and who sits where.

What a referee saw of a table is only true of the draw it was shown in: after the round is
deleted and paired again, table 1 holds other players, though its result reads "none" as before.
The token names the draw: the ids of the round's tables (never given again: a new draw makes new
rows), their numbers and each seat's entrant. It moves when the round is paired again, a table is
renumbered or players are swapped; a result does not move it. The pages and the CLI show it, and
a result written against a draw that is no longer the round's is refused (services/results.py).
"""
from __future__ import annotations

import hashlib
from typing import Iterable

from sqlalchemy import bindparam, select
from sqlalchemy.orm import aliased

from app.models.driver_sql import DriverStatement
from app.models.schema import GameTable, Round, Seat

TOKEN_LENGTH = 8  # hex digits: short enough to type after `--draw`


def draw_token(tables: Iterable[tuple[int, int]], seats: Iterable[tuple[int, int, int | None, int | None]]) -> str:
    """The token of a round from its tables (id, number) and seats (table id, seat number, entry id, team id)."""
    text = ";".join(f"{table_id}:{number}" for table_id, number in sorted(tables))
    text += "|" + ";".join(f"{table_id}:{seat_no}:{entry_id}:{team_id}"
                           for table_id, seat_no, entry_id, team_id in sorted(seats, key=lambda s: s[:2]))
    return hashlib.sha1(text.encode("ascii")).hexdigest()[:TOKEN_LENGTH]


# The tables and seats of the round (every group of its stage and number) that holds table ``table_id``.
_MINE, _HERE, _SAME = aliased(Round), aliased(GameTable), aliased(Round)
_ROUND_OF_TABLE = (select(_SAME.id).join(_MINE, (_MINE.stage_id == _SAME.stage_id) & (_MINE.number == _SAME.number))
                   .join(_HERE, _HERE.round_id == _MINE.id).where(_HERE.id == bindparam("table_id")))
_SEATING = DriverStatement(
    select(GameTable.id, GameTable.number, Seat.seat_no, Seat.entry_id, Seat.team_id)
    .outerjoin(Seat, Seat.table_id == GameTable.id)
    .where(GameTable.round_id.in_(_ROUND_OF_TABLE)), ("table_id",))


def draw_of_table(connection, table_id: int) -> str:
    """The token of the round table ``table_id`` belongs to, as stored now (in the caller's transaction)."""
    rows = _SEATING.run(connection, {"table_id": table_id})
    tables = {(row[0], row[1]) for row in rows}
    return draw_token(tables, [(row[0], row[2], row[3], row[4]) for row in rows if row[2] is not None])
