"""One timer per table of the current round: start one or all, pause all, correct, alerts, unfinished list.

A timer is any object of app.clocks (GameClock, Countdown, Stopwatch); the
board reads them from timestamps (clock_board_model.py): on a 10 Hz tick the
running ones (a stopped timer's reading changes only by a command), and every
one after a command of the board or of a table's big clock.
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.clocks import Countdown, GameClock
from app.views.clocks.clock_board_model import (
    ACTION_NAMES,
    COL_ACTION,
    COL_LABEL,
    COL_STATUS,
    COL_TABLE,
    COL_TIME,
    SOUND_KINDS,
    ClockBoardModel,
    TableRow,
    action_name,
    alert_announcement,
    announced,
    countdown_values,
    is_alerting,
    is_running,
    is_notice,
    table_row,
    timer_status,
)
from app.views.clocks.clock_window import CountdownAdjustDialog
from app.views.clocks.sound import BeepPlayer

REFRESH_MS = 100


class ClockBoard(QWidget):
    """The round's table timers; ``on_event(table_number, snapshot)`` after every command."""

    alert = Signal(int, str)  # table number, what happened
    adjusted = Signal(int, object, object)  # table number, countdown_values before and after
    clock_opened = Signal(int, object)  # table number, its ClockWindow

    def __init__(self, tables, timer_factory: Callable[[int], Any],
                 on_event: Callable[[int, dict], None] | None = None, parent=None,
                 sound: BeepPlayer | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("各桌计时"))
        self.on_event = on_event
        self.sound = sound or BeepPlayer()
        self.model = ClockBoardModel(self)
        rows = [table_row(number, label, timer_factory(number)) for number, label in tables]
        self.model.set_rows(rows)
        self._by_number = {row.number: row for row in rows}
        self._windows: dict[int, Any] = {}
        self._build()
        self.timer = QTimer(self, interval=REFRESH_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self._list_unfinished()  # the rows were read just now: nothing to re-read or announce
        self._size_columns()

    def _size_columns(self) -> None:
        """Fit the columns once, from samples of their widest text (fitting on every repaint cost most of
        a core at 100 rows; fitting to every cell once, ~20 ms of each pairing at 150 tables)."""
        metrics = self.view.fontMetrics()
        widest_number = max((str(row.number) for row in self.model.rows()), key=len, default="")
        self.view.setColumnWidth(COL_TABLE, max(self.view.horizontalHeader().sectionSizeHint(COL_TABLE),
                                                metrics.horizontalAdvance(widest_number) + 16))
        extra = QCoreApplication.translate("ClockBoard", "（加时）")
        expired = QCoreApplication.translate("ClockBoard", "超时")
        widest = {COL_TIME: [f"▶00:00{extra}  |  ▶00:00"],
                  COL_ACTION: [f"{action_name(name)} {expired}00" for name in ACTION_NAMES],
                  COL_STATUS: [QCoreApplication.translate("ClockBoard", "对局时间到，待裁决"),
                               QCoreApplication.translate("ClockBoard", "暂停（已到提醒时刻）")]}
        for column, samples in widest.items():
            self.view.setColumnWidth(column, max(map(metrics.horizontalAdvance, samples)) + 16)

    def _build(self) -> None:
        self.view = QTableView(selectionBehavior=QAbstractItemView.SelectRows)
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        # One line a table, no padding beyond the text: a 768-pixel screen shows a whole round.
        self.view.verticalHeader().setMinimumSectionSize(1)
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 4)
        self.view.horizontalHeader().setSectionResizeMode(COL_LABEL, QHeaderView.Stretch)
        self.unfinished_list = QListWidget()
        self.alert_label = QLabel()
        buttons = QHBoxLayout()
        for text, slot in ((self.tr("全部开始"), self.start_all), (self.tr("开始所选"), self._start_selected),
                           (self.tr("暂停所选"), self._pause_selected),
                           (self.tr("全部暂停"), self.pause_all), (self.tr("全部继续"), self.resume_all),
                           (self.tr("标记所选完赛"), self._finish_selected),
                           (self.tr("调整所选…"), self._adjust_selected)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            if slot == self._adjust_selected:
                self.adjust_button = button
        buttons.addStretch()
        actions = QHBoxLayout()
        for name in self._action_names():
            seconds = next(r.timer.action.actions[name] for r in self.model.rows()
                           if getattr(r.timer, "action", None) and name in r.timer.action.actions)
            button = QPushButton(self.tr("%1 %2秒").replace("%1", action_name(name))
                                 .replace("%2", f"{seconds:g}"))
            button.clicked.connect(lambda _checked=False, n=name: self._start_action_selected(n))
            actions.addWidget(button)
        actions.addStretch()
        self.view.doubleClicked.connect(lambda index: self.open_clock(
            self.model.rows()[index.row()].number))
        side = QVBoxLayout()
        side.addWidget(QLabel(self.tr("未完赛")))
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
        return self._by_number[number]

    def start(self, number: int) -> None:
        """Start (or resume) one table's timer."""
        row = self.row(number)
        if row.finished or not self._commanded(row):
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
        if not row.finished and getattr(row.timer, "action", None) is not None and self._commanded(row):
            row.timer.start_action(name)
            self._changed(row)

    def open_clock(self, number: int):
        """Open the big two-player clock of a table (double-click); None for table timers.

        A table has one window: opening it again brings the same window forward.
        """
        from app.views.clocks.clock_window import ClockWindow

        row = self.row(number)
        if not isinstance(row.timer, GameClock) or not self._commanded(row):
            return None
        if number in self._windows:
            window = self._windows[number]
            window.show()
            window.raise_()
            window.activateWindow()
            return window
        names = row.label.split(" vs ") if " vs " in row.label else (row.label, "")

        def saved(snapshot: dict) -> None:
            self.refresh()  # the window commanded the timer: its row shows it at once, running or not
            if self.on_event is not None:
                self.on_event(number, snapshot)

        window = ClockWindow(row.timer, names=names[:2], on_event=saved, parent=self,
                             sound=self.sound)
        window.setWindowTitle(self.tr("第 %1 桌 棋钟 — %2").replace("%1", str(number)).replace("%2", row.label))
        self._windows[number] = window
        self.clock_opened.emit(number, window)
        window.show()
        return window

    def adjust(self, number: int, seconds: float) -> None:
        """Referee correction of a table countdown: the seconds left in its phase (paused first)."""
        row = self.row(number)
        if not self._commanded(row):
            return
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
        if row.finished or not isinstance(row.timer, Countdown) or not self._commanded(row):
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
        for row in self.model.rows():
            action = getattr(row.timer, "action", None)
            names += [n for n in (action.actions if action else ()) if n not in names]
        return names

    def _start_action_selected(self, name: str) -> None:
        for number in self.selected_numbers():
            self.start_action(number, name)

    def start_all(self) -> None:
        for row in self.model.rows():
            self.start(row.number)

    def pause(self, number: int) -> None:
        """Pause one table's timer (a dispute, an announcement); "开始所选" resumes it."""
        row = self.row(number)
        if not row.finished and self._commanded(row) and row.timer.pause():
            self._changed(row)

    def pause_all(self) -> None:
        """Every table this station runs (the round's time is up: docs/rules.md §3)."""
        for row in self.model.rows():
            if not row.elsewhere:
                self.pause(row.number)

    def resume_all(self) -> None:
        for row in self.model.rows():
            if not row.finished and not row.elsewhere and row.state.started and row.timer.resume():
                self._changed(row)

    def mark_finished(self, number: int) -> None:
        """The table's game is over: stop its timer and drop it from the unfinished list."""
        row = self.row(number)
        if not self._commanded(row):
            return
        row.timer.pause()
        row.state = row.timer.state()  # finished rows are no longer re-read: show it stopped
        row.finished = True
        self._changed(row)

    def finish_by_result(self, number: int) -> None:
        """A result came in: the game is over. A timer that never started has nothing to stop or save
        (the mark follows from the result when the round is read again), so only its row is repainted;
        a started one is stopped and saved as ``mark_finished`` does."""
        row = self.row(number)
        if row.state.started and not row.elsewhere:
            self.mark_finished(number)
            return
        row.finished = True
        self.model.refresh_row(row)
        self._list_unfinished()

    def follow(self, number: int, timer, elsewhere: bool) -> None:
        """Another station committed: the table's clock as it runs there (``elsewhere``), or this station's
        own again; a big clock open on the old timer closes."""
        row = self.row(number)
        window = self._windows.pop(number, None) if row.timer is not timer else None
        if window is not None:
            window.close()
        row.timer, row.state, row.elsewhere = timer, timer.state(), elsewhere
        self.refresh()

    def _commanded(self, row: TableRow) -> bool:
        """Whether this station runs the table's clock; if not, the referee is told where it runs."""
        if row.elsewhere:
            self.alert_label.setText(self.tr("第 %1 桌的计时由另一台工作站运行：本台只显示，不改写")
                                     .replace("%1", str(row.number)))
        return not row.elsewhere

    def reopen(self, number: int) -> None:
        """The table plays on after all (its result was withdrawn): back on the unfinished list."""
        row = self.row(number)
        if row.finished:
            row.finished = False
            self.refresh()

    def watched(self) -> bool:
        """Whether a table's clock runs (as last read: a command or the tick reads it) or its big clock is
        open: a result must then reach the board at once, even while the page is hidden."""
        return (any(window.isVisible() for window in self._windows.values())
                or any(not row.finished and is_running(row.state) for row in self.model.rows()))

    def unfinished_tables(self) -> list[tuple[int, str]]:
        return [(r.number, r.label) for r in self.model.rows() if not r.finished]

    def selected_numbers(self) -> list[int]:
        return sorted({self.model.rows()[i.row()].number
                       for i in self.view.selectionModel().selectedRows()})

    def _start_selected(self) -> None:
        for number in self.selected_numbers():
            self.start(number)

    def _pause_selected(self) -> None:
        for number in self.selected_numbers():
            self.pause(number)

    def _finish_selected(self) -> None:
        for number in self.selected_numbers():
            self.mark_finished(number)

    def _changed(self, row: TableRow) -> None:
        self.refresh()
        if self.on_event is not None:
            self.on_event(row.number, row.timer.snapshot())

    # -- display ------------------------------------------------------------------
    def _tick(self) -> None:
        """The 10 Hz repaint: only the running timers, whose reading changes by itself (a round of idle
        clocks on every event's page cost the station a core's tenth while results were typed)."""
        self._announce(self.model.refresh(running_only=True))

    def refresh(self) -> None:
        """Re-read all timers; announce flags, time-ups and alerts; list the unfinished tables."""
        self._announce(self.model.refresh())
        self._list_unfinished()

    def _list_unfinished(self) -> None:
        labels = [f"{n}  {label}" for n, label in self.unfinished_tables()]
        if labels != [self.unfinished_list.item(i).text()
                      for i in range(self.unfinished_list.count())]:
            self.unfinished_list.clear()
            self.unfinished_list.addItems(labels)

    def _announce(self, due) -> None:
        """Play and show the beeps ``due`` (row, beeps); save a table's clock on its flag or time-up."""
        for row, beeps in due:
            self.sound.play([b for b in beeps if b.kind in SOUND_KINDS
                             or (b.kind == "period" and is_notice(row.state))])
            if not announced(row.state, beeps):
                continue
            if any(beep.kind == "alert" for beep in beeps):
                text = alert_announcement(row.number, row.state)
            else:
                text = (self.tr("第 %1 桌：%2").replace("%1", str(row.number))
                        .replace("%2", timer_status(row.state)))
            self.alert_label.setText(text)
            self.alert.emit(row.number, text)
            if self.on_event is not None and is_alerting(row.state):
                self.on_event(row.number, row.timer.snapshot())
