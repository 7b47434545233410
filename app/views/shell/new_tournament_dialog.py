"""File ▸ New: the tournament's facts, its events and where the file goes."""
from __future__ import annotations

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
)

from app.views.common import file_dialogs
from app.views.common.messages import shown
from app.views.base import settings_store
from app.models.store import TournamentFileError
from app.rules.events import PRESETS
from app.services.tournament import new_tournament
from app.views.common.dialog_layout import form_rows, stack_with_buttons
from app.views.common.event_boxes import event_checkboxes
from app.views.shell.tournament_facts import FactFields


class NewTournamentDialog(QDialog):
    def __init__(self, parent=None, language: str = "zh"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("新建赛事"))
        facts = FactFields.of(QDateEdit(QDate.currentDate()), QDateEdit(QDate.currentDate()))
        self.name, self.organiser, self.venue, self.start, self.end = facts
        self.path = QLineEdit()
        browse = QPushButton(self.tr("浏览…"))
        browse.clicked.connect(self._browse)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path)
        path_row.addWidget(browse)
        form = form_rows(facts.rows() + [(self.tr("赛事文件"), path_row)])
        box, self.events = event_checkboxes(self.tr("比赛项目"), PRESETS, set(PRESETS), language)
        stack_with_buttons(self, (form, box), self._accept)
        self._store = None

    def _browse(self) -> None:
        path = file_dialogs.save_file_name(self, self.tr("赛事文件保存位置"),
                                          settings_store.start_path((self.name.text() or "tournament") + ".sqlite"),
                                          "赛事文件 Tournament (*.sqlite)")
        settings_store.remember_folder(path)
        if path:
            self.path.setText(path if path.endswith(".sqlite") else path + ".sqlite")

    def _accept(self) -> None:
        if not self.name.text().strip() or not self.path.text().strip():
            QMessageBox.warning(self, self.tr("信息不完整"), self.tr("请填写赛事名称并选择文件位置。"))
            return
        events = [code for code, box in self.events.items() if box.isChecked()]
        if not events:
            QMessageBox.warning(self, self.tr("信息不完整"), self.tr("请至少选择一个比赛项目。"))
            return
        try:
            self._store = new_tournament(self.path.text().strip(), self.name.text().strip(),
                                         organiser=self.organiser.text().strip(),
                                         venue=self.venue.text().strip(),
                                         start_date=self.start.date().toPython(),
                                         end_date=self.end.date().toPython(), events=events)
        except (TournamentFileError, OSError, ValueError) as exc:
            QMessageBox.critical(self, self.tr("无法新建赛事"), shown(exc))
            return
        self.accept()

    def create(self):
        """The created store (the file is written when OK is pressed)."""
        return self._store
