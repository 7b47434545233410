"""One identity table's role draw on screen, sealed until the referee reveals it (docs/rules.md §2.7).

The lord's card shows at once; every other seat reads 密封 until the referee
reveals it (its 揭示 button, or the seat's number key), or all of them after
the game (confirmed).  重新密封 covers them again before the screen is turned
to the table.  Each reveal is recorded in the audit log.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from app.pairing.tables import LORD, LOYALIST, REBEL, TRAITOR
from app.sanguosha.identity_roles import SealedRoles
from app.services.identity_roles import record_reveal
from app.services.round_views import TableView
from app.stages.round_id import RoundId
from app.views.common.messages import worded

# The stored roles (as drawn) → their names on screen.
ROLE_NAMES = {LORD: QT_TRANSLATE_NOOP("IdentityRoles", "主公"),
              LOYALIST: QT_TRANSLATE_NOOP("IdentityRoles", "忠臣"),
              REBEL: QT_TRANSLATE_NOOP("IdentityRoles", "反贼"),
              TRAITOR: QT_TRANSLATE_NOOP("IdentityRoles", "内奸")}
SEALED_STYLE = "color: #616161"
ROLE_STYLE = "font-weight: bold; font-size: 14pt"


def role_name(role: str) -> str:
    """A drawn role in the interface language."""
    return QCoreApplication.translate("IdentityRoles", ROLE_NAMES[role]) if role in ROLE_NAMES else role


class IdentityRolesDialog(QDialog):
    """Seats, names and roles of one table; ``sealed`` holds what may be shown."""

    def __init__(self, store, code: str, round_id: RoundId, table: TableView, parent=None):
        super().__init__(parent)
        self.store, self.code, self.round_id, self.table = store, code, round_id, table
        self.sealed = SealedRoles.of([seat.role for seat in table.seats])
        self.setWindowTitle(self.tr("%1 第 %2 桌 身份牌").replace("%1", worded(round_id.words()))
                            .replace("%2", str(table.number)))
        grid = QGridLayout()
        for column, title in enumerate((self.tr("座位"), self.tr("姓名"), self.tr("身份"), "")):
            grid.addWidget(QLabel(title), 0, column)
        self.role_labels: list[QLabel] = []
        self.reveal_buttons: list[QPushButton] = []
        for index, seat in enumerate(table.seats):
            role = QLabel()
            button = QPushButton(self.tr("揭示"))
            button.clicked.connect(lambda _checked=False, s=index: self.reveal(s))
            for column, widget in enumerate((QLabel(str(index + 1)), QLabel(seat.name), role, button)):
                grid.addWidget(widget, index + 1, column)
            self.role_labels.append(role)
            self.reveal_buttons.append(button)
        hint = QLabel(self.tr("主公身份公开；其余座位密封，按“揭示”或座位号键逐一揭示，赛后可全部揭示。"))
        hint.setWordWrap(True)
        self.reveal_all_button = QPushButton(self.tr("全部揭示（赛后）"))
        self.reveal_all_button.clicked.connect(self.reveal_all)
        self.seal_button = QPushButton(self.tr("重新密封"))
        self.seal_button.clicked.connect(self.seal_all)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.addButton(self.reveal_all_button, QDialogButtonBox.ActionRole)
        buttons.addButton(self.seal_button, QDialogButtonBox.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(grid)
        layout.addWidget(buttons)
        self._show()

    def _show(self) -> None:
        for seat, (label, button) in enumerate(zip(self.role_labels, self.reveal_buttons)):
            role = self.sealed.shown(seat)
            label.setText(role_name(role) if role is not None else self.tr("■■ 密封"))
            label.setStyleSheet(ROLE_STYLE if role is not None else SEALED_STYLE)
            button.setEnabled(role is None)
        self.seal_button.setEnabled(bool(self.sealed.revealed))
        self.reveal_all_button.setEnabled(bool(self.sealed.sealed_seats))

    def reveal(self, seat: int) -> None:
        """Show one seat's role (0-based), recorded in the audit log."""
        if self.sealed.reveal(seat):
            record_reveal(self.store, self.code, self.round_id, self.table, [seat])
        self._show()

    def reveal_all(self) -> None:
        """After the game: every card open, once the referee confirms."""
        answer = QMessageBox.question(self, self.tr("全部揭示"),
                                      self.tr("本局已结束、可以公开全部身份了吗？"))
        if answer != QMessageBox.Yes:
            return
        record_reveal(self.store, self.code, self.round_id, self.table, self.sealed.reveal_all())
        self._show()

    def seal_all(self) -> None:
        self.sealed.seal_all()
        self._show()

    def keyPressEvent(self, event):  # noqa: N802 (Qt override)
        """A seat's number key reveals that seat."""
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self.table.seats):
            self.reveal(int(text) - 1)
            return
        super().keyPressEvent(event)
