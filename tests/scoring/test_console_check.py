"""What a decided console proposes and where an entry contradicts it, without a database (docs/rules.md §5.7)."""
import pytest

from app.rules.events import settings_for
from app.scoring import score
from app.scoring.console_check import Disagreement, disagreements, proposal
from app.scoring.entries import parse_entry

CODE = "sanguosha_3v3"


def scored(entry, games):
    return score(CODE, settings_for(CODE, {"games_per_round": games}), entry)


def typed(entry, games):
    return parse_entry(CODE, settings_for(CODE, {"games_per_round": games}), entry)


@pytest.mark.parametrize("decided, games, expected", [
    ({}, 1, None),
    ({1: 0}, 1, "1"),
    ({1: 1}, 1, "0"),
    ({1: 0, 2: 1}, 3, "1-0,0-1"),
    ({1: 1, 3: 0}, 3, "0-1"),  # game 2 not decided: the proposal stops before it
    ({2: 0}, 3, None),
])
def test_the_proposal_is_the_decided_games_from_game_1(decided, games, expected):
    assert proposal(decided, games) == expected


def test_a_single_game_disagrees_only_with_the_other_winner():
    """1 agrees with team 0's win; 0 and a forfeit for team 1 do not."""
    assert disagreements({1: 0}, typed({"score": "1"}, 1), scored({"score": "1"}, 1), 1) == []
    assert disagreements({1: 0}, typed({"score": "0"}, 1), scored({"score": "0"}, 1), 1) == [Disagreement(1, 0, 1)]
    assert disagreements({1: 0}, typed({"score": "-+"}, 1), scored({"score": "-+"}, 1), 1) == [Disagreement(1, 0, 1)]
    assert disagreements({}, typed({"score": "0"}, 1), scored({"score": "0"}, 1), 1) == []


def test_a_match_game_by_game_names_each_contradicted_game():
    entry = {"score": "0-1,0-1,1-0"}
    assert disagreements({1: 0, 2: 1, 3: 1}, typed(entry, 3), scored(entry, 3), 3) == [
        Disagreement(1, 0, 1), Disagreement(3, 1, 0)]


def test_a_match_typed_as_a_total_compares_the_games_each_side_won():
    """2-1 holds any order, so it agrees with one game to each side; 0-3 cannot hold team 0's game."""
    assert disagreements({1: 0, 2: 1}, typed({"score": "2-1"}, 3), scored({"score": "2-1"}, 3), 3) == []
    assert disagreements({1: 0}, typed({"score": "0-3"}, 3), scored({"score": "0-3"}, 3), 3) == [
        Disagreement(0, (1, 0), (0, 3))]
