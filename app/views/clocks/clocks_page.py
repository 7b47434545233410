"""The event tab's clocks: the hall round timer, one timer per table, the big clock, crash recovery.

Every clock command (start, press, pause, adjust, flag) is written through
app/services/clocks.py as it happens, so a crash or power cut loses nothing:
a page built on a file whose clocks were running brings them back paused and
the referee chooses (once) whether to resume them with the outage charged.
The main window asks once for all its pages (clock_recovery.recover_all).
"""
from __future__ import annotations

import time
import weakref
from typing import Callable

import shiboken6
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

from app.clocks import (
    ClockSpec,
    ClockState,
    CountdownState,
    GameClock,
    RoundTimer,
    make_timer,
    outage_to_offer,
    restore_timer,
    snapshot_running,
    spec_from_settings,
)
from app.rules.events import PRESETS
from app.services.clocks import (
    FREE_KEY,
    ClockSaveError,
    clear_other_rounds,
    hall_key,
    load_clocks,
    record_adjustment,
    save_clock,
    table_key,
)
from app.services.rounds import round_view
from app.services.tournament import event_info
from app.views.hall import hall_screen
from app.views.clocks.clock_board import ClockBoard
from app.views.clocks.clock_recovery import CHARGE, KEEP_PAUSED
from app.views.clocks.clock_window import ClockWindow
from app.views.clocks.clock_words import describe_clock, fill
from app.views.shell.hub import hub
from app.views.clocks.round_timer import RoundTimerWidget
from app.views.clocks.sound import BeepPlayer

FINISHED = "finished"  # added to a table's snapshot when the referee marked it finished
ROUND_TIMER_PIXELS = 56  # the page's round timer; the hall screen shows it large
_NEWEST: dict[str, weakref.ref] = {}  # event code → its newest page


def _live_clocks(store, code: str) -> dict:
    """The started clocks of the event's page still alive on the same open file.

    A tab rebuilt (in another language, say) takes them over running: nothing
    crashed, so there is nothing to recover.
    """
    ref = _NEWEST.get(code)
    page = ref() if ref is not None else None
    if page is None or not shiboken6.isValid(page) or page.store is not store:
        return {}
    return {key: timer for key, timer in page.timers.items() if timer.state().started}


def table_label(table) -> str:
    """Who plays at a table: "甲 vs 乙" for two sides, names in seat order otherwise."""
    names = [seat.name for seat in table.seats]
    return " vs ".join(names) if len(names) == 2 else "、".join(names)


class ClocksPage(QWidget):
    """The clocks of one event; ``now`` / ``wall`` / ``recovery_prompt`` are replaceable in tests.

    ``now`` and ``wall`` default to ``time.monotonic`` and ``time.time``.
    ``recovery_prompt(parent, [(label, outage seconds)])`` returns CHARGE,
    NO_CHARGE or KEEP_PAUSED (app.views.clocks.clock_recovery); it is asked at most
    once, when the page is built.  Without one, the clocks a crash stopped stay
    paused and wait in ``recovery_entries()`` for ``apply_recovery(choice)``
    (clock_recovery.recover_all asks once for every page of the file).
    """

    def __init__(self, store, code: str, undo_stack, parent=None, *,
                 now: Callable[[], float] | None = None, wall: Callable[[], float] | None = None,
                 recovery_prompt: Callable | None = None, sound: BeepPlayer | None = None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        self.now, self.wall = now or time.monotonic, wall or time.time
        self.recovery_prompt = recovery_prompt
        self._pending: dict[str, dict] = {}  # snapshots of clocks a crash stopped, until answered
        self.sound = sound or BeepPlayer()
        self.view = None  # the current RoundView, None before round 1
        self.timers: dict[str, object] = _live_clocks(store, code)  # by storage key
        _NEWEST[code] = weakref.ref(self)
        self.board: ClockBoard | None = None
        self.round_widget: RoundTimerWidget | None = None
        self.free_window: ClockWindow | None = None
        self._by_result: set[int] = set()  # tables finished because a result came in
        self._restored: set[str] = set()  # keys whose clock came back from the file
        self._marked: set[str] = set()  # keys of tables the referee marked finished (no result)
        self._build()
        self.refresh(recover=True)
        hub().round_paired.connect(self._event_changed)
        hub().settings_changed.connect(self._event_changed)
        hub().results_changed.connect(self._results_changed)
        owner = f"{code}/{id(self)}"
        hall_screen.set_timer_source(self.timer_entries, owner)
        self.destroyed.connect(lambda *_: hall_screen.set_timer_source(None, owner))

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
        """Re-read the event's settings and current round; keep the clocks already started."""
        settings = event_info(self.store, self.code).settings
        self.message_label.clear()
        self.spec = spec_from_settings(settings["clock"])
        self.mode_label.setText(QCoreApplication.translate("ClocksPage", "计时方式：") + describe_clock(settings["clock"]))
        self.view = round_view(self.store, self.code)
        clear_other_rounds(self.store, self.code, self.view)
        stored = load_clocks(self.store, self.code)
        self._restored = set()
        self._marked = {key for key, snapshot in stored.items() if snapshot.get(FINISHED)}
        timers = {}
        if self.view is not None:
            timers[hall_key(self.view)] = self._timer(hall_key(self.view), stored, lambda: RoundTimer(
                float(settings["round_minutes"]) * 60, self.now, self.wall))
            for table in self.view.tables:
                key = table_key(self.view, table)
                timers[key] = self._timer(key, stored, lambda: make_timer(self.spec, self.now,
                                                                          self.wall))
        if FREE_KEY in stored or FREE_KEY in self.timers:
            timers[FREE_KEY] = self._timer(FREE_KEY, stored, None)
        self.timers = timers
        self._pending = {key: s for key, s in self._pending.items() if key in timers}
        self._show_round()
        if recover:
            self._recover(stored)

    def _timer(self, key: str, stored: dict, fresh: Callable | None):
        """The clock in memory if started, else the stored one (paused), else a fresh one."""
        current = self.timers.get(key)
        if current is not None and current.state().started:
            return current
        if key in stored:
            try:
                timer = restore_timer(stored[key], self.now, False, self.wall)
                self._restored.add(key)
                return timer
            except (ValueError, KeyError, TypeError) as exc:
                self.message_label.setText(fill(QCoreApplication.translate("ClocksPage", "无法恢复计时器 %1：%2"), key, exc))
        return fresh() if fresh is not None else current

    def _recover(self, stored: dict) -> None:
        """Keep the clocks a crash stopped for the referee's choice; ask now if the page has a prompt."""
        self._pending = {key: stored[key] for key in self.timers
                         if key in self._restored and snapshot_running(stored[key])}
        if self._pending and self.recovery_prompt is not None:
            self.apply_recovery(self.recovery_prompt(self, self.recovery_entries()))

    def recovery_entries(self) -> list[tuple[str, float]]:
        """The clocks waiting for the referee's choice: (label, wall seconds since their last event)."""
        return [(self.key_label(key), outage_to_offer(snapshot, self.wall))
                for key, snapshot in self._pending.items()]

    def apply_recovery(self, choice: str) -> None:
        """Resume the waiting clocks, the outage charged or not, or keep them paused; save them."""
        pending, self._pending = self._pending, {}
        if not pending:
            return
        for key, snapshot in pending.items():
            if choice == CHARGE:
                self.timers[key] = restore_timer(snapshot, self.now, True, self.wall)
            if choice != KEEP_PAUSED:
                self.timers[key].resume()
            self._save(key)
        if choice != KEEP_PAUSED:
            self._show_round()  # the board and round timer on the resumed (or recharged) clocks
        self.message_label.setText({CHARGE: QCoreApplication.translate("ClocksPage", "已恢复计时（扣除中断时间）"),
                                    KEEP_PAUSED: QCoreApplication.translate("ClocksPage", "已恢复计时，保持暂停")}
                                   .get(choice, QCoreApplication.translate("ClocksPage", "已恢复计时（未扣除中断时间）")))

    def key_label(self, key: str) -> str:
        """What the referee calls a clock: 第 3 轮 全场计时, 第 3 轮 第 7 桌 甲 vs 乙, 自由棋钟."""
        if key == FREE_KEY or self.view is None:
            return QCoreApplication.translate("ClocksPage", "自由棋钟")
        prefix = fill(QCoreApplication.translate("ClocksPage", "第 %1 轮 "), self.view.number)
        if key == hall_key(self.view):
            return prefix + QCoreApplication.translate("ClocksPage", "全场计时")
        table = self._table_for_key(key)
        return prefix + fill(QCoreApplication.translate("ClocksPage", "第 %1 桌 "), table.number) + table_label(table)

    def _table_for_key(self, key: str):
        return next(t for t in self.view.tables if table_key(self.view, t) == key)

    def _table(self, number: int):
        return next(t for t in self.view.tables if t.number == number)

    def _show_round(self) -> None:
        """Rebuild the round timer and the board on the clocks in ``self.timers``."""
        for widget in (self.round_widget, self.board):
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self.round_widget = self.board = None
        self._by_result = set()
        view = self.view
        self.round_group.setVisible(view is not None)
        self.board_group.setVisible(view is not None)
        two_player = isinstance(self.spec, ClockSpec)
        self.big_clock_button.setEnabled(two_player)
        self.big_clock_button.setToolTip("" if two_player else QCoreApplication.translate("ClocksPage", "本项目用桌面倒计时，没有双方棋钟"))
        if view is None:
            self.round_label.setText(QCoreApplication.translate("ClocksPage", "尚未编排轮次：可用“大钟”打开自由棋钟"))
            return
        self.round_label.setText(fill(QCoreApplication.translate("ClocksPage", "第 %1 轮，%2 桌"), view.number, len(view.tables)))
        self.round_widget = RoundTimerWidget(self.timers[hall_key(view)], self._unfinished_labels,
                                             lambda snapshot: self._store(hall_key(view), snapshot),
                                             sound=self.sound)
        font = self.round_widget.time_label.font()
        font.setPixelSize(ROUND_TIMER_PIXELS)
        self.round_widget.time_label.setFont(font)
        self.round_widget.time_up.connect(self._round_over)
        self.round_widget.adjusted.connect(
            lambda old, new: record_adjustment(self.store, self.code, hall_key(view), old, new))
        self.round_group.layout().addWidget(self.round_widget)
        tables = [(t.number, table_label(t)) for t in view.tables]
        self.board = ClockBoard(tables, lambda number: self.timers[self._key(number)],
                                self._table_event, sound=self.sound)
        self.board.clock_opened.connect(self._watch_adjustments)
        self.board.adjusted.connect(lambda number, old, new: record_adjustment(
            self.store, self.code, self._key(number), old, new))
        self.board_group.layout().addWidget(self.board)
        self._mark_results()
        for table in view.tables:
            if table_key(view, table) in self._marked and not self.board.row(table.number).finished:
                self.board.mark_finished(table.number)

    def _key(self, number: int) -> str:
        return table_key(self.view, self._table(number))

    # -- events -----------------------------------------------------------------------
    def _store(self, key: str, snapshot: dict) -> None:
        try:
            save_clock(self.store, self.code, key, snapshot)
        except ClockSaveError as exc:
            self.message_label.setText(f"⚠ {exc}")

    def _save(self, key: str) -> None:
        self._store(key, self.timers[key].snapshot())

    def _table_event(self, number: int, snapshot: dict) -> None:
        """Save a table's clock; a table the referee marked finished carries the mark."""
        marked = (self.board is not None and self.board.row(number).finished
                  and number not in self._by_result)
        self._store(self._key(number), {**snapshot, FINISHED: True} if marked else snapshot)

    def _watch_adjustments(self, number: int, window: ClockWindow) -> None:
        key = self._key(number)
        window.adjusted.connect(
            lambda old, new: record_adjustment(self.store, self.code, key, old, new))

    def _round_over(self) -> None:
        """The round's time is up: every game stops (docs/rules.md §3)."""
        if self.board is not None:
            self.board.pause_all()

    def _unfinished_labels(self) -> list[str]:
        if self.board is None:
            return []
        return [fill(QCoreApplication.translate("ClocksPage", "第 %1 桌 "), n) + label
                for n, label in self.board.unfinished_tables()]

    def _event_changed(self, code: str) -> None:
        if code == self.code:
            self.refresh()

    def _results_changed(self, code: str) -> None:
        if code != self.code:
            return
        view = round_view(self.store, self.code)
        same = (view is not None and self.view is not None
                and (view.number, view.seed) == (self.view.number, self.view.seed))
        if not same:
            self.refresh()
            return
        self.view = view
        self._mark_results()

    def _mark_results(self) -> None:
        """A table with a result has finished; one whose result was withdrawn plays on."""
        for table in self.view.tables:
            row = self.board.row(table.number)
            if table.has_result and not row.finished:
                self._by_result.add(table.number)
                self.board.mark_finished(table.number)
            elif not table.has_result and table.number in self._by_result:
                self._by_result.discard(table.number)
                self.board.reopen(table.number)

    # -- the big clock and the hall screen -----------------------------------------------
    def open_big_clock(self) -> ClockWindow | None:
        """The selected table's big clock, or a free-standing clock before round 1."""
        if not isinstance(self.spec, ClockSpec):
            return None
        if self.board is not None:
            selected = self.board.selected_numbers()
            if not selected:
                self.message_label.setText(QCoreApplication.translate("ClocksPage", "请先在下表中选择一桌"))
                return None
            self.message_label.clear()
            return self.board.open_clock(selected[0])
        return self._open_free_clock()

    def _open_free_clock(self) -> ClockWindow:
        if FREE_KEY not in self.timers or not isinstance(self.timers[FREE_KEY], GameClock):
            self.timers[FREE_KEY] = GameClock(self.spec, self.now, self.wall)
        if self.free_window is None or self.free_window.clock is not self.timers[FREE_KEY]:
            self.free_window = ClockWindow(
                self.timers[FREE_KEY], names=(QCoreApplication.translate("ClocksPage", "左方"), QCoreApplication.translate("ClocksPage", "右方")),
                on_event=lambda snapshot: self._store(FREE_KEY, snapshot), parent=self,
                sound=self.sound)
            self.free_window.adjusted.connect(
                lambda old, new: record_adjustment(self.store, self.code, FREE_KEY, old, new))
        self.free_window.show()
        self.free_window.raise_()
        return self.free_window

    def timer_entries(self) -> list[tuple[str, float]]:
        """For the hall screen: the round timer once started, and the running table timers."""
        if self.view is None:
            return []
        prefix = PRESETS[self.code].name_zh + " " + fill(QCoreApplication.translate("ClocksPage", "第 %1 轮 "), self.view.number)
        entries = []
        hall = self.timers[hall_key(self.view)].state()
        if hall.started:
            entries.append((prefix + QCoreApplication.translate("ClocksPage", "全场计时"), hall.remaining))
        for table in self.view.tables:
            state = self.timers[table_key(self.view, table)].state()
            if not getattr(state, "running", False):
                continue
            remaining = (state.remaining(state.to_move) if isinstance(state, ClockState)
                         else state.remaining if isinstance(state, CountdownState) else None)
            if remaining is not None:
                due = (QCoreApplication.translate("ClocksPage", "（崩坏）")
                       if isinstance(state, CountdownState) and state.alert_due else "")
                entries.append((prefix + fill(QCoreApplication.translate("ClocksPage", "第 %1 桌 "), table.number)
                                + table_label(table) + due, remaining))
        return entries
