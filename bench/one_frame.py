"""Benchmark, target 1 "one frame": a confirmed result → results page, standings view and hall updated
and painted ≤ 8 ms at 300 players, ≤ 16 ms at 1,000, ≤ 50 ms at 5,000 (#38; median of 50 entries, p99 reported);
the GUI's peak resident memory with the hall open beside it (≤ 500 MB at 5,000).

Run: python bench/one_frame.py [--sizes 300 1000] [--entries 50] [--rounds 6] [--baseline REV] [--cpu]
For each size, each tree (today's main, bench/baseline.py, and this one) builds in a child
process, through its own services, a xiangqi event with ``--rounds`` Swiss rounds played and
the next one paired (once per schema, reused from the temporary folder: an older tree cannot
open a newer schema); then both are measured side by side, each in a child process on its own
copy of its file: the results page, an open standings page and the hall screen (the event's
pairings, standings and team pages and the overall table, 1920×1080) are shown; for each
of ``--entries`` tables the result is confirmed through the results page (its ``record``,
what Enter on the quick entry calls) and the clock stops once all three have painted the
change.  Before each entry (untimed) the table's row and the winner's standings row are
scrolled into view, and the hall turns to the table's screenful of the pairings, so the repaint is
of something on screen.
``--folder /dev/shm`` measures on copies in memory: the commit's fsync (synchronous=FULL) is then
free, which on this shared machine's disk is most of the figure.
``--profile FILE``: this tree only, the entries under cProfile (pstats written to FILE).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
from baseline import (ROOT, baseline_revision, baseline_tree, measured_tree, print_figures,  # noqa: E402
                      print_side_by_side, run_in_tree)
from machine import machine_speed  # noqa: E402
from station_app import station_application  # noqa: E402

TARGET_MS = {300: 8, 1000: 16, 5000: 50}  # #38 item 2: half a frame
TARGET_RSS_MB = 500  # the GUI with the hall open, at 5,000 players (#38)
SCREEN = {"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
CODE = "xiangqi"


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


# -- the child: one tree, one file ------------------------------------------------------------

def _offscreen(folder: Path) -> None:
    config = folder / "screen.json"
    config.write_text(json.dumps(SCREEN))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")  # the hall's remembered pages: not the user's


def measure(path: Path, entries: int, profile: str | None, cpu: bool = False) -> dict:
    """Open the three surfaces on ``path`` and time ``entries`` confirmed results (ms each; ``cpu``: of the
    process's CPU time, steadier than wall time on a shared machine)."""
    _offscreen(path.parent)
    measured_tree()
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QAbstractItemView

    from app.models.store import open_store
    from app.views.hall.hall_screen import HallController
    from app.views.results.results_page import ResultsPage
    from app.views.standings.standings_models import COL_NAME, COL_POINTS
    from app.views.standings.standings_page import StandingsPage

    class Painted(QObject):
        """Counts a widget's paint events."""

        def __init__(self, widget):
            super().__init__()
            self.count = 0
            widget.installEventFilter(self)

        def eventFilter(self, _watched, event):  # noqa: N802 (Qt override)
            if event.type() == QEvent.Paint:
                self.count += 1
            return False

    app = station_application([])
    store = open_store(path)
    stack = QUndoStack()
    results, standings = ResultsPage(store, CODE, stack), StandingsPage(store, CODE, stack)
    results.resize(1366, 768)
    standings.resize(1366, 768)
    results.show()
    standings.show()
    hall = HallController(lambda: store)
    hall.selected = {f"pairings:{CODE}", f"standings:{CODE}", f"teams:{CODE}", "overall"}
    hall.cycle_timer.setInterval(3_600_000)  # the pages stay put while measuring
    window = hall.open()
    hall.cycle_timer.setInterval(3_600_000)
    hall.clock_timer.stop()
    app.processEvents()
    from app.views.shell.collector import freeze_what_is_built
    freeze_what_is_built()  # as the main window does once the file's window has painted
    counters = [Painted(results.view.viewport()), Painted(standings.view.viewport()), Painted(window)]
    tables = [t for t in results.model.tables() if not t.has_result][:entries]  # the open round, as the page shows it

    def standings_row(name: str) -> int:
        proxy = standings.proxy
        return next(r for r in range(proxy.rowCount()) if proxy.index(r, COL_NAME).data() == name)

    samples: list[float] = []
    profiler = None
    if profile:
        import cProfile
        profiler = cProfile.Profile()
    for table in tables:
        winner = table.seats[0].name
        row = results.model.row_of(table.number)
        results.view.scrollTo(results.proxy.mapFromSource(results.model.index(row, 0)),
                              QAbstractItemView.PositionAtCenter)
        before_row = standings_row(winner)
        before = float(standings.proxy.index(before_row, COL_POINTS).data())
        standings.view.scrollTo(standings.proxy.index(before_row, 0), QAbstractItemView.PositionAtBottom)
        hall_row = next(i for i, cells in enumerate(hall.pager.current.rows) if cells[0] == str(table.number))
        hall.pager.start = hall_row // hall.per_screen() * hall.per_screen()  # the table's screenful
        hall._repaint()
        app.processEvents()
        seen = [c.count for c in counters]
        if profiler:
            profiler.enable()
        start, cpu_start = time.perf_counter(), time.process_time()
        if not results.record(table.number, {"score": "1-0"}, table.result):
            raise RuntimeError(f"table {table.number}: refused: {results.last_refusal}")
        deadline = start + 10
        while any(c.count == s for c, s in zip(counters, seen)):
            app.processEvents()
            if time.perf_counter() > deadline:
                raise RuntimeError(f"not painted: {[c.count - s for c, s in zip(counters, seen)]}")
        samples.append(((time.process_time() - cpu_start) if cpu else (time.perf_counter() - start)) * 1000)
        if profiler:
            profiler.disable()
        shown = float(standings.proxy.index(standings_row(winner), COL_POINTS).data())
        assert shown == before + 2, f"the standings view shows {shown} for {winner}, not {before + 2}"
        assert any(winner in cell for row in hall.build_page(f"standings:{CODE}").rows for cell in row)
    if profiler:
        profiler.dump_stats(profile)
    hall.close()
    store.close()
    import resource
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB
    return {"median": statistics.median(samples), "p99": percentile(samples, 0.99), "samples": samples,
            "rss_mb": peak_mb}


# -- the parent: build once, measure both trees side by side ------------------------------------

def schema_head(tree: Path) -> str:
    """The last migration of ``tree``: a file built by one tree opens in another only at the same schema."""
    return max(path.stem for path in (tree / "db" / "versions").glob("0*.py"))


def build_in_tree(path: Path, players: int, rounds: int) -> None:
    """In a child run: build ``path`` through the measured tree's own services and its own bench/one_event.py."""
    import importlib.util
    tree = measured_tree()
    spec = importlib.util.spec_from_file_location("one_event", tree / "bench" / "one_event.py")
    one_event = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(one_event)
    store, _view = one_event.build(path, players, rounds)
    store.close()


def built_file(tree: Path, players: int, rounds: int) -> Path:
    """The benchmark's tournament file for ``players``, built once by ``tree`` (reused per schema)."""
    folder = Path(tempfile.gettempdir()) / "one-frame-bench"
    path = folder / f"xiangqi-{players}-{rounds}-{schema_head(tree)}.sqlite"
    if not path.exists():
        folder.mkdir(exist_ok=True)
        memory = Path("/dev/shm") if Path("/dev/shm").is_dir() else folder  # thousands of commits: no fsync
        partial = Path(tempfile.mkdtemp(dir=memory)) / path.name
        started = time.perf_counter()
        run_in_tree(Path(__file__), tree, ["--build", str(partial), "--players", str(players),
                                           "--rounds", str(rounds)])
        shutil.copy(partial, folder / f"{path.name}.partial")
        (folder / f"{path.name}.partial").rename(path)
        shutil.rmtree(partial.parent)
        print(f"built {path.name} in {time.perf_counter() - started:.0f} s")
    return path


def copy_of(path: Path, under: str | None) -> Path:
    """A fresh copy of the built file for one child run (in ``under``, else the temporary folder)."""
    folder = Path(tempfile.mkdtemp(prefix="one-frame-", dir=under))
    shutil.copy(path, folder / path.name)
    return folder / path.name


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--sizes", type=int, nargs="+", default=[300, 1000])
    arguments.add_argument("--entries", type=int, default=50)
    arguments.add_argument("--rounds", type=int, default=6, help="rounds played before the measured one")
    arguments.add_argument("--baseline", help="the revision to compare with (default: bench/baseline.py's)")
    arguments.add_argument("--folder", help="where the measured copies go (/dev/shm: no disk in the figure)")
    arguments.add_argument("--child", help=argparse.SUPPRESS)
    arguments.add_argument("--build", help=argparse.SUPPRESS)
    arguments.add_argument("--players", type=int, help=argparse.SUPPRESS)
    arguments.add_argument("--profile", help="this tree only, under cProfile: write the stats to this file")
    arguments.add_argument("--cpu", action="store_true", help="time the process's CPU, not the wall clock")
    options = arguments.parse_args()
    if options.build:
        build_in_tree(Path(options.build), options.players, options.rounds)
        print_figures({})
        os._exit(0)
    if options.child:
        print_figures(measure(Path(options.child), options.entries, options.profile, options.cpu))
        os._exit(0)  # skip interpreter teardown: PySide6 on Python 3.11 can abort there
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    speed_before = machine_speed()
    if options.profile:
        path = built_file(ROOT, options.sizes[0], options.rounds)
        figures = run_in_tree(Path(__file__), ROOT, ["--child", str(copy_of(path, options.folder)), "--entries",
                                                     str(options.entries), "--profile", options.profile])
        print(f"median {figures['median']:.1f} ms, p99 {figures['p99']:.1f} ms; profile in {options.profile}")
        return
    base = baseline_tree(baseline_revision(sys.argv))
    rows = []
    for players in options.sizes:
        child = ["--entries", str(options.entries), *(["--cpu"] if options.cpu else [])]
        before = run_in_tree(Path(__file__), base, ["--child", str(copy_of(built_file(base, players, options.rounds),
                                                                          options.folder)), *child])
        now = run_in_tree(Path(__file__), ROOT, ["--child", str(copy_of(built_file(ROOT, players, options.rounds),
                                                                        options.folder)), *child])
        target = TARGET_MS.get(players)
        rows.append((f"{players} players: confirm → 3 views painted, median{' (CPU)' if options.cpu else ''}", f"≤ {target}" if target else "-",
                     before["median"], now["median"]))
        rows.append((f"{players} players: same, p99", "", before["p99"], now["p99"]))
        rows.append((f"{players} players: peak resident memory (MB)", f"≤ {TARGET_RSS_MB}" if players >= 5000 else "-",
                     before["rss_mb"], now["rss_mb"]))
    print_side_by_side(f"One frame ({options.entries} entries each; baseline {baseline_revision(sys.argv)})",
                       rows, "ms")
    print(f"machine speed (bench/machine.py, a fixed loop): {speed_before:.1f} ms before, "
          f"{machine_speed():.1f} ms after (quick: about 20 ms)")


if __name__ == "__main__":
    main()
