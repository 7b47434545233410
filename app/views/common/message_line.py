"""A line of text that changes often (a confirmation, a count): a new text is a repaint of the line, not a
relayout of the window; its colour and weight change without a style sheet or palette."""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget


class Look(NamedTuple):
    """How a message looks: its colour (None: the widget's own text colour) and weight."""
    colour: str | None = None
    bold: bool = False


PLAIN = Look()
BOLD = Look(bold=True)
_TALL = 1 << 16  # the height a wrapped text is measured in


class MessageLine(QWidget):
    """A text the widget paints itself, in its look's colour.

    A QLabel's new text asks its layout again (``updateGeometry``), and that climbs the page, the event
    tab and the window: each tab widget on the way repaints all of itself, the table's scroll bar
    included (on the results page that was most of each typed result's painting). This line asks for
    room again only when the room it needs changes: ``wrap`` (the default) takes the width its layout
    gives and asks again when its text needs another number of lines; otherwise it is as wide as its
    text and asks again when that width changes. A bold look's wider letters ask again too."""

    def __init__(self, parent=None, wrap: bool = True, look: Look = PLAIN):
        super().__init__(parent)
        self.wrap, self.look, self._text = wrap, PLAIN, ""
        self._measured: tuple = (None, QSize())  # (text, width), the size it needs: measuring costs
        policy = QSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        policy.setHeightForWidth(wrap)
        self.setSizePolicy(policy)
        self.say("", look)

    def text(self) -> str:
        return self._text

    def say(self, text: str, look: Look = PLAIN) -> None:
        needed = self._needed()
        if look.bold != self.look.bold:
            font = self.font()
            font.setBold(look.bold)
            self.setFont(font)  # the widget's font: laid out again (a font change always asks)
        self.look, self._text = look, text
        self.setAccessibleName(text)  # what a screen reader reads of a label
        if self._needed() != needed:
            self.updateGeometry()
        self.update()

    def colour(self) -> QColor:
        return QColor(self.look.colour) if self.look.colour else self.palette().color(QPalette.WindowText)

    def _flags(self) -> int:
        return int(Qt.AlignLeft | Qt.AlignVCenter) | (int(Qt.TextWordWrap) if self.wrap else 0)

    def _text_size(self, width: int) -> QSize:
        """The text's size within ``width``, measured again only for another text or width: a line that
        fits is its advance (a wrapped text's bounding box cost about ten times more)."""
        if self._measured[0] != (self._text, width):
            metrics = QFontMetrics(self.font())
            advance = metrics.horizontalAdvance(self._text) if "\n" not in self._text else _TALL
            size = (QSize(advance, metrics.height()) if advance <= width else
                    metrics.boundingRect(QRect(0, 0, width, _TALL), self._flags(), self._text).size())
            self._measured = ((self._text, width), size)
        return self._measured[1]

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.FontChange:
            self._measured = (None, QSize())
        super().changeEvent(event)

    def _needed(self) -> object:
        """What the layout reads of this line: its lines' height at its width when it wraps, else its size."""
        return self.heightForWidth(self.width()) if self.wrap else self.sizeHint()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        line = QFontMetrics(self.font()).height()
        if self.wrap:  # as wide as the layout makes it: the text's width is no hint
            return QSize(line, line)
        size = self._text_size(_TALL)
        return QSize(size.width(), max(size.height(), line))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.sizeHint()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return max(self._text_size(max(width, 1)).height(), QFontMetrics(self.font()).height())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setPen(self.colour())
        painter.drawText(self.rect(), self._flags(), self._text)
