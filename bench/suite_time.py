"""Benchmark: the whole test suite, run by each tree's own README test command, on the baseline and on this tree.

Run: python bench/suite_time.py [--baseline REV] [--runs N] [-- PYTEST_ARGS…]   (default 1 run each; slow:
never in CI; test paths after ``--`` run only those, to try the bench quickly)
Target: the suite in at most 3 minutes on 2 cores.  Each tree runs the pytest
arguments of the second command of its own README (this tree's: ``-n auto``,
the baseline's: none), alternately, from the tree's folder with
its ``app`` first on the path.  Prints the wall seconds (min of the runs),
the CPU seconds of the run (user + system of every process it started, which
the other users of a shared machine do not inflate) and the test counts, which
must show nothing failed and nothing skipped.  Set QT_QPA_PLATFORM and
STATION_TEST_POSTGRES_URL as .ci/run does (bash .ci/postgres starts the server)
so no test reports itself skipped.
"""
from __future__ import annotations

import re
import resource
import subprocess
import sys
import time
from pathlib import Path

from baseline import ROOT, baseline_revision, baseline_tree, print_side_by_side, tree_env

TARGET_SECONDS = 180.0
README_PYTEST = re.compile(r"-m pytest([^\n&|;]*)")
COUNTS = re.compile(r"(\d+) (passed|failed|skipped|errors?|xfailed|xpassed)")


def readme_pytest_args(tree: Path) -> list[str]:
    """The pytest arguments of the README's test command (its second command) in ``tree``."""
    found = README_PYTEST.search((tree / "README.md").read_text(encoding="utf-8"))
    if not found:
        raise RuntimeError(f"no `-m pytest` command in {tree / 'README.md'}")
    return found.group(1).split()


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_suite(tree: Path, extra: list[str]) -> tuple[float, float, dict[str, int]]:
    """Wall seconds, CPU seconds and the counts of pytest's last line, for one run in ``tree``."""
    argv = [sys.executable, "-m", "pytest", *readme_pytest_args(tree), "-q", "-p", "no:cacheprovider", *extra]
    cpu, start = _children_cpu(), time.perf_counter()
    done = subprocess.run(argv, cwd=tree, env=tree_env(tree), capture_output=True, text=True)
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu
    last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
    counts = {kind.rstrip("s") if kind.startswith("error") else kind: int(number)
              for number, kind in COUNTS.findall(last)}
    if done.returncode not in (0, 1) or "passed" not in counts:
        raise RuntimeError(f"the suite in {tree} did not run:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return wall, cpu, counts


def main(argv: list[str]) -> None:
    argv, extra = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 1
    trees = {"baseline": baseline_tree(baseline_revision(argv)), "now": ROOT}
    walls: dict[str, list[float]] = {name: [] for name in trees}
    cpus: dict[str, list[float]] = {name: [] for name in trees}
    counts: dict[str, dict[str, int]] = {}
    for _ in range(runs):
        for name, tree in trees.items():
            wall, cpu, counts[name] = run_suite(tree, extra)
            walls[name].append(wall)
            cpus[name].append(cpu)
            print(f"{name}: {wall:.1f} s wall, {cpu:.1f} s CPU, {counts[name]}", flush=True)
    print_side_by_side(f"{' '.join(extra) or 'The whole suite'}, each tree's README test command", [
        ("wall seconds (min)", f"{TARGET_SECONDS:.0f}", min(walls["baseline"]), min(walls["now"])),
        ("CPU seconds (min, every process)", "-", min(cpus["baseline"]), min(cpus["now"])),
    ], "s")
    for name in trees:
        print(f"{name:9} pytest args {readme_pytest_args(trees[name]) or '(none)'}: {counts[name]}")


if __name__ == "__main__":
    main(sys.argv[1:])
