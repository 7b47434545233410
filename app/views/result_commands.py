"""Undoable result changes: record (or change) and clear a table's result through the service."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.services.results import Recorded, clear_result, record_result
from app.views.hub import hub


def _announce(code: str) -> None:
    hub().results_changed.emit(code)
    hub().standings_changed.emit(code)


def _restore(store, code: str, round_number: int, table_number: int, entry: dict | None) -> None:
    """Put a table back to an earlier entry, or to no result at all."""
    if entry is None:
        clear_result(store, code, round_number, table_number)
    else:
        record_result(store, code, round_number, table_number, entry)


class _ResultCommand(QUndoCommand):
    """Run once by ``execute()`` before being pushed, so a refusal reaches the referee."""

    def __init__(self, store, code: str, round_number: int, table_number: int, text: str):
        super().__init__(text)
        self.store, self.code = store, code
        self.round_number, self.table_number = round_number, table_number
        self.before: dict | None = None
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self.do()
        _announce(self.code)

    def undo(self) -> None:
        _restore(self.store, self.code, self.round_number, self.table_number, self.before)
        _announce(self.code)

    def do(self) -> None:
        raise NotImplementedError


class RecordResult(_ResultCommand):
    """Record or change a table's result; undo restores the previous entry or clears it."""

    def __init__(self, store, code: str, round_number: int, table_number: int,
                 entry: dict[str, Any]):
        super().__init__(store, code, round_number, table_number,
                         QCoreApplication.translate("ResultCommands", "第 %1 轮第 %2 桌录入成绩").replace("%1", str(round_number))
                         .replace("%2", str(table_number)))
        self.entry = dict(entry)
        self.recorded: Recorded | None = None

    def execute(self) -> Recorded:
        """Record now (raises ResultError with nothing written); returns what the service did."""
        self.do()
        _announce(self.code)
        if self.before is not None:
            self.setText(QCoreApplication.translate("ResultCommands", "第 %1 轮第 %2 桌修改成绩").replace("%1", str(self.round_number))
                         .replace("%2", str(self.table_number)))
        return self.recorded

    def do(self) -> None:
        self.recorded = record_result(self.store, self.code, self.round_number, self.table_number,
                                      self.entry)
        self.before = self.recorded.previous


class ClearResult(_ResultCommand):
    """Remove a table's result; undo records it again."""

    def __init__(self, store, code: str, round_number: int, table_number: int):
        super().__init__(store, code, round_number, table_number,
                         QCoreApplication.translate("ResultCommands", "第 %1 轮第 %2 桌清除成绩").replace("%1", str(round_number))
                         .replace("%2", str(table_number)))

    def execute(self) -> dict | None:
        self.do()
        _announce(self.code)
        return self.before

    def do(self) -> None:
        self.before = clear_result(self.store, self.code, self.round_number, self.table_number)
