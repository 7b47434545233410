"""The tie-break chain as an ordered list of named tie-breaks: add, remove, move up / down."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from app.messages import Message
from app.printing.legends import tiebreak_label
from app.rules.events import TIEBREAKS
from app.views.common.messages import worded


def tiebreak_name(code: str) -> str:
    """A tie-break's name in the interface language, as the standings headers word it: the
    catalogue's ("tiebreak.*"), and 加赛 through the translations."""
    label = tiebreak_label(code)
    return worded(label) if isinstance(label, Message) else QCoreApplication.translate("StandingsModels", label)


class TiebreakChainEditor(QWidget):
    """Edits ``chain`` in order; ``default`` (the seed's chain) is marked in the list and the picker."""

    def __init__(self, chain: list[str], default: list[str], parent=None):
        super().__init__(parent)
        self.default = list(default)
        self.chain = QListWidget()
        self.chain.setMaximumHeight(150)
        self.picker = QComboBox()
        self.add_button = QPushButton(self.tr("添加"))
        self.remove_button = QPushButton(self.tr("删除"))
        self.up_button = QPushButton(self.tr("上移"))
        self.down_button = QPushButton(self.tr("下移"))
        self.default_line = QLabel(self.tr("规程默认：%1").replace(
            "%1", " → ".join(tiebreak_name(code) for code in self.default)))
        self.default_line.setWordWrap(True)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.chain, 0, 0, 4, 1)
        grid.addWidget(self.up_button, 0, 1)
        grid.addWidget(self.down_button, 1, 1)
        grid.addWidget(self.remove_button, 2, 1)
        grid.addWidget(self.picker, 4, 0)
        grid.addWidget(self.add_button, 4, 1)
        grid.addWidget(self.default_line, 5, 0, 1, 2)
        self.add_button.clicked.connect(self._add)
        self.remove_button.clicked.connect(self._remove)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.chain.currentRowChanged.connect(self._update_buttons)
        self.set_chain(chain)

    def set_chain(self, codes: list[str]) -> None:
        self.chain.clear()
        for code in codes:
            self.chain.addItem(self._item(code))
        self._refill_picker()
        self.chain.setCurrentRow(0 if codes else -1)
        self._update_buttons()

    def value(self) -> list[str]:
        return [self.chain.item(row).data(Qt.UserRole) for row in range(self.chain.count())]

    def _marked(self, code: str) -> str:
        name = tiebreak_name(code)
        return self.tr("%1（规程默认）").replace("%1", name) if code in self.default else name

    def _item(self, code: str) -> QListWidgetItem:
        item = QListWidgetItem(self._marked(code))
        item.setData(Qt.UserRole, code)
        return item

    def _refill_picker(self) -> None:
        chosen = set(self.value())
        self.picker.clear()
        for code in TIEBREAKS:
            if code not in chosen:
                self.picker.addItem(self._marked(code), code)
        self.picker.setEnabled(self.picker.count() > 0)
        self.add_button.setEnabled(self.picker.count() > 0)

    def _add(self) -> None:
        code = self.picker.currentData()
        if code is None:
            return
        self.chain.addItem(self._item(code))
        self.chain.setCurrentRow(self.chain.count() - 1)
        self._refill_picker()

    def _remove(self) -> None:
        row = self.chain.currentRow()
        if row < 0:
            return
        self.chain.takeItem(row)
        self._refill_picker()
        self._update_buttons()

    def _move(self, step: int) -> None:
        row = self.chain.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.chain.count():
            return
        self.chain.insertItem(target, self.chain.takeItem(row))
        self.chain.setCurrentRow(target)

    def _update_buttons(self, *_args) -> None:
        row = self.chain.currentRow()
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.chain.count() - 1)
