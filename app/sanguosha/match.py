"""What one tracked 3v3 game hands to the scoring: ``scoring_arguments`` turns it into the
arguments of app.scoring.sanguosha.score_3v3 (a match of several games: app.scoring.match);
``camp_holder_of_game`` is who holds the camp choice when the console begins a match's next game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from app.sanguosha.errors import SanguoshaError
from app.sanguosha.steps import WARM

if TYPE_CHECKING:
    from app.sanguosha.action_order import ActionOrder
    from app.sanguosha.fouls import TechnicalFouls


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


def camp_holder_of_game(game_no: int, previous_holder: int | None = None,
                        bidian_winner: int | None = None, table: Any = None) -> int | None:
    """Who holds the camp choice (1v1: the lord) in game ``game_no`` of a match (docs/rules.md §5.6).

    An even game: the side that did not hold it in the game before.
    An odd game: the winner of the 比点, as the referee enters it (none entered is refused, never
    a silent team 0); game 1 of a 1v1 match without one: None (the lord is drawn by lot).
    """
    if game_no < 1:
        raise SanguoshaError("bad_games", games=game_no)
    if game_no % 2 == 0:
        if previous_holder not in (0, 1):
            raise SanguoshaError("console.previous_game_missing", game=game_no, previous=game_no - 1)
        return 1 - previous_holder
    if bidian_winner is None:
        if game_no == 1:
            return None
        raise SanguoshaError("console.bidian_missing", table=table, game=game_no)
    winner = bidian_winner
    if winner not in (0, 1) or isinstance(winner, bool):
        raise SanguoshaError("unknown_side", side=winner)
    return winner
