"""Benchmark: what the other listeners of a confirmed result cost.

Run: python bench/listeners_bench.py [--players 300] [--results 30] [--baseline REV]
A 300-player demo (xiangqi round 1 played, round 2 and go's round 1 paired), built by each tree in a child
process, with every event's clocks page built and hidden (as behind the event tab's results page) and the
hall screen open at 1920×1080 on, in turn: another event's standings, the result's event's standings, its
pairings.  Each result is written untimed; then the CPU time from the hub's signals (results_changed,
standings_changed) until the events they posted are processed (the repaint included) is the figure,
median of ``--results`` per case.  The baseline (default: the main this branch started from) and this tree
are measured side by side in one run; CPU time, as a loaded machine disturbs it less than wall time.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from baseline import ROOT, baseline_tree, measured_tree, print_figures, print_side_by_side, run_in_tree  # noqa: E402

CASES = ("standings:go", "standings:xiangqi", "pairings:xiangqi")  # the hall's page on screen
SCREEN = {"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


def measure(players: int, results: int) -> dict:
    """In a child run: the listeners' CPU ms per result, by the hall's page on screen."""
    folder = Path(tempfile.mkdtemp(prefix="listeners-bench-"))
    (folder / "screen.json").write_text(json.dumps(SCREEN))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={folder / 'screen.json'}"
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")  # the hall's remembered pages: not the user's
    measured_tree()
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from app.rules.events import PRESETS
    from app.services.demo import build_demo
    from app.services.results import record_result
    from app.services.rounds import pair_next_round
    from app.views.clocks.clocks_page import ClocksPage
    from app.views.hall.hall_screen import HallController
    from app.views.shell.application import install_fonts
    from app.views.base.hub import hub

    install_fonts(app)
    store = build_demo(folder / "bench.sqlite", seed=1, players=players)
    rng = random.Random(1)
    view = pair_next_round(store, "xiangqi", seed=1)
    for table in view.tables:
        record_result(store, "xiangqi", view.round_id, table.number, {"score": rng.choice(["1-0", "0-1", "="])})
    view = pair_next_round(store, "xiangqi", seed=2)
    pair_next_round(store, "go", seed=1)
    pages = [ClocksPage(store, code, QUndoStack()) for code in PRESETS]  # hidden (behind the results page), kept
    hall = HallController(lambda: store)
    hall.selected = set(CASES)
    window = hall.open()
    hall.cycle_timer.stop()
    hall.clock_timer.stop()
    app.processEvents()
    tables = iter(view.tables)
    figures = {}
    for case in CASES:
        while hall.pager.current.key != case:
            hall.advance()
        app.processEvents()
        samples = []
        for _ in range(results):
            table = next(tables)
            record_result(store, "xiangqi", view.round_id, table.number, {"score": "1-0"})
            start = time.process_time()
            hub().results_changed.emit("xiangqi")
            hub().standings_changed.emit("xiangqi")
            app.processEvents()
            samples.append((time.process_time() - start) * 1000)
        figures[case] = statistics.median(samples)
    window.close()
    pages.clear()
    return figures


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--players", type=int, default=300)
    arguments.add_argument("--results", type=int, default=30, help="results per case (3 cases share one round)")
    arguments.add_argument("--baseline", help="the baseline revision (default: the main this branch started from)")
    arguments.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    options = arguments.parse_args()
    if options.child:
        print_figures(measure(options.players, options.results))
        os._exit(0)  # skip interpreter teardown: PySide6 on Python 3.11 can abort there
    revision = options.baseline or subprocess.run(["git", "-C", str(ROOT), "merge-base", "HEAD", "main"],
                                                  check=True, capture_output=True, text=True).stdout.strip()[:7]
    child = ["--child", "--players", str(options.players), "--results", str(options.results)]
    before = run_in_tree(Path(__file__), baseline_tree(revision), child)
    now = run_in_tree(Path(__file__), ROOT, child)
    print_side_by_side(f"The other listeners of a result, CPU ms, median of {options.results} (baseline {revision})",
                       [(f"hall on {case}", "", before[case], now[case]) for case in CASES], "ms")


if __name__ == "__main__":
    main()
