"""Table countdowns, action timers, the hall round timer and a stopwatch.

All read elapsed running time from timestamps (``used`` at the last commit plus
``now - since`` while running), as the game clock does.

* ``Countdown`` (table timer): counts ``duration`` down; then, if the spec has
  ``extra`` (Sanguosha 40 min + 5), the extra time follows by itself (phase
  ``"extra"``); past the end ``time_up`` is set and the timer stops.  Like the
  game clock, time is up only when strictly exceeded.  ``alert_due`` becomes
  true once ``alert_at`` seconds have run (identity: 崩坏 at 30 min).  A spec
  with ``actions`` carries an ``ActionTimer`` in ``.action``, paused and
  resumed with the table.
* ``ActionTimer``: one call ``start(name)`` (re)starts a countdown of that
  action's seconds (action 15, skill 5, draft 20, lineup 90, camp 10);
  ``expired`` once it is exceeded.
* ``RoundTimer``: the hall countdown to the end of the round.
* ``Stopwatch``: counts up.

Snapshots and ``restore(snapshot, now, charge_outage=False)`` follow the game
clock's rules (game_clock.py): restored timers are paused; charging the outage
adds the wall time since the snapshot to a timer that was running.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable, Mapping

from app.clocks.game_clock import SNAPSHOT_VERSION, check_version, outage_charge
from app.clocks.modes import CountdownSpec
from app.clocks.time_base import TimeBase
from app.messages import NotNow, Refusal


class _RunningTime(TimeBase):
    """Start / pause / resume over a running-time total that stops at ``limit``."""

    kind = ""

    def __init__(self, now: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time):
        super().__init__(now, wall)
        self._used = 0.0
        self._started = False
        self._running = False
        self._time_up = False

    def _limit(self) -> float:
        return math.inf

    def _elapsed(self, t: float) -> float:
        """Running seconds at ``t``, unclamped (a value past the limit means time is up)."""
        return self._used + (self._ran(t) if self._running else 0.0)

    def _is_up(self, elapsed: float) -> bool:
        return self._time_up or elapsed > self._limit()

    def _settle(self, t: float) -> None:
        elapsed = self._elapsed(t)
        if self._is_up(elapsed):
            self._used, self._time_up, self._running = self._limit(), True, False
        else:
            self._used = elapsed
        self._commit(t)

    def start(self, at: float | None = None) -> None:
        """Start from zero (restart if already started)."""
        self._used, self._started, self._running, self._time_up = 0.0, True, True, False
        self._since = self._instant(at)

    def pause(self, at: float | None = None) -> bool:
        self._settle(self._instant(at))
        was_running, self._running = self._running, False
        return was_running

    def resume(self, at: float | None = None) -> bool:
        t = self._instant(at)
        self._settle(t)
        if not self._started or self._running or self._time_up:
            return False
        self._running, self._since = True, t
        return True

    def _require_paused(self) -> None:
        if self._running:
            raise NotNow("clock.pause_timer_to_adjust")

    def _base_snapshot(self, t: float) -> dict:
        self._settle(t)
        return {"kind": self.kind, "version": SNAPSHOT_VERSION, "used": self._used, "running": self._running,
                "started": self._started, "time_up": self._time_up, "wall": self._wall()}

    def _load(self, snapshot: dict, charge_outage: bool | float) -> None:
        check_version(snapshot)
        self._used, self._started = float(snapshot["used"]), bool(snapshot["started"])
        self._time_up = bool(snapshot["time_up"])
        if snapshot["running"]:
            self._used += outage_charge(snapshot, charge_outage, self._wall)
            if self._used > self._limit():
                self._used, self._time_up = self._limit(), True
        self._running = False
        self._since = self.now()


@dataclass(frozen=True)
class ActionState:
    name: str | None
    remaining: float
    expired: bool
    running: bool


class ActionTimer(_RunningTime):
    """Sanguosha per-action countdown; ``start(name)`` restarts it for that action."""

    kind = "action"

    def __init__(self, actions: Mapping[str, float], now: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time):
        super().__init__(now, wall)
        self.actions = dict(actions)
        self._name: str | None = None

    def _limit(self) -> float:
        return self.actions.get(self._name, 0.0) if self._name else 0.0

    def start(self, name: str = "action",  # type: ignore[override]
              at: float | None = None) -> None:
        if name not in self.actions:
            raise Refusal("clock.unknown_action", name=name, actions=list(self.actions))
        self._name = name
        super().start(at)

    def stop(self) -> None:
        """Clear the action timer (no action running)."""
        self._name, self._running, self._started, self._used = None, False, False, 0.0
        self._time_up = False

    def state(self, at: float | None = None) -> ActionState:
        if self._name is None:
            return ActionState(None, 0.0, False, False)
        elapsed = self._elapsed(self._reading(at))
        expired = self._is_up(elapsed)
        return ActionState(self._name, max(0.0, self._limit() - elapsed), expired,
                           self._running and not expired)

    def snapshot(self, at: float | None = None) -> dict:
        data = self._base_snapshot(self._instant(at))
        data.update(actions=self.actions, name=self._name)
        return data

    @classmethod
    def restore(cls, snapshot: dict, now: Callable[[], float] = time.monotonic,
                charge_outage: bool | float = False,
                wall: Callable[[], float] = time.time) -> "ActionTimer":
        timer = cls(snapshot["actions"], now, wall)
        timer._name = snapshot["name"]
        timer._load(snapshot, charge_outage)
        return timer


@dataclass(frozen=True)
class CountdownState:
    remaining: float  # seconds left in the current phase
    phase: str  # "main" or "extra"
    elapsed: float
    time_up: bool
    alert_due: bool
    running: bool
    started: bool
    action: ActionState | None
    alert_at: float = 0.0  # the configured alert moment (identity: 崩坏), elapsed seconds; 0: none

    @property
    def paused(self) -> bool:
        return self.started and not self.running and not self.time_up

    @property
    def until_alert(self) -> float | None:
        """Seconds of play left before the alert (docs/rules.md §3); None without one or once it is due."""
        if not self.alert_at or self.alert_due:
            return None
        return self.alert_at - self.elapsed


class Countdown(_RunningTime):
    """A table timer for one ``CountdownSpec`` (Dou Dizhu, Sanguosha)."""

    kind = "countdown"

    def __init__(self, spec: CountdownSpec, now: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time):
        super().__init__(now, wall)
        self.spec = spec
        self.action = ActionTimer(spec.actions, now, wall) if spec.actions else None

    def _limit(self) -> float:
        return self.spec.duration + self.spec.extra

    def state(self, at: float | None = None) -> CountdownState:
        t = self._reading(at)
        elapsed = self._elapsed(t)
        spec = self.spec
        shown = min(elapsed, self._limit())
        in_extra = spec.extra > 0 and shown > spec.duration
        remaining = (self._limit() if in_extra else spec.duration) - shown
        time_up = self._is_up(elapsed)
        return CountdownState(
            remaining=max(0.0, remaining), phase="extra" if in_extra else "main",
            elapsed=shown, time_up=time_up,
            alert_due=bool(spec.alert_at) and shown >= spec.alert_at,
            running=self._running and not time_up, started=self._started,
            action=self.action.state(t) if self.action else None, alert_at=float(spec.alert_at or 0.0))

    def pause(self, at: float | None = None) -> bool:
        if self.action:
            self.action.pause(at)
        return super().pause(at)

    def resume(self, at: float | None = None) -> bool:
        resumed = super().resume(at)
        if resumed and self.action and self.action.state(at).name:
            self.action.resume(at)
        return resumed

    def start_action(self, name: str, at: float | None = None) -> None:
        """Restart the action timer for ``name`` (one call, as the referee's button)."""
        if self.action is None:
            raise Refusal("clock.no_action_timers")
        self.action.start(name, at)

    def adjust(self, seconds: float, at: float | None = None) -> None:
        """Referee correction while paused: seconds left in the current phase; clears time-up."""
        self._settle(self._instant(at))
        self._require_paused()
        if seconds < 0:
            raise Refusal("clock.negative_time", seconds=seconds)
        in_extra = self.spec.extra > 0 and self._used > self.spec.duration
        end = self._limit() if in_extra else self.spec.duration
        self._used, self._time_up = max(0.0, end - seconds), False

    def snapshot(self, at: float | None = None) -> dict:
        data = self._base_snapshot(self._instant(at))
        data["spec"] = {"duration": self.spec.duration, "extra": self.spec.extra,
                        "alert_at": self.spec.alert_at, "actions": dict(self.spec.actions)}
        data["action"] = self.action.snapshot(at) if self.action else None
        return data

    @classmethod
    def restore(cls, snapshot: dict, now: Callable[[], float] = time.monotonic,
                charge_outage: bool | float = False,
                wall: Callable[[], float] = time.time) -> "Countdown":
        timer = cls._from_spec(snapshot, now, wall)
        timer._load(snapshot, charge_outage)
        if snapshot.get("action"):
            timer.action = ActionTimer.restore(snapshot["action"], now, charge_outage, wall)
        return timer

    @classmethod
    def _from_spec(cls, snapshot: dict, now, wall) -> "Countdown":
        return cls(CountdownSpec(**snapshot["spec"]), now, wall)


class RoundTimer(Countdown):
    """The hall-wide countdown to the end of the round (docs/rules.md §3)."""

    kind = "round"

    def __init__(self, duration: float, now: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time):
        super().__init__(CountdownSpec(duration), now, wall)

    @classmethod
    def _from_spec(cls, snapshot: dict, now, wall) -> "RoundTimer":
        return cls(snapshot["spec"]["duration"], now, wall)


@dataclass(frozen=True)
class StopwatchState:
    elapsed: float
    running: bool
    started: bool


class Stopwatch(_RunningTime):
    """An up-counting stopwatch."""

    kind = "stopwatch"

    def state(self, at: float | None = None) -> StopwatchState:
        return StopwatchState(self._elapsed(self._reading(at)), self._running, self._started)

    def adjust(self, seconds: float, at: float | None = None) -> None:
        """Referee correction while paused: set the elapsed seconds."""
        self._settle(self._instant(at))
        self._require_paused()
        if seconds < 0:
            raise Refusal("clock.negative_time", seconds=seconds)
        self._used, self._time_up = float(seconds), False

    def snapshot(self, at: float | None = None) -> dict:
        return self._base_snapshot(self._instant(at))

    @classmethod
    def restore(cls, snapshot: dict, now: Callable[[], float] = time.monotonic,
                charge_outage: bool | float = False,
                wall: Callable[[], float] = time.time) -> "Stopwatch":
        timer = cls(now, wall)
        timer._load(snapshot, charge_outage)
        return timer
