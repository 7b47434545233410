"""A half-point bye the player asked for, given by the pairing of the round: not seated, a bye of the event's
draw points marked requested, kept by a re-pair, refused for someone not playing and in events that take none;
who may ask is the service's rule (bye_requesters), not the screen's."""
import pytest

from app.models.schema import AuditEntry, Bye
from app.services.players import list_players, withdraw_player
from app.rules.events import PRESETS
from app.services.disqualification import disqualify
from app.services.rounds import (PairingRefused, bye_requesters, pair_next_round, repair_last_round,
                                 takes_requested_byes)
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


@pytest.mark.parametrize("code", list(PRESETS))
def test_only_individual_two_player_events_take_requested_byes(code):
    """Card tables (Dou Dizhu, identity) are seated by standing and 3v3 teams play as teams (docs/rules.md §2.1)."""
    expected = code not in ("doudizhu", "sanguosha_identity", "sanguosha_3v3")
    assert takes_requested_byes(code) is expected


def test_a_requested_bye_in_an_event_that_takes_none_is_refused(demo_store):
    """The service refuses it as the screen offers it: nothing is paired."""
    player = list_players(demo_store, "doudizhu")[0]
    with pytest.raises(PairingRefused) as refused:
        pair_next_round(demo_store, "doudizhu", seed=3, requested_byes=[player.id])
    assert refused.value.code == "rounds.requested_bye_not_taken" and "斗地主" in str(refused.value)
    assert _byes(demo_store) == []


def test_the_players_who_may_ask_are_those_still_in_play(demo_store):
    """Neither a withdrawn nor a disqualified player is offered; a card event offers nobody."""
    everyone = list_players(demo_store, "xiangqi")
    gone, out = everyone[1], everyone[4]
    withdraw_player(demo_store, gone.id)
    disqualify(demo_store, "xiangqi", reason="冒名顶替", player_id=out.id, from_round=None)
    offered = [row.id for row in bye_requesters(demo_store, "xiangqi")]
    assert offered == [row.id for row in everyone if row.id not in (gone.id, out.id)]
    assert bye_requesters(demo_store, "doudizhu") == []
