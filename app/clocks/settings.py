"""Timers from specs and snapshots: make one, restore one after a crash, what the outage costs.

The settings dicts themselves (shapes, validation, spec ↔ dict) are in specs.py.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Mapping

from app.clocks.game_clock import GameClock, outage_charge
from app.clocks.modes import ClockSpec, CountdownSpec
from app.clocks.specs import Spec
from app.clocks.timers import ActionTimer, Countdown, RoundTimer, Stopwatch
from app.messages import Refusal


def make_timer(spec: Spec, now: Callable[[], float] = time.monotonic,
               wall: Callable[[], float] = time.time):
    """The timer object for a spec: GameClock, Countdown or Stopwatch."""
    if isinstance(spec, ClockSpec):
        return GameClock(spec, now, wall)
    if isinstance(spec, CountdownSpec):
        return Countdown(spec, now, wall)
    return Stopwatch(now, wall)


_RESTORERS = {"game_clock": GameClock, "countdown": Countdown, "round": RoundTimer,
              "action": ActionTimer, "stopwatch": Stopwatch}


def restore_timer(snapshot: Mapping[str, Any], now: Callable[[], float] = time.monotonic,
                  charge_outage: bool | float = False, wall: Callable[[], float] = time.time):
    """Restore any timer from its ``snapshot()`` by its "kind" (paused; see game_clock.py)."""
    kind = snapshot.get("kind")
    if kind not in _RESTORERS:
        raise Refusal("clock.unknown_timer", kind=kind)
    return _RESTORERS[kind].restore(dict(snapshot), now=now, charge_outage=charge_outage,
                                    wall=wall)


def snapshot_running(snapshot: Mapping[str, Any]) -> bool:
    """Whether the timer was running when the snapshot was taken (a crash stopped it)."""
    if snapshot.get("kind") == "game_clock":
        return bool((snapshot.get("core") or {}).get("running"))
    return bool(snapshot.get("running") or (snapshot.get("action") or {}).get("running"))


def outage_to_offer(snapshot: Mapping[str, Any], wall: Callable[[], float] = time.time) -> float:
    """Seconds ``charge_outage=True`` would charge on restore; 0 if nothing was running.

    The recovery dialog asks the referee only when this is above 0.
    """
    return outage_charge(dict(snapshot), True, wall) if snapshot_running(snapshot) else 0.0
