"""Benchmark: from a confirmed result to the open standings view, 300-player event (target ≤ 50 ms).

Run: QT_QPA_PLATFORM=offscreen python bench/results_bench.py [PLAYERS] [ROUNDS_PLAYED]
Builds a 300-player xiangqi event, plays some Swiss rounds, pairs the next one,
shows the results page and a standings page, and times, per table of the open
round, confirming its result on the results page until the standings view has
refreshed and painted (a paint event of its table seen, and the winner's new points
read back from it).  Also prints the parts (the service's record, the
standings recompute), the record service with and without an fsync per
commit (synchronous FULL / NORMAL), and the cost the event tab's hidden rounds page adds.
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtGui import QUndoStack  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from sqlalchemy import event  # noqa: E402

from app.services.results import clear_result, record_result  # noqa: E402
from app.services.standings import event_standings  # noqa: E402
from app.views.results.results_page import ResultsPage  # noqa: E402
from app.views.rounds.rounds_page import RoundsPage  # noqa: E402
from app.views.standings.standings_models import COL_NAME, COL_POINTS  # noqa: E402
from app.views.standings.standings_page import StandingsPage  # noqa: E402

from machine import machine_line, machine_speed  # noqa: E402  (bench/machine.py)
from one_event import CODE, build  # noqa: E402  (bench/one_event.py)


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def report(name: str, samples: list[float]) -> None:
    print(f"{name:<52} min {min(samples):6.1f}   median {statistics.median(samples):6.1f} ms   "
          f"p90 {sorted(samples)[int(len(samples) * 0.9)]:6.1f} ms   max {max(samples):6.1f} ms")


class PaintCounter(QObject):
    """Counts the paint events of a widget (the standings table's viewport)."""

    def __init__(self, widget):
        super().__init__()
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched, event):  # noqa: N802 (Qt override)
        if event.type() == QEvent.Paint:
            self.paints += 1
        return False


def points_shown(standings, name: str) -> float:
    names = [standings.proxy.index(r, COL_NAME).data() for r in range(standings.proxy.rowCount())]
    return float(standings.proxy.index(names.index(name), COL_POINTS).data())


def confirm_all(app, results, standings, tables, limit=None) -> list[float]:
    """Confirm each table's result on the results page; time until the standings view has painted it."""
    painted = PaintCounter(standings.view.viewport())
    samples = []
    for table in tables[:limit]:
        winner = table.seats[0].name
        before, paints = points_shown(standings, winner), painted.paints

        def confirm_and_paint():
            results.record(table.number, {"score": "1-0"}, table.result)
            deadline = time.perf_counter() + 5
            while painted.paints == paints:
                app.processEvents()
                if time.perf_counter() > deadline:
                    raise RuntimeError("the standings view did not repaint")
        samples.append(timed(confirm_and_paint))
        assert points_shown(standings, winner) == before + 2, "not refreshed"
    return samples


def synchronous_cost(store, tables) -> dict[str, list[float]]:
    """The record service under synchronous=NORMAL and FULL, alternating on the same tables.

    The station runs FULL (an fsync at every commit, so a confirmed result
    survives a power cut); NORMAL is what it ran before, for the comparison.
    """
    mode = {"value": "FULL"}

    def set_mode(dbapi_connection, _record, _proxy):
        dbapi_connection.execute(f"PRAGMA synchronous={mode['value']}")
    event.listen(store.engine, "checkout", set_mode)
    samples: dict[str, list[float]] = {"NORMAL": [], "FULL": []}
    for index, table in enumerate(tables):
        for name, score in zip(("NORMAL", "FULL") if index % 2 else ("FULL", "NORMAL"), ("1-0", "0-1")):
            mode["value"] = name
            samples[name].append(timed(lambda: record_result(store, CODE, table.round, table.number,
                                                             {"score": score})))
    event.remove(store.engine, "checkout", set_mode)
    return samples


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rounds_played = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    app = QApplication.instance() or QApplication([])
    speed_before = machine_speed()
    folder = Path(tempfile.mkdtemp(prefix="results-bench-"))
    started = time.perf_counter()
    store, view = build(folder / "bench.sqlite", players, rounds_played)
    print(f"{players} players, {rounds_played} rounds played, round {view.number} open "
          f"({len(view.tables)} tables); built in {time.perf_counter() - started:.1f} s")

    service, recompute = [], []
    for table in view.tables[:30]:  # each recompute follows a result, as on the station
        service.append(timed(lambda: record_result(store, CODE, view.round_id, table.number, {"score": "0-1"})))
        recompute.append(timed(lambda: event_standings(store, CODE)))
    durability = synchronous_cost(store, [SimpleNamespace(round=view.round_id, number=t.number)
                                          for t in view.tables[:30]])
    for table in view.tables[:30]:
        clear_result(store, CODE, view.round_id, table.number)

    stack = QUndoStack()
    results, standings = ResultsPage(store, CODE, stack), StandingsPage(store, CODE, stack)
    for page in (results, standings):  # the results page and an open standings window
        page.resize(1200, 800)
        page.show()
    app.processEvents()
    half = len(view.tables) // 2
    end_to_end = confirm_all(app, results, standings, view.tables[:half])
    rounds = RoundsPage(store, CODE, stack)  # the event tab also holds the rounds page, hidden
    with_rounds = confirm_all(app, results, standings, view.tables[half:], limit=10)

    report("record service alone", service)
    report("  same, synchronous=NORMAL (no fsync at commit)", durability["NORMAL"])
    report("  same, synchronous=FULL (fsync; the station)", durability["FULL"])
    report("standings recompute after one result", recompute)
    report("confirm → open standings view painted", end_to_end)
    report("  same, with the event tab's hidden rounds page", with_rounds)
    print(machine_line(speed_before))
    verdict = "OK" if statistics.median(end_to_end) <= 50 else "SLOWER THAN TARGET"
    print(f"target: ≤ 50 ms median from confirm to the open standings view — {verdict}")
    rounds.deleteLater()
    store.close()
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: PySide6 on Python 3.11 can abort there (none_dealloc)


if __name__ == "__main__":
    main()
