"""The 3v3 draft (选将, docs/rules.md §5.1) as a state machine on an injected clock.

Steps in the tournament rules' order, with their defaults on timeout: the
generals are dealt into face-down piles of 8 (4 from 32; the ``standard_16``
pool: 2 from 16 of the standard 25); the team holding the camp choice takes a
pile first, then the other (10 s each, default the lowest free pile; with
two piles the other takes the last); the 16 lie face up in pile order and
both sides look at them (60 s, a step of its own; the referee may end it
early); the holder picks warm or cold (10 s, default warm); warm decides
who picks first (10 s, default warm); picks 1,2,2,2,2,2,2,2,1 at 20 s a step
(default: the first-turned general still free); both confirm (10 s, default
confirmed); each commander sets 3 of their 8 into commander / vanguard A /
vanguard B (90 s, default: their first three picks in pick order); the
referee reveals both.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from app.rules.generals import GENERALS_BY_NAME, PILE_SIZE, general_pool
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.state_check import (check_fields, check_history, check_in_phase, check_log, check_names,
                                       check_number, check_step, check_timers)
from app.sanguosha.steps import CAMPS, COLD, WARM, PickingDraft, check_camp, undoable

PICK_ORDER = (1, 2, 2, 2, 2, 2, 2, 2, 1)
PILES = 4
ROLES = ("commander", "vanguard_a", "vanguard_b")
# Round the table (docs/rules.md §5.1): seat number → (camp, role).
SEATS = ((COLD, "vanguard_a"), (COLD, "commander"), (COLD, "vanguard_b"),
         (WARM, "vanguard_b"), (WARM, "commander"), (WARM, "vanguard_a"))
# The seeds' step times; the event's clock setting overrides camp / draft / lineup (draft_timers).
SEED_TIMERS = {"pile": 10, "viewing": 60, "camp": 10, "first_pick": 10, "draft": 20, "confirm": 10,
               "lineup": 90, "first_mover": 10}
PHASES = ("piles", "viewing", "camp", "first_pick", "picks", "confirm", "lineup", "reveal", "done")
TEAMS = ("0", "1")  # JSON keys of the teams' piles
FIXED = ("seed", "pool", "piles", "camp_holder", "timers")  # what no step changes (undo snapshots keep it)


@dataclass
class Draft3v3State:
    """Everything a resumed draft needs; plain values only (JSON)."""

    seed: int
    pool: list[str]
    piles: list[list[str]]
    camp_holder: int  # team 0 or 1
    timers: dict[str, float]
    step_started_at: float
    phase: str = "piles"
    pile_of: dict[str, int] = field(default_factory=dict)  # team "0" / "1" → pile
    face_up: list[str] = field(default_factory=list)
    warm_team: int | None = None
    first_picker: str | None = None
    picks: dict[str, list[str]] = field(default_factory=lambda: {WARM: [], COLD: []})
    pick_step: int = 0
    picked_in_step: int = 0
    confirmed: list[str] = field(default_factory=list)
    lineups: dict[str, dict[str, str]] = field(default_factory=dict)
    log: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)  # snapshots for undo


def deal_piles(seed: int, pool: list[str], piles: int = PILES) -> list[list[str]]:
    """``piles`` piles of 8 from the pool, the same for the same seed and pool; a pool too small
    for whole piles is refused."""
    if piles not in (2, PILES) or len(set(pool)) < piles * PILE_SIZE:
        raise SanguoshaError("pool_too_small_for_deal", size=len(set(pool)), needed=piles * PILE_SIZE)
    cards = list(pool)
    random.Random(seed).shuffle(cards)
    return [cards[i * PILE_SIZE:(i + 1) * PILE_SIZE] for i in range(piles)]


class Draft3v3(PickingDraft):
    """One table's 3v3 draft; every method refuses an illegal choice with a SanguoshaError."""

    TIMER_OF_PHASE = {"piles": "pile", "viewing": "viewing", "camp": "camp", "first_pick": "first_pick",
                      "picks": "draft", "confirm": "confirm", "lineup": "lineup"}
    PICK_ORDER = PICK_ORDER
    SIDES = CAMPS
    AFTER_PICKS = "confirm"
    PHASES = PHASES

    @classmethod
    def start(cls, now: Callable[[], float], rng: random.Random, camp_holder: int = 0,
              pool: list[str] | None = None, timers: Mapping[str, float] | None = None,
              piles: int = PILES) -> "Draft3v3":
        """A new draft: the deal's seed is drawn from ``rng`` and stored with the state.

        ``camp_holder``: the team that won the 比点 (it takes a pile first and chooses the camp);
        ``timers``: normally ``draft_timers(event settings, SEED_TIMERS)``.
        """
        pool = list(pool or general_pool("3v3"))
        seed = rng.getrandbits(32)
        state = Draft3v3State(seed=seed, pool=pool, piles=deal_piles(seed, pool, piles),
                              camp_holder=_check_team(camp_holder),
                              timers={**SEED_TIMERS, **(timers or {})}, step_started_at=now())
        return cls(state, now)

    @classmethod
    def from_json(cls, text: str, now: Callable[[], float]) -> "Draft3v3":
        """Resume a stored draft at the same step (the step's clock keeps its stored start);
        a state the draft could never have reached is refused (state_check)."""
        data = json.loads(text)
        check_fields(data, Draft3v3State)
        draft = cls(Draft3v3State(**data), now)
        draft.check_state()
        return draft

    def check_state(self) -> None:
        """Refuse a stored state no sequence of steps leads to."""
        state = self.state
        check_step("phase", state.phase, PHASES)
        if not _is_team(state.camp_holder) or not (state.warm_team is None or _is_team(state.warm_team)):
            raise SanguoshaError("console.state_value", field="camp_holder", value=state.camp_holder)
        sizes = [len(pile) for pile in state.piles]
        dealt = [name for pile in state.piles for name in pile]
        if len(state.piles) not in (2, PILES) or set(sizes) != {PILE_SIZE} or len(set(dealt)) != len(dealt) \
                or not all(isinstance(name, str) for name in dealt):
            raise SanguoshaError("console.state_piles", sizes="/".join(map(str, sizes)))
        check_names(dealt, state.pool, "pool")
        if set(state.pile_of) - set(TEAMS) or any(p not in range(len(state.piles)) for p in state.pile_of.values()):
            raise SanguoshaError("console.state_value", field="pile_of", value=state.pile_of)
        check_names(state.face_up, dealt, "face_up")
        check_step("pick_step", state.pick_step, range(len(PICK_ORDER) + 1))
        if set(state.picks) != set(CAMPS):
            raise SanguoshaError("console.state_value", field="picks", value=sorted(state.picks))
        both = set(state.picks[WARM]) & set(state.picks[COLD])
        if both:
            raise SanguoshaError("console.state_both_sides", general=sorted(both)[0])
        check_names(state.picks[WARM] + state.picks[COLD], state.face_up, "face_up")
        self._check_progress()
        check_history(state, FIXED, lambda snapshot: Draft3v3(Draft3v3State(**snapshot), self.now).check_state())

    def _check_progress(self) -> None:
        """What the phase's steps have done and nothing more: the piles taken (the camp holder's
        first), the 16 face up in pile order, the camps, the first picker, the picks of the steps
        taken, the confirmations and the lineups."""
        state = self.state
        check_step("phase", state.phase, PHASES)
        check_timers(state.timers, self.TIMER_OF_PHASE.values())
        check_number("step_started_at", state.step_started_at)
        check_log("log", state.log, "action")
        past = {phase: PHASES.index(state.phase) > PHASES.index(phase) for phase in PHASES}
        holder, other_team = str(state.camp_holder), str(1 - state.camp_holder)
        if past["piles"]:
            check_in_phase(set(state.pile_of) == set(TEAMS) and len(set(state.pile_of.values())) == 2,
                           "pile_of", state.pile_of, state.phase)
            shown = state.piles[state.pile_of[holder]] + state.piles[state.pile_of[other_team]]
            check_in_phase(state.face_up == shown, "face_up", len(state.face_up), state.phase)
        else:
            first_only = set(state.pile_of) <= {holder} and not (state.pile_of and len(state.piles) == 2)
            check_in_phase(first_only, "pile_of", state.pile_of, state.phase)
            check_in_phase(not state.face_up, "face_up", len(state.face_up), state.phase)
        check_in_phase((state.warm_team is not None) == past["camp"], "warm_team", state.warm_team, state.phase)
        check_in_phase((state.first_picker is not None) == past["first_pick"], "first_picker",
                       state.first_picker, state.phase)
        if state.first_picker is not None:
            check_camp(state.first_picker)
        self.check_picks(started=past["first_pick"], finished=past["picks"])
        confirmed = state.confirmed
        counts = range(2) if state.phase == "confirm" else (2,) if past["confirm"] else (0,)
        check_in_phase(isinstance(confirmed, list) and all(camp in CAMPS for camp in confirmed)
                       and len(set(confirmed)) == len(confirmed) and len(confirmed) in counts,
                       "confirmed", confirmed, state.phase)
        self.check_secret(state.lineups, len(ROLES), state.phase, "lineup", "reveal")
        for camp, roles in state.lineups.items():
            check_in_phase(isinstance(roles, dict) and set(roles) == set(ROLES), f"lineups.{camp}", roles, state.phase)

    # --- piles, viewing, camp and first pick -------------------------------------------
    def team_of(self, camp: str) -> int | None:
        """The team (0/1) playing ``camp``, once the camp is chosen."""
        warm = self.state.warm_team
        return None if warm is None else (warm if camp == WARM else 1 - warm)

    def team_to_move(self) -> int | None:
        """The team whose choice the step waits for before the camps are known (piles, camp)."""
        state = self.state
        if state.phase == "piles":
            return state.camp_holder if str(state.camp_holder) not in state.pile_of else 1 - state.camp_holder
        if state.phase == "camp":
            return state.camp_holder
        return None

    @undoable
    def take_pile(self, team: int, pile: int, *, by: str = "choice", at: float | None = None) -> None:
        """A commander takes one of the face-down piles (the camp holder first); both taken → the
        16 face up, the holder's pile first, and the viewing minute begins."""
        self._require_phase("piles", "take_pile")
        if _check_team(team) != self.team_to_move():
            raise SanguoshaError("wrong_side", expected=self.team_to_move(), side=team)
        if isinstance(pile, bool) or not isinstance(pile, int) or not 0 <= pile < len(self.state.piles):
            raise SanguoshaError("unknown_pile", pile=pile)
        if pile in self.state.pile_of.values():
            raise SanguoshaError("pile_taken", pile=pile)
        state = self.state
        state.pile_of[str(team)] = pile
        at = self._at(at)
        free = [p for p in range(len(state.piles)) if p not in state.pile_of.values()]
        if len(state.pile_of) == 1 and len(free) == 1:  # two piles: the other team takes the last
            state.log.append({"action": "pile", "side": team, "value": pile, "at": at, "by": by})
            team, pile, by = 1 - team, free[0], "last_pile"
            state.pile_of[str(team)] = pile
        if len(state.pile_of) == 2:
            holder = state.camp_holder
            state.face_up = state.piles[state.pile_of[str(holder)]] + state.piles[state.pile_of[str(1 - holder)]]
            state.phase = "viewing"
        self._record("pile", team, pile, at, by)

    @undoable
    def end_viewing(self, *, by: str = "choice", at: float | None = None) -> None:
        """The minute of looking at the 16 is over (or the referee ends it): the camp choice."""
        self._require_phase("viewing", "end_viewing")
        self.state.phase = "camp"
        self._record("viewing", None, None, self._at(at), by)

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
        self.state.phase = "picks"
        self._record("first_pick", side, first, self._at(at), by)

    # --- picks -------------------------------------------------------------------------
    def first_picker(self) -> str | None:
        return self.state.first_picker

    def dealt(self) -> list[str]:
        return list(self.state.face_up)

    def side_to_move(self) -> str | None:
        """The camp whose choice the current step waits for (None if both, none, or a team's)."""
        state = self.state
        if state.phase == "first_pick":
            return WARM
        if state.phase == "picks":
            return self.picker_of_step(state.pick_step)
        return None

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
        chosen = [commander, vanguard_a, vanguard_b]
        self._check_secret(side, chosen, len(ROLES))
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

    def public_view(self) -> dict[str, Any]:
        """What the hall screen may show: never a pile before it is turned or an unrevealed lineup."""
        state = self.state
        return {"phase": state.phase, "camp_holder": state.camp_holder, "warm_team": state.warm_team,
                "first_picker": state.first_picker, "side_to_move": self.side_to_move(),
                "team_to_move": self.team_to_move(),
                "face_up": list(state.face_up), "available": self.available(),
                "picks": {camp: list(names) for camp, names in state.picks.items()},
                "lineups_set": sorted(state.lineups), "remaining": self.remaining(),
                "lineups": state.lineups if state.phase == "done" else None}

    # --- timeouts ----------------------------------------------------------------------
    def _apply_default(self, at: float) -> None:
        state = self.state
        if state.phase == "piles":
            free = next(p for p in range(len(state.piles)) if p not in state.pile_of.values())
            self.take_pile(self.team_to_move(), free, by="timeout", at=at)
        elif state.phase == "viewing":
            self.end_viewing(by="timeout", at=at)
        elif state.phase == "camp":
            self.choose_camp(state.camp_holder, WARM, by="timeout", at=at)
        elif state.phase == "first_pick":
            self.choose_first_picker(WARM, WARM, by="timeout", at=at)
        elif state.phase == "picks":
            self._default_picks(at)
        elif state.phase == "confirm":
            for side in (WARM, COLD):
                if side not in state.confirmed:
                    self.confirm(side, by="timeout", at=at)
        elif state.phase == "lineup":
            for side in (WARM, COLD):
                if side not in state.lineups:
                    self.set_lineup(side, *state.picks[side][:3], by="timeout", at=at)

    def _require_side(self, side: str, expected: str | None) -> None:
        check_camp(side)
        if side != expected:
            raise SanguoshaError("wrong_side", expected=expected, side=side)


def _is_team(team: Any) -> bool:
    return team in (0, 1) and type(team) is int


def _check_team(team: Any) -> int:
    if not _is_team(team):
        raise SanguoshaError("unknown_side", side=team)
    return team
