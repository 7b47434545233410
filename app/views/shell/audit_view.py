"""The audit log viewer: who changed what, when, old → new (read-only)."""
from __future__ import annotations

import json

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import QDialog, QHeaderView, QLineEdit, QTableView, QVBoxLayout

from app.services.audit import recent_entries

HEADERS = (
    QT_TRANSLATE_NOOP("AuditModel", "时间"),
    QT_TRANSLATE_NOOP("AuditModel", "操作人"),
    QT_TRANSLATE_NOOP("AuditModel", "操作"),
    QT_TRANSLATE_NOOP("AuditModel", "对象"),
    QT_TRANSLATE_NOOP("AuditModel", "原值"),
    QT_TRANSLATE_NOOP("AuditModel", "新值"),
)


def _text(value) -> str:
    return "" if value is None else json.dumps(value, ensure_ascii=False)


class AuditModel(QAbstractTableModel):
    """The audit lines (services.audit.AuditLine), one row each, as text."""

    def __init__(self, entries, parent=None):
        super().__init__(parent)
        self._rows = [(e.at.strftime("%Y-%m-%d %H:%M:%S"), e.user, e.action,
                       f"{e.entity} {e.entity_id or ''}".strip(), _text(e.old), _text(e.new))
                      for e in entries]

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            return QCoreApplication.translate("AuditModel", HEADERS[section])
        return None

    def data(self, index, role=Qt.DisplayRole):
        if index.isValid() and role in (Qt.DisplayRole, Qt.ToolTipRole):
            return self._rows[index.row()][index.column()]
        return None


class AuditDialog(QDialog):
    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("审计日志（最近 500 条）"))
        self.resize(1000, 600)
        self.model = AuditModel(recent_entries(store), self)
        proxy = QSortFilterProxyModel(self)
        proxy.setSourceModel(self.model)
        proxy.setFilterKeyColumn(-1)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("筛选…"))
        self.filter.textChanged.connect(proxy.setFilterFixedString)
        view = QTableView()
        view.setModel(proxy)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.Interactive)
        view.horizontalHeader().setStretchLastSection(True)
        view.resizeColumnsToContents()
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(view)
