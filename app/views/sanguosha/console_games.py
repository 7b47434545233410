"""The console's games of a match (docs/rules.md §5.6): which game is shown, N for the next one, G + number for a given one.

A game after the first begins once the game before it is decided at its
console.  An even game gives the camp choice (1v1: the lord) to the other
side by itself; an odd game asks who won the 比点 first (Enter: team 0).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_3V3
from app.services.sanguosha import games_of_table, open_console
from app.views.sanguosha.console_words import refusal

ENTER_KEYS = (Qt.Key_Return, Qt.Key_Enter)



class GameKeys:
    """Mixed into the console window before ConsoleKeys: the game keys come first."""

    game_mode: str | None = None  # "goto" (G pressed: a number follows) or "bidian" (who won the 比点)
    target_game: int | None = None

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        digit = key - Qt.Key_0 if Qt.Key_0 <= key <= Qt.Key_9 else None
        if self.game_mode == "goto":
            self.game_mode = None
            if digit is not None and digit >= 1:
                self.go_to_game(digit)
            self.render()
            return
        if self.game_mode == "bidian":
            if key == Qt.Key_Escape:
                self.game_mode = self.target_game = None
                self.render()
            elif digit in (1, 2) or key in ENTER_KEYS:
                self.game_mode = None
                self.open_game(self.target_game, bidian_winner=0 if digit in (None, 1) else 1)
            return
        if self.entering is None and self.mode is None:
            if key == Qt.Key_N and self.record.games > 1:
                self.go_to_game(self.record.game_no + 1)
                return
            if key == Qt.Key_G and self.record.games > 1:
                self.game_mode = "goto"
                self.render()
                return
        super().keyPressEvent(event)

    def go_to_game(self, game_no: int) -> None:
        """Open game ``game_no``: a stored one as it is; a new odd game after the first asks the 比点 first."""
        stored = games_of_table(self.store, self.code, self.record.table_id)
        if game_no in stored or game_no % 2 == 0 or game_no == 1 or game_no > self.record.games:
            self.open_game(game_no)
            return
        if not self.console.decided and game_no == self.record.game_no + 1:
            self.open_game(game_no)  # refused with the reason: the game is not decided
            return
        self.game_mode, self.target_game = "bidian", game_no
        self.render()

    def open_game(self, game_no: int, bidian_winner: int | None = None) -> bool:
        """Switch the window to game ``game_no`` (a new game is committed and audited first)."""
        try:
            record = open_console(self.store, self.code, self.record.table_id, self.now, self.rng,
                                  game_no=game_no, bidian_winner=bidian_winner)
        except SanguoshaError as error:
            self.game_mode = self.target_game = None
            self.say(refusal(error, self.language, self.record.sides), error=True)
            self.render()
            return False
        self.game_mode = self.target_game = None
        self.record, self.console = record, record.console(self.now)
        self.console.draft.restart_timer()
        self.timer.stop()
        self.reset_entry()
        self.cursor = 0
        self.set_title()
        self.say(QCoreApplication.translate("SanguoshaGames", "已切换到第 %1 局").replace("%1", str(game_no)), info=True)
        self.render()
        self.stepped.emit()
        from app.views.shell.hub import hub
        hub().draft_changed.emit(self.code)
        return True

    # --- what the window shows ---------------------------------------------------------
    def game_text(self) -> str:
        """"第 2 / 3 局" in a match of several games, nothing for a single game."""
        if self.record.games <= 1:
            return ""
        return QCoreApplication.translate("SanguoshaGames", "第 %1 / %2 局").replace("%1", str(self.record.game_no)).replace("%2", str(self.record.games))

    def render_games(self) -> None:
        """The game keys under the step's keys; the 比点 question or the G prompt over the page."""
        if self.record.games <= 1:
            return
        if self.console.decided:
            self.turn_label.setText(QCoreApplication.translate("SanguoshaGames", "本局已决出"))
            self.turn_label.setStyleSheet("font-size: 24px; font-weight: bold; color: #2e7d32")
        if self.game_mode == "bidian":
            names = self.record.sides
            self.pages.setCurrentWidget(self.choice_page)
            question = (QCoreApplication.translate("SanguoshaGames", "第 %1 局：比点胜方获得阵营选择权")
                        if self.console.kind == KIND_3V3 else
                        QCoreApplication.translate("SanguoshaGames", "第 %1 局：比点胜方为主公"))
            self.choice_page.show_choice(
                question.replace("%1", str(self.target_game)),
                [(n, names[team] if team < len(names) else str(team), True) for n, team in ((1, 0), (2, 1))])
            self.keys_label.setText(QCoreApplication.translate("SanguoshaGames", "1 / 2 比点胜方（Enter：%1）· Esc 取消").replace(
                "%1", names[0] if names else "1"))
            return
        if self.game_mode == "goto":
            self.keys_label.setText(QCoreApplication.translate("SanguoshaGames", "输入局号（1–%1）").replace("%1", str(self.record.games)))
            return
        keys = []
        if self.console.decided and self.record.game_no < self.record.games:
            next_game = QCoreApplication.translate("SanguoshaGames", "N 开始第 %1 局").replace("%1", str(self.record.game_no + 1))
            keys.append(next_game)
            self.turn_label.setText(self.turn_label.text() + " · " + next_game)
        keys.append(QCoreApplication.translate("SanguoshaGames", "G + 局号 打开某一局"))
        self.keys_label.setText(self.keys_label.text() + " · " + " · ".join(keys))
