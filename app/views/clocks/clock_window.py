"""The big two-player clock window, legible across a hall; a QTimer only triggers repaints.

Keys: Left / Right arrow or left / right Shift end the move of that side (only
the side to move may press; before the start, a side's key starts the clock
for its opponent, as the player of white starts black's clock); Space pauses
and resumes; Ctrl+Z takes back the last press; F11 toggles full screen, Esc
leaves it.  A click on a side's half presses for that side.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.clocks.reading import format_clock
from app.clocks import GameClock, game_beeps
from app.views.common.dialog_layout import stack_with_buttons
from app.views.clocks.sound import BeepPlayer

REFRESH_MS = 50
LOW_TIME = 10.0
# Native codes of the left / right Shift keys: X11 and Windows scan codes, X11 keysyms,
# macOS virtual key codes.
_LEFT_SHIFT = {50, 42, 0xFFE1, 56}
_RIGHT_SHIFT = {62, 54, 0xFFE2, 60}
# Face styles: background, text colour.  Green = running, grey = waiting, red = low or flagged.
STYLES = {"idle": ("#2b2b2b", "#9e9e9e"), "running": ("#1b5e20", "#ffffff"),
          "low": ("#e65100", "#ffffff"), "flagged": ("#b71c1c", "#ffffff"),
          "paused": ("#37474f", "#eceff1")}


def set_text(label: QLabel, text: str) -> None:
    """Set a label's text only when it changes (repaints at 20 Hz mostly change nothing)."""
    if label.text() != text:
        label.setText(text)


def set_enabled(widget: QWidget, enabled: bool) -> None:
    if widget.isEnabled() != enabled:
        widget.setEnabled(enabled)


def _fill(template: str, *values) -> str:
    """Put values into a translated template's %1, %2 places."""
    for number, value in enumerate(values, 1):
        template = template.replace(f"%{number}", str(value))
    return template


def side_detail(clock: GameClock, state, side: int) -> str:
    """The small line under a side's time: periods, moves to go, skips, delay."""
    phase = state.phase(side)
    parts = []
    if phase == "byoyomi":
        parts.append(_fill(QCoreApplication.translate("ClockWindow", "读秒 剩 %1 次"),
                           state.periods_left(side)))
    elif state.periods_left(side) and phase == "main":
        period = next(s.seconds for s in clock.spec.stages if s.kind == "byoyomi")
        parts.append(_fill(QCoreApplication.translate("ClockWindow", "读秒 %1×%2秒"),
                           state.periods_left(side), f"{period:g}"))
    if state.moves_to_go(side) is not None:
        parts.append(_fill(QCoreApplication.translate("ClockWindow", "还需 %1 步"), state.moves_to_go(side)))
    if phase == "move":
        parts.append(_fill(QCoreApplication.translate("ClockWindow", "跳过 %1 次"), state.skips(side)))
    if side == state.to_move and state.running and state.delay_left > 0:
        parts.append(_fill(QCoreApplication.translate("ClockWindow", "延时 %1"), f"{state.delay_left:.1f}"))
    parts.append(_fill(QCoreApplication.translate("ClockWindow", "第 %1 步"), state.moves(side) + 1))
    return "  ·  ".join(parts)


def _side_values(state, side: int) -> dict:
    """One side's correctable values, as the audit log records them."""
    return {"side": side, "seconds": round(state.remaining(side), 1),
            "periods": state.periods_left(side), "moves": state.moves(side)}


class ClockFace(QFrame):
    """One player's half: name, big time, detail line; a click presses for the side."""

    clicked = Signal(int)

    def __init__(self, side: int, parent=None):
        super().__init__(parent)
        self.side = side
        self._style = ""
        self.name_label = QLabel(alignment=Qt.AlignCenter)
        self.time_label = QLabel(alignment=Qt.AlignCenter)
        self.detail_label = QLabel(alignment=Qt.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.name_label)
        layout.addWidget(self.time_label, 1)
        layout.addWidget(self.detail_label)
        self.set_style("idle")

    def set_style(self, key: str) -> None:
        if key != self._style:
            self._style = key
            background, text = STYLES[key]
            self.setStyleSheet(f"ClockFace {{ background: {background}; }}"
                               f" QLabel {{ color: {text}; }}")

    @property
    def style_key(self) -> str:
        return self._style

    def scale_fonts(self) -> None:
        height, width = self.height(), self.width()
        big = QFont()
        big.setBold(True)
        big.setPixelSize(max(12, int(min(height * 0.45, width / 4.2))))
        self.time_label.setFont(big)
        small = QFont()
        small.setPixelSize(max(10, int(min(height * 0.08, width / 14))))
        self.name_label.setFont(small)
        self.detail_label.setFont(small)

    def resizeEvent(self, event):  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.scale_fonts()

    def mousePressEvent(self, event):  # noqa: N802 (Qt override)
        if event.button() == Qt.LeftButton:
            self.clicked.emit(self.side)


class ClockWindow(QWidget):
    """A full-screen-capable two-player clock; ``on_event(snapshot)`` after every change.

    ``adjusted(old, new)`` reports a referee's correction of one side (for the audit log).
    """

    adjusted = Signal(object, object)

    def __init__(self, clock: GameClock, names=("A", "B"), on_event: Callable | None = None,
                 parent=None, sound: BeepPlayer | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.Window)
        self.setWindowTitle(self.tr("棋钟"))
        self.setFocusPolicy(Qt.StrongFocus)
        self.clock = clock
        self.names = list(names)
        self.on_event = on_event
        self.sound = sound or BeepPlayer()
        self.faces = [ClockFace(0), ClockFace(1)]
        self.status_label = QLabel(alignment=Qt.AlignCenter)
        self._last_state = clock.state()
        self._sized = False
        self._build()
        self.timer = QTimer(self, timerType=Qt.PreciseTimer, interval=REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """The first time it opens, the big clock fills most of its screen: it is read from afar."""
        super().showEvent(event)
        if not self._sized and not self.isFullScreen():
            self._sized = True
            area = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
            width, height = area.width() * 4 // 5, area.height() * 3 // 4
            self.setGeometry(area.x() + (area.width() - width) // 2,
                             area.y() + (area.height() - height) // 2, width, height)

    def _build(self) -> None:
        self.pause_button = self._button(self.tr("暂停 / 继续 (空格)"), self.toggle_pause)
        self.undo_button = self._button(self.tr("撤销 (Ctrl+Z)"), self.undo)
        self.adjust_button = self._button(self.tr("调整…"), self.open_adjust_dialog)
        self.swap_button = self._button(self.tr("交换座位"), self.swap_sides)
        self.full_button = self._button(self.tr("全屏 (F11)"), self.toggle_full_screen)
        self.mute_box = QCheckBox(self.tr("静音"), focusPolicy=Qt.NoFocus)
        self.mute_box.toggled.connect(lambda on: setattr(self.sound, "muted", on))
        self.screen_box = QComboBox(focusPolicy=Qt.NoFocus)
        self._fill_screens()
        QGuiApplication.instance().screenAdded.connect(self._fill_screens)
        QGuiApplication.instance().screenRemoved.connect(self._fill_screens)
        bar = QHBoxLayout()
        for widget in (self.pause_button, self.undo_button, self.adjust_button, self.swap_button,
                       self.mute_box, QLabel(self.tr("屏幕")), self.screen_box, self.full_button):
            bar.addWidget(widget)
        bar.addStretch()
        faces = QHBoxLayout()
        for face in self.faces:
            face.clicked.connect(self.press_side)
            faces.addWidget(face, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addLayout(faces, 1)
        layout.addWidget(self.status_label)
        font = self.status_label.font()
        font.setPixelSize(28)
        self.status_label.setFont(font)

    def _button(self, text: str, slot) -> QPushButton:
        button = QPushButton(text, focusPolicy=Qt.NoFocus)
        button.clicked.connect(slot)
        return button

    # -- commands ---------------------------------------------------------------
    def press_side(self, side: int) -> None:
        """The player on ``side`` hits the clock."""
        state = self.clock.state()
        if not state.started:
            self.clock.start(1 - side)
        elif not (state.running and state.to_move == side and self.clock.press(side=side)):
            return
        self._changed()

    def toggle_pause(self) -> None:
        if self.clock.pause() or self.clock.resume():
            self._changed()

    def undo(self) -> None:
        if self.clock.undo():
            self._changed()

    def adjust(self, side: int, seconds=None, periods=None, moves=None) -> None:
        """Referee correction (the clock must be paused); a real change emits ``adjusted``."""
        old = _side_values(self.clock.state(), side)
        self.clock.adjust(side, seconds=seconds, periods=periods, moves=moves)
        self._changed()
        new = _side_values(self.clock.state(), side)
        if new != old:
            self.adjusted.emit(old, new)

    def swap_sides(self) -> None:
        self.clock.swap_sides()
        self.names.reverse()
        self._changed()

    def open_adjust_dialog(self) -> None:
        state = self.clock.state()
        if state.running:
            self.status_label.setText(self.tr("请先暂停再调整时间（pause first）"))
            return
        dialog = AdjustDialog(state, self.names, self)
        if dialog.exec() == QDialog.Accepted:
            for side, values in enumerate(dialog.values()):
                self.adjust(side, **values)

    def _changed(self) -> None:
        self.refresh()
        if self.on_event is not None:
            self.on_event(self.clock.snapshot())

    # -- display ----------------------------------------------------------------
    def refresh(self) -> None:
        """Read the clock now, repaint, and play the beeps due since the last reading."""
        state = self.clock.state()
        previous, self._last_state = self._last_state, state
        self.sound.play(game_beeps(previous, state))
        for side, face in enumerate(self.faces):
            set_text(face.name_label, self.names[side])
            set_text(face.time_label, format_clock(state.remaining(side)))
            set_text(face.detail_label, side_detail(self.clock, state, side))
            face.set_style(self._face_style(state, side))
        set_text(self.status_label, self._status_text(state))
        set_enabled(self.undo_button, state.started)
        set_enabled(self.adjust_button, state.started and not state.running)
        if state.over and not previous.over and self.on_event is not None:
            self.on_event(self.clock.snapshot())

    def _face_style(self, state, side: int) -> str:
        if state.flagged == side:
            return "flagged"
        if not state.started or state.to_move != side or state.over:
            return "idle"
        if not state.running:
            return "paused"
        low = state.remaining(side) < LOW_TIME and (state.phase(side) != "main"
                                                    or not state.periods_left(side))
        return "low" if low else "running"

    def _status_text(self, state) -> str:
        if state.flagged is not None:
            return _fill(self.tr("%1 超时判负（flag）"), self.names[state.flagged])
        if state.game_time_up:
            return self.tr("对局时间到，请裁判裁决（game time up: adjudicate）")
        if not state.started:
            return self.tr("后走方按键（← / →）开始计时")
        text = (_fill(self.tr("%1 走棋"), self.names[state.to_move]) if state.running
                else self.tr("暂停（空格继续）"))
        if state.game_remaining is not None:
            text += "    " + _fill(self.tr("对局剩余 %1"), format_clock(state.game_remaining))
        return text

    # -- keys and screens -----------------------------------------------------------
    def keyPressEvent(self, event):  # noqa: N802 (Qt override)
        key = event.key()
        if event.isAutoRepeat():
            return  # a held key must not press, pause or undo again
        if event.matches(QKeySequence.Undo):
            self.undo()
        elif key in (Qt.Key_Left, Qt.Key_Right):
            self.press_side(0 if key == Qt.Key_Left else 1)
        elif key == Qt.Key_Shift and self._shift_side(event) is not None:
            self.press_side(self._shift_side(event))
        elif key == Qt.Key_Space:
            self.toggle_pause()
        elif key == Qt.Key_F11:
            self.toggle_full_screen()
        elif key == Qt.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    @staticmethod
    def _shift_side(event) -> int | None:
        codes = {event.nativeScanCode(), event.nativeVirtualKey()}
        if codes & _LEFT_SHIFT:
            return 0
        if codes & _RIGHT_SHIFT:
            return 1
        return None

    def _fill_screens(self, *_changed) -> None:
        """List the screens (a projector plugged in mid-round appears at once)."""
        self.screen_box.clear()
        for screen in QGuiApplication.screens():
            self.screen_box.addItem(screen.name(), screen)

    def toggle_full_screen(self) -> None:
        """Full screen on the screen chosen in the bar (the hall projector, say), or back."""
        if self.isFullScreen():
            self.showNormal()
            return
        screen = self.screen_box.currentData()
        if screen is not None:
            self.setGeometry(screen.geometry())
        self.showFullScreen()


class AdjustDialog(QDialog):
    """Referee corrections for both sides: time left in the current unit, periods, moves."""

    def __init__(self, state, names, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("调整时钟"))
        self._rows = []
        layout = QHBoxLayout()
        for side in (0, 1):
            form = QFormLayout()
            seconds, periods, moves = QDoubleSpinBox(decimals=1), QSpinBox(), QSpinBox()
            for box, top, value in ((seconds, 36000, state.remaining(side)),
                                    (periods, 99, state.periods_left(side)),
                                    (moves, 9999, state.moves(side))):
                box.setMaximum(top)
                box.setValue(value)
            form.addRow(QLabel(names[side]))
            form.addRow(self.tr("剩余秒数"), seconds)
            form.addRow(self.tr("读秒次数"), periods)
            form.addRow(self.tr("着数"), moves)
            self._rows.append((seconds, periods, moves))
            layout.addLayout(form)
        stack_with_buttons(self, (layout,))

    def values(self) -> list[dict]:
        return [{"seconds": s.value(), "periods": p.value(), "moves": m.value()}
                for s, p, m in self._rows]


class CountdownAdjustDialog(QDialog):
    """A referee's correction of a table countdown: minutes and seconds left in its current phase."""

    def __init__(self, remaining: float, title: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("调整倒计时"))
        minutes, seconds = divmod(int(max(0.0, remaining)), 60)  # as the board shows it
        self.minutes_box = QSpinBox(maximum=600, suffix=self.tr(" 分"))
        self.seconds_box = QSpinBox(maximum=59, suffix=self.tr(" 秒"))
        self.minutes_box.setValue(minutes)
        self.seconds_box.setValue(seconds)
        form = QFormLayout()
        form.addRow(QLabel(title))
        form.addRow(self.tr("剩余时间"), self.minutes_box)
        form.addRow("", self.seconds_box)
        stack_with_buttons(self, (form,))

    def seconds(self) -> int:
        """The new time left, in seconds."""
        return self.minutes_box.value() * 60 + self.seconds_box.value()
