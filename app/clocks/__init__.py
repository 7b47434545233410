"""Clocks and timers of the referee station, in plain Python (no Qt).

Remaining time is always computed from timestamps given by a ``now`` callable
(monotonic seconds), never by counting ticks.  Mode semantics: modes.py;
two-player clock: game_clock.py; table, action, round timers: timers.py;
audible warnings: beeps.py; settings dicts: specs.py; timers from specs and snapshots: settings.py.
"""
from app.clocks.beeps import Beep, action_beeps, game_beeps, table_beeps
from app.clocks.game_clock import ClockState, GameClock, outage_charge
from app.clocks.modes import ClockSpec, CountdownSpec, Stage, StopwatchSpec
from app.clocks.settings import make_timer, outage_to_offer, restore_timer, snapshot_running
from app.clocks.specs import spec_from_settings, spec_to_settings, validate_clock_settings
from app.clocks.timers import (ActionState, ActionTimer, Countdown, CountdownState, RoundTimer,
                               Stopwatch, StopwatchState)

TableTimer = Countdown

__all__ = [
    "ActionState", "ActionTimer", "Beep", "ClockSpec", "ClockState", "Countdown",
    "CountdownSpec", "CountdownState", "GameClock", "RoundTimer", "Stage", "Stopwatch",
    "StopwatchSpec", "StopwatchState", "TableTimer", "action_beeps", "game_beeps",
    "make_timer", "outage_charge", "outage_to_offer", "restore_timer", "snapshot_running",
    "spec_from_settings", "spec_to_settings", "table_beeps", "validate_clock_settings",
]
