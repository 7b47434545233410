"""Side by side with bbpPairings (FIDE Dutch, C++) on identical tournament states.

    BBP_PAIRINGS=/path/to/bbpPairings.exe python bench/bbp_bench.py
    python bench/bbp_bench.py --sizes 100 200 --rounds 3 5     # the station alone

For each field size a tournament of 9 rounds is played with random results
(win 2, draw 1, loss 0, bye 2), every round paired by the station; before
rounds 3..9 the state (scores, opponents, first moves, byes) is written as a
FIDE TRF-16 file and paired by both engines.  Printed per size and round:
CPU seconds of each (the station's engine in-process, bbpPairings as a child
process, median of --repeat runs), their ratio (station / bbpPairings, below
1: the station is faster), and the pairs across score groups of each against
the lower bound (half the score groups left odd, the bye at best).

bbpPairings is not a dependency: build it from its public source with
``make`` and point BBP_PAIRINGS at the binary.  Without it only the
station's column is printed.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.exports.trf import TrfFile, TrfGame, TrfPlayer, write_trf  # noqa: E402
from app.pairing import Entrant, pair_swiss  # noqa: E402

WIN, DRAW = 2.0, 1.0


@dataclass
class Record:
    """One player's games so far: (opponent id or 0, seat 'w'/'b'/'-', result code)."""

    id: int
    games: list = field(default_factory=list)
    score: float = 0.0

    def entrant(self) -> Entrant:
        played = [g for g in self.games if g[0]]
        last = self.games[-1] if self.games else None
        return Entrant(
            self.id, score=self.score, opponents=frozenset(g[0] for g in played),
            had_bye=any(g[2] == "U" for g in self.games),
            first_moves=sum(g[1] == "w" for g in played),
            second_moves=sum(g[1] == "b" for g in played),
            last_first=None if last is None or not last[0] else last[1] == "w")


def trf_text(records, rounds_total) -> str:
    """The state as TRF-16, by the station's own writer (app/exports/trf.py), with the bench's points."""
    players = tuple(TrfPlayer(r.id, f"Player {r.id}", r.score, r.id,
                              tuple(TrfGame(opponent or None, seat, result) for opponent, seat, result in r.games))
                    for r in records)
    return write_trf(TrfFile("referee-station bench", rounds_total, players,
                             point_system={"win": WIN, "draw": DRAW, "loss": 0.0, "bye": WIN}))


def run_bbp(binary, records, rounds_total, workdir):
    """(CPU seconds, [(a, b) pairs], bye id or None) from one bbpPairings run."""
    source, target = Path(workdir, "state.trf"), Path(workdir, "pairs.txt")
    source.write_text(trf_text(records, rounds_total), encoding="ascii")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "--dutch", str(source), "-p", str(target)], check=True,
                   stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    pairs, bye = [], None
    for row in target.read_text().split("\n")[1:]:
        if row.strip():
            a, b = map(int, row.split())
            if b == 0:
                bye = a
            else:
                pairs.append((a, b))
    return cpu, pairs, bye


def cross_pairs(pairs, scores) -> int:
    return sum(scores[a] != scores[b] for a, b in pairs)


def cross_lower_bound(entrants) -> int:
    """Fewest pairs across score groups: each pair mends at most two odd groups."""
    sizes = {}
    for e in entrants:
        sizes[e.score] = sizes.get(e.score, 0) + 1
    if len(entrants) % 2 == 0:
        return sum(n % 2 for n in sizes.values()) // 2
    best = None
    for score in {e.score for e in entrants if not e.had_bye}:
        odd = sum((n - (s == score)) % 2 for s, n in sizes.items())
        best = odd // 2 if best is None else min(best, odd // 2)
    return best


def play(records, pairing, rng):
    """Random results for the station's pairing; first seat plays 'w'."""
    by_id = {r.id: r for r in records}
    for table in pairing.tables:
        a, b = (by_id[pid] for pid in table.players)
        outcome = rng.choice((WIN, WIN, DRAW, 0.0, 0.0))
        code = {WIN: ("1", "0"), DRAW: ("=", "="), 0.0: ("0", "1")}[outcome]
        a.games.append((b.id, "w", code[0]))
        b.games.append((a.id, "b", code[1]))
        a.score += outcome
        b.score += WIN - outcome
    for pid in pairing.byes:
        by_id[pid].games.append((0, "-", "U"))
        by_id[pid].score += WIN


def median(values):
    return sorted(values)[len(values) // 2]


def bench_size(size, rounds, binary, repeat, seed):
    rng = random.Random(seed)
    records = [Record(i) for i in range(1, size + 1)]
    rows = []
    with tempfile.TemporaryDirectory() as workdir:
        for round_no in range(1, max(rounds) + 1):
            entrants = [r.entrant() for r in records]
            station_cpu = []
            for _ in range(repeat if round_no in rounds else 1):
                start = time.process_time()
                pairing = pair_swiss(entrants, round_no, random.Random(round_no),
                                     separate_schools_until=0, first_move="balance")
                station_cpu.append(time.process_time() - start)
            if round_no in rounds:
                scores = {e.id: e.score for e in entrants}
                row = dict(size=size, round=round_no, station=median(station_cpu),
                           station_cross=cross_pairs([t.players for t in pairing.tables], scores),
                           bound=cross_lower_bound(entrants))
                if binary:
                    runs = [run_bbp(binary, records, 9, workdir) for _ in range(repeat)]
                    _, pairs, bye = runs[0]
                    assert 2 * len(pairs) + (bye is not None) == size, "bbpPairings left players out"
                    row["bbp"] = median([cpu for cpu, _, _ in runs])
                    row["bbp_cross"] = cross_pairs(runs[0][1], scores)
                rows.append(row)
                print_row(row)
            play(records, pairing, rng)
    return rows


def print_row(row):
    text = (f"{row['size']:5d}  r{row['round']}  station {row['station']:7.3f} s")
    if "bbp" in row:
        ratio = row["station"] / row["bbp"] if row["bbp"] else float("inf")
        text += f"  bbpPairings {row['bbp']:7.3f} s  ratio {ratio:6.3f}"
        text += (f"  cross-score pairs: station {row['station_cross']}, "
                 f"bbpPairings {row['bbp_cross']}, bound {row['bound']}")
    else:
        text += f"  cross-score pairs {row['station_cross']} (bound {row['bound']})"
    print(text, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 200, 400, 1000])
    parser.add_argument("--rounds", type=int, nargs="+", default=list(range(3, 10)))
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine and round")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    binary = os.environ.get("BBP_PAIRINGS")
    if not binary:
        print("BBP_PAIRINGS not set: the station's engine alone")
    for size in args.sizes:
        bench_size(size, set(args.rounds), binary, args.repeat, args.seed + size)


if __name__ == "__main__":
    main()
