"""One table's console: the draft, then the play (3v3 the action order and the foul board, 1v1 the
generals' deaths), undone step by step.

The referee's console works on one object: it knows which part took each
step, so one Undo takes back a pick, a timeout's default, the reveal (and the
tracker it started), a turn, a technical foul or a 1v1 general's death, in the order they happened.
The whole state is plain JSON (docs/rules.md §5), so the tournament file can
hold it and a crash resumes at the same step with the same piles.
"""
from __future__ import annotations

import dataclasses
import json
import random
from typing import Any, Callable, Mapping

from app.sanguosha import duel_1v1
from app.sanguosha.action_order import ActionOrder, ActionOrderState
from app.sanguosha.draft_1v1 import KEPT as KEPT_1V1
from app.sanguosha.draft_1v1 import Draft1v1
from app.sanguosha.draft_1v1 import SEED_TIMERS as SEED_TIMERS_1V1
from app.sanguosha.draft_3v3 import SEED_TIMERS as SEED_TIMERS_3V3
from app.sanguosha.draft_3v3 import Draft3v3
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.fouls import TechnicalFouls
from app.rules.events import DRAFT_1V1, DRAFT_3V3, PRESETS
from app.rules.generals import BUQU, GENERALS_BY_NAME, general_pool, piles_of
from app.sanguosha.state_check import check_fields
from app.sanguosha.steps import CAMPS, COLD, WARM, draft_timers

KIND_3V3, KIND_1V1 = DRAFT_3V3, DRAFT_1V1  # the console kinds are the presets' draft_console values
KIND_OF_EVENT = {code: preset.draft_console for code, preset in PRESETS.items() if preset.draft_console}


def _pool_name(settings: Mapping[str, Any], kind: str) -> str:
    """The pool the event deals from: its ``general_pool`` setting (the kind's own pool when a
    caller gives no event settings)."""
    return settings["general_pool"] if "general_pool" in settings else kind


STORED_KEYS = ("kind", "draft", "order", "fouls", "steps", "deaths")
LEGACY_KEYS = ("deaths",)  # stored before 1v1 deaths were tracked: read as none yet
DRAFT_PART, REVEAL_PART, ORDER_PART, FOULS_PART, DEATH_PART = "draft", "reveal", "order", "fouls", "death"


class TableConsole:
    """The draft and what follows it at one table; ``steps`` names the part of every step taken."""

    def __init__(self, kind: str, draft, now: Callable[[], float], order: ActionOrder | None = None,
                 fouls: TechnicalFouls | None = None, steps: list[str] | None = None, table: Any = None,
                 deaths: list[str] | None = None):
        self.kind, self.draft, self.now = kind, draft, now
        self.order, self.fouls = order, fouls
        # 1v1: the side (lord / traitor) whose general in play died, in order (app.sanguosha.duel_1v1)
        self.deaths = list(deaths or []) if kind == KIND_1V1 else None
        self.steps = list(steps or [])
        self.table = table  # the table's number, named in the console's refusals

    @classmethod
    def start(cls, kind: str, now: Callable[[], float], rng: random.Random,
              settings: Mapping[str, Any] | None = None, camp_holder: int | None = None,
              lord_seat: int | None = None, table: Any = None) -> "TableConsole":
        """A new console: the draft's seed is drawn from ``rng``; timers, pool and foul limit from the
        event. 3v3 needs ``camp_holder``, the team that won the 比点 (nothing defaults silently)."""
        settings = settings or {}
        pool_name = _pool_name(settings, kind)
        if kind == KIND_3V3:
            if camp_holder is None:
                raise SanguoshaError("console.bidian_missing", table=table, game=1)
            draft = Draft3v3.start(now, rng, camp_holder=camp_holder, pool=list(general_pool(pool_name)),
                                   timers=draft_timers(settings, SEED_TIMERS_3V3), piles=piles_of(pool_name))
            limit = settings.get("technical_fouls_to_lose")
            fouls = TechnicalFouls(limit=int(limit)) if limit else TechnicalFouls()
            return cls(kind, draft, now, fouls=fouls, table=table)
        if kind == KIND_1V1:
            draft = Draft1v1.start(now, rng, lord_seat=lord_seat, pool=list(general_pool(pool_name)),
                                   timers=draft_timers(settings, SEED_TIMERS_1V1))
            return cls(kind, draft, now, table=table)
        raise SanguoshaError("unknown_side", side=kind)

    # --- JSON --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "draft": json.loads(self.draft.to_json()),
                "order": json.loads(self.order.to_json()) if self.order else None,
                "fouls": dataclasses.asdict(self.fouls) if self.fouls else None,
                "steps": list(self.steps), "deaths": self.deaths}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], now: Callable[[], float], table: Any = None,
                  game: int = 1) -> "TableConsole":
        """Resume a stored console at the same step (the step's countdown keeps its stored start).

        A state no steps lead to (a key missing or unknown, a general on both sides or never dealt,
        a step past the end, piles not of 8) is refused with the reason, naming the table.
        """
        try:
            return cls._from_checked(data, now, table)
        except SanguoshaError as error:
            raise SanguoshaError("console.bad_state", table=table, game=game, reason=error) from error
        except (TypeError, KeyError, ValueError, AttributeError, IndexError) as error:
            raise SanguoshaError("console.bad_state", table=table, game=game,
                                 reason=SanguoshaError("console.state_value", field=type(error).__name__,
                                                       value=error)) from error

    @classmethod
    def _from_checked(cls, data: Mapping[str, Any], now: Callable[[], float], table: Any) -> "TableConsole":
        if isinstance(data, Mapping) and set(STORED_KEYS) - set(data) == set(LEGACY_KEYS):
            data = {**data, "deaths": [] if data.get("kind") == KIND_1V1 else None}
        if not isinstance(data, Mapping) or set(data) != set(STORED_KEYS):
            got = set(data) if isinstance(data, Mapping) else set()
            raise SanguoshaError("console.state_keys", missing=", ".join(sorted(set(STORED_KEYS) - got)) or "—",
                                 extra=", ".join(sorted(got - set(STORED_KEYS))) or "—")
        if data["kind"] not in (KIND_3V3, KIND_1V1):
            raise SanguoshaError("console.state_value", field="kind", value=data["kind"])
        draft_class = Draft3v3 if data["kind"] == KIND_3V3 else Draft1v1
        draft = draft_class.from_json(json.dumps(data["draft"]), now)
        order = fouls = None
        if data["order"] is not None:
            check_fields(data["order"], ActionOrderState)
            order = ActionOrder(ActionOrderState(**data["order"]))
            order.check_state(draft.state.lineups, draft.state.warm_team)
        if data["fouls"] is not None:
            check_fields(data["fouls"], TechnicalFouls)
            fouls = TechnicalFouls(**data["fouls"])
            fouls.check_state()
        revealed = data["kind"] == KIND_3V3 and draft.state.phase == "done"
        if (data["kind"] == KIND_3V3) != (fouls is not None) or (order is not None) != revealed:
            raise SanguoshaError("console.state_value", field="order/fouls", value=draft.state.phase)
        steps = data["steps"]
        if not isinstance(steps, list) or set(steps) - {DRAFT_PART, REVEAL_PART, ORDER_PART, FOULS_PART, DEATH_PART}:
            raise SanguoshaError("console.state_value", field="steps", value=steps)
        deaths = data["deaths"]
        if data["kind"] == KIND_3V3:
            if deaths is not None:
                raise SanguoshaError("console.state_value", field="deaths", value=deaths)
        else:
            duel_1v1.check_deaths(deaths)
            if deaths and draft.state.phase != "done" or steps.count(DEATH_PART) != len(deaths):
                raise SanguoshaError("console.state_value", field="deaths", value=deaths)
        _check_parts(steps, draft, order, fouls)
        return cls(data["kind"], draft, now, order, fouls, steps, table, deaths)

    # --- steps -------------------------------------------------------------------------
    def draft_step(self, method: str, *args, **kwargs) -> Any:
        """One draft step (``pick``, ``choose_camp`` …); refused steps change nothing."""
        before = len(self.draft.state.history)
        result = getattr(self.draft, method)(*args, **kwargs)
        if len(self.draft.state.history) > before:
            self.steps.append(DRAFT_PART)
        return result

    def tick(self) -> list[dict]:
        """Apply the defaults of every step whose countdown has run out (the log entries); after
        the reveal, cold's choice of who acts first (10 s, default cold acts first)."""
        if self.order is None:
            return self.draft_step("tick")
        if self.order.state.phase != "first_mover" or self.now() < self.deadline():
            return []
        self.order_step("choose_first", COLD, COLD)
        entry = {"action": "first", "side": COLD, "value": COLD, "at": self.deadline(), "by": "timeout"}
        return [entry]

    def seconds_allowed(self) -> float | None:
        """The current step's time limit (None: the step waits for the referee)."""
        if self.order is None:
            return self.draft.seconds_allowed()
        if self.order.state.phase == "first_mover":
            return float(self.draft.state.timers.get("first_mover", SEED_TIMERS_3V3["first_mover"]))
        return None

    def deadline(self) -> float | None:
        allowed = self.seconds_allowed()
        return None if allowed is None else self.draft.state.step_started_at + allowed

    def remaining(self) -> float | None:
        """Seconds left on the current step's countdown (≥ 0), None if untimed."""
        deadline = self.deadline()
        return None if deadline is None else max(0.0, deadline - self.now())

    def restart_timer(self) -> None:
        """Give the current step its full time again (a resumed console, a step undone)."""
        self.draft.restart_timer()

    def reveal(self) -> list[dict[str, Any]]:
        """3v3: both lineups at once, and the action-order tracker starts from them."""
        seating = self.draft.reveal()
        self.order = ActionOrder.start(self.draft.state.lineups, self.draft.state.warm_team)
        self.steps.append(REVEAL_PART)
        return seating

    def order_step(self, method: str, *args) -> None:
        """One tracker step (``choose_first``, ``begin_turn``, ``end_turn``, ``kill``)."""
        if self.order is None:
            raise SanguoshaError("wrong_phase", phase=self.draft.state.phase, action=method)
        before = len(self.order.state.history)
        getattr(self.order, method)(*args)
        if len(self.order.state.history) > before:
            self.steps.append(ORDER_PART)

    def charge_foul(self, team: int, note: str = "") -> int | None:
        """A technical foul to team 0/1; returns the team that lost the game by it, if any.
        Refused once the game is decided: a foul then would change a winner already known."""
        if self.fouls is None:
            raise SanguoshaError("wrong_phase", phase=self.draft.state.phase, action="charge_foul")
        if self.decided:
            raise SanguoshaError("console.game_decided", table=self.table, action="charge_foul")
        loser = self.fouls.charge(team, note)
        self.steps.append(FOULS_PART)
        return loser

    def general_died(self, side: str) -> str | None:
        """1v1: the general in play of ``side`` (lord / traitor) died and the next of its order enters;
        returns the winning side once the dead side has none left. Refused before the draft is done
        and once the game is decided."""
        if self.deaths is None or self.draft.state.phase != "done":
            raise SanguoshaError("wrong_phase", phase=self.phase, action="general_died")
        duel_1v1.check_death(self.deaths, side, self.table)
        self.deaths.append(side)
        self.steps.append(DEATH_PART)
        return duel_1v1.winner(self.deaths)

    def undo(self) -> str:
        """Take back the last step of whichever part took it; returns that part's name."""
        if not self.steps:
            raise SanguoshaError("nothing_to_undo")
        part = self.steps[-1]
        if part == DRAFT_PART:
            self.draft.undo()
        elif part == REVEAL_PART:
            self.order = None
            self.draft.undo()
        elif part == DEATH_PART:
            self.deaths.pop()
        elif part == ORDER_PART:
            self.order.undo()
            if self.order.state.phase == "first_mover":
                self.draft.restart_timer()  # cold's choice again: its 10 s afresh
        else:
            self.fouls.undo()
        self.steps.pop()
        return part

    def time_up(self, current_hp: Mapping[str, Mapping[str, int]]):
        """3v3 at time-up: the adjudication of the tracked game (app.scoring). Refused when the
        game is decided already (a commander dead or a team's fouls at the limit)."""
        if self.order is None:
            raise SanguoshaError("wrong_phase", phase=self.phase, action="time_up")
        if self.order.state.winner is not None:
            dead = next(camp for camp in CAMPS if not self.order.state.alive[camp]["commander"])
            raise SanguoshaError("console.commander_dead", table=self.table, side=dead)
        if self.decided:
            raise SanguoshaError("console.game_decided", table=self.table, action="time_up")
        return self.order.time_up(current_hp)

    # --- reading -----------------------------------------------------------------------
    def result_prefill(self) -> dict[str, Any] | None:
        """3v3 after the reveal: what the result form can take from the tracked game (teams 0/1).

        The fouls; the winner and how when fouls or a commander's death decided
        it; the living roles per team, their maximum HP (the general's, a commander +1) and
        whether 周泰 (不屈) is among them, for time-up adjudication (the lost HP the referee
        still enters).
        """
        if self.kind == KIND_1V1:
            return self._duel_prefill()
        if self.order is None:
            return None
        state, pool = self.order.state, GENERALS_BY_NAME
        alive, buqu, max_hp = [0, 0], [[], []], [[], []]
        for camp in CAMPS:
            team = state.warm_team if camp == WARM else 1 - state.warm_team
            for role, general in state.lineups[camp].items():
                if state.alive[camp][role]:
                    alive[team] += 1
                    max_hp[team].append(state.max_hp[camp][role])
                    if general in pool and BUQU in pool[general].flags:
                        buqu[team].append(general)
        time_up: dict[str, Any] = {"alive": alive, "lost_hp": [0, 0], "generals": buqu}
        if all(hp is not None for side in max_hp for hp in side):
            time_up["max_hp"] = max_hp
        entry: dict[str, Any] = {"winner": None, "technical_fouls": list(self.fouls.counts), "time_up": time_up}
        if self.fouls.loser is not None:
            entry.update(winner=1 - self.fouls.loser, how="technical_fouls")
        elif state.winner is not None:
            winner = state.warm_team if state.winner == WARM else 1 - state.warm_team
            entry.update(winner=winner, how="commander_killed")
        return entry

    def _duel_prefill(self) -> dict[str, Any] | None:
        """1v1 once decided: the winning seat, how (the loser's generals dead) and the generals each
        seat has left (the loser none)."""
        won = duel_1v1.winner(self.deaths)
        if won is None:
            return None
        left = [0, 0]
        for side in duel_1v1.SIDES:
            left[self.draft.seat_of(side)] = KEPT_1V1 - duel_1v1.dead_count(self.deaths, side)
        return {"winner": self.draft.seat_of(won), "reason": "generals_dead", "generals_left": left}

    def sheet_record(self) -> dict[str, Any] | None:
        """What the printed 3v3 match sheet fills in from this table (None for 1v1): the teams
        holding warm, the first pick and the first action (team 0 / 1, None until chosen), each
        pick step's generals, and the six seats' generals once revealed (never before)."""
        if self.kind != KIND_3V3:
            return None
        state = self.draft.state
        warm = state.warm_team

        def team(camp: str | None) -> int | None:
            return None if camp is None or warm is None else (warm if camp == WARM else 1 - warm)

        first_mover = next((entry["value"] for entry in (self.order.state.log if self.order else ())
                            if entry["action"] == "first"), None)
        seats = ([seat["general"] for seat in self.draft.seating()] if state.phase == "done" else [])
        return {"warm_team": warm, "first_picker": team(state.first_picker), "first_mover": team(first_mover),
                "steps": [names for _camp, names in self.draft.picks_by_step()], "seats": seats}

    @property
    def camp_holder(self) -> int:
        """The team holding the camp choice (3v3), the lord's seat (1v1): what the next game swaps."""
        return self.draft.state.camp_holder if self.kind == KIND_3V3 else self.draft.state.lord_seat

    @property
    def decided(self) -> bool:
        """The game needs nothing more from this console: 3v3 a winner by fouls or a commander's
        death; 1v1 a side's three generals dead."""
        if self.kind == KIND_1V1:
            return duel_1v1.winner(self.deaths) is not None
        return self.fouls.loser is not None or (self.order is not None and self.order.state.winner is not None)

    def status(self) -> dict[str, Any]:
        """One line of the board of every console: the phase, the side to move (and its team /
        seat), the step's seconds left, the fouls per team and the winning team once decided."""
        if self.order is not None:
            state = self.order.state
            mover = "cold" if state.phase == "first_mover" else (state.side_to_act if state.phase == "play" else None)
        else:
            mover = self.draft.side_to_move()
        if self.kind == KIND_3V3:
            team = self.draft.team_to_move() if self.order is None and mover is None else (
                self.draft.team_of(mover) if mover else None)
        else:
            team = self.draft.seat_of(mover) if mover else None
        winner = None
        if self.kind == KIND_3V3 and self.fouls.loser is not None:
            winner = 1 - self.fouls.loser
        elif self.order is not None and self.order.state.winner is not None:
            winner = self.draft.team_of(self.order.state.winner)
        elif self.kind == KIND_1V1 and self.decided:
            winner = self.draft.seat_of(duel_1v1.winner(self.deaths))
        return {"phase": self.phase, "step": self.step, "mover": mover, "mover_team": team,
                "remaining": self.remaining(),
                "fouls": list(self.fouls.counts) if self.fouls else None,
                "decided": self.decided, "winner": winner}

    @property
    def phase(self) -> str:
        """The draft's phase until the tracker starts, then "order:<its phase>"."""
        return f"order:{self.order.state.phase}" if self.order else self.draft.state.phase

    @property
    def step(self) -> str:
        """The step a screen names: the phase, but a 1v1 game after its draft is in play (its
        generals' deaths entered) until a side has none left ("duel:play", then "duel:over")."""
        if self.kind == KIND_1V1 and self.draft.state.phase == "done":
            return "duel:over" if self.decided else "duel:play"
        return self.phase

    def public_view(self) -> dict[str, Any]:
        """What the hall may see: the draft's public part, the tracker (all public) and the fouls."""
        view = {"kind": self.kind, "draft": self.draft.public_view(),
                "fouls": list(self.fouls.counts) if self.fouls else None, "order": None}
        if self.order:
            state = self.order.state
            view["order"] = {"phase": state.phase, "side_to_act": state.side_to_act,
                             "acting": state.acting, "upright": state.upright, "alive": state.alive,
                             "lineups": state.lineups, "winner": state.winner}
        return view


def _check_parts(steps: list[str], draft, order: ActionOrder | None, fouls: TechnicalFouls | None) -> None:
    """The steps taken, one per undo record of the part that took it, in an order the console allows:
    the draft's before the reveal, the tracker's after it, a 1v1 general's deaths after the draft, no
    foul after the commander's death that decided the game."""
    undo_records = {DRAFT_PART: len(draft.state.history) - (1 if REVEAL_PART in steps else 0),
                    REVEAL_PART: 1 if order is not None else 0,
                    ORDER_PART: len(order.state.history) if order is not None else 0,
                    FOULS_PART: len(fouls.log) if fouls is not None else 0}
    last_draft = max((i for i, part in enumerate(steps) if part == DRAFT_PART), default=-1)
    first_after = min((i for i, part in enumerate(steps) if part in (REVEAL_PART, ORDER_PART, DEATH_PART)),
                      default=len(steps))
    reveal_first = REVEAL_PART not in steps or all(steps.index(REVEAL_PART) <= i for i, part in enumerate(steps)
                                                   if part == ORDER_PART)
    last_foul = max((i for i, part in enumerate(steps) if part == FOULS_PART), default=-1)
    foul_after_death = order is not None and order.state.winner is not None and last_foul > max(
        i for i, part in enumerate(steps) if part in (ORDER_PART, REVEAL_PART))  # a decided game takes no foul
    if any(steps.count(part) != count for part, count in undo_records.items()) or last_draft > first_after \
            or not reveal_first or foul_after_death:
        raise SanguoshaError("console.state_parts")

