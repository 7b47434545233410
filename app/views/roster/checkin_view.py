"""Check-in per round: tick who is present and whose student card was checked.

The rounds are those of the stage the event pairs next (``checkin_round``): the
stage in play, or the final's once the preliminary's last round is complete.
By keys a player takes their name (characters, pinyin or initials), Enter and
Space: the search finds the row, Space ticks it present with the card checked.
A player who checked in at the entrance tablet (its switch: tablet_switch.py) is
marked 平板 in 到场; their card is still the referee's to tick.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.names import NameSearch
from app.services.checkin import checkin_round, checkin_rows, set_checkin
from app.stages.policy import PRELIMINARY
from app.views.roster.tablet_switch import TabletSwitch
from app.views.base.hub import hub
from app.views.base.lazy import RefreshWhenShown

COL_NAME, COL_SCHOOL, COL_STUDENT_ID, COL_TEAM, COL_PRESENT, COL_CARD = range(6)


class CheckInView(RefreshWhenShown, QWidget):
    """The marks of one round; the round shown follows the one the event pairs next (``checkin_round``)."""

    def __init__(self, store, code: str, rounds: int, parent=None):
        super().__init__(parent)
        self.store, self.code = store, code
        self._coming = None  # the round paired next when the page last looked
        self.round = QSpinBox()
        self.round.setRange(1, max(1, rounds))
        self.round.setSuffix(self.tr(" 轮"))
        self.round.valueChanged.connect(self.refresh)
        all_present = QPushButton(self.tr("全部到场并已验证学生证"))
        all_present.clicked.connect(self._mark_all)
        self.summary = QLabel()
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("检录轮次：")))
        top.addWidget(self.round)
        top.addWidget(all_present)
        top.addStretch(1)
        top.addWidget(self.summary)

        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([self.tr("姓名"), self.tr("学校"), self.tr("学号"),
                                              self.tr("队伍"), self.tr("到场"), self.tr("学生证已验")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(COL_SCHOOL, QHeaderView.Stretch)
        self.table.itemChanged.connect(self._item_changed)
        self.table.setSelectionBehavior(QTableWidget.SelectRows)
        self.table.installEventFilter(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("查找选手：姓名、拼音或首字母（如 zs），学号亦可；回车到该行，空格勾选"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda: self._filter(to_first=True))
        self.search.returnPressed.connect(self._go_to_found)
        self.search.installEventFilter(self)
        QShortcut(QKeySequence.Find, self, self._focus_search, context=Qt.WidgetWithChildrenShortcut)
        note = QLabel(self.tr("选手须在赛前15分钟入场，并出示有效学生证；未验证学生证者不得参赛。"
                              "空格：该行到场并已验证学生证（再按一次取消）。"))
        note.setStyleSheet("color: #555")
        note.setWordWrap(True)  # unwrapped, the English note held the main window 1501 pixels wide
        self.tablet = TabletSwitch(store, code)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tablet)
        layout.addWidget(self.search)
        layout.addWidget(self.table)
        layout.addWidget(note)
        self._rows = []
        hub().round_paired.connect(self._round_paired)
        self.refresh()

    def _round_paired(self, code: str) -> None:
        if code == self.code:
            self.refresh_when_shown()

    def _round_id(self):
        return checkin_round(self.store, self.code, self.round.value())

    def refresh(self) -> None:
        coming = checkin_round(self.store, self.code)
        if coming != self._coming:  # a round was paired: check-in turns to the next (the referee may pick another)
            self._coming = coming
            self.round.blockSignals(True)
            self.round.setValue(coming.number)
            self.round.blockSignals(False)
        self.tablet.refresh()
        round_id = self._round_id()
        self.round.setPrefix(self.tr("预赛第 ") if round_id.stage == PRELIMINARY else self.tr("第 "))
        current = self._current_entry()
        self._rows = checkin_rows(self.store, self.code, round_id)
        self.table.blockSignals(True)
        self.table.setRowCount(len(self._rows))
        for r, row in enumerate(self._rows):
            for c, text in ((COL_NAME, row.name), (COL_SCHOOL, row.school),
                            (COL_STUDENT_ID, row.student_id), (COL_TEAM, row.team)):
                item = QTableWidgetItem(text)
                if row.withdrawn:
                    item.setForeground(QColor("#999999"))
                self.table.setItem(r, c, item)
            for c, checked in ((COL_PRESENT, row.present), (COL_CARD, row.card_checked)):
                item = QTableWidgetItem()
                item.setFlags(Qt.ItemIsUserCheckable | Qt.ItemIsEnabled)
                item.setCheckState(Qt.Checked if checked else Qt.Unchecked)
                self.table.setItem(r, c, item)
            if row.by_tablet:  # the player's own word at the entrance: the card is still to be seen
                self.table.item(r, COL_PRESENT).setText(self.tr("平板"))
                self.table.item(r, COL_PRESENT).setToolTip(self.tr("选手在入口平板上自助检录；学生证仍须裁判查验"))
        self.table.blockSignals(False)
        at = next((r for r, row in enumerate(self._rows) if row.entry_id == current), -1)
        if at >= 0:
            self.table.setCurrentCell(at, COL_NAME)
        self._filter(to_first=False)
        ready = sum(row.may_play for row in self._rows)
        present = sum(row.present for row in self._rows)
        self.summary.setText(self.tr("到场 %1 / %2，可参赛 %3").replace("%1", str(present))
                             .replace("%2", str(len(self._rows))).replace("%3", str(ready)))

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() not in (COL_PRESENT, COL_CARD):
            return
        checked = item.checkState() == Qt.Checked
        entry = self._rows[item.row()].entry_id
        if item.column() == COL_PRESENT:
            set_checkin(self.store, self.code, self._round_id(), [entry], present=checked)
        else:
            set_checkin(self.store, self.code, self._round_id(), [entry], card_checked=checked)
        self.refresh()

    def eventFilter(self, watched, event) -> bool:
        """Space at the table ticks the row; typing there searches anew; Down or Escape at the search."""
        if event.type() != QEvent.KeyPress:
            return super().eventFilter(watched, event)
        if watched is self.table:
            if event.key() == Qt.Key_Space and not event.modifiers():
                self._toggle_current()
                return True
            if event.text().isprintable() and event.text().strip() and not event.modifiers() & ~Qt.ShiftModifier:
                self.search.setFocus()
                self.search.setText(event.text())
                return True
        elif watched is self.search:
            if event.key() == Qt.Key_Escape and self.search.text():
                self.search.clear()
                return True
            if event.key() == Qt.Key_Down:
                self._go_to_found()
                return True
        return super().eventFilter(watched, event)

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _current_entry(self) -> int | None:
        row = self.table.currentRow()
        return self._rows[row].entry_id if 0 <= row < len(self._rows) else None

    def _filter(self, to_first: bool) -> None:
        """Show the rows the search finds; the current row moves to the first of them when the search
        changed (``to_first``) or the current row is hidden."""
        query = NameSearch(self.search.text())
        first = None
        for r, row in enumerate(self._rows):
            found = query.matches(row.name, row.student_id, row.team)
            self.table.setRowHidden(r, not found)
            if found and first is None:
                first = r
        current = self.table.currentRow()
        if first is not None and (to_first or current < 0 or self.table.isRowHidden(current)):
            self.table.setCurrentCell(first, COL_NAME)

    def _go_to_found(self) -> None:
        if any(not self.table.isRowHidden(r) for r in range(self.table.rowCount())):
            self.table.setFocus()

    def _toggle_current(self) -> None:
        """The current row present with a checked card, or, when it already is, absent."""
        row = self.table.currentRow()
        if row < 0 or self.table.isRowHidden(row):
            return
        mark = self._rows[row]
        ready = mark.present and mark.card_checked
        set_checkin(self.store, self.code, self._round_id(), [mark.entry_id],
                    present=not ready, card_checked=not ready)
        self.refresh()

    def _mark_all(self) -> None:
        entries = [row.entry_id for row in self._rows if not row.withdrawn]
        set_checkin(self.store, self.code, self._round_id(), entries, present=True, card_checked=True)
        self.refresh()
