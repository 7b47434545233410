"""Whether a full-screen hall covers a window's screen: a window that comes forward there (a draft
console whose countdown ran out) would put itself over what the hall shows."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget


def hall_covers(window: QWidget) -> bool:
    """A hall screen shown full screen on ``window``'s screen."""
    from app.views.hall.hall_screen import HallScreen  # the hall's window, loaded with the hall
    screen = window.screen()
    return any(isinstance(widget, HallScreen) and widget.isVisible() and widget.isFullScreen()
               and widget.screen() is screen for widget in QApplication.topLevelWidgets())
