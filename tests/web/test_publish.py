"""`main.py publish FILE --out DIR` (#36.8): the live page as a static site, never over a tournament file."""
import json
import os
import subprocess
import sys
from pathlib import Path

from app.services.players import list_players
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.web.publish import publish_site

ROOT = Path(__file__).resolve().parents[2]
SEALED_ROLES = ("忠臣", "反贼", "内奸")


def _publish(*args):
    return subprocess.run([sys.executable, "main.py", "publish", *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=300)


def test_publish_writes_the_page_and_a_file_per_event_with_no_student_id_and_no_sealed_card(demo_store, tmp_path):
    ids = {p.student_id for p in list_players(demo_store) if p.student_id}
    identity = pair_next_round(demo_store, "sanguosha_identity", seed=1)
    pair_next_round(demo_store, "xiangqi", seed=1)
    demo_store.close()
    out = tmp_path / "site"
    done = _publish(demo_store.path, "--out", out)
    assert done.returncode == 0, done.stderr
    index = json.loads((out / "index.json").read_text(encoding="utf-8"))
    assert index["published"] is True and "演示" in index["tournament"]
    assert (out / "index.html").read_bytes().startswith(b"<!DOCTYPE html>")
    for event in index["events"]:
        assert json.loads((out / event["file"]).read_text(encoding="utf-8"))["code"] == event["code"]
    xiangqi = json.loads((out / "event" / "xiangqi.json").read_text(encoding="utf-8"))
    assert xiangqi["round"]["number"] == 1
    assert [s.name for s in identity.tables[0].seats] == [
        s["name"] for s in json.loads((out / "event" / "sanguosha_identity.json").read_text(
            encoding="utf-8"))["round"]["tables"][0]["seats"]]
    text = "".join(p.read_text(encoding="utf-8") for p in out.rglob("*.json"))
    assert ids and not [i for i in ids if f'"{i}"' in text]
    assert not [role for role in SEALED_ROLES if role in text]


def test_publish_again_after_a_result_shows_it(demo_store, tmp_path):
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    out = tmp_path / "site"
    publish_site(demo_store, out)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), view.tables[0].number, {"score": "0-1"})
    written = publish_site(demo_store, out)
    assert written[-2] == out / "index.json"  # the index after every file it names
    assert not list(out.rglob("*.part"))
    xiangqi = json.loads((out / "event" / "xiangqi.json").read_text(encoding="utf-8"))
    assert xiangqi["round"]["tables"][0]["result"] == "0-2"


def test_publish_never_writes_over_a_tournament_or_its_journal(demo_store, tmp_path):
    """A site folder holding a tournament named as a file of the site, or --out naming the tournament itself."""
    demo_store.close()
    site = tmp_path / "site"
    site.mkdir()
    tournament = site / "index.json"
    tournament.write_bytes(demo_store.path.read_bytes())
    wal = site / "overall.json"
    wal.write_bytes(bytes.fromhex("377f0682") + b"\0" * 60)  # a -wal's header under another name
    kept = tournament.read_bytes(), wal.read_bytes()
    refused = _publish(demo_store.path, "--out", site)
    assert refused.returncode != 0 and "overall.json" in refused.stderr
    assert (tournament.read_bytes(), wal.read_bytes()) == kept
    wal.unlink()
    refused = _publish(demo_store.path, "--out", site)
    assert refused.returncode != 0 and "index.json" in refused.stderr and tournament.read_bytes() == kept[0]
    assert sorted(p.name for p in site.iterdir()) == ["index.json"]  # every path is looked at before any write
    before = demo_store.path.read_bytes()
    refused = _publish(demo_store.path, "--out", demo_store.path)
    assert refused.returncode == 2 and "--out" in refused.stderr and demo_store.path.read_bytes() == before
