"""Gomoku rounds of two games: points per game, black once each, black-only forbidden moves."""
import pytest

from app.rules.events import settings_for
from app.scoring import GameOutcome, ResultError, score_gomoku

SETTINGS = settings_for("gomoku")


@pytest.mark.parametrize("games, points, outcome", [
    ([GameOutcome(0, 0), GameOutcome(0, 1)], (2.0, 0.0), ("win", "loss")),
    ([GameOutcome(0, 0), GameOutcome(1, 1)], (1.0, 1.0), ("draw", "draw")),
    ([GameOutcome(None, 0), GameOutcome(1, 1)], (0.5, 1.5), ("loss", "win")),
    ([GameOutcome(None, 0, "agreement"), GameOutcome(None, 1, "full_board")],
     (1.0, 1.0), ("draw", "draw")),
    ([GameOutcome(1, 0, "forbidden_move"), GameOutcome(0, 1, "refused_draws")],
     (1.0, 1.0), ("draw", "draw")),
])
def test_round_points_per_game(games, points, outcome):
    """1 per game won, ½ per game drawn; the round outcome compares the totals."""
    result = score_gomoku(SETTINGS, games)
    assert (result.points, result.outcome) == (points, outcome)


def test_per_game_points_are_settings():
    """Overriding win/draw points per game changes the round's points."""
    settings = settings_for("gomoku", {"win_points": 2.0, "draw_points": 1.0})
    result = score_gomoku(settings, [GameOutcome(0, 0), GameOutcome(None, 1)])
    assert result.points == (3.0, 1.0)
    assert result.detail["game_score"] == [1.5, 0.5]
    assert result.summary == "1½-½"


@pytest.mark.parametrize("games, message", [
    ([GameOutcome(0, 0, "forbidden_move"), GameOutcome(0, 1)], "只有黑方有禁手"),
    ([GameOutcome(0, 0), GameOutcome(0, 0)], "双方各执黑一次"),
    ([GameOutcome(0, 0)], "每轮 2 局，而录入了 1 局"),
    ([GameOutcome(0, 0), GameOutcome(1, 1), GameOutcome(0, 0)], "录入了 3 局"),
    ([GameOutcome(0, 2), GameOutcome(0, 1)], "执黑座位 “2” 无效"),
    ([GameOutcome(None, 0, "time"), GameOutcome(0, 1)], "不能是和棋"),
    ([GameOutcome(0, 0, "checkmate"), GameOutcome(0, 1)], "不适用于此项目"),
])
def test_impossible_rounds_refused(games, message):
    """Forbidden moves by white, black twice, wrong game counts and odd reasons are refused."""
    with pytest.raises(ResultError, match=message):
        score_gomoku(SETTINGS, games)


def test_one_game_forfeited_round_is_still_played():
    """A forfeit in one game only does not mark the whole round unplayed."""
    result = score_gomoku(SETTINGS, [GameOutcome(0, 0, "late"), GameOutcome(1, 1)])
    assert result.forfeit is False
    assert result.detail["games"][0]["reason"] == "late"
    assert result.points == (1.0, 1.0)


def test_mixed_forfeits_show_the_game_score():
    """Each player absent for one game: both forfeited, game score 1-1."""
    result = score_gomoku(SETTINGS, [GameOutcome(0, 0, "absent"), GameOutcome(1, 1, "absent")])
    assert (result.forfeit, result.summary, result.outcome) == (True, "1-1", ("draw", "draw"))


def test_disqualification_recorded():
    """A disqualified player is named in the detail."""
    result = score_gomoku(SETTINGS, [GameOutcome(0, 0, "disqualified"), GameOutcome(0, 1)])
    assert result.detail["disqualified"] == [1]
