"""Table model of one round for result entry: table, seats with points, result; open tables stand out."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from app.services.rounds import RoundView, TableView
from app.standings.numbers import points_text
from app.views.common.table_view import OBJECT_ROLE, SORT_ROLE, seat_text

COL_TABLE = 0
OPEN_COLOUR = QColor("#fff3cd")


_points = points_text  # the one number format (app.standings.numbers)


class ResultsModel(QAbstractTableModel):
    """Columns: table, one per seat (name, school, points), result."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._tables: tuple[TableView, ...] = ()
        self._seats = 2

    @property
    def seats(self) -> int:
        """Seats of the widest table of the round shown."""
        return self._seats

    def set_round(self, view: RoundView | None) -> None:
        self.beginResetModel()
        self._tables = view.tables if view else ()
        self._seats = max((len(t.seats) for t in self._tables), default=2)
        self.endResetModel()

    @property
    def col_result(self) -> int:
        return 1 + self._seats

    def tables(self) -> tuple[TableView, ...]:
        return self._tables

    def row_of(self, table_number: int) -> int | None:
        for row, table in enumerate(self._tables):
            if table.number == table_number:
                return row
        return None

    def update_table(self, table_number: int, scored) -> None:
        """Show a table's new result in place (points and outcome per seat, summary) without a reload."""
        row = self.row_of(table_number)
        if row is None:
            return
        table = self._tables[row]
        seats = tuple(replace(seat, points=float(points), outcome=outcome)
                      for seat, points, outcome in zip(table.seats, scored.points, scored.outcome))
        tables = list(self._tables)
        tables[row] = replace(table, seats=seats + table.seats[len(seats):], result=scored.summary)
        self._tables = tuple(tables)
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._tables)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 2 + self._seats

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation != Qt.Horizontal or role != Qt.DisplayRole:
            return None
        if section == COL_TABLE:
            return QCoreApplication.translate("ResultsModel", "桌号")
        if section == self.col_result:
            return QCoreApplication.translate("ResultsModel", "成绩")
        if self._seats == 2:
            return QCoreApplication.translate("ResultsModel", "先手（座位 0）") if section == 1 else QCoreApplication.translate("ResultsModel", "后手（座位 1）")
        return QCoreApplication.translate("ResultsModel", "%1号位").replace("%1", str(section))

    def _seat_text(self, table: TableView, column: int) -> str:
        if not 1 <= column <= len(table.seats):
            return ""
        seat = table.seats[column - 1]
        points = f"  [{_points(seat.points)}]" if seat.points is not None else ""
        return seat_text(seat.name, seat.school, self._seats, suffix=points)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        table = self._tables[index.row()]
        column = index.column()
        if role == OBJECT_ROLE:
            return table
        if role == SORT_ROLE:
            if column == COL_TABLE:
                return table.number
            if column == self.col_result:
                return int(table.has_result)  # open tables first
            return self._seat_text(table, column)
        if role == Qt.DisplayRole:
            if column == COL_TABLE:
                return str(table.number)
            if column == self.col_result:
                return table.result or QCoreApplication.translate("ResultsModel", "未录")
            return self._seat_text(table, column)
        if role == Qt.BackgroundRole and not table.has_result:
            return OPEN_COLOUR
        if role == Qt.FontRole and column == self.col_result and table.has_result:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.TextAlignmentRole and column in (COL_TABLE, self.col_result):
            return int(Qt.AlignCenter)
        return None
