"""The audit log viewer: who changed what, when, old → new (read-only)."""
from __future__ import annotations

import json

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QLineEdit, QTableView, QVBoxLayout

from app.services.audit import AuditLine, recent_entries
from app.views.common.rows_model import RowsModel
from app.views.common.screen_fit import fit_on_screen

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


class AuditModel(RowsModel):
    """The audit lines (services.audit.AuditLine), one row each, as text."""

    def __init__(self, entries, parent=None):
        super().__init__(parent)
        self.set_rows(entries)

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("AuditModel", header) for header in HEADERS]

    def cell(self, line: AuditLine, column: int) -> tuple[str, str]:
        text = _column_text(line, column)
        return text, text

    def decorate(self, line: AuditLine, column: int, role: int):
        return _column_text(line, column) if role == Qt.ToolTipRole else None


def _column_text(line: AuditLine, column: int) -> str:
    if column == 0:
        return line.at.strftime("%Y-%m-%d %H:%M:%S")
    if column == 3:
        return f"{line.entity} {line.entity_id or ''}".strip()
    return (None, line.user, line.action, None, _text(line.old), _text(line.new))[column]


class AuditDialog(QDialog):
    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("审计日志（最近 500 条）"))
        fit_on_screen(self, 1000, 600)
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
