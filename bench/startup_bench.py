"""Benchmark: start-up as whole processes, over `python -c pass`, today's main beside this tree (#26 target 2).

Run: python bench/startup_bench.py [RUNS] [--baseline REV]   (default 7 runs of each)
Targets, over bare Python (`python -c pass`): `main.py --help` ≤ 0.1 s of CPU,
`main.py standings DEMO --event xiangqi --json` ≤ 0.25 s of CPU, GUI first
paint ≤ 0.5 s of wall time on a quiet machine.  Beside it, without a target:
the GUI loaded (the file open and its tabs painted, the window usable).

Each measure runs on the baseline (bench/baseline.py: today's main unless
``--baseline REV``) and on this tree alternately, beside `python -c pass`, so a
busy spell of the shared machine hits both alike.  CPU seconds (user + system)
are what the other users of the machine inflate least; the figures are the
min and median of RUNS, minus bare Python's min.

Each tree writes its own demo file beforehand (not measured): an older tree
cannot read a newer schema.  The GUI runs on Qt's offscreen platform unless
QT_QPA_PLATFORM is set; its wall figure is from just before the process starts
to the end of the main window's first paint, which the station prints when
REFEREE_STATION_EXIT_AFTER_FIRST_PAINT is set (app/views/shell/application.py);
the CPU figure is the process's own up to that paint
(bench/first_paint_child.py stamps the report, on every tree alike).  A tree
whose first frame is its shell prints a `loaded` line too, once the file's tabs
have painted, then quits; a tree that builds everything before its first paint
prints none, and its first paint is its loaded figure.  Each command runs once untimed first, with bytecode writing
on, so the figures are those of an installed copy whose .pyc files exist.
"""
from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from baseline import ROOT, baseline_revision, baseline_tree, print_side_by_side, tree_env  # noqa: E402

FIRST_PAINT_ENV = "REFEREE_STATION_EXIT_AFTER_FIRST_PAINT"
CHILD = Path(__file__).resolve().parent / "first_paint_child.py"
PYTHON = sys.executable
# Each measure: its name, its argv in a tree (DEMO stands for the demo file), its target over bare Python.
COMMANDS = (("main.py --help", ["--help"], ("CPU", 0.1)),
            ("standings DEMO --event xiangqi --json", ["standings", "DEMO", "--event", "xiangqi", "--json"],
             ("CPU", 0.25)))
GUI = "GUI first paint (demo file)"
GUI_TARGET = ("wall", 0.5)
LOADED = "GUI loaded (demo file)"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_seconds(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU time of one whole process."""
    cpu, start = _children_cpu(), time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start, _children_cpu() - cpu


def gui_reports(argv: list[str], env: dict[str, str]) -> tuple[float, dict[str, list[str]]]:
    """Run the GUI until it quits: when it started, and its report lines by their first word
    (bench/first_paint_child.py runs the tree's main.py and stamps the first paint's CPU time)."""
    main, *args = argv[1:]
    start = time.time()
    done = subprocess.run([PYTHON, str(CHILD), main, *args], env={**env, FIRST_PAINT_ENV: "1"}, check=True,
                          capture_output=True, text=True)
    lines = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines()
             if line.startswith(("first-paint", "loaded "))}
    if "first-paint" not in lines or "first-paint-cpu" not in lines:
        raise RuntimeError(f"the GUI did not report its first paint:\n{done.stderr[-2000:]}")
    return start, lines


def first_paint_seconds(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """From just before the GUI process starts to its main window's first paint, and its CPU time until then."""
    start, lines = gui_reports(argv, env)
    return float(lines["first-paint"][0]) - start, float(lines["first-paint-cpu"][0])


def loaded_seconds(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """From just before the GUI process starts to the file's tabs painted, and its CPU time until then (a tree
    without a `loaded` line built everything before its first paint)."""
    start, lines = gui_reports(argv, env)
    if "loaded" in lines:
        return float(lines["loaded"][0]) - start, float(lines["loaded"][1])
    return float(lines["first-paint"][0]) - start, float(lines["first-paint-cpu"][0])


def measures(demo: Path) -> list[tuple[str, object, list[str], tuple[str, float]]]:
    """(name, how to time one run, argv after `python TREE/main.py`, target) for every measure."""
    rows = [(name, process_seconds, [str(demo) if arg == "DEMO" else arg for arg in args], target)
            for name, args, target in COMMANDS]
    return rows + [(GUI, first_paint_seconds, [str(demo)], GUI_TARGET), (LOADED, loaded_seconds, [str(demo)], None)]


def run_all(trees: dict[str, Path], demos: dict[str, Path], runs: int) -> dict:
    """figures[measure][tree] = [(wall, cpu), ...]; the trees alternate run by run, bare Python beside them."""
    envs = {label: tree_env(tree) for label, tree in trees.items()}
    figures: dict[str, dict[str, list]] = {"bare": {"bare": []}}
    plans = {label: measures(demos[label]) for label in trees}
    names = [name for name, _once, _args, _target in plans["now"]]
    for index, name in enumerate(names):  # untimed: writes each tree's bytecode cache
        figures[name] = {label: [] for label in trees}
        for label, tree in trees.items():
            _name, once, args, _target = plans[label][index]
            once([PYTHON, str(tree / "main.py"), *args], envs[label])
    bare = [PYTHON, "-c", "pass"]
    for _ in range(runs):
        figures["bare"]["bare"].append(process_seconds(bare, envs["now"]))
        for index, name in enumerate(names):
            for label, tree in trees.items():
                _name, once, args, _target = plans[label][index]
                figures[name][label].append(once([PYTHON, str(tree / "main.py"), *args], envs[label]))
    return figures


def _over(values: list[float], bare: float, pick) -> float:
    return pick(values) - bare


def report(figures: dict, demo: Path, runs: int, revision: str) -> None:
    bare_wall = min(w for w, _c in figures["bare"]["bare"])
    bare_cpu = min(c for _w, c in figures["bare"]["bare"])
    rows = []
    for name, _once, _args, target in measures(demo):
        for kind, index, bare in (("CPU", 1, bare_cpu), ("wall", 0, bare_wall)):
            goal = f"≤ {target[1]}" if target is not None and target[0] == kind else ""
            for pick_name, pick in (("min", min), ("median", statistics.median)):
                before, now = (_over([f[index] for f in figures[name][label]], bare, pick)
                               for label in ("baseline", "now"))
                rows.append((f"{name}: {kind} {pick_name}", goal if pick_name == "min" else "", before, now))
    print_side_by_side(
        f"Start-up over bare Python (`python -c pass`: wall min {bare_wall:.3f} s, CPU min {bare_cpu:.3f} s), "
        f"{runs} alternating runs, baseline {revision}", rows, "seconds over bare Python")
    for name, _once, _args, target in measures(demo):
        if target is None:
            continue
        index = 1 if target[0] == "CPU" else 0
        now = _over([f[index] for f in figures[name]["now"]], bare_cpu if index else bare_wall, min)
        verdict = "met" if now <= target[1] else "NOT met"
        print(f"{name}: {target[0]} min over bare {now:.3f} s, target ≤ {target[1]} s: {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=7)
    parser.add_argument("--baseline", help="the revision to compare with (default: today's main)")
    args = parser.parse_args()
    runs, revision = args.runs, baseline_revision(sys.argv)
    trees = {"baseline": baseline_tree(revision), "now": ROOT}
    with tempfile.TemporaryDirectory() as folder:
        demos = {label: Path(folder) / f"demo-{label}.sqlite" for label in trees}
        for label, tree in trees.items():
            subprocess.run([PYTHON, str(tree / "main.py"), "demo", str(demos[label])], env=tree_env(tree),
                           check=True, stdout=subprocess.DEVNULL)
        figures = run_all(trees, demos, runs)
        report(figures, demos["now"], runs, revision)


if __name__ == "__main__":
    main()
