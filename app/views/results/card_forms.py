"""The card-game result forms: Dou Dizhu hands and Sanguosha identity roles, with live scoring."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.scoring import Hand, ResultError, score_hand
from app.scoring.doudizhu import hand_stake
from app.scoring.entries import HandsEntry, RolesEntry
from app.scoring.identity import victims_from_text
from app.standings.numbers import points_text
from app.views.common.messages import shown
from app.views.results.entry_base import EntryDialog, _tr, seat_label, spin
from app.views.rounds.identity_roles_dialog import role_name

OPEN_HAND_CHOICES = ((None, QT_TRANSLATE_NOOP("ResultEntry", "不明牌")),
                     ("after_bottom", QT_TRANSLATE_NOOP("ResultEntry", "明牌")),
                     ("deal", QT_TRANSLATE_NOOP("ResultEntry", "发牌明牌")),
                     ("start", QT_TRANSLATE_NOOP("ResultEntry", "明牌开始")))


HANDS_HEIGHT = 360  # about ten hands; the form stays on a 1366×768 screen
SCORE_ROOM = "+768 / -384 / -384"  # bid 3 × 64 × 2: the score column keeps its width while points change


def _signed(values) -> str:
    return " / ".join(f"{v:+d}" if v else "0" for v in values)


class DoudizhuDialog(EntryDialog):
    """A Dou Dizhu game hand by hand, keyboard first: bid → landlord → winner, the fields every hand has
    (so "3 1 1" is bid 3, landlord 1, landlord won), then Enter adds the hand and returns to the bid
    (Enter on a new empty hand records the game). The extras — bombs, rocket, spring, open hand — come
    only when asked for, by Tab after the winner or * anywhere in the hand. Each hand's points show in
    its row and in words under the hands before Enter adds it. A table scored on paper is entered as
    its three totals instead."""

    COLUMNS = (QT_TRANSLATE_NOOP("ResultEntry", "手"),
               QT_TRANSLATE_NOOP("ResultEntry", "叫分"),
               QT_TRANSLATE_NOOP("ResultEntry", "地主"),
               QT_TRANSLATE_NOOP("ResultEntry", "胜方"),
               QT_TRANSLATE_NOOP("ResultEntry", "炸弹"),
               QT_TRANSLATE_NOOP("ResultEntry", "火箭"),
               QT_TRANSLATE_NOOP("ResultEntry", "春天"),
               QT_TRANSLATE_NOOP("ResultEntry", "明牌"),
               QT_TRANSLATE_NOOP("ResultEntry", "本手得分"))
    FIELDS = ("bid", "landlord", "landlord_won", "bombs", "rocket", "spring", "open")  # the keyboard order
    DIGIT_CHOICES = ("bid", "landlord", "open", "landlord_won")  # a digit picks the item it numbers
    NEXT_AFTER_DIGIT = {"bid": "landlord", "landlord": "landlord_won"}  # the winner and 明牌 keep the cursor

    def __init__(self, code, settings, table, entry=None, parent=None):
        super().__init__(code, settings, table, parent)
        self.setMinimumWidth(760)
        self._typing: dict[str, Any] | None = None  # the hand the cursor is in (its points show below)
        entry = self.read(entry) if entry else HandsEntry()
        self.paper = QCheckBox(self.tr("只录三人合计（纸面记分）"))
        self.paper.setToolTip(self.tr("本桌在纸上逐手记分：只录入三人的合计，合计之和须为 0"))
        self.hands_box = QWidget()
        hands_layout = QVBoxLayout(self.hands_box)
        hands_layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        for column, title in enumerate(self.COLUMNS):
            self.grid.addWidget(QLabel(_tr(title)), 0, column)
        self.hands: list[dict[str, Any]] = []
        self.hand_labels: list[QLabel] = []
        self._hand_of: dict[QWidget, dict[str, Any]] = {}
        add, remove = QPushButton(self.tr("添加一手")), QPushButton(self.tr("删除最后一手"))
        for button in (add, remove):
            button.setAutoDefault(False)
        add.clicked.connect(lambda: self.add_hand(focus=True))
        remove.clicked.connect(self.remove_hand)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        self.hand_line = QLabel()  # the hand being typed: its points in words, before Enter adds it
        self.hand_line.setStyleSheet("font-weight: bold")
        self.key_hint = QLabel(self.tr("键盘：叫分 0–3 → 地主 1–3 → 胜方（1 地主胜 / 2 农民胜）→ Enter 记下这一手；"
                                       "加倍项按 Tab 或 *：炸弹（个数）、火箭 / 春天（空格）、明牌（0–3）；新的一手为空时 Enter 保存"))
        self.key_hint.setWordWrap(True)  # a long hint wraps: it never widens the form
        self.grid_host = QWidget()
        self.grid_host.setLayout(self.grid)
        self.hands_scroll = QScrollArea()  # a long game scrolls: the form stays on a 768-pixel screen
        self.hands_scroll.setWidgetResizable(True)
        self.hands_scroll.setFrameShape(QFrame.NoFrame)
        self.hands_scroll.setWidget(self.grid_host)
        self.grid.setAlignment(Qt.AlignTop)
        hands_layout.addWidget(self.hands_scroll, 1)
        hands_layout.addWidget(self.hand_line)
        hands_layout.addLayout(buttons)
        hands_layout.addWidget(self.key_hint)
        self.totals_box = QWidget()
        totals_row = QHBoxLayout(self.totals_box)
        totals_row.setContentsMargins(0, 0, 0, 0)
        self.paper_totals = [spin(-999999, 999999) for _ in range(3)]
        totals_row.addWidget(QLabel(self.tr("三人合计")))
        for seat, box in enumerate(self.paper_totals):
            totals_row.addWidget(QLabel(seat_label(table, seat)))
            totals_row.addWidget(box)
        totals_row.addStretch(1)
        self.watch(*self.paper_totals)
        limit = int(settings["fouls_to_lose"]) or 99
        self.fouls = [spin(0, limit) for _ in range(3)]
        fouls = QHBoxLayout()
        fouls.addWidget(QLabel(self.tr("犯规次数")))
        for seat, box in enumerate(self.fouls):
            fouls.addWidget(QLabel(seat_label(table, seat)))
            fouls.addWidget(box)
        self.watch(*self.fouls)
        self.totals = QLabel()
        self.totals.setStyleSheet("font-weight: bold")
        self.form.addWidget(self.paper)
        self.form.addWidget(self.hands_box)
        self.form.addWidget(self.totals_box)
        self.form.addLayout(fouls)
        self.form.addWidget(self.totals)
        for hand in entry.hands or [None]:
            self.add_hand(hand)
        for box, value in zip(self.paper_totals, entry.totals or ()):
            box.setValue(int(value))
        for box, value in zip(self.fouls, entry.fouls or ()):
            box.setValue(int(value))
        self.paper.setChecked(entry.totals is not None)
        self._show_mode()
        self.paper.toggled.connect(self._show_mode)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._focus_start()

    def _focus_start(self) -> None:
        """The cursor opens where the referee types next: the last hand's 叫分, or the first total."""
        (self.paper_totals[0] if self.paper.isChecked() else self.hands[-1]["bid"]).setFocus()

    def _show_mode(self, *_args) -> None:
        self.hands_box.setVisible(not self.paper.isChecked())
        self.totals_box.setVisible(self.paper.isChecked())
        self.update_preview()
        if self.isVisible():
            self._focus_start()

    def add_hand(self, hand: Hand | None = None, focus: bool = False) -> None:
        widgets = {"bid": QComboBox(), "landlord": QComboBox(), "landlord_won": QComboBox(),
                   "bombs": spin(0, 13, hand.bombs if hand else 0),
                   "rocket": QCheckBox(), "spring": QCheckBox(), "open": QComboBox()}
        widgets["bid"].addItem(self.tr("0 无人叫"), None)
        for bid in (1, 2, 3):
            widgets["bid"].addItem(str(bid), bid)
        for seat in range(3):
            widgets["landlord"].addItem(f"{seat + 1} {seat_label(self.table, seat)}", seat)
        widgets["landlord_won"].addItem(self.tr("1 地主胜"), True)
        widgets["landlord_won"].addItem(self.tr("2 农民胜"), False)
        for number, (kind, text) in enumerate(OPEN_HAND_CHOICES):
            widgets["open"].addItem(f"{number} {_tr(text)}", kind)
        if hand:
            widgets["bid"].setCurrentIndex(max(widgets["bid"].findData(hand.bid), 0))
            widgets["landlord"].setCurrentIndex(max(widgets["landlord"].findData(hand.landlord), 0))
            widgets["landlord_won"].setCurrentIndex(1 if hand.landlord_won is False else 0)
        else:  # a new hand starts empty: OK alone must not record a made-up hand
            for key in ("bid", "landlord", "landlord_won"):
                widgets[key].setCurrentIndex(-1)
        widgets["rocket"].setChecked(bool(hand and hand.rocket))
        widgets["spring"].setChecked(bool(hand and hand.spring))
        open_kinds = [kind for kind, _ in OPEN_HAND_CHOICES if hand and kind in hand.open_hands]
        widgets["open"].setCurrentIndex(widgets["open"].findData(open_kinds[-1] if open_kinds else None))
        row = len(self.hands) + 1
        label = QLabel()
        label.setMinimumWidth(label.fontMetrics().horizontalAdvance(SCORE_ROOM))
        self.grid.addWidget(QLabel(str(row)), row, 0)
        previous = self.hands[-1]["landlord_won"] if self.hands else None
        for column, key in enumerate(self.FIELDS, 1):
            self.grid.addWidget(widgets[key], row, column)
            self.watch(widgets[key])
            widgets[key].installEventFilter(self)
            self._hand_of[widgets[key]] = widgets
            if previous is not None:
                QWidget.setTabOrder(previous, widgets[key])
            previous = widgets[key]
        self.grid.addWidget(label, row, len(self.COLUMNS) - 1)
        self.hands.append(widgets)
        self.hand_labels.append(label)
        if self.isVisible():  # a widget just laid out shows only later; the keyboard and the fit need it now
            for widget in (*widgets.values(), label, self.grid.itemAtPosition(row, 0).widget()):
                widget.show()
        self._fit_hands()
        self.update_preview()
        if focus:
            widgets["bid"].setFocus()
            self.hands_scroll.ensureWidgetVisible(widgets["bid"])

    def remove_hand(self) -> None:
        if len(self.hands) <= 1:
            return
        row = len(self.hands)
        for column in range(len(self.COLUMNS)):
            item = self.grid.itemAtPosition(row, column)
            if item is not None and item.widget() is not None:
                self._hand_of.pop(item.widget(), None)
                item.widget().deleteLater()
                self.grid.removeItem(item)
        if self._typing is self.hands.pop():
            self._typing = None
        self.hand_labels.pop()
        self._fit_hands()
        self.update_preview()

    def _fit_hands(self) -> None:
        """The hands show whole up to HANDS_HEIGHT pixels; a longer game scrolls up and down inside the
        form, never sideways: the form is as wide as the hands and the scroll bar they may need (Qt opens
        a dialog at most 2/3 of the screen wide, which put English 本手得分 behind a scroll bar)."""
        self.hands_scroll.setMinimumHeight(min(self.grid_host.sizeHint().height() + 2, HANDS_HEIGHT))
        self.hands_scroll.setMinimumWidth(self.grid_host.sizeHint().width()
                                          + self.hands_scroll.verticalScrollBar().sizeHint().width()
                                          + 2 * self.hands_scroll.frameWidth())

    def eventFilter(self, watched, event) -> bool:
        """Digits pick a numbered choice and move on; * asks for the extras; Enter records the hand
        (see the class docstring). The hand the cursor enters is the one whose points show below."""
        widgets = self._hand_of.get(watched)
        if widgets is not None and event.type() == QEvent.FocusIn:
            self._typing = widgets
            self._show_hand_line()
        if widgets is None or event.type() != QEvent.KeyPress:
            return super().eventFilter(watched, event)
        key = event.key()
        if key in (Qt.Key_Return, Qt.Key_Enter) and not event.modifiers() & Qt.ControlModifier:
            self._enter(widgets)
            return True
        if key == Qt.Key_Asterisk:
            if widgets["bombs"].isEnabled():  # a no-bid hand has no extras
                widgets["bombs"].setFocus(Qt.TabFocusReason)  # its text selected: a digit replaces it
            return True
        field = next(k for k, w in widgets.items() if w is watched)
        if field in self.DIGIT_CHOICES and Qt.Key_0 <= key <= Qt.Key_9:
            index = key - Qt.Key_0 - (0 if field in ("bid", "open") else 1)
            if 0 <= index < watched.count() and watched.isEnabled():
                watched.setCurrentIndex(index)
                self._advance(widgets, field)
            return True
        return super().eventFilter(watched, event)

    def _advance(self, widgets, field: str) -> None:
        """After a choice, the cursor goes to the next field every hand needs; after the winner it stays,
        for Enter (or Tab to the extras). A no-bid hand needs nothing more: its Enter."""
        if field == "bid" and widgets["bid"].currentData() is None:
            return
        following = self.NEXT_AFTER_DIGIT.get(field)
        if following is not None:
            widgets[following].setFocus(Qt.TabFocusReason)

    def _enter(self, widgets) -> None:
        """Enter on a hand: a complete last hand adds the next one at its 叫分; an incomplete hand
        puts the cursor on what is missing; Enter on the new empty hand records the game."""
        if widgets is self.hands[-1] and self._untouched(widgets) and len(self.hands) > 1:
            self.accept()
            return
        missing = self._missing_field(widgets)
        if missing:
            widgets[missing].setFocus()
        elif widgets is self.hands[-1]:
            self.add_hand(focus=True)
        else:
            self.hands[self.hands.index(widgets) + 1]["bid"].setFocus()

    @staticmethod
    def _untouched(widgets) -> bool:
        return widgets["bid"].currentIndex() < 0

    def _entered_hands(self) -> list[dict[str, Any]]:
        """The hands the referee entered: a new empty hand after them (Enter added it) is not one."""
        if len(self.hands) > 1 and self._untouched(self.hands[-1]):
            return self.hands[:-1]
        return self.hands

    @staticmethod
    def _hand(widgets) -> Hand:
        bid = widgets["bid"].currentData()
        if bid is None:
            return Hand(bid=None)
        kind = widgets["open"].currentData()
        return Hand(bid=bid, landlord=widgets["landlord"].currentData(),
                    landlord_won=widgets["landlord_won"].currentData(), bombs=widgets["bombs"].value(),
                    rocket=widgets["rocket"].isChecked(), spring=widgets["spring"].isChecked(),
                    open_hands=(kind,) if kind else ())

    def entry(self) -> HandsEntry:
        fouls = tuple(box.value() for box in self.fouls) if any(box.value() for box in self.fouls) else None
        if self.paper.isChecked():
            return HandsEntry(totals=tuple(box.value() for box in self.paper_totals), fouls=fouls)
        return HandsEntry(hands=tuple(self._hand(w) for w in self._entered_hands()), fouls=fouls)

    def points_words(self, points: float) -> str:
        """A Dou Dizhu game's points are won from the other seats: signed (+6, -3), as the hands' line shows them."""
        return f"+{points_text(points)}" if points > 0 else points_text(points)

    def update_preview(self) -> None:
        if not hasattr(self, "paper_totals") or not hasattr(self, "totals"):
            return  # still building the form
        if self.paper.isChecked():
            self.totals.setText("")
            super().update_preview()
            return
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
                scores = score_hand(self._hand(widgets), multipliers)
            except ResultError:
                label.setText("—")
                continue
            label.setText(_signed(scores))
            totals = [t + s for t, s in zip(totals, scores)]
        self.totals.setText(self.tr("本局合计：")
                            + self.seat_values(f"{total:+d}" if total else "0" for total in totals))
        self._fit_hands()
        self._show_hand_line()
        missing = [(row, what) for row, widgets in enumerate(self._entered_hands(), 1)
                   if (what := self._missing(widgets))]
        if missing:
            row, what = missing[0]
            self.preview.setText("")
            self.error.setText(self.tr("第 %1 手：请选择%2").replace("%1", str(row)).replace("%2", what))
            self.buttons.button(QDialogButtonBox.Ok).setEnabled(False)
            return
        super().update_preview()

    def _show_hand_line(self) -> None:
        """The hand being typed in words under the hands: how its points come, or what it still needs."""
        if not self.hands:
            return
        widgets = self._typing if self._typing is not None else self.hands[-1]
        number = str(self.hands.index(widgets) + 1)
        what = self._missing(widgets)
        if what:
            self.hand_line.setText(self.tr("第 %1 手：请选择%2").replace("%1", number).replace("%2", what))
            return
        hand = self._hand(widgets)
        if hand.bid is None:
            self.hand_line.setText(self.tr("第 %1 手：无人叫，0 分").replace("%1", number))
            return
        try:
            stake, scores = hand_stake(hand, self.settings["open_hand_multipliers"]), score_hand(
                hand, self.settings["open_hand_multipliers"])
        except ResultError as error:
            self.hand_line.setText(self.tr("第 %1 手：").replace("%1", number) + shown(error))
            return
        self.hand_line.setText(
            self.tr("第 %1 手：叫 %2 分 × %3 = %4 分　%5　Enter 记下").replace("%1", number)
            .replace("%2", str(hand.bid)).replace("%3", str(stake // hand.bid)).replace("%4", str(stake))
            .replace("%5", self.seat_values(f"{score:+d}" if score else "0" for score in scores)))

    def _missing_field(self, widgets) -> str:
        """The first field of this hand the referee has not chosen yet ('' when it is complete)."""
        if widgets["bid"].currentIndex() < 0:
            return "bid"
        if widgets["bid"].currentData() is None:
            return ""
        for field in ("landlord", "landlord_won"):
            if widgets[field].currentIndex() < 0:
                return field
        return ""

    def _missing(self, widgets) -> str:
        """What the referee has not chosen yet in this hand, in words ('' when it is complete)."""
        return {"bid": self.tr("叫分"), "landlord": self.tr("地主"), "landlord_won": self.tr("胜方"),
                "": ""}[self._missing_field(widgets)]


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
            for column, widget in enumerate((QLabel(seat_text), QLabel(role_name(view.role)), alive, kills, points)):
                grid.addWidget(widget, seat + 1, column)
            self.alive.append(alive)
            self.kills.append(kills)
            self.points.append(points)
            self.watch(alive, kills)
        self.form.addLayout(top)
        self.form.addLayout(grid)
        self.watch(self.winner)
        if entry:
            self.load(self.read(entry))
        self.update_preview()

    def load(self, entry: RolesEntry) -> None:
        self.winner.setCurrentIndex(max(self.winner.findData(entry.winner), 0))
        alive = entry.alive or ()
        flags = alive if alive and all(isinstance(a, bool) for a in alive) else [
            seat in alive for seat in range(len(self.alive))]
        for box, flag in zip(self.alive, flags):
            box.setChecked(bool(flag))
        for killer, victims in (entry.kills or {}).items():
            self.kills[int(killer)].setText(",".join(str(v + 1) for v in victims))

    def _victims(self, seat: int) -> list[int]:
        return victims_from_text(self.kills[seat].text(), seat, len(self.kills))

    def entry(self) -> RolesEntry:
        kills = {str(seat): self._victims(seat) for seat in range(len(self.kills)) if self._victims(seat)}
        return RolesEntry(roles=tuple(seat.role for seat in self.table.seats), winner=self.winner.currentData(),
                          alive=tuple(box.isChecked() for box in self.alive), kills=kills or None)

    def update_preview(self) -> None:
        try:
            points = self.scored().points
        except ResultError:
            points = [None] * len(self.points)
        for label, value in zip(self.points, points):
            label.setText("" if value is None else points_text(value))
        super().update_preview()
