"""Table model of one round's tables: table number, seats, result, broken rules."""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QColor

from app.pairing import LORD
from app.services.rounds import RoundView, TableView
from app.views.common.table_view import OBJECT_ROLE, SORT_ROLE, seat_text

SEAT_ROLE = Qt.UserRole + 3  # the SeatView of a seat cell

COL_TABLE = 0


class RoundModel(QAbstractTableModel):
    """Columns: table, one per seat, result, warnings. Identity roles stay sealed except the lord."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._round: RoundView | None = None
        self._seats = 2

    @property
    def seats(self) -> int:
        """Seats of the widest table of the round shown."""
        return self._seats

    def set_round(self, view: RoundView | None) -> None:
        self.beginResetModel()
        self._round = view
        self._seats = max((len(t.seats) for t in view.tables), default=2) if view else 2
        self.endResetModel()

    @property
    def col_result(self) -> int:
        return 1 + self._seats

    @property
    def col_warnings(self) -> int:
        return 2 + self._seats

    def table_at(self, row: int) -> TableView:
        return self._round.tables[row]

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() or self._round is None else len(self._round.tables)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 3 + self._seats

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation != Qt.Horizontal or role != Qt.DisplayRole:
            return None
        if section == COL_TABLE:
            return QCoreApplication.translate("RoundModel", "桌号")
        if section == self.col_result:
            return QCoreApplication.translate("RoundModel", "成绩")
        if section == self.col_warnings:
            return QCoreApplication.translate("RoundModel", "违反的编排规则")
        if self._seats == 2:
            return QCoreApplication.translate("RoundModel", "先手") if section == 1 else QCoreApplication.translate("RoundModel", "后手")
        return QCoreApplication.translate("RoundModel", "%1号位").replace("%1", str(section))

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        table = self._round.tables[index.row()]
        column = index.column()
        if role == OBJECT_ROLE:
            return table
        seat = table.seats[column - 1] if 1 <= column <= len(table.seats) else None
        if role == SEAT_ROLE:
            return seat
        if role == SORT_ROLE and column == COL_TABLE:
            return table.number
        if role in (Qt.DisplayRole, SORT_ROLE):
            if column == COL_TABLE:
                return str(table.number)
            if column == self.col_result:
                return table.result or "—"
            if column == self.col_warnings:
                return "；".join(table.warnings)
            if seat is not None:
                lord = QCoreApplication.translate("RoundModel", "（主公）") if seat.role == LORD else ""
                return seat_text(seat.name, seat.school, self._seats, lord)
            return ""
        if role == Qt.ForegroundRole and column == self.col_warnings:
            return QColor("#c62828")
        if role == Qt.BackgroundRole and table.warnings:
            return QColor("#fff3cd")
        if role == Qt.TextAlignmentRole and column in (COL_TABLE, self.col_result):
            return int(Qt.AlignCenter)
        return None
