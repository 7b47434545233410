"""TRF through the command line: a disqualification and a long name survive the round trip, and a hostile
file (a name the roster refuses, a FIFO, a device, 30,000 rounds) ends in a message, never a hang,
a traceback or memory filled."""
import os
import sqlite3
import sys
import threading
from pathlib import Path

import pytest

from app.cli import main
from app.exports.trf import MOST_ROUNDS, read_trf

sys.path.insert(0, str(Path(__file__).resolve().parent / "exports"))
from test_trf_records import HAND_TYPED  # noqa: E402  (the hand-typed four-player file)

LONG_NAME = "欧阳" + "娜" * 36 + "提木"  # 40 characters: the roster's longest name
LONG_SCHOOL = "广西壮族自治区" * 6  # 42 characters: longer than 013's 32


def _new(path, *events):
    assert main(["new", str(path), "--name", "T", *[arg for e in events for arg in ("--event", e)]]) == 0


def _bytes(path):
    return Path(path).read_bytes()


@pytest.fixture
def played(tmp_path, capsys):
    """Xiangqi with four players (one with the roster's longest name at a long-named school), round 1 played,
    the long-named player disqualified by the referee from round 2."""
    path = tmp_path / "t.sqlite"
    _new(path, "xiangqi")
    roster = tmp_path / "r.csv"
    roster.write_text(f"姓名,学校,学号,项目\n{LONG_NAME},{LONG_SCHOOL},1,象棋\n乙,学校乙,2,象棋\n丙,学校丙,3,象棋\n"
                      "丁,学校丁,4,象棋\n", encoding="utf-8")
    assert main(["import", str(path), str(roster)]) == 0
    assert main(["pair", str(path), "--event", "xiangqi", "--seed", "1"]) == 0
    for table in (1, 2):
        assert main(["result", str(path), "--event", "xiangqi", "--round", "1", "--table", str(table),
                     "--score", "1-0"]) == 0
    with sqlite3.connect(path) as connection:
        (long_id,) = connection.execute("SELECT id FROM player WHERE name = ?", (LONG_NAME,)).fetchone()
    connection.close()
    assert main(["disqualify", str(path), "--event", "xiangqi", "--player", str(long_id), "--round", "2",
                 "--reason", "使用电子设备"]) == 0
    capsys.readouterr()
    return path


def _standings(capsys, path):
    import json
    assert main(["standings", str(path), "--event", "xiangqi", "--json"]) == 0
    return {row["name"]: row for row in json.loads(capsys.readouterr().out)["rows"]}


def test_a_disqualification_and_a_long_name_survive_export_and_import(played, tmp_path, capsys):
    """The export writes the 33 characters TRF has room for, the full name and school in NAM / TNM records and
    the disqualification in a DSQ record; the import ranks the player out again, under the full name."""
    out = tmp_path / "out.trf"
    assert main(["export", str(played), "--event", "xiangqi", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert f"{LONG_NAME[:33]} " in text and f"NAM    1 {LONG_NAME}" in text
    assert f"TNM    1 {LONG_SCHOOL}" in text and "DSQ    1    2 使用电子设备" in text
    trf = read_trf(text)
    assert trf.players[0].name == LONG_NAME and trf.team_of(1) == LONG_SCHOOL
    copy = tmp_path / "copy.sqlite"
    _new(copy, "xiangqi")
    capsys.readouterr()
    assert main(["import-trf", str(copy), str(out), "--event", "xiangqi"]) == 0
    capsys.readouterr()
    before, after = _standings(capsys, played), _standings(capsys, copy)
    assert after[LONG_NAME]["disqualified"] is True and after[LONG_NAME]["rank"] is None
    assert after[LONG_NAME]["school"] == LONG_SCHOOL
    assert {name: (row["rank"], row["points"]) for name, row in after.items()} == \
        {name: (row["rank"], row["points"]) for name, row in before.items()}
    again = tmp_path / "again.trf"
    assert main(["export", str(copy), "--event", "xiangqi", "-o", str(again)]) == 0
    assert again.read_text(encoding="utf-8").splitlines()[1:] == text.splitlines()[1:]  # 012 names the file


def _trf(tmp_path, text, name="in.trf"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _refused(tmp_path, capsys, source, *expected):
    target = tmp_path / "t.sqlite"
    if not target.exists():
        _new(target, "go")
    before = _bytes(target)
    assert main(["import-trf", str(target), str(source), "--event", "xiangqi"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for fragment in expected:
        assert fragment in err, (fragment, err)
    assert _bytes(target) == before
    return err


@pytest.mark.parametrize("bad, label", [("Ann\u202e", "姓名"), ("Ann😀", "姓名")])
def test_a_name_or_school_the_roster_refuses_is_named(tmp_path, capsys, bad, label):
    """An RTL override or an emoji in a name (it raised AttributeError: columns.ENGLISH_LABELS)."""
    _refused(tmp_path, capsys, _trf(tmp_path, HAND_TYPED.replace("Ann ", bad, 1)), "1 号", label)  # same width
    school = HAND_TYPED.replace("School A  ", "School \u202eA", 1)
    _refused(tmp_path, capsys, _trf(tmp_path, school, "school.trf"), "1 号", "学校")


def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path, capsys):
    """A FIFO no one writes to: refused without opening it (the import hung on the read)."""
    fifo = tmp_path / "in.trf"
    os.mkfifo(fifo)
    done = threading.Event()
    threading.Thread(target=lambda: done.wait(60) or _unblock(fifo), daemon=True).start()
    try:
        _refused(tmp_path, capsys, fifo, "命名管道")
    finally:
        done.set()


def _unblock(fifo):
    """Should the import have opened the FIFO anyway, a writer lets it end (and the test fail, not hang)."""
    with open(fifo, "wb") as handle:
        handle.write(b"")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_unread(tmp_path, capsys, device):
    """/dev/zero has a size of 0 and no end: refused as a character device (it filled memory)."""
    _refused(tmp_path, capsys, device, "字符设备")


def test_a_file_of_thirty_thousand_rounds_is_refused_naming_the_limit(tmp_path, capsys):
    """2 players × 30,000 rounds (586 KiB; 2,000 rounds took 35 s): refused at the first line, naming 99."""
    first = "001    1      Ann" + " " * 63 + "0.0    1" + "".join("     2 w =" for _ in range(30_000))
    second = "001    2      Bob" + " " * 63 + "0.0    2" + "".join("     1 b =" for _ in range(30_000))
    err = _refused(tmp_path, capsys, _trf(tmp_path, f"012 Many\n{first}\n{second}\n"), "30000", str(MOST_ROUNDS))
    assert "第 2 行" in err


def test_a_station_record_that_contradicts_its_line_is_refused(tmp_path, capsys):
    """A NAM whose name does not begin with the 001 line's, or a DSQ of a player the file lacks."""
    _refused(tmp_path, capsys, _trf(tmp_path, HAND_TYPED + "NAM    1 Bob the Second\n"), "第 13 行", "姓名")
    _refused(tmp_path, capsys, _trf(tmp_path, HAND_TYPED + "DSQ    9    1 x\n", "dsq.trf"), "第 13 行", "起始序号")
