"""A table view sorted through a proxy on the model's numeric sort role (STYLE: Qt habit 2)."""
from __future__ import annotations

import math

from PySide6.QtCore import QAbstractItemModel, QObject, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

SORT_ROLE = Qt.UserRole + 1  # every table model here answers it with numbers, not display text
OBJECT_ROLE = Qt.UserRole + 2  # … and this one with the row's domain object


class RowsProxy(QSortFilterProxyModel):
    """The sorting proxy of every table here: a painted cell's roles are asked of the model in one call
    (Qt's proxy would ask them one by one, each crossing into Python)."""

    def multiData(self, index, roles) -> None:  # noqa: N802 (Qt override)
        self.sourceModel().multiData(self.mapToSource(index), roles)


# Tables of more than this many seats (identity: 8) put the school under the name, so that every
# seat and the result fit a 1366-pixel screen without scrolling sideways.
WIDE_TABLE_SEATS = 3


def seat_text(name: str, school: str, seats: int, mark: str = "", suffix: str = "") -> str:
    """One seat's cell: "name mark（school）suffix", on two lines at wide tables."""
    school = f"（{school}）" if school else ""
    if seats > WIDE_TABLE_SEATS:
        return f"{name}{mark}{suffix}\n{school}".rstrip()
    return f"{name}{mark}{school}{suffix}"


def fit_row_height(view, seats: int) -> None:
    """One text line a row, two at wide tables (the school under the name), set by the font
    rather than measured row by row: measuring a 100-table round took longer than pairing it."""
    lines = 2 if seats > WIDE_TABLE_SEATS else 1
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().lineSpacing() * lines + 10)


def sorted_table(owner: QObject, model: QAbstractItemModel, sort_column: int = 0,
                 proxy_class: type[QSortFilterProxyModel] = RowsProxy
                 ) -> tuple[QSortFilterProxyModel, QTableView]:
    """The proxy (a ``proxy_class``, sorting by the numeric sort role) and the view for ``model``,
    sorted on ``sort_column`` ascending."""
    proxy = proxy_class(owner)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    view = QTableView()
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(sort_column, Qt.AscendingOrder)
    view.setAlternatingRowColors(True)
    return proxy, view


def fit_columns_to_texts(view: QTableView, model) -> None:
    """Each shown, resizable column as wide as its header or its widest display text, measured with
    the view's font: the widths Qt's ``resizeColumnsToContents`` gives a ``RowsModel`` of plain
    texts, without asking every cell's size hint through the delegate (0.1–0.9 s at 300 rows, at each
    opening of an event's tab). Only for cells that are a line of text in the view's font."""
    header = view.horizontalHeader()
    advance = QFontMetricsF(view.font()).horizontalAdvance  # Qt's layout rounds the fractional width up
    margin = 2 * (view.style().pixelMetric(QStyle.PM_FocusFrameHMargin, None, view) + 1) + int(view.showGrid())
    rows = model.rows()
    for column in range(model.columnCount()):
        if view.isColumnHidden(column) or header.sectionResizeMode(column) != QHeaderView.Interactive:
            continue
        texts = {str(text) for text, _key in (model.cell(row, column) for row in rows) if text is not None}
        widest = max((math.ceil(advance(text)) for text in texts), default=0) + margin
        view.setColumnWidth(column, max(widest, header.sectionSizeHint(column)))
