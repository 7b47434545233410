"""Benchmark: start-up as whole processes, side by side with `python -c pass`.

Run: python bench/startup_bench.py [RUNS]   (default 5 runs each)
Targets: `main.py --help` < 0.3 s, `main.py standings DEMO --event xiangqi --json` < 0.6 s,
GUI first paint < 1.5 s.  Prints the wall seconds, min / median of RUNS, and
the commands' CPU seconds (user + system, min), which the other users of a
shared machine do not inflate.

The demo file is written once beforehand (not measured).  The GUI runs on
Qt's offscreen platform unless QT_QPA_PLATFORM is set; its figure is from
just before the process starts to the end of the main window's first paint,
which the station prints when REFEREE_STATION_EXIT_AFTER_FIRST_PAINT is set
(app/views/shell/application.py), then quits.  Each command runs once untimed
first, with bytecode writing on, so the figures are those of an installed
copy whose .pyc files exist (PYTHONDONTWRITEBYTECODE would make every run
compile every module).
"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAIN = str(ROOT / "main.py")
FIRST_PAINT_ENV = "REFEREE_STATION_EXIT_AFTER_FIRST_PAINT"


def child_env() -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_seconds(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU time of one whole process."""
    cpu, start = _children_cpu(), time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start, _children_cpu() - cpu


def first_paint_seconds(demo: Path, env: dict[str, str]) -> tuple[float, None]:
    """From just before the GUI process starts to its main window's first paint."""
    start = time.time()
    done = subprocess.run([sys.executable, MAIN, str(demo)], env={**env, FIRST_PAINT_ENV: "1"},
                          check=True, capture_output=True, text=True)
    stamps = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("first-paint ")]
    if not stamps:
        raise RuntimeError(f"the GUI did not report its first paint:\n{done.stderr[-2000:]}")
    return float(stamps[0]) - start, None  # the process's CPU would include its exit


def measure(runs: int, once, *args) -> list[tuple[float, float | None]]:
    once(*args)  # untimed: writes the bytecode cache
    return [once(*args) for _ in range(runs)]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    env = child_env()
    python = sys.executable
    with tempfile.TemporaryDirectory() as folder:
        demo = Path(folder) / "demo.sqlite"
        subprocess.run([python, MAIN, "demo", str(demo)], env=env, check=True, stdout=subprocess.DEVNULL)
        rows = [
            ("python -c pass", None, measure(runs, process_seconds, [python, "-c", "pass"], env)),
            ("main.py --help", 0.3, measure(runs, process_seconds, [python, MAIN, "--help"], env)),
            ("main.py standings DEMO --event xiangqi --json", 0.6,
             measure(runs, process_seconds,
                     [python, MAIN, "standings", str(demo), "--event", "xiangqi", "--json"], env)),
            ("GUI first paint (demo file)", 1.5, measure(runs, first_paint_seconds, demo, env)),
        ]
    print(f"{'':48} {'wall min':>8} {'median':>7} {'CPU min':>7}  target   ({runs} runs, seconds)")
    for name, target, figures in rows:
        wall = [w for w, _cpu in figures]
        cpu = [c for _wall, c in figures if c is not None]
        cpu_text = f"{min(cpu):7.3f}" if cpu else f"{'-':>7}"
        verdict = "" if target is None else f"< {target:<5}" + ("  met" if min(wall) < target else "  NOT met")
        print(f"{name:48} {min(wall):8.3f} {statistics.median(wall):7.3f} {cpu_text}  {verdict}")


if __name__ == "__main__":
    main()
