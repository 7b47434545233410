"""The standings service: the referee's drawn lot separates ties that the chain leaves shared."""
import random

from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import update_event_settings


def _ranks(store):
    return [(row.rank, row.shared) for row in event_standings(store, "xiangqi").rows]


def test_ties_stay_shared_until_a_lot_is_drawn(demo_store, play_round):
    """With only "lots" after points, winners share place 1 until lots_seed is set; then 1, 2, 3…"""
    update_event_settings(demo_store, "xiangqi", {"tiebreaks": ["lots"]})
    play_round(demo_store, "xiangqi", pair_next_round(demo_store, "xiangqi", seed=1), random.Random(2))
    shared = _ranks(demo_store)
    assert shared[0] == (1, True) and shared[1] == (1, True)
    update_event_settings(demo_store, "xiangqi", {"lots_seed": 42})
    drawn = _ranks(demo_store)
    assert [rank for rank, _ in drawn] == list(range(1, len(drawn) + 1))
    assert not any(is_shared for _, is_shared in drawn)


def test_the_standings_carry_the_preliminary_groups_setting_read_with_them(demo_store):
    """The standings page names the stage (预赛 / 决赛) only for an event with groups: the setting comes with the
    ranking of the same commit, and a change of it is seen at once."""
    assert event_standings(demo_store, "xiangqi").preliminary_groups == 0
    update_event_settings(demo_store, "xiangqi", {"preliminary_groups": 2})
    assert event_standings(demo_store, "xiangqi").preliminary_groups == 2
    pair_next_round(demo_store, "xiangqi", seed=1)  # the preliminary's group tables: the setting, not the groups
    standings = event_standings(demo_store, "xiangqi")
    assert standings.stage_kind == "preliminary" and standings.preliminary_groups == 2
