"""Sanguosha 3v3 / 1v1 matches of several games a round (docs/rules.md §5.6), scored from the games."""
import pytest

from app.rules.events import SettingsError, settings_for, validate_settings
from app.scoring import ResultError, score


def _settings(code="sanguosha_3v3", **overrides):
    return settings_for(code, {"games_per_round": 3, **overrides})


def test_a_typed_total_scores_the_match_once_with_the_games_behind_it():
    """2-1 is a match win worth win_points (not 2 games' points), with three game records."""
    result = score("sanguosha_3v3", _settings(), {"score": "2-1"})
    assert result.points == (2.0, 0.0) and result.outcome == ("win", "loss")
    assert result.summary == "2-1" and result.detail["games_won"] == [2, 1]
    assert [game["winner"] for game in result.detail["games"]] == [1, 0, 0]


def test_points_per_game_adds_each_games_points():
    """With points_per "game" a 2-1 match scores two wins and a loss."""
    result = score("sanguosha_3v3", _settings(points_per="game"), {"score": "1-0,0-1,1-0"})
    assert result.points == (4.0, 2.0) and result.outcome == ("win", "loss")


def test_even_games_default_to_the_swapped_camp_choice():
    """Without a recorded holder, game 2 goes to the side that did not hold game 1's choice."""
    entry = {"games": [{"winner": 0, "camp": 1}, {"winner": 1}, {"winner": 0, "camp": 0}]}
    result = score("sanguosha_3v3", _settings(), entry)
    assert [game["camp"] for game in result.detail["games"]] == [1, 0, 0]


def test_an_even_game_with_the_same_camp_holder_is_refused():
    """Game 2's camp choice recorded for the holder of game 1 breaks the swap rule and is refused."""
    entry = {"games": [{"winner": 0, "camp": 1}, {"winner": 1, "camp": 1}, {"winner": 0}]}
    with pytest.raises(ResultError, match="第 2 局的阵营选择权应交换给另一方"):
        score("sanguosha_3v3", _settings(), entry)


def test_each_game_keeps_its_own_technical_fouls_and_checks():
    """Game 2 lost on three technical fouls is scored as such; an impossible game names its number."""
    games = [{"winner": 0}, {"winner": 1, "how": "technical_fouls", "technical_fouls": [3, 1]}, {"winner": 0}]
    result = score("sanguosha_3v3", _settings(), {"games": games})
    assert result.detail["games"][1]["technical_fouls"] == [3, 1]
    games[2] = {"winner": 0, "technical_fouls": [0, 3]}
    with pytest.raises(ResultError, match="第 3 局"):
        score("sanguosha_3v3", _settings(), {"games": games})


def test_cheating_in_one_game_disqualifies_from_the_match_result():
    """A 3v3 game lost by cheating carries the disqualification into the match detail."""
    games = [{"winner": 0}, {"winner": 0, "how": "cheating"}, {"winner": 1}]
    result = score("sanguosha_3v3", _settings(), {"games": games})
    assert result.detail["disqualified"] == [1] and result.detail["reason"] == "cheating"


def test_a_level_match_of_two_games_is_a_drawn_match():
    """1-1 over two games scores draw_points each."""
    result = score("sanguosha_1v1", _settings("sanguosha_1v1", games_per_round=2), {"score": "1-1"})
    assert result.points == (1.0, 1.0) and result.outcome == ("draw", "draw")


def test_missing_and_extra_games_are_refused():
    """Every game must be entered; with match_ends_when_decided the match stops at two wins of three."""
    with pytest.raises(ResultError, match="只录入了 2 局"):
        score("sanguosha_3v3", _settings(), {"score": "1-0,1-0"})
    best_of = _settings(match_ends_when_decided=True)
    assert score("sanguosha_3v3", best_of, {"score": "2-0"}).detail["games_won"] == [2, 0]
    with pytest.raises(ResultError, match="第 3 局多余"):
        score("sanguosha_3v3", best_of, {"score": "1-0,1-0,0-1"})


def test_a_whole_match_forfeit():
    """+- forfeits every game: seat 0 wins the match unplayed; -- is a double forfeit."""
    result = score("sanguosha_1v1", _settings("sanguosha_1v1"), {"score": "+-"})
    assert result.forfeit and result.summary == "+-" and result.points == (2.0, 0.0)
    assert score("sanguosha_1v1", _settings("sanguosha_1v1"), {"score": "--"}).points == (0.0, 0.0)


def test_one_game_a_round_is_scored_as_before_and_refuses_games():
    """games_per_round 1 keeps the single-game entry; a games list there is refused."""
    single = settings_for("sanguosha_3v3")
    assert score("sanguosha_3v3", single, {"score": "1-0"}).summary == "1-0"
    with pytest.raises(ResultError, match="每轮只有 1 局"):
        score("sanguosha_3v3", single, {"games": [{"winner": 0}]})


def test_games_per_round_is_checked_per_event():
    """Only gomoku, 3v3 and 1v1 play several games a round, and at most 9."""
    assert validate_settings("sanguosha_3v3", {"games_per_round": "3"}) == {"games_per_round": 3}
    with pytest.raises(SettingsError, match="每轮只下一局"):
        validate_settings("xiangqi", {"games_per_round": 2})
    with pytest.raises(SettingsError, match="至多为 9"):
        validate_settings("sanguosha_1v1", {"games_per_round": 10})


def test_a_whole_match_reason_is_refused_naming_where_it_goes():
    """A match-level how/reason (the CLI's --reason) is refused: it belongs to a game."""
    with pytest.raises(ResultError, match="how 请写在每一局里"):
        score("sanguosha_3v3", _settings(), {"score": "2-1", "how": "time_up"})
