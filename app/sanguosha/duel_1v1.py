"""The play of a 1v1 game as the console tracks it (docs/rules.md §5.4): each side's three generals
enter in the order set in the draft; when one dies the next enters; a side whose three are dead loses.

The state is the list of deaths in the order they happened, each naming the side (lord / traitor)
whose general in play died; everything else follows from it and the draft's orders.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from app.sanguosha.draft_1v1 import KEPT, LORD, TRAITOR
from app.sanguosha.errors import SanguoshaError

SIDES = (LORD, TRAITOR)


def dead_count(deaths: Sequence[str], side: str) -> int:
    return sum(1 for dead in deaths if dead == side)


def winner(deaths: Sequence[str]) -> str | None:
    """The side whose opponent has no general left, None while both have one."""
    return next((other for side, other in ((LORD, TRAITOR), (TRAITOR, LORD))
                 if dead_count(deaths, side) >= KEPT), None)


def in_play(orders: Mapping[str, Sequence[str]], deaths: Sequence[str], side: str) -> str | None:
    """The side's general in play (None once all three are dead)."""
    fallen = dead_count(deaths, side)
    return orders[side][fallen] if fallen < KEPT else None


def fallen(orders: Mapping[str, Sequence[str]], deaths: Sequence[str], side: str) -> list[str]:
    """The side's dead generals in the order they died (shown, so public)."""
    return list(orders[side][:dead_count(deaths, side)])


def check_death(deaths: Sequence[str], side: Any, table: Any = None) -> None:
    """Refuse a death of an unknown side, or any death once the game is decided."""
    if side not in SIDES:
        raise SanguoshaError("unknown_side", side=side)
    if winner(deaths) is not None:
        raise SanguoshaError("console.game_decided", table=table, action="general_died")


def check_deaths(deaths: Any) -> None:
    """A stored list of deaths that a game leads to: known sides only, none after the game ended."""
    if not isinstance(deaths, list):
        raise SanguoshaError("console.state_value", field="deaths", value=deaths)
    for number, side in enumerate(deaths):
        if side not in SIDES or winner(deaths[:number]) is not None:
            raise SanguoshaError("console.state_value", field="deaths", value=deaths)
