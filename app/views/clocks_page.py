"""The event tab's ClocksPage (being built; shows what it will hold)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class ClocksPage(QWidget):
    def __init__(self, store, code: str, undo_stack, parent=None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        label = QLabel(self.tr("计时器即将提供（arrives with clocks）"))
        label.setAlignment(Qt.AlignCenter)
        QVBoxLayout(self).addWidget(label)

    def refresh(self) -> None:
        """Nothing to refresh yet."""
