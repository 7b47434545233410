"""A disqualified entrant holds no place: the places below close up, shared places shrink (pure)."""
import pytest

from app.standings import StandingRow, close_up


def _row(pid, rank, shared=False, points=0.0, playoff=False):
    return StandingRow(rank=rank, shared=shared, id=pid, name=f"p{pid}", school="s", points=points,
                       tiebreaks={}, games=1, wins=0, playoff=playoff)


def _places(rows):
    return [(r.id, r.rank, r.shared, r.disqualified) for r in rows]


@pytest.mark.parametrize("ranked, out, expected", [
    # the leader out: everyone moves up one place, the leader last, marked
    ([_row(1, 1), _row(2, 2), _row(3, 3)], {1},
     [(2, 1, False, False), (3, 2, False, False), (1, 3, False, True)]),
    # one of three tied for 2nd out: the other two still share 2nd; 5th becomes 4th
    ([_row(1, 1), _row(2, 2, True), _row(3, 2, True), _row(4, 2, True), _row(5, 5)], {3},
     [(1, 1, False, False), (2, 2, True, False), (4, 2, True, False), (5, 4, False, False),
      (3, 5, False, True)]),
    # one of two tied out: the other holds the place alone
    ([_row(1, 1, True), _row(2, 1, True), _row(3, 3)], {2},
     [(1, 1, False, False), (3, 2, False, False), (2, 3, False, True)]),
    # nobody out: unchanged
    ([_row(1, 1), _row(2, 2)], set(), [(1, 1, False, False), (2, 2, False, False)]),
])
def test_places_close_up(ranked, out, expected):
    """Hand-worked tables: the disqualified go last with the DQ mark and the places are renumbered."""
    assert _places(close_up(ranked, out)) == expected


def test_a_playoff_with_a_disqualified_partner_is_no_playoff():
    """Two players flagged 加赛 on equal points: if one is out, the other needs no playoff."""
    rows = [_row(1, 1, True, 8.0, True), _row(2, 1, True, 8.0, True), _row(3, 3, False, 6.0)]
    closed = close_up(rows, {2})
    assert [(r.id, r.playoff) for r in closed] == [(1, False), (3, False), (2, False)]


def test_rows_of_the_disqualified_can_come_from_another_ranking():
    """With "ignore" the ranking runs without them; their row (points) comes from the full ranking."""
    without = [_row(1, 1, points=4.0), _row(2, 2, points=2.0)]
    full = [_row(3, 1, points=6.0), _row(1, 2, points=4.0), _row(2, 3, points=2.0)]
    closed = close_up(without, {3}, full)
    assert [(r.id, r.rank, r.points, r.disqualified) for r in closed] == [
        (1, 1, 4.0, False), (2, 2, 2.0, False), (3, 3, 6.0, True)]
