"""Pure arithmetic of a two-player clock: charge running seconds, finish a move.

The clock keeps, for each side, its state as of the last commit instant and
charges the seconds that ran since; nothing here knows about real time.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from app.clocks.modes import BRONSTEIN, BYOYOMI, CANADIAN, MAIN, SIMPLE_DELAY, ClockSpec


@dataclass
class SideState:
    """One side's clock at the last commit instant."""

    stage: int
    remaining: float  # seconds left in the current unit (main time, period, move limit)
    periods_left: int  # byo-yomi periods left, the running one included
    stage_moves: int = 0  # moves made in the current stage (move-count stage) or Canadian period
    moves: int = 0
    skips: int = 0
    skip_run: int = 0  # skips since this side's last move

    def copy(self) -> "SideState":
        return replace(self)


@dataclass
class Turn:
    """What the running turn still needs to remember across commits."""

    delay_left: float = 0.0  # simple delay not yet used in this turn
    unit_used: float = 0.0  # seconds charged to the current unit in this turn (Bronstein)

    def copy(self) -> "Turn":
        return replace(self)


def initial_side(spec: ClockSpec) -> SideState:
    """A side's state before its first move."""
    if spec.is_move_limit:
        return SideState(stage=0, remaining=spec.per_move, periods_left=0)
    first = spec.stages[0]
    return SideState(stage=0, remaining=first.seconds, periods_left=spec.byoyomi_periods)


def new_turn(spec: ClockSpec, side: SideState) -> Turn:
    """The turn record of a side that starts to think now."""
    if spec.is_move_limit:
        return Turn()
    stage = spec.stages[side.stage]
    simple = stage.kind == MAIN and stage.delay_kind == SIMPLE_DELAY
    return Turn(delay_left=stage.delay if simple else 0.0)


def charge(spec: ClockSpec, side: SideState, turn: Turn, seconds: float):
    """Charge ``seconds`` of thinking to a stage clock.

    Returns ``(side, turn, overflow)``: copies brought forward, and ``overflow``
    -- how long ago the side flagged -- or None if it has not flagged.
    """
    side, turn = side.copy(), turn.copy()
    absorbed = min(seconds, turn.delay_left)
    turn.delay_left -= absorbed
    seconds -= absorbed
    while seconds > side.remaining:
        seconds -= side.remaining
        stage = spec.stages[side.stage]
        turn.unit_used = 0.0
        if stage.kind == BYOYOMI and side.periods_left > 1:
            side.periods_left -= 1
            side.remaining = stage.seconds
        elif stage.kind == MAIN and not stage.moves and side.stage + 1 < len(spec.stages):
            side.stage += 1
            side.stage_moves = 0
            side.remaining = spec.stages[side.stage].seconds
        else:
            if stage.kind == BYOYOMI:
                side.periods_left = 0
            side.remaining = 0.0
            return side, turn, seconds
    side.remaining -= seconds
    turn.unit_used += seconds
    return side, turn, None


def charge_move_limit(spec: ClockSpec, sides: list[SideState], to_move: int, seconds: float) -> int:
    """Charge ``seconds`` under a per-move limit, skipping slow moves; returns who is to move.

    Mutates ``sides``: each skip resets the slow side's limit and counts the skip.
    """
    while seconds > sides[to_move].remaining:
        seconds -= sides[to_move].remaining
        slow = sides[to_move]
        slow.remaining = spec.per_move
        slow.skips += 1
        slow.skip_run += 1
        to_move = 1 - to_move
    sides[to_move].remaining -= seconds
    return to_move


def finish_move(spec: ClockSpec, side: SideState, turn: Turn) -> SideState:
    """The side's state after it completes a move (the press), from its charged state."""
    side = side.copy()
    side.moves += 1
    side.skip_run = 0
    if spec.is_move_limit:
        side.remaining = spec.per_move
        return side
    stage = spec.stages[side.stage]
    if stage.kind == MAIN:
        if stage.delay_kind == BRONSTEIN:
            side.remaining += min(stage.delay, turn.unit_used)
        side.remaining += stage.increment
        if stage.moves:
            side.stage_moves += 1
            if side.stage_moves >= stage.moves:
                side.stage += 1
                side.stage_moves = 0
                side.remaining += spec.stages[side.stage].seconds
    elif stage.kind == BYOYOMI:
        side.remaining = stage.seconds
    elif stage.kind == CANADIAN:
        side.stage_moves += 1
        if side.stage_moves >= stage.moves:
            side.stage_moves = 0
            side.remaining = stage.seconds
    return side
