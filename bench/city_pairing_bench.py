"""Bench: rounds 2 and 3 of a 5,000-player Swiss paired, CPU seconds, today's main beside this tree (target ≤ 1 s).

    python bench/city_pairing_bench.py [--players 5000] [--runs 3] [--baseline REV]

The same field (bench/pairing_bench.py's random results) is paired by both
trees, each in a child process, alternately ``--runs`` times; printed: min and
median CPU per round.  This tree's answer is also checked exact, without the
engine's own path: every rule level meets the whole field's lower bound
(bounds.py), and its rule cost equals that of one matching of the whole
candidate graph (the engine before the score-group split).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import (baseline_tree, measured_tree, print_figures, print_side_by_side,  # noqa: E402
                      run_in_tree, ROOT)

TARGET_SECONDS = 1.0
ROUNDS = (2, 3)
MAIN_REVISION = "7e56a98"  # main when the city-size work (#38) started


def child(players: int, check: bool) -> None:
    """Pair rounds 1-3 of one field; print each measured round's CPU seconds (and the exactness check)."""
    measured_tree()
    from app.pairing import pair_swiss  # the measured tree's, before pairing_bench puts this tree first
    from pairing_bench import new_field, play_round
    rng = random.Random(4)
    field = new_field(rng, players, 12)
    figures = {}
    for round_no in range(1, max(ROUNDS) + 1):
        draw = random.Random(round_no)
        start = time.process_time()
        pairing = pair_swiss(field, round_no, draw, separate_schools_until=3)
        if round_no in ROUNDS:
            figures[f"r{round_no}"] = time.process_time() - start
            if check:
                figures[f"r{round_no} exact"] = exact(field, round_no, pairing)
        field = play_round(rng, field, pairing)
    print_figures(figures)


def exact(field, round_no, pairing) -> bool:
    """The pairing meets every rule's lower bound and costs, rule by rule, what the whole candidate graph's optimum costs."""
    from app.pairing.bounds import meets_lower_bounds
    from app.pairing.matching import pairs_from_edges
    from app.pairing.objective import SwissObjective
    from app.pairing.swiss import CANDIDATE_BANDS
    from app.pairing.swiss_graph import swiss_edges
    lots = random.Random(round_no)  # any lots: the rule cost leaves them out
    players = sorted((e for e in field if e.eligible), key=lambda e: -e.score)  # score order, as the engine's
    objective = SwissObjective(players, [lots.getrandbits(32) for _ in players], round_no=round_no,
                               separate_schools_until=3)
    index = {p.id: i for i, p in enumerate(players)}
    pairs = [tuple(sorted(index[p] for p in table.players)) for table in pairing.tables]
    bye = index[pairing.byes[0]] if pairing.byes else None
    whole = pairs_from_edges(len(players), *swiss_edges(objective, CANDIDATE_BANDS[0]))

    def rule_cost(pairs, bye):
        cost = sum(objective.cost(i, j, tiebreak=False) for i, j in pairs)
        return cost + (objective.bye_cost(bye, tiebreak=False) if bye is not None else 0)

    return meets_lower_bounds(objective, pairs, bye) and rule_cost(pairs, bye) == rule_cost(*whole)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline", default=MAIN_REVISION)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--check", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.players, args.check)
    trees = {"baseline": baseline_tree(args.baseline), "now": ROOT}
    runs = {name: [] for name in trees}
    for run in range(args.runs):
        for name, tree in trees.items():
            check = name == "now" and run == 0
            runs[name].append(run_in_tree(Path(__file__), tree, ["--child", "--players", str(args.players)]
                                          + ["--check"] * check))
    for round_no in ROUNDS:
        key = f"r{round_no}"
        rows = [(f"round {round_no}, {args.players} players, CPU s ({stat})", f"≤ {TARGET_SECONDS:g}",
                 pick([r[key] for r in runs["baseline"]]), pick([r[key] for r in runs["now"]]))
                for stat, pick in (("min", min), ("median", statistics.median))]
        print_side_by_side(f"Pairing, {args.runs} runs of each tree, alternately (baseline {args.baseline})",
                           rows, "s")
        print(f"round {round_no} exact (bounds met, rule cost of the whole candidate graph): "
              f"{runs['now'][0][key + ' exact']}")


if __name__ == "__main__":
    main()
