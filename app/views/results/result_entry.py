"""Detailed result forms per event; each previews the scoring as the referee types and refuses the impossible."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QWidget,
)

from app.rules.events import (COLOURED_GAMES_RESULT, DUEL_RESULT, GAME_RESULT, HANDS_RESULT, PRESETS, ROLES_RESULT,
                              SCORED_GAMES, TEAM_GAME_RESULT)
from app.scoring import GameOutcome, ResultError, adjudicate_3v3_time_up
from app.scoring.entries import (ColouredGamesEntry, GameEntry, MatchEntry, ResultEntry, TeamGame, game_type,
                                 is_match)
from app.scoring.parse import parse_game_code, parse_gomoku_games
from app.scoring.reasons import FORFEIT_REASONS
from app.scoring.sanguosha import BUQU_GENERAL
from app.services.round_views import TableView
from app.views.results.card_forms import DoudizhuDialog, IdentityDialog
from app.views.results.entry_base import EntryDialog, reason_box, seat_label, spin
from app.views.results.match_form import SanguoshaMatchDialog


class WinnerChoice(QWidget):
    """Seat 0 won / drawn / seat 1 won as three radio buttons (checkedId: 0, 1, or 2 for a draw)."""

    DRAW = 2

    def __init__(self, table: TableView, draws: bool, parent=None):
        super().__init__(parent)
        self.group = QButtonGroup(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        options = [(0, self.tr("%1 胜").replace("%1", seat_label(table, 0)))]
        if draws:
            options.append((self.DRAW, self.tr("和")))
        options.append((1, self.tr("%1 胜").replace("%1", seat_label(table, 1))))
        for ident, text in options:
            button = QRadioButton(text)
            self.group.addButton(button, ident)
            row.addWidget(button)
        self.group.button(0).setChecked(True)

    def winner(self) -> int | None:
        checked = self.group.checkedId()
        return None if checked == self.DRAW else checked

    def set_winner(self, winner: int | None) -> None:
        button = self.group.button(self.DRAW if winner is None else winner)
        if button is not None:
            button.setChecked(True)


class TwoPlayerDialog(EntryDialog):
    """Xiangqi, go, checkers, Sanguosha 1v1: winner, reason, fouls; checkers' blocked pieces; 1v1 generals."""

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        self.winner = WinnerChoice(table, bool(settings["draws_allowed"]))
        self.reason = reason_box(code, settings)
        grid = QFormLayout()
        grid.addRow(self.tr("胜负"), self.winner)
        grid.addRow(self.tr("原因"), self.reason)
        self.fouls = self.blocked = self.generals = None
        fields = PRESETS[code].side_fields
        if "fouls" in fields:
            limit = int(settings["fouls_to_lose"]) or 99
            self.fouls = [spin(0, limit), spin(0, limit)]
            grid.addRow(self.tr("犯规次数"), self._pair(self.fouls))
        if "blocked" in fields:
            self.use_blocked = QCheckBox(self.tr("按被堵棋子判定"))
            self.blocked = [spin(0, 10), spin(0, 10)]
            grid.addRow(self.use_blocked, self._pair(self.blocked))
            self.watch(self.use_blocked, *self.blocked)
        if "generals_left" in fields:
            self.generals = [spin(0, 3), spin(0, 3)]
            grid.addRow(self.tr("剩余武将"), self._pair(self.generals))
            self.watch(*self.generals)
        self.form.addLayout(grid)
        self.watch(self.reason, *(self.fouls or ()))
        self.winner.group.idToggled.connect(self.update_preview)
        if entry:
            self.load(self.read(entry))
        self.update_preview()

    def _pair(self, boxes) -> QWidget:
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        for seat, box in enumerate(boxes):
            row.addWidget(QLabel(seat_label(self.table, seat)))
            row.addWidget(box)
        return holder

    def _side_boxes(self) -> dict[str, list]:
        """The event's side fields (fouls, blocked, generals_left: its game's fields) and their boxes."""
        boxes = {"fouls": self.fouls, "blocked": self.blocked, "generals_left": self.generals}
        return {field: boxes[field] for field in PRESETS[self.code].side_fields}

    def load(self, entry: GameEntry) -> None:
        self.winner.set_winner(parse_game_code(entry.score)[0] if entry.score is not None else entry.winner)
        self.reason.setCurrentIndex(max(self.reason.findData(entry.reason), 0))
        for field, boxes in self._side_boxes().items():
            for box, value in zip(boxes, getattr(entry, field) or ()):
                box.setValue(int(value))
        if self.blocked and entry.blocked is not None:
            self.use_blocked.setChecked(True)

    def entry(self) -> GameEntry:
        reason = self.reason.currentData()
        fields = {"reason": reason or None}
        if self.blocked and self.use_blocked.isChecked():
            fields["blocked"] = tuple(box.value() for box in self.blocked)
        else:
            fields["winner"] = self.winner.winner()
        if self.fouls and any(box.value() for box in self.fouls):
            fields["fouls"] = tuple(box.value() for box in self.fouls)
        if self.generals and reason not in FORFEIT_REASONS and any(box.value() for box in self.generals):
            fields["generals_left"] = tuple(box.value() for box in self.generals)
        return game_type(self.code)(**fields)


class ForfeitDialog(EntryDialog):
    """A game not played: who forfeited (or both) and why (late, absent, left the hall, no student card)."""

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        self.setWindowTitle(self.tr("第 %1 桌弃权").replace("%1", str(table.number)))
        self.absent = QComboBox()
        for text, winner in ((self.tr("%1 弃权").replace("%1", seat_label(table, 0)), 1),
                             (self.tr("%1 弃权").replace("%1", seat_label(table, 1)), 0),
                             (self.tr("双方弃权"), None)):
            self.absent.addItem(text, winner)
        self.reason = reason_box(code, settings, FORFEIT_REASONS)
        self.reason.removeItem(0)
        grid = QFormLayout()
        grid.addRow(self.tr("弃权方"), self.absent)
        grid.addRow(self.tr("原因"), self.reason)
        self.form.addLayout(grid)
        self.watch(self.absent, self.reason)
        self.update_preview()

    def entry(self) -> ResultEntry:
        winner, reason = self.absent.currentData(), self.reason.currentData()
        games = int(self.settings["games_per_round"])
        if PRESETS[self.code].several_games == SCORED_GAMES:  # each game a forfeit, colours alternating
            return ColouredGamesEntry(games=tuple(GameOutcome(winner, i % 2, reason, True) for i in range(games)))
        game = game_type(self.code)(winner=winner, reason=reason, forfeit=True)
        return MatchEntry(games=(game,) * games) if is_match(self.code, self.settings) else game


class GomokuDialog(EntryDialog):
    """A round of gomoku games: per game the winner, who had black, and why it ended."""

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        grid = QGridLayout()
        for column, title in enumerate((self.tr("局"), self.tr("胜方"), self.tr("执黑"), self.tr("原因"))):
            grid.addWidget(QLabel(title), 0, column)
        self.games = []
        for index in range(int(settings["games_per_round"])):
            winner, black = QComboBox(), QComboBox()
            for seat in (0, 1):
                winner.addItem(seat_label(table, seat), seat)
                black.addItem(seat_label(table, seat), seat)
            winner.addItem(self.tr("和"), None)
            black.setCurrentIndex(index % 2)
            reason = reason_box(code, settings)
            self.games.append((winner, black, reason))
            for column, widget in enumerate((QLabel(str(index + 1)), winner, black, reason)):
                grid.addWidget(widget, index + 1, column)
            self.watch(winner, black, reason)
        self.form.addLayout(grid)
        if entry:
            self.load(self.read(entry))
        self.update_preview()

    def load(self, entry: ColouredGamesEntry) -> None:
        games = parse_gomoku_games(entry.score, len(self.games)) if entry.games is None else entry.games
        for (winner, black, reason), game in zip(self.games, games):
            winner.setCurrentIndex(winner.findData(game.winner))
            black.setCurrentIndex(black.findData(game.black))
            reason.setCurrentIndex(max(reason.findData(game.reason), 0))

    def entry(self) -> ColouredGamesEntry:
        return ColouredGamesEntry(games=tuple(GameOutcome(winner.currentData(), black.currentData(),
                                                          reason.currentData() or None)
                                              for winner, black, reason in self.games))


class Sanguosha3v3Dialog(EntryDialog):
    """3v3: winner and how; technical fouls; at time-up the living roles and lost HP decide (or extra rounds)."""

    TIME_UP = ("time_up", "extra_rounds")

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        self.winner = WinnerChoice(table, draws=False)
        self.how = reason_box(code, settings)
        limit = int(settings["technical_fouls_to_lose"])
        self.fouls = [spin(0, limit), spin(0, limit)]
        self.alive = [spin(1, 3, 3), spin(1, 3, 3)]
        self.lost_hp = [spin(0, 99), spin(0, 99)]
        self.max_hp: list[list[int]] | None = None  # set by load() from the console's tracked game
        self.buqu = [QCheckBox(self.tr("周泰（不屈）存活")), QCheckBox(self.tr("周泰（不屈）存活"))]
        self.verdict = QLabel()
        grid = QFormLayout()
        grid.addRow(self.tr("胜方"), self.winner)
        grid.addRow(self.tr("胜负方式"), self.how)
        for label, boxes in ((self.tr("技术犯规"), self.fouls), (self.tr("时间到：存活角色"), self.alive),
                             (self.tr("时间到：损失体力"), self.lost_hp), (self.tr("时间到：不屈"), self.buqu)):
            holder = QWidget()
            row = QHBoxLayout(holder)
            row.setContentsMargins(0, 0, 0, 0)
            for seat, box in enumerate(boxes):
                row.addWidget(QLabel(seat_label(table, seat)))
                row.addWidget(box)
            grid.addRow(label, holder)
            self.watch(*boxes)
        grid.addRow(self.verdict)
        self.form.addLayout(grid)
        self.watch(self.how)
        self.winner.group.idToggled.connect(self.update_preview)
        if entry:
            self.load(self.read(entry))
        self.update_preview()

    def load(self, entry: TeamGame) -> None:
        """The stored (or typed) entry back into the form, time-up record included."""
        winner = parse_game_code(entry.score, draws=False)[0] if entry.score is not None else entry.winner
        self.winner.set_winner(winner)
        self.how.setCurrentIndex(max(self.how.findData(entry.reason), 0))
        time_up = entry.time_up or {}
        for boxes, values in ((self.fouls, entry.technical_fouls), (self.alive, time_up.get("alive")),
                              (self.lost_hp, time_up.get("lost_hp"))):
            for box, value in zip(boxes, values or ()):
                box.setValue(int(value))
        for box, living in zip(self.buqu, time_up.get("generals") or ()):
            box.setChecked(BUQU_GENERAL in living)
        self.max_hp = time_up.get("max_hp")  # the living roles' maximum HP, when the console knew them

    def update_preview(self) -> None:
        timed = self.how.currentData() in self.TIME_UP
        for box in self.alive + self.lost_hp + self.buqu:
            box.setEnabled(timed)
        self.verdict.setText("")
        if timed:
            try:
                verdict = adjudicate_3v3_time_up([b.value() for b in self.alive], [b.value() for b in self.lost_hp],
                                                 self._known_max_hp(), generals=self._living_generals())
            except ResultError:
                pass
            else:
                self.verdict.setText(
                    self.tr("判定：%1 胜").replace("%1", seat_label(self.table, verdict.winner))
                    if verdict.winner is not None else
                    self.tr("判定：须加赛 %1 个对战回合").replace("%1", str(verdict.extra_rounds)))
        super().update_preview()

    def entry(self) -> TeamGame:
        time_up = None
        if self.how.currentData() in self.TIME_UP:
            time_up = {"alive": [b.value() for b in self.alive], "lost_hp": [b.value() for b in self.lost_hp]}
            if any(box.isChecked() for box in self.buqu):
                time_up["generals"] = self._living_generals()
            if self._known_max_hp():
                time_up["max_hp"] = self._known_max_hp()
        return TeamGame(winner=self.winner.winner(), reason=self.how.currentData() or None,
                        technical_fouls=tuple(box.value() for box in self.fouls), time_up=time_up)

    def _known_max_hp(self) -> list[list[int]] | None:
        """The console's maximum HP of the living roles, while the living counts still match them
        (a referee who corrects a count enters the lost HP against the general bound)."""
        if self.max_hp and [len(side) for side in self.max_hp] == [box.value() for box in self.alive]:
            return self.max_hp
        return None

    def _living_generals(self) -> list[list[str]]:
        """The living generals that matter to the lost-HP bound: 周泰 alive with 不屈."""
        return [[BUQU_GENERAL] if box.isChecked() else [] for box in self.buqu]


# The single-game form of each result kind (the event's preset says its kind).
DIALOGS = {GAME_RESULT: TwoPlayerDialog, DUEL_RESULT: TwoPlayerDialog, COLOURED_GAMES_RESULT: GomokuDialog,
           TEAM_GAME_RESULT: Sanguosha3v3Dialog, HANDS_RESULT: DoudizhuDialog, ROLES_RESULT: IdentityDialog}


def dialog_for(code: str, settings: dict, table: TableView, entry: ResultEntry | dict | None = None,
               parent=None) -> EntryDialog:
    """The detailed form of the event, prefilled with the table's entry if any (stored, typed, or the
    consoles' partial one)."""
    if is_match(code, settings):
        return SanguoshaMatchDialog(code, settings, table, entry, parent, game_form=DIALOGS[PRESETS[code].result_kind])
    return DIALOGS[PRESETS[code].result_kind](code, settings, table, entry, parent)
