"""The detailed form of a Sanguosha 3v3 / 1v1 match of several games (docs/rules.md §5.6).

One row per game: who held the camp choice (1v1: the lord), the winner, how
it ended and (3v3) the technical fouls; 详细… opens the single-game form of
that game for what a row cannot hold (time-up adjudication, 1v1 generals left).
Even games propose the swapped camp holder; the scoring refuses an unswapped one.
"""
from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QGridLayout, QLabel, QPushButton, QWidget

from app.rules.events import PRESETS
from app.scoring.entries import GameEntry, MatchEntry, game_type
from app.scoring.sanguosha_match import games_from_code
from app.views.results.entry_base import EntryDialog, reason_box, seat_label, spin


class GameRow:
    """The widgets of one game's row and what its detailed form added."""

    def __init__(self, dialog: "SanguoshaMatchDialog", number: int):
        table, code = dialog.table, dialog.code
        self.number = number
        self.camp, self.winner = QComboBox(), QComboBox()
        self.winner.addItem("—", None)  # a new match opens with no winner: OK alone records nothing
        for seat in (0, 1):
            self.camp.addItem(seat_label(table, seat), seat)
            self.winner.addItem(seat_label(table, seat), seat)
        self.camp.setCurrentIndex((number - 1) % 2)
        self.how = reason_box(code, dialog.settings)
        self.fouls = []
        if PRESETS[code].counts_technical_fouls:
            limit = int(dialog.settings["technical_fouls_to_lose"])
            self.fouls = [spin(0, limit), spin(0, limit)]
        self.more = QPushButton(QCoreApplication.translate("SanguoshaMatchDialog", "详细…"))
        self.game: GameEntry = game_type(code)()  # the game as loaded: what the row does not show comes from it

    def widgets(self) -> list[QWidget]:
        return [QLabel(str(self.number)), self.camp, self.winner, self.how, *self.fouls, self.more]

    def load(self, game: GameEntry) -> None:
        """A game into the row; what the row does not show (time-up, generals left) is kept with it."""
        if game.camp is not None:
            self.camp.setCurrentIndex(max(self.camp.findData(game.camp), 0))
        self.winner.setCurrentIndex(max(self.winner.findData(game.winner), 0))
        self.how.setCurrentIndex(max(self.how.findData(game.reason), 0))
        if self.fouls:  # 3v3: the technical fouls are on the row
            for box, value in zip(self.fouls, game.technical_fouls or ()):
                box.setValue(int(value))
        self.game = game

    def entry(self, with_camp: bool = True) -> GameEntry:
        """The game as the row reads now (a typed code's game is entered by its winner)."""
        shown = {"score": None, "winner": self.winner.currentData(), "reason": self.how.currentData() or None,
                 "camp": self.camp.currentData() if with_camp else None}
        if self.fouls:
            shown["technical_fouls"] = (tuple(box.value() for box in self.fouls)
                                        if any(box.value() for box in self.fouls) else None)
        return dataclasses.replace(self.game, **shown)


class SanguoshaMatchDialog(EntryDialog):
    """A match of ``games_per_round`` games; the preview shows the match result and points."""

    def __init__(self, code, settings, table, entry=None, parent=None, *, game_form):
        """``game_form`` is the event's single-game form class, opened by a row's 详细…"""
        super().__init__(code, settings, table, parent)
        self.game_form = game_form
        grid = QGridLayout()
        titles = [self.tr("局"), self.tr("阵营选择权") if PRESETS[code].team_event else self.tr("主公"),
                  self.tr("胜方"), self.tr("原因")]
        if PRESETS[code].counts_technical_fouls:
            titles += [self.tr("%1 技术犯规").replace("%1", seat_label(table, seat)) for seat in (0, 1)]
        for column, title in enumerate(titles):
            grid.addWidget(QLabel(title), 0, column)
        self.rows = [GameRow(self, number) for number in range(1, int(settings["games_per_round"]) + 1)]
        for row in self.rows:
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, row.number, column)
            if row.number % 2 == 1 and row.number < len(self.rows):
                row.camp.currentIndexChanged.connect(lambda _i, r=row: self._propose_swap(r))
            self.watch(row.camp, row.winner, row.how, *row.fouls)
            row.more.clicked.connect(lambda _checked=False, r=row: self.open_game(r))
        self.form.addLayout(grid)
        if entry:
            self.load(self.read(entry))
        self.update_preview()

    def load(self, entry: MatchEntry) -> None:
        games = entry.games
        if games is None:
            games = games_from_code(entry.score, len(self.rows), game_type(self.code))
        for row, game in zip(self.rows, games):
            row.load(game)
            if game.camp is None and row.number % 2 == 0:
                self._propose_swap(self.rows[row.number - 2])

    def _propose_swap(self, odd_row: GameRow) -> None:
        """The even game after ``odd_row`` goes to the other side (the referee may still change it)."""
        following = self.rows[odd_row.number]
        following.camp.setCurrentIndex(following.camp.findData(1 - odd_row.camp.currentData()))

    def entry(self) -> MatchEntry:
        """The games entered so far; a best-of match leaves the undecided rows' winner as the last one."""
        games = [row.entry() for row in self.rows]
        if self.settings["match_ends_when_decided"]:
            games = self._until_decided(games)
        return MatchEntry(games=tuple(games))

    def _until_decided(self, games: list[GameEntry]) -> list[GameEntry]:
        """The games up to the one that gave a side more than half (the rest were not played)."""
        won = [0, 0]
        for count, game in enumerate(games, start=1):
            if game.winner in (0, 1):
                won[game.winner] += 1
            if max(won) * 2 > len(games):
                return games[:count]
        return games

    def open_game(self, row: GameRow) -> None:
        """The single-game form of one game (time-up, generals left); its answer fills the row."""
        single = dict(self.settings, games_per_round=1)
        dialog = self.game_form(self.code, single, self.table, row.entry(with_camp=False), self)
        dialog.setWindowTitle(self.tr("第 %1 桌 第 %2 局").replace("%1", str(self.table.number))
                              .replace("%2", str(row.number)))
        if dialog.exec() == QDialog.Accepted:
            row.load(dataclasses.replace(dialog.entry(), camp=row.camp.currentData()))
            self.update_preview()
