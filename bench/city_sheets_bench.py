"""Bench: the 2,500-table sheets of a 5,000-player round (pairings, scoresheets, seating), CPU seconds, today's
main beside this tree (target ≤ 3 s each).

    python bench/city_sheets_bench.py [--tables 2500] [--runs 3] [--baseline REV]

Each tree builds the three PDFs in a child process, alternately ``--runs`` times (fonts registered once per
child, untimed); printed: min and median CPU seconds of each sheet (CPU: the machine is shared).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import (ROOT, baseline_tree, measured_tree, print_figures, print_side_by_side,  # noqa: E402
                      run_in_tree)

TARGET_SECONDS = 3.0
MAIN_REVISION = "7e56a98"  # main when the city-size work (#38) started
SHEETS = {"pairings": ("pairings", "build_pairing_list"), "scoresheets": ("scoresheets", "build_scoresheet"),
          "seating": ("seating", "build_seating_list")}


def child(tables: int) -> None:
    """Build each sheet once; print its CPU seconds."""
    measured_tree()
    import importlib

    from app.printing.data import PairingSheet, TableRow
    from app.printing.fonts import register_fonts
    from printing_bench import INFO, players  # after the measured tree's app: this tree's bench helpers
    register_fonts()
    field = players(2 * tables, random.Random(1))
    sheet = PairingSheet("象棋", 3, [TableRow(t + 1, field[2 * t], field[2 * t + 1], []) for t in range(tables)],
                         "xiangqi")
    figures = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, (module, function) in SHEETS.items():
            build = getattr(importlib.import_module(f"app.printing.{module}"), function)
            start = time.process_time()
            build(INFO, sheet, Path(folder) / f"{name}.pdf")
            figures[name] = time.process_time() - start
    print_figures(figures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=2500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline", default=MAIN_REVISION)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.tables)
    trees = {"baseline": baseline_tree(args.baseline), "now": ROOT}
    runs = {name: [] for name in trees}
    for _ in range(args.runs):
        for name, tree in trees.items():
            runs[name].append(run_in_tree(Path(__file__), tree, ["--child", "--tables", str(args.tables)]))
    rows = [(f"{sheet}, {args.tables} tables, CPU s ({stat})", f"≤ {TARGET_SECONDS:g}",
             pick([r[sheet] for r in runs["baseline"]]), pick([r[sheet] for r in runs["now"]]))
            for sheet in SHEETS for stat, pick in (("min", min), ("median", statistics.median))]
    print_side_by_side(f"Sheets, {args.runs} runs of each tree, alternately (baseline {args.baseline})", rows, "s")


if __name__ == "__main__":
    main()
