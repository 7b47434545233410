"""Benchmark: pairing a 200-player round from the GUI, click to table shown (target ≤ 0.5 s).

Run: python bench/gui_pair_bench.py — builds a 200-player xiangqi event with rounds 1–4
played, then presses 编排下一轮 on the rounds page (offscreen) for round 5 several
times (deleting it in between) and prints the time from the click until the new
round's tables are in the page's table.
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtGui import QUndoStack  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from one_event import build  # noqa: E402  (bench/one_event.py)

from app.services.results import record_result  # noqa: E402
from app.services.round_views import round_view  # noqa: E402
from app.services.rounds import delete_last_round  # noqa: E402
from app.stages.policy import FINAL  # noqa: E402
from app.stages.round_id import RoundId  # noqa: E402
from app.views.rounds.rounds_page import RoundsPage  # noqa: E402

PLAYERS, PLAYED, RUNS = 200, 4, 5


def main() -> None:
    app = QApplication(sys.argv[:1])
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.Yes)
    folder = Path(tempfile.mkdtemp())
    store, view = build(folder / "gui_pair.sqlite", PLAYERS, PLAYED - 1)
    rng = random.Random(3)
    for table in round_view(store, "xiangqi", RoundId("xiangqi", FINAL, PLAYED)).tables:
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, PLAYED), table.number, {"score": rng.choice(["1-0", "0-1", "="])})
    page = RoundsPage(store, "xiangqi", QUndoStack())
    page.resize(1366, 700)
    page.show()
    app.processEvents()
    samples = []
    for _ in range(RUNS):
        shown = []
        page.paired.connect(lambda number: shown.append(time.perf_counter()))
        start = time.perf_counter()
        page.pair_button.click()
        while not shown:
            app.processEvents()
        app.processEvents()  # the table painted
        samples.append((shown[0] - start) * 1000)
        page.paired.disconnect()
        assert page.model.rowCount() == PLAYERS // 2
        delete_last_round(store, "xiangqi", RoundId("xiangqi", FINAL, PLAYED + 1))
        page.refresh()
    print(f"{PLAYERS} players, round {PLAYED + 1}: click → table shown "
          f"median {statistics.median(samples):.0f} ms, best {min(samples):.0f} ms (target ≤ 500 ms)")
    store.close()


if __name__ == "__main__":
    main()
