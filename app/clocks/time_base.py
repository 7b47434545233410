"""The time base every timer runs on: a monotonic ``now``, the wall time its snapshots carry, and
the instant of its last commit (start, press, pause …) from which a reading counts the running time."""
from __future__ import annotations

import time
from typing import Callable


class TimeBase:
    """Shared by the game clock and the table, action and round timers, so both read time alike."""

    def __init__(self, now: Callable[[], float] = time.monotonic, wall: Callable[[], float] = time.time):
        self.now = now  # the time source, public so views read the same clock
        self._wall = wall
        self._since = now()  # the last commit's instant

    def _instant(self, at: float | None) -> float:
        """A command's instant: ``at`` kept between the last commit and now."""
        now = self.now()
        return now if at is None else min(max(at, self._since), now)

    def _reading(self, at: float | None) -> float:
        """A reading's instant: may lie in the future (a pure projection)."""
        return self.now() if at is None else max(at, self._since)

    def _ran(self, t: float) -> float:
        """Seconds from the last commit to ``t`` (none before it)."""
        return max(0.0, t - self._since)

    def _commit(self, t: float) -> None:
        """Readings count from ``t`` on; a commit never moves back in time."""
        self._since = max(self._since, t)
