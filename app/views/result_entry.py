"""Detailed result forms per event; each previews the scoring as the referee types and refuses the impossible."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QRadioButton, QSpinBox, QVBoxLayout, QWidget)

from app.scoring import (REASON_LABELS, Hand, ResultError, adjudicate_3v3_time_up, reasons_for,
                         score, score_hand)
from app.scoring.parse import parse_game_code, parse_gomoku_games
from app.scoring.reasons import FORFEIT_REASONS, draws_allowed
from app.services.rounds import TableView

ERROR_STYLE = "color: #c62828"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ResultEntry", text)


def seat_label(table: TableView, seat: int) -> str:
    names = table.seats
    return names[seat].name if seat < len(names) else str(seat)


def spin(low: int, high: int, value: int = 0) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


class EntryDialog(QDialog):
    """Base form: ``entry()`` builds the JSON entry; the preview or the refusal shows below it."""

    def __init__(self, code: str, settings: dict, table: TableView, parent=None):
        super().__init__(parent)
        self.code, self.settings, self.table = code, settings, table
        self.setWindowTitle(self.tr("第 %1 桌成绩").replace("%1", str(table.number)))
        self.form = QVBoxLayout()
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.preview)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def entry(self) -> dict[str, Any]:
        raise NotImplementedError

    def scored(self):
        """The scoring of what is entered now (raises ResultError)."""
        return score(self.code, self.settings, self.entry())

    def update_preview(self) -> None:
        try:
            result = self.scored()
        except ResultError as exc:
            self.preview.setText("")
            self.error.setText(str(exc))
            self.buttons.button(QDialogButtonBox.Ok).setEnabled(False)
            return
        self.error.setText("")
        points = "，".join(f"{seat_label(self.table, i)} {p:g}" for i, p in enumerate(result.points))
        self.preview.setText(self.tr("结果：%1　得分：%2").replace("%1", result.summary).replace("%2", points))
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(True)

    def accept(self) -> None:
        self.update_preview()
        if not self.error.text():
            super().accept()

    def watch(self, *widgets) -> None:
        """Re-score whenever one of these inputs changes."""
        for widget in widgets:
            for name in ("valueChanged", "currentIndexChanged", "toggled", "textChanged"):
                signal = getattr(widget, name, None)
                if signal is not None:
                    signal.connect(self.update_preview)
                    break


def reason_box(code: str, settings: dict, reasons=None) -> QComboBox:
    """The event's end reasons in Chinese; lateness names the event's limit."""
    box = QComboBox()
    box.addItem(_tr("（未注明）"), None)
    for reason in reasons if reasons is not None else reasons_for(code):
        label = REASON_LABELS[reason]
        if reason == "late":
            label += _tr("（超过 %1 分钟）").replace("%1", str(settings.get("late_forfeit_minutes", "")))
        box.addItem(label, reason)
    return box


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
        self.winner = WinnerChoice(table, draws_allowed(code, settings))
        self.reason = reason_box(code, settings)
        grid = QFormLayout()
        grid.addRow(self.tr("胜负"), self.winner)
        grid.addRow(self.tr("原因"), self.reason)
        self.fouls = self.blocked = self.generals = None
        if code in ("xiangqi", "go", "checkers"):
            limit = int(settings.get("fouls_to_lose", 0) or 0) or 99
            self.fouls = [spin(0, limit), spin(0, limit)]
            grid.addRow(self.tr("犯规次数"), self._pair(self.fouls))
        if code == "checkers":
            self.use_blocked = QCheckBox(self.tr("按被堵棋子判定"))
            self.blocked = [spin(0, 10), spin(0, 10)]
            grid.addRow(self.use_blocked, self._pair(self.blocked))
            self.watch(self.use_blocked, *self.blocked)
        if code == "sanguosha_1v1":
            self.generals = [spin(0, 3), spin(0, 3)]
            grid.addRow(self.tr("剩余武将"), self._pair(self.generals))
            self.watch(*self.generals)
        self.form.addLayout(grid)
        self.watch(self.reason, *(self.fouls or ()))
        self.winner.group.idToggled.connect(self.update_preview)
        if entry:
            self.load(entry)
        self.update_preview()

    def _pair(self, boxes) -> QWidget:
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        for seat, box in enumerate(boxes):
            row.addWidget(QLabel(seat_label(self.table, seat)))
            row.addWidget(box)
        return holder

    def load(self, entry: dict) -> None:
        if "score" in entry:
            winner, _forfeit = parse_game_code(entry["score"])
        else:
            winner = entry.get("winner")
        self.winner.set_winner(winner)
        self.reason.setCurrentIndex(max(self.reason.findData(entry.get("reason")), 0))
        for boxes, key in ((self.fouls, "fouls"), (self.blocked, "blocked"), (self.generals, "generals_left")):
            if boxes and entry.get(key):
                for box, value in zip(boxes, entry[key]):
                    box.setValue(int(value))
        if self.blocked and "blocked" in entry:
            self.use_blocked.setChecked(True)

    def entry(self) -> dict[str, Any]:
        reason = self.reason.currentData()
        entry: dict[str, Any] = {}
        if self.blocked and self.use_blocked.isChecked():
            entry["blocked"] = [box.value() for box in self.blocked]
        else:
            entry["winner"] = self.winner.winner()
        if reason:
            entry["reason"] = reason
        if self.fouls and any(box.value() for box in self.fouls):
            entry["fouls"] = [box.value() for box in self.fouls]
        if self.generals and reason not in FORFEIT_REASONS and any(box.value() for box in self.generals):
            entry["generals_left"] = [box.value() for box in self.generals]
        return entry


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

    def entry(self) -> dict[str, Any]:
        winner, reason = self.absent.currentData(), self.reason.currentData()
        if self.code == "gomoku":
            games = int(self.settings.get("games_per_round", 2))
            return {"games": [{"winner": winner, "black": i % 2, "reason": reason, "forfeit": True}
                              for i in range(games)]}
        key = "how" if self.code == "sanguosha_3v3" else "reason"
        return {"winner": winner, key: reason, "forfeit": True}


class GomokuDialog(EntryDialog):
    """A round of gomoku games: per game the winner, who had black, and why it ended."""

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        grid = QGridLayout()
        for column, title in enumerate((self.tr("局"), self.tr("胜方"), self.tr("执黑"), self.tr("原因"))):
            grid.addWidget(QLabel(title), 0, column)
        self.games = []
        for index in range(int(settings.get("games_per_round", 2))):
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
            self.load(entry)
        self.update_preview()

    def load(self, entry: dict) -> None:
        if "score" in entry:
            games = [game.to_json() for game in parse_gomoku_games(entry["score"], len(self.games))]
        else:
            games = entry.get("games") or []
        for (winner, black, reason), game in zip(self.games, games):
            winner.setCurrentIndex(winner.findData(game.get("winner")))
            black.setCurrentIndex(black.findData(game.get("black")))
            reason.setCurrentIndex(max(reason.findData(game.get("reason")), 0))

    def entry(self) -> dict[str, Any]:
        games = []
        for winner, black, reason in self.games:
            game = {"winner": winner.currentData(), "black": black.currentData()}
            if reason.currentData():
                game["reason"] = reason.currentData()
            games.append(game)
        return {"games": games}


class Sanguosha3v3Dialog(EntryDialog):
    """3v3: winner and how; technical fouls; at time-up the living roles and lost HP decide (or extra rounds)."""

    TIME_UP = ("time_up", "extra_rounds")

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        self.winner = WinnerChoice(table, draws=False)
        self.how = reason_box(code, settings)
        limit = int(settings.get("technical_fouls_to_lose", 3))
        self.fouls = [spin(0, limit), spin(0, limit)]
        self.alive = [spin(1, 3, 3), spin(1, 3, 3)]
        self.lost_hp = [spin(0, 12), spin(0, 12)]
        self.verdict = QLabel()
        grid = QFormLayout()
        grid.addRow(self.tr("胜方"), self.winner)
        grid.addRow(self.tr("胜负方式"), self.how)
        for label, boxes in ((self.tr("技术犯规"), self.fouls), (self.tr("时间到：存活角色"), self.alive),
                             (self.tr("时间到：损失体力"), self.lost_hp)):
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
            self.winner.set_winner(entry.get("winner"))
            self.how.setCurrentIndex(max(self.how.findData(entry.get("how")), 0))
        self.update_preview()

    def update_preview(self) -> None:
        timed = self.how.currentData() in self.TIME_UP
        for box in self.alive + self.lost_hp:
            box.setEnabled(timed)
        self.verdict.setText("")
        if timed:
            try:
                verdict = adjudicate_3v3_time_up([b.value() for b in self.alive], [b.value() for b in self.lost_hp])
            except ResultError:
                pass
            else:
                self.verdict.setText(
                    self.tr("判定：%1 胜").replace("%1", seat_label(self.table, verdict.winner))
                    if verdict.winner is not None else
                    self.tr("判定：须加赛 %1 个对战回合").replace("%1", str(verdict.extra_rounds)))
        super().update_preview()

    def entry(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"winner": self.winner.winner(),
                                 "technical_fouls": [box.value() for box in self.fouls]}
        if self.how.currentData():
            entry["how"] = self.how.currentData()
        if self.how.currentData() in self.TIME_UP:
            entry["time_up"] = {"alive": [b.value() for b in self.alive],
                                "lost_hp": [b.value() for b in self.lost_hp]}
        return entry


OPEN_HAND_CHOICES = ((None, QT_TRANSLATE_NOOP("ResultEntry", "不明牌")),
                     ("after_bottom", QT_TRANSLATE_NOOP("ResultEntry", "明牌")),
                     ("deal", QT_TRANSLATE_NOOP("ResultEntry", "发牌明牌")),
                     ("start", QT_TRANSLATE_NOOP("ResultEntry", "明牌开始")))


def _signed(values) -> str:
    return " / ".join(f"{v:+d}" if v else "0" for v in values)


class DoudizhuDialog(EntryDialog):
    """A Dou Dizhu game hand by hand: each hand's score and the game's totals update as the referee types."""

    COLUMNS = (QT_TRANSLATE_NOOP("ResultEntry", "手"),
               QT_TRANSLATE_NOOP("ResultEntry", "叫分"),
               QT_TRANSLATE_NOOP("ResultEntry", "地主"),
               QT_TRANSLATE_NOOP("ResultEntry", "胜方"),
               QT_TRANSLATE_NOOP("ResultEntry", "炸弹"),
               QT_TRANSLATE_NOOP("ResultEntry", "火箭"),
               QT_TRANSLATE_NOOP("ResultEntry", "春天"),
               QT_TRANSLATE_NOOP("ResultEntry", "明牌"),
               QT_TRANSLATE_NOOP("ResultEntry", "本手得分"))

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        self.setMinimumWidth(760)
        self.grid = QGridLayout()
        for column, title in enumerate(self.COLUMNS):
            self.grid.addWidget(QLabel(_tr(title)), 0, column)
        self.hands: list[dict[str, Any]] = []
        self.hand_labels: list[QLabel] = []
        add, remove = QPushButton(self.tr("添加一手")), QPushButton(self.tr("删除最后一手"))
        add.clicked.connect(lambda: self.add_hand())
        remove.clicked.connect(self.remove_hand)
        limit = int(settings.get("fouls_to_lose", 3) or 0) or 99
        self.fouls = [spin(0, limit) for _ in range(3)]
        fouls = QHBoxLayout()
        fouls.addWidget(QLabel(self.tr("犯规次数")))
        for seat, box in enumerate(self.fouls):
            fouls.addWidget(QLabel(seat_label(table, seat)))
            fouls.addWidget(box)
        self.watch(*self.fouls)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        self.totals = QLabel()
        self.totals.setStyleSheet("font-weight: bold")
        self.form.addLayout(self.grid)
        self.form.addLayout(buttons)
        self.form.addLayout(fouls)
        self.form.addWidget(self.totals)
        for hand in (entry or {}).get("hands") or [None]:
            self.add_hand(hand)
        for box, value in zip(self.fouls, (entry or {}).get("fouls") or ()):
            box.setValue(int(value))
        self.update_preview()

    def add_hand(self, hand: dict | None = None) -> None:
        hand = hand or {}
        widgets = {"bid": QComboBox(), "landlord": QComboBox(), "landlord_won": QComboBox(),
                   "bombs": spin(0, 13, int(hand.get("bombs") or 0)),
                   "rocket": QCheckBox(), "spring": QCheckBox(), "open": QComboBox()}
        widgets["bid"].addItem(self.tr("无人叫"), None)
        for bid in (1, 2, 3):
            widgets["bid"].addItem(str(bid), bid)
        for seat in range(3):
            widgets["landlord"].addItem(seat_label(self.table, seat), seat)
        widgets["landlord_won"].addItem(self.tr("地主胜"), True)
        widgets["landlord_won"].addItem(self.tr("农民胜"), False)
        for kind, text in OPEN_HAND_CHOICES:
            widgets["open"].addItem(_tr(text), kind)
        widgets["bid"].setCurrentIndex(max(widgets["bid"].findData(hand.get("bid", 1)), 0))
        widgets["landlord"].setCurrentIndex(max(widgets["landlord"].findData(hand.get("landlord")), 0))
        widgets["landlord_won"].setCurrentIndex(0 if hand.get("landlord_won", True) else 1)
        widgets["rocket"].setChecked(bool(hand.get("rocket")))
        widgets["spring"].setChecked(bool(hand.get("spring")))
        shown = [kind for kind, _ in OPEN_HAND_CHOICES if kind in (hand.get("open_hands") or ())]
        widgets["open"].setCurrentIndex(widgets["open"].findData(shown[-1] if shown else None))
        row = len(self.hands) + 1
        label = QLabel()
        self.grid.addWidget(QLabel(str(row)), row, 0)
        for column, key in enumerate(("bid", "landlord", "landlord_won", "bombs", "rocket", "spring", "open"), 1):
            self.grid.addWidget(widgets[key], row, column)
            self.watch(widgets[key])
        self.grid.addWidget(label, row, len(self.COLUMNS) - 1)
        self.hands.append(widgets)
        self.hand_labels.append(label)
        self.update_preview()

    def remove_hand(self) -> None:
        if len(self.hands) <= 1:
            return
        row = len(self.hands)
        for column in range(len(self.COLUMNS)):
            item = self.grid.itemAtPosition(row, column)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()
                self.grid.removeItem(item)
        self.hands.pop()
        self.hand_labels.pop()
        self.update_preview()

    @staticmethod
    def _hand_json(widgets) -> dict[str, Any]:
        bid = widgets["bid"].currentData()
        if bid is None:
            return {"bid": None}
        kind = widgets["open"].currentData()
        return {"bid": bid, "landlord": widgets["landlord"].currentData(),
                "landlord_won": widgets["landlord_won"].currentData(),
                "bombs": widgets["bombs"].value(), "rocket": widgets["rocket"].isChecked(),
                "spring": widgets["spring"].isChecked(), "open_hands": [kind] if kind else []}

    def entry(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"hands": [self._hand_json(w) for w in self.hands]}
        if any(box.value() for box in self.fouls):
            entry["fouls"] = [box.value() for box in self.fouls]
        return entry

    def update_preview(self) -> None:
        if not hasattr(self, "totals"):
            return  # still building the form
        multipliers = self.settings.get("open_hand_multipliers")
        totals = [0, 0, 0]
        for widgets, label in zip(self.hands, self.hand_labels):
            played = widgets["bid"].currentData() is not None
            for key in ("landlord", "landlord_won", "bombs", "rocket", "spring", "open"):
                widgets[key].setEnabled(played)
            try:
                scores = score_hand(Hand.from_json(self._hand_json(widgets)), multipliers)
            except ResultError:
                label.setText("—")
                continue
            label.setText(_signed(scores))
            totals = [t + s for t, s in zip(totals, scores)]
        self.totals.setText(self.tr("本局合计：") + "，".join(
            f"{seat_label(self.table, seat)} {total:+d}" if total else f"{seat_label(self.table, seat)} 0"
            for seat, total in enumerate(totals)))
        super().update_preview()


WINNER_SIDES = (("lord", QT_TRANSLATE_NOOP("ResultEntry", "主忠胜")),
                ("rebels", QT_TRANSLATE_NOOP("ResultEntry", "反贼胜")),
                ("traitor", QT_TRANSLATE_NOOP("ResultEntry", "内奸胜")))


class IdentityDialog(EntryDialog):
    """An identity game: roles come from the seats; the referee marks the winners, the living and the kills."""

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        self.winner = QComboBox()
        for side, text in WINNER_SIDES:
            self.winner.addItem(_tr(text), side)
        top = QFormLayout()
        top.addRow(self.tr("胜方"), self.winner)
        grid = QGridLayout()
        for column, title in enumerate((self.tr("座位"), self.tr("身份"), self.tr("存活"),
                                        self.tr("击杀的座位号（如 3,5）"), self.tr("得分"))):
            grid.addWidget(QLabel(title), 0, column)
        self.alive, self.kills, self.points = [], [], []
        for seat, view in enumerate(table.seats):
            alive, kills, points = QCheckBox(), QLineEdit(), QLabel()
            for column, widget in enumerate((QLabel(f"{seat + 1}号位 {view.name}"), QLabel(view.role),
                                             alive, kills, points)):
                grid.addWidget(widget, seat + 1, column)
            self.alive.append(alive)
            self.kills.append(kills)
            self.points.append(points)
            self.watch(alive, kills)
        self.form.addLayout(top)
        self.form.addLayout(grid)
        self.watch(self.winner)
        if entry:
            self.load(entry)
        self.update_preview()

    def load(self, entry: dict) -> None:
        self.winner.setCurrentIndex(max(self.winner.findData(entry.get("winner")), 0))
        alive = entry.get("alive") or []
        flags = alive if alive and all(isinstance(a, bool) for a in alive) else [
            seat in alive for seat in range(len(self.alive))]
        for box, flag in zip(self.alive, flags):
            box.setChecked(bool(flag))
        for killer, victims in (entry.get("kills") or {}).items():
            self.kills[int(killer)].setText(",".join(str(v + 1) for v in victims))

    def _victims(self, seat: int) -> list[int]:
        text = self.kills[seat].text().replace("，", ",").replace(" ", ",")
        victims = []
        for part in filter(None, text.split(",")):
            if not part.isdigit() or not 1 <= int(part) <= len(self.kills):
                raise ResultError(f"{seat + 1}号位的击杀记录 “{part}” 无效：座位号为 1 到 {len(self.kills)}")
            victims.append(int(part) - 1)
        return victims

    def entry(self) -> dict[str, Any]:
        kills = {str(seat): self._victims(seat) for seat in range(len(self.kills)) if self._victims(seat)}
        entry = {"roles": [seat.role for seat in self.table.seats], "winner": self.winner.currentData(),
                 "alive": [box.isChecked() for box in self.alive]}
        if kills:
            entry["kills"] = kills
        return entry

    def update_preview(self) -> None:
        try:
            points = self.scored().points
        except ResultError:
            points = [None] * len(self.points)
        for label, value in zip(self.points, points):
            label.setText("" if value is None else f"{value:g}")
        super().update_preview()


DIALOGS = {"xiangqi": TwoPlayerDialog, "go": TwoPlayerDialog, "checkers": TwoPlayerDialog,
           "sanguosha_1v1": TwoPlayerDialog, "gomoku": GomokuDialog,
           "sanguosha_3v3": Sanguosha3v3Dialog, "doudizhu": DoudizhuDialog,
           "sanguosha_identity": IdentityDialog}


def dialog_for(code: str, settings: dict, table: TableView, entry: dict | None = None,
               parent=None) -> EntryDialog:
    """The detailed form of the event, prefilled with the table's stored entry if any."""
    return DIALOGS[code](code, settings, table, entry, parent)
