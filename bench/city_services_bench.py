"""Bench: a confirmed result plus the event's standings through the services at 5,000 players, CPU ms, today's
main beside this tree (target ≤ 50 ms).

    python bench/city_services_bench.py [--players 5000] [--rounds 2] [--entries 30] [--baseline REV]

The file is one_frame.py's (built once per schema through the services, in /tmp/one-frame-bench); each tree
records ``--entries`` results of the open round on its own copy in a child process and reads the standings
after each (``record_result`` then ``event_standings``, as the results page and the standings view do).
Printed: median, mean and p99 of the pair; the mean carries the cycle collector's full passes, which the
GUI keeps off its frozen objects (app/views/shell/collector.py).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import ROOT, baseline_tree, measured_tree, print_figures, print_side_by_side, run_in_tree  # noqa: E402
from one_frame import CODE, built_file, copy_of, percentile  # noqa: E402

TARGET_MS = 50
MAIN_REVISION = "7e56a98"  # main when the city-size work (#38) started


def child(path: Path, entries: int) -> None:
    """Record ``entries`` results and read the standings after each; print the CPU ms of each pair."""
    measured_tree()
    from app.models.store import open_store
    from app.services.results import record_result
    from app.services.round_views import round_view
    from app.services.standings import event_standings
    store = open_store(path)
    event_standings(store, CODE)
    view = round_view(store, CODE)
    samples = []
    for table in [t for t in view.tables if not t.has_result][:entries]:
        start = time.process_time()
        record_result(store, CODE, view.round_id, table.number, {"score": "1-0"})
        event_standings(store, CODE)
        samples.append((time.process_time() - start) * 1000)
    store.close()
    print_figures({"median": statistics.median(samples), "mean": statistics.mean(samples),
                   "p99": percentile(samples, 0.99)})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=2, help="rounds played before the measured one")
    parser.add_argument("--entries", type=int, default=30)
    parser.add_argument("--baseline", default=MAIN_REVISION)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(Path(args.child), args.entries)
    trees = {"baseline": baseline_tree(args.baseline), "now": ROOT}
    figures = {name: run_in_tree(Path(__file__), tree, ["--child", str(copy_of(built_file(tree, args.players,
                                                                                         args.rounds), None)),
                                                         "--entries", str(args.entries)])
               for name, tree in trees.items()}
    rows = [(f"{args.players} players: result + standings, CPU {stat}", f"≤ {TARGET_MS}" if stat == "median" else "",
             figures["baseline"][stat], figures["now"][stat]) for stat in ("median", "mean", "p99")]
    print_side_by_side(f"Services ({args.entries} entries each; baseline {args.baseline})", rows, "ms")


if __name__ == "__main__":
    main()
