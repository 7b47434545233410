"""A half-point bye the player asked for, given by the pairing of the round: not seated, a bye of the event's
draw points marked requested, kept by a re-pair, refused for someone not playing."""
import pytest

from app.models.schema import AuditEntry, Bye
from app.services.players import list_players, withdraw_player
from app.services.rounds import PairingRefused, pair_next_round, repair_last_round
from app.services.standings import event_standings
from app.services.tournament import event_info


def _byes(store) -> list[tuple[float, bool]]:
    with store.read() as session:
        return sorted((b.points, b.requested) for b in session.query(Bye))


def test_a_requested_bye_leaves_the_player_out_with_half_a_win(demo_store):
    """Xiangqi (24 entrants, win 2 / draw 1): the one who asked sits at no table and has the draw's point."""
    asked = list_players(demo_store, "xiangqi")[0]
    view = pair_next_round(demo_store, "xiangqi", seed=3, requested_byes=[asked.id])
    seated = {seat.competitor_id for table in view.tables for seat in table.seats}
    assert asked.id not in seated and len(seated) == 22  # 23 to pair: one more gets the pairing's bye
    draw = float(event_info(demo_store, "xiangqi").settings["draw_points"])
    assert _byes(demo_store) == sorted([(draw, True), (float(event_info(demo_store, "xiangqi").settings["bye_points"]),
                                                       False)])
    assert [r.points for r in event_standings(demo_store, "xiangqi").rows if r.id == asked.id] == [draw]
    with demo_store.read() as session:
        audit = [a.new for a in session.query(AuditEntry).filter_by(action="pair")]
    assert audit[-1]["requested_byes"] == [asked.id]


def test_a_requested_bye_in_gomoku_is_a_drawn_round_of_two_games(demo_store):
    """Gomoku plays two games a round (win 1 / draw 0.5 a game): the bye asked for is worth 1, a drawn round, and
    counts as a draw in the tie-breaks, not as a loss."""
    from app.services.history import bye_outcome
    asked = list_players(demo_store, "gomoku")[0]
    pair_next_round(demo_store, "gomoku", seed=3, requested_byes=[asked.id])
    requested = [points for points, is_requested in _byes(demo_store) if is_requested]
    assert requested == [1.0]
    assert bye_outcome(1.0, event_info(demo_store, "gomoku").settings) == "draw"
    assert [r.points for r in event_standings(demo_store, "gomoku").rows if r.id == asked.id] == [1.0]


def test_a_re_pair_keeps_the_requested_bye(demo_store):
    """Drawing round 1 again gives the bye asked for again, not a seat."""
    asked = list_players(demo_store, "xiangqi")[1]
    paired = pair_next_round(demo_store, "xiangqi", seed=3, requested_byes=[asked.id])
    view = repair_last_round(demo_store, "xiangqi", paired.round_id, seed=4)
    assert asked.id not in {seat.competitor_id for table in view.tables for seat in table.seats}
    assert [requested for _points, requested in _byes(demo_store)].count(True) == 1


def test_a_bye_requested_for_a_withdrawn_player_is_refused(demo_store):
    """Nothing is paired; the refusal names the player."""
    gone = list_players(demo_store, "xiangqi")[2]
    withdraw_player(demo_store, gone.id)
    with pytest.raises(PairingRefused) as refused:
        pair_next_round(demo_store, "xiangqi", seed=3, requested_byes=[gone.id])
    assert refused.value.code == "rounds.requested_bye_not_playing" and gone.name in str(refused.value)
    assert _byes(demo_store) == []
