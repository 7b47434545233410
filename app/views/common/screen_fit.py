"""Windows open no larger than the screen they open on: a 1366×768 laptop keeps every button in view."""
from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication

TITLE_BAR_ROOM = 40  # pixels a window manager's title bar takes above the window


def screen_room(widget=None) -> QRect:
    """The free area (no task bar) of the screen ``widget`` opens on, or the primary screen's."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 728)


def fitted_size(width: int, height: int, widget=None) -> tuple[int, int]:
    """``width`` × ``height``, but never wider than the screen or taller than it leaves below a title bar."""
    room = screen_room(widget)
    return min(width, room.width()), min(height, room.height() - TITLE_BAR_ROOM)


def fit_on_screen(window, width: int, height: int) -> None:
    """Resize a window to the size it wants, cut to the screen it opens on."""
    window.resize(*fitted_size(width, height, window))
