"""A one-line (wrapping) message whose colour and weight change without a style sheet or palette."""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QLabel


class Look(NamedTuple):
    """How a message looks: its colour (None: the widget's own text colour) and weight."""
    colour: str | None = None
    bold: bool = False


PLAIN = Look()


class MessageLine(QLabel):
    """A label that paints its text in its look's colour.

    Under a style sheet (an event tab has one) a label given a new style sheet or palette is polished
    again and its tab laid out and repainted: on the results page, whose line turns from a table's names
    to the result's confirmation at every result, that was a fifth of each typed result. Here a new
    colour is only a repaint of the line."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.look = PLAIN

    def say(self, text: str, look: Look = PLAIN) -> None:
        if look.bold != self.look.bold:
            font = self.font()
            font.setBold(look.bold)
            self.setFont(font)  # a warning's bold line may take more room: laid out again
        if look != self.look:
            self.look = look
            self.update()
        self.setText(text)

    def colour(self) -> QColor:
        return QColor(self.look.colour) if self.look.colour else self.palette().color(QPalette.WindowText)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setPen(self.colour())
        painter.drawText(self.contentsRect(), int(self.alignment()) | Qt.TextWordWrap, self.text())
