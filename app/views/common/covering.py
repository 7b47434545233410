"""Windows nothing may come in front of on their screen: a full-screen hall screen (it marks itself
with COVERS_ITS_SCREEN), over which a draft console whose countdown ran out would hide what the hall shows."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

COVERS_ITS_SCREEN = "coversItsScreen"  # a Qt property the covering window sets


def screen_covered(window: QWidget) -> bool:
    """A window marked COVERS_ITS_SCREEN shown full screen on ``window``'s screen."""
    screen = window.screen()
    return any(widget is not window and widget.property(COVERS_ITS_SCREEN) and widget.isVisible()
               and widget.isFullScreen() and widget.screen() is screen for widget in QApplication.topLevelWidgets())
