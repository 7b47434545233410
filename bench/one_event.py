"""The benchmarks' tournament: one xiangqi event of N players with some rounds played.

Built through the services, as a referee's station would: random results, so
the later rounds' score groups are realistic.
"""
from __future__ import annotations

import random
from pathlib import Path

from app.models.schema import Player
from app.services.players import enter, school_for
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import RoundView
from app.services.tournament import new_tournament

CODE = "xiangqi"


def build(path: Path, players: int, rounds_played: int, pair_next: bool = True):
    """``rounds_played`` complete rounds, then (``pair_next``) the next one paired.

    Returns the open store and the last round paired (None when nothing was paired).
    """
    store = new_tournament(path, "基准测试", events=[CODE])
    with store.session() as session:
        for index in range(players):
            player = Player(name=f"选手{index:04d}", school=school_for(session, f"学校{index % 30:02d}"),
                            student_id=f"B{index:06d}")
            session.add(player)
            session.flush()
            enter(session, player, CODE)
    rng = random.Random(7)
    view: RoundView | None = None
    for number in range(1, rounds_played + 1 + int(pair_next)):
        view = pair_next_round(store, CODE, seed=number)
        if number <= rounds_played:
            for table in view.tables:
                record_result(store, CODE, view.round_id, table.number, {"score": rng.choice(["1-0", "0-1", "="])})
    return store, view
