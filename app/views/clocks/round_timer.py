"""The hall round timer: a big countdown to the end of the round (docs/rules.md §3).

At zero every game must stop (比赛时间一到，所有比赛必须停止进行): the widget
emits ``time_up`` and lists the unfinished tables for adjudication.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.clocks import RoundTimer, table_beeps
from app.clocks.reading import format_clock
from app.views.clocks.clock_window import set_text
from app.views.clocks.sound import BeepPlayer

REFRESH_MS = 100


class RoundTimerWidget(QWidget):
    """Start / pause / set minutes; ``unfinished()`` gives the labels of tables still playing."""

    time_up = Signal()
    adjusted = Signal(object, object)  # {"remaining": old}, {"remaining": new}: for the audit log
    refused = Signal()  # a command on a timer another station runs (``elsewhere``): nothing changed

    def __init__(self, timer: RoundTimer, unfinished: Callable[[], list[str]] = list,
                 on_event: Callable[[dict], None] | None = None, parent=None,
                 sound: BeepPlayer | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("本轮计时"))
        self.timer_model = timer
        self.unfinished = unfinished
        self.on_event = on_event
        self.sound = sound or BeepPlayer()
        self.elsewhere = False  # another station runs the timer (or this one is read-only): shown only
        self._last = timer.state()
        self.time_label = QLabel(alignment=Qt.AlignCenter)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(96)
        self.time_label.setFont(font)
        self.status_label = QLabel(alignment=Qt.AlignCenter)
        self.unfinished_list = QListWidget()
        self.unfinished_list.hide()
        self.minutes_box = QSpinBox(minimum=1, maximum=600, suffix=self.tr(" 分钟"))
        self.minutes_box.setValue(max(1, round(timer.state().remaining / 60)))
        bar = QHBoxLayout()
        for text, slot in ((self.tr("开始 / 继续"), self.start_or_resume), (self.tr("暂停"), self.pause),
                           (self.tr("设为剩余"), self.set_minutes)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            bar.addWidget(button)
        bar.addWidget(self.minutes_box)
        # Controls and state beside the digits, not above them: on a 768-pixel screen the
        # height goes to the table timers below.
        controls = QVBoxLayout()
        controls.addLayout(bar)
        controls.addWidget(self.status_label)
        controls.addStretch()
        row = QHBoxLayout()
        row.addLayout(controls)
        row.addWidget(self.time_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.unfinished_list)
        self.repaint_timer = QTimer(self, interval=REFRESH_MS)
        self.repaint_timer.timeout.connect(self.refresh)
        self.repaint_timer.start()
        self.refresh()

    def follow(self, timer: RoundTimer, elsewhere: bool) -> None:
        """Another station committed: the timer as it runs there (``elsewhere``), or this station's own."""
        self.timer_model, self.elsewhere = timer, elsewhere
        self.refresh()

    def _commanded(self) -> bool:
        if self.elsewhere:
            self.refused.emit()
        return not self.elsewhere

    def start_or_resume(self) -> None:
        timer = self.timer_model
        if not self._commanded():
            return
        if not timer.state().started:
            timer.start()
        elif not timer.resume():
            return
        self._changed()

    def pause(self) -> None:
        if self._commanded() and self.timer_model.pause():
            self._changed()

    def set_minutes(self) -> None:
        """Set the minutes left (pauses first: corrections are made on a stopped timer)."""
        if not self._commanded():
            return
        self.timer_model.pause()
        old = round(self.timer_model.state().remaining, 1)
        self.timer_model.adjust(self.minutes_box.value() * 60)
        self.unfinished_list.hide()
        self._changed()
        new = round(self.timer_model.state().remaining, 1)
        if new != old:
            self.adjusted.emit({"remaining": old}, {"remaining": new})

    def _changed(self) -> None:
        self.refresh()
        if self.on_event is not None:
            self.on_event(self.timer_model.snapshot())

    def refresh(self) -> None:
        state = self.timer_model.state()
        previous, self._last = self._last, state
        self.sound.play(table_beeps(previous, state))
        set_text(self.time_label, format_clock(state.remaining))
        if state.time_up:
            set_text(self.status_label, self.tr("本轮时间到：所有对局停止，未完赛桌次交裁判裁决"))
        elif not state.started:
            set_text(self.status_label, self.tr("未开始"))
        else:
            set_text(self.status_label, self.tr("进行中") if state.running else self.tr("暂停", "state: paused"))
        if state.time_up and not previous.time_up:
            self.unfinished_list.clear()
            self.unfinished_list.addItems(self.unfinished())
            self.unfinished_list.show()
            self.time_up.emit()
            if self.on_event is not None:
                self.on_event(self.timer_model.snapshot())
