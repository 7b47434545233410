"""What the drafts share: timed steps against an injected clock, an audit log, JSON state.

A draft keeps its whole state in one dataclass of plain values; the clock
(``now()``, seconds) is given, never read from the system, so tests run on
fake time and a resumed draft carries on from the stored step start.
"""
from __future__ import annotations

import dataclasses
import functools
import json
from typing import Any, Callable, Mapping

from app.sanguosha.errors import SanguoshaError
from app.sanguosha.state_check import check_step

WARM, COLD = "warm", "cold"
CAMPS = (WARM, COLD)


def draft_timers(settings: Mapping[str, Any], seed_timers: Mapping[str, float]) -> dict[str, float]:
    """The draft's step timers: the event's clock setting ``actions`` where it names the step
    (camp, draft, lineup), else the seed's value (first pick, piles, confirm)."""
    actions = (settings.get("clock") or {}).get("actions") or {}
    return {step: float(actions.get(step, seconds)) for step, seconds in seed_timers.items()}


def other(camp: str) -> str:
    """The opposing camp (or 1v1 role)."""
    return COLD if camp == WARM else WARM


def check_camp(camp: Any) -> str:
    """Refuse anything but "warm" / "cold"."""
    if camp not in CAMPS:
        raise SanguoshaError("unknown_camp", camp=camp)
    return camp


def plain_fields(state) -> dict[str, Any]:
    """A state dataclass's fields by name, the values themselves (plain values: no dataclass inside, so
    ``dataclasses.asdict`` would copy them only, the undo history's every snapshot included)."""
    return {field.name: getattr(state, field.name) for field in dataclasses.fields(state)}


def undoable(method):
    """A draft step: all or nothing (a refusal leaves the state as it was), and undoable."""
    @functools.wraps(method)
    def step(self, *args, **kwargs):
        if self._in_step:  # a step inside a step (a timeout's default) is part of it
            return method(self, *args, **kwargs)
        before = self._snapshot()
        self._in_step = True
        try:
            result = method(self, *args, **kwargs)
        except Exception:
            self._restore(before)
            raise
        finally:
            self._in_step = False
        if self._snapshot() != before:
            self.state.history.append(before)
        return result
    return step


class TimedSteps:
    """Base of a draft: ``state`` has phase, step_started_at, timers, log and history."""

    TIMER_OF_PHASE: dict[str, str] = {}

    def __init__(self, state, now: Callable[[], float]):
        self.state = state
        self.now = now
        self._in_step = False

    def undo(self) -> None:
        """Take back the last step (a choice or a timeout's default); its clock starts afresh."""
        if not self.state.history:
            raise SanguoshaError("nothing_to_undo")
        self._restore(self.state.history.pop())
        self.state.step_started_at = self.now()

    def _snapshot(self) -> dict[str, Any]:
        return json.loads(json.dumps({k: v for k, v in plain_fields(self.state).items() if k != "history"}))

    def _restore(self, snapshot: dict[str, Any]) -> None:
        self.state = type(self.state)(**json.loads(json.dumps(snapshot)), history=self.state.history)

    # --- the clock of the current step -------------------------------------------------
    def seconds_allowed(self) -> float | None:
        """The current step's time limit, None if the step waits for the referee."""
        key = self.TIMER_OF_PHASE.get(self.state.phase)
        return None if key is None else float(self.state.timers[key])

    def deadline(self) -> float | None:
        allowed = self.seconds_allowed()
        return None if allowed is None else self.state.step_started_at + allowed

    def remaining(self) -> float | None:
        """Seconds left on the current step's countdown (≥ 0), None if untimed."""
        deadline = self.deadline()
        return None if deadline is None else max(0.0, deadline - self.now())

    def restart_timer(self) -> None:
        """Give the current step its full time again (after a crash or a referee's pause)."""
        self.state.step_started_at = self.now()

    @undoable
    def tick(self) -> list[dict]:
        """Apply the seed's default to every step whose countdown has run out; the log entries."""
        applied = []
        while (deadline := self.deadline()) is not None and self.now() >= deadline:
            before = len(self.state.log)
            self._apply_default(at=deadline)
            applied.extend(self.state.log[before:])
        return applied

    def _apply_default(self, at: float) -> None:  # pragma: no cover - each draft defines it
        raise NotImplementedError

    # --- bookkeeping -------------------------------------------------------------------
    def _require_phase(self, phase: str, action: str) -> None:
        if self.state.phase != phase:
            raise SanguoshaError("wrong_phase", phase=self.state.phase, action=action)

    def _record(self, action: str, side: str | None, value: Any, at: float, by: str) -> None:
        """Log one step (by "choice" or "timeout") and start the next step's clock."""
        self.state.log.append({"action": action, "side": side, "value": value, "at": at, "by": by})
        self.state.step_started_at = at

    def _at(self, at: float | None) -> float:
        return self.now() if at is None else at

    def to_json(self) -> str:
        """The whole state, enough to resume at the same step with the same piles."""
        return json.dumps(plain_fields(self.state), ensure_ascii=False, sort_keys=True)


class PickingDraft(TimedSteps):
    """What the 3v3 and 1v1 drafts share: picks in PICK_ORDER from the generals turned so far,
    the first-turned free general on timeout, and a secret choice of 3 of one's own picks.

    ``state`` also has picks (side → names), pick_step and picked_in_step; a draft names its
    two sides (``SIDES``, the first picker first unless ``first_picker()`` says otherwise), the
    phase after the picks and the generals it turned (``dealt()``).
    """

    PICK_ORDER: tuple[int, ...] = ()
    SIDES: tuple[str, str] = (WARM, COLD)
    AFTER_PICKS = ""
    PHASES: tuple[str, ...] = ()  # the draft's phases in the order the steps go through them

    def dealt(self) -> list[str]:  # pragma: no cover - each draft defines it
        raise NotImplementedError

    def first_picker(self) -> str | None:
        return self.SIDES[0]

    def picker_of_step(self, step: int) -> str | None:
        """The side making pick step ``step`` (0-based)."""
        first = self.first_picker()
        if first is None:
            return None
        return first if step % 2 == 0 else next(side for side in self.SIDES if side != first)

    def available(self) -> list[str]:
        """Generals nobody has picked, in the order they were turned."""
        taken = {name for names in self.state.picks.values() for name in names}
        return [name for name in self.dealt() if name not in taken]

    def picks_left_in_step(self) -> int:
        return self.PICK_ORDER[self.state.pick_step] - self.state.picked_in_step

    @undoable
    def pick(self, side: str, general: str, *, by: str = "choice", at: float | None = None) -> None:
        """The side to move takes one general; the step ends after its 1 or 2 picks."""
        self._require_phase("picks", "pick")
        self._check_side(side)
        if side != self.picker_of_step(self.state.pick_step):
            raise SanguoshaError("wrong_side", expected=self.picker_of_step(self.state.pick_step), side=side)
        if general not in self.available():
            raise SanguoshaError("not_available", general=general)
        state = self.state
        state.picks[side].append(general)
        state.picked_in_step += 1
        at = self._at(at)
        if self.picks_left_in_step() == 0:
            state.pick_step += 1
            state.picked_in_step = 0
            if state.pick_step == len(self.PICK_ORDER):
                state.phase = self.AFTER_PICKS
            self._record("pick", side, general, at, by)
        else:  # the second pick of a step keeps the step's clock running
            state.log.append({"action": "pick", "side": side, "value": general, "at": at, "by": by})

    def check_picks(self, started: bool, finished: bool) -> None:
        """Stored picks as many per side as the pick steps taken give (none before the picks, all
        after them), each general picked once: the next pick or its timeout then always has one free."""
        state = self.state
        check_step("picked_in_step", state.picked_in_step, range(max(self.PICK_ORDER)))
        last = len(self.PICK_ORDER)
        steps_ok = state.pick_step == last if finished else (state.pick_step < last if started else
                                                               state.pick_step == 0)
        if not steps_ok or (finished or not started) and state.picked_in_step \
                or started and not finished and state.picked_in_step >= self.PICK_ORDER[state.pick_step]:
            raise SanguoshaError("console.state_phase", field="pick_step",
                                 value=f"{state.pick_step}/{state.picked_in_step}", phase=state.phase)
        expected = dict.fromkeys(self.SIDES, 0)
        for step in range(state.pick_step):
            expected[self.picker_of_step(step)] += self.PICK_ORDER[step]
        if started and not finished:
            expected[self.picker_of_step(state.pick_step)] += state.picked_in_step
        for side in self.SIDES:
            names = state.picks[side]
            if not isinstance(names, list) or any(not isinstance(name, str) for name in names):
                raise SanguoshaError("console.state_value", field=f"picks.{side}", value=names)
            if len(names) != expected[side]:
                raise SanguoshaError("console.state_picks", step=state.pick_step + 1, side=side,
                                     expected=expected[side], count=len(names))
        every = [name for side in self.SIDES for name in state.picks[side]]
        if len(set(every)) != len(every):
            raise SanguoshaError("duplicate_general", general=next(n for n in every if every.count(n) > 1))

    def check_secret(self, chosen: Mapping[str, Any], kept: int, phase: str, before: str, after: str) -> None:
        """Stored lineups (orders): none before phase ``before``, fewer than both during it, both
        after it (phase ``after`` on); each ``kept`` distinct generals of the side's own picks."""
        reached = self.PHASES.index(phase)
        if reached < self.PHASES.index(before):
            least, most = 0, 0
        elif reached < self.PHASES.index(after):
            least, most = 0, 1
        else:
            least, most = 2, 2
        if not isinstance(chosen, Mapping) or not least <= len(chosen) <= most:
            raise SanguoshaError("console.state_phase", field="lineups", value=len(chosen) if isinstance(
                chosen, Mapping) else chosen, phase=phase)
        for side, names in chosen.items():
            self._check_side(side)
            listed = list(names.values()) if isinstance(names, Mapping) else names
            if not isinstance(listed, list):
                raise SanguoshaError("console.state_value", field=side, value=names)
            self._check_secret(side, listed, kept)

    def picks_by_step(self) -> list[tuple[str, list[str]]]:
        """The picks made so far, step by step in PICK_ORDER: (side, generals)."""
        taken = dict.fromkeys(self.SIDES, 0)
        steps = []
        for step, size in enumerate(self.PICK_ORDER):
            side = self.picker_of_step(step)
            if side is None:
                break
            names = self.state.picks[side][taken[side]:taken[side] + size]
            if not names:
                break
            taken[side] += len(names)
            steps.append((side, list(names)))
        return steps

    def _default_picks(self, at: float) -> None:
        """Timeout of a pick step: the first-turned free generals for the side to move."""
        side = self.picker_of_step(self.state.pick_step)
        for _ in range(self.picks_left_in_step()):
            self.pick(side, self.available()[0], by="timeout", at=at)

    def _check_secret(self, side: str, chosen: list[str], kept: int) -> None:
        """A secret lineup / order: ``kept`` distinct generals of the side's own picks."""
        if len(chosen) != kept:
            raise SanguoshaError("lineup_size", needed=kept, given=len(chosen))
        for general in chosen:
            if general not in self.state.picks[side]:
                raise SanguoshaError("not_own_general", general=general, side=side)
        if len(set(chosen)) != kept:
            raise SanguoshaError("duplicate_general", general=next(g for g in chosen if chosen.count(g) > 1))

    def _check_side(self, side) -> None:
        if side not in self.SIDES:
            raise SanguoshaError("unknown_side", side=side) if self.SIDES != CAMPS else \
                SanguoshaError("unknown_camp", camp=side)
