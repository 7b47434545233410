"""The event tab's clocks: the hall round timer, one timer per table, the big clock, crash recovery.

The page shows the event's clock session (app/clocks/session.py: which timers the round has,
what to save, what a crash left waiting) and sends the referee's commands.  Every clock command
(start, press, pause, adjust, flag) is written through app/services/clocks.py as it happens, so a
crash or power cut loses nothing: a page built on a file whose clocks were running brings them
back paused and the referee chooses (once) whether to resume them with the outage charged.
The main window asks once for all its pages (clock_recovery.recover_all).  A clock another live
station runs is shown as it runs there and followed at its every commit, never commanded or saved
here; on a read-only station every clock is (docs/rules.md §3.1).
"""
from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.clocks import spec_from_settings
from app.messages import Message
from app.clocks.session import CHARGE, FREE_KEY, KEEP_PAUSED, ClockDesk, ClockSession, TableClock
from app.rules.events import PRESETS
from app.services.clocks import (
    ClockSaveError,
    clear_clocks,
    read_event_clocks,
    read_stored_clocks,
    record_adjustment,
    save_clock,
)
from app.services.table_results import with_results
from app.services.round_views import latest_round
from app.views.common.messages import shown, worded
from app.views.clocks.clock_board import ClockBoard
from app.views.clocks.clock_board_model import is_running
from app.views.clocks.clock_window import ClockWindow
from app.views.clocks.clock_words import describe_clock, fill
from app.views.base.hub import hub
from app.views.clocks.round_timer import RoundTimerWidget
from app.views.clocks.sound import BeepPlayer

ROUND_TIMER_PIXELS = 56  # the page's round timer; the hall screen shows it large
RESULTS, ELSEWHERE = "results", "elsewhere"  # what a hidden page has yet to read: its results, or the round too


def table_label(table: TableClock) -> str:
    """Who plays at a table: "甲 vs 乙" for two sides, names in seat order otherwise."""
    return " vs ".join(table.names) if len(table.names) == 2 else "、".join(table.names)


class ClocksPage(QWidget):
    """The clocks of one event; ``now`` / ``wall`` / ``recovery_prompt`` are replaceable in tests.

    ``now`` and ``wall`` default to ``time.monotonic`` and ``time.time``.
    ``recovery_prompt(parent, [(label, outage seconds)])`` returns CHARGE,
    NO_CHARGE or KEEP_PAUSED (app.views.clocks.clock_recovery); it is asked at most
    once, when the page is built.  Without one, the clocks a crash stopped stay
    paused and wait in ``recovery_entries()`` for ``apply_recovery(choice)``
    (clock_recovery.recover_all asks once for every page of the file).
    ``desk`` (the main window's) keeps the event's session across a rebuilt tab and
    gives the hall screen this page's timers; without one the page has a session of its own.
    """

    def __init__(self, store, code: str, undo_stack, parent=None, *,
                 now: Callable[[], float] | None = None, wall: Callable[[], float] | None = None,
                 recovery_prompt: Callable | None = None, sound: BeepPlayer | None = None,
                 desk: ClockDesk | None = None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        now, wall = now or time.monotonic, wall or time.time
        self.session: ClockSession = (desk.session(code, now, wall) if desk is not None
                                      else ClockSession(now, wall))
        self.session.display_only = store.read_only
        self.recovery_prompt = recovery_prompt
        self.sound = sound or BeepPlayer()
        self.view = None  # the current RoundView, None before round 1
        self.finished: dict[int, bool] = {}  # by table number of the current round: has it a result
        self.board: ClockBoard | None = None
        self._board_due = False  # the round's board waits until the page is seen (see _show_round)
        self._due: str | None = None  # what a hidden page has yet to read when shown (see _catch_up)
        self.round_widget: RoundTimerWidget | None = None
        self.free_window: ClockWindow | None = None
        self._build()
        self.refresh(recover=True)
        hub().round_paired.connect(self._event_changed)
        hub().settings_changed.connect(self._event_changed)
        hub().results_changed.connect(self._results_changed)
        hub().changed_elsewhere.connect(self._changed_elsewhere)
        if desk is not None:
            owner = f"{code}/{id(self)}"
            desk.set_timer_source(owner, self.timer_entries)
            self.destroyed.connect(lambda *_: desk.set_timer_source(owner, None))

    @property
    def timers(self) -> dict:
        """The session's timers, by storage key."""
        return self.session.timers

    def _build(self) -> None:
        self.mode_label = QLabel()
        self.mode_label.setWordWrap(True)
        self.round_label = QLabel()
        self.round_label.setStyleSheet("font-weight: bold")
        self.message_label = QLabel()
        self.mute_box = QCheckBox(QCoreApplication.translate("ClocksPage", "静音"))
        self.mute_box.toggled.connect(lambda on: setattr(self.sound, "muted", on))
        self.big_clock_button = QPushButton(QCoreApplication.translate("ClocksPage", "大钟"))
        self.big_clock_button.clicked.connect(self.open_big_clock)
        top = QHBoxLayout()
        top.addWidget(self.mode_label, 1)
        top.addWidget(self.mute_box)
        top.addWidget(self.big_clock_button)
        status = QHBoxLayout()
        status.addWidget(self.round_label)
        status.addWidget(self.message_label, 1)
        self.round_group = QGroupBox(QCoreApplication.translate("ClocksPage", "全场本轮计时（到时所有对局停止）"))
        QVBoxLayout(self.round_group)
        self.board_group = QGroupBox(QCoreApplication.translate("ClocksPage", "各桌计时（双击一桌打开大钟）"))
        QVBoxLayout(self.board_group)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(status)
        layout.addWidget(self.round_group)
        layout.addWidget(self.board_group, 1)
        layout.addStretch()  # takes the room while no round is paired

    # -- building from the file -----------------------------------------------------
    def refresh(self, recover: bool = False) -> None:
        """Re-read the event's settings and current round; keep the clocks already started.

        ``recover``: the page's first build, which builds its board even hidden (the recovery question
        and the main window's restored big clocks find it); later a hidden page builds it when shown,
        unless a clock of the round runs (the board watches it: flags, time-ups, the round's end)."""
        data = read_event_clocks(self.store, self.code, self.session.wall)
        self._due = None  # the round and its results are read now
        before = self.session.timers
        self.message_label.clear()
        self.mode_label.setText(QCoreApplication.translate("ClocksPage", "计时方式：") + describe_clock(data.clock_settings))
        self.view = data.view
        self.finished = {t.number: t.has_result for t in data.view.tables} if data.view else {}
        loaded = self.session.load(spec_from_settings(data.clock_settings), data.round_seconds, data.round,
                                   data.stored, recover, data.elsewhere)
        for key, exc in loaded.unreadable:
            self.message_label.setText(fill(QCoreApplication.translate("ClocksPage", "无法恢复计时器 %1：%2"), key, exc))
        if loaded.stale and not self.store.read_only:  # a round paired, re-paired or deleted: its old clocks go
            clear_clocks(self.store, self.code, loaded.stale)
        # only a clock kept from before can run (a fresh or restored one stands still): its board watches it
        self._show_round(build_board=recover or self.isVisible() or any(
            is_running(timer.state()) for key, timer in self.timers.items() if before.get(key) is timer))
        if recover and self.session.pending and self.recovery_prompt is not None:
            self.apply_recovery(self.recovery_prompt(self, self.recovery_entries()))

    def recovery_entries(self) -> list[tuple[str, float]]:
        """The clocks waiting for the referee's choice: (label, wall seconds since their last event)."""
        return [(self.key_label(key), outage) for key, outage in self.session.recovery_entries()]

    def apply_recovery(self, choice: str) -> None:
        """Resume the waiting clocks, the outage charged or not, or keep them paused; save them."""
        saved = self.session.apply_recovery(choice)
        if not saved:
            return
        for key in saved:
            self._save(key)
        if choice != KEEP_PAUSED:
            self._show_round()  # the board and round timer on the resumed (or recharged) clocks
        self.message_label.setText({CHARGE: QCoreApplication.translate("ClocksPage", "已恢复计时（扣除中断时间）"),
                                    KEEP_PAUSED: QCoreApplication.translate("ClocksPage", "已恢复计时，保持暂停")}
                                   .get(choice, QCoreApplication.translate("ClocksPage", "已恢复计时（未扣除中断时间）")))

    def key_label(self, key: str) -> str:
        """What the referee calls a clock: 第 3 轮 全场计时, 预赛第 2 轮 第 7 桌 甲 vs 乙, 自由棋钟."""
        clocks = self.session.round
        if key == FREE_KEY or clocks is None:
            return QCoreApplication.translate("ClocksPage", "自由棋钟")
        prefix = worded(clocks.round_words) + " "
        if key == clocks.hall_key:
            return prefix + QCoreApplication.translate("ClocksPage", "全场计时")
        table = next(t for t in clocks.tables if t.key == key)
        return prefix + fill(QCoreApplication.translate("ClocksPage", "第 %1 桌 "), table.number) + table_label(table)

    def _show_round(self, build_board: bool = True) -> None:
        """Rebuild the round timer and the board on the session's clocks.

        The old board goes at once (its tick would save an old table's clock under the new round's
        key).  Without ``build_board`` the new board is built when the page is shown: a board of 150
        tables took most of a pairing's time on a station whose clocks tab was not in front.
        """
        if self.board is not None:
            self.board.timer.stop()
        for widget in (self.round_widget, self.board):
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self.round_widget = self.board = None
        self._board_due = False
        clocks = self.session.round
        self.round_group.setVisible(clocks is not None)
        self.board_group.setVisible(clocks is not None)
        two_player = self.session.two_player
        self.big_clock_button.setEnabled(two_player)
        self.big_clock_button.setToolTip("" if two_player else QCoreApplication.translate("ClocksPage", "本项目用桌面倒计时，没有双方棋钟"))
        if clocks is None:
            self.round_label.setText(QCoreApplication.translate("ClocksPage", "尚未编排轮次：可用“大钟”打开自由棋钟"))
            return
        self.round_label.setText(fill(QCoreApplication.translate("ClocksPage", "%1，%2 桌"),
                                      worded(clocks.round_words), len(clocks.tables)))
        hall = clocks.hall_key
        self.round_widget = RoundTimerWidget(self.timers[hall], self._unfinished_labels,
                                             lambda snapshot: self._store(hall, snapshot),
                                             sound=self.sound)
        font = self.round_widget.time_label.font()
        font.setPixelSize(ROUND_TIMER_PIXELS)
        self.round_widget.time_label.setFont(font)
        self.round_widget.time_up.connect(self._round_over)
        self.round_widget.elsewhere = self.session.shown_only(hall)
        self.round_widget.refused.connect(lambda: self.message_label.setText(
            QCoreApplication.translate("ClocksPage", "全场计时由另一台工作站运行：本台只显示，不改写")))
        self.round_widget.adjusted.connect(
            lambda old, new: record_adjustment(self.store, self.code, hall, old, new))
        self.round_group.layout().addWidget(self.round_widget)
        if build_board:
            self._build_board()
        else:
            self._board_due = True

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._catch_up()
        self._build_board_if_due()
        super().showEvent(event)

    def _build_board_if_due(self) -> None:
        if self._board_due:
            self._board_due = False
            self._build_board()

    def _build_board(self) -> None:
        """The round's table board, marked with the results and the referee's finished marks."""
        clocks = self.session.round
        self.session.by_result.clear()  # the new board's rows are open until results mark them
        timers = {t.number: self.timers[t.key] for t in clocks.tables}
        self.board = ClockBoard([(t.number, table_label(t)) for t in clocks.tables], timers.__getitem__,
                                self._table_event, sound=self.sound)
        for table in clocks.tables:
            self.board.row(table.number).elsewhere = self.session.shown_only(table.key)
        self.board.clock_opened.connect(self._watch_adjustments)
        self.board.adjusted.connect(lambda number, old, new: record_adjustment(
            self.store, self.code, self._key(number), old, new))
        self.board_group.layout().addWidget(self.board)
        self._mark_results(self.finished)
        for table in clocks.tables:
            if table.key in self.session.marked and not self.board.row(table.number).finished:
                self.board.mark_finished(table.number)

    def _key(self, number: int) -> str:
        return self.session.round.table(number).key

    # -- events -----------------------------------------------------------------------
    def _store(self, key: str, snapshot: dict) -> None:
        if self.session.shown_only(key):  # another station's clock: it saves it
            return
        try:
            save_clock(self.store, self.code, key, snapshot, self.session.wall)
        except ClockSaveError as exc:
            self.message_label.setText(f"⚠ {shown(exc)}")

    def _save(self, key: str) -> None:
        self._store(key, self.timers[key].snapshot())

    def _table_event(self, number: int, snapshot: dict) -> None:
        """Save a table's clock (with the referee's finished mark, if any)."""
        finished = self.board is not None and self.board.row(number).finished
        self._store(self._key(number), self.session.table_snapshot(number, snapshot, finished))

    def _watch_adjustments(self, number: int, window: ClockWindow) -> None:
        key = self._key(number)
        window.adjusted.connect(
            lambda old, new: record_adjustment(self.store, self.code, key, old, new))

    def _round_over(self) -> None:
        """The round's time is up: every game stops (docs/rules.md §3)."""
        if self.board is not None:
            self.board.pause_all()

    def _unfinished_labels(self) -> list[str]:
        self._catch_up()  # the round's time is up on a hidden page: its results first
        if self.board is None:
            return []
        return [fill(QCoreApplication.translate("ClocksPage", "第 %1 桌 ", "starts a line"), n) + label
                for n, label in self.board.unfinished_tables()]

    def _event_changed(self, code: str) -> None:
        if code == self.code:
            self.refresh()

    def _results_changed(self, code: str) -> None:
        """A result of this event was entered, changed or withdrawn: read at once by a page shown or whose
        board a clock needs (see _waits), else when the page is shown."""
        if code != self.code:
            return
        if self._waits():
            self._due = self._due or RESULTS
            return
        self._read_results()

    def _read_results(self) -> None:
        """The round's tables are known, so only whether each has a result is read (the round again only
        if its tables are gone)."""
        view = with_results(self.store, self.view) if self.view is not None else None
        if view is None:
            self.refresh()
            return
        self.view = view
        self._mark_results({t.number: t.has_result for t in view.tables})

    def _changed_elsewhere(self) -> None:
        """Another station committed: read at once by a page shown or whose clocks show in the hall (the
        round timer started), else when the page is shown."""
        if self._waits() and not self._round_timer_started():
            self._due = ELSEWHERE
            return
        self._follow_elsewhere()

    def _follow_elsewhere(self) -> None:
        """A round paired, re-paired or deleted at another station is shown; else perhaps a result of this
        round (its table's clock stops here too)."""
        shown = self.view.round_id if self.view is not None else None
        if latest_round(self.store, self.code) != shown:
            self.refresh()
            return
        if shown is not None:
            self._follow_clocks()
            self._read_results()

    def _follow_clocks(self) -> None:
        """The clocks another station runs, as it last saved them (a start, a pause, a press)."""
        stored = read_stored_clocks(self.store, self.code, self.session.wall)
        replaced = self.session.follow(stored.snapshots, stored.elsewhere)
        clocks = self.session.round
        if self.round_widget is not None:
            self.round_widget.follow(self.timers[clocks.hall_key], self.session.shown_only(clocks.hall_key))
        if self.board is not None:
            for table in clocks.tables:
                row = self.board.row(table.number)
                elsewhere = self.session.shown_only(table.key)
                if table.key in replaced or row.elsewhere != elsewhere:
                    self.board.follow(table.number, self.timers[table.key], elsewhere)

    def _waits(self) -> bool:
        """Whether a change can wait until the page is shown: it is hidden and no table's clock runs or
        has its big clock open (a result stops the table's clock at once).  Eight events' pages heard
        every result: reading the round's results on each hidden one cost more than the rest of them."""
        return not self.isVisible() and (self.board is None or not self.board.watched())

    def _round_timer_started(self) -> bool:
        clocks = self.session.round
        return clocks is not None and self.timers[clocks.hall_key].state().started

    def _catch_up(self) -> None:
        """Read what a change left waiting (see _waits): the page is shown, or its round's time is up."""
        due, self._due = self._due, None
        if due == ELSEWHERE:
            self._follow_elsewhere()
        elif due == RESULTS:
            self._read_results()

    def _mark_results(self, finished: dict[int, bool]) -> None:
        """A table with a result (``finished`` by table number) has finished; one whose result was
        withdrawn plays on.  A board not built yet is marked when it is."""
        self.finished = finished
        if self.board is None:
            return
        finish, reopen = self.session.results_changed(finished, lambda number: self.board.row(number).finished)
        for number in finish:
            self.board.finish_by_result(number)
        for number in reopen:
            self.board.reopen(number)

    # -- the big clock and the hall screen -----------------------------------------------
    def open_big_clock(self) -> ClockWindow | None:
        """The selected table's big clock, or a free-standing clock before round 1."""
        if not self.session.two_player:
            return None
        self._catch_up()
        self._build_board_if_due()
        if self.board is not None:
            selected = self.board.selected_numbers()
            if not selected:
                self.message_label.setText(QCoreApplication.translate("ClocksPage", "请先在下表中选择一桌"))
                return None
            self.message_label.clear()
            return self.board.open_clock(selected[0])
        return self._open_free_clock()

    def _open_free_clock(self) -> ClockWindow:
        clock = self.session.free_clock()
        if self.free_window is None or self.free_window.clock is not clock:
            self.free_window = ClockWindow(
                clock, names=(QCoreApplication.translate("ClocksPage", "左方"), QCoreApplication.translate("ClocksPage", "右方")),
                on_event=lambda snapshot: self._store(FREE_KEY, snapshot), parent=self,
                sound=self.sound)
            self.free_window.adjusted.connect(
                lambda old, new: record_adjustment(self.store, self.code, FREE_KEY, old, new))
        self.free_window.show()
        self.free_window.raise_()
        return self.free_window

    def timer_entries(self) -> list[tuple[str, float]]:
        """For the hall screen: the round timer once started, and the running table timers, worded in
        Chinese whatever the interface speaks (the hall stays Chinese, as its other pages)."""
        clocks = self.session.round
        if clocks is None:
            return []
        event = PRESETS[self.code].name_zh

        def label(reading) -> str:
            if reading.table is None:
                return Message("clock.hall_round_timer", event=event, round=clocks.round_words).message("zh")
            code = "clock.hall_table_timer_collapse" if reading.alert_due else "clock.hall_table_timer"
            return Message(code, event=event, round=clocks.round_words, table=reading.table.number,
                           players=table_label(reading.table)).message("zh")
        return [(label(reading), reading.remaining) for reading in self.session.readings()]
