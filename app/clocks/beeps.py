"""Which audible warnings are due between two readings of a timer (views only play them).

A threshold of ``k`` seconds is due when the remaining time goes from above
``k`` to ``k`` or below between the two readings.  Two-player clocks: a
"warning" at 10 s, a "count" at each of the last 5 s (each second below 10 in
byo-yomi), a "period" when a byo-yomi period is used up, a "skip" when a slow
move is skipped, "flag" when a side flags, "time_up" at the game cap.  Table
timers: the same warning and counts, "period" when the extra time begins,
"alert" at the alert moment (崩坏), "time_up" at the end; the action timer
counts its last 3 s and beeps "action_expired".  A press or a correction that
gives time back starts the counting afresh, so it never beeps by itself.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from app.clocks.game_clock import ClockState
from app.clocks.timers import ActionState, CountdownState

WARNING_AT = 10
LAST_SECONDS = 5
BYOYOMI_SECONDS = 9
ACTION_SECONDS = 3

# (frequency Hz, duration s) of each beep kind's tone, shipped as assets/sounds/<kind>.wav
# (made by tools/make_beep_sounds.py); long, low tones for the end of time.  The longest
# of several beeps due at once is the one played.
TONES = {
    "warning": (880, 0.25), "count": (880, 0.1), "period": (660, 0.4), "skip": (520, 0.4),
    "flag": (440, 1.2), "time_up": (440, 1.2), "alert": (660, 0.8), "action_expired": (520, 0.5),
}


@dataclass(frozen=True)
class Beep:
    kind: str  # warning, count, period, skip, flag, time_up, alert, action_expired
    side: int | None = None  # a two-player clock's side; None for table timers
    second: int | None = None  # the threshold reached, for warning and count


def _crossed(before: float, after: float, side: int | None, counted: int,
             warning: bool = True) -> list[Beep]:
    """Beeps for thresholds k with after <= k < before, highest first."""
    beeps = []
    if warning and after <= WARNING_AT < before:
        beeps.append(Beep("warning", side, WARNING_AT))
    top = counted if math.isinf(before) else min(counted, math.ceil(before) - 1)
    for second in range(top, 0, -1):
        if after <= second:
            beeps.append(Beep("count", side, second))
    return beeps


def _counted(phase: str) -> int:
    return BYOYOMI_SECONDS if phase == "byoyomi" else LAST_SECONDS


def game_beeps(before: ClockState, after: ClockState) -> list[Beep]:
    """Beeps due between two readings of a ``GameClock``."""
    beeps: list[Beep] = []
    for side in (0, 1):
        if after.flagged == side and before.flagged != side:
            beeps.append(Beep("flag", side))
            continue
        if after.skips(side) > before.skips(side):
            beeps.append(Beep("skip", side))
            continue
        if after.moves(side) != before.moves(side):
            continue
        start = before.remaining(side)
        new_unit = (after.periods_left(side) < before.periods_left(side)
                    or after.stages[side] != before.stages[side])
        if new_unit:  # the old unit ran out: finish its count, then the new one afresh
            beeps += _crossed(start, 0.0, side, _counted(before.phase(side)))
            if after.phase(side) == "byoyomi":
                beeps.append(Beep("period", side))
            start = math.inf
        elif after.remaining(side) > start:
            continue  # a correction gave time back
        beeps += _crossed(start, after.remaining(side), side, _counted(after.phase(side)))
    if after.game_time_up and not before.game_time_up:
        beeps.append(Beep("time_up"))
    return beeps


def table_beeps(before: CountdownState, after: CountdownState) -> list[Beep]:
    """Beeps due between two readings of a ``Countdown`` or ``RoundTimer``."""
    beeps: list[Beep] = []
    if after.alert_due and not before.alert_due:
        beeps.append(Beep("alert"))
    if after.time_up:
        if not before.time_up:
            beeps.append(Beep("time_up"))
    elif after.phase != before.phase:
        beeps += _crossed(before.remaining, 0.0, None, LAST_SECONDS)
        beeps.append(Beep("period"))
        beeps += _crossed(math.inf, after.remaining, None, LAST_SECONDS)
    elif after.remaining <= before.remaining:
        beeps += _crossed(before.remaining, after.remaining, None, LAST_SECONDS)
    if before.action is not None and after.action is not None:
        beeps += action_beeps(before.action, after.action)
    return beeps


def action_beeps(before: ActionState, after: ActionState) -> list[Beep]:
    """Beeps due between two readings of an ``ActionTimer`` (a restart starts afresh)."""
    if after.name is None:
        return []
    restarted = after.name != before.name or after.remaining > before.remaining
    start = math.inf if restarted else before.remaining
    if after.expired:
        return [] if before.expired and not restarted else [Beep("action_expired")]
    return _crossed(start, after.remaining, None, ACTION_SECONDS, warning=False)
