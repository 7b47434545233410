"""What waits until it is seen: pages in background tabs skip reloads and catch up when shown (a result must
not wait on hidden tabs); the window's first frame waits on nothing it does not show."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class RefreshWhenShown:
    """Mix into a QWidget with a ``refresh()``; call ``refresh_when_shown()`` from signal handlers."""

    _outdated = False

    def refresh_when_shown(self) -> None:
        if not self.isVisible():
            self._outdated = True
            return
        self.refresh()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._outdated:
            self._outdated = False
            self.refresh()


PAINT_WAIT_MS = 1000  # a minimized or covered window may never paint: what waits on it runs after this anyway


def after_first_paint(widget, then: Callable[[], None]) -> None:
    """Run ``then`` once ``widget`` has painted its first frame (on screen already: its next one, asked for
    here, which shows what changed meanwhile): what the window does not need to show itself waits until it has,
    at most ``PAINT_WAIT_MS``."""
    widget.installEventFilter(_AfterFirstPaint(widget, then))
    if widget.isVisible():
        widget.update()


class _AfterFirstPaint(QObject):
    def __init__(self, widget, then: Callable[[], None]):
        super().__init__(widget)
        self._then: Callable[[], None] | None = then
        QTimer.singleShot(PAINT_WAIT_MS, self, self._run)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # after this paint is done
        return False

    def _run(self) -> None:
        """Once: the first of the paint and the wait's end."""
        if self._then is None:
            return
        then, self._then = self._then, None
        self.parent().removeEventFilter(self)
        then()
