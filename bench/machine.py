"""How quick this shared machine is right now, printed beside a benchmark's figures.

The machine has slow spells in which every figure, this one too, takes about
1.5–2 times as long; a run is read against this number.
"""
from __future__ import annotations

import time

QUICK_MS = 20  # the fixed loop when the machine is quick


def machine_speed() -> float:
    """Milliseconds of a fixed pure-Python loop, best of 5."""
    samples = []
    for _ in range(5):
        start = time.perf_counter()
        sum(range(1_000_000))
        samples.append((time.perf_counter() - start) * 1000)
    return min(samples)


def machine_line(before: float) -> str:
    return (f"machine check (a fixed loop, best of 5): {before:.1f} ms before, {machine_speed():.1f} ms after "
            f"(quick spells: about {QUICK_MS} ms)")
