"""Roster import preview: every problem by row and column before anything is written."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
)

from app.messages import Words
from app.rules.events import PRESETS
from app.views.common.messages import shown
from app.views.common.screen_fit import fit_on_screen

STATUS_TEXT = {"new": QT_TRANSLATE_NOOP("ImportDialog", "新增"),
               "update": QT_TRANSLATE_NOOP("ImportDialog", "补报项目"),
               "unchanged": QT_TRANSLATE_NOOP("ImportDialog", "无变化")}


class ImportDialog(QDialog):
    """Shows the plan; the Import button is enabled only when there is no problem."""

    def __init__(self, plan, file_name: str, parent=None):
        super().__init__(parent)
        self.plan = plan
        self.setWindowTitle(self.tr("导入报名表 — %1").replace("%1", file_name))
        fit_on_screen(self, 900, 560)
        layout = QVBoxLayout(self)
        if plan.ok:
            summary = self.tr("共 %1 行，没有发现问题。点击“导入”写入赛事文件。").replace("%1", str(len(plan.rows)))
        else:
            summary = self.tr("发现 %1 个问题，请修改报名表后重新导入；赛事文件不会被修改。").replace(
                "%1", str(len(plan.problems)))
        self.summary = QLabel(summary)
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-weight: bold; color: %s" % ("#1a7f37" if plan.ok else "#c62828"))
        layout.addWidget(self.summary)
        for notice in plan.notices:  # quotes the file's own text: never read as HTML
            label = QLabel("ⓘ " + shown(notice))
            label.setTextFormat(Qt.PlainText)
            layout.addWidget(label)

        tabs = QTabWidget()
        self.problems = self._table([self.tr("行"), self.tr("列"), self.tr("值"), self.tr("问题")],
                                    [(p.row, p.column, p.value, shown(p.message)) for p in plan.problems])
        for row in range(self.problems.rowCount()):
            for column in range(4):
                self.problems.item(row, column).setForeground(QColor("#c62828"))
        self.rows = self._table(
            [self.tr("行"), self.tr("姓名"), self.tr("学校"), self.tr("学号"), self.tr("项目"),
             self.tr("队伍"), self.tr("状态")],
            [(r.row, r.name, r.school, r.student_id,
              shown([Words(PRESETS[c].name_zh, PRESETS[c].name_en) for c in r.events]), r.team or "",
              QCoreApplication.translate("ImportDialog", STATUS_TEXT[r.status])) for r in plan.rows])
        if plan.problems:
            tabs.addTab(self.problems, self.tr("问题 (%1)").replace("%1", str(len(plan.problems))))
        tabs.addTab(self.rows, self.tr("预览 (%1)").replace("%1", str(len(plan.rows))))
        layout.addWidget(tabs)

        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.import_button = self.buttons.addButton(self.tr("导入"), QDialogButtonBox.AcceptRole)
        self.import_button.setEnabled(plan.ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    @staticmethod
    def _table(headers, rows) -> QTableWidget:
        table = QTableWidget(len(rows), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.NoEditTriggers)
        for r, values in enumerate(rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if c == 0:
                    item.setTextAlignment(Qt.AlignCenter)
                table.setItem(r, c, item)
        table.horizontalHeader().setSectionResizeMode(len(headers) - 1, QHeaderView.Stretch)
        table.resizeColumnsToContents()
        return table
