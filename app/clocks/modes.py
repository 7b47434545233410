"""Clock mode specifications: what each timing mode means, as frozen data.

Every two-player mode is a list of *stages* run in order (``ClockSpec.stages``)
or, for checkers, a per-move limit (``ClockSpec.per_move``).  Time is always
charged from timestamps; these rules say what a charge does.

The boundary rule, everywhere: time runs out only when it is *strictly*
exceeded.  A press whose timestamp leaves exactly 0.0 on the clock is in time
(the press beats the flag at the same instant); the same holds for a byo-yomi
period, a Canadian period, a per-move limit and the game cap.

Stage kinds
-----------
``main``      A budget of ``seconds``.  Options, all about the moves made in it:
              * ``increment`` (Fischer): added after every completed move.  A
                flagged side cannot press, so there is never an increment after
                a flag.
              * ``delay`` with ``delay_kind="bronstein"``: after a move, the
                time used in this stage during that move is given back, up to
                ``delay`` -- so the clock never shows more than at turn start.
              * ``delay`` with ``delay_kind="simple"`` (US delay): the first
                ``delay`` seconds of every turn are not charged at all.
              * ``moves`` > 0: a time control by move count (FIDE "40 moves in
                90 min").  Completing the moves adds the next stage's seconds
                to what is left (time carries over); running out first flags.
              With ``moves == 0`` running out passes the overrun straight into
              the next stage (main time then byo-yomi), or flags if last.
``byoyomi``   Japanese byo-yomi, ``periods`` periods of ``seconds`` each.  A
              move inside a period restores that period in full; overrunning a
              period starts the next one at once (one long think can use several
              periods); overrunning the last period flags.  A move exactly at a
              period boundary (0.0 left) keeps that period.  Must be the last
              stage.
``canadian``  Canadian overtime: ``moves`` moves in ``seconds``.  After the
              ``moves``-th move the period is reset to ``seconds``; running out
              before that flags.  Must be the last stage.

Per-move limit (checkers, ``per_move`` > 0)
-------------------------------------------
Each move has ``per_move`` seconds and there is no cumulative budget.  A move
over the limit is *skipped*: at the instant the limit is exceeded the turn
passes to the opponent by itself and the skip is counted for the slow side, so
both sides can be skipped in a row (and a side skipped again after that).

Game cap (any two-player mode, ``game_cap`` > 0)
------------------------------------------------
The total running time of the game (both sides, pauses excluded).  When it is
exceeded the clock stops and ``state().game_time_up`` is set: checkers games
are then adjudicated (docs/rules.md §3).  A flag before the cap wins over it.

Table timers (``CountdownSpec``) and the stopwatch are described in timers.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

MAIN = "main"
BYOYOMI = "byoyomi"
CANADIAN = "canadian"
STAGE_KINDS = (MAIN, BYOYOMI, CANADIAN)

BRONSTEIN = "bronstein"
SIMPLE_DELAY = "simple"
DELAY_KINDS = ("", BRONSTEIN, SIMPLE_DELAY)

# What ``state().phase(side)`` says for each stage kind, and for a per-move limit.
PHASE_NAMES = {MAIN: "main", BYOYOMI: "byoyomi", CANADIAN: "overtime"}
MOVE_PHASE = "move"


@dataclass(frozen=True)
class Stage:
    """One stage of a two-player clock; see the module docstring for each kind."""

    kind: str
    seconds: float
    moves: int = 0
    periods: int = 0
    increment: float = 0.0
    delay: float = 0.0
    delay_kind: str = ""


@dataclass(frozen=True)
class ClockSpec:
    """A two-player clock: stages run in order, or a per-move limit; optional game cap.

    ``origin`` names the settings mode the spec was built from (for display).
    """

    stages: tuple[Stage, ...] = ()
    per_move: float = 0.0
    game_cap: float = 0.0
    origin: str = "multi_stage"

    @property
    def byoyomi_periods(self) -> int:
        """Periods of the byo-yomi stage, 0 without one."""
        return next((s.periods for s in self.stages if s.kind == BYOYOMI), 0)

    @property
    def is_move_limit(self) -> bool:
        return self.per_move > 0


@dataclass(frozen=True)
class CountdownSpec:
    """A table countdown: ``duration``, then ``extra`` (automatic), an alert moment, action timers.

    ``alert_at`` is elapsed seconds since the start (0: none), e.g. 崩坏 at 30 min.
    ``actions`` maps an action name (action, skill, draft, lineup, camp) to its seconds.
    """

    duration: float
    extra: float = 0.0
    alert_at: float = 0.0
    actions: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))


@dataclass(frozen=True)
class StopwatchSpec:
    """An up-counting stopwatch (events without a clock)."""
