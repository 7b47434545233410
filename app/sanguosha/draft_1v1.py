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
from app.sanguosha.steps import TimedSteps, undoable

LORD, TRAITOR = "lord", "traitor"  # 主公 picks first; 内奸 plays first
PICK_ORDER = (1, 2, 2, 2, 2, 1)
SHOWN, FACE_DOWN, KEPT = 6, 4, 3
# Seed 001 names no draft times: 20 s a pick step (the event's clock setting "draft")
# and 90 s for the order (as the 3v3 lineup); draft_timers lays the event's setting over them.
SEED_TIMERS = {"draft": 20, "lineup": 90}


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


class Draft1v1(TimedSteps):
    """One table's 1v1 draft; every method refuses an illegal choice with a SanguoshaError."""

    TIMER_OF_PHASE = {"picks": "draft", "order": "lineup"}

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
        random.Random(seed).shuffle(cards)
        state = Draft1v1State(seed=seed, lord_seat=lord_seat, generals=cards[:SHOWN + FACE_DOWN],
                              timers={**SEED_TIMERS, **(timers or {})}, step_started_at=now())
        return cls(state, now)

    @classmethod
    def from_json(cls, text: str, now: Callable[[], float]) -> "Draft1v1":
        """Resume a stored draft at the same step."""
        return cls(Draft1v1State(**json.loads(text)), now)

    def seat_of(self, role: str) -> int:
        return self.state.lord_seat if role == LORD else 1 - self.state.lord_seat

    def side_to_move(self) -> str | None:
        if self.state.phase != "picks":
            return None
        return LORD if self.state.pick_step % 2 == 0 else TRAITOR

    def available(self) -> list[str]:
        """Generals nobody has picked: face up first, then face down, in dealt order."""
        taken = set(self.state.picks[LORD]) | set(self.state.picks[TRAITOR])
        return [name for name in self.state.generals if name not in taken]

    def picks_left_in_step(self) -> int:
        return PICK_ORDER[self.state.pick_step] - self.state.picked_in_step

    @undoable
    def pick(self, role: str, general: str, *, by: str = "choice", at: float | None = None) -> None:
        """The role to move takes a general, face up or face down."""
        self._require_phase("picks", "pick")
        self._check_role(role)
        if role != self.side_to_move():
            raise SanguoshaError("wrong_side", expected=self.side_to_move(), side=role)
        if general not in self.available():
            raise SanguoshaError("not_available", general=general)
        state = self.state
        state.picks[role].append(general)
        state.picked_in_step += 1
        at = self.now() if at is None else at
        if self.picks_left_in_step() == 0:
            state.pick_step += 1
            state.picked_in_step = 0
            if state.pick_step == len(PICK_ORDER):
                state.phase = "order"
            self._record("pick", role, general, at, by)
        else:
            state.log.append({"action": "pick", "side": role, "value": general, "at": at, "by": by})

    @undoable
    def set_order(self, role: str, order: list[str], *, by: str = "choice", at: float | None = None) -> None:
        """Secretly keep 3 of the 5 in the order they will enter; fixed once set."""
        self._require_phase("order", "set_order")
        self._check_role(role)
        if role in self.state.orders:
            raise SanguoshaError("lineup_set", side=role)
        order = list(order)
        if len(order) != KEPT:
            raise SanguoshaError("lineup_size", needed=KEPT, given=len(order))
        for general in order:
            if general not in self.state.picks[role]:
                raise SanguoshaError("not_own_general", general=general, side=role)
        if len(set(order)) != KEPT:
            raise SanguoshaError("duplicate_general", general=next(g for g in order if order.count(g) > 1))
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
            role = self.side_to_move()
            for _ in range(self.picks_left_in_step()):
                self.pick(role, self.available()[0], by="timeout", at=at)
        elif state.phase == "order":
            for role in (LORD, TRAITOR):
                if role not in state.orders:
                    self.set_order(role, state.picks[role][:KEPT], by="timeout", at=at)

    @staticmethod
    def _check_role(role: Any) -> None:
        if role not in (LORD, TRAITOR):
            raise SanguoshaError("unknown_side", side=role)
