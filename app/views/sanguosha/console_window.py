"""The referee's Sanguosha console for one 3v3 or 1v1 table: the draft, then the action order, keyboard first.

Every step goes to the pure console (app/sanguosha/table_console.py), is
written to the tournament file at once, and Ctrl+Z takes it back.  Time comes
from the injected ``now``; the QTimer only repaints and lets the step's
countdown apply its default.  Secret lineups are entered in turn on a blanked
screen and revealed together.
"""
from __future__ import annotations

import time
from typing import Any, Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from app.clocks.timers import ActionTimer
from app.rules.generals import GENERALS_BY_NAME
from app.sanguosha.errors import SanguoshaError
from app.clocks.beeps import Beep
from app.sanguosha.console_clock import ConsoleClock
from app.sanguosha.table_console import KIND_3V3, KIND_OF_EVENT
from app.services import write_errors
from app.services.sanguosha import (ConsoleChangedElsewhere, games_of_table, load_console, open_console, save_step,
                                    table_sides)
from app.views.clocks.sound import BeepPlayer
from app.views.sanguosha.console_games import GameKeys, ask_bidian
from app.views.sanguosha.console_keys import ConsoleKeys
from app.views.shell.hub import hub
from app.views.sanguosha.console_pages import CAMP_COLOURS, ChoicePage, GeneralGrid, OrderBoard, SecretPage
from app.views.sanguosha.console_words import default_text, phase_name, refusal, with_who, word

ERROR_STYLE = "color: #b71c1c; font-size: 18px; font-weight: bold"
INFO_STYLE = "color: #2e7d32; font-size: 18px"
REPAINT_MS = 200


class SanguoshaConsoleWindow(GameKeys, ConsoleKeys, QWidget):
    """One table's console window; ``console`` is the live pure state, ``record`` what is stored.

    It opens the table's latest game (or ``game_no``); N / G move to another game of the match.
    """

    stepped = Signal()  # a step was written (the hall and other views may refresh)

    def __init__(self, store, code: str, table_id: int, now: Callable[[], float] | None = None,
                 rng=None, language: str = "zh", action_seconds: dict[str, float] | None = None,
                 parent=None, game_no: int | None = None, bidian_winner: int | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.Window)
        self.store, self.code, self.language = store, code, language
        # the console's own time: ready (stopped) until the referee starts it (docs/rules.md §5.1)
        self.clock = ConsoleClock(now or time.monotonic)
        self.now, self.rng = self.clock, rng
        self.beeper = BeepPlayer()
        self.came_forward = 0  # defaults taken while another window was in front
        if game_no is None:
            game_no = max(games_of_table(store, code, table_id), default=1)
        if bidian_winner is None and game_no == 1 and KIND_OF_EVENT.get(code) == KIND_3V3 \
                and not games_of_table(store, code, table_id):
            bidian_winner = ask_bidian(self, table_sides(store, code, table_id))  # never a silent team 0
        self.record = open_console(store, code, table_id, self.now, rng, game_no=game_no,
                                   bidian_winner=bidian_winner)
        self.console = self.record.console(self.now)
        self.console.restart_timer()  # a resumed step gets its full time again
        self.timer = ActionTimer(action_seconds or {"action": 15, "skill": 5}, now=self.now)
        self.pools = GENERALS_BY_NAME
        self.reset_entry()
        self.set_title()
        self._build()
        self.repaint_timer = QTimer(self)
        self.repaint_timer.timeout.connect(self.poll)
        self.repaint_timer.start(REPAINT_MS)
        self.render()
        hub().draft_changed.emit(code)  # a console just begun shows on the board and the hall

    def set_title(self) -> None:
        title = self.tr("选将台 — 第 %1 轮第 %2 桌").replace("%1", str(self.record.round_id.number)).replace(
            "%2", str(self.record.table_number))
        self.setWindowTitle(" · ".join(part for part in (title, self.game_text()) if part))

    def _build(self) -> None:
        self.setFocusPolicy(Qt.StrongFocus)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 18px")
        self.phase_label = QLabel()
        self.phase_label.setStyleSheet("font-size: 24px; font-weight: bold")
        self.turn_label = QLabel()
        self.turn_label.setStyleSheet("font-size: 24px; font-weight: bold")
        self.countdown = QLabel()
        self.countdown.setStyleSheet(self._clock_style(False))
        self.countdown.setMinimumWidth(180)  # room for "90 s" before the first repaint lays it out
        self.countdown.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.default_label = QLabel()
        self.default_label.setStyleSheet("font-size: 16px; color: #555")
        for label in (self.title, self.phase_label, self.turn_label, self.default_label):
            label.setWordWrap(True)  # a long English line wraps: the window stays within a 1366-wide screen
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.keys_label = QLabel()
        self.keys_label.setWordWrap(True)
        self.keys_label.setStyleSheet("font-size: 15px; color: #444; background: #eeeeee; padding: 4px")
        self.choice_page, self.grid_page = ChoicePage(), GeneralGrid()
        self.secret_page, self.board_page = SecretPage(), OrderBoard()
        self.pages = QStackedWidget()
        for page in (self.choice_page, self.grid_page, self.secret_page, self.board_page):
            page.setFocusPolicy(Qt.NoFocus)
            self.pages.addWidget(page)
        header = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(self.phase_label)
        left.addWidget(self.turn_label)
        header.addLayout(left, 1)
        right = QVBoxLayout()
        right.addWidget(self.countdown, 0, Qt.AlignRight)
        right.addWidget(self.default_label, 0, Qt.AlignRight)
        header.addLayout(right)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.keys_label)

    # --- names -------------------------------------------------------------------------
    def side_name(self, side: str) -> str:
        """A camp or 1v1 seat with who plays it: "暖色（一中）"."""
        draft = self.console.draft
        if self.console.kind == KIND_3V3:
            team = draft.team_of(side)
        else:
            team = draft.seat_of(side)
        names = self.record.sides
        who = names[team] if team is not None and team < len(names) else ""
        return with_who(word(side), who) if who else word(side)

    def team_name(self, team: int) -> str:
        names = self.record.sides
        return names[team] if team < len(names) else str(team)

    def general_detail(self, name: str) -> str:
        general = self.pools.get(name)
        if general is None:
            return ""
        return self.tr("%1 · %2 体力").replace("%1", general.kingdom).replace("%2", str(general.max_hp))

    # --- steps -------------------------------------------------------------------------
    def act(self, step: dict[str, Any], action: Callable[[], Any]) -> bool:
        """Run one step on the console; refused: the reason shown, nothing written."""
        try:
            action()
        except SanguoshaError as error:
            self.say(refusal(error, self.language, self.record.sides), error=True)
            self.render()
            return False
        written = self.commit(step)
        if written:
            self.say("")
        self.render()
        return written

    def commit(self, step: dict[str, Any]) -> bool:
        """Write the console; if the file refuses, go back to what it holds and say why."""
        try:
            self.record = save_step(self.store, self.code, self.record, self.console, step)
        except ConsoleChangedElsewhere:
            self.reload()
            self.say(self.tr("另一台已更新本桌的选将台，已重新读取；请核对后再操作"), error=True)
            return False
        except Exception as error:
            if not write_errors.is_write_failure(error):
                raise
            self.reload()
            self.say(self.tr("赛事文件无法写入，这一步未保存：%1").replace("%1", str(error)), error=True)
            return False
        self.stepped.emit()
        hub().draft_changed.emit(self.code)
        return True

    def reload(self) -> None:
        """The console as the file holds it (after a refused write)."""
        record = load_console(self.store, self.code, self.record.table_id, self.record.game_no)
        if record is not None:
            self.record = record
            self.console = record.console(self.now)
            self.console.restart_timer()
        self.reset_entry()

    def undo(self) -> None:
        """Ctrl+Z: take back the last step, whichever part took it."""
        try:
            part = self.console.undo()
        except SanguoshaError as error:
            self.say(refusal(error, self.language, self.record.sides), error=True)
            return
        self.timer.stop()
        self.reset_entry()
        if self.commit({"action": "undo", "part": part}):
            self.say(self.tr("已撤销上一步"), info=True)
        self.render()

    def poll(self) -> None:
        """The repaint timer: a countdown that has run out applies the step's default, then repaint
        (not while the referee says this game was played on paper: no step of it is taken then)."""
        if self.game_mode == "paper" or not self.clock.running:
            return
        before = self.console.phase
        applied = self.console.tick()
        if applied:
            self.reset_entry()
            if self.commit({"action": "timeout", "phase": before, "defaults": len(applied)}):
                self.say(self.tr("时间到：已按默认处理（%1）").replace("%1", default_text(before)), info=True)
            if not self.isActiveWindow():  # taken with nobody watching: call the referee
                self.came_forward += 1
                self.raise_()
                self.activateWindow()
                self.beeper.play([Beep("alert")])
            self.render()
        else:
            self.render_clock()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Ready or paused: Space / Enter starts the clock (the other keys wait); running: P pauses."""
        key = event.key()
        if self.game_mode is None and self.entering is None and self.mode is None:
            if not self.clock.running and key in (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter):
                self.clock.start()
                self.say("")
                self.render()
                return
            if self.clock.running and key == Qt.Key_P and not self.console.decided:
                self.clock.pause()
                self.render()
                return
            if not self.clock.running and not (key in (Qt.Key_N, Qt.Key_G, Qt.Key_Z) or event.modifiers()):
                self.say(self.tr("选将台未开始计时：按空格或 Enter 开始"), error=True)
                return
        super().keyPressEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.setFocus()  # the keys go to the console, whatever was focused before

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.repaint_timer.stop()
        super().closeEvent(event)

    def say(self, text: str, error: bool = False, info: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(ERROR_STYLE if error else INFO_STYLE)

    # --- the clock line ----------------------------------------------------------------
    def render_clock(self) -> None:
        if self.console.order is not None and self.console.order.state.phase != "first_mover":
            state = self.timer.state()
            if state.name is None:
                self.countdown.setText("")
            else:
                self.countdown.setText(f"{max(0.0, state.remaining):.0f} s")
                self.countdown.setStyleSheet(self._clock_style(state.expired))
            if self.console.order.state.phase == "play":
                self.render_board()
            self.render_clock_state()
            return
        remaining = self.console.remaining()
        self.countdown.setText("—" if remaining is None else f"{remaining:.0f} s")
        self.countdown.setStyleSheet(self._clock_style(remaining is not None and remaining <= 5))
        self.render_clock_state()

    def render_clock_state(self) -> None:
        """Ready / paused in words where the default is said; the default itself while running."""
        if self.console.decided:
            self.default_label.setText("")
            return
        if self.clock.state == "ready":
            self.default_label.setText(self.tr("就绪：按空格或 Enter 开始计时"))
        elif self.clock.state == "paused":
            self.default_label.setText(self.tr("已暂停：按空格或 Enter 继续"))
        else:
            self.default_label.setText(default_text(self.console.phase) if self.console.remaining() is not None
                                       else "")
        self.default_label.setStyleSheet("font-size: 16px; color: %s" % (
            "#555" if self.clock.running else "#b71c1c; font-weight: bold"))

    @staticmethod
    def _clock_style(urgent: bool) -> str:
        colour = "#b71c1c" if urgent else "#212121"
        return f"font-size: 40px; font-weight: bold; font-family: monospace; color: {colour}"

    # --- what each step shows ----------------------------------------------------------
    def render(self) -> None:
        console = self.console
        names = self.record.sides
        versus = self.tr("%1 对 %2").replace("%1", names[0] if names else "").replace(
            "%2", names[1] if len(names) > 1 else "")
        self.title.setText(self.tr("第 %1 轮 第 %2 桌 · 三国杀%3 · %4").replace("%1", str(self.record.round_id.number))
                           .replace("%2", str(self.record.table_number)).replace("%3", console.kind)
                           .replace("%4", versus) + ("  ·  " + self.game_text() if self.game_text() else ""))
        phase = console.phase
        self.phase_label.setText(self.tr("步骤：%1").replace("%1", phase_name(console.step)))
        mover = console.draft.side_to_move() if console.order is None else console.order.state.side_to_act
        if phase == "order:first_mover":
            mover = "cold"  # cold decides who acts first (docs/rules.md §5.2)
        team = console.draft.team_to_move() if console.kind == KIND_3V3 and console.order is None else None
        if team is not None:
            mover_text = self.team_name(team)
        else:
            mover_text = self.side_name(mover) if mover else ""
        self.turn_label.setText(self.tr("轮到：%1").replace("%1", mover_text) if mover_text else "")
        colour = CAMP_COLOURS.get(mover, "#212121") if mover else "#212121"
        self.turn_label.setStyleSheet(f"font-size: 24px; font-weight: bold; color: {colour}")
        self.render_page()
        self.render_games()
        self.render_clock()
