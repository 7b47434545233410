"""Who asked for a half-point bye in the round about to be paired (docs/rules.md §2.1)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QListWidget, QListWidgetItem

from app.services.rounds import bye_requesters
from app.views.common.dialog_layout import stack_with_buttons
from app.views.common.screen_fit import fit_on_screen


class RequestedByesDialog(QDialog):
    """The event's players still in play, each with a box to tick; OK pairs the round with their byes."""

    def __init__(self, store, code: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("请求轮空"))
        note = QLabel(self.tr("勾选事先请求下一轮轮空的选手。他们不参加该轮编排，各得一轮和棋的分数；"
                              "按 FIDE 破同分规则这是自愿未赛的一轮，Buchholz 去分时先去掉它。"))
        note.setWordWrap(True)
        self.players = QListWidget()
        for row in bye_requesters(store, code):
            item = QListWidgetItem(f"{row.name}（{row.school}）")
            item.setData(Qt.UserRole, row.id)
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            item.setCheckState(Qt.Unchecked)
            self.players.addItem(item)
        stack_with_buttons(self, [note, self.players])
        fit_on_screen(self, 420, 520)

    def chosen(self) -> list[int]:
        """The ticked players' ids."""
        items = (self.players.item(i) for i in range(self.players.count()))
        return [item.data(Qt.UserRole) for item in items if item.checkState() == Qt.Checked]
