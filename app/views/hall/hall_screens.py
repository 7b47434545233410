"""Which screen the hall window is on (the screen manager, as OpenLP keeps one apart from its display): the
remembered screen, else a non-primary one; full screen on a projector, a normal window over the station's
only screen unless the referee asks; following a projector plugged in or out."""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

from app.views.base import settings_store


def choose_screen(screens: Sequence, primary, remembered: str):
    """The remembered screen if plugged in, else the first non-primary one, else the primary."""
    for screen in screens:
        if screen.name() == remembered:
            return screen
    return next((s for s in screens if s is not primary), primary)


class ScreenPlacement:
    """The hall controller's screens: where its window goes and whether it covers that screen.

    Mixed into HallController, which holds what this reads: ``window`` (None while closed), ``screen_name``
    (a hall of its own screen; None: the main hall, which the referee moves), ``windowed`` (Esc pressed),
    ``full_requested`` (full screen asked for on the only screen) and ``open()``."""

    @staticmethod
    def screens() -> list:
        return QGuiApplication.screens()

    def chosen_screen(self):
        remembered = self.screen_name or settings_store.get("hall/screen")
        return choose_screen(self.screens(), QGuiApplication.primaryScreen(), remembered)

    @property
    def full_screen(self) -> bool:
        """Full screen with a second screen; on a one-screen laptop (it would hide the station) only
        when the referee asks for it (Esc leaves it)."""
        return (len(self.screens()) > 1 or self.full_requested) and not self.windowed

    def go_full_screen(self) -> None:
        """全屏显示: full screen now, also over the station's only screen."""
        self.windowed, self.full_requested = False, True
        if self.window is None:
            self.open()
        else:
            self._place()

    def choose(self, screen) -> None:
        """Remember the screen and move the open window there (full screen again if there are two)."""
        settings_store.put("hall/screen", screen.name())
        self.windowed = False
        if self.window is not None:
            self._place()

    def leave_full_screen(self) -> None:
        """Esc: the hall window becomes a normal window until the referee picks a screen again."""
        if self.window is not None and self.window.isFullScreen():
            self.windowed, self.full_requested = True, False
            self._place()

    def _place(self) -> None:
        self.window.show_on(self.chosen_screen(), self.full_screen)

    def _screens_changed(self, *_screen) -> None:
        """A projector plugged in or out: follow the choice (or fall back to what remains)."""
        if self.window is not None:
            QTimer.singleShot(0, self._place)
