"""A playoff match's score: best of one (go) or three (identity, 三局两胜), read from seat 0's side."""
import pytest

from app.scoring import ResultError
from app.scoring.playoff import score_playoff_match


@pytest.mark.parametrize("text, games, points, summary, forfeit", [
    ("1-0", 1, (1.0, 0.0), "1-0", False),
    ("0-1", 1, (0.0, 1.0), "0-1", False),
    ("2-1", 3, (1.0, 0.0), "2-1", False),
    ("0-2", 3, (0.0, 1.0), "0-2", False),
    ("+-", 3, (1.0, 0.0), "+:-", True),
    ("-+", 1, (0.0, 1.0), "-:+", True),
])
def test_a_match_score_gives_the_winner_one_point(text, games, points, summary, forfeit):
    """The winner of the match scores 1, the loser 0; a forfeit is marked as such."""
    scored = score_playoff_match(text, games)
    assert (scored.points, scored.summary, scored.forfeit) == (points, summary, forfeit)


@pytest.mark.parametrize("text, games, message", [
    ("2-2", 3, "3局2胜"), ("1-1", 3, "3局2胜"), ("3-0", 3, "3局2胜"), ("2-0", 1, "1局1胜"),
    ("=", 1, "无效"), ("", 3, "无效"),
])
def test_impossible_match_scores_are_refused(text, games, message):
    """A score that cannot end a best-of-N match is refused with the reason."""
    with pytest.raises(ResultError, match=message):
        score_playoff_match(text, games)
