"""Counts the events of one kind that widgets receive: a change that should repaint in place asks no layout,
a part of the screen that did not change is not painted."""
from PySide6.QtCore import QObject


class CountedEvents(QObject):
    """Installed on the watched widgets; ``count`` is how many ``kind`` events they have received since."""

    def __init__(self, kind, *widgets):
        super().__init__()
        self.kind, self.count = kind, 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        self.count += event.type() == self.kind
        return False
