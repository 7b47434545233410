"""The referee's Sanguosha console for one 3v3 or 1v1 table: it paints what the console controller
(app/sanguosha/console_controller.py) describes and forwards the keys to it.

Every step goes to the pure console, is written to the tournament file at once (stored_table.py),
and Ctrl+Z takes it back. Time comes from the injected ``now``; the QTimer only repaints and lets the
step's countdown apply its default. Secret lineups are entered in turn on a blanked screen and
revealed together.
"""
from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from app.clocks.beeps import Beep
from app.sanguosha.console_kinds import controller_for
from app.sanguosha.console_screen import Notice, Screen
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_3V3, KIND_OF_EVENT
from app.services.sanguosha import SeatedTable, games_of_table, seated_table
from app.views.clocks.sound import BeepPlayer
from app.views.common.covering import screen_covered
from app.views.common.messages import worded
from app.views.sanguosha import console_texts as texts
from app.views.sanguosha.console_pages import CAMP_COLOURS, ChoicePage, GeneralGrid, OrderBoard, SecretPage
from app.views.sanguosha.console_words import default_text, phase_name, refusal, with_who, word
from app.views.sanguosha.stored_table import StoredTable
from app.views.base.hub import hub

ERROR_STYLE = "color: #b71c1c; font-size: 18px; font-weight: bold"
INFO_STYLE = "color: #2e7d32; font-size: 18px"
REPAINT_MS = 200
KEY_NAMES = {Qt.Key_Return: "enter", Qt.Key_Enter: "enter", Qt.Key_Space: "space", Qt.Key_Escape: "escape",
             Qt.Key_Backspace: "backspace", Qt.Key_Left: "left", Qt.Key_Right: "right", Qt.Key_Up: "up",
             Qt.Key_Down: "down", Qt.Key_N: "n", Qt.Key_G: "g", Qt.Key_P: "p", Qt.Key_D: "d", Qt.Key_F: "f",
             Qt.Key_S: "s", Qt.Key_A: "a", **{Qt.Key_0 + n: str(n) for n in range(10)}}


def key_name(event) -> str | None:
    """The controller's name of a key press (Ctrl+Z "undo"); None for a key it has no use for."""
    if event.matches(QKeySequence.Undo):
        return "undo"
    if event.modifiers() & ~Qt.KeypadModifier:
        return None
    return KEY_NAMES.get(event.key())


def bidian_box(parent, table: SeatedTable) -> tuple[QMessageBox, list]:
    """The 比点 question of a table, naming its round, number and teams (several consoles may ask at
    once), with a button per team."""
    translate = QCoreApplication.translate
    where = (translate("SanguoshaGames", "%1 · 第 %2 桌：%3 对 %4")
             .replace("%1", worded(table.round_id.words())).replace("%2", str(table.number))
             .replace("%3", table.sides[0]).replace("%4", table.sides[1]))
    box = QMessageBox(QMessageBox.Question,
                      translate("SanguoshaGames", "比点 — 第 %1 桌").replace("%1", str(table.number)),
                      where + "\n" + translate("SanguoshaGames", "第 1 局：哪一队赢得比点（获得阵营选择权）？"),
                      parent=parent)
    box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 520px; }")  # the table's line unwrapped
    buttons = [box.addButton(side, QMessageBox.AcceptRole) for side in table.sides[:2]]
    box.addButton(QMessageBox.Cancel)
    return box, buttons


def ask_bidian(parent, table: SeatedTable) -> int:
    """Before game 1's draft: who won the 比点 (team 0 / 1)? Cancelled: refused, nothing begun."""
    box, buttons = bidian_box(parent, table)
    box.exec()
    if box.clickedButton() not in buttons:
        raise SanguoshaError("console.bidian_needed")
    return buttons.index(box.clickedButton())


class SanguoshaConsoleWindow(QWidget):
    """One table's console window; ``controller`` holds the console and its keys' state.

    It opens the table's latest game (or ``game_no``); N / G move to another game of the match.
    """

    stepped = Signal()  # a step was written (the hall and other views may refresh)

    def __init__(self, store, code: str, table_id: int, now: Callable[[], float] | None = None,
                 rng=None, language: str = "zh", action_seconds: dict[str, float] | None = None,
                 parent=None, game_no: int | None = None, bidian_winner: int | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.Window)
        self.code, self.language = code, language
        self.beeper = BeepPlayer()
        self.came_forward = 0  # defaults taken while another window was in front
        wall = now or time.monotonic
        if game_no is None:
            game_no = max(games_of_table(store, code, table_id), default=1)
        if bidian_winner is None and game_no == 1 and KIND_OF_EVENT.get(code) == KIND_3V3 \
                and not games_of_table(store, code, table_id):
            bidian_winner = ask_bidian(self, seated_table(store, code, table_id))  # never a silent team 0
        table = StoredTable(store, code, table_id, rng, changed=self._written)
        record = table.open(game_no, wall, bidian_winner=bidian_winner)
        self.controller = controller_for(table, record, wall, action_seconds)
        self.set_title()
        self._build()
        self.repaint_timer = QTimer(self)
        self.repaint_timer.timeout.connect(self.poll)
        self.repaint_timer.start(REPAINT_MS)
        self.render()

    # --- what the tests and the overview read ----------------------------------------------
    @property
    def record(self):
        return self.controller.record

    @property
    def console(self):
        return self.controller.console

    @property
    def clock(self):
        return self.controller.clock

    @property
    def timer(self):
        return self.controller.timer

    @property
    def game_mode(self) -> str | None:
        return self.controller.game_mode

    @property
    def entering(self) -> str | None:
        return self.controller.entering

    @property
    def cursor(self) -> int:
        return self.controller.cursor

    def _written(self) -> None:
        """A step or a new game reached the file: the board, the hall and the results page refresh."""
        if hasattr(self, "controller"):
            self.stepped.emit()
        hub().draft_changed.emit(self.code)

    def set_title(self) -> None:
        record = self.record
        title = self.tr("选将台 — %1 第 %2 桌").replace("%1", worded(record.round_id.words())).replace(
            "%2", str(record.table_number))
        self.setWindowTitle(" · ".join(part for part in (title, texts.game_text(record.game_no, record.games))
                                       if part))

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

    # --- names ---------------------------------------------------------------------------
    def side_name(self, side: str) -> str:
        """A camp or 1v1 seat with who plays it: "暖色（一中）"."""
        team = self.controller.team_of(side)
        names = self.record.sides
        who = names[team] if team is not None and team < len(names) else ""
        return with_who(word(side), who) if who else word(side)

    def team_name(self, team: int) -> str:
        names = self.record.sides
        return names[team] if team < len(names) else str(team)

    def general_detail(self, kingdom: str, max_hp) -> str:
        return self.tr("%1 · %2 体力").replace("%1", texts.kingdom(kingdom)).replace("%2", str(max_hp))

    # --- keys and time ---------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Every key goes to the controller; one it has no use for goes on to Qt."""
        name = key_name(event)
        game = self.record.game_no
        if name is None or not self.controller.press(name):
            super().keyPressEvent(event)
            return
        if self.record.game_no != game:
            self.set_title()
        self.render()

    def poll(self) -> None:
        """The repaint timer: a countdown that has run out applies the step's default, then repaint."""
        if self.controller.poll() is None:
            self.render_clock(self.controller.view())
            return
        if not self.isActiveWindow():  # taken with nobody watching: call the referee (the beep alone
            self.beeper.play([Beep("alert")])  # over a full-screen hall on this screen: never over the hall)
            if not screen_covered(self):
                self.came_forward += 1
                self.raise_()
                self.activateWindow()
        self.render()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.setFocus()  # the keys go to the console, whatever was focused before

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.repaint_timer.stop()
        super().closeEvent(event)

    def say(self, notice: Notice | None) -> None:
        """The line under the page: the last step's refusal or news."""
        self.message.setText(self.notice_text(notice) if notice else "")
        self.message.setStyleSheet(ERROR_STYLE if notice and notice.error else INFO_STYLE)

    def notice_text(self, notice: Notice) -> str:
        args = notice.args
        texts_of = {
            "refused": lambda: refusal(args["error"], self.language, self.record.sides),
            "undone": lambda: self.tr("已撤销上一步"),
            "timeout": lambda: self.tr("时间到：已按默认处理（%1）").replace("%1", default_text(args["phase"])),
            "not_started": lambda: self.tr("选将台未开始计时：按空格或 Enter 开始"),
            "switched": lambda: QCoreApplication.translate("SanguoshaGames", "已切换到第 %1 局").replace(
                "%1", str(args["game"])),
            "elsewhere": lambda: self.tr("另一台已更新本桌的选将台，已重新读取；请核对后再操作"),
            "unwritable": lambda: self.tr("赛事文件无法写入，这一步未保存：%1").replace("%1", args["detail"]),
        }
        return texts_of[notice.code]()

    # --- the clock line --------------------------------------------------------------------
    def render_clock(self, screen: Screen) -> None:
        """The countdown (none once the game is decided), the clock's state or the step's default."""
        if screen.countdown is not None:
            self.countdown.setText(f"{screen.countdown:.0f} s")
        else:
            self.countdown.setText("—" if screen.dash else "")
        self.countdown.setStyleSheet(self._clock_style(screen.urgent))
        if screen.page == "board":
            self.render_board(screen.body)
        if screen.decided:
            self.default_label.setText("")
            return
        if screen.clock == "ready":
            self.default_label.setText(self.tr("就绪：按空格或 Enter 开始计时"))
        elif screen.clock == "paused":
            self.default_label.setText(self.tr("已暂停：按空格或 Enter 继续"))
        else:
            self.default_label.setText(default_text(screen.default) if screen.default else "")
        self.default_label.setStyleSheet("font-size: 16px; color: %s" % (
            "#555" if screen.clock == "running" else "#b71c1c; font-weight: bold"))

    @staticmethod
    def _clock_style(urgent: bool) -> str:
        colour = "#b71c1c" if urgent else "#212121"
        return f"font-size: 40px; font-weight: bold; font-family: monospace; color: {colour}"

    # --- what each step shows --------------------------------------------------------------
    def render(self) -> None:
        screen = self.controller.view()
        names = screen.sides
        versus = self.tr("%1 对 %2").replace("%1", names[0] if names else "").replace(
            "%2", names[1] if len(names) > 1 else "")
        game = texts.game_text(screen.game_no, screen.games)
        self.title.setText(self.tr("%1 第 %2 桌 · 三国杀%3 · %4").replace("%1", worded(screen.round_id.words()))
                           .replace("%2", str(screen.table_number)).replace("%3", screen.kind)
                           .replace("%4", versus) + ("  ·  " + game if game else ""))
        self.phase_label.setText(self.tr("步骤：%1").replace("%1", phase_name(screen.step)))
        self.render_turn(screen)
        self.render_page(screen)
        keys = [texts.step_keys(code, screen.games) for code in screen.keys]
        keys += [texts.game_key(code, number) for code, number in screen.game_keys]
        self.keys_label.setText(" · ".join(keys))
        self.say(screen.notice)
        self.render_clock(screen)

    def render_turn(self, screen: Screen) -> None:
        """Who moves, in the mover's colour; in a match, a decided game and the key to the next one."""
        if screen.mover_team is not None:
            mover = self.team_name(screen.mover_team)
        else:
            mover = self.side_name(screen.mover) if screen.mover else ""
        text = self.tr("轮到：%1").replace("%1", mover) if mover else ""
        colour = CAMP_COLOURS.get(screen.mover, "#212121") if screen.mover else "#212121"
        if screen.games > 1 and screen.decided:
            text, colour = texts.decided_text(), "#2e7d32"
            text += "".join(" · " + texts.game_key(code, number) for code, number in screen.game_keys
                            if code == "next")
        self.turn_label.setText(text)
        self.turn_label.setStyleSheet(f"font-size: 24px; font-weight: bold; color: {colour}")

    def render_page(self, screen: Screen) -> None:
        body = screen.body
        if screen.page == "board":
            self.pages.setCurrentWidget(self.board_page)
        elif screen.page == "grid":
            self.pages.setCurrentWidget(self.grid_page)
            self.grid_page.prompt.setText(texts.grid_prompt(body, self.side_name, self.team_name))
            self.grid_page.typed.setText(texts.typed(body))
            self.grid_page.show_cards(texts.cards(body, self.general_detail), body.columns, texts.cursor(body))
            self.grid_page.picks.setText(texts.grid_picks(body, self.side_name))
        elif screen.page == "secret":
            self.pages.setCurrentWidget(self.secret_page)
            prompt = texts.secret_prompt(body, self.side_name)
            if body.mode == "entry":
                self.secret_page.show_entry(prompt, [f"{name}  {self.general_detail(kingdom, hp) if kingdom else ''}"
                                                     for name, kingdom, hp in body.picks], texts.secret_seats(body))
            else:
                self.secret_page.show_blank(prompt)
        elif screen.page == "duel":
            self.pages.setCurrentWidget(self.choice_page)
            self.choice_page.show_choice(texts.duel_prompt(body, self.side_name), texts.duel_lines(body, self.side_name))
        elif screen.page == "question":
            self.pages.setCurrentWidget(self.choice_page)
            names = self.record.sides
            self.choice_page.show_choice(texts.question(body, screen.kind == KIND_3V3), [
                (n, names[team] if team < len(names) else str(team), True) for n, team in ((1, 0), (2, 1))])
        else:
            self.pages.setCurrentWidget(self.choice_page)
            self.choice_page.show_choice(texts.choice_prompt(body, self.side_name, self.team_name),
                                         texts.options(body.options, self.side_name, self.team_name))

    def render_board(self, body) -> None:
        self.board_page.show_board(texts.board_prompt(body, self.side_name, self.team_name),
                                   texts.board_columns(body, self.side_name), texts.board_fouls(body, self.side_name))
