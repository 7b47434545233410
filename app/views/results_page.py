"""The event tab's ResultsPage (being built; shows what it will hold)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class ResultsPage(QWidget):
    def __init__(self, store, code: str, undo_stack, parent=None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        label = QLabel(self.tr("成绩录入随编排功能提供（arrives with pairing）"))
        label.setAlignment(Qt.AlignCenter)
        QVBoxLayout(self).addWidget(label)

    def refresh(self) -> None:
        """Nothing to refresh yet."""
