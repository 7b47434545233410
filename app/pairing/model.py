"""What the pairing engine reads (entrants) and returns (tables, byes, warnings)."""
from __future__ import annotations

from dataclasses import dataclass

from app.messages import Coded


@dataclass(frozen=True)
class Entrant:
    """One player (or team) as the pairing engine sees it, in the current stage."""

    id: int
    school: str = ""
    score: float = 0.0                 # points in the current stage (late entries: 0)
    opponents: frozenset = frozenset()  # ids already met in this stage
    had_bye: bool = False
    first_moves: int = 0               # games played moving first (colour balance)
    second_moves: int = 0
    last_first: bool | None = None     # moved first last round? None: did not play
    rank: int = 0                      # current standing (1 = top); 0 = unknown
    eligible: bool = True              # False: withdrawn / consecutive forfeits → not paired
    name: str = ""                     # only for messages; the id is used when empty

    @property
    def label(self) -> str:
        """How messages name this entrant."""
        return self.name or str(self.id)


@dataclass(frozen=True)
class Table:
    """One table of a round: seat order matters (two players: players[0] moves first)."""

    number: int
    players: tuple
    roles: tuple = ()   # identity games: the role of each seat (主公 is public)
    fillers: int = 0    # Dou Dizhu: seats the referee fills with a filler (补位) player


@dataclass(frozen=True)
class Pairing:
    """A round's tables, the ids given a bye, and soft rules that had to yield (Chinese)."""

    tables: tuple
    byes: tuple = ()
    warnings: tuple = ()


class PairingError(Coded, Exception):
    """No legal pairing exists; the message (Chinese) says why."""


def canonical(entrants) -> list:
    """Entrants in a fixed order that does not depend on how the caller listed them.

    Seeded draws are reproducible only if the random numbers are consumed in
    the same order, so every function starts from this order.
    """
    entrants = list(entrants)
    try:
        return sorted(entrants, key=lambda e: e.id)
    except TypeError:
        return sorted(entrants, key=lambda e: repr(e.id))


def check_unique(entrants) -> None:
    """Raise PairingError if an id appears twice."""
    seen = set()
    for entrant in entrants:
        if entrant.id in seen:
            raise PairingError("pairing.entrant_twice", label=entrant.label)
        seen.add(entrant.id)


def points(value: float) -> str:
    """A score as printed: 3 not 3.0, 2.5 stays 2.5."""
    return f"{value:g}"
