"""Who the fouls disqualify (Dou Dizhu 犯规3次): counted across the event or within one game (pure)."""
import pytest

from app.scoring.disqualification import (FoulDisqualification, FoulTable, disqualified_seats,
                                          foul_disqualifications)

GAMES = [FoulTable(1, "r1t1", {7: 1, 8: 2}), FoulTable(2, "r2t3", {7: 2, 9: 1}),
         FoulTable(3, "r3t2", {8: 1, 9: 3})]


@pytest.mark.parametrize("scope, limit, expected", [
    ("event", 3, {7: FoulDisqualification(2, "r2t3", 3), 8: FoulDisqualification(3, "r3t2", 3),
                  9: FoulDisqualification(3, "r3t2", 4)}),
    ("game", 3, {9: FoulDisqualification(3, "r3t2", 3)}),
    ("event", 5, {}),
    ("event", 0, {}),
])
def test_foul_limit_by_scope(scope, limit, expected):
    """Running totals reach the limit where the table says; per game only a single game's count does."""
    assert foul_disqualifications(GAMES, limit, scope) == expected


def test_unknown_scope_is_refused():
    """A scope other than event / game is an error naming the value."""
    with pytest.raises(ValueError, match="“match”"):
        foul_disqualifications(GAMES, 3, "match")


def test_seats_named_by_a_result():
    """A scored result's detail names the disqualified seats; most results name none."""
    assert disqualified_seats({"disqualified": [1]}) == [1]
    assert disqualified_seats({"winner": 0}) == []
