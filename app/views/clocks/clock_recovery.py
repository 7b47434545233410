"""After a crash or power cut: list the clocks that were running and ask how to resume them.

The clocks are already back, paused, exactly as at their last recorded event.
The referee chooses to resume them with the outage charged (as if they had
never stopped), to resume them without it, or to leave them paused: once for
the whole file (``recover_all``), however many events had clocks running.
"""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.clocks.reading import format_clock
from app.clocks.session import CHARGE, KEEP_PAUSED, NO_CHARGE
from app.rules.events import PRESETS
from app.views.common.screen_fit import fit_on_screen

__all__ = ["CHARGE", "KEEP_PAUSED", "NO_CHARGE", "RecoveryDialog", "ask_recovery", "outage_text", "recover_all"]


def outage_text(seconds: float) -> str:
    """How long ago a clock's last event was, in whole seconds as a clock reads: 0:07, 3:20, 1:02:05."""
    return format_clock(seconds, tenths=False)


class RecoveryDialog(QDialog):
    """The running clocks with the wall time since their last event, and three ways on."""

    def __init__(self, entries: Sequence[tuple[str, float]], parent=None):
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("ClockRecovery", "恢复计时"))
        self.choice = KEEP_PAUSED
        intro = QLabel(QCoreApplication.translate("ClockRecovery", "程序上次退出时（断电或意外关闭），以下计时器正在运行。它们已恢复到最后一次记录时的状态，目前暂停。"))
        intro.setWordWrap(True)
        self.table = QTableWidget(len(entries), 2)
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("ClockRecovery", "计时器"), QCoreApplication.translate("ClockRecovery", "距最后记录")])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        for row, (label, seconds) in enumerate(entries):
            self.table.setItem(row, 0, QTableWidgetItem(label))
            self.table.setItem(row, 1, QTableWidgetItem(outage_text(seconds)))
        self.buttons = {}
        bar = QHBoxLayout()
        for choice, text in ((CHARGE, QCoreApplication.translate("ClockRecovery", "继续计时，扣除中断时间")),
                             (NO_CHARGE, QCoreApplication.translate("ClockRecovery", "继续计时，不扣除中断时间")),
                             (KEEP_PAUSED, QCoreApplication.translate("ClockRecovery", "保持暂停"))):
            button = QPushButton(text)
            button.clicked.connect(lambda _checked=False, c=choice: self._choose(c))
            self.buttons[choice] = button
            bar.addWidget(button)
        self.buttons[KEEP_PAUSED].setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addLayout(bar)
        fit_on_screen(self, 560, 360)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()


def ask_recovery(parent, entries: Sequence[tuple[str, float]]) -> str:
    """Show the dialog; CHARGE, NO_CHARGE or KEEP_PAUSED (closing the dialog keeps them paused)."""
    dialog = RecoveryDialog(entries, parent)
    dialog.exec()
    return dialog.choice


def recover_all(parent, pages, language: str = "zh", prompt=None) -> str | None:
    """One question for the clocks a crash stopped in every event of the file; the answer applies to all.

    ``pages`` are ClocksPage objects built without a prompt of their own;
    each label starts with its event's name.  ``prompt`` defaults to
    ``ask_recovery``.  Returns the choice, or None when nothing was running.
    """
    waiting = [(page, page.recovery_entries()) for page in pages]
    waiting = [(page, entries) for page, entries in waiting if entries]
    if not waiting:
        return None
    entries = [(f"{PRESETS[page.code].name(language)} {label}", seconds)
               for page, page_entries in waiting for label, seconds in page_entries]
    choice = (prompt or ask_recovery)(parent, entries)
    for page, _entries in waiting:
        page.apply_recovery(choice)
    return choice
