"""`main.py result --was S --draw CODE`: what the referee saw names the draw too, so a result typed against
a round deleted and paired again since (at this station or another) is refused, nothing written."""
import json
import re
import subprocess
import sys
from pathlib import Path

from app.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _station(*argv) -> subprocess.CompletedProcess:
    """One command run as its own process, as a second station runs it."""
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *argv], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def _file_bytes(path):
    with open(path, "rb") as handle:
        return handle.read()


def test_the_issues_script_is_refused_and_the_new_draw_takes_the_result(demo_store, capsys):
    """pair; delete-round --round 1; pair; result --round 1 --table 1 --score 1-0 --was none --draw (the first
    pairing's code): refused naming the redraw, file byte-identical; with the second pairing's code it lands."""
    path = str(demo_store.path)
    demo_store.close()
    assert main(["pair", path, "--event", "xiangqi", "--seed", "1"]) == 0
    shown = re.search(r"编排码 ([0-9a-f]{8})）", capsys.readouterr().out).group(1)
    assert main(["delete-round", path, "--event", "xiangqi", "--round", "1"]) == 0
    capsys.readouterr()
    assert main(["pair", path, "--event", "xiangqi", "--seed", "2", "--json"]) == 0
    again = json.loads(capsys.readouterr().out)["draw"]
    assert again != shown
    before = _file_bytes(path)
    result = ["result", path, "--event", "xiangqi", "--round", "1", "--table", "1", "--score", "1-0", "--was", "none"]
    assert main(result + ["--draw", shown]) == 1
    err = capsys.readouterr().err
    assert "成绩未录入：第 1 轮已重新编排或调整了座位（另一台）：第 1 桌已不是您看到的对阵" in err
    assert _file_bytes(path) == before
    assert main(result + ["--draw", again.upper(), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["summary"] == "1-0"


def test_was_and_draw_go_together(demo_store, capsys):
    """--was alone (the hole: any draw's open table would do) or --draw alone: exit 2 saying both are needed."""
    path = str(demo_store.path)
    demo_store.close()
    main(["pair", path, "--event", "go", "--json"])
    draw = json.loads(capsys.readouterr().out)["draw"]
    before = _file_bytes(path)
    base = ["result", path, "--event", "go", "--round", "1", "--table", "1", "--score", "1-0"]
    for extra in (["--was", "none"], ["--draw", draw]):
        assert main(base + extra) == 2
        assert "--was 与 --draw 须同时给出" in capsys.readouterr().err
    assert _file_bytes(path) == before


def test_two_stations_as_processes_on_the_file_and_on_postgresql(demo_url):
    """Station A pairs and notes the draw; station B (its own processes) deletes round 1 and pairs it again;
    A's result against what it saw is refused (exit 1, no traceback); B's draw code takes it."""
    seen = json.loads(_station("pair", demo_url, "--event", "go", "--seed", "3", "--json").stdout)["draw"]
    assert _station("delete-round", demo_url, "--event", "go", "--round", "1").returncode == 0
    paired = _station("pair", demo_url, "--event", "go", "--seed", "3", "--json")
    redrawn = json.loads(paired.stdout)["draw"]
    result = ["result", demo_url, "--event", "go", "--round", "1", "--table", "2", "--score", "0-1", "--was", "none"]
    refused = _station(*result, "--draw", seen)
    assert refused.returncode == 1 and "已重新编排" in refused.stderr and "Traceback" not in refused.stderr
    landed = _station(*result, "--draw", redrawn, "--json")
    assert landed.returncode == 0, landed.stderr
    assert json.loads(landed.stdout)["previous_summary"] is None
