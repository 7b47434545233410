"""The card-game result forms: Dou Dizhu hands and Sanguosha identity roles, with live scoring."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
)

from app.scoring import Hand, ResultError, score_hand
from app.standings.numbers import points_text
from app.views.results.entry_base import EntryDialog, _tr, seat_label, spin

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
        limit = int(settings["fouls_to_lose"]) or 99
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
        if hand:
            widgets["bid"].setCurrentIndex(max(widgets["bid"].findData(hand.get("bid")), 0))
            widgets["landlord"].setCurrentIndex(max(widgets["landlord"].findData(hand.get("landlord")), 0))
            widgets["landlord_won"].setCurrentIndex(0 if hand.get("landlord_won", True) else 1)
        else:  # a new hand starts empty: OK alone must not record a made-up hand
            for key in ("bid", "landlord", "landlord_won"):
                widgets[key].setCurrentIndex(-1)
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
        multipliers = self.settings["open_hand_multipliers"]
        totals = [0, 0, 0]
        for widgets, label in zip(self.hands, self.hand_labels):
            if self._missing(widgets):
                label.setText("—")
                continue
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
        missing = [(row, what) for row, widgets in enumerate(self.hands, 1)
                   if (what := self._missing(widgets))]
        if missing:
            row, what = missing[0]
            self.preview.setText("")
            self.error.setText(self.tr("第 %1 手：请选择%2").replace("%1", str(row)).replace("%2", what))
            self.buttons.button(QDialogButtonBox.Ok).setEnabled(False)
            return
        super().update_preview()

    def _missing(self, widgets) -> str:
        """What the referee has not chosen yet in this hand ('' when it is complete)."""
        if widgets["bid"].currentIndex() < 0:
            return self.tr("叫分")
        if widgets["bid"].currentData() is None:
            return ""
        if widgets["landlord"].currentIndex() < 0:
            return self.tr("地主")
        if widgets["landlord_won"].currentIndex() < 0:
            return self.tr("胜方")
        return ""


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
            seat_text = self.tr("%1号位 %2").replace("%1", str(seat + 1)).replace("%2", view.name)
            for column, widget in enumerate((QLabel(seat_text), QLabel(view.role), alive, kills, points)):
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
                raise ResultError("identity.bad_kill_entry", seat=seat + 1, part=part, kills_count=len(self.kills))
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
            label.setText("" if value is None else points_text(value))
        super().update_preview()
