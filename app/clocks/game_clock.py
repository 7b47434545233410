"""The two-player game clock: every reading is computed from timestamps.

The clock stores each side's state as of the last *commit* (start, press,
pause, adjust, undo, snapshot) plus the instant of that commit; a reading at
time ``t`` charges ``t - commit`` to the side to move (lichess / OGS style),
so a busy GUI thread or a missed repaint never loses time.

Undo gives the running time since the undone press back to the side that
pressed, as if the press had never happened; pauses stay uncharged.

Crash recovery: ``snapshot()`` is a JSON-ready dict holding the state at that
instant and the wall-clock time (monotonic time does not survive a reboot).
``GameClock.restore(snapshot, now, charge_outage=False)`` rebuilds the clock
*paused* exactly as in the snapshot.  ``charge_outage=True`` first charges the
side that was running with the wall time elapsed since the snapshot (as if the
clock had never stopped; this may flag it or skip it); a number charges that
many seconds instead.  A clock that was paused at the snapshot is never charged.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Callable

from app.clocks.charging import (SideState, Turn, charge, charge_move_limit, finish_move,
                                 initial_side, new_turn)
from app.clocks.modes import CANADIAN, MAIN, MOVE_PHASE, PHASE_NAMES, ClockSpec
from app.clocks.specs import spec_from_settings, spec_to_settings
from app.clocks.time_base import TimeBase
from app.messages import NotNow, Refusal

SNAPSHOT_VERSION = 1
UNDO_DEPTH = 50  # presses kept for undo in memory
SNAPSHOT_UNDO_DEPTH = 5  # presses kept for undo across a crash


@dataclass
class _Core:
    """Everything that changes, as of the last commit."""

    sides: list[SideState]
    turn: Turn
    to_move: int = 0
    started: bool = False
    running: bool = False
    game_used: float = 0.0
    flagged: int | None = None
    game_time_up: bool = False

    def copy(self) -> "_Core":
        return _Core([s.copy() for s in self.sides], self.turn.copy(), self.to_move,
                     self.started, self.running, self.game_used, self.flagged, self.game_time_up)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["sides"] = [asdict(s) for s in self.sides]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "_Core":
        fields = dict(data)
        fields["sides"] = [SideState(**s) for s in data["sides"]]
        fields["turn"] = Turn(**data["turn"])
        return cls(**fields)


@dataclass(frozen=True)
class ClockState:
    """A reading of the clock at one instant; per-side values are pairs indexed by side."""

    times: tuple[float, float]
    periods: tuple[int, int]
    move_counts: tuple[int, int]
    skip_counts: tuple[int, int]
    skip_runs: tuple[int, int]
    phases: tuple[str, str]
    stages: tuple[int, int]
    moves_to_go_counts: tuple[int | None, int | None]
    to_move: int
    flagged: int | None
    running: bool
    started: bool
    delay_left: float  # simple delay still free for the side to move
    game_elapsed: float
    game_remaining: float | None  # None without a game cap
    game_time_up: bool

    def remaining(self, side: int) -> float:
        """Seconds left in the side's current unit: main time, byo-yomi period or move limit."""
        return self.times[side]

    def periods_left(self, side: int) -> int:
        return self.periods[side]

    def moves(self, side: int) -> int:
        return self.move_counts[side]

    def skips(self, side: int) -> int:
        return self.skip_counts[side]

    def phase(self, side: int) -> str:
        return self.phases[side]

    def moves_to_go(self, side: int) -> int | None:
        """Moves still due in a move-count stage or Canadian period, else None."""
        return self.moves_to_go_counts[side]

    @property
    def over(self) -> bool:
        return self.flagged is not None or self.game_time_up

    @property
    def paused(self) -> bool:
        return self.started and not self.running and not self.over


class GameClock(TimeBase):
    """A two-player clock (sides 0 and 1) for any ``ClockSpec``."""

    def __init__(self, spec: ClockSpec, now: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time):
        super().__init__(now, wall)
        self.spec = spec
        self._core = _Core([initial_side(spec), initial_side(spec)], Turn())
        self._history: list[_Core] = []

    # -- readings -------------------------------------------------------------
    def state(self, at: float | None = None) -> ClockState:
        """The clock as it reads at ``at`` (default: now)."""
        core = self._project(self._reading(at))
        spec = self.spec
        phases, to_go = [], []
        for side in core.sides:
            if spec.is_move_limit:
                phases.append(MOVE_PHASE)
                to_go.append(None)
                continue
            stage = spec.stages[side.stage]
            phases.append(PHASE_NAMES[stage.kind])
            counted = stage.moves and stage.kind in (MAIN, CANADIAN)
            to_go.append(stage.moves - side.stage_moves if counted else None)
        return ClockState(
            times=_pair(core, "remaining"), periods=_pair(core, "periods_left"),
            move_counts=_pair(core, "moves"), skip_counts=_pair(core, "skips"),
            skip_runs=_pair(core, "skip_run"), phases=tuple(phases),
            stages=_pair(core, "stage"), moves_to_go_counts=tuple(to_go), to_move=core.to_move,
            flagged=core.flagged, running=core.running, started=core.started,
            delay_left=core.turn.delay_left if core.started else 0.0,
            game_elapsed=core.game_used,
            game_remaining=max(0.0, spec.game_cap - core.game_used) if spec.game_cap else None,
            game_time_up=core.game_time_up)

    # -- commands -------------------------------------------------------------
    def start(self, side: int = 0, at: float | None = None) -> None:
        """Start the game with ``side`` to move."""
        if self._core.started:
            raise NotNow("clock.started")
        core = self._core
        core.started = core.running = True
        core.to_move = _side(side)
        core.turn = new_turn(self.spec, core.sides[core.to_move])
        self._since = self._instant(at)

    def press(self, at: float | None = None, side: int | None = None) -> bool:
        """The side to move ends its move at ``at``; False if refused (paused, over, wrong side)."""
        self._settle(self._instant(at))
        core = self._core
        if not core.running or (side is not None and side != core.to_move):
            return False
        self._history = self._history[-(UNDO_DEPTH - 1):] + [core.copy()]
        mover = core.to_move
        core.sides[mover] = finish_move(self.spec, core.sides[mover], core.turn)
        core.to_move = 1 - mover
        core.turn = new_turn(self.spec, core.sides[core.to_move])
        return True

    def pause(self, at: float | None = None) -> bool:
        self._settle(self._instant(at))
        if not self._core.running:
            return False
        self._core.running = False
        return True

    def resume(self, at: float | None = None) -> bool:
        t = self._instant(at)
        self._settle(t)
        core = self._core
        if not core.started or core.running or core.flagged is not None or core.game_time_up:
            return False
        core.running = True
        self._since = t
        return True

    def undo(self, at: float | None = None) -> bool:
        """Take back the last press; the presser is charged the running time since it."""
        self._settle(self._instant(at))
        if not self._history:
            return False
        current = self._core
        restored = self._history.pop()
        restored.running = current.running  # stopped by a flag: paused, the referee resumes
        self._core = self._charged(restored, current.game_used - restored.game_used)
        return True

    def adjust(self, side: int, seconds: float | None = None, periods: int | None = None,
               moves: int | None = None, at: float | None = None) -> None:
        """Referee correction while paused: time left in the current unit, byo-yomi periods, moves.

        ``moves`` sets the total move count; a move-count stage or Canadian
        period counter shifts by the same amount.  Giving a flagged side time
        back clears the flag.  For Bronstein, time used before the correction
        is not refunded.
        """
        self._settle(self._instant(at))
        core = self._core
        if core.running:
            raise NotNow("clock.pause_to_adjust")
        state = core.sides[_side(side)]
        if seconds is not None:
            if seconds < 0:
                raise Refusal("clock.negative_time", seconds=seconds)
            state.remaining = float(seconds)
            if side == core.to_move:
                core.turn.unit_used = 0.0
        if periods is not None:
            if periods < 0:
                raise Refusal("clock.negative_periods", periods=periods)
            state.periods_left = int(periods)
            stage = self.spec.stages[state.stage] if self.spec.stages else None
            if periods and state.remaining == 0 and stage is not None and stage.kind != MAIN:
                state.remaining = stage.seconds
        if moves is not None:
            if moves < 0:
                raise Refusal("clock.negative_moves", moves=moves)
            state.stage_moves = max(0, state.stage_moves + int(moves) - state.moves)
            state.moves = int(moves)
        if core.flagged == side and state.remaining > 0:
            core.flagged = None

    def swap_sides(self, at: float | None = None) -> None:
        """Exchange the two sides' states (players sat on the wrong sides); clears undo."""
        self._settle(self._instant(at))
        core = self._core
        core.sides.reverse()
        core.to_move = 1 - core.to_move
        if core.flagged is not None:
            core.flagged = 1 - core.flagged
        self._history.clear()

    # -- persistence ----------------------------------------------------------
    def snapshot(self, at: float | None = None) -> dict:
        """JSON-ready state at ``at`` (default now), with wall time for crash recovery."""
        self._settle(self._instant(at))
        return {
            "kind": "game_clock", "version": SNAPSHOT_VERSION,
            "spec": spec_to_settings(self.spec), "core": self._core.to_dict(),
            "wall": self._wall(),
            "history": [c.to_dict() for c in self._history[-SNAPSHOT_UNDO_DEPTH:]],
        }

    @classmethod
    def restore(cls, snapshot: dict, now: Callable[[], float] = time.monotonic,
                charge_outage: bool | float = False,
                wall: Callable[[], float] = time.time) -> "GameClock":
        """Rebuild a clock, paused, from ``snapshot()`` (see the module docstring)."""
        check_version(snapshot)
        clock = cls(spec_from_settings(snapshot["spec"]), now=now, wall=wall)
        core = _Core.from_dict(snapshot["core"])
        if core.running:
            clock._core = clock._charged(core, outage_charge(snapshot, charge_outage, wall))
        else:
            clock._core = core
        clock._core.running = False
        clock._history = [_Core.from_dict(c) for c in snapshot.get("history", [])]
        clock._since = now()
        return clock

    # -- internals ------------------------------------------------------------
    def _project(self, t: float) -> _Core:
        core = self._core.copy()
        if not core.running:
            return core
        return self._charged(core, self._ran(t))

    def _settle(self, t: float) -> None:
        self._core = self._project(t)
        self._commit(t)

    def _charged(self, core: _Core, ran: float) -> _Core:
        """``core`` after ``ran`` more running seconds (mutated and returned)."""
        spec = self.spec
        capped = bool(spec.game_cap) and core.game_used + ran > spec.game_cap
        if capped:
            ran = max(0.0, spec.game_cap - core.game_used)
        if spec.is_move_limit:
            core.to_move = charge_move_limit(spec, core.sides, core.to_move, ran)
            core.game_used += ran
        else:
            side, core.turn, overflow = charge(spec, core.sides[core.to_move], core.turn, ran)
            core.sides[core.to_move] = side
            core.game_used += ran - (overflow or 0.0)
            if overflow is not None:
                core.flagged, core.running, capped = core.to_move, False, False
        if capped:
            core.game_time_up, core.running = True, False
        return core


def check_version(snapshot: dict) -> None:
    """Refuse a snapshot written by a newer version of the station."""
    if int(snapshot.get("version", 1)) > SNAPSHOT_VERSION:
        raise Refusal("clock.snapshot_newer", version=snapshot['version'])


def outage_charge(snapshot: dict, charge_outage: bool | float,
                  wall: Callable[[], float] = time.time) -> float:
    """Seconds to charge on restore: the wall time since the snapshot, a given number, or 0."""
    if charge_outage is True:
        return max(0.0, wall() - float(snapshot["wall"]))
    return max(0.0, float(charge_outage or 0.0))


def _pair(core: _Core, name: str) -> tuple:
    return tuple(getattr(side, name) for side in core.sides)


def _side(side: int) -> int:
    if side not in (0, 1):
        raise Refusal("clock.bad_side", side=side)
    return side
