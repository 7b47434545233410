"""Counts the layout requests widgets receive: a view's change that should repaint in place asks none."""
from PySide6.QtCore import QEvent, QObject


class LayoutRequests(QObject):
    """Installed on the watched widgets; ``count`` is how many layout requests they have received since."""

    def __init__(self, *widgets):
        super().__init__()
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        self.count += event.type() == QEvent.LayoutRequest
        return False
