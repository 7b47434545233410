"""The console's own time (docs/rules.md §5.1, the pause rule): stopped until the referee starts
it and while the referee pauses it, so no step's countdown runs and no default is taken then.

A draft reads ``clock()`` as its ``now``; the wall time is given, never read here.
"""
from __future__ import annotations

from typing import Callable

READY, RUNNING, PAUSED = "ready", "running", "paused"


class ConsoleClock:
    """Game time: the wall time less every stretch spent ready or paused."""

    def __init__(self, wall: Callable[[], float]):
        self.wall = wall
        self.state = READY
        self._frozen = wall()
        self._offset = 0.0

    def __call__(self) -> float:
        return self.wall() - self._offset if self.state == RUNNING else self._frozen

    @property
    def running(self) -> bool:
        return self.state == RUNNING

    def start(self) -> None:
        """Space / Enter: the countdowns run (from ready, or again after a pause)."""
        if self.state != RUNNING:
            self._offset = self.wall() - self._frozen
            self.state = RUNNING

    def pause(self) -> None:
        """The referee's pause: the step's time left stays as it is until the start."""
        if self.state == RUNNING:
            self._frozen = self()
            self.state = PAUSED

    def stop(self) -> None:
        """Back to ready (a new game at the same window): nothing runs until the referee starts it."""
        self.pause()
        self.state = READY

    def toggle(self) -> None:
        self.pause() if self.running else self.start()
