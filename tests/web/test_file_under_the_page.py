"""A tournament file replaced or deleted under the live page: a replaced one is followed where the page can
open it (the serve command), and otherwise the page says, in both languages, that it shows the file it had."""
import json
import os
import sqlite3
import time
import urllib.request
from pathlib import Path

import pytest
from serving import serving

from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.web.server import ChangeWatch, LiveServer

ROUND_1 = RoundId("xiangqi", FINAL, 1)


def _table_1(snapshot_body: bytes) -> dict:
    data = json.loads(snapshot_body)
    event = next(event for event in data["events"] if event["code"] == "xiangqi")
    return event["round"]["tables"][0]


@pytest.fixture
def paired(demo_store):
    pair_next_round(demo_store, "xiangqi", seed=1)
    return demo_store


def _replacement_with_a_result(store, folder: Path) -> Path:
    """A copy of the tournament with table 1's result, ready to be moved over it (a restored backup)."""
    copy = folder / "replacement.sqlite"
    with sqlite3.connect(store.path) as source, sqlite3.connect(copy) as target:
        source.backup(target)  # with what the journal holds, as a backup is made
    other = open_store(copy)
    record_result(other, "xiangqi", ROUND_1, 1, {"score": "1-0"})
    other.close()
    return copy


def test_a_replaced_file_is_followed_when_the_page_can_open_it(paired, tmp_path):
    server = LiveServer(paired, "127.0.0.1", 0, reopen=lambda: open_store(paired.path, display_only=True))
    watch = ChangeWatch(paired)
    watch = server.look(watch)
    assert not _table_1(server.snapshot.body)["result"]
    os.replace(_replacement_with_a_result(paired, tmp_path), paired.path)
    watch = server.look(watch)
    try:
        assert _table_1(server.snapshot.body)["result"]  # the new file's result
        assert "notice" not in json.loads(server.snapshot.body) and server.store is not paired
    finally:
        watch.close()
        server.stop()


def test_a_replaced_file_the_page_cannot_follow_is_said_in_both_languages(paired, tmp_path):
    server = LiveServer(paired, "127.0.0.1", 0)
    watch = server.look(ChangeWatch(paired))
    os.replace(_replacement_with_a_result(paired, tmp_path), paired.path)
    watch = server.look(watch)
    data = json.loads(server.snapshot.body)
    watch.close()
    assert not _table_1(server.snapshot.body)["result"]  # still the file it opened
    assert "已被另一个文件替换" in data["notice"]["zh"] and "replaced" in data["notice"]["en"]
    assert paired.path.name in data["notice"]["en"]


def test_a_deleted_file_is_said_and_the_last_page_kept(paired):
    server = LiveServer(paired, "127.0.0.1", 0, reopen=lambda: open_store(paired.path, display_only=True))
    watch = server.look(ChangeWatch(paired))
    tables = _table_1(server.snapshot.body)
    paired.path.unlink()
    watch = server.look(watch)
    data = json.loads(server.snapshot.body)
    watch.close()
    assert "已被删除" in data["notice"]["zh"] and "deleted" in data["notice"]["en"]
    assert _table_1(server.snapshot.body) == tables


def test_serve_follows_a_backup_restored_over_its_file(paired, tmp_path):
    replacement = _replacement_with_a_result(paired, tmp_path)
    path = paired.path
    with serving(paired) as (_process, port):
        os.replace(replacement, path)
        for _ in range(600):  # a hang guard (up to a minute on a loaded machine), not a timing
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/state.json", timeout=10) as response:
                if _table_1(response.read())["result"]:
                    break
            time.sleep(0.1)
        else:
            pytest.fail("serve never showed the replacement file's result")
