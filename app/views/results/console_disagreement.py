"""The refusal of an entry that contradicts the table's decided console, with the way to overrule it.

Both outcomes are shown (the service words them, game by game); correcting the
entry is the default (Enter, Esc).  Overruling needs a reason, written to the
audit log with the console's outcome and the entry (docs/rules.md §5.7).
"""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QPushButton, QVBoxLayout

from app.views.common.messages import shown


class ConsoleDisagreementDialog(QDialog):
    """Accepted: the referee overrules the console with ``reason()``; rejected: back to the entry."""

    def __init__(self, error, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("录入与选将台不符"))
        self.text = QLabel(shown(error))
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(520)
        self.reason_field = QLineEdit()
        self.reason_field.setPlaceholderText(self.tr("以录入为准的理由（必填，记入审计日志）"))
        buttons = QDialogButtonBox()
        self.correct_button = buttons.addButton(self.tr("改正录入"), QDialogButtonBox.RejectRole)
        self.overrule_button: QPushButton = buttons.addButton(self.tr("以录入为准"), QDialogButtonBox.AcceptRole)
        self.correct_button.setDefault(True)
        self.overrule_button.setAutoDefault(False)
        self.overrule_button.setEnabled(False)
        self.reason_field.textChanged.connect(self._reason_changed)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(QLabel(self.tr("裁判确认录入无误、选将台有误时，可注明理由后以录入为准：")))
        layout.addWidget(self.reason_field)
        layout.addWidget(buttons)

    def _reason_changed(self, text: str) -> None:
        """A reason typed: overruling becomes possible, and Enter does it; without one Enter corrects."""
        given = bool(text.strip())
        self.overrule_button.setEnabled(given)
        self.overrule_button.setDefault(given)
        self.correct_button.setDefault(not given)

    def reason(self) -> str:
        return self.reason_field.text().strip()
