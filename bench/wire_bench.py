"""Benchmark: what a result costs a hall of phones on the Wi-Fi, and how quickly they are answered (#36.6).

Run: python bench/wire_bench.py [--phones 1000] [--players 300] [--results 10] [--clients 2] [--main /work/main]
For each tree (``--main``'s and this one) a station child process builds a
``--players`` xiangqi event (4 rounds played, the 5th paired), serves the live
page on 127.0.0.1 and enters one result a second when told.  ``--phones``
simulated phones (asyncio, in ``--clients`` processes so that the clients' own
queue is not what is measured; each from an address of its own in 127.0.0.0/8, so
the per-address share of app/web/crowd.py applies as in a hall) poll once a
second as that tree's page does: main's the whole /state.json with its ETag,
this tree's the index and the event it shows, naming the version it holds.
Prints, side by side, the bytes on the wire per phone per result (status line,
headers and body) and the answers' latency.  Bounded: ``--results`` results,
at most ``--results`` + 10 s of polling per tree, all on this machine.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import resource
import subprocess
import sys
import time
from pathlib import Path


HERE = Path(__file__).resolve().parent
WARM_SECONDS = 8  # the client processes start, every phone fetches once, and polling settles
STATION = r"""
import sys, tempfile, time
from pathlib import Path
tree, bench, players = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.path[:0] = [tree, bench]
from one_event import CODE, build
from app.models.store import open_store
from app.services.results import record_result
from app.web.server import LiveServer
folder = tempfile.mkdtemp()
store, view = build(Path(folder) / "wire.sqlite", players, 4)
page_store = open_store(store.path)
server = LiveServer(page_store, "127.0.0.1", 0)
server.start()
print(server.port, flush=True)
tables = iter(view.tables)
for line in sys.stdin:
    before = server.snapshot.etag
    record_result(store, CODE, view.round_id, next(tables).number, {"score": "1-0"})
    while server.snapshot.etag == before:
        time.sleep(0.01)
    print("shown", flush=True)
server.stop()
"""


class Phone:
    """One phone: one kept-alive HTTP/1.1 connection from its own address, polling as its page does.

    Plain asyncio streams, not aiohttp's client: a client a few times lighter leaves the shared machine's
    cores to the server being measured."""

    def __init__(self, number: int, port: int, parts: bool):
        self.address = f"127.{1 + number // 250}.{number % 250}.{1 + number % 7}"
        self.port, self.parts, self.etags = port, parts, {}
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def _ask(self, request: bytes) -> tuple[int, bytes, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port,
                                                                     local_addr=(self.address, 0))
        self.writer.write(request)
        head = await self.reader.readuntil(b"\r\n\r\n")
        length = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head)
        body = await self.reader.readexactly(int(length.group(1))) if length else b""
        return int(head[9:12]), head, body

    async def fetch(self, name: str, tally: dict) -> None:
        held = self.etags.get(name)
        path = "/" + name + (f"?from={held}" if held and self.parts else "")
        request = (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nAccept-Encoding: gzip, deflate\r\n"
                   + (f"If-None-Match: {held}\r\n" if held else "") + "\r\n").encode()
        start = time.perf_counter()
        try:
            status, head, body = await asyncio.wait_for(self._ask(request), 10)
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, asyncio.TimeoutError):
            tally["errors"] += 1
            self.close()
            return
        tally["latency"].append(time.perf_counter() - start)
        tally["bytes"] += len(head) + len(body)
        if status == 200:
            self.etags[name] = re.search(rb"(?i)\r\netag: *([^\r]+)", head).group(1).decode()
        elif status != 304:
            tally["errors"] += 1

    async def first(self, tally: dict) -> None:
        """What the page asks when it opens (one request at a time on its connection)."""
        for name in ["index.json", "event/xiangqi.json"] if self.parts else ["state.json"]:
            await self.fetch(name, tally)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None

    async def poll(self, until: float, tally: dict) -> None:
        await asyncio.sleep(random.random())  # phones are not in step
        polls = 0
        while time.monotonic() < until:
            started = time.monotonic()
            if not self.parts:
                await self.fetch("state.json", tally)
            else:  # as live.html: the index every 10th poll, the event shown each time
                for name in ["event/xiangqi.json"] + ["index.json"] * (polls % 10 == 0):
                    await self.fetch(name, tally)
            polls += 1
            await asyncio.sleep(max(0.0, 1.0 - (time.monotonic() - started)))
        self.close()


def _tally() -> dict:
    return {"latency": [], "bytes": 0, "errors": 0}


def crowd(port: int, numbers: range, parts: bool, window: float, until: float, out) -> None:
    """One client process's phones (``numbers``): a first fetch each, then polling until ``until``; what
    they got from ``window`` on (monotonic times, the same clock in every process) goes to ``out``."""
    async def run() -> dict:
        phones = [Phone(n, port, parts) for n in numbers]
        await asyncio.gather(*(p.first(_tally()) for p in phones))
        tally = _tally()
        polling = asyncio.gather(*(p.poll(until, tally) for p in phones))
        await asyncio.sleep(max(0.0, window - time.monotonic()))
        tally["bytes"], tally["latency"], tally["errors"] = 0, [], 0  # the window: from the first result on
        await polling
        return tally
    out.put(asyncio.run(run()))


def hall(port: int, phones: int, results: int, clients: int, station: subprocess.Popen) -> dict:
    """The phones in ``clients`` processes (one Python process of 1,000 phones measured its own queue, not
    the server's answers); the station enters a result a second from the window's start."""
    import multiprocessing
    import urllib.error
    import urllib.request
    try:
        parts = urllib.request.urlopen(f"http://127.0.0.1:{port}/index.json", timeout=30).status == 200
    except urllib.error.HTTPError:
        parts = False
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    window = time.monotonic() + WARM_SECONDS
    until = window + results + 3
    share = -(-phones // clients)
    workers = [context.Process(target=crowd, args=(port, range(start, min(start + share, phones)), parts,
                                                   window, until, out))
               for start in range(0, phones, share)]
    for worker in workers:
        worker.start()
    time.sleep(max(0.0, window - time.monotonic()))
    for _ in range(results):
        station.stdin.write("result\n")
        station.stdin.flush()
        station.stdout.readline()
        time.sleep(1.0)
    tally = _tally()
    for _ in workers:
        got = out.get(timeout=120)
        tally["latency"] += got["latency"]
        tally["bytes"] += got["bytes"]
        tally["errors"] += got["errors"]
    for worker in workers:
        worker.join(timeout=30)
    return {"parts": parts, **tally}


def run_tree(tree: Path, phones: int, players: int, results: int, clients: int) -> dict:
    station = subprocess.Popen([sys.executable, "-c", STATION, str(tree), str(HERE), str(players)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(station.stdout.readline())
        return hall(port, phones, results, clients, station)
    finally:
        station.stdin.close()
        station.wait(timeout=60)


def line(label: str, figures: dict, phones: int, results: int) -> str:
    latency = sorted(figures["latency"]) or [0.0]
    p = lambda q: latency[min(len(latency) - 1, int(len(latency) * q))] * 1000  # noqa: E731
    return (f"{label:<6} {figures['bytes'] / phones / results / 1024:9.1f} KB   p50 {p(0.5):6.1f} ms   "
            f"p99 {p(0.99):6.1f} ms   max {latency[-1] * 1000:7.1f} ms   errors {figures['errors']}   "
            f"(answers {len(latency)})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--phones", type=int, default=1000)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--results", type=int, default=10)
    parser.add_argument("--main", type=Path, default=Path("/work/main"))
    parser.add_argument("--clients", type=int, default=2, help="processes the phones are spread over")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    sys.path.insert(0, str(HERE))
    from machine import machine_line, machine_speed
    before = machine_speed()
    figures = {label: run_tree(tree, args.phones, args.players, args.results, args.clients)
               for label, tree in (("main", args.main), ("this", HERE.parent))}
    print(machine_line(before))
    print(f"{args.phones} phones in {args.clients} client processes polling once a second, {args.results} results "
          f"one a second, {args.players} players; per phone per result, then the answers' latency")
    for label, result in figures.items():
        print(line(label, result, args.phones, args.results))
    print(json.dumps({label: {"kb_per_phone_per_result": round(r["bytes"] / args.phones / args.results / 1024, 2),
                              "errors": r["errors"]} for label, r in figures.items()}))


if __name__ == "__main__":
    main()
