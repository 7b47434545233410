"""Benchmark: recompute every standing of a 1,000-player, 9-round Swiss (target < 200 ms).

Run: python bench/standings_bench.py  — prints the median and best of several runs
for the individual table (full tie-break chain, both unplayed-round rules), the
event team table, the overall table and the crosstable.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.standings import (BYE, FORFEIT, Competitor, GameRecord, crosstable,  # noqa: E402
                           event_team_standings, fouls_by_school, individual_standings,
                           overall_team_standings)
from machine import machine_line, machine_speed  # noqa: E402  (bench/machine.py)

PLAYERS, ROUNDS, SCHOOLS = 1000, 9, 40
CHAIN = ["opp_points", "buchholz", "buchholz_cut1", "median_buchholz", "sonneborn_berger",
         "progressive", "wins", "direct_encounter"]


def make_event(seed: int = 1):
    """A Swiss-like event: neighbours by score meet, some forfeits, a few withdrawals, byes."""
    rng = random.Random(seed)
    withdrawn = set(rng.sample(range(1, PLAYERS + 1), 15))
    competitors = [Competitor(i, f"选手{i:04d}", f"学校{i % SCHOOLS:02d}",
                              5 if i in withdrawn else None) for i in range(1, PLAYERS + 1)]
    score = {c.id: 0.0 for c in competitors}
    records = []
    for rnd in range(1, ROUNDS + 1):
        active = [c.id for c in competitors if c.withdrawn_after is None or rnd <= c.withdrawn_after]
        active.sort(key=lambda p: (-score[p], rng.random()))
        if len(active) % 2:
            lone = active.pop()
            records.append(GameRecord(rnd, (lone,), {lone: 2.0}, {lone: "win"}, BYE))
            score[lone] += 2
        for first, second in zip(active[::2], active[1::2]):
            roll = rng.random()
            if roll < 0.02:
                records.append(GameRecord(rnd, (first, second), {first: 2.0, second: 0.0},
                                          {first: "win", second: "loss"}, FORFEIT))
                score[first] += 2
                continue
            a, b = (2.0, 0.0) if roll < 0.45 else (1.0, 1.0) if roll < 0.6 else (0.0, 2.0)
            outcome = {2.0: "win", 1.0: "draw", 0.0: "loss"}
            records.append(GameRecord(rnd, (first, second), {first: a, second: b},
                                      {first: outcome[a], second: outcome[b]},
                                      fouls={first: rng.randint(0, 1)}))
            score[first] += a
            score[second] += b
    return competitors, records


def recompute(competitors, records, rule):
    rows = individual_standings(competitors, records, tiebreaks=CHAIN, unplayed_rule=rule)
    teams = event_team_standings(rows, "sum", fouls_by_school(competitors, records))
    overall_team_standings({"xiangqi": teams}, ["xiangqi"])
    return rows


def timed(action, repeats=7):
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), min(samples)


def main():
    speed_before = machine_speed()
    competitors, records = make_event()
    print(f"{PLAYERS} players, {ROUNDS} rounds, {len(records)} records")
    for rule in ("zero", "fide2023"):
        median, best = timed(lambda: recompute(competitors, records, rule))
        print(f"individual + team + overall ({rule:8}): median {median:6.1f} ms, best {best:6.1f} ms")
    median, best = timed(lambda: crosstable(competitors, records))
    print(f"crosstable                         : median {median:6.1f} ms, best {best:6.1f} ms")
    print(machine_line(speed_before))


if __name__ == "__main__":
    main()
