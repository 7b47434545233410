"""A 3v3 match of several games in one round, and what one game hands to the scoring.

docs/rules.md §5.6: with more than one game, each even game gives the camp
choice to the team that did not hold it in the game before (odd games: by
比点).  The match result follows from the games won; with ``ends_when_decided``
the match stops once a team has won more than half of the games.  ``scoring_arguments`` turns the
tracked game into the arguments of app.scoring.sanguosha.score_3v3.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from app.sanguosha.errors import SanguoshaError
from app.sanguosha.steps import WARM

if TYPE_CHECKING:  # the scoring imports this module, and the action order imports the scoring
    from app.sanguosha.action_order import ActionOrder
    from app.sanguosha.fouls import TechnicalFouls


@dataclass
class Match:
    """Games per round (an event setting) and who holds the camp choice in game 1."""

    games: int = 1
    first_camp_holder: int = 0
    winners: list[int] = field(default_factory=list)
    ends_when_decided: bool = False

    def __post_init__(self):
        if isinstance(self.games, bool) or not isinstance(self.games, int) or self.games < 1:
            raise SanguoshaError("bad_games", games=self.games)

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
            raise SanguoshaError("match_over", games=self.games)
        if winner not in (0, 1) or isinstance(winner, bool):
            raise SanguoshaError("unknown_side", side=winner)
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
            raise SanguoshaError("unknown_side", side=holder)
        if number % 2 == 0 and holder == holders[number - 2]:
            raise SanguoshaError("camp_not_swapped", game=number, holder=holder)


def scoring_arguments(game: ActionOrder, fouls: TechnicalFouls,
                      current_hp: Mapping[str, Mapping[str, int]] | None = None) -> dict[str, Any]:
    """winner / how / technical_fouls / time_up for score_3v3, teams 0/1, from the tracked game.

    Fouls decide first (a team at the limit has lost); then a dead commander;
    otherwise ``current_hp`` at time-up gives the adjudication; a level
    adjudication leaves the winner None with how "extra_rounds" (the referee
    enters the winner after the extra rounds, ``game.time_up`` says how many).
    """
    args: dict[str, Any] = {"technical_fouls": tuple(fouls.counts)}
    state = game.state
    if fouls.loser is not None:
        return {**args, "winner": 1 - fouls.loser, "how": "technical_fouls"}
    if state.winner is not None:
        winner = state.warm_team if state.winner == WARM else 1 - state.warm_team
        return {**args, "winner": winner, "how": "commander_killed"}
    if current_hp is None:
        raise SanguoshaError("hp_missing", role="*")
    verdict = game.time_up(current_hp)
    how = "time_up" if verdict.winner is not None else "extra_rounds"
    return {**args, "winner": verdict.winner, "how": how, "time_up": game.time_up_record(current_hp)}
