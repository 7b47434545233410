"""Roster import preview: every problem by row and column before anything is written.

A file with refused rows can still bring in its good rows (the refused ones are
listed, each saying how to fix it, and come in when the fixed file is imported
again), and team-event rows without a team can be formed into teams by school.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.rules.events import PRESETS
from app.views.common.messages import shown
from app.views.common.screen_fit import fit_on_screen

STATUS_TEXT = {"new": QT_TRANSLATE_NOOP("ImportDialog", "新增"),
               "update": QT_TRANSLATE_NOOP("ImportDialog", "补报项目"),
               "unchanged": QT_TRANSLATE_NOOP("ImportDialog", "无变化")}


class ImportDialog(QDialog):
    """Shows the plan; Import writes it whole, or its good rows alone (``skip_refused``) when some are refused."""

    def __init__(self, plan, file_name: str, parent=None):
        super().__init__(parent)
        self.read_plan = plan
        self.plan = plan
        self.setWindowTitle(self.tr("导入报名表 — %1").replace("%1", file_name))
        fit_on_screen(self, 900, 560)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.by_school = QCheckBox(self.tr("未填队伍的团体项目选手按学校组队（每校一队，人多则分为几队）"))
        self.by_school.setVisible(plan.teams_by_school is not None)
        self.by_school.toggled.connect(self._show_plan)
        layout.addWidget(self.by_school)
        self.notices = QWidget()
        QVBoxLayout(self.notices).setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.notices)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.import_button = self.buttons.addButton(self.tr("导入"), QDialogButtonBox.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show_plan(False)

    @property
    def skip_refused(self) -> bool:
        """Whether Import writes the good rows alone (the shown plan has refused rows)."""
        return not self.plan.ok

    def notice_labels(self) -> list[QLabel]:
        return self.notices.findChildren(QLabel)

    def _show_plan(self, by_school: bool) -> None:
        """Show the plan as read, or with unnamed teams formed by school."""
        plan = self.plan = self.read_plan.teams_by_school if by_school else self.read_plan
        self.summary.setText(self._summary(plan))
        self.summary.setStyleSheet("font-weight: bold; color: %s" % ("#1a7f37" if plan.ok else "#c62828"))
        for label in self.notice_labels():
            label.deleteLater()
            label.setParent(None)
        for notice in plan.notices:  # quotes the file's own text: never read as HTML
            label = QLabel("• " + shown(notice))  # a mark every system font draws (ⓘ showed as an empty box)
            label.setTextFormat(Qt.PlainText)
            label.setWordWrap(True)
            self.notices.layout().addWidget(label)
        self.tabs.clear()
        self.problems = self._table([self.tr("行"), self.tr("列"), self.tr("值"), self.tr("问题及改正方法")],
                                    [(p.row, p.column, p.value, shown(p.message)) for p in plan.problems])
        for row in range(self.problems.rowCount()):
            for column in range(4):
                self.problems.item(row, column).setForeground(QColor("#c62828"))
        self.rows = self._table(
            [self.tr("行"), self.tr("姓名"), self.tr("学校"), self.tr("学号"), self.tr("项目"),
             self.tr("队伍"), self.tr("状态")],
            [(", ".join(map(str, r.source_rows or (r.row,))), r.name, r.school, r.student_id,
              shown([PRESETS[c].words for c in r.events]), r.team or "",
              QCoreApplication.translate("ImportDialog", STATUS_TEXT[r.status])) for r in plan.rows])
        if plan.problems:
            self.tabs.addTab(self.problems, self.tr("问题 (%1 行)").replace("%1", str(len(plan.refused_rows))))
        self.tabs.addTab(self.rows, self.tr("预览 (%1 名选手)").replace("%1", str(plan.players)))
        if plan.ok:
            self.import_button.setText(self.tr("导入"))
        else:
            self.import_button.setText(self.tr("只导入没有问题的 %1 行").replace("%1", str(plan.good_rows)))
        self.import_button.setEnabled(bool(plan.rows))
        # Importing part of a file is chosen by its button, never by an Enter meant for something else.
        self.import_button.setAutoDefault(plan.ok)
        self.import_button.setDefault(plan.ok)
        self.buttons.button(QDialogButtonBox.Cancel).setDefault(not plan.ok)

    def _summary(self, plan) -> str:
        if plan.ok:
            return (self.tr("共 %1 行，%2 名选手，没有发现问题。点击“导入”写入赛事文件。")
                    .replace("%1", str(plan.data_rows)).replace("%2", str(plan.players)))
        if not plan.rows:
            return self.tr("发现 %1 个问题，请修改报名表后重新导入；赛事文件不会被修改。").replace(
                "%1", str(len(plan.problems)))
        return (self.tr("共 %1 行，其中 %2 行有问题（见“问题”页，每行写明如何改正）。可只导入没有问题的 %3 行"
                        "（%4 名选手），其余各行改正后重新导入本文件即可补上，已导入的不会重复；或取消，赛事文件不会被修改。")
                .replace("%1", str(plan.data_rows)).replace("%2", str(len(plan.refused_rows)))
                .replace("%3", str(plan.good_rows)).replace("%4", str(plan.players)))

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
