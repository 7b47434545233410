"""Benchmark: a whole tournament day through the real main window (target: the day ≤ 60 s).

Run: python bench/tournament_day.py [--players 300] [--quick]
Builds the demo tournament with about ``--players`` entrants in every individual
event (8 events; Sanguosha 3v3 keeps its 8 teams), opens it in the main window
(offscreen) with the hall screen open, and for every event plays every planned
round as a referee would:
- pair: 编排下一轮 clicked on the rounds page, until the round's tables are shown;
- result: each table typed on the results page's quick entry (table number,
  Enter, code, Enter, as key presses into the real fields). Dou Dizhu and
  identity tables have no quick entry (their results are hands and roles): they
  go through the page's ``record``, the undoable command the detailed form sends;
- print: 打印本页 (Ctrl+Shift+P) on the standings page, until the preview holds the
  PDF, which is written to disk.
Prints the day's total beside its target and p50/p99 of each action.
``--quick``: 40 players and two rounds an event, to try the script; ``--rounds N`` caps
the rounds of each event and ``--events`` picks some, for a part of the day;
``--side-by-side`` plays the same day on the baseline (``--baseline REV``; by default the
main this branch started from) and on this tree, each in a child process that builds its
own demo file (a tree opens only its own schema), and prints them side by side;
the wait for work done off the GUI thread (a pairing, a PDF) sleeps in the event loop until an event
comes, as the station's loop does; ``--spin-wait`` spins processEvents instead (the figures before
2 December 04:00: the spin takes the GIL from the worker and about doubles its time);
``--cpu`` times each action in CPU seconds of the whole process (the pairing's
thread included), which a loaded machine disturbs less than wall time;
``--no-follow`` stops the window's follow poll (app/views/shell/follow.py), to see what
it costs: on 1 December it took the station's own commits for another station's and
read every page again after each result.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

FOLDER = Path(tempfile.mkdtemp(prefix="tournament-day-"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = str(FOLDER / "config")  # the bench's settings, not the user's
os.environ["XDG_DATA_HOME"] = str(FOLDER / "data")
from baseline import (ROOT, baseline_tree, measured_tree, print_figures, print_side_by_side,  # noqa: E402
                      run_in_tree)  # (bench/baseline.py)

measured_tree()  # this tree's app, or in a side-by-side child run the tree it measures

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from machine import machine_line, machine_speed  # noqa: E402  (bench/machine.py)
from station_app import station_application  # noqa: E402

from app.rules.events import CODED_EVENTS, PRESETS, settings_for  # noqa: E402
from app.services.demo import build_demo  # noqa: E402
from app.services.tournament import event_info  # noqa: E402
from app.views.printing.print_menu import print_page  # noqa: E402
from app.views.shell.main_window import MainWindow  # noqa: E402

TARGET_S = 60
CODES = {"gomoku": ("2-0", "1-1", "0-2"), "go": ("1-0", "0-1"), "sanguosha_3v3": ("1-0", "0-1"),
         "sanguosha_1v1": ("1-0", "0-1")}  # the others: 1-0, 0-1 and a draw


WAIT_FLAGS = [QEventLoop.AllEvents | QEventLoop.WaitForMoreEvents]  # --spin-wait: AllEvents alone


WARNED: list[str] = []  # what the station said in a warning or error box (which would wait for a click forever)


def _say_instead(*arguments, **_keywords):
    WARNED.append(" / ".join(str(part) for part in arguments[1:3]))
    return QMessageBox.Ok


def wait_for(app, done, what: str, seconds: float = 120) -> None:
    deadline = time.perf_counter() + seconds
    wake = QTimer()  # a sleeping wait still looks at the deadline (a worker's end is an event and wakes it)
    wake.start(100)
    while not done():
        app.processEvents(WAIT_FLAGS[0])
        if WARNED:
            raise RuntimeError(f"waiting for {what}, the station said: {WARNED[0]}")
        if time.perf_counter() > deadline:
            raise RuntimeError(f"timed out waiting for {what}")
    wake.stop()


def card_entry(code: str, table, rng: random.Random) -> dict:
    """A plausible result of a Dou Dizhu (one hand) or identity table (the rebels win)."""
    if code == "doudizhu":
        return {"hands": [{"bid": rng.choice([1, 2, 3]), "landlord": rng.randrange(3),
                           "landlord_won": rng.random() < 0.5}]}
    return {"winner": "rebels", "alive": [i for i, seat in enumerate(table.seats) if seat.role == "反贼"]}


def pair(app, tab) -> None:
    page = tab.rounds
    tab.pages.setCurrentWidget(page)
    shown = []
    page.paired.connect(shown.append)
    QTest.mouseClick(page.pair_button, Qt.LeftButton)
    wait_for(app, lambda: shown, "the pairing")
    page.paired.disconnect()
    app.processEvents()  # the table painted


def type_result(app, page, table_number: int, code_text: str) -> None:
    """Table number, Enter, code, Enter: the referee's keys on the quick entry."""
    page.table_input.selectAll()
    QTest.keyClicks(page.table_input, str(table_number))
    QTest.keyClick(page.table_input, Qt.Key_Return)
    page.code_input.selectAll()
    QTest.keyClicks(page.code_input, code_text)
    QTest.keyClick(page.code_input, Qt.Key_Return)
    app.processEvents()
    if page.last_refusal or WARNED:
        raise RuntimeError(f"table {table_number}: {page.last_refusal or WARNED[0]}")


def print_standings(app, window, tab, round_name: str) -> None:
    tab.pages.setCurrentWidget(tab.standings)
    window.print_preview = None
    print_page(window)
    wait_for(app, lambda: getattr(window, "print_preview", None) is not None, "the standings PDF")
    dialog = window.print_preview
    (FOLDER / f"{tab.code}-{round_name}-standings.pdf").write_bytes(dialog.pdf)
    dialog.close()
    app.processEvents()


def play_event(app, window, tab, rounds: int, rng: random.Random, samples) -> None:
    code = tab.code
    for _ in range(rounds):
        samples["pair"].append(timed(lambda: pair(app, tab)))
        page = tab.results
        tab.pages.setCurrentWidget(page)
        app.processEvents()
        round_id = page.round_id
        for table in list(page.model.tables()):
            if code in CODED_EVENTS:
                text = rng.choice(CODES.get(code, ("1-0", "0-1", "=")))
                samples["result (typed)"].append(timed(lambda: type_result(app, page, table.number, text)))
            else:
                entry = card_entry(code, table, rng)
                samples["result (form's command)"].append(
                    timed(lambda: page.record(table.number, entry, table.result) or app.processEvents()))
        assert all(t.has_result for t in page.model.tables()), f"{code}: a table without a result"
        samples["print standings"].append(timed(lambda: print_standings(app, window, tab, f"{round_id.stage}-{round_id.number}")))


CLOCK = [time.perf_counter]  # --cpu: the process's CPU time (every thread's), steadier on a shared machine


def timed(action) -> float:
    start = CLOCK[0]()
    action()
    return (CLOCK[0]() - start) * 1000


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def options_parser() -> argparse.ArgumentParser:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--players", type=int, default=300)
    arguments.add_argument("--quick", action="store_true", help="40 players, two rounds an event")
    arguments.add_argument("--rounds", type=int, help="at most this many rounds an event")
    arguments.add_argument("--events", nargs="+", choices=list(PRESETS), help="only these events")
    arguments.add_argument("--no-follow", action="store_true", help="stop the poll for other stations' commits")
    arguments.add_argument("--spin-wait", action="store_true",
                           help="wait for a pairing or a PDF built off the GUI thread by spinning processEvents "
                                "(which takes the GIL from the worker and about doubles its time), not asleep in "
                                "the event loop until an event comes, as the station's loop does")
    arguments.add_argument("--cpu", action="store_true",
                           help="each action's CPU time (the process's, all threads) instead of its wall time")
    arguments.add_argument("--side-by-side", action="store_true",
                           help="the same day on the baseline and on this tree, one after the other, each in a "
                                "child process that builds its own demo file (its own schema)")
    arguments.add_argument("--baseline", help="the baseline revision (default: the main this branch started "
                                              "from, git merge-base HEAD main); implies --side-by-side")
    arguments.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    return arguments


def play_day(options) -> dict:
    """Build the demo file, play the day in the main window; the day's seconds and each action's samples."""
    if options.cpu:
        CLOCK[0] = time.process_time
    limit = 2 if options.quick else options.rounds
    players = 40 if options.quick else options.players
    app = station_application(sys.argv[:1])
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.Yes)  # e.g. allow a rematch late on
    QMessageBox.warning = QMessageBox.critical = staticmethod(_say_instead)
    start = time.perf_counter()
    store = build_demo(FOLDER / "day.sqlite", seed=1, players=players)
    plans = {code: int(settings_for(code, event_info(store, code).settings)["rounds"]) for code in PRESETS}
    store.close()
    print(f"demo file, {players} players an event: {time.perf_counter() - start:.1f} s (not in the day)")

    rng = random.Random(1)
    samples: dict[str, list[float]] = defaultdict(list)
    day_start = time.perf_counter()
    window = MainWindow()
    window.resize(1366, 768)
    window.open_tournament(str(FOLDER / "day.sqlite"))
    if options.spin_wait:
        WAIT_FLAGS[0] = QEventLoop.AllEvents
    if options.no_follow:
        window.follower.stop()
    window.show()
    window.hall.selected = {f"standings:{code}" for code in PRESETS}
    window.hall.open()
    app.processEvents()
    samples["open file + hall"].append((time.perf_counter() - day_start) * 1000)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        tab = window.current_tab()
        if options.events and tab.code not in options.events:
            continue
        rounds = min(plans[tab.code], limit or plans[tab.code])
        event_start = time.perf_counter()
        play_event(app, window, tab, rounds, rng, samples)
        print(f"  {tab.code:<20} {rounds} rounds   {time.perf_counter() - event_start:6.1f} s")
    day = time.perf_counter() - day_start
    window.close()
    print(f"standings PDFs in {FOLDER}")
    return {"day": day, "whole": not options.events and limit is None and players >= 300, "samples": samples}


def action_figures(values: list[float]) -> tuple[float, float, float]:
    """p50 and p99 in ms, the total in s."""
    return statistics.median(values), percentile(values, 0.99), sum(values) / 1000


def report(figures: dict) -> None:
    print(f"\n{'the whole day' if figures['whole'] else 'this part of a day'}: {figures['day']:.1f} s   "
          f"(target for the whole day ≤ {TARGET_S} s)")
    for name, values in figures["samples"].items():
        p50, p99, total = action_figures(values)
        print(f"  {name:<26} n={len(values):5d}   p50 {p50:8.1f} ms   p99 {p99:8.1f} ms   total {total:6.1f} s")


def side_by_side(options, child_args: list[str]) -> None:
    """The day on the baseline, then on this tree: each a child process building its own file."""
    revision = options.baseline or subprocess.run(["git", "-C", str(ROOT), "merge-base", "HEAD", "main"],
                                                  check=True, capture_output=True, text=True).stdout.strip()[:7]
    runs = {}
    for name, tree in (("baseline", baseline_tree(revision)), ("now", ROOT)):
        runs[name] = run_in_tree(Path(__file__), tree, [*child_args, "--child"])
        print(f"{name}: {runs[name]['day']:.1f} s", flush=True)
    before, now = runs["baseline"], runs["now"]
    rows = [("the whole day" if now["whole"] else "this part of a day", f"≤ {TARGET_S}", before["day"], now["day"])]
    for name, values in now["samples"].items():
        old = before["samples"].get(name)
        for index, what in enumerate(("p50 ms", "p99 ms", "total s")):
            rows.append((f"  {name}: {what} (n={len(values)})", "", action_figures(old)[index] if old else None,
                         action_figures(values)[index]))
    print_side_by_side(f"A tournament day (baseline {revision}, each tree its own demo file)", rows, "s / ms")


def main() -> None:
    options = options_parser().parse_args()
    if options.child:
        print_figures(play_day(options))
        os._exit(0)  # skip interpreter teardown: PySide6 on Python 3.11 can abort there
    speed_before = machine_speed()
    if options.side_by_side or options.baseline:
        child_args = [arg for arg in sys.argv[1:] if arg not in ("--side-by-side",)]
        if options.baseline:
            at = child_args.index("--baseline")
            del child_args[at:at + 2]
        side_by_side(options, child_args)
    else:
        report(play_day(options))
    print(machine_line(speed_before))


if __name__ == "__main__":
    main()
