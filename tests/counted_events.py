"""Counts the events of one kind that widgets receive: a change that should repaint in place asks no layout,
a part of the screen that did not change is not painted."""
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QRegion


class CountedEvents(QObject):
    """Installed on the watched widgets; ``count`` is how many ``kind`` events they have received since, and
    ``painted`` the region their paint events covered."""

    def __init__(self, kind, *widgets):
        super().__init__()
        self.kind, self.count, self.painted = kind, 0, QRegion()
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == self.kind:
            self.count += 1
            if event.type() == QEvent.Paint:
                self.painted += event.region()
        return False

    def covered(self, rect) -> bool:
        """Whether the paint events covered all of ``rect`` (QRegion.contains says only that they touched it)."""
        return (QRegion(rect) - self.painted).isEmpty()
