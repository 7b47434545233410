"""The 3v3 action-order tracker (行动顺位, docs/rules.md §5.2), every step undoable.

The cold side decides who acts first and the first unit must be a commander.
Sides alternate action units: the commander alone, or both living vanguards
one after the other.  A role turns sideways (横置) when its turn begins; when
every living role is sideways after a turn, all reset (重置).  A side with no
upright role passes the action while the other still has one.  A commander's
death ends the game.  Time-up adjudication reads the tracked living roles.
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any, Mapping

from app.rules.generals import GENERALS_BY_NAME
from app.sanguosha.draft_3v3 import ROLES
from app.sanguosha.errors import SanguoshaError
from app.sanguosha.state_check import check_history, check_in_phase, check_log
from app.sanguosha.steps import CAMPS, COLD, WARM, check_camp, other, plain_fields
from app.scoring.sanguosha import TimeUpVerdict, adjudicate_3v3_time_up

COMMANDER = "commander"
VANGUARDS = ("vanguard_a", "vanguard_b")
COMMANDER_EXTRA_HP = 1  # a 3v3 commander's maximum HP is the general's +1


@dataclass
class ActionOrderState:
    """The table during play; plain values only (JSON)."""

    warm_team: int
    lineups: dict[str, dict[str, str]]
    max_hp: dict[str, dict[str, int | None]]
    upright: dict[str, dict[str, bool]]
    alive: dict[str, dict[str, bool]]
    phase: str = "first_mover"  # → "play" → "over"
    side_to_act: str | None = None
    acting: list[str] | None = None  # [camp, role]
    unit_left: list[str] = field(default_factory=list)
    units_played: int = 0
    winner: str | None = None
    log: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)


class ActionOrder:
    """Tracks whose unit is next and which roles may act; refuses illegal steps with the reason."""

    def __init__(self, state: ActionOrderState):
        self.state = state

    @classmethod
    def start(cls, lineups: Mapping[str, Mapping[str, str]], warm_team: int,
              pool: Mapping[str, Any] | None = None) -> "ActionOrder":
        """From the revealed lineups ({camp: {role: general}}); max HP from the pool."""
        pool = pool if pool is not None else GENERALS_BY_NAME
        max_hp = {camp: {role: _max_hp(pool, lineups[camp][role], role) for role in ROLES}
                  for camp in CAMPS}
        state = ActionOrderState(
            warm_team=warm_team, lineups={c: {r: lineups[c][r] for r in ROLES} for c in CAMPS},
            max_hp=max_hp, upright={c: dict.fromkeys(ROLES, True) for c in CAMPS},
            alive={c: dict.fromkeys(ROLES, True) for c in CAMPS})
        return cls(state)

    @classmethod
    def from_json(cls, text: str) -> "ActionOrder":
        return cls(ActionOrderState(**json.loads(text)))

    def to_json(self) -> str:
        return json.dumps(plain_fields(self.state), ensure_ascii=False, sort_keys=True)

    def check_state(self, lineups: Mapping[str, Mapping[str, str]], warm_team: int) -> None:
        """Refuse a stored tracker that does not follow the revealed ``lineups`` and the draft's
        ``warm_team``, or that no steps lead to (a winner while both commanders live, over with no
        winner …); its undo snapshots likewise."""
        state = self.state
        grid = {camp: set(ROLES) for camp in CAMPS}
        for name in ("upright", "alive"):
            table = getattr(state, name)
            if not isinstance(table, dict) or {c: set(v) for c, v in table.items() if isinstance(v, dict)} != grid \
                    or any(not isinstance(flag, bool) for roles in table.values() for flag in roles.values()):
                raise SanguoshaError("console.state_value", field=name, value=table)
        if state.lineups != {camp: dict(roles) for camp, roles in lineups.items()}:
            raise SanguoshaError("console.state_value", field="lineups", value="≠")
        if state.phase not in ("first_mover", "play", "over") or state.side_to_act not in (None, *CAMPS) \
                or state.winner not in (None, *CAMPS):
            raise SanguoshaError("console.state_value", field="phase", value=state.phase)
        if state.warm_team != warm_team or isinstance(state.warm_team, bool):
            raise SanguoshaError("console.state_value", field="warm_team", value=state.warm_team)
        if state.max_hp != ActionOrder.start(lineups, warm_team).state.max_hp:
            raise SanguoshaError("console.state_value", field="max_hp", value="≠")
        check_log("log", state.log, "action")
        self._check_progress()
        check_history(state, ("warm_team", "lineups", "max_hp"),
                      lambda snapshot: ActionOrder(ActionOrderState(**snapshot)).check_state(lineups, warm_team))

    def _check_progress(self) -> None:
        """Whose unit, which role acts and who is upright as the steps leave them: nothing before cold's
        choice, a commander first, a living upright role for the side to act, and a winner exactly when
        a commander is dead."""
        state, phase = self.state, self.state.phase
        units, acting, left = state.units_played, state.acting, state.unit_left
        if isinstance(units, bool) or not isinstance(units, int) or units < 0:
            raise SanguoshaError("console.state_value", field="units_played", value=units)
        if not isinstance(left, list) or any(role not in VANGUARDS for role in left) or len(set(left)) != len(left):
            raise SanguoshaError("console.state_value", field="unit_left", value=left)
        if acting is not None and (not isinstance(acting, list) or len(acting) != 2 or acting[0] not in CAMPS
                                   or acting[1] not in ROLES):
            raise SanguoshaError("console.state_value", field="acting", value=acting)
        dead_commanders = [camp for camp in CAMPS if not state.alive[camp][COMMANDER]]
        check_in_phase(state.winner == (other(dead_commanders[0]) if len(dead_commanders) == 1 else None)
                       and (phase == "over") == bool(dead_commanders), "winner", state.winner, phase)
        everyone_upright = all(state.upright[c][r] for c in CAMPS for r in ROLES)
        if phase == "first_mover":
            check_in_phase(state.side_to_act is None and acting is None and not left and units == 0
                           and everyone_upright and all(state.alive[c][r] for c in CAMPS for r in ROLES),
                           "side_to_act", state.side_to_act, phase)
            return
        side = state.side_to_act
        check_in_phase(side is not None, "side_to_act", side, phase)
        if phase == "over":
            check_in_phase(acting is None, "acting", acting, phase)
            return
        check_in_phase(all(self._upright_and_alive(side, role) for role in left), "unit_left", left, phase)
        if acting is None:
            check_in_phase(self._has_upright(side) and (units or everyone_upright) and not (units == 0 and left),
                           "side_to_act", side, phase)
            return
        camp, role = acting
        others_upright = all(state.upright[c][r] for c in CAMPS for r in ROLES if [c, r] != acting)
        check_in_phase(camp == side and state.alive[camp][role] and not state.upright[camp][role]
                       and (not left if role == COMMANDER else role not in left)
                       and (units or role == COMMANDER and others_upright), "acting", acting, phase)

    # --- what may happen next ----------------------------------------------------------
    def may_act(self) -> list[str]:
        """The roles of the side to act that may begin a turn now."""
        state = self.state
        if state.phase != "play" or state.acting:
            return []
        if state.unit_left:
            return list(state.unit_left)
        ready = [r for r in ROLES if self._upright_and_alive(state.side_to_act, r)]
        return [COMMANDER] if state.units_played == 0 and COMMANDER in ready else ready

    # --- steps -------------------------------------------------------------------------
    def choose_first(self, side: str, first: str) -> None:
        """The cold side decides which side acts first."""
        self._require_phase("first_mover", "choose_first")
        if check_camp(side) != COLD:
            raise SanguoshaError("wrong_side", expected=COLD, side=side)
        self._save()
        self.state.side_to_act = check_camp(first)
        self.state.phase = "play"
        self._log("first", side, first)

    def begin_turn(self, side: str, role: str) -> None:
        """A role of the side to act begins its turn and turns sideways."""
        self._require_phase("play", "begin_turn")
        state = self.state
        if state.acting:
            raise SanguoshaError("turn_in_progress", role=_name(state.acting))
        if check_camp(side) != state.side_to_act:
            raise SanguoshaError("wrong_side", expected=state.side_to_act, side=side)
        self._check_role(role)
        if not state.alive[side][role]:
            raise SanguoshaError("role_dead", role=_name([side, role]))
        if not state.upright[side][role]:
            raise SanguoshaError("role_not_upright", role=_name([side, role]))
        if state.unit_left and role not in state.unit_left:
            raise SanguoshaError("unit_in_progress", role=_name([side, state.unit_left[0]]))
        if state.units_played == 0 and role != COMMANDER:
            raise SanguoshaError("first_unit_commander")
        self._save()
        if not state.unit_left and role in VANGUARDS:
            state.unit_left = [v for v in VANGUARDS if self._upright_and_alive(side, v)]
        state.unit_left = [r for r in state.unit_left if r != role]
        state.upright[side][role] = False
        state.acting = [side, role]
        self._log("begin", side, role)

    def end_turn(self) -> None:
        """The acting role's turn is over: reset if all are sideways, then the next unit."""
        self._require_phase("play", "end_turn")
        if not self.state.acting:
            raise SanguoshaError("no_turn_in_progress")
        self._save()
        self._finish_turn()

    def kill(self, side: str, role: str) -> None:
        """A role dies; a commander's death ends the game, the acting role's ends its turn."""
        self._require_phase("play", "kill")
        check_camp(side)
        self._check_role(role)
        state = self.state
        if not state.alive[side][role]:
            raise SanguoshaError("role_dead", role=_name([side, role]))
        self._save()
        state.alive[side][role] = False
        self._log("death", side, role)
        if role == COMMANDER:
            state.phase, state.winner, state.acting = "over", other(side), None
            return
        if state.acting == [side, role]:
            self._finish_turn()
            return
        if state.side_to_act == side and role in state.unit_left:
            state.unit_left.remove(role)
            if not state.unit_left and not state.acting:  # the unit's last vanguard died waiting
                self._end_unit(side)
        if not state.acting:
            self._settle()

    def _settle(self) -> None:
        """After a death between turns: reset if every living role is sideways, and pass the action
        on if the side to act has no upright role left, so someone may always act."""
        state = self.state
        if all(state.upright[c][r] is False for c in CAMPS for r in ROLES if state.alive[c][r]):
            for camp in CAMPS:
                for role in ROLES:
                    state.upright[camp][role] = True
            self._log("reset", None, None)
        side = state.side_to_act
        if not state.unit_left and not self._has_upright(side) and self._has_upright(other(side)):
            self._log("pass", side, other(side))
            state.side_to_act = other(side)

    def undo(self) -> None:
        """Take back the last step (choice, turn, end of turn or death)."""
        if not self.state.history:
            raise SanguoshaError("nothing_to_undo")
        history = self.state.history
        previous = history.pop()
        self.state = ActionOrderState(**previous, history=history)

    # --- time-up -----------------------------------------------------------------------
    def time_up_record(self, current_hp: Mapping[str, Mapping[str, int]]) -> dict[str, list]:
        """The time-up entry per team (0/1): living roles, lost HP, their max HP and generals.
        Refused once a commander is dead: the game was decided then."""
        if self.state.winner is not None:
            raise SanguoshaError("game_over")
        by_team: dict[str, list] = {"alive": [0, 0], "lost_hp": [0, 0], "max_hp": [[], []],
                                    "generals": [[], []]}
        for camp in CAMPS:
            team = self.state.warm_team if camp == WARM else 1 - self.state.warm_team
            for role in ROLES:
                if not self.state.alive[camp][role]:
                    continue
                hp = current_hp.get(camp, {}).get(role)
                if hp is None:
                    raise SanguoshaError("hp_missing", role=_name([camp, role]))
                most = self.state.max_hp[camp][role]
                if most is None:  # a general outside the pool: its loss cannot be counted
                    raise SanguoshaError("max_hp_unknown", general=self.state.lineups[camp][role])
                if isinstance(hp, bool) or not isinstance(hp, int) or hp > most:
                    raise SanguoshaError("bad_hp", role=_name([camp, role]), hp=hp, most=most)
                by_team["alive"][team] += 1
                by_team["lost_hp"][team] += most - hp
                by_team["max_hp"][team].append(most)
                by_team["generals"][team].append(self.state.lineups[camp][role])
        return by_team

    def time_up(self, current_hp: Mapping[str, Mapping[str, int]]) -> TimeUpVerdict:
        """Adjudicate at time-up (app.scoring): winner is a team (0/1) or extra rounds."""
        return adjudicate_3v3_time_up(**self.time_up_record(current_hp))

    # --- internals ---------------------------------------------------------------------
    def _finish_turn(self) -> None:
        state = self.state
        side = state.acting[0]
        state.acting = None
        self._log("end", side, None)
        if all(state.upright[c][r] is False for c in CAMPS for r in ROLES if state.alive[c][r]):
            for camp in CAMPS:
                for role in ROLES:
                    state.upright[camp][role] = True
            self._log("reset", None, None)
        state.unit_left = [r for r in state.unit_left if self._upright_and_alive(side, r)]
        if not state.unit_left:
            self._end_unit(side)

    def _end_unit(self, side: str) -> None:
        """The unit is over: the action goes to the other side unless it has no upright role."""
        state = self.state
        state.units_played += 1
        following = other(side)
        if not self._has_upright(following) and self._has_upright(side):
            self._log("pass", following, side)
            following = side
        state.side_to_act = following

    def _has_upright(self, side: str) -> bool:
        return any(self._upright_and_alive(side, r) for r in ROLES)

    def _upright_and_alive(self, side: str, role: str) -> bool:
        return self.state.alive[side][role] and self.state.upright[side][role]

    def _save(self) -> None:
        snapshot = {k: copy.deepcopy(v) for k, v in plain_fields(self.state).items() if k != "history"}
        self.state.history.append(snapshot)

    def _log(self, action: str, side: str | None, value: Any) -> None:
        self.state.log.append({"action": action, "side": side, "value": value})

    def _require_phase(self, phase: str, action: str) -> None:
        if self.state.phase == "over":
            raise SanguoshaError("game_over")
        if self.state.phase != phase:
            raise SanguoshaError("wrong_phase", phase=self.state.phase, action=action)

    @staticmethod
    def _check_role(role: Any) -> None:
        if role not in ROLES:
            raise SanguoshaError("unknown_side", side=role)


def _max_hp(pool: Mapping[str, Any], general: str, role: str) -> int | None:
    if general not in pool:
        return None
    return pool[general].max_hp + (COMMANDER_EXTRA_HP if role == COMMANDER else 0)


def _name(camp_role) -> str:
    return f"{camp_role[0]}:{camp_role[1]}"

