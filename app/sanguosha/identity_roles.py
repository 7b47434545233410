"""An identity table's drawn roles on screen: sealed until the referee reveals them (docs/rules.md §2.7).

The roles are the ones drawn with the table (app.pairing.tables.draw_roles) and
printed on the sealed slips; the lord's card is public at once (the slips'
``PUBLIC_ROLES``), every other seat stays sealed until the referee reveals it —
one seat at a time during the game, or all of them after it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from app.rules.events import PUBLIC_ROLES
from app.sanguosha.errors import SanguoshaError


@dataclass
class SealedRoles:
    """Seat k's role is ``roles[k]``; ``shown(k)`` is it only once public or revealed."""

    roles: tuple[str, ...]
    revealed: set[int] = field(default_factory=set)

    @classmethod
    def of(cls, roles: Sequence[str]) -> "SealedRoles":
        return cls(tuple(roles))

    def is_public(self, seat: int) -> bool:
        return self.roles[seat] in PUBLIC_ROLES

    def shown(self, seat: int) -> str | None:
        """The role on screen, or None while sealed."""
        self._check(seat)
        return self.roles[seat] if self.is_public(seat) or seat in self.revealed else None

    def reveal(self, seat: int) -> bool:
        """Open one seat's card; False when it was already visible (nothing to record)."""
        self._check(seat)
        if self.shown(seat) is not None:
            return False
        self.revealed.add(seat)
        return True

    def reveal_all(self) -> list[int]:
        """Open every sealed card (after the game); the seats newly shown."""
        newly = [seat for seat in range(len(self.roles)) if self.shown(seat) is None]
        self.revealed.update(newly)
        return newly

    def seal_all(self) -> None:
        """Cover every card again except the public ones (the screen turned away from the table)."""
        self.revealed.clear()

    @property
    def sealed_seats(self) -> list[int]:
        return [seat for seat in range(len(self.roles)) if self.shown(seat) is None]

    def _check(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.roles):
            raise SanguoshaError("unknown_seat", seat=seat, seats=len(self.roles))
