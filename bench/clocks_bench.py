"""Clock benchmarks: exactness on a fake time source, display lag on the real clock, board CPU.

Usage: python bench/clocks_bench.py [--duration 60] [--cpu-seconds 5] [--seed 1]

1. A simulated 40-minute game of 300 presses at random intervals on a fake
   time source: the clock's readings against an independent sum of the thinks.
2. The clock window on the real monotonic clock for ``--duration`` seconds,
   pressed at random: how far the last displayed reading lags the truth,
   against the window's refresh interval.
3. CPU use of a board of 100 table timers refreshed at 10 Hz (offscreen Qt),
   measured with time.process_time.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def simulated_game(rng: random.Random, presses: int = 300) -> None:
    """Fake time: every reading must equal the main time minus the side's summed thinks."""
    from app.clocks import GameClock, spec_from_settings

    main = 1500.0
    now = [0.0]
    clock = GameClock(spec_from_settings({"mode": "sudden_death", "main": main}),
                      now=lambda: now[0])
    clock.start(0)
    thinks: list[list[float]] = [[], []]
    worst = 0.0
    for _ in range(presses):
        side = clock.state().to_move
        think = rng.uniform(0.2, 15.8)  # mean 8 s: 300 presses ≈ 40 minutes
        now[0] += think
        thinks[side].append(think)
        assert clock.press()
        state = clock.state()
        for s in (0, 1):
            worst = max(worst, abs(state.remaining(s) - (main - math.fsum(thinks[s]))))
    total = math.fsum(thinks[0]) + math.fsum(thinks[1])
    print(f"[1] simulated game: {presses} presses over {total / 60:.1f} min of fake time; "
          f"max |reading - truth| = {worst:.3g} s (float rounding only; no drift)")


def real_clock_lag(rng: random.Random, duration: float) -> None:
    """Real monotonic clock: lag of the last displayed reading behind the truth."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    from app.clocks import GameClock, spec_from_settings
    from app.views.clocks.clock_window import REFRESH_MS, ClockWindow, format_clock
    from app.views.clocks.sound import BeepPlayer

    main = 3600.0
    clock = GameClock(spec_from_settings({"mode": "sudden_death", "main": main}))
    window = ClockWindow(clock, sound=BeepPlayer(muted=True))
    window.show()
    used = [0.0, 0.0]
    turn = {"side": 0, "since": time.monotonic()}
    window.press_side(1)  # starts side 0
    turn["since"] = time.monotonic()
    lags: list[float] = []
    label_mismatches = 0

    def press() -> None:
        at = time.monotonic()
        used[turn["side"]] += at - turn["since"]
        window.clock.press(at=at)
        turn.update(side=1 - turn["side"], since=at)
        press_timer.start(int(rng.uniform(300, 2000)))

    def sample() -> None:
        nonlocal label_mismatches
        shown = window._last_state
        side = shown.to_move
        if side != turn["side"]:
            return  # a press happened since the last repaint; the next repaint shows it
        truth = main - used[side] - (time.monotonic() - turn["since"])
        lags.append(shown.remaining(side) - truth)
        if window.faces[side].time_label.text() != format_clock(shown.remaining(side)):
            label_mismatches += 1

    press_timer = QTimer(singleShot=True, timerType=Qt.PreciseTimer)
    press_timer.timeout.connect(press)
    press_timer.start(1000)
    sampler = QTimer(interval=7, timerType=Qt.PreciseTimer)
    sampler.timeout.connect(sample)
    sampler.start()
    loop = QEventLoop()
    QTimer.singleShot(int(duration * 1000), loop.quit)
    loop.exec()
    sampler.stop()
    press_timer.stop()
    window.close()
    window.deleteLater()  # delete widgets before the interpreter exits (PySide6 teardown)
    within = sum(-0.001 <= lag <= REFRESH_MS / 1000 + 0.005 for lag in lags)
    print(f"[2] real clock, {duration:g} s, {clock.state().moves(0) + clock.state().moves(1)} "
          f"presses, {len(lags)} samples: displayed reading lags truth by "
          f"max {max(lags) * 1000:.1f} ms, mean {sum(lags) / len(lags) * 1000:.1f} ms, "
          f"min {min(lags) * 1000:.2f} ms; {within / len(lags):.1%} within one refresh "
          f"({REFRESH_MS} ms + 5 ms); label/reading mismatches: {label_mismatches}")


def board_cpu(seconds: float, tables: int = 100) -> None:
    """CPU share of a board of 100 running table timers repainted at 10 Hz."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from app.clocks import make_timer
    from app.rules.clocks import clock_preset
    from app.views.clocks.clock_board import REFRESH_MS, ClockBoard
    from app.views.clocks.sound import BeepPlayer

    for code in ("sanguosha_3v3", "xiangqi"):
        board = ClockBoard([(n, f"第{n}桌") for n in range(1, tables + 1)],
                           lambda _n, code=code: make_timer(clock_preset(code)),
                           sound=BeepPlayer(muted=True))
        board.resize(1200, 900)
        board.show()
        board.start_all()
        loop = QEventLoop()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        cpu0, wall0 = time.process_time(), time.monotonic()
        loop.exec()
        cpu, wall = time.process_time() - cpu0, time.monotonic() - wall0
        print(f"[3] board of {tables} {code} timers at {1000 // REFRESH_MS} Hz for {wall:.1f} s: "
              f"CPU {cpu:.2f} s = {cpu / wall:.1%} of one core")
        board.close()
        board.deleteLater()
        QApplication.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=float, default=60.0, help="real-clock run, seconds")
    parser.add_argument("--cpu-seconds", type=float, default=5.0, help="board CPU run, seconds")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    simulated_game(rng)
    from PySide6.QtWidgets import QApplication

    app = QApplication([])  # held here for the whole run
    real_clock_lag(rng, args.duration)
    board_cpu(args.cpu_seconds)
    app.processEvents()


if __name__ == "__main__":
    main()
