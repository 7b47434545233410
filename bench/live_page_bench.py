"""Benchmark: the station's result entry while the live page serves a hall of phones (not a timed test).

Run: python bench/live_page_bench.py [--players 300] [--clients 50] [--seconds 60]
Builds a 300-player xiangqi event with 4 rounds played and the 5th paired, then
times ``record_result`` (the station's result entry, one table at a time):
first with no live page, then with the page on (served as the GUI's switch
serves it: a store of its own, read by the server's builder thread) while
``--clients`` pollers in a child process ask for /state.json once a second each
with the ETag they hold, as the page does, for ``--seconds``.  Prints both
timings, how long each result took to reach the page's JSON, and what the
pollers got.  Everything is on 127.0.0.1 and bounded in clients and time.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.models.store import open_store  # noqa: E402
from app.services.results import record_result  # noqa: E402
from app.web.server import LiveServer  # noqa: E402

from machine import machine_line, machine_speed  # noqa: E402  (bench/machine.py)
from one_event import CODE, build  # noqa: E402  (bench/one_event.py)

POLLERS = r"""
import json, sys, threading, time, urllib.error, urllib.request
url, clients, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
counts, lock, end = {}, threading.Lock(), time.monotonic() + seconds
def poll():
    etag = None
    while time.monotonic() < end:
        request = urllib.request.Request(url, headers={"If-None-Match": etag} if etag else {})
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                response.read()
                status, etag = response.status, response.headers.get("ETag")
        except urllib.error.HTTPError as error:
            status = error.code
        except OSError:
            status = "error"
        with lock:
            counts[status] = counts.get(status, 0) + 1
        time.sleep(1.0)
threads = [threading.Thread(target=poll) for _ in range(clients)]
for t in threads: t.start()
for t in threads: t.join()
print(json.dumps({str(k): v for k, v in counts.items()}))
"""


def entry_times(store, view, tables, pause: float, server: LiveServer | None = None):
    """Milliseconds of each result entry, and (with a server) seconds until the page's JSON had it."""
    entered, followed = [], []
    for table in tables:
        before = server.snapshot.etag if server else None
        start = time.perf_counter()
        record_result(store, CODE, view.round_id, table.number, {"score": "1-0"})
        entered.append((time.perf_counter() - start) * 1000)
        if server is not None:
            while server.snapshot.etag == before and time.perf_counter() - start < 10:
                time.sleep(0.02)
            followed.append(time.perf_counter() - start)
        time.sleep(pause)
    return entered, followed


def summary(samples, unit="ms") -> str:
    ordered = sorted(samples)
    return (f"median {statistics.median(ordered):7.1f} {unit}   p90 {ordered[int(len(ordered) * 0.9)]:7.1f} {unit}"
            f"   max {ordered[-1]:7.1f} {unit}   (n={len(ordered)})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    before = machine_speed()
    with tempfile.TemporaryDirectory() as folder:
        store, view = build(Path(folder) / "live.sqlite", args.players, 4)
        half = len(view.tables) // 2
        quiet, _ = entry_times(store, view, view.tables[:half // 2], pause=0.2)
        page_store = open_store(store.path)
        server = LiveServer(page_store, "127.0.0.1", 0)
        server.start()
        url = f"http://127.0.0.1:{server.port}/state.json"
        pollers = subprocess.Popen([sys.executable, "-c", POLLERS, url, str(args.clients), str(args.seconds)],
                                   stdout=subprocess.PIPE, text=True)
        time.sleep(2)  # every poller has its ETag: from here on the page answers mostly 304
        loaded, followed = [], []
        remaining = list(view.tables[half // 2:])
        end = time.monotonic() + args.seconds - 4
        while remaining and time.monotonic() < end:
            entered, seen = entry_times(store, view, remaining[:1], pause=1.0, server=server)
            loaded += entered
            followed += seen
            remaining = remaining[1:]
        answers = json.loads(pollers.communicate(timeout=args.seconds + 60)[0])
        server.stop()
        page_store.close()
        store.close()
    print(machine_line(before))
    print(f"result entry, no live page:            {summary(quiet)}")
    print(f"result entry, page on, {args.clients} pollers:     {summary(loaded)}")
    print(f"entered → on the page's JSON:          {summary(followed, 's ')}")
    print(f"pollers' answers in {args.seconds:.0f} s: {answers}  "
          f"({sum(answers.values()) / args.seconds:.0f} requests/s)")


if __name__ == "__main__":
    main()
