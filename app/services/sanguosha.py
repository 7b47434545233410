"""A Sanguosha table's console in the tournament file: every step committed and audited at once.

The console's whole state (draft, action order, foul board, the deal's seed)
lies with the round's table (``sanguosha_console``), so a crash mid-draft
resumes at the same step with the same piles.  Each write carries the
revision the console last read: a step written meanwhile by another station
refuses the stale one, nothing half-written.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from sqlalchemy import select

from app.models.schema import GameTable, Round, SanguoshaConsole, Stage, utcnow
from app.models.store import TournamentStore
from app.rules.events import settings_for
from app.messages import Coded
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_OF_EVENT, TableConsole
from app.services import audit


@dataclass(frozen=True)
class ConsoleRecord:
    """A stored console as read: its JSON state and the revision to write against."""

    table_id: int
    table_number: int
    round_number: int
    kind: str
    state: dict[str, Any]
    revision: int
    sides: tuple[str, ...] = ()  # the names at seat 0 and seat 1 (team 0 / team 1, 1v1: the players)

    def console(self, now: Callable[[], float]) -> TableConsole:
        """The live console on the given clock."""
        return TableConsole.from_dict(self.state, now)


class ConsoleChangedElsewhere(Coded, Exception):
    """Another station wrote a step of this table since it was read: nothing written."""

    def __init__(self, table_number: int):
        self.table_number = table_number
        super().__init__("console.changed_elsewhere", table_number=table_number)


def _table(session, code: str, table_id: int) -> GameTable:
    """The table of the event, row-locked where rows lock (SQLite holds the file's write lock)."""
    table = session.scalars(select(GameTable).where(GameTable.id == table_id)
                            .with_for_update(of=GameTable)).first()
    if table is None or table.round.stage.event.code != code:
        raise SanguoshaError("unknown_table", table=table_id)
    return table


def _row(session, table_id: int, game_no: int) -> SanguoshaConsole | None:
    return session.scalars(select(SanguoshaConsole).where(
        SanguoshaConsole.table_id == table_id, SanguoshaConsole.game_no == game_no)).first()


def _side_name(seat) -> str:
    if seat.team is not None:
        return seat.team.name
    return seat.entry.player.name if seat.entry is not None else ""


def _record(table: GameTable, row: SanguoshaConsole) -> ConsoleRecord:
    return ConsoleRecord(table.id, table.number, table.round.number, row.kind, dict(row.state), row.revision,
                         tuple(_side_name(seat) for seat in table.seats))


def open_console(store: TournamentStore, code: str, table_id: int, now: Callable[[], float],
                 rng: random.Random | None = None, game_no: int = 1) -> ConsoleRecord:
    """The table's stored console, or a new one (committed and audited before it is shown).

    ``rng`` draws the deal's seed (and the 1v1 lord), which is stored with the state.
    """
    kind = KIND_OF_EVENT.get(code)
    if kind is None:
        raise SanguoshaError("unknown_table", table=code)
    with store.session() as session:
        table = _table(session, code, table_id)
        row = _row(session, table_id, game_no)
        if row is None:
            settings = settings_for(code, table.round.stage.event.settings)
            console = TableConsole.start(kind, now, rng or random.Random(), settings)
            row = SanguoshaConsole(table_id=table_id, game_no=game_no, kind=kind,
                                   state=console.to_dict(), revision=0, updated_at=utcnow())
            session.add(row)
            session.flush()
            audit.record(session, "sanguosha_start", "table", table_id, None,
                         {"event": code, "round": table.round.number, "table": table.number,
                          "kind": kind, "seed": console.draft.state.seed})
        return _record(table, row)


def load_console(store: TournamentStore, code: str, table_id: int, game_no: int = 1) -> ConsoleRecord | None:
    """The stored console of a table, None if its draft has not begun."""
    with store.read() as session:
        table = session.get(GameTable, table_id)
        row = _row(session, table_id, game_no) if table is not None else None
        if row is None or table.round.stage.event.code != code:
            return None
        return _record(table, row)


def save_step(store: TournamentStore, code: str, record: ConsoleRecord, console: TableConsole,
              step: dict[str, Any], game_no: int = 1) -> ConsoleRecord:
    """Write the console after one step (``step`` says what, for the audit); the new record.

    Raises ConsoleChangedElsewhere if the stored revision is not the one ``record`` read.
    The audit never names a secret lineup: the draft logs none before the reveal.
    """
    with store.session() as session:
        table = _table(session, code, record.table_id)
        row = _row(session, record.table_id, game_no)
        if row is None or row.revision != record.revision:
            raise ConsoleChangedElsewhere(record.table_number)
        old_phase = TableConsole.from_dict(row.state, console.now).phase
        row.state, row.revision, row.updated_at = console.to_dict(), row.revision + 1, utcnow()
        audit.record(session, "sanguosha_step", "table", table.id,
                     {"event": code, "table": table.number, "revision": record.revision, "phase": old_phase},
                     {"event": code, "table": table.number, "revision": row.revision,
                      "phase": console.phase, "step": step})
        return _record(table, row)


def result_prefill(store: TournamentStore, code: str, table_id: int) -> dict[str, Any] | None:
    """The 3v3 result form's starting values from the table's tracked game (None without one)."""
    record = load_console(store, code, table_id)
    return record.console(lambda: 0.0).result_prefill() if record is not None else None


def consoles_of_round(store: TournamentStore, code: str, round_number: int) -> list[ConsoleRecord]:
    """Every stored console of a round's tables (the hall's board of drafts in progress)."""
    with store.read() as session:
        rows = session.execute(
            select(GameTable, SanguoshaConsole).join(SanguoshaConsole, SanguoshaConsole.table_id == GameTable.id)
            .join(Round, GameTable.round_id == Round.id).join(Stage, Round.stage_id == Stage.id)
            .where(Round.number == round_number, SanguoshaConsole.game_no == 1)
            .order_by(GameTable.number)).all()
        return [_record(table, row) for table, row in rows if table.round.stage.event.code == code]
