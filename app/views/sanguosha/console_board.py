"""选将总览: every console of a round in one window, one row per table; Enter opens that table's console.

The rows refresh when any console takes a step (hub().draft_changed); the
time column repaints every second from the open console windows (a draft's
clock lives at its console: a table whose window is closed shows none).
"""
from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QVBoxLayout, QWidget

from app.sanguosha.errors import SanguoshaError
from app.services.sanguosha import round_board
from app.stages.round_id import RoundId
from app.views.common.messages import worded
from app.views.common.table_view import OBJECT_ROLE, sorted_table
from app.views.sanguosha.board_model import COL_TEAMS, BoardRow, ConsoleBoardModel
from app.views.base.hub import hub

REPAINT_MS = 1000


class ConsoleBoardWindow(QWidget):
    """The board of a round's consoles. ``live_window(table_id)`` is the open console window of a
    table (or None); ``open_table(table_id)`` opens one."""

    def __init__(self, store, code: str, round_id: RoundId, open_table: Callable[[int], object],
                 live_window: Callable[[int], object] | None = None, now: Callable[[], float] | None = None,
                 parent=None):
        super().__init__(parent)
        self.setWindowFlag(Qt.Window)
        self.store, self.code, self.round_id = store, code, round_id
        self.open_table, self.live_window = open_table, live_window or (lambda _table_id: None)
        self.now = now or time.monotonic
        self.setWindowTitle(self.tr("选将总览 — %1").replace("%1", worded(round_id.words())))
        self.model = ConsoleBoardModel(self)
        self.proxy, self.view = sorted_table(self, self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        font = self.view.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)  # read from arm's length at the referee's desk
        self.view.setFont(font)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(COL_TEAMS, QHeaderView.Stretch)  # long school names take the room
        header.setMinimumSectionSize(70)
        self.view.verticalHeader().setDefaultSectionSize(34)
        self.view.doubleClicked.connect(lambda index: self.open_row(index))
        self.view.installEventFilter(self)  # Enter opens the current row's console
        QShortcut(QKeySequence(Qt.Key_F5), self, activated=self.refresh, context=Qt.WindowShortcut)
        QShortcut(QKeySequence(Qt.Key_Escape), self, activated=self.close, context=Qt.WindowShortcut)
        self.empty = QLabel(self.tr("本轮没有桌次"))
        keys = QLabel(self.tr("↑↓ 选择一桌 · Enter 或双击 打开该桌的选将台 · F5 刷新 · Esc 关闭"))
        keys.setStyleSheet("font-size: 15px; color: #444; background: #eeeeee; padding: 4px")
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty)
        layout.addWidget(keys)
        hub().draft_changed.connect(self._draft_changed)
        hub().changed_elsewhere.connect(self.refresh)
        self.repaint_timer = QTimer(self)
        self.repaint_timer.timeout.connect(self.model.refresh_time)
        self.repaint_timer.start(REPAINT_MS)
        self.refresh()

    def _draft_changed(self, code: str) -> None:
        if code == self.code:
            self.refresh()

    def refresh(self) -> None:
        """Read every table again, keeping the selected table selected."""
        current = self.selected_table_id()
        rows = []
        for table in round_board(self.store, self.round_id):
            window = self.live_window(table.table_id)
            if window is not None and table.record is not None and window.record.game_no == table.record.game_no:
                timer = window.timer
                rows.append(BoardRow(table, window.console, True,
                                     lambda timer=timer: timer.state().remaining if timer.state().name else None,
                                     lambda clock=window.clock: clock.state))
            else:
                rows.append(BoardRow(table, self._stored_console(table)))
        self.model.set_rows(rows)
        self.empty.setVisible(not rows)
        self.select_table(current if current is not None else (rows[0].table.table_id if rows else None))

    def _stored_console(self, table):
        """The table's stored console, None before any (or if the stored state is refused: its
        console window says why when opened)."""
        if table.record is None:
            return None
        try:
            return table.record.console(self.now)
        except SanguoshaError:
            return None

    def selected_table_id(self) -> int | None:
        row = self.view.currentIndex().data(OBJECT_ROLE)
        return row.table.table_id if row is not None else None

    def select_table(self, table_id: int | None) -> None:
        for source_row, row in enumerate(self.model.rows()):
            if row.table.table_id == table_id:
                index = self.proxy.mapFromSource(self.model.index(source_row, 0))
                self.view.setCurrentIndex(index)
                self.view.selectRow(index.row())
                return

    def open_row(self, index) -> None:
        row = index.data(OBJECT_ROLE) if index.isValid() else None
        if row is not None:
            self.open_table(row.table.table_id)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if (watched is self.view and event.type() == QEvent.KeyPress
                and event.key() in (Qt.Key_Return, Qt.Key_Enter)):
            self.open_row(self.view.currentIndex())
            return True
        return super().eventFilter(watched, event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.view.setFocus()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.repaint_timer.stop()
        super().closeEvent(event)
