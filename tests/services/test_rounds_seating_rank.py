"""The next round is seated by the standings the referee sees (docs/rules.md §2.3)."""
import pytest

from app.services.players import add_player
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.mark.parametrize("lots_seed", range(1, 7))
def test_boards_follow_the_displayed_places_when_a_later_tiebreak_decides(store, lots_seed):
    """Eight winners of round 1 tie on points and on every tie-break but the drawn lot, which only the
    displayed table applies (a ranking on tie-breaks and unplayed rule alone leaves them one shared
    place). Round 2's boards run down that table: each board's best place is below the board before."""
    for number in range(16):
        add_player(store, f"选手{number:02d}", f"学校{number:02d}", f"S{number:02d}", ["xiangqi"])
    update_event_settings(store, "xiangqi", {"tiebreaks": ["opp_points", "wins", "lots"], "lots_seed": lots_seed})
    first = pair_next_round(store, "xiangqi", seed=5)
    for table in first.tables:
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    shown = event_standings(store, "xiangqi").rows
    place = {row.id: row.rank for row in shown}
    assert not any(row.shared for row in shown)  # the lot separates every tie on the screen
    second = pair_next_round(store, "xiangqi", seed=5)
    best_places = [min(place[seat.competitor_id] for seat in table.seats) for table in second.tables]
    assert best_places == sorted(best_places)
    assert best_places[0] == 1
    assert [row.id for row in shown[:8]] == sorted(
        (seat.competitor_id for table in second.tables[:4] for seat in table.seats), key=place.get)
