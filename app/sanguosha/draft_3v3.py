"""The 3v3 draft (选将, docs/rules.md §5.1) as a state machine on an injected clock.

Steps and their defaults on timeout: the team holding the camp choice picks a
camp (10 s, default warm); warm decides who picks first (10 s, default: warm
itself, a choice of ours); 4 piles of 8 dealt from the stored seed, warm then
cold takes one (10 s each, default the lowest free pile); the 16 lie face up
in pile order; picks 1,2,2,2,2,2,2,2,1 at 20 s a step (default: the
first-turned general still free); both confirm (10 s, default confirmed); each
commander sets 3 of their 8 into commander / vanguard A / vanguard B (90 s,
default: their first three picks in pick order); the referee reveals both.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from app.rules.generals import GENERALS_BY_NAME, general_pool
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.steps import COLD, WARM, TimedSteps, check_camp, other, undoable

PICK_ORDER = (1, 2, 2, 2, 2, 2, 2, 2, 1)
PILES, PILE_SIZE = 4, 8
ROLES = ("commander", "vanguard_a", "vanguard_b")
# Round the table (docs/rules.md §5.1): seat number → (camp, role).
SEATS = ((COLD, "vanguard_a"), (COLD, "commander"), (COLD, "vanguard_b"),
         (WARM, "vanguard_b"), (WARM, "commander"), (WARM, "vanguard_a"))
# Seed 002's step times; the event's clock setting overrides camp / draft / lineup (draft_timers).
SEED_TIMERS = {"camp": 10, "first_pick": 10, "pile": 10, "draft": 20, "confirm": 10, "lineup": 90}


@dataclass
class Draft3v3State:
    """Everything a resumed draft needs; plain values only (JSON)."""

    seed: int
    pool: list[str]
    piles: list[list[str]]
    camp_holder: int  # team 0 or 1
    timers: dict[str, float]
    step_started_at: float
    phase: str = "camp"
    warm_team: int | None = None
    first_picker: str | None = None
    pile_of: dict[str, int] = field(default_factory=dict)
    face_up: list[str] = field(default_factory=list)
    picks: dict[str, list[str]] = field(default_factory=lambda: {WARM: [], COLD: []})
    pick_step: int = 0
    picked_in_step: int = 0
    confirmed: list[str] = field(default_factory=list)
    lineups: dict[str, dict[str, str]] = field(default_factory=dict)
    log: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)  # snapshots for undo


def deal_piles(seed: int, pool: list[str]) -> list[list[str]]:
    """4 piles of 8 from the pool, the same for the same seed and pool."""
    cards = list(pool)
    random.Random(seed).shuffle(cards)
    return [cards[i * PILE_SIZE:(i + 1) * PILE_SIZE] for i in range(PILES)]


class Draft3v3(TimedSteps):
    """One table's 3v3 draft; every method refuses an illegal choice with a SanguoshaError."""

    TIMER_OF_PHASE = {"camp": "camp", "first_pick": "first_pick", "piles": "pile",
                      "picks": "draft", "confirm": "confirm", "lineup": "lineup"}

    @classmethod
    def start(cls, now: Callable[[], float], rng: random.Random, camp_holder: int = 0,
              pool: list[str] | None = None, timers: Mapping[str, float] | None = None) -> "Draft3v3":
        """A new draft: the deal's seed is drawn from ``rng`` and stored with the state.

        ``timers``: normally ``draft_timers(event settings, SEED_TIMERS)``.
        """
        pool = list(pool or general_pool("3v3"))
        seed = rng.getrandbits(32)
        state = Draft3v3State(seed=seed, pool=pool, piles=deal_piles(seed, pool),
                              camp_holder=_check_team(camp_holder),
                              timers={**SEED_TIMERS, **(timers or {})}, step_started_at=now())
        return cls(state, now)

    @classmethod
    def from_json(cls, text: str, now: Callable[[], float]) -> "Draft3v3":
        """Resume a stored draft at the same step (the step's clock keeps its stored start)."""
        return cls(Draft3v3State(**json.loads(text)), now)

    # --- camp and first pick -----------------------------------------------------------
    def team_of(self, camp: str) -> int | None:
        """The team (0/1) playing ``camp``, once the camp is chosen."""
        warm = self.state.warm_team
        return None if warm is None else (warm if camp == WARM else 1 - warm)

    @undoable
    def choose_camp(self, team: int, camp: str, *, by: str = "choice", at: float | None = None) -> None:
        """The team holding the camp choice takes warm or cold."""
        self._require_phase("camp", "choose_camp")
        if _check_team(team) != self.state.camp_holder:
            raise SanguoshaError("wrong_side", expected=self.state.camp_holder, side=team)
        check_camp(camp)
        self.state.warm_team = team if camp == WARM else 1 - team
        self.state.phase = "first_pick"
        self._record("camp", team, camp, self._at(at), by)

    @undoable
    def choose_first_picker(self, side: str, first: str, *, by: str = "choice",
                            at: float | None = None) -> None:
        """Warm decides which camp picks first."""
        self._require_phase("first_pick", "choose_first_picker")
        self._require_side(side, WARM)
        self.state.first_picker = check_camp(first)
        self.state.phase = "piles"
        self._record("first_pick", side, first, self._at(at), by)

    # --- piles and picks ---------------------------------------------------------------
    def side_to_move(self) -> str | None:
        """The camp whose choice the current step waits for (None if both or none)."""
        state = self.state
        if state.phase == "first_pick":
            return WARM
        if state.phase == "piles":
            return WARM if WARM not in state.pile_of else COLD
        if state.phase == "picks":
            return state.first_picker if state.pick_step % 2 == 0 else other(state.first_picker)
        return None

    @undoable
    def take_pile(self, side: str, pile: int, *, by: str = "choice", at: float | None = None) -> None:
        """A commander takes one of the four face-down piles; both taken → 16 face up."""
        self._require_phase("piles", "take_pile")
        self._require_side(side, self.side_to_move())
        if not isinstance(pile, int) or not 0 <= pile < PILES:
            raise SanguoshaError("unknown_pile", pile=pile)
        if pile in self.state.pile_of.values():
            raise SanguoshaError("pile_taken", pile=pile)
        self.state.pile_of[side] = pile
        if len(self.state.pile_of) == 2:
            self.state.face_up = self.state.piles[self.state.pile_of[WARM]] + \
                self.state.piles[self.state.pile_of[COLD]]
            self.state.phase = "picks"
        self._record("pile", side, pile, self._at(at), by)

    def available(self) -> list[str]:
        """Face-up generals nobody has picked, in the order they were turned."""
        taken = set(self.state.picks[WARM]) | set(self.state.picks[COLD])
        return [name for name in self.state.face_up if name not in taken]

    def picks_left_in_step(self) -> int:
        return PICK_ORDER[self.state.pick_step] - self.state.picked_in_step

    @undoable
    def pick(self, side: str, general: str, *, by: str = "choice", at: float | None = None) -> None:
        """The side to move takes one face-up general; the step ends after its 1 or 2 picks."""
        self._require_phase("picks", "pick")
        self._require_side(side, self.side_to_move())
        if general not in self.available():
            raise SanguoshaError("not_available", general=general)
        state = self.state
        state.picks[side].append(general)
        state.picked_in_step += 1
        at = self._at(at)
        if self.picks_left_in_step() == 0:
            state.pick_step += 1
            state.picked_in_step = 0
            if state.pick_step == len(PICK_ORDER):
                state.phase = "confirm"
            self._record("pick", side, general, at, by)
        else:  # the second pick of a step keeps the step's clock running
            state.log.append({"action": "pick", "side": side, "value": general, "at": at, "by": by})

    @undoable
    def confirm(self, side: str, *, by: str = "choice", at: float | None = None) -> None:
        """A commander confirms the picks; both confirmed → the secret lineups."""
        self._require_phase("confirm", "confirm")
        check_camp(side)
        if side in self.state.confirmed:
            raise SanguoshaError("already_confirmed", side=side)
        self.state.confirmed.append(side)
        at = self._at(at)
        if len(self.state.confirmed) == 2:
            self.state.phase = "lineup"
            self._record("confirm", side, True, at, by)
        else:
            self.state.log.append({"action": "confirm", "side": side, "value": True, "at": at, "by": by})

    # --- lineups and reveal ------------------------------------------------------------
    @undoable
    def set_lineup(self, side: str, commander: str, vanguard_a: str, vanguard_b: str, *,
                   by: str = "choice", at: float | None = None) -> None:
        """A commander secretly seats 3 of their 8; the log keeps no names until the reveal."""
        self._require_phase("lineup", "set_lineup")
        check_camp(side)
        if side in self.state.lineups:
            raise SanguoshaError("lineup_set", side=side)
        chosen = (commander, vanguard_a, vanguard_b)
        for general in chosen:
            if general not in self.state.picks[side]:
                raise SanguoshaError("not_own_general", general=general, side=side)
        if len(set(chosen)) != 3:
            duplicate = next(g for g in chosen if chosen.count(g) > 1)
            raise SanguoshaError("duplicate_general", general=duplicate)
        self.state.lineups[side] = dict(zip(ROLES, chosen))
        self.state.log.append({"action": "lineup", "side": side, "value": None,
                               "at": self._at(at), "by": by})
        if len(self.state.lineups) == 2:
            self.state.phase = "reveal"

    @undoable
    def reveal(self, *, at: float | None = None) -> list[dict[str, Any]]:
        """Both lineups at once; the six seats round the table."""
        if self.state.phase == "lineup":
            raise SanguoshaError("lineups_missing")
        self._require_phase("reveal", "reveal")
        self.state.phase = "done"
        revealed = {camp: dict(roles) for camp, roles in self.state.lineups.items()}
        self._record("reveal", None, revealed, self._at(at), "choice")
        return self.seating()

    def seating(self) -> list[dict[str, Any]]:
        """After the reveal: the six seats with general and maximum HP (commander +1)."""
        self._require_phase("done", "seating")
        pool = GENERALS_BY_NAME
        seats = []
        for number, (camp, role) in enumerate(SEATS, start=1):
            name = self.state.lineups[camp][role]
            hp = pool[name].max_hp if name in pool else None
            if hp is not None and role == "commander":
                hp += 1
            seats.append({"seat": number, "camp": camp, "team": self.team_of(camp),
                          "role": role, "general": name, "max_hp": hp})
        return seats

    def picks_by_step(self) -> list[tuple[str, list[str]]]:
        """The picks made so far, step by step in PICK_ORDER: (camp, generals) — what the
        match sheet's draft grid records."""
        state = self.state
        if state.first_picker is None:
            return []
        taken = {WARM: 0, COLD: 0}
        steps = []
        for step, size in enumerate(PICK_ORDER):
            camp = state.first_picker if step % 2 == 0 else other(state.first_picker)
            names = state.picks[camp][taken[camp]:taken[camp] + size]
            if not names:
                break
            taken[camp] += len(names)
            steps.append((camp, list(names)))
        return steps

    def public_view(self) -> dict[str, Any]:
        """What the hall screen may show: never a pile before it is turned or an unrevealed lineup."""
        state = self.state
        return {"phase": state.phase, "camp_holder": state.camp_holder, "warm_team": state.warm_team,
                "first_picker": state.first_picker, "side_to_move": self.side_to_move(),
                "face_up": list(state.face_up), "available": self.available(),
                "picks": {camp: list(names) for camp, names in state.picks.items()},
                "lineups_set": sorted(state.lineups), "remaining": self.remaining(),
                "lineups": state.lineups if state.phase == "done" else None}

    # --- timeouts ----------------------------------------------------------------------
    def _apply_default(self, at: float) -> None:
        state = self.state
        if state.phase == "camp":
            self.choose_camp(state.camp_holder, WARM, by="timeout", at=at)
        elif state.phase == "first_pick":
            self.choose_first_picker(WARM, WARM, by="timeout", at=at)
        elif state.phase == "piles":
            free = next(p for p in range(PILES) if p not in state.pile_of.values())
            self.take_pile(self.side_to_move(), free, by="timeout", at=at)
        elif state.phase == "picks":
            side = self.side_to_move()
            for _ in range(self.picks_left_in_step()):
                self.pick(side, self.available()[0], by="timeout", at=at)
        elif state.phase == "confirm":
            for side in (WARM, COLD):
                if side not in state.confirmed:
                    self.confirm(side, by="timeout", at=at)
        elif state.phase == "lineup":
            for side in (WARM, COLD):
                if side not in state.lineups:
                    self.set_lineup(side, *state.picks[side][:3], by="timeout", at=at)

    def _at(self, at: float | None) -> float:
        return self.now() if at is None else at

    def _require_side(self, side: str, expected: str | None) -> None:
        check_camp(side)
        if side != expected:
            raise SanguoshaError("wrong_side", expected=expected, side=side)


def _check_team(team: Any) -> int:
    if team not in (0, 1) or isinstance(team, bool):
        raise SanguoshaError("unknown_side", side=team)
    return team
