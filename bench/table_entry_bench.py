"""Benchmark: a hall entering its results on the tables' phones (#37 item 7; not a timed test).

Run: python bench/table_entry_bench.py [--players 300] [--seconds 120] [--poll 3]
Builds a 300-player xiangqi event with 4 rounds played and the 5th paired (150 tables), opens the round for
entry at the tables and serves the live page with its table pages as the GUI's switch does (a store of its
own).  A child process then plays the hall on 127.0.0.1: two phones per table (300), each from a loopback
address of its own (127.0.0.N, as phones on the LAN have theirs), polling the live page's event file
until their table's turn; within ``--seconds`` each table's first phone opens the table page, enters the
result and follows it, the second phone opens it, confirms it and follows it too, every phone polling
where its entry stands every ``--poll`` seconds until the end.  Meanwhile the desk (its results page in this
process, offscreen, beside the live page's builder as in the GUI) reads its proposals list as its panel does
and repaints: its frame is timed before the hall starts and while it enters.  Prints the answers by kind and
status, the latency of each step, the desk's frame quiet and under the hall, and whether every table's
proposal was stored exactly once and agreed.  Bounded: 300 phones, one pass each.
"""
from __future__ import annotations

import argparse
import os
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import func, select  # noqa: E402

from app.models.schema import TableProposal  # noqa: E402
from app.models.store import open_store  # noqa: E402
from app.services.table_entry import open_table_entry  # noqa: E402
from app.services.table_proposals import pending_proposals  # noqa: E402
from app.web.server import LiveServer  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from machine import machine_line, machine_speed  # noqa: E402  (bench/machine.py)
from live_page_bench import summary  # noqa: E402  (bench/live_page_bench.py)
from one_event import CODE, build  # noqa: E402  (bench/one_event.py)
from station_app import station_application  # noqa: E402  (bench/station_app.py)

HALL = r"""
import http.client, json, random, re, sys, threading, time
from urllib.parse import urlencode
port, tables, seconds, poll = int(sys.argv[1]), json.loads(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
out = sys.argv[5]  # a file: the figures outgrow a pipe the parent reads only at the end
HIDDEN = re.compile(r'<input type="hidden" name="(\w+)" value="([^"]*)">')
POLL = re.compile(r'data-poll="([^"]*)"')
lock, answers, steps = threading.Lock(), {}, {}
start = time.monotonic()
end = start + seconds

class Phone:
    def __init__(self, number):
        self.source = ("127.0.%d.%d" % (number // 250, number % 250 + 2), 0)
        self.cookie = ""
    def ask(self, kind, method, path, fields=None):
        body = urlencode(fields) if fields is not None else None
        headers = {"Host": "127.0.0.1:%d" % port, "Origin": "http://127.0.0.1:%d" % port}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if self.cookie:
            headers["Cookie"] = self.cookie
        began = time.monotonic()
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=self.source)
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            text, status = response.read().decode(), response.status
            cookie = response.getheader("Set-Cookie")
            connection.close()
        except OSError as error:
            text, status, cookie = "", type(error).__name__, None
        if cookie:
            self.cookie = cookie.split(";")[0]
        with lock:
            answers[f"{kind} {status}"] = answers.get(f"{kind} {status}", 0) + 1
            steps.setdefault(kind, []).append(time.monotonic() - began)
        return status, text

def wait_until(moment):
    while time.monotonic() < moment:
        time.sleep(min(poll, max(0.0, moment - time.monotonic())))

def table(number, pin, turn, phones):
    entering, agreeing = phones
    page = "/table/xiangqi/%d?%s" % (number, urlencode({"pin": pin}))
    moment = start + turn
    while time.monotonic() < moment:  # until its turn each phone looks at the live page, as the hall does
        for phone in phones:
            phone.ask("live", "GET", "/event/xiangqi.json")
        time.sleep(poll)
    status, html = entering.ask("page", "GET", page)
    fields = dict(HIDDEN.findall(html))
    entering.ask("propose", "POST", "/table/xiangqi/%d/propose" % number, {**fields, "winner": random.choice("01")})
    status, html = agreeing.ask("page", "GET", page)
    fields = dict(HIDDEN.findall(html))
    fields["proposal"] = (re.search(r'name="proposal" value="(\d+)"', html) or [None, ""])[1]
    agreeing.ask("agree", "POST", "/table/xiangqi/%d/agree" % number, fields)
    status, html = agreeing.ask("page", "GET", page)
    found = POLL.search(html)
    while found and time.monotonic() < end + poll:
        for phone in phones:
            phone.ask("state", "GET", found.group(1).replace("&amp;", "&"))
        time.sleep(poll)

threads = []
for index, (number, pin, turn) in enumerate(tables):
    phones = (Phone(2 * index), Phone(2 * index + 1))
    threads.append(threading.Thread(target=table, args=(number, pin, turn, phones)))
for thread in threads: thread.start()
for thread in threads: thread.join()
with open(out, "w") as figures:
    json.dump({"answers": answers, "steps": steps, "took": time.monotonic() - start}, figures)
"""


def desk_frame(app, page) -> float:
    """One of the desk's frames while proposals come in: its panel's poll (the list read again) and the page
    painted whole."""
    began = time.perf_counter()
    page.proposals.refresh()
    page.repaint()
    app.processEvents()
    return time.perf_counter() - began


def in_ms(samples) -> list[float]:
    return [sample * 1000 for sample in samples]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--poll", type=float, default=3.0)
    args = parser.parse_args()
    before = machine_speed()
    rng = random.Random(5)
    with tempfile.TemporaryDirectory() as folder:
        store, view = build(Path(folder) / "tables.sqlite", args.players, 4)
        pins = open_table_entry(store, CODE, view.round_id, by="bench", rng=rng)
        turns = [(number, pin, rng.uniform(0, args.seconds - 10)) for number, pin in sorted(pins.items())]
        from PySide6.QtGui import QUndoStack
        from app.views.results.results_page import ResultsPage
        app = station_application(["table-entry-bench"])
        desk = ResultsPage(store, CODE, QUndoStack())
        desk.resize(1366, 768)
        desk.show()
        app.processEvents()
        quiet_frames = []
        for _ in range(30):
            quiet_frames.append(desk_frame(app, desk))
            time.sleep(0.05)
        page_store = open_store(store.path)
        server = LiveServer(page_store, "127.0.0.1", 0, table_entry=True)
        server.start()
        figures = Path(folder) / "hall.json"
        hall = subprocess.Popen([sys.executable, "-c", HALL, str(server.port), json.dumps(turns), str(args.seconds),
                                 str(args.poll), str(figures)])
        desk_reads, busy_frames = [], []
        while hall.poll() is None:  # the desk's panel reads its list every second or so, and paints
            began = time.perf_counter()
            pending_proposals(store, CODE, view.round_id)
            desk_reads.append(time.perf_counter() - began)
            busy_frames.append(desk_frame(app, desk))
            time.sleep(0.5)
        desk.close()
        played = json.loads(figures.read_text())
        server.stop()
        page_store.close()
        with store.read() as session:
            stored = session.scalar(select(func.count()).select_from(TableProposal))
            per_table = session.execute(select(TableProposal.table_number, func.count())
                                        .group_by(TableProposal.table_number)).all()
            agreed = session.scalar(select(func.count()).select_from(TableProposal)
                                    .where(TableProposal.state == "agreed"))
        store.close()
    print(machine_line(before))
    print(f"{len(pins)} tables entered within {args.seconds:.0f} s by {2 * len(pins)} phones polling every "
          f"{args.poll:.0f} s; the hall took {played['took']:.0f} s")
    for kind, samples in sorted(played["steps"].items()):
        print(f"  {kind:8s} {summary(in_ms(samples))}")
    print(f"answers: {dict(sorted(played['answers'].items()))}")
    print(f"the desk's proposals list, read once a second meanwhile: {summary(in_ms(desk_reads))}")
    print(f"the desk's frame (its list polled, the page painted), before the hall: {summary(in_ms(quiet_frames))}")
    print(f"                                                   while it enters:  {summary(in_ms(busy_frames))}")
    once = all(count == 1 for _number, count in per_table) and len(per_table) == len(pins)
    print(f"proposals stored: {stored} for {len(pins)} tables, each table once: {once}, agreed: {agreed}")


if __name__ == "__main__":
    main()
