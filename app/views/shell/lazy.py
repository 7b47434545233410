"""Pages in background tabs skip reloads and catch up when shown (a result must not wait on hidden tabs)."""
from __future__ import annotations


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
