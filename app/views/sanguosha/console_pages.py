"""The console's pages: a numbered choice, the face-up generals, the blanked secret entry, the tracker board.

Display only: each page is filled from plain values by the window, which owns the keys.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from app.views.sanguosha.console_words import timer_name, word

CAMP_COLOURS = {"warm": "#c62828", "cold": "#1565c0", "lord": "#c62828", "traitor": "#1565c0"}
BIG = "font-size: 22px"
HUGE = "font-size: 30px; font-weight: bold"


def _label(text: str = "", style: str = BIG, wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setStyleSheet(style)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.PlainText)
    return label


class ChoicePage(QWidget):
    """A prompt and numbered options ("1  暖色"); a taken option is shown struck out."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = _label(style=HUGE)
        self.prompt.setAlignment(Qt.AlignCenter)
        self.options = _label(style="font-size: 26px")
        self.options.setAlignment(Qt.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.prompt)
        layout.addSpacing(24)
        layout.addWidget(self.options)
        layout.addStretch(2)

    def show_choice(self, prompt: str, options: list[tuple[int, str, bool]]) -> None:
        """``options``: (key, text, still open)."""
        self.prompt.setText(prompt)
        self.options.setText("\n".join(f"[{key}]  {text}" if open_ else f"  {key}   {text}"
                                       for key, text, open_ in options))


class GeneralCard(QFrame):
    """One general: its number, name, kingdom and HP; who took it; the keyboard cursor."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Box)
        self.number = _label(style="font-size: 15px; color: #555", wrap=False)
        self.name = _label(style="font-size: 26px; font-weight: bold", wrap=False)
        self.detail = _label(style="font-size: 15px", wrap=False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.number)
        layout.addWidget(self.name)
        layout.addWidget(self.detail)

    def show_card(self, number: int, name: str, detail: str, owner: str | None, cursor: bool) -> None:
        self.number.setText(str(number))
        self.name.setText(name)
        self.detail.setText(detail)
        border = "3px solid #f9a825" if cursor else "1px solid #999"
        if owner:
            colour = CAMP_COLOURS.get(owner, "#555")
            style = f"GeneralCard {{ border: {border}; background: #e0e0e0; }} QLabel {{ color: {colour}; }}"
        else:
            style = f"GeneralCard {{ border: {border}; background: #fffdf5; }}"
        if style != self.styleSheet():  # setting a style sheet re-polishes the card and its labels
            self.setStyleSheet(style)


class GeneralGrid(QWidget):
    """The face-up generals in rows (4 × 4 in 3v3, 2 × 5 in 1v1), the typed number and the picks so far."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = _label(style=HUGE)
        self.typed = _label(style="font-size: 22px; color: #f57f17", wrap=False)
        self.picks = _label(style="font-size: 18px", wrap=False)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        self.cards: list[GeneralCard] = []
        top = QHBoxLayout()
        top.addWidget(self.prompt, 1)
        top.addWidget(self.typed)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.grid)
        layout.addWidget(self.picks)
        layout.addStretch(1)

    def show_cards(self, cards: list[tuple[str, str, str | None]], columns: int, cursor: int) -> None:
        """``cards``: (name, detail, owner or None) in dealt order."""
        while len(self.cards) < len(cards):
            card = GeneralCard(self)
            self.grid.addWidget(card, len(self.cards) // columns, len(self.cards) % columns)
            self.cards.append(card)
        for index, card in enumerate(self.cards):
            card.setVisible(index < len(cards))
            if index < len(cards):
                name, detail, owner = cards[index]
                card.show_card(index + 1, name, detail, owner, index == cursor)


class SecretPage(QWidget):
    """Blank but for a prompt while the other side may look; one side's own generals while it sets them."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAttribute(Qt.WA_StyledBackground, True)  # the black sheet covers the whole page
        self.prompt = _label(style="font-size: 28px; font-weight: bold; color: white")
        self.prompt.setAlignment(Qt.AlignCenter)
        self.generals = _label(style="font-size: 24px; color: white")
        self.seats = _label(style="font-size: 26px; color: #ffeb3b")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.prompt)
        layout.addSpacing(16)
        layout.addWidget(self.generals)
        layout.addWidget(self.seats)
        layout.addStretch(2)
        self.setStyleSheet("SecretPage { background: #111; }")

    def show_blank(self, prompt: str) -> None:
        """Nothing of any lineup: only what the operator must do next."""
        self.prompt.setText(prompt)
        self.generals.clear()
        self.seats.clear()
        self.generals.hide()
        self.seats.hide()

    def show_entry(self, prompt: str, generals: list[str], seats: str) -> None:
        self.prompt.setText(prompt)
        self.generals.setText("\n".join(f"[{n}]  {text}" for n, text in enumerate(generals, 1)))
        self.seats.setText(seats)
        self.generals.show()
        self.seats.show()


class OrderBoard(QWidget):
    """The six roles by camp (upright / 横置 / dead, the acting one with its timer) and the foul board."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = _label(style=HUGE)
        self.columns = {camp: _label(wrap=False) for camp in ("warm", "cold")}
        self.fouls = _label(style="font-size: 24px; font-weight: bold")
        row = QHBoxLayout()
        for camp, label in self.columns.items():
            label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
            label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)  # two equal columns
            label.setStyleSheet(f"font-size: 24px; border: 3px solid {CAMP_COLOURS[camp]}; padding: 12px;"
                                "line-height: 150%")
            row.addWidget(label, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addLayout(row)
        layout.addSpacing(12)
        layout.addWidget(self.fouls)
        layout.addStretch(1)

    def show_board(self, prompt: str, columns: dict[str, str], fouls: str) -> None:
        self.prompt.setText(prompt)
        for camp, text in columns.items():
            self.columns[camp].setText(text)
        self.fouls.setText(fouls)


def role_line(number: int, role: str, general: str, max_hp, status: str, timer=None) -> str:
    """One role of the board: "[1] 主帅  曹操  5  横置  ◀ 出牌 12 s"."""
    line = f"[{number}] {word(role)}  {general}  ({max_hp if max_hp is not None else '?'})  {status}"
    if timer is not None:
        name, remaining, expired = timer
        line += f"  ◀ {timer_name(name)} {'!' if expired else ''}{remaining:.0f} s"
    return line
