"""A Sanguosha match of several games in one round (docs/rules.md §5.6).

With more than one game, each even game gives the camp choice to the team that
did not hold it in the game before (odd games: by 比点).  The match result
follows from the games won; with ``ends_when_decided`` the match stops once a
team has won more than half of the games.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from app.scoring.result import ResultError


@dataclass
class Match:
    """Games per round (an event setting) and who holds the camp choice in game 1."""

    games: int = 1
    first_camp_holder: int = 0
    winners: list[int] = field(default_factory=list)
    ends_when_decided: bool = False

    def __post_init__(self):
        if isinstance(self.games, bool) or not isinstance(self.games, int) or self.games < 1:
            raise ResultError("bad_games", games=self.games)

    def camp_holder(self, game_number: int) -> int:
        """The team choosing the camp in game ``game_number`` (1-based): even games swap."""
        return self.first_camp_holder if game_number % 2 == 1 else 1 - self.first_camp_holder

    @property
    def decided(self) -> bool:
        """A team has won more than half of the games: the others cannot change the winner."""
        return max(self.winners.count(0), self.winners.count(1)) * 2 > self.games

    @property
    def next_game(self) -> int | None:
        if len(self.winners) >= self.games or (self.ends_when_decided and self.decided):
            return None
        return len(self.winners) + 1

    def record(self, winner: int) -> None:
        """The winning team (0/1) of the next game."""
        if self.next_game is None:
            raise ResultError("match_over", games=self.games)
        if winner not in (0, 1) or isinstance(winner, bool):
            raise ResultError("unknown_side", side=winner)
        self.winners.append(winner)

    def result(self) -> dict[str, Any]:
        """Games won per team; the winner once all games are played (None while level)."""
        won = [self.winners.count(0), self.winners.count(1)]
        finished = self.next_game is None
        winner = None
        if finished and won[0] != won[1]:
            winner = 0 if won[0] > won[1] else 1
        return {"games_won": won, "finished": finished, "winner": winner}


def check_camp_holders(holders: Sequence[int]) -> None:
    """Each even game's camp choice belongs to the team that did not hold it in the game before."""
    for number, holder in enumerate(holders, start=1):
        if holder not in (0, 1) or isinstance(holder, bool):
            raise ResultError("unknown_side", side=holder)
        if number % 2 == 0 and holder == holders[number - 2]:
            raise ResultError("camp_not_swapped", game=number, holder=holder)
