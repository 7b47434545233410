"""Table model of one round's tables: table number, seats, result, broken rules."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

from app.pairing import LORD
from app.services.round_views import TableView
from app.views.common.messages import worded
from app.views.common.round_tables import RoundTablesModel
from app.views.common.rows_model import CENTRED
from app.views.common.table_view import seat_text

SEAT_ROLE = Qt.UserRole + 3  # the SeatView of a seat cell
# Plain ints and colours made once: decorate runs for every painted cell.
_SEAT, _FOREGROUND, _BACKGROUND = int(SEAT_ROLE), int(Qt.ForegroundRole), int(Qt.BackgroundRole)
_WARNING_TEXT, _WARNING_ROW = QColor("#c62828"), QColor("#fff3cd")

COL_TABLE = 0


class RoundModel(RoundTablesModel):
    """Columns: table, one per seat, result, warnings. Identity roles stay sealed except the lord."""

    decorated_roles = frozenset({_SEAT, _FOREGROUND, _BACKGROUND})

    def __init__(self, parent=None):
        self._words: dict[str, str] = {}  # a result's summary → its words, for the round read last
        super().__init__(parent)

    def set_round(self, view) -> None:
        """The round's tables; its results are worded again (in the language the interface speaks now)."""
        self._words = {}
        super().set_round(view)

    def _result_text(self, summary: str) -> str:
        """A round has a few distinct results (1-0, 0-1, ½-½): each is worded once, not once a table."""
        if summary not in self._words:
            self._words[summary] = (self.result_text(summary) if summary else "") or "—"
        return self._words[summary]

    def row_key(self, table: TableView) -> int:
        """A table keeps its row across a result or a swap: the view repaints it, no model reset."""
        return table.table_id

    @property
    def col_warnings(self) -> int:
        return 2 + self._seats

    def table_at(self, row: int) -> TableView:
        return self._rows[row]

    def headers(self) -> list[str]:
        if self._seats == 2:
            seats = [QCoreApplication.translate("RoundModel", "先手"), QCoreApplication.translate("RoundModel", "后手")]
        else:
            seats = [QCoreApplication.translate("RoundModel", "%1号位").replace("%1", str(section))
                     for section in range(1, self._seats + 1)]
        return [QCoreApplication.translate("RoundModel", "桌号"), *seats,
                QCoreApplication.translate("RoundModel", "成绩"),
                QCoreApplication.translate("RoundModel", "违反的编排规则")]

    def cell(self, table: TableView, column: int) -> tuple[str, object]:
        if column == COL_TABLE:
            return str(table.number), table.number
        if column == self.col_result:
            text = self._result_text(table.result)
        elif column == self.col_warnings:
            text = QCoreApplication.translate("RoundModel", "；").join(worded(w) for w in table.warnings)
        elif 1 <= column <= len(table.seats):
            seat = table.seats[column - 1]
            lord = QCoreApplication.translate("RoundModel", "（主公）") if seat.role == LORD else ""
            text = seat_text(seat.name, seat.school, self._seats, lord)
        else:
            text = ""
        return text, text

    def alignment(self, column: int) -> int | None:
        return CENTRED if column in (COL_TABLE, self.col_result) else None

    def decorate(self, table: TableView, column: int, role: int):
        if role == _SEAT:
            return table.seats[column - 1] if 1 <= column <= len(table.seats) else None
        if role == _FOREGROUND and column == self.col_warnings:
            return _WARNING_TEXT
        if role == _BACKGROUND and table.warnings:
            return _WARNING_ROW
        return None
