"""The pairing policy without a database: who is paired, the seating rank, the draw, the hand-made check."""
import random

from app.pairing import Pairing, Table
from app.pairing.policy import StageField, consecutive_forfeit_losses, draw_round, round_problems, stage_entrants
from app.pairing.tables import standing_order
from app.rules.events import settings_for
from app.standings import BYE, FORFEIT, Competitor, GameRecord, individual_standings
from app.standings.event_table import event_table

XIANGQI = settings_for("xiangqi", {"tiebreaks": ["opp_points", "wins", "lots"], "lots_seed": 3})


def _won(number, winner, loser):
    return GameRecord(number, (winner, loser), {winner: 2.0, loser: 0.0}, {winner: "win", loser: "loss"})


def _drawn(number, first, second):
    return GameRecord(number, (first, second), {first: 1.0, second: 1.0}, {first: "draw", second: "draw"})


def _field(count, records, *, active=None, groups=None, disqualified=()):
    competitors = [Competitor(i, f"选手{i}", f"学校{i}") for i in range(1, count + 1)]
    ids = [c.id for c in competitors]
    return StageField(competitors, records, frozenset(ids if active is None else active),
                      groups if groups is not None else dict.fromkeys(ids, 0), frozenset(disqualified))


def test_the_seating_order_is_the_displayed_table_where_a_later_tiebreak_decides():
    """Round 1's four winners tie on points, opponents' points and wins; the drawn lot (the last
    tie-break, applied only with the table's lots seed) separates them on the screen, and the
    seating order of round 2 is exactly that table. A ranking on the chain and unplayed rule alone
    leaves them one shared place, which would seat them by a fresh lot instead."""
    field = _field(8, [_won(1, 1, 2), _won(1, 3, 4), _won(1, 5, 6), _won(1, 7, 8)])
    shown = event_table(field.competitors, field.records, XIANGQI, active=field.active)
    two_options = individual_standings(field.competitors, field.records, tiebreaks=XIANGQI["tiebreaks"],
                                       unplayed_rule=XIANGQI["unplayed_rule"])
    assert {row.rank for row in two_options if row.points == 2.0} == {1}
    assert [row.rank for row in shown] == list(range(1, 9))
    for seed in range(5):
        order = standing_order(stage_entrants(field, XIANGQI, shown), 2, random.Random(seed))
        assert [e.id for e in order] == [row.id for row in shown]


def test_entrants_carry_score_opponents_moves_byes_and_the_displayed_place():
    records = [_won(1, 1, 2), GameRecord(1, (3,), {3: 2.0}, {3: "win"}, kind=BYE), _won(2, 2, 3)]
    field = _field(3, records)
    shown = event_table(field.competitors, records, XIANGQI, active=field.active)
    entrants = {e.id: e for e in stage_entrants(field, XIANGQI, shown)}
    assert entrants[1].score == 2.0 and entrants[1].opponents == {2} and entrants[1].first_moves == 1
    assert entrants[2].opponents == {1, 3} and (entrants[2].first_moves, entrants[2].second_moves) == (1, 1)
    assert entrants[2].last_first is True and entrants[1].last_first is True
    assert entrants[3].had_bye and not entrants[1].had_bye and entrants[3].last_first is False
    assert {e.id: e.rank for e in entrants.values()} == {row.id: row.rank for row in shown}
    assert all(e.rank == 0 for e in stage_entrants(field, XIANGQI))  # no table given: rank unknown


def test_card_table_mates_count_as_met():
    """At tables of three every table-mate is met (docs/rules.md §2.7)."""
    table = GameRecord(1, (1, 2, 3), {1: 2.0, 2: 0.0, 3: 0.0}, {1: "win", 2: "loss", 3: "loss"})
    entrants = {e.id: e for e in stage_entrants(_field(3, [table]), settings_for("doudizhu"))}
    assert entrants[2].opponents == {1, 3}


def test_not_eligible_withdrawn_left_out_or_after_forfeits_in_a_row():
    forfeit = [GameRecord(n, (4, 5), {4: 0.0, 5: 2.0}, {4: "loss", 5: "win"}, kind=FORFEIT) for n in (1, 2)]
    field = _field(6, forfeit, active={1, 3, 4, 5, 6})
    eligible = {e.id: e.eligible for e in stage_entrants(field, XIANGQI, left_out=frozenset({3}))}
    assert eligible == {1: True, 2: False, 3: False, 4: False, 5: True, 6: True}
    assert consecutive_forfeit_losses(forfeit + [_won(3, 4, 6)], 4) == 0
    assert consecutive_forfeit_losses(forfeit, 4) == 2
    no_limit = settings_for("xiangqi", {"forfeits_to_withdraw": 0})
    assert {e.id for e in stage_entrants(field, no_limit) if e.eligible} == {1, 3, 4, 5, 6}


def test_a_round_robin_draws_each_group_by_berger_without_the_disqualified():
    field = _field(6, [], groups={1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2}, disqualified={2})
    draws = draw_round("round_robin", field, [], XIANGQI, 1, random.Random(1), 2)
    assert [group for group, _pairing in draws] == [1, 2]
    seated = {pid for _group, pairing in draws for table in pairing.tables for pid in table.players}
    assert 2 not in seated and seated <= {1, 3, 4, 5, 6}


def test_swiss_pairs_the_eligible_and_numbers_boards_by_the_displayed_place():
    field = _field(8, [_won(1, 1, 2), _won(1, 3, 4), _won(1, 5, 6), _won(1, 7, 8)])
    shown = event_table(field.competitors, field.records, XIANGQI, active=field.active)
    place = {row.id: row.rank for row in shown}
    [(group, pairing)] = draw_round("swiss", field, stage_entrants(field, XIANGQI, shown), XIANGQI, 2,
                                    random.Random(4), 2)
    best = [min(place[p] for p in table.players) for table in pairing.tables]
    assert group == 0 and best == sorted(best) and best[0] == 1


def test_a_hand_made_round_is_checked_against_the_earlier_rounds_only():
    """Round 2 put 1 and 2 together again: a rematch; round 2's own record is not an earlier meeting."""
    records = [_drawn(1, 1, 2), _drawn(1, 3, 4), _won(2, 1, 3), _won(2, 2, 4)]
    hand_made = Pairing((Table(1, (1, 2)), Table(2, (4, 3))))
    problems = round_problems(hand_made, _field(4, records), XIANGQI, 2, 2)
    assert [m.code for m in problems[1]] == ["pairing.rematch"]
    assert [m.code for m in problems[2]] == ["pairing.rematch"]
    assert problems[0] == []
    fresh = round_problems(Pairing((Table(1, (1, 3)), Table(2, (2, 4)))), _field(4, records), XIANGQI, 2, 2)
    assert fresh == {0: []}
