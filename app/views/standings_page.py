"""The event tab's StandingsPage (being built; shows what it will hold)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class StandingsPage(QWidget):
    def __init__(self, store, code: str, undo_stack, parent=None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        label = QLabel(self.tr("排名随成绩录入提供（arrives with results）"))
        label.setAlignment(Qt.AlignCenter)
        QVBoxLayout(self).addWidget(label)

    def refresh(self) -> None:
        """Nothing to refresh yet."""
