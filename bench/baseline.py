"""Today's main beside this tree, in one run: a benchmark takes its measure on both and prints them side by side.

A figure alone says little on a shared machine whose speed changes from one
minute to the next; the same measure taken on the baseline and on this tree,
alternately in one run, compares like with like.  ``baseline_tree`` extracts a
revision (the main this work started from, unless ``--baseline REV`` names
another) into a temporary folder with ``git archive``, so this repository is
left as it is.

A benchmark that measures whole processes runs them with ``tree_env(tree)``; one
that measures in process re-runs itself as a child with ``run_in_tree`` and reads
the figures the child prints as one JSON line (``print_figures``).
"""
from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE_REVISION = "a3aac58"  # main when the one-frame work started
TREE_ENV = "STATION_BENCH_TREE"  # the tree whose `app` a child run imports
FIGURES_PREFIX = "figures "


def baseline_revision(argv: list[str]) -> str:
    """``--baseline REV`` from the command line, else the default baseline."""
    if "--baseline" in argv:
        return argv[argv.index("--baseline") + 1]
    return BASELINE_REVISION


def baseline_tree(revision: str = BASELINE_REVISION) -> Path:
    """A copy of ``revision``'s files in a temporary folder, made once and reused."""
    sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", revision], check=True, capture_output=True,
                         text=True).stdout.strip()
    folder = Path(tempfile.gettempdir()) / f"station-baseline-{sha[:12]}"
    if not (folder / "main.py").exists():
        partial = folder.with_name(folder.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", sha], check=True, capture_output=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(partial, filter="data")
        partial.rename(folder)
    return folder


def tree_env(tree: Path) -> dict[str, str]:
    """The environment of a child process that imports ``tree``'s ``app`` (bytecode written, offscreen Qt)."""
    env = dict(os.environ, PYTHONPATH=str(tree), **{TREE_ENV: str(tree)})
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def measured_tree() -> Path:
    """In a child run, the tree being measured (put first on ``sys.path``); this tree otherwise."""
    tree = Path(os.environ.get(TREE_ENV, ROOT))
    if str(tree) not in sys.path[:1]:
        sys.path.insert(0, str(tree))
    return tree


def print_figures(figures: dict) -> None:
    """What a child run reports to its parent: one line, JSON."""
    print(FIGURES_PREFIX + json.dumps(figures), flush=True)


def run_in_tree(script: Path, tree: Path, args: list[str]) -> dict:
    """Run ``script`` (this tree's copy) against ``tree``'s ``app`` and return the figures it printed."""
    done = subprocess.run([sys.executable, str(script), *args], env=tree_env(tree), capture_output=True, text=True)
    lines = [line for line in done.stdout.splitlines() if line.startswith(FIGURES_PREFIX)]
    if done.returncode or not lines:
        raise RuntimeError(f"{script.name} in {tree} failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")
    return json.loads(lines[-1][len(FIGURES_PREFIX):])


def print_side_by_side(title: str, rows: list[tuple[str, str, float | None, float | None]], unit: str) -> None:
    """One line per measure: its name, its target, the baseline's figure and this tree's."""
    print(title)
    print(f"{'':52} {'target':>10} {'baseline':>10} {'now':>10}   ({unit})")
    for name, target, before, now in rows:
        print(f"{name:52} {target:>10} {_cell(before)} {_cell(now)}")


def _cell(value: float | None) -> str:
    return f"{value:10.3f}" if value is not None else f"{'-':>10}"
