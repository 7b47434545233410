"""The console controller's table port over the tournament file: each step written at once through
the Sanguosha services, a refused write said as the controller's StepNotSaved."""
from __future__ import annotations

import random
from typing import Any, Callable

from app.sanguosha.console_controller import StepNotSaved
from app.sanguosha.table_console import TableConsole
from app.services import write_errors
from app.services.sanguosha import (ConsoleChangedElsewhere, ConsoleRecord, games_of_table, load_console,
                                    open_console, save_step)


class StoredTable:
    """One table's consoles in the file; ``changed()`` is called after every write (views refresh)."""

    def __init__(self, store, code: str, table_id: int, rng: random.Random | None = None,
                 changed: Callable[[], None] = lambda: None):
        self.store, self.code, self.table_id, self.rng, self.changed = store, code, table_id, rng, changed

    def save(self, record: ConsoleRecord, console: TableConsole, step: dict[str, Any]) -> ConsoleRecord:
        try:
            saved = save_step(self.store, self.code, record, console, step)
        except ConsoleChangedElsewhere as error:
            raise StepNotSaved("elsewhere") from error
        except Exception as error:
            if not write_errors.is_write_failure(error):
                raise
            raise StepNotSaved("unwritable", str(error)) from error
        self.changed()
        return saved

    def load(self, game_no: int) -> ConsoleRecord | None:
        return load_console(self.store, self.code, self.table_id, game_no)

    def open(self, game_no: int, now: Callable[[], float], bidian_winner: int | None = None,
             previous_on_paper: bool = False, previous_holder: int | None = None) -> ConsoleRecord:
        record = open_console(self.store, self.code, self.table_id, now, self.rng, game_no=game_no,
                              bidian_winner=bidian_winner, previous_on_paper=previous_on_paper,
                              previous_holder=previous_holder)
        self.changed()
        return record

    def games(self) -> list[int]:
        return games_of_table(self.store, self.code, self.table_id)
