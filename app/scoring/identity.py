"""Sanguosha identity game (身份局) points for a table of 8 (docs/rules.md §5.5).

The reading of the identity event's rules that the station implements:
- The game ends when the lord dies (the traitor wins if the traitor is the
  only living role, else the rebels win) or when every rebel and the traitor
  are dead (the lord's side wins).  Winners win "无论生死": a dead loyalist or
  rebel of the winning side still scores its base points.
- Base points, winners only: lord 4+2X and loyalist 5+X (X = living
  loyalists), rebel 3X (X = living rebels), traitor 20 when winning alone.
  When the rebels win, a living traitor scores 1 (dead: 0); other losers 0.
- Kill bonus (加分 "在游戏中获胜时获得"), winners only, credited to the
  killer: lord and loyalists +1 per rebel or traitor killed; rebels +1 per
  loyalist or traitor killed, +2 for killing the lord.  Setting
  ``identity_kill_bonus`` = "side" credits each winner with the whole side's
  kills instead.  The traitor has no kill bonus.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from app.messages import Message, Words
from app.rules.events import PRESETS
from app.scoring.result import LOSS, WIN, ResultError, ScoredResult

LORD, LOYALIST, REBEL, TRAITOR = "lord", "loyalist", "rebel", "traitor"
ROLE_NAMES_ZH = {LORD: "主公", LOYALIST: "忠臣", REBEL: "反贼", TRAITOR: "内奸"}
_ROLE_ALIASES = {**{zh: role for role, zh in ROLE_NAMES_ZH.items()}, **{r: r for r in ROLE_NAMES_ZH}}
# Identity cards per table size (lord, loyalists, rebels, traitor); docs/rules.md §2.7 for 8.
ROLE_COUNTS = {8: (1, 2, 4, 1), 7: (1, 2, 3, 1), 6: (1, 1, 3, 1), 5: (1, 1, 2, 1)}

LORD_SIDE, REBELS, TRAITOR_SIDE = "lord", "rebels", "traitor"
# the winning side as the sheets print it (catalogue summary.identity.<side>; app/scoring/summaries.py)
WINNER_NAMES_ZH = {side: str(Message(f"summary.identity.{side}")) for side in (LORD_SIDE, REBELS, TRAITOR_SIDE)}
_WINNER_ALIASES = {"lord_side": LORD_SIDE, "主忠": LORD_SIDE, "主公": LORD_SIDE,
                   "rebel": REBELS, "反贼": REBELS, "内奸": TRAITOR_SIDE,
                   **{w: w for w in WINNER_NAMES_ZH}}
TRAITOR_ALONE_POINTS = 20
TRAITOR_SURVIVES_REBEL_WIN = 1


def _seat_list(values: Any, seats: int, name: str) -> list[int]:
    result = []
    for value in values:
        seat = int(value) if isinstance(value, str) and value.isdigit() else value
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
            raise ResultError("identity.bad_seat", name=name, value=value, seats=seats - 1)
        result.append(seat)
    return result


def check_roles(roles: Sequence[str]) -> list[str]:
    """Normalise role names (English or Chinese) and check the identity cards dealt."""
    counts = ROLE_COUNTS.get(len(roles))
    if counts is None:
        raise ResultError("identity.table_size", min=min(ROLE_COUNTS), max=max(ROLE_COUNTS), roles_count=len(roles))
    normalised = []
    for seat, role in enumerate(roles):
        if role not in _ROLE_ALIASES:
            raise ResultError("identity.bad_role", seat=seat, role=role)
        normalised.append(_ROLE_ALIASES[role])
    for role, count in zip((LORD, LOYALIST, REBEL, TRAITOR), counts):
        if normalised.count(role) != count:
            raise ResultError("identity.role_count", roles_count=len(roles), count=count,
                              role_name=Words(ROLE_NAMES_ZH[role], role + 's'), count2=normalised.count(role))
    return normalised


def alive_flags(alive: Sequence[Any], seats: int) -> list[bool]:
    """Living seats, given as one flag per seat or as a list of seat indexes."""
    if not isinstance(alive, (list, tuple)):
        raise ResultError("identity.alive_list")
    alive = list(alive)
    if len(alive) == seats and all(isinstance(flag, bool) for flag in alive):
        return alive
    living = _seat_list(alive, seats, Message("label.survivors"))
    if len(set(living)) != len(living):
        raise ResultError("identity.alive_twice")
    return [seat in living for seat in range(seats)]


def check_kills(kills: Mapping[Any, Sequence[Any]], living: list[bool]) -> dict[int, list[int]]:
    """Killer seat → killed seats; the killed are dead and die only once."""
    if not isinstance(kills, Mapping) or not all(
            isinstance(victims, (list, tuple)) for victims in kills.values()):
        raise ResultError("identity.kills_shape")
    seats = len(living)
    clean: dict[int, list[int]] = {}
    killed: set[int] = set()
    for killer_key, victims in kills.items():
        killer = _seat_list([killer_key], seats, Message("label.kills"))[0]
        for victim in _seat_list(victims, seats, Message("label.kills")):
            if victim == killer:
                raise ResultError("identity.self_kill", killer=killer)
            if living[victim]:
                raise ResultError("identity.alive_and_killed", victim=victim)
            if victim in killed:
                raise ResultError("identity.killed_twice", victim=victim)
            killed.add(victim)
            clean.setdefault(killer, []).append(victim)
    return clean


def check_winner_side(winner: Any, roles: list[str], living: list[bool],
                      kills: dict[int, list[int]]) -> str:
    """The winning side must match who is alive when the game ended."""
    side = _WINNER_ALIASES.get(winner)
    if side is None:
        raise ResultError("identity.bad_winner", winner=winner)
    lord = roles.index(LORD)
    enemies_alive = [s for s, r in enumerate(roles) if r in (REBEL, TRAITOR) and living[s]]
    if living[lord]:
        if enemies_alive:
            raise ResultError("identity.not_over")
        if side != LORD_SIDE:
            raise ResultError("identity.lord_should_win")
        return side
    survivors = [s for s in range(len(roles)) if living[s]]
    traitor_alone = survivors == [roles.index(TRAITOR)]
    if side == LORD_SIDE:
        raise ResultError("identity.lord_dead_lord_wins")
    if side == TRAITOR_SIDE and not traitor_alone:
        raise ResultError("identity.traitor_not_alone")
    if side == REBELS and traitor_alone:
        raise ResultError("identity.traitor_should_win")
    lord_killers = [k for k, victims in kills.items() if lord in victims]
    if side == TRAITOR_SIDE and lord_killers and roles[lord_killers[0]] != TRAITOR:
        raise ResultError("identity.traitor_kills_lord")
    return side


def _bonus(killer_role: str, victim_role: str, side: str) -> int:
    if side == LORD_SIDE and killer_role in (LORD, LOYALIST):
        return 1 if victim_role in (REBEL, TRAITOR) else 0
    if side == REBELS and killer_role == REBEL:
        return {LORD: 2, LOYALIST: 1, TRAITOR: 1}.get(victim_role, 0)
    return 0


def identity_points(roles: list[str], living: list[bool], side: str,
                    kills: dict[int, list[int]], kill_bonus: str = "killer"
                    ) -> tuple[list[int], list[int]]:
    """Base points and kill bonus per seat, as in the module docstring."""
    loyalists_alive = sum(1 for s, r in enumerate(roles) if r == LOYALIST and living[s])
    rebels_alive = sum(1 for s, r in enumerate(roles) if r == REBEL and living[s])
    base_if_winner = {LORD: 4 + 2 * loyalists_alive, LOYALIST: 5 + loyalists_alive,
                      REBEL: 3 * rebels_alive, TRAITOR: TRAITOR_ALONE_POINTS}
    winners = winning_roles(side)
    base = [base_if_winner[r] if r in winners else 0 for r in roles]
    if side == REBELS:
        traitor = roles.index(TRAITOR)
        base[traitor] = TRAITOR_SURVIVES_REBEL_WIN if living[traitor] else 0
    bonus = [0] * len(roles)
    for killer, victims in kills.items():
        for victim in victims:
            bonus[killer] += _bonus(roles[killer], roles[victim], side)
    if kill_bonus == "side":
        side_total = sum(bonus)
        bonus = [side_total if r in winners and r != TRAITOR else 0 for r in roles]
    return base, bonus


def winning_roles(side: str) -> tuple[str, ...]:
    return {LORD_SIDE: (LORD, LOYALIST), REBELS: (REBEL,), TRAITOR_SIDE: (TRAITOR,)}[side]


def score_identity(roles: Sequence[str], winner: str, alive: Sequence[Any],
                   kills: Mapping[Any, Sequence[Any]] | None = None,
                   settings: Mapping[str, Any] | None = None) -> ScoredResult:
    """Score one identity game; points per seat are base + kill bonus (docs/rules.md §5.5)."""
    settings = PRESETS["sanguosha_identity"].settings if settings is None else settings
    roles = check_roles(list(roles))
    living = alive_flags(alive, len(roles))
    clean_kills = check_kills(kills or {}, living)
    side = check_winner_side(winner, roles, living, clean_kills)
    kill_bonus = settings["identity_kill_bonus"]
    if kill_bonus not in ("killer", "side"):
        raise ResultError("identity.bad_kill_bonus", kill_bonus=kill_bonus)
    base, bonus = identity_points(roles, living, side, clean_kills, kill_bonus)
    points = tuple(float(b + k) for b, k in zip(base, bonus))
    winners = winning_roles(side)
    outcome = tuple(WIN if role in winners else LOSS for role in roles)
    detail = {
        "roles": roles, "winner": side, "alive": living,
        "kills": {str(k): v for k, v in sorted(clean_kills.items())},
        "base": base, "bonus": bonus,
    }
    return ScoredResult(points, outcome, False, detail, WINNER_NAMES_ZH[side])


def victims_from_text(text: str, seat: int, seats: int) -> list[int]:
    """The seats (0-based) a seat killed, as a form types them ("3,5", "3，5" or "3 5", 1-based); a part that
    is not a seat of the table is refused by name."""
    victims = []
    for part in filter(None, text.replace("，", ",").replace(" ", ",").split(",")):
        if not part.isdigit() or not 1 <= int(part) <= seats:
            raise ResultError("identity.bad_kill_entry", seat=seat + 1, part=part, kills_count=seats)
        victims.append(int(part) - 1)
    return victims
