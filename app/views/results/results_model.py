"""Table model of one round for result entry: table, seats with points, result; open tables stand out."""
from __future__ import annotations

from dataclasses import replace
from functools import cache

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont

from app.services.round_views import TableView
from app.standings.numbers import points_text
from app.views.common.round_tables import RoundTablesModel
from app.views.common.rows_model import CENTRED
from app.views.common.table_view import seat_text

COL_TABLE = 0
OPEN_COLOUR = QColor("#fff3cd")
_BACKGROUND, _FONT = int(Qt.BackgroundRole), int(Qt.FontRole)  # plain ints: compared for every painted cell


_points = points_text  # the one number format (app.standings.numbers)


class ResultsModel(RoundTablesModel):
    """Columns: table, one per seat (name, school, points), result. ``side_headers`` names the two
    seats' columns where the event's sides are not 先手 / 后手 (Sanguosha: teams, players);
    ``camps`` marks each seat of a table with its camp (table id → one text per seat)."""

    decorated_roles = frozenset({_BACKGROUND, _FONT})  # the rest of a painted cell's roles cost nothing

    def __init__(self, parent=None):
        self.side_headers: tuple[str, str] | None = None
        self.camps: dict[int, tuple[str, ...]] = {}
        self._row_of: dict[int, int] = {}  # table number → its row
        self.entered = 0  # tables with a result
        super().__init__(parent)

    def set_rows(self, rows):
        changed = super().set_rows(rows)
        self._row_of = {table.number: row for row, table in enumerate(self._rows)}
        self.entered = sum(table.has_result for table in self._rows)
        return changed

    def set_camps(self, camps: dict[int, tuple[str, ...]]) -> None:
        """Repaint the seats whose camp changed (a console took a step)."""
        changed = {table_id for table_id in set(camps) | set(self.camps)
                   if camps.get(table_id) != self.camps.get(table_id)}
        self.camps = dict(camps)
        for row, table in enumerate(self._rows):
            if table.table_id in changed:
                self.dataChanged.emit(self.index(row, 1), self.index(row, self._seats))

    def tables(self) -> tuple[TableView, ...]:
        return tuple(self._rows)

    def row_of(self, table_number: int) -> int | None:
        return self._row_of.get(table_number)

    def update_table(self, table_number: int, scored) -> None:
        """Show a table's new result in place (points and outcome per seat, summary) without a reload."""
        row = self.row_of(table_number)
        if row is None:
            return
        table = self._rows[row]
        seats = tuple(replace(seat, points=float(points), outcome=outcome)
                      for seat, points, outcome in zip(table.seats, scored.points, scored.outcome))
        self._rows[row] = replace(table, seats=seats + table.seats[len(seats):], result=scored.summary)
        self.entered += self._rows[row].has_result - table.has_result
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def headers(self) -> list[str]:
        if self._seats == 2 and self.side_headers:
            seats = list(self.side_headers)
        elif self._seats == 2:
            seats = [QCoreApplication.translate("ResultsModel", "先手（座位 0）"),
                     QCoreApplication.translate("ResultsModel", "后手（座位 1）")]
        else:
            seats = [QCoreApplication.translate("ResultsModel", "%1号位").replace("%1", str(section))
                     for section in range(1, self._seats + 1)]
        return [QCoreApplication.translate("ResultsModel", "桌号"), *seats,
                QCoreApplication.translate("ResultsModel", "成绩")]

    def _seat_text(self, table: TableView, column: int) -> str:
        if not 1 <= column <= len(table.seats):
            return ""
        seat = table.seats[column - 1]
        points = f"  [{_points(seat.points)}]" if seat.points is not None else ""
        camps = self.camps.get(table.table_id, ())
        camp = camps[column - 1] if column - 1 < len(camps) and camps[column - 1] else ""
        return seat_text(seat.name, seat.school, self._seats, mark=f" · {camp}" if camp else "", suffix=points)

    def cell(self, table: TableView, column: int) -> tuple[str, object]:
        if column == COL_TABLE:
            return str(table.number), table.number
        if column == self.col_result:  # open tables sort first
            return self.result_text(table.result) or QCoreApplication.translate("ResultsModel", "未录"), int(table.has_result)
        text = self._seat_text(table, column)
        return text, text

    def alignment(self, column: int) -> int | None:
        return CENTRED if column in (COL_TABLE, self.col_result) else None

    def decorate(self, table: TableView, column: int, role: int):
        if role == _BACKGROUND and not table.has_result:
            return OPEN_COLOUR
        if role == _FONT and column == self.col_result and table.has_result:
            return _bold()
        return None


@cache
def _bold() -> QFont:
    """The entered result's font, made once (a QFont made for each painted cell cost more than the cell)."""
    font = QFont()
    font.setBold(True)
    return font
