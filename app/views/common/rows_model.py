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
_CORE = frozenset({_DISPLAY, _ALIGN, _SORT, _OBJECT})


class RowsModel(QAbstractTableModel):
    """Rows of one kind; subclasses give the headers and each cell's display and sort values."""

    # The roles ``decorate`` answers; None: every other role reaches it. A model painted often
    # names its few so that the rest cost nothing.
    decorated_roles: frozenset[int] | None = None
    # A model whose cells read nothing but their row (and what only ``set_rows`` changes) keeps each
    # row's answers to every role from its first paint until the row changes: a confirmed result
    # repaints a screenful of rows, most of them the same objects with the same texts. It names its
    # ``decorated_roles``.
    keeps_cells = False

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list = []
        self._cells: list[list[dict] | None] = []  # per row, each cell's answers once painted (``keeps_cells``)
        self._headers: list[str] = self.headers()

    def set_rows(self, rows: Sequence, follow: bool = True) -> list[int] | None:
        """Show these rows instead (the headers are read again: they may depend on the rows).

        A model whose rows have a ``row_key`` updates in place when the same rows
        come back under the same headers: a confirmed result moves a few rows and
        changes some values, and a layout change (moves) or a data change (values)
        repaints that without a model reset, which would make the proxy and the
        view rebuild everything. With ``follow`` False (no view holds a selection or
        a current row that should follow its row) moved rows are a data change of the
        positions between the first and last that show another row: no new layout
        for the proxy and the views. Returns the rows whose content changed, or None
        after a reset.
        """
        rows, old_rows = list(rows), self._rows
        self._rows = rows
        headers = self.headers()  # a model's headers may read its rows
        self._rows = old_rows
        new_keys, old_keys = list(map(self.row_key, rows)), list(map(self.row_key, old_rows))
        if (headers != self._headers or None in new_keys or len(rows) != len(old_rows)
                or set(new_keys) != set(old_keys)):
            self.beginResetModel()
            self._rows, self._headers = rows, headers
            self._cells = [None] * len(rows)
            self.endResetModel()
            return None
        before = dict(zip(old_keys, old_rows))
        changed = [i for i, (key, row) in enumerate(zip(new_keys, rows))
                   if before[key] is not row and before[key] != row]  # a kept row is the same object
        if self.keeps_cells:  # a row that is the very object painted before keeps its cells
            painted = dict(zip(old_keys, self._cells))
            self._cells = [cells if before[key] is row else None
                           for key, row, cells in zip(new_keys, rows, map(painted.get, new_keys))]
        if new_keys != old_keys and follow:
            self._move_rows(rows, old_keys, new_keys)
            return changed
        self._rows = rows
        shown = changed if new_keys == old_keys else sorted(
            {i for i, (then, now) in enumerate(zip(old_keys, new_keys)) if then != now}.union(changed))
        if shown:
            self.dataChanged.emit(self.index(shown[0], 0), self.index(shown[-1], len(headers) - 1))
        return changed

    def _move_rows(self, rows: list, old_keys: list, new_keys: list) -> None:
        """The same rows in a new order: persistent indexes (selection, current row) follow their row."""
        self.layoutAboutToBeChanged.emit()
        position = {key: row for row, key in enumerate(new_keys)}
        persistent = self.persistentIndexList()
        self._rows = rows
        self.changePersistentIndexList(
            persistent, [self.index(position[old_keys[index.row()]], index.column()) for index in persistent])
        self.layoutChanged.emit()

    def row_key(self, row) -> Any:
        """What identifies a row across updates; None (the default): every update is a model reset."""
        return None

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

    def index(self, row: int, column: int, parent=QModelIndex()):
        """One call per cell instead of Qt's default, which asks rowCount and columnCount each time."""
        if 0 <= row < len(self._rows) and 0 <= column < len(self._headers) and not parent.isValid():
            return self.createIndex(row, column)
        return QModelIndex()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == _DISPLAY:
            return self._headers[section]
        return None

    def painted_cell(self, number: int, column: int) -> tuple[Any, Any]:
        """``cell`` of row ``number``, kept from its first paint where the model ``keeps_cells``."""
        if not self.keeps_cells:
            return self.cell(self._rows[number], column)
        answers = self._painted(number)[column]
        return answers[_DISPLAY], answers[_SORT]

    def _painted(self, number: int) -> list[dict]:
        """Each cell's answers (role → value) of row ``number``, made at its first paint (``keeps_cells``)."""
        cells = self._cells[number]
        if cells is None:
            row = self._rows[number]
            cells = self._cells[number] = [self._answers(row, column) for column in range(len(self._headers))]
        return cells

    def _answers(self, row, column: int) -> dict:
        text, key = self.cell(row, column)
        answers = {_DISPLAY: text, _SORT: key, _ALIGN: self.alignment(column), _OBJECT: row}
        for role in self.decorated_roles:
            answers[role] = self.decorate(row, column, role)
        return answers

    def multiData(self, index, roles) -> None:  # noqa: N802 (Qt override)
        """Every role a painted cell asks for, from one ``cell`` call (Qt's default calls data() per role,
        and each display and sort role computed the cell again)."""
        if index.isValid():
            self.fill(index.row(), index.column(), roles)

    def fill(self, number: int, column: int, roles) -> None:
        """``multiData`` of the cell at row ``number`` and ``column``."""
        if self.keeps_cells:
            answers = self._painted(number)[column]
            for role_data in roles:
                role_data.setData(answers.get(role_data.role()))  # None: a role the model leaves alone
            return
        row = self._rows[number]
        decorated, text_key = self.decorated_roles, None
        for role_data in roles:
            role = role_data.role()
            if role == _DISPLAY or role == _SORT:
                text_key = text_key or self.painted_cell(number, column)
                role_data.setData(text_key[0] if role == _DISPLAY else text_key[1])
            elif role == _ALIGN:
                role_data.setData(self.alignment(column))
            elif role == _OBJECT:
                role_data.setData(row)
            elif decorated is None or role in decorated:
                role_data.setData(self.decorate(row, column, role))
            else:
                role_data.clearData()

    def data(self, index, role=Qt.DisplayRole):
        role = int(role)
        if not index.isValid() or (self.decorated_roles is not None and role not in _CORE
                                   and role not in self.decorated_roles):
            return None
        row = self._rows[index.row()]
        if role == _OBJECT:
            return row
        if role == _DISPLAY or role == _SORT:
            text, key = self.painted_cell(index.row(), index.column())
            return text if role == _DISPLAY else key
        if role == _ALIGN:
            return self.alignment(index.column())
        return self.decorate(row, index.column(), role)
