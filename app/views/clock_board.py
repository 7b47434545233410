"""One timer per table of the current round: start one or all, pause all, alerts, unfinished list.

A timer is any object of app.clocks (GameClock, Countdown, Stopwatch); the
board reads them all from timestamps on a 10 Hz repaint.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QHBoxLayout, QHeaderView, QLabel,
                               QListWidget, QPushButton, QTableView, QVBoxLayout, QWidget)

from app.clocks import (ClockState, Countdown, CountdownState, GameClock, StopwatchState,
                        game_beeps, table_beeps)
from app.views.clock_window import CountdownAdjustDialog, format_clock
from app.views.sound import BeepPlayer

REFRESH_MS = 100
COL_TABLE, COL_LABEL, COL_TIME, COL_ACTION, COL_STATUS = range(5)
HEADERS = ("桌号", "对阵", "时间", "行动", "状态")
SORT_ROLE = Qt.UserRole + 1
OBJECT_ROLE = Qt.UserRole + 2
ALERT_KINDS = ("flag", "time_up", "alert")
SOUND_KINDS = ALERT_KINDS + ("action_expired",)
# Sanguosha action timers (RULES.md §3) as the buttons name them.
ACTION_NAMES = {"action": "出牌 (action)", "skill": "技能 (skill)", "draft": "选将 (draft)",
                "lineup": "布阵 (lineup)", "camp": "阵营 (camp)"}
_ALERT_COLOUR = QColor("#ffcdd2")
_NOTICE_COLOUR = QColor("#fff3cd")  # in the extra time, or past the 崩坏 alert
_FINISHED_COLOUR = QColor("#e0e0e0")


def timer_text(state) -> str:
    """What the time column shows for any timer's state."""
    if isinstance(state, ClockState):
        marks = ["▶" if state.running and state.to_move == side else "" for side in (0, 1)]
        return (f"{marks[0]}{format_clock(state.remaining(0))}  |  "
                f"{marks[1]}{format_clock(state.remaining(1))}")
    if isinstance(state, CountdownState):
        return format_clock(state.remaining) + ("（加时）" if state.phase == "extra" else "")
    return format_clock(state.elapsed)


def action_text(state) -> str:
    """The action column: the running Sanguosha action and its time left, if any."""
    action = getattr(state, "action", None)
    if action is None or action.name is None:
        return ""
    name = ACTION_NAMES.get(action.name, action.name).split(" ")[0]
    return f"{name} {'超时' if action.expired else format_clock(action.remaining)}"


def timer_status(state, finished: bool = False) -> str:
    """What the status column shows: not started, running, paused, flag, time up, finished."""
    if finished:
        return "已完赛"
    if isinstance(state, ClockState):
        if state.flagged is not None:
            return f"{'左' if state.flagged == 0 else '右'}方超时"
        if state.game_time_up:
            return "对局时间到，待裁决"
    elif isinstance(state, CountdownState):
        if state.time_up:
            return "时间到，待裁决"
        if state.alert_due:
            return "提醒：崩坏" if state.running else "暂停（已到提醒时刻）"
        if state.phase == "extra":
            return (QCoreApplication.translate("ClockBoard", "加时中") if state.running
                    else QCoreApplication.translate("ClockBoard", "加时暂停"))
    if not state.started:
        return "未开始"
    return "进行中" if state.running else "暂停"


def is_alerting(state) -> bool:
    return bool(getattr(state, "flagged", None) is not None or getattr(state, "game_time_up", False)
                or getattr(state, "time_up", False))


def is_notice(state) -> bool:
    """A table countdown in its extra time or past its alert (崩坏): shown, not yet alarming."""
    return isinstance(state, CountdownState) and (state.phase == "extra" or state.alert_due)


def _announced(state, beeps) -> bool:
    """Flags, time-ups, alerts, and the switch of a table countdown into its extra time."""
    return any(b.kind in ALERT_KINDS or (b.kind == "period" and is_notice(state)) for b in beeps)


def countdown_values(state: CountdownState) -> dict:
    """A table countdown's correctable values, as the audit log records them."""
    return {"remaining": round(state.remaining, 1), "phase": state.phase}


def _beeps(before, after):
    if isinstance(after, ClockState):
        return game_beeps(before, after)
    if isinstance(after, CountdownState):
        return table_beeps(before, after)
    return []


@dataclass
class TableRow:
    number: int
    label: str
    timer: Any
    state: ClockState | CountdownState | StopwatchState
    finished: bool = False
    shown: tuple[str, str, str] = ("", "", "")  # time, action and status texts on screen


def _texts(row: TableRow) -> tuple[str, str, str]:
    return timer_text(row.state), action_text(row.state), timer_status(row.state, row.finished)


class ClockBoardModel(QAbstractTableModel):
    """Rows of tables and their timers; ``refresh()`` re-reads every timer."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[TableRow] = []

    def set_rows(self, rows: list[TableRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()):  # noqa: N802 (Qt override)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()):  # noqa: N802 (Qt override)
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.DisplayRole):  # noqa: N802
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            return HEADERS[section]
        return None

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = index.column()
        if role == Qt.DisplayRole:
            return (str(row.number), row.label, *row.shown)[column]
        if role == SORT_ROLE:
            return (row.number, row.label, 0, 0, 0)[column]
        if role == OBJECT_ROLE:
            return row
        if role == Qt.BackgroundRole:
            if row.finished:
                return _FINISHED_COLOUR
            if is_alerting(row.state):
                return _ALERT_COLOUR
            if is_notice(row.state):
                return _NOTICE_COLOUR
        if role == Qt.TextAlignmentRole and column in (COL_TIME, COL_ACTION):
            return int(Qt.AlignCenter)
        return None

    def refresh(self) -> list[tuple[TableRow, list]]:
        """Re-read every timer; repaint only rows whose texts changed.

        Returns (row, beeps due) for the rows with beeps.
        """
        due, changed = [], []
        for number, row in enumerate(self.rows):
            if not row.finished:
                state = row.timer.state()
                beeps = _beeps(row.state, state)
                row.state = state
                if beeps:
                    due.append((row, beeps))
            texts = _texts(row)
            if texts != row.shown:
                row.shown = texts
                changed.append(number)
        if changed:
            self.dataChanged.emit(self.index(changed[0], COL_TIME),
                                  self.index(changed[-1], COL_STATUS))
        return due


class ClockBoard(QWidget):
    """The round's table timers; ``on_event(table_number, snapshot)`` after every command."""

    alert = Signal(int, str)  # table number, what happened
    adjusted = Signal(int, object, object)  # table number, countdown_values before and after
    clock_opened = Signal(int, object)  # table number, its ClockWindow

    def __init__(self, tables, timer_factory: Callable[[int], Any],
                 on_event: Callable[[int, dict], None] | None = None, parent=None,
                 sound: BeepPlayer | None = None):
        super().__init__(parent)
        self.setWindowTitle("各桌计时")
        self.on_event = on_event
        self.sound = sound or BeepPlayer()
        self.model = ClockBoardModel(self)
        rows = []
        for number, label in tables:
            timer = timer_factory(number)
            rows.append(TableRow(number, label, timer, timer.state()))
        self.model.set_rows(rows)
        self._windows: dict[int, Any] = {}
        self._build()
        self.timer = QTimer(self, interval=REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()
        self._size_columns()

    def _size_columns(self) -> None:
        """Fit the columns once (fitting on every repaint costs most of a core at 100 rows)."""
        self.view.resizeColumnsToContents()
        metrics = self.view.fontMetrics()
        widest = {COL_TIME: "▶00:00（加时）  |  ▶00:00", COL_ACTION: "阵营 超时00",
                  COL_STATUS: "对局时间到，待裁决"}
        for column, sample in widest.items():
            self.view.setColumnWidth(column, metrics.horizontalAdvance(sample) + 16)

    def _build(self) -> None:
        self.view = QTableView(selectionBehavior=QAbstractItemView.SelectRows)
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(COL_LABEL, QHeaderView.Stretch)
        self.unfinished_list = QListWidget()
        self.alert_label = QLabel()
        buttons = QHBoxLayout()
        for text, slot in (("全部开始", self.start_all), ("开始所选", self._start_selected),
                           ("全部暂停", self.pause_all), ("全部继续", self.resume_all),
                           ("标记所选完赛", self._finish_selected),
                           (self.tr("调整所选…"), self._adjust_selected)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            if slot == self._adjust_selected:
                self.adjust_button = button
        buttons.addStretch()
        actions = QHBoxLayout()
        for name in self._action_names():
            seconds = next(r.timer.action.actions[name] for r in self.model.rows
                           if getattr(r.timer, "action", None) and name in r.timer.action.actions)
            button = QPushButton(f"{ACTION_NAMES.get(name, name)} {seconds:g}秒")
            button.clicked.connect(lambda _checked=False, n=name: self._start_action_selected(n))
            actions.addWidget(button)
        actions.addStretch()
        self.view.doubleClicked.connect(lambda index: self.open_clock(
            self.model.rows[index.row()].number))
        side = QVBoxLayout()
        side.addWidget(QLabel("未完赛"))
        side.addWidget(self.unfinished_list)
        body = QHBoxLayout()
        body.addWidget(self.view, 3)
        body.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addLayout(actions)
        layout.addLayout(body, 1)
        layout.addWidget(self.alert_label)

    # -- commands -----------------------------------------------------------------
    def row(self, number: int) -> TableRow:
        return next(r for r in self.model.rows if r.number == number)

    def start(self, number: int) -> None:
        """Start (or resume) one table's timer."""
        row = self.row(number)
        if row.finished:
            return
        if not row.state.started:
            if isinstance(row.timer, GameClock):
                row.timer.start(0)
            else:
                row.timer.start()
        elif not row.timer.resume():
            return
        self._changed(row)

    def start_action(self, number: int, name: str) -> None:
        """Restart one Sanguosha action timer at a table (one call, as the referee's button)."""
        row = self.row(number)
        if not row.finished and getattr(row.timer, "action", None) is not None:
            row.timer.start_action(name)
            self._changed(row)

    def open_clock(self, number: int):
        """Open the big two-player clock of a table (double-click); None for table timers.

        A table has one window: opening it again brings the same window forward.
        """
        from app.views.clock_window import ClockWindow

        row = self.row(number)
        if not isinstance(row.timer, GameClock):
            return None
        if number in self._windows:
            window = self._windows[number]
            window.show()
            window.raise_()
            window.activateWindow()
            return window
        names = row.label.split(" vs ") if " vs " in row.label else (row.label, "")

        def saved(snapshot: dict) -> None:
            if self.on_event is not None:
                self.on_event(number, snapshot)

        window = ClockWindow(row.timer, names=names[:2], on_event=saved, parent=self,
                             sound=self.sound)
        self._windows[number] = window
        self.clock_opened.emit(number, window)
        window.show()
        return window

    def adjust(self, number: int, seconds: float) -> None:
        """Referee correction of a table countdown: the seconds left in its phase (paused first)."""
        row = self.row(number)
        row.timer.pause()
        old = countdown_values(row.timer.state())
        row.timer.adjust(seconds)
        self._changed(row)
        new = countdown_values(row.state)
        if new != old:
            self.adjusted.emit(number, old, new)

    def open_adjust(self, number: int) -> bool:
        """Pause a table's countdown and ask for its new time left; True if it was corrected.

        A two-player table opens its big clock instead (corrections are made there).
        """
        row = self.row(number)
        if isinstance(row.timer, GameClock):
            self.open_clock(number)
            return False
        if row.finished or not isinstance(row.timer, Countdown):
            return False
        if row.timer.pause():
            self._changed(row)
        title = QCoreApplication.translate("ClockBoard", "第 %1 桌 ").replace("%1", str(number))
        dialog = CountdownAdjustDialog(row.timer.state().remaining, title + row.label, self)
        if dialog.exec() != QDialog.Accepted:
            return False
        self.adjust(number, dialog.seconds())
        return True

    def _adjust_selected(self) -> None:
        selected = self.selected_numbers()
        if not selected:
            self.alert_label.setText(self.tr("请先在表中选择要调整的一桌"))
            return
        self.open_adjust(selected[0])

    def _action_names(self) -> list[str]:
        names = []
        for row in self.model.rows:
            action = getattr(row.timer, "action", None)
            names += [n for n in (action.actions if action else ()) if n not in names]
        return names

    def _start_action_selected(self, name: str) -> None:
        for number in self.selected_numbers():
            self.start_action(number, name)

    def start_all(self) -> None:
        for row in self.model.rows:
            self.start(row.number)

    def pause_all(self) -> None:
        for row in self.model.rows:
            if not row.finished and row.timer.pause():
                self._changed(row)

    def resume_all(self) -> None:
        for row in self.model.rows:
            if not row.finished and row.state.started and row.timer.resume():
                self._changed(row)

    def mark_finished(self, number: int) -> None:
        """The table's game is over: stop its timer and drop it from the unfinished list."""
        row = self.row(number)
        row.timer.pause()
        row.state = row.timer.state()  # finished rows are no longer re-read: show it stopped
        row.finished = True
        self._changed(row)

    def reopen(self, number: int) -> None:
        """The table plays on after all (its result was withdrawn): back on the unfinished list."""
        row = self.row(number)
        if row.finished:
            row.finished = False
            self.refresh()

    def unfinished_tables(self) -> list[tuple[int, str]]:
        return [(r.number, r.label) for r in self.model.rows if not r.finished]

    def selected_numbers(self) -> list[int]:
        return sorted({self.model.rows[i.row()].number
                       for i in self.view.selectionModel().selectedRows()})

    def _start_selected(self) -> None:
        for number in self.selected_numbers():
            self.start(number)

    def _finish_selected(self) -> None:
        for number in self.selected_numbers():
            self.mark_finished(number)

    def _changed(self, row: TableRow) -> None:
        self.refresh()
        if self.on_event is not None:
            self.on_event(row.number, row.timer.snapshot())

    # -- display ------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read all timers; announce flags, time-ups and alerts."""
        for row, beeps in self.model.refresh():
            self.sound.play([b for b in beeps if b.kind in SOUND_KINDS
                             or (b.kind == "period" and is_notice(row.state))])
            if not _announced(row.state, beeps):
                continue
            text = f"第 {row.number} 桌：{timer_status(row.state)}"
            self.alert_label.setText(text)
            self.alert.emit(row.number, text)
            if self.on_event is not None and is_alerting(row.state):
                self.on_event(row.number, row.timer.snapshot())
        labels = [f"{n}  {label}" for n, label in self.unfinished_tables()]
        if labels != [self.unfinished_list.item(i).text()
                      for i in range(self.unfinished_list.count())]:
            self.unfinished_list.clear()
            self.unfinished_list.addItems(labels)
