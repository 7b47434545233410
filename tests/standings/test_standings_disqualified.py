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


def _first_round_of_eight():
    """1–4 beat 5–8 in round 1: 1–4 share 1st on a point, 5–8 share 5th on none."""
    from app.standings import Competitor, GameRecord
    people = [Competitor(pid, f"p{pid}", "s") for pid in range(1, 9)]
    records = [GameRecord(1, (w, l), {w: 1.0, l: 0.0}, {w: "win", l: "loss"}) for w, l in
               [(1, 5), (2, 6), (3, 7), (4, 8)]]
    return people, records


def _ranked_without(out, playoffs=()):
    from app.standings import individual_standings
    people, records = _first_round_of_eight()
    rows = individual_standings(people, records, tiebreaks=["lots"], lots_seed=7, playoff_on_tie=True,
                                playoff_places=4, playoffs=playoffs, playoff_due=True, unplaced=out)
    return close_up(rows, out)


def test_ties_for_playoffs_are_found_without_the_disqualified():
    """1 and 2 out: 3 and 4 play off for 1st, and 5–8 now share 3rd, a prize place: 加赛, not the lots."""
    rows = _ranked_without({1, 2})
    assert [(r.id, r.rank, r.shared, r.playoff) for r in rows[:6]] == [
        (3, 1, True, True), (4, 1, True, True), (5, 3, True, True), (6, 3, True, True), (7, 3, True, True),
        (8, 3, True, True)]


def test_a_playoff_among_the_players_left_decides_their_tie():
    """3 and 4 played off (1 and 2 out, not in it): 3 is 1st, 4 2nd, no playoff proposed again."""
    from app.standings.playoff import PlayoffResult
    rows = _ranked_without({1, 2}, [PlayoffResult(frozenset({3, 4}), {3: 1.0, 4: 0.0})])
    assert [(r.id, r.rank, r.shared, r.playoff) for r in rows[:2]] == [(3, 1, False, False), (4, 2, False, False)]
