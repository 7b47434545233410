"""An event's clock and hall round timer, read from its settings (the presets with overrides).

Rules read the clocks package, never the other way round: app/clocks knows the
clock modes, not the events.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Mapping

from app.clocks import RoundTimer, spec_from_settings
from app.rules.events import settings_for


def clock_preset(code: str, overrides: Mapping[str, Any] | None = None):
    """The clock spec of an event: ``settings_for(code, overrides)["clock"]``.

    A ``ClockSpec`` for two-player modes, a ``CountdownSpec`` for table
    countdowns (Dou Dizhu, Sanguosha), a ``StopwatchSpec`` for "stopwatch".
    ``overrides`` are the event's stored setting overrides (the whole dict).
    """
    return spec_from_settings(settings_for(code, overrides)["clock"])


def round_seconds(settings: Mapping[str, Any]) -> float:
    """How long a round lasts, in seconds: the event's "round_minutes" setting (the hall round timer)."""
    return float(settings["round_minutes"]) * 60


def round_timer(code: str, overrides: Mapping[str, Any] | None = None,
                now: Callable[[], float] = time.monotonic,
                wall: Callable[[], float] = time.time) -> RoundTimer:
    """The hall round timer of an event."""
    return RoundTimer(round_seconds(settings_for(code, overrides)), now, wall)
