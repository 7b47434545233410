"""The 1v1 draft (docs/rules.md §5.4) as a state machine on an injected clock.

The lord (主公, drawn by lot unless the referee enters it) picks first from 10
generals of the standard 25, 6 face up and 4 face down, in the order
1,2,2,2,2,1; then each player secretly keeps 3 of their 5 in a fixed order.
Seed 001 sets no draft timers, so the event's clock setting applies: 20 s a
pick step (default: the first face-up general still free, then face-down)
and 90 s for the order (default: the first three picks in pick order).
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from app.rules.generals import general_pool
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.state_check import (check_fields, check_history, check_log, check_names, check_number,
                                       check_step, check_timers)
from app.sanguosha.steps import PickingDraft, undoable

LORD, TRAITOR = "lord", "traitor"  # 主公 picks first; 内奸 plays first
PICK_ORDER = (1, 2, 2, 2, 2, 1)
SHOWN, FACE_DOWN, KEPT = 6, 4, 3
# Seed 001 names no draft times: 20 s a pick step (the event's clock setting "draft")
# and 90 s for the order (as the 3v3 lineup); draft_timers lays the event's setting over them.
SEED_TIMERS = {"draft": 20, "lineup": 90}
FIXED = ("seed", "lord_seat", "generals", "timers")  # what no step changes (undo snapshots keep it)


@dataclass
class Draft1v1State:
    """Everything a resumed 1v1 draft needs; plain values only (JSON)."""

    seed: int
    lord_seat: int  # the player (seat 0 or 1) who drew 主公
    generals: list[str]  # the 10: the first 6 face up, the last 4 face down
    timers: dict[str, float]
    step_started_at: float
    phase: str = "picks"
    picks: dict[str, list[str]] = field(default_factory=lambda: {LORD: [], TRAITOR: []})
    pick_step: int = 0
    picked_in_step: int = 0
    orders: dict[str, list[str]] = field(default_factory=dict)
    log: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)  # snapshots for undo


class Draft1v1(PickingDraft):
    """One table's 1v1 draft; every method refuses an illegal choice with a SanguoshaError."""

    TIMER_OF_PHASE = {"picks": "draft", "order": "lineup"}
    PICK_ORDER = PICK_ORDER
    SIDES = (LORD, TRAITOR)
    AFTER_PICKS = "order"
    PHASES = ("picks", "order", "done")

    @classmethod
    def start(cls, now: Callable[[], float], rng: random.Random, lord_seat: int | None = None,
              pool: list[str] | None = None, timers: Mapping[str, float] | None = None) -> "Draft1v1":
        """A new draft: the lord by lot (unless given) and the deal's seed come from ``rng``."""
        if lord_seat is None:
            lord_seat = rng.randrange(2)
        if lord_seat not in (0, 1) or isinstance(lord_seat, bool):
            raise SanguoshaError("unknown_side", side=lord_seat)
        seed = rng.getrandbits(32)
        cards = list(pool or general_pool("1v1"))
        if len(set(cards)) < SHOWN + FACE_DOWN:
            raise SanguoshaError("pool_too_small_for_deal", size=len(set(cards)), needed=SHOWN + FACE_DOWN)
        random.Random(seed).shuffle(cards)
        state = Draft1v1State(seed=seed, lord_seat=lord_seat, generals=cards[:SHOWN + FACE_DOWN],
                              timers={**SEED_TIMERS, **(timers or {})}, step_started_at=now())
        return cls(state, now)

    @classmethod
    def from_json(cls, text: str, now: Callable[[], float]) -> "Draft1v1":
        """Resume a stored draft at the same step; a state no steps lead to is refused."""
        data = json.loads(text)
        check_fields(data, Draft1v1State)
        draft = cls(Draft1v1State(**data), now)
        draft.check_state()
        return draft

    def check_state(self) -> None:
        """Refuse a stored state no sequence of steps leads to."""
        state = self.state
        check_step("phase", state.phase, self.PHASES)
        check_step("lord_seat", state.lord_seat, (0, 1))
        check_step("pick_step", state.pick_step, range(len(PICK_ORDER) + 1))
        if len(state.generals) != SHOWN + FACE_DOWN or len(set(state.generals)) != len(state.generals) \
                or not all(isinstance(name, str) for name in state.generals):
            raise SanguoshaError("console.state_piles", sizes=len(state.generals))
        if set(state.picks) != {LORD, TRAITOR}:
            raise SanguoshaError("console.state_value", field="picks", value=sorted(state.picks))
        both = set(state.picks[LORD]) & set(state.picks[TRAITOR])
        if both:
            raise SanguoshaError("console.state_both_sides", general=sorted(both)[0])
        check_names(state.picks[LORD] + state.picks[TRAITOR], state.generals, "generals")
        check_timers(state.timers, self.TIMER_OF_PHASE.values())
        check_number("step_started_at", state.step_started_at)
        check_log("log", state.log, "action")
        self.check_picks(started=True, finished=state.phase != "picks")
        self.check_secret(state.orders, KEPT, state.phase, "order", "done")
        check_history(state, FIXED, lambda snapshot: Draft1v1(Draft1v1State(**snapshot), self.now).check_state())

    def seat_of(self, role: str) -> int:
        return self.state.lord_seat if role == LORD else 1 - self.state.lord_seat

    def dealt(self) -> list[str]:
        return list(self.state.generals)

    def side_to_move(self) -> str | None:
        if self.state.phase != "picks":
            return None
        return self.picker_of_step(self.state.pick_step)

    @undoable
    def set_order(self, role: str, order: list[str], *, by: str = "choice", at: float | None = None) -> None:
        """Secretly keep 3 of the 5 in the order they will enter; fixed once set."""
        self._require_phase("order", "set_order")
        self._check_side(role)
        if role in self.state.orders:
            raise SanguoshaError("lineup_set", side=role)
        order = list(order)
        self._check_secret(role, order, KEPT)
        self.state.orders[role] = order
        self.state.log.append({"action": "order", "side": role, "value": None,
                               "at": self.now() if at is None else at, "by": by})
        if len(self.state.orders) == 2:
            self.state.phase = "done"

    def first_generals(self) -> dict[str, str]:
        """After both orders are set: the generals shown first (the rest stay secret)."""
        self._require_phase("done", "first_generals")
        return {role: order[0] for role, order in self.state.orders.items()}

    def public_view(self) -> dict[str, Any]:
        """The hall screen's part: face-down generals stay hidden until the draft is over."""
        state = self.state
        hidden = set(state.generals[SHOWN:])
        masked = {role: [None if name in hidden else name for name in names]
                  for role, names in state.picks.items()}
        return {"phase": state.phase, "lord_seat": state.lord_seat, "side_to_move": self.side_to_move(),
                "face_up": [n for n in state.generals[:SHOWN] if n in self.available()],
                "face_down_left": sum(1 for n in state.generals[SHOWN:] if n in self.available()),
                "picks": masked, "orders_set": sorted(state.orders), "remaining": self.remaining()}

    def _apply_default(self, at: float) -> None:
        state = self.state
        if state.phase == "picks":
            self._default_picks(at)
        elif state.phase == "order":
            for role in (LORD, TRAITOR):
                if role not in state.orders:
                    self.set_order(role, state.picks[role][:KEPT], by="timeout", at=at)
