"""Benchmark: what a result costs a hall of phones on the Wi-Fi, and how quickly they are answered (#36.6).

Run: python bench/wire_bench.py [--phones 1000] [--players 300] [--results 10] [--main /work/main]
For each tree (``--main``'s and this one) a station child process builds a
``--players`` xiangqi event (4 rounds played, the 5th paired), serves the live
page on 127.0.0.1 and enters one result a second when told.  ``--phones``
simulated phones (asyncio, each from an address of its own in 127.0.0.0/8, so
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
import resource
import subprocess
import sys
import time
from pathlib import Path

import aiohttp

HERE = Path(__file__).resolve().parent
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


def _headers_size(response: aiohttp.ClientResponse) -> int:
    return len(f"HTTP/1.1 {response.status} {response.reason}\r\n") + sum(
        len(k) + len(v) + 4 for k, v in response.raw_headers) + 2


class Phone:
    """One phone: its own connection from its own address, polling as its page does."""

    def __init__(self, number: int, base: str, parts: bool):
        host = f"127.{1 + number // 250}.{number % 250}.{1 + number % 7}"
        connector = aiohttp.TCPConnector(limit=2, local_addr=(host, 0))
        self.session = aiohttp.ClientSession(connector=connector, auto_decompress=False,
                                             headers={"Accept-Encoding": "gzip, deflate"})
        self.base, self.parts, self.etags = base, parts, {}

    async def fetch(self, name: str, tally: dict) -> None:
        held = self.etags.get(name)
        url = self.base + name + (f"?from={held}" if held and self.parts else "")
        start = time.perf_counter()
        try:
            async with self.session.get(url, headers={"If-None-Match": held} if held else {},
                                        timeout=aiohttp.ClientTimeout(total=10)) as response:
                body = await response.read()
                tally["latency"].append(time.perf_counter() - start)
                tally["bytes"] += _headers_size(response) + len(body)
                if response.status == 200:
                    self.etags[name] = response.headers["ETag"]
                elif response.status != 304:
                    tally["errors"] += 1
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError):
            tally["errors"] += 1

    async def poll(self, until: float, tally: dict) -> None:
        await asyncio.sleep(random.random())  # phones are not in step
        polls = 0
        while time.monotonic() < until:
            started = time.monotonic()
            if not self.parts:
                await self.fetch("state.json", tally)
            else:  # as live.html: the index every 10th poll, the event shown each time
                await asyncio.gather(*(self.fetch(name, tally) for name in ["event/xiangqi.json"]
                                       + ["index.json"] * (polls % 10 == 0)))
            polls += 1
            await asyncio.sleep(max(0.0, 1.0 - (time.monotonic() - started)))
        await self.session.close()


async def hall(base: str, phones: int, results: int, station: subprocess.Popen) -> dict:
    async with aiohttp.ClientSession() as probe:
        async with probe.get(base + "index.json") as response:
            parts = response.status == 200
    warm = {"latency": [], "bytes": 0, "errors": 0}
    tally = {"latency": [], "bytes": 0, "errors": 0}
    crowd = [Phone(n, base, parts) for n in range(phones)]
    loop = asyncio.get_running_loop()
    warm_until = time.monotonic() + 3
    await asyncio.gather(*(p.fetch(n, warm) for p in crowd
                           for n in (["index.json", "event/xiangqi.json"] if parts else ["state.json"])))
    until = time.monotonic() + results + 4
    polling = asyncio.gather(*(p.poll(until, tally) for p in crowd))
    await asyncio.sleep(max(0.0, warm_until - time.monotonic()))
    tally["bytes"], tally["latency"] = 0, []  # the window: from the first result to the end
    for _ in range(results):
        station.stdin.write("result\n")
        station.stdin.flush()
        await loop.run_in_executor(None, station.stdout.readline)
        await asyncio.sleep(1.0)
    await polling
    return {"parts": parts, **tally}


def run_tree(tree: Path, phones: int, players: int, results: int) -> dict:
    station = subprocess.Popen([sys.executable, "-c", STATION, str(tree), str(HERE), str(players)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(station.stdout.readline())
        return asyncio.run(hall(f"http://127.0.0.1:{port}/", phones, results, station))
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
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    sys.path.insert(0, str(HERE))
    from machine import machine_line, machine_speed
    before = machine_speed()
    figures = {label: run_tree(tree, args.phones, args.players, args.results)
               for label, tree in (("main", args.main), ("this", HERE.parent))}
    print(machine_line(before))
    print(f"{args.phones} phones polling once a second, {args.results} results one a second, "
          f"{args.players} players; per phone per result, then the answers' latency")
    for label, result in figures.items():
        print(line(label, result, args.phones, args.results))
    print(json.dumps({label: {"kb_per_phone_per_result": round(r["bytes"] / args.phones / args.results / 1024, 2),
                              "errors": r["errors"]} for label, r in figures.items()}))


if __name__ == "__main__":
    main()
