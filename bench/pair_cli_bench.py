"""Benchmark: `main.py pair` as a whole process, 1,000-player Swiss, round 5 (target ≤ 1.5 s).

Run: python bench/pair_cli_bench.py [PLAYERS] [ROUNDS_PLAYED] [--profile] [--keep=FILE]
Builds a one-event xiangqi tournament through the services (ROUNDS_PLAYED
complete rounds, random results), then pairs the next round with the command
line on fresh copies of the file, three times, and prints wall and CPU
seconds (min / median).  ``--profile`` also prints the in-process hot spots;
``--keep=FILE`` keeps the built tournament there and reuses it next time
(building 1,000 players takes minutes).
"""
from __future__ import annotations

import cProfile
import pstats
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.models.store import open_store  # noqa: E402
from app.services.rounds import pair_next_round  # noqa: E402

from one_event import CODE, build as one_event  # noqa: E402  (bench/one_event.py)


def build(path: Path, players: int, rounds_played: int) -> None:
    one_event(path, players, rounds_played, pair_next=False)[0].close()


def copy_file(source: Path, target: Path) -> None:
    """A consistent copy of a SQLite file (its write-ahead log included)."""
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)


def run_cli(path: Path):
    """(wall, CPU) seconds of one `main.py pair` process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "main.py"), "pair", str(path), "--event", CODE,
                    "--seed", "5"], check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    players = int(args[0]) if args else 1000
    rounds_played = int(args[1]) if len(args) > 1 else 4
    keep = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--keep=")]
    with tempfile.TemporaryDirectory() as folder:
        built = Path(keep[0] if keep else Path(folder, "built.sqlite"))
        if not built.exists():
            start = time.perf_counter()
            build(built, players, rounds_played)
            print(f"built {players} players, {rounds_played} rounds "
                  f"in {time.perf_counter() - start:.0f} s")
        walls, cpus = [], []
        for attempt in range(3):
            copy = Path(folder, f"copy{attempt}.sqlite")
            copy_file(built, copy)
            wall, cpu = run_cli(copy)
            walls.append(wall)
            cpus.append(cpu)
        print(f"main.py pair, round {rounds_played + 1} of {players} players: "
              f"wall {min(walls):.2f} / {statistics.median(walls):.2f} s, "
              f"CPU {min(cpus):.2f} / {statistics.median(cpus):.2f} s (min / median of 3; "
              "target ≤ 1.5 s)")
        if "--profile" in sys.argv:
            copy = Path(folder, "profiled.sqlite")
            copy_file(built, copy)
            store = open_store(copy)
            profile = cProfile.Profile()
            profile.runcall(pair_next_round, store, CODE, 5)
            pstats.Stats(profile).sort_stats("cumtime").print_stats(25)


if __name__ == "__main__":
    main()
