"""Fixtures of the tournament-file tests."""
import pytest

from app.services.players import add_player
from app.services.rounds import pair_next_round


@pytest.fixture
def paired(store):
    """A closed xiangqi tournament of four players with round 1 paired; its path."""
    for index in range(4):
        add_player(store, f"选手{index}", f"学校{index}", f"S{index:04d}", ["xiangqi"])
    pair_next_round(store, "xiangqi", seed=1)
    path = store.path
    store.close()
    return path
