"""The game_points tie-break (局分, docs/rules.md §5.6): games won over the event."""
from app.standings import GameRecord, individual_standings
from standings_builders import bye, game, people


def _match(rnd, first, second, won_first, won_second):
    """A match scored once (2 / 1 / 0) with the games each side won."""
    outcome = ("win", "loss") if won_first > won_second else ("loss", "win")
    points = (2.0, 0.0) if won_first > won_second else (0.0, 2.0)
    return GameRecord(rnd, (first, second), {first: points[0], second: points[1]},
                      {first: outcome[0], second: outcome[1]},
                      game_points={first: won_first, second: won_second})


def test_game_points_separate_equal_match_points():
    """Two match winners on equal points are ordered by games won; a round of one game counts its outcome."""
    competitors = people((1, "甲", "A"), (2, "乙", "A"), (3, "丙", "B"), (4, "丁", "B"), (5, "戊", "C"))
    records = [_match(1, 1, 2, 3, 0), _match(1, 3, 4, 2, 1), bye(1, 5),
               game(2, 5, 1, "d")]
    rows = {row.id: row for row in individual_standings(competitors, records, tiebreaks=["game_points"])}
    assert [rows[i].tiebreaks["game_points"] for i in (1, 2, 3, 4, 5)] == [3.5, 0, 2, 1, 1.5]
    assert rows[1].points == rows[5].points and rows[1].rank < rows[5].rank
    assert rows[4].rank < rows[2].rank
