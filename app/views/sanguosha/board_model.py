"""The board of every console of a round: one row per table, read out of its console's status."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor

from app.sanguosha.table_console import TableConsole
from app.services.sanguosha import BoardTable
from app.views.common.rows_model import CENTRED, RowsModel
from app.views.sanguosha.console_words import phase_name, with_who, word

COL_TABLE, COL_TEAMS, COL_GAME, COL_STEP, COL_TURN, COL_TIME, COL_FOULS = range(7)
# An open console's clock beside its time left (a running one shows the time alone).
CLOCK_WORDS = {"ready": QT_TRANSLATE_NOOP("SanguoshaBoard", "就绪（未开始）%1"),
               "paused": QT_TRANSLATE_NOOP("SanguoshaBoard", "已暂停 %1")}
URGENT_SECONDS = 5



@dataclass
class BoardRow:
    """One table: what the service read, and the console to show (the open window's live one, if any)."""

    table: BoardTable
    console: TableConsole | None
    live: bool = False  # an open console window: its countdowns are the real ones
    action_left: Callable[[], float | None] | None = None  # the open window's action / skill timer
    clock_state: Callable[[], str] | None = None  # the open window's clock: ready, running or paused


class ConsoleBoardModel(RowsModel):
    """Rows of BoardRow; the time column is read afresh at every repaint."""

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("SanguoshaBoard", "桌号"), QCoreApplication.translate("SanguoshaBoard", "队伍"), QCoreApplication.translate("SanguoshaBoard", "局"), QCoreApplication.translate("SanguoshaBoard", "步骤"), QCoreApplication.translate("SanguoshaBoard", "轮到"), QCoreApplication.translate("SanguoshaBoard", "剩余"), QCoreApplication.translate("SanguoshaBoard", "技术犯规")]

    def alignment(self, column: int) -> int | None:
        return CENTRED if column in (COL_TABLE, COL_GAME, COL_TIME, COL_FOULS) else None

    def name(self, row: BoardRow, team: int | None) -> str:
        sides = row.table.sides
        return sides[team] if team is not None and 0 <= team < len(sides) else ""

    def time_left(self, row: BoardRow) -> float | None:
        """Seconds left on the step (draft) or the acting role's timer; only an open console counts."""
        if not row.live or row.console is None:
            return None
        if row.console.order is not None and row.console.order.state.phase != "first_mover":
            return row.action_left() if row.action_left else None
        return row.console.remaining()

    def cell(self, row: BoardRow, column: int) -> tuple[Any, Any]:
        table, console = row.table, row.console
        status = console.status() if console is not None else None
        if column == COL_TABLE:
            return str(table.table_number), table.table_number
        if column == COL_TEAMS:
            text = QCoreApplication.translate("SanguoshaBoard", "%1 对 %2").replace("%1", self.name(row, 0)).replace("%2", self.name(row, 1))
            return text, text
        if column == COL_GAME:
            game = row.table.record.game_no if row.table.record else 0
            if not game:
                return "—", 0
            return (f"{game} / {table.games}" if table.games > 1 else str(game)), game
        if status is None:
            return ("—", 0) if column != COL_STEP else (QCoreApplication.translate("SanguoshaBoard", "未开始"), "")
        if column == COL_STEP:
            text = phase_name(status["step"])
            return text, status["step"]
        if column == COL_TURN:
            if status["winner"] is not None:
                text = QCoreApplication.translate("SanguoshaBoard", "%1 胜").replace("%1", self.name(row, status["winner"]))
            elif status["mover"] is not None:
                text = with_who(word(status["mover"]), self.name(row, status["mover_team"]))
            elif status["mover_team"] is not None:
                text = self.name(row, status["mover_team"])
            else:
                text = ""
            return text, text
        if column == COL_TIME:
            left = self.time_left(row)
            text = "—" if left is None else f"{max(0.0, left):.0f} s"
            state = row.clock_state() if row.clock_state else None
            if state in CLOCK_WORDS and not status["decided"]:
                text = QCoreApplication.translate("SanguoshaBoard", CLOCK_WORDS[state]).replace("%1", text)
            return text, -1.0 if left is None else left
        if column == COL_FOULS:
            fouls = status["fouls"]
            return ("—", -1) if fouls is None else (f"{fouls[0]} : {fouls[1]}", max(fouls))
        return "", ""

    def decorate(self, row: BoardRow, column: int, role: int):
        if role == int(Qt.ForegroundRole) and column == COL_TIME:
            left = self.time_left(row)
            if left is not None and left <= URGENT_SECONDS:
                return QColor("#b71c1c")
        return None

    def refresh_time(self) -> None:
        """Repaint the time column only (the rows and the selection stay)."""
        if self.rowCount():
            self.dataChanged.emit(self.index(0, COL_TIME), self.index(self.rowCount() - 1, COL_TIME))
