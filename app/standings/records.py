"""The data shapes the standings engine reads (game records) and returns (table rows)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

PLAYED = "played"
FORFEIT = "forfeit"  # unplayed: one side won by forfeit (both sides "loss": double forfeit)
BYE = "bye"

WIN, DRAW, LOSS = "win", "draw", "loss"


@dataclass(frozen=True)
class GameRecord:
    """One game (or one round of a two-game match) as the referee recorded it.

    ``participants`` is the seat order: for two-player games the first seat
    moves first (red / black / first player).  A bye has one participant.
    """

    round: int
    participants: tuple
    points: Mapping
    outcome: Mapping
    kind: str = PLAYED
    fouls: Mapping = field(default_factory=dict)
    game_points: Mapping = field(default_factory=dict)  # games won in a round of several (empty: one game)
    requested: bool = False  # a bye the player asked for (a VUR in the tie-breaks), not the pairing's

    def games_won(self, participant) -> float:
        """Games the participant won here (a drawn game ½); without per-game scores the outcome is one game."""
        if participant in self.game_points:
            return float(self.game_points[participant])
        return {WIN: 1.0, DRAW: 0.5}.get(self.outcome.get(participant), 0.0)


@dataclass(frozen=True)
class Competitor:
    """An entrant; ``withdrawn_after`` is the last round played before withdrawal."""

    id: int
    name: str
    school: str
    withdrawn_after: int | None = None


@dataclass(frozen=True)
class StandingRow:
    """One line of an individual standings table; equal ``rank`` with ``shared`` is a shared place.

    A ``disqualified`` row holds no place: it comes after every placed row and is shown as DQ.
    """

    rank: int
    shared: bool
    id: int
    name: str
    school: str
    points: float
    tiebreaks: dict
    games: int
    wins: int
    playoff: bool = False
    disqualified: bool = False
    played_off: bool = False  # the place among equal points was decided by a playoff (加赛)


@dataclass(frozen=True)
class TeamRow:
    """One school in an event's team table; ``explanation`` says in Chinese how a tie was settled."""

    rank: int
    shared: bool
    school: str
    points: float
    members: int
    detail: dict
    explanation: str = ""


@dataclass(frozen=True)
class OverallRow:
    """One school in the overall (总团体) table; ``by_event`` maps event code to place points."""

    rank: int
    shared: bool
    school: str
    points: float
    by_event: dict
    explanation: str = ""
