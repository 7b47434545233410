"""A round's draw as a short token: which tables the draw made and who sits where.

What a referee saw of a table is only true of the draw it was shown in: after the round is
deleted and paired again, table 1 holds other players, though its result reads "none" as before.
The token names the draw: the ids of the round's tables (never given again: a new draw makes new
rows), their numbers and each seat's entrant. It moves when the round is paired again, a table is
renumbered or players are swapped; a result does not move it. The pages and the CLI show it, and
a result written against a draw that is no longer the round's is refused (services/results.py).

Checking it read every seat of the round for every result (2,500 tables at 5,000 players): the token is
kept per store against the round's revisions (app/models/round_revisions.py), read again only when they
moved by something else than a result of this station.
"""
from __future__ import annotations

from sqlalchemy import bindparam, select
from sqlalchemy.orm import aliased

from app.models.driver_sql import DriverStatement
from app.models.round_revisions import kept as revisions_kept
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


_REVISIONS = DriverStatement(select(Round.id, Round.revision).where(Round.id.in_(_ROUND_OF_TABLE)).order_by(Round.id),
                             ("table_id",))
_KEPT_DRAWS = 64  # revisions → token kept per store; more are dropped (a few rounds are typed into at once)


def _revisions(connection, table_id: int) -> tuple:
    return tuple(tuple(row) for row in _REVISIONS.run(connection, {"table_id": table_id}))


def kept_draw_of_table(connection, table_id: int, kept: dict) -> str:
    """``draw_of_table``, read only when the round's revisions are not among those ``kept`` (revisions →
    token). The revisions are read before the seats: a draw changed between the two reads is kept under
    revisions already gone, which no later read meets (they are random, never drawn again)."""
    if not revisions_kept(connection.dialect.name):
        return draw_of_table(connection, table_id)
    revisions = _revisions(connection, table_id)
    draw = kept.get(revisions)
    if draw is None:
        draw = draw_of_table(connection, table_id)
        _keep(kept, revisions, draw)
    return draw


def keep_unmoved_draw(connection, table_id: int, draw: str, kept: dict) -> None:
    """After a write that leaves the seating as it was (a result entered or cleared), keep ``draw`` under the
    round's new revisions. Only on SQLite, where the writer holds the file's lock from its first read: no
    other station can have moved the draw in between; on a server the next check reads the seats again."""
    if connection.dialect.name == "sqlite" and revisions_kept("sqlite"):
        _keep(kept, _revisions(connection, table_id), draw)


def _keep(kept: dict, revisions: tuple, draw: str) -> None:
    if len(kept) >= _KEPT_DRAWS:
        kept.clear()
    kept[revisions] = draw
