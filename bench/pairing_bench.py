"""Benchmark of the 积分编排 engine: hard-rule violations, optimality, speed.

    python bench/pairing_bench.py            # 1,000 tournaments, full checks
    python bench/pairing_bench.py --quick    # 100 tournaments, smaller samples

1. Random Swiss tournaments (7-120 players, 5-9 rounds, 2-10 schools, random
   results, withdrawals and late entries): every round is checked for
   hard-rule violations by code independent of the engine.
2. Small fields (7-12 players): the engine's pairing costs exactly as much as
   an exhaustive search under the same priority objective (ties broken by lot
   are left out of the comparison).
3. Large fields (201-400 players, paired on a candidate graph): the engine's
   pairing against the optimum of the complete graph (compiled matching).
4. Engine CPU time per round, rounds 3-9, for 100, 200 and 1,000 players
   (min / median of three runs).
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import networkx as nx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.pairing import Entrant, PairingError, pair_swiss  # noqa: E402
from app.pairing.matching import pairs_from_edges  # noqa: E402
from app.pairing.objective import SwissObjective  # noqa: E402
from app.pairing.swiss_graph import swiss_edges  # noqa: E402


def new_field(rng, size, schools, first_id=0):
    return [Entrant(first_id + i, f"校{rng.randrange(schools)}") for i in range(size)]


def play_round(rng, field, pairing):
    """Random results: win 2 / draw 1 / loss 0, bye 2; colours and opponents recorded."""
    by_id = {e.id: e for e in field}
    for table in pairing.tables:
        a, b = (by_id[pid] for pid in table.players)
        outcome = rng.choice((2.0, 2.0, 1.0, 0.0, 0.0))
        by_id[a.id] = replace(a, score=a.score + outcome, opponents=a.opponents | {b.id},
                              first_moves=a.first_moves + 1, last_first=True)
        by_id[b.id] = replace(b, score=b.score + 2.0 - outcome, opponents=b.opponents | {a.id},
                              second_moves=b.second_moves + 1, last_first=False)
    for pid in pairing.byes:
        by_id[pid] = replace(by_id[pid], score=by_id[pid].score + 2.0, had_bye=True,
                             last_first=None)
    return [by_id[e.id] for e in field]


def violations(field, pairing, allow_rematch):
    """Hard-rule breaches, counted by kind, checked without the engine's code."""
    found = {}

    def note(kind):
        found[kind] = found.get(kind, 0) + 1

    by_id = {e.id: e for e in field}
    eligible = {e.id for e in field if e.eligible}
    seated = [pid for t in pairing.tables for pid in t.players] + list(pairing.byes)
    if len(seated) != len(set(seated)):
        note("player twice")
    if set(seated) != eligible:
        note("eligible missing or ineligible paired")
    if any(len(t.players) != 2 for t in pairing.tables):
        note("table not of two")
    if len(pairing.byes) != len(eligible) % 2:
        note("wrong number of byes")
    for table in pairing.tables:
        a, b = table.players
        if not allow_rematch and (b in by_id[a].opponents or a in by_id[b].opponents):
            note("rematch")
    for pid in pairing.byes:
        if by_id[pid].had_bye:
            note("second bye")
        elif not bye_is_lowest_feasible(field, pid):
            note("bye not to the lowest possible score")
    return found


def bye_is_lowest_feasible(field, bye_id):
    """No lower-scored player without a bye could have taken it with a legal rest."""
    players = [e for e in field if e.eligible]
    score = next(e.score for e in players if e.id == bye_id)
    for other in players:
        if other.score < score and not other.had_bye:
            rest = [e for e in players if e.id != other.id]
            graph = nx.Graph()
            graph.add_nodes_from(e.id for e in rest)
            graph.add_edges_from((a.id, b.id) for i, a in enumerate(rest) for b in rest[i + 1:]
                                 if b.id not in a.opponents and a.id not in b.opponents)
            if 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == len(rest):
                return False
    return True


def objective_for(field, round_no, separate_until, allow_rematch):
    players = [e for e in field if e.eligible]
    return SwissObjective(players, [0] * len(players), round_no=round_no,
                          separate_schools_until=separate_until, allow_rematch=allow_rematch)


def pairing_cost(objective, pairing):
    """The priority cost of a pairing (without the random tie-break)."""
    index = {p.id: i for i, p in enumerate(objective.players)}
    costs = [objective.cost(index[a], index[b], tiebreak=False)
             for a, b in (t.players for t in pairing.tables)]
    costs += [objective.bye_cost(index[pid], tiebreak=False) for pid in pairing.byes]
    return math.inf if None in costs else sum(costs)


def exhaustive_cost(objective):
    """Minimum cost over every pairing (and bye), by dynamic programming over subsets."""
    count = len(objective.players)

    @lru_cache(maxsize=None)
    def best(mask, bye_left):
        if mask == 0:
            return 0 if not bye_left else math.inf
        i = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << i)
        result = math.inf
        if bye_left:
            c = objective.bye_cost(i, tiebreak=False)
            if c is not None:
                result = c + best(rest, False)
        for j in range(i + 1, count):
            if rest >> j & 1:
                c = objective.cost(i, j, tiebreak=False)
                if c is not None:
                    result = min(result, c + best(rest & ~(1 << j), bye_left))
        return result

    return best((1 << count) - 1, count % 2 == 1)


def run_tournament(rng, size, rounds, schools, exhaustive=False):
    """Play one tournament; return (rounds paired, violations, rounds forced to rematch,
    exhaustive comparisons, mismatches, fillers added)."""
    field = new_field(rng, size, schools)
    separate_until = math.ceil(rounds / 2)
    tally, forced, compared, mismatched, fillers = {}, 0, 0, 0, 0
    for round_no in range(1, rounds + 1):
        if round_no == 2 and rng.random() < 0.2:  # a late entry on zero points
            field += new_field(rng, 1, schools, first_id=len(field))
        if round_no > 1:  # withdrawals / consecutive forfeits
            field = [replace(e, eligible=False) if rng.random() < 0.02 else e for e in field]
        eligible = [e for e in field if e.eligible]
        if len(eligible) % 2 and all(e.had_bye for e in eligible):  # the organiser's 补双
            field.append(Entrant(len(field), "补双"))
            fillers += 1
        allow = False
        seed = rng.getrandbits(32)
        try:
            pairing = pair_swiss(field, round_no, random.Random(seed),
                                 separate_schools_until=separate_until)
        except PairingError:
            allow, forced = True, forced + 1
            pairing = pair_swiss(field, round_no, random.Random(seed),
                                 separate_schools_until=separate_until, allow_rematch=True)
        for kind, n in violations(field, pairing, allow).items():
            tally[kind] = tally.get(kind, 0) + n
        if exhaustive:
            objective = objective_for(field, round_no, separate_until, allow)
            compared += 1
            mismatched += pairing_cost(objective, pairing) != exhaustive_cost(objective)
            if allow:  # the engine said no rematch-free pairing exists: check that
                strict = objective_for(field, round_no, separate_until, False)
                mismatched += exhaustive_cost(strict) != math.inf
        field = play_round(rng, field, pairing)
    return rounds, tally, forced, compared, mismatched, fillers


def simulate(count, seed, low, high, exhaustive=False):
    rng = random.Random(seed)
    totals = {"rounds": 0, "forced": 0, "compared": 0, "mismatched": 0, "fillers": 0,
              "violations": {}}
    for _ in range(count):
        size, rounds, schools = rng.randint(low, high), rng.randint(5, 9), rng.randint(2, 10)
        paired, tally, forced, compared, mismatched, fillers = run_tournament(
            rng, size, rounds, schools, exhaustive)
        totals["fillers"] += fillers
        totals["rounds"] += paired
        totals["forced"] += forced
        totals["compared"] += compared
        totals["mismatched"] += mismatched
        for kind, n in tally.items():
            totals["violations"][kind] = totals["violations"].get(kind, 0) + n
    return totals


def field_after(rng, size, rounds):
    """A field of ``size`` players after ``rounds`` random rounds."""
    field = new_field(rng, size, 12)
    for round_no in range(1, rounds + 1):
        pairing = pair_swiss(field, round_no, random.Random(round_no), separate_schools_until=3)
        field = play_round(rng, field, pairing)
    return field


def candidate_vs_complete(samples, seed):
    """How often the engine's pairing costs more than the complete graph's optimum."""
    rng = random.Random(seed)
    worse = 0
    for _ in range(samples):
        field = field_after(rng, rng.randint(201, 400), rng.randint(2, 8))
        objective = objective_for(field, 5, 3, False)
        pairing = pair_swiss(field, 5, random.Random(1), separate_schools_until=3)
        firsts, seconds, costs, byes = swiss_edges(objective)
        pairs, bye = pairs_from_edges(len(objective.players), firsts, seconds, costs, byes)
        best = sum(objective.cost(i, j, tiebreak=False) for i, j in pairs)
        if bye is not None:
            best += objective.bye_cost(bye, tiebreak=False)
        worse += pairing_cost(objective, pairing) > best
    return worse


def round_times(size, rounds, seed, repeats=3):
    """CPU seconds (min, median of ``repeats``) to pair each of ``rounds`` of one tournament."""
    rng = random.Random(seed)
    field = new_field(rng, size, 12)
    times = {}
    for round_no in range(1, max(rounds) + 1):
        runs = []
        for _ in range(repeats if round_no in rounds else 1):
            start = time.process_time()
            pairing = pair_swiss(field, round_no, random.Random(round_no),
                                 separate_schools_until=3)
            runs.append(time.process_time() - start)
        if round_no in rounds:
            times[round_no] = (min(runs), sorted(runs)[len(runs) // 2])
        field = play_round(rng, field, pairing)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer tournaments and samples")
    args = parser.parse_args()
    tournaments, small, large = (100, 100, 2) if args.quick else (1000, 500, 10)

    start = time.perf_counter()
    random_runs = simulate(tournaments, 1, 7, 120)
    print(f"{tournaments} random tournaments (7-120 players, 5-9 rounds): "
          f"{random_runs['rounds']} rounds paired in {time.perf_counter() - start:.0f} s")
    print(f"  hard-rule violations: {sum(random_runs['violations'].values())} "
          f"{random_runs['violations'] or ''}")
    print(f"  rounds with no rematch-free pairing (paired with rematches allowed): "
          f"{random_runs['forced']}; fillers added because all had a bye: "
          f"{random_runs['fillers']}")

    start = time.perf_counter()
    small_runs = simulate(small, 2, 7, 12, exhaustive=True)
    print(f"{small} small tournaments (7-12 players): {small_runs['compared']} rounds compared "
          f"with exhaustive search, {small_runs['mismatched']} costlier than the optimum, "
          f"violations {sum(small_runs['violations'].values())}, "
          f"rematch-forced rounds {small_runs['forced']}, fillers {small_runs['fillers']} "
          f"({time.perf_counter() - start:.0f} s)")

    worse = candidate_vs_complete(large, 3)
    print(f"{large} large fields (201-400): engine costlier than the complete-graph optimum "
          f"in {worse}")

    for size in (100, 200, 1000):
        times = round_times(size, range(3, 10), 4)
        print(f"{size} players, CPU s per round (min/median of 3): " + ", ".join(
            f"r{r} {low:.3f}/{mid:.3f}" for r, (low, mid) in times.items()))


if __name__ == "__main__":
    main()
