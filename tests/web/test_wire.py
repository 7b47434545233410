"""What a result costs on the hall's Wi-Fi (#36.6): gzipped once, cut per event, and only what changed.

The requests go through the server's own routes in-process (aiohttp's test client), after the test itself
made the server read the tournament: nothing waits on the builder thread or the clock.
"""
import asyncio
import gzip
import json

from aiohttp.test_utils import TestClient, TestServer

from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.web.json_patch import apply
from app.web.server import LiveServer

PATCH_BYTES = 2048  # the bound: at most 2 KB per phone per result


def _ask(server, requests):
    """Each (path, headers) asked in turn: (status, headers, raw body as sent on the wire)."""
    async def run():
        async with TestClient(TestServer(server._app()), auto_decompress=False) as client:
            answers = []
            for path, headers in requests:
                response = await client.get(path, headers=headers)
                answers.append((response.status, response.headers, await response.read()))
            return answers
    return asyncio.run(run())


def _served(demo_store):
    pair_next_round(demo_store, "xiangqi", seed=1)
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.refresh()
    return server


def test_each_event_is_its_own_file_gzipped_once_for_phones_that_take_gzip(demo_store):
    server = _served(demo_store)
    [(status, headers, raw), (_s, plain_headers, plain), (_s2, _h2, index)] = _ask(server, [
        ("/event/xiangqi.json", {"Accept-Encoding": "gzip, deflate, br"}),
        ("/event/xiangqi.json", {"Accept-Encoding": "identity"}),
        ("/index.json", {"Accept-Encoding": "identity"})])
    assert status == 200 and headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in headers["Vary"]
    assert "Content-Encoding" not in plain_headers and gzip.decompress(raw) == plain
    assert len(raw) * 3 < len(plain)
    event = json.loads(plain)
    assert event["code"] == "xiangqi" and event["round"]["number"] == 1
    codes = [e["code"] for e in json.loads(index)["events"]]
    assert "xiangqi" in codes and len(codes) > 1 and b'"round"' not in index  # the index holds no event's data
    assert server.parts["event/xiangqi.json"].whole.gzipped is server.parts["event/xiangqi.json"].whole.gzipped


def test_a_result_leaves_other_events_not_modified_and_costs_a_phone_a_small_patch(demo_store):
    server = _served(demo_store)
    held = {name: (part.etag, json.loads(part.whole.plain)) for name, part in server.parts.items()}
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "0-1"})
    assert server.refresh()
    other = next(name for name in held if name.startswith("event/") and name != "event/xiangqi.json")
    etag, before = held["event/xiangqi.json"]
    [(untouched, _h, body), (status, headers, raw), (_s, _h3, whole)] = _ask(server, [
        (f"/{other}", {"If-None-Match": held[other][0], "Accept-Encoding": "gzip"}),
        (f"/event/xiangqi.json?from={etag}", {"If-None-Match": etag, "Accept-Encoding": "gzip"}),
        ("/event/xiangqi.json", {"Accept-Encoding": "gzip"})])
    assert untouched == 304 and body == b""
    assert status == 200 and headers["X-Live-Patch"] == "1" and headers["ETag"] != etag
    assert len(raw) < PATCH_BYTES and len(raw) * 2 < len(whole)
    after = apply(before, json.loads(gzip.decompress(raw)))
    assert after == json.loads(gzip.decompress(whole)) and after["round"]["tables"][0]["result"] == "0-2"


def test_a_version_it_no_longer_keeps_gets_the_whole_file(demo_store):
    server = _served(demo_store)
    [(status, headers, raw)] = _ask(server, [("/event/xiangqi.json?from=%22unknown%22", {"Accept-Encoding": "identity"})])
    assert status == 200 and "X-Live-Patch" not in headers and json.loads(raw)["code"] == "xiangqi"
    [(missing, _h, _b)] = _ask(server, [("/event/no_such_event.json", {})])
    assert missing == 404
