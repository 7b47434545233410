"""Soak: kill -9 the CLI at random moments while it records results and pairs rounds; lose nothing.

Run: python bench/kill_soak.py [--trials 120] [--minutes 10] [--seed 1] [--players 24]

One xiangqi tournament; each trial starts ``main.py result`` on a random table of
the open round (or ``main.py pair`` once the round is complete) and, in most
trials, sends SIGKILL: half of them at a random moment of the run, half at a
random moment after the command opened the file (its ``-wal`` appeared), so
many land while it reads, writes, commits or closes the file.
A command that exited 0 was confirmed to the referee.  After every trial the file must hold every confirmed result with its score,
every round whole (all its tables, two seats each, no round half-written), the
rounds numbered 1..n, and pass ``PRAGMA integrity_check``.  Prints the figures
bench/README.md quotes; exits 1 on any loss.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.services.players import add_player  # noqa: E402
from app.services.rounds import pair_next_round  # noqa: E402
from app.services.tournament import new_tournament  # noqa: E402

CODE = "xiangqi"
SCORES = ("1-0", "0-1", "=")


def build(path: Path, players: int) -> int:
    """A closed one-event tournament with round 1 paired; returns the tables per round."""
    store = new_tournament(path, "断电测试", events=[CODE])
    for index in range(players):
        add_player(store, f"选手{index:03d}", f"学校{index % 6}", f"K{index:05d}", [CODE])
    tables = len(pair_next_round(store, CODE, seed=1).tables)
    store.close()
    return tables


def run(argv: list[str], wal: Path, kill: str | None, delay: float) -> tuple[str, float, float | None]:
    """Run one CLI command: 'ok', 'refused' or 'killed', how long it ran and had the file open.

    ``kill``: None (let it finish), "time" (SIGKILL ``delay`` s after the start) or
    "open" (SIGKILL ``delay`` s after its ``-wal`` appears, i.e. while it works on the file).
    """
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *argv], cwd=ROOT,
                               env={**os.environ, "PYTHONPATH": str(ROOT)},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started, opened = time.monotonic(), None
    while process.poll() is None:
        now = time.monotonic()
        if opened is None and wal.exists():
            opened = now
        if kill == "time" and now - started >= delay or kill == "open" and opened and now - opened >= delay:
            process.send_signal(signal.SIGKILL)
            break
        time.sleep(0.0005)
    process.wait()
    ended = time.monotonic()
    outcome = {0: "ok", -signal.SIGKILL: "killed"}.get(process.returncode, "refused")
    return outcome, ended - started, (ended - opened) if opened else None


def _median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def snapshot(path: Path) -> tuple[dict[tuple[int, int], str], dict[int, list[int]], str]:
    """(results by (round, table), seats per table by round, integrity) read from the file."""
    conn = sqlite3.connect(path)  # read-write, so closing it checkpoints and removes the -wal
    try:
        results = {(r, t): json.loads(entry)["score"] for r, t, entry in conn.execute(
            "SELECT r.number, t.number, res.entry FROM result res JOIN game_table t ON t.id = res.table_id "
            "JOIN round r ON r.id = t.round_id")}
        rounds: dict[int, list[int]] = {}
        for number, seats in conn.execute(
                "SELECT r.number, (SELECT count(*) FROM seat s WHERE s.table_id = t.id) FROM round r "
                "LEFT JOIN game_table t ON t.round_id = r.id ORDER BY r.number, t.number"):
            rounds.setdefault(number, []).append(seats)
        integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()
    return results, rounds, integrity


def check(path: Path, confirmed: dict, maybe: dict, tables: int) -> list[str]:
    """Every confirmed result present with its score; rounds whole and numbered 1..n; file intact."""
    results, rounds, integrity = snapshot(path)
    problems = [] if integrity == "ok" else [f"integrity_check: {integrity}"]
    for key, score in confirmed.items():
        if results.get(key) != score:
            problems.append(f"lost: round {key[0]} table {key[1]} confirmed {score}, file has {results.get(key)}")
    for key, score in results.items():
        if key not in confirmed and score not in maybe.get(key, set()):
            problems.append(f"phantom: round {key[0]} table {key[1]} = {score} was never entered")
    if sorted(rounds) != list(range(1, len(rounds) + 1)):
        problems.append(f"rounds not numbered 1..n: {sorted(rounds)}")
    for number, seats in rounds.items():
        if seats != [2] * tables:
            problems.append(f"round {number} not whole: seats per table {seats}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=120)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=24)
    parser.add_argument("--kill-share", type=float, default=0.8, help="share of trials sent SIGKILL")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="kill-soak-"))
    path = folder / "soak.sqlite"
    tables = build(path, args.players)
    confirmed: dict[tuple[int, int], str] = {}
    maybe: dict[tuple[int, int], set[str]] = {}  # killed entries: may or may not have landed
    wal = Path(f"{path}-wal")
    run_times, open_times = [3.0], [0.2]  # first guesses, replaced by what completed commands took
    counts = {"trials": 0, "kills": 0, "ok": 0, "refused": 0, "pair_kills": 0, "result_kills": 0,
              "open_kills": 0}
    problems: list[str] = []
    deadline = time.monotonic() + args.minutes * 60
    while counts["trials"] < args.trials and time.monotonic() < deadline and not problems:
        results, rounds, _ = snapshot(path)
        current = max(rounds)
        open_tables = [t for t in range(1, tables + 1) if (current, t) not in confirmed]
        kill = rng.choice(("time", "open")) if rng.random() < args.kill_share else None
        delay = rng.uniform(0.3, 1.1) * _median(run_times if kill == "time" else open_times)
        if open_tables:
            table, score = rng.choice(open_tables), rng.choice(SCORES)
            argv = ["result", str(path), "--event", CODE, "--round", str(current), "--table", str(table),
                    "--score", score]
            kind = "result"
        else:
            argv, kind = ["pair", str(path), "--event", CODE, "--seed", str(current + 1)], "pair"
        wal_before = wal.exists()
        outcome, run_time, open_time = run(argv, wal, None if wal_before and kill == "open" else kill, delay)
        counts["trials"] += 1
        if outcome == "killed":
            counts["kills"] += 1
            counts[f"{kind}_kills"] += 1
            counts["open_kills"] += not wal_before and wal.exists()  # killed with the file open
            if kind == "result":
                maybe.setdefault((current, table), set()).add(score)
        else:
            counts[outcome] += 1
            run_times.append(run_time)
            if open_time is not None:
                open_times.append(open_time)
            if outcome == "ok" and kind == "result":
                confirmed[(current, table)] = score
        problems = check(path, confirmed, maybe, tables)
    results, rounds, integrity = snapshot(path)
    print(f"trials {counts['trials']}, kills {counts['kills']} (during result {counts['result_kills']}, "
          f"during pair {counts['pair_kills']}; {counts['open_kills']} with the file open), commands completed {counts['ok']}, refused {counts['refused']}")
    print(f"results confirmed {len(confirmed)}, results in the file {len(results)}, rounds {len(rounds)} "
          f"(all whole: {not any('whole' in p for p in problems)}), integrity {integrity}")
    print(f"results lost {sum('lost' in p for p in problems)}; problems: {problems or 'none'}")
    if problems:
        print(f"file kept for inspection: {path}")
        return 1
    shutil.rmtree(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
