"""Hall screen benchmark: repainting a 200-row standings page at 1080p (not run by pytest).

Run: python bench/hall_bench.py
Target: one repaint of a screenful of a 200-row standings page < 50 ms.
Measured offscreen on a virtual 1920x1080 screen: the page model built from
a 200-player demo event (one round played), then every screenful painted
with QWidget.repaint() (a synchronous paint) and with QWidget.grab().
"""
from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SCREEN = {"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
PLAYERS = 200
REPEATS = 20


def _platform(folder: Path) -> None:
    config = folder / "screen.json"
    config.write_text(json.dumps(SCREEN))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")


def _played_event(path: Path):
    from app.services.demo import build_demo
    from app.services.results import record_result
    from app.services.rounds import pair_next_round
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    store = build_demo(path, seed=1, players=PLAYERS)
    rng = random.Random(1)
    view = pair_next_round(store, "xiangqi", seed=1)
    for table in view.tables:
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": rng.choice(["1-0", "0-1", "="])})
    return store


def _ms(samples: list[float]) -> str:
    return (f"median {statistics.median(samples) * 1000:6.1f} ms   "
            f"max {max(samples) * 1000:6.1f} ms   (n={len(samples)})")


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="hall-bench-"))
    _platform(folder)
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from app.views.shell.application import install_fonts
    install_fonts(app)
    from app.views.hall.hall_pages import standings_page
    from app.views.hall.hall_screen import HallController
    from app.views.base.hub import hub

    store = _played_event(folder / "bench.sqlite")
    start = time.perf_counter()
    page = standings_page(store, "xiangqi")
    print(f"standings page model, {len(page.rows)} rows (services + text)   "
          f"{(time.perf_counter() - start) * 1000:6.1f} ms")

    controller = HallController(lambda: store)
    controller.selected = {"standings:xiangqi"}
    window = controller.open()
    app.processEvents()
    print(f"window {window.width()}x{window.height()}, row height {window.height() / 24:.1f} px "
          f"(1/25 of the height is {window.height() / 25:.1f} px), {controller.per_screen()} rows a screen")
    screens = controller.pager.screens_of(controller.pager.current, controller.per_screen())
    repaints, grabs = [], []
    for _ in range(REPEATS):
        for _screen in range(screens):
            start = time.perf_counter()
            window.repaint()
            repaints.append(time.perf_counter() - start)
            start = time.perf_counter()
            window.grab()
            grabs.append(time.perf_counter() - start)
            controller.advance()
    print(f"repaint one screenful ({screens} screens x {REPEATS})         {_ms(repaints)}")
    print(f"grab one screenful                              {_ms(grabs)}")
    updates = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        hub().results_changed.emit("xiangqi")  # re-read the standings, then paint
        window.repaint()
        updates.append(time.perf_counter() - start)
    print(f"live update (results_changed: re-read + paint)  {_ms(updates)}")
    print(f"target: repaint < 50 ms -> {'met' if max(repaints) < 0.05 else 'MISSED'}")
    controller.close()
    store.close()


if __name__ == "__main__":
    main()
