"""The console's games of a match (docs/rules.md §5.6): which game is shown, N for the next one, G + number for a given one.

A game after the first begins once the game before it is decided at its
console.  An even game gives the camp choice (1v1: the lord) to the other
side by itself; an odd game asks who won the 比点 first (1 / 2, no default).
A game before it played on paper (no console, or one where no step was
taken) is said so: an even game then asks who held the camp choice in it.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from app.sanguosha.console_flow import game_question
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.table_console import KIND_3V3
from app.services.sanguosha import games_of_table, load_console, open_console
from app.views.sanguosha.console_words import refusal

ENTER_KEYS = (Qt.Key_Return, Qt.Key_Enter)



def ask_bidian(parent, sides) -> int:
    """Before game 1's draft: who won the 比点 (team 0 / 1)? Cancelled: refused, nothing begun."""
    translate = QCoreApplication.translate
    box = QMessageBox(QMessageBox.Question, translate("SanguoshaGames", "比点"),
                      translate("SanguoshaGames", "第 1 局：哪一队赢得比点（获得阵营选择权）？"), parent=parent)
    buttons = [box.addButton(side, QMessageBox.AcceptRole) for side in sides[:2]]
    box.addButton(QMessageBox.Cancel)
    box.exec()
    if box.clickedButton() not in buttons:
        raise SanguoshaError("console.bidian_needed")
    return buttons.index(box.clickedButton())


class GameKeys:
    """Mixed into the console window before ConsoleKeys: the game keys come first."""

    # "goto" (G pressed: a number follows), "bidian" (who won the 比点) or "paper" (who held the camp
    # choice in the game before, played on paper)
    game_mode: str | None = None
    target_game: int | None = None
    paper_before = False  # the game before the target was played on paper

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        digit = key - Qt.Key_0 if Qt.Key_0 <= key <= Qt.Key_9 else None
        if self.game_mode == "goto":
            self.game_mode = None
            if digit is not None and digit >= 1:
                self.go_to_game(digit)
            self.render()
            return
        if self.game_mode in ("bidian", "paper"):
            if key == Qt.Key_Escape:
                self.game_mode = self.target_game = None
                self.render()
            elif self.game_mode == "bidian" and digit in (1, 2):  # the referee's word: no default
                self.game_mode = None
                self.open_game(self.target_game, bidian_winner=digit - 1)
            elif self.game_mode == "paper" and digit in (1, 2):  # a fact of the game before: no default
                self.game_mode = None
                self.open_game(self.target_game, previous_holder=digit - 1)
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
        """Open game ``game_no``: a stored one as it is; a new odd game after the first asks the 比点
        first; after a game played on paper an even game asks who held the camp choice in it."""
        stored = games_of_table(self.store, self.code, self.record.table_id)
        before_unused = game_no - 1 in stored and self._unused(game_no - 1)
        question, self.paper_before = game_question(game_no, stored, self.record.games, before_unused,
                                                    self.console.decided, self.record.game_no)
        if question == "open":
            self.open_game(game_no)
            return
        self.game_mode = question
        self.target_game = game_no
        self.render()

    def _unused(self, game_no: int) -> bool:
        """Whether game ``game_no``'s console has had no step yet (what was played, was played on paper)."""
        if game_no == self.record.game_no:
            return self.record.revision == 0
        record = load_console(self.store, self.code, self.record.table_id, game_no)
        return record is None or record.revision == 0

    def open_game(self, game_no: int, bidian_winner: int | None = None, previous_holder: int | None = None) -> bool:
        """Switch the window to game ``game_no`` (a new game is committed and audited first)."""
        try:
            record = open_console(self.store, self.code, self.record.table_id, self.now, self.rng,
                                  game_no=game_no, bidian_winner=bidian_winner,
                                  previous_on_paper=self.paper_before, previous_holder=previous_holder)
        except SanguoshaError as error:
            self.game_mode = self.target_game = None
            self.say(refusal(error, self.language, self.record.sides), error=True)
            self.render()
            return False
        self.game_mode = self.target_game = None
        self.paper_before = False
        self.clock.stop()  # a new game waits for the referee's start like a new console
        self.record, self.console = record, record.console(self.now)
        self.console.restart_timer()
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
        if self.game_mode in ("bidian", "paper"):
            self._ask_side()
            return
        if self.game_mode == "goto":
            self.keys_label.setText(QCoreApplication.translate("SanguoshaGames", "输入局号（1–%1）").replace("%1", str(self.record.games)))
            return
        keys = []
        if self.console.decided and self.record.game_no < self.record.games:
            next_game = QCoreApplication.translate("SanguoshaGames", "N 开始第 %1 局").replace("%1", str(self.record.game_no + 1))
            keys.append(next_game)
            self.turn_label.setText(self.turn_label.text() + " · " + next_game)
        elif self.record.revision == 0 and self.record.game_no < self.record.games:
            keys.append(QCoreApplication.translate("SanguoshaGames", "N 本局已在纸面进行：开始第 %1 局").replace(
                "%1", str(self.record.game_no + 1)))
        keys.append(QCoreApplication.translate("SanguoshaGames", "G + 局号 打开某一局"))
        self.keys_label.setText(self.keys_label.text() + " · " + " · ".join(keys))

    def _ask_side(self) -> None:
        """The 比点 question, or (after a game on paper, an even game) who held the camp choice in it."""
        names = self.record.sides
        three = self.console.kind == KIND_3V3
        translate = QCoreApplication.translate
        paper_game = str(self.target_game - 1)
        if self.game_mode == "bidian":
            question = (translate("SanguoshaGames", "第 %1 局：比点胜方获得阵营选择权") if three else
                        translate("SanguoshaGames", "第 %1 局：比点胜方为主公")).replace("%1", str(self.target_game))
            if self.paper_before:
                question = translate("SanguoshaGames", "第 %1 局在纸面进行。").replace("%1", paper_game) + question
            keys = translate("SanguoshaGames", "1 / 2 比点胜方 · Esc 取消")
        else:
            question = (translate("SanguoshaGames", "第 %1 局在纸面进行：当时谁持阵营选择权？") if three else
                        translate("SanguoshaGames", "第 %1 局在纸面进行：当时谁是主公？")).replace("%1", paper_game)
            keys = translate("SanguoshaGames", "1 / 2 · Esc 取消")
        self.pages.setCurrentWidget(self.choice_page)
        self.choice_page.show_choice(
            question, [(n, names[team] if team < len(names) else str(team), True) for n, team in ((1, 0), (2, 1))])
        self.keys_label.setText(keys)
