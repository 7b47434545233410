"""The base of the table models: a list of rows of one kind, each cell a display text and a sort value.

A subclass names its headers and says what each cell shows (``cell``); the
base answers Qt's row/column counts, the header, the sort role (numbers, not
display text) and the object role (the row itself), as STYLE's Qt habits 1–2 ask.
"""
from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from app.views.common.table_view import OBJECT_ROLE, SORT_ROLE

# Plain ints: data() runs for every painted cell and comparing against Qt's enum members is slow.
_DISPLAY, _ALIGN = int(Qt.DisplayRole), int(Qt.TextAlignmentRole)
_SORT, _OBJECT = int(SORT_ROLE), int(OBJECT_ROLE)
CENTRED = int(Qt.AlignCenter)


class RowsModel(QAbstractTableModel):
    """Rows of one kind; subclasses give the headers and each cell's display and sort values."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list = []
        self._headers: list[str] = self.headers()

    def set_rows(self, rows: Sequence) -> None:
        """Show these rows instead (the headers are read again: they may depend on the rows)."""
        self.beginResetModel()
        self._rows = list(rows)
        self._headers = self.headers()
        self.endResetModel()

    def rows(self) -> list:
        return self._rows

    def headers(self) -> list[str]:
        """The column headers, translated."""
        raise NotImplementedError

    def cell(self, row, column: int) -> tuple[Any, Any]:
        """(display text, sort value) of a cell."""
        raise NotImplementedError

    def alignment(self, column: int) -> int | None:
        """The text alignment of a column (None: Qt's default)."""
        return None

    def decorate(self, row, column: int, role: int):
        """Any other role of a cell: colours, fonts, tooltips."""
        return None

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == _DISPLAY:
            return self._headers[section]
        return None

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        role = int(role)
        if role == _OBJECT:
            return row
        if role == _DISPLAY or role == _SORT:
            text, key = self.cell(row, index.column())
            return text if role == _DISPLAY else key
        if role == _ALIGN:
            return self.alignment(index.column())
        return self.decorate(row, index.column(), role)
