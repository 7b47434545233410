"""积分编排 at every size: the compiled matching reaches the pure-Python reference optimum."""
import random
from dataclasses import replace

import pytest

from app.pairing import Entrant, pair_swiss, swiss
from app.pairing.bounds import meets_lower_bounds
from app.pairing.matching import min_cost_pairs, pairs_from_edges
from app.pairing.score_groups import solve_by_groups
from app.pairing.objective import SwissObjective
from app.pairing.swiss_graph import level_weights, swiss_edges


def random_state(rng, size, rounds):
    """A field after ``rounds`` random rounds: scores, opponents, colours, a bye or two."""
    field = [Entrant(i, f"S{rng.randrange(rng.randint(2, 12))}") for i in range(size)]
    for round_no in range(1, rounds + 1):
        pairing = pair_swiss(field, round_no, random.Random(round_no), separate_schools_until=2)
        by_id = {e.id: e for e in field}
        for table in pairing.tables:
            a, b = (by_id[pid] for pid in table.players)
            outcome = rng.choice((2.0, 2.0, 1.0, 0.0, 0.0))
            by_id[a.id] = replace(a, score=a.score + outcome, opponents=a.opponents | {b.id},
                                  first_moves=a.first_moves + 1, last_first=True)
            by_id[b.id] = replace(b, score=b.score + 2 - outcome, opponents=b.opponents | {a.id},
                                  second_moves=b.second_moves + 1, last_first=False)
        for pid in pairing.byes:
            by_id[pid] = replace(by_id[pid], score=by_id[pid].score + 2, had_bye=True)
        field = [by_id[e.id] for e in field]
    return field


def objective_of(field, lots_seed, round_no, **options):
    """The reference objective of the engine's order of players (score, then lot)."""
    rng = random.Random(lots_seed)
    lots = [rng.getrandbits(32) for _ in field]
    order = sorted(range(len(field)), key=lambda i: (-field[i].score, lots[i]))
    return SwissObjective([field[i] for i in order], [lots[i] for i in order],
                          round_no=round_no, separate_schools_until=options.pop("until", 3),
                          **options)


def total(objective, solved):
    """Reference cost (all levels, the lot tie-break included) of a (pairs, bye) answer."""
    pairs, bye = solved
    cost = sum(objective.cost(i, j) for i, j in pairs)
    return cost + (objective.bye_cost(bye) if bye is not None else 0)


def compiled(objective):
    """The engine's answer: compact weights, pruned graph, rustworkx."""
    firsts, seconds, costs, byes = swiss_edges(objective)
    return pairs_from_edges(len(objective.players), firsts, seconds, costs, byes,
                            engine="rustworkx")


CASES = [(size, rounds, seed) for seed, (size, rounds) in enumerate(
    [(7, 3), (12, 4), (25, 2), (40, 6), (61, 8), (90, 4), (200, 8)])]


@pytest.mark.parametrize("size, rounds, seed", CASES)
def test_compiled_matching_reaches_the_reference_optimum(size, rounds, seed):
    """Same total reference cost (lot included) as networkx on the full reference costs."""
    rng = random.Random(seed)
    field = random_state(rng, size, rounds)
    options = [dict(), dict(first_move_balance=True), dict(school_priority="low"),
               dict(allow_rematch=True)][seed % 4]
    balance = options.pop("first_move_balance", False)
    objective = objective_of(field, seed, rounds + 1, balance_colours=balance, **options)
    reference = min_cost_pairs(len(objective.players), objective.cost, objective.bye_cost,
                               engine="networkx")
    assert total(objective, compiled(objective)) == total(objective, reference)


def test_a_late_round_of_a_big_field_needs_compact_weights():
    """The reference weights of 200 players after 8 rounds pass the i128 range; compact ones fit."""
    field = random_state(random.Random(5), 200, 8)
    objective = objective_of(field, 1, 9)
    assert objective.w_rematch.bit_length() > 127
    assert level_weights(objective)["total"].bit_length() < 120


def test_a_forced_long_float_is_kept():
    """A top player who met everyone nearby floats to the bottom group: that edge is not pruned."""
    top = [Entrant(0, score=8.0, opponents=frozenset(range(1, 9)))]
    middle = [Entrant(i, score=6.0 if i < 5 else 4.0, opponents=frozenset({0})) for i in range(1, 9)]
    bottom = [Entrant(9, score=0.0)]
    pairing = pair_swiss(top + middle + bottom, 5, random.Random(1), separate_schools_until=0)
    assert {0, 9} in [set(t.players) for t in pairing.tables]


def rule_cost(objective, solved):
    """Reference cost of every rule level, the drawn tie-break left out."""
    pairs, bye = solved
    cost = sum(objective.cost(i, j, tiebreak=False) for i, j in pairs)
    return cost + (objective.bye_cost(bye, tiebreak=False) if bye is not None else 0)


def rule_optimum(objective):
    """The complete graph's optimum on every rule (the drawn tie-break left out), by the reference matching."""
    return min_cost_pairs(len(objective.players), lambda i, j: objective.cost(i, j, tiebreak=False),
                          lambda i: objective.bye_cost(i, tiebreak=False), engine="networkx")


def test_candidate_graph_answers_are_optimal_on_every_rule(monkeypatch):
    """Narrow candidate graphs on small fields: whatever the bounds accept is rule-optimal."""
    monkeypatch.setattr(swiss, "DENSE_LIMIT", 0)
    monkeypatch.setattr(swiss, "CANDIDATE_BANDS", (2, 3))
    accepted = 0
    for seed in range(40):
        rng = random.Random(100 + seed)
        size = rng.randint(7, 40)
        field = random_state(rng, size, rng.randint(1, min(6, size // 4)))
        objective = objective_of(field, seed, 7, until=rng.choice((0, 9)),
                                 balance_colours=seed % 2 == 0,
                                 school_priority=rng.choice(("high", "low")))
        reference = rule_optimum(objective)
        for band in swiss.CANDIDATE_BANDS:
            firsts, seconds, costs, byes = swiss_edges(objective, band)
            solved = pairs_from_edges(len(objective.players), firsts, seconds, costs, byes)
            if solved is not None and meets_lower_bounds(objective, *solved):
                accepted += 1
                assert rule_cost(objective, solved) == rule_cost(objective, reference)
        assert rule_cost(objective, swiss.solve(objective)) == rule_cost(objective, reference)
    assert accepted > 20


def test_lower_bounds_reject_an_avoidable_float():
    """Two score groups of two, paired across: the bounds refuse it (0 crossings possible)."""
    field = [Entrant(1, score=2.0), Entrant(2, score=2.0), Entrant(3), Entrant(4)]
    objective = SwissObjective(field, [1, 2, 3, 4], round_no=2, separate_schools_until=0)
    assert not meets_lower_bounds(objective, [(0, 2), (1, 3)], None)
    assert meets_lower_bounds(objective, [(0, 1), (2, 3)], None)


def test_lower_bounds_reject_avoidable_schoolmates():
    """Schools kept apart: a schoolmate pair that another pairing avoids is refused."""
    field = [Entrant(1, "A"), Entrant(2, "A"), Entrant(3, "B"), Entrant(4, "B")]
    objective = SwissObjective(field, [1, 2, 3, 4], round_no=1, separate_schools_until=3)
    assert not meets_lower_bounds(objective, [(0, 1), (2, 3)], None)
    assert meets_lower_bounds(objective, [(0, 2), (1, 3)], None)


@pytest.mark.parametrize("balance", [False, True])
def test_a_large_field_is_as_good_as_its_complete_graph_on_every_rule(balance):
    """301 players (candidate graph first): the same rule cost as the complete graph's optimum."""
    field = random_state(random.Random(11), 301, 4)
    objective = objective_of(field, 3, 5, balance_colours=balance)
    engine = swiss.solve(objective)
    complete = pairs_from_edges(len(objective.players), *swiss_edges(objective, None))
    assert rule_cost(objective, engine) == rule_cost(objective, complete)


def test_score_group_answers_are_optimal_on_every_rule():
    """One matching per score group (floaters across odd boundaries, the bye in its group): what the
    bounds accept costs what the complete graph's optimum costs on every rule."""
    accepted = odd_fields = 0
    for seed in range(40):
        rng = random.Random(300 + seed)
        size = rng.randint(9, 41)
        field = random_state(rng, size, rng.randint(1, 3))
        objective = objective_of(field, seed, 4, until=rng.choice((0, 9)),
                                 balance_colours=seed % 3 == 0,
                                 school_priority=rng.choice(("high", "low")))
        reference = rule_optimum(objective)
        solved = solve_by_groups(objective, *swiss_edges(objective, 3))
        if solved is not None and meets_lower_bounds(objective, *solved):
            accepted += 1
            odd_fields += solved[1] is not None
            assert rule_cost(objective, solved) == rule_cost(objective, reference)
            seated = [p for pair in solved[0] for p in pair] + [solved[1]] * (solved[1] is not None)
            assert sorted(seated) == list(range(len(objective.players)))
    assert accepted > 20 and odd_fields > 5


def test_a_large_field_is_matched_one_score_group_at_a_time(monkeypatch):
    """Above DENSE_LIMIT the per-group answer is the one kept when its bounds hold: no whole-field
    matching is solved."""
    field = random_state(random.Random(12), 401, 2)
    objective = objective_of(field, 5, 3)
    whole_field = []
    monkeypatch.setattr(swiss, "pairs_from_edges", lambda *args: whole_field.append(args))
    pairs, bye = swiss.solve(objective)
    assert whole_field == [] and len(pairs) == 200 and bye is not None
    assert meets_lower_bounds(objective, pairs, bye)
