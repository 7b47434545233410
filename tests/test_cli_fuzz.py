"""Hostile and broken input to the CLI: a message on stderr, a non-zero exit, no traceback, the file untouched.

Each case is a kind of input a reliability run turned into a traceback (or
worse, a silent success).  The tournament file's bytes are compared before
and after every case.
"""
from __future__ import annotations

import random
import re
import resource
import subprocess
import sys
import zipfile
from pathlib import Path

import openpyxl
import pytest
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from app.cli import main
from app.printing.certificates import CertificateTemplate
from app.services.printing import PrintError, print_document
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

ROOT = Path(__file__).resolve().parents[1]
HEADER = "姓名,学校,学号,项目\n"


def _paired(folder):
    assert main(["demo", str(folder / "t.sqlite"), "--seed", "1"]) == 0
    assert main(["pair", str(folder / "t.sqlite"), "--event", "xiangqi", "--seed", "7"]) == 0


@pytest.fixture(scope="module")
def paired(built_once):
    """A demo tournament with round 1 of xiangqi paired, written once for the run (never changed: copied)."""
    return built_once("fuzz-paired", _paired) / "t.sqlite"


@pytest.fixture
def tournament(paired, tmp_path):
    """A fresh copy of the paired tournament for one case."""
    copy = tmp_path / "t.sqlite"
    copy.write_bytes(paired.read_bytes())
    return copy


def run_cli(argv, capsys) -> tuple[int, str]:
    """Exit status and stderr of one in-process command; any exception escaping fails the test."""
    capsys.readouterr()
    try:
        status = main([str(a) for a in argv])
    except SystemExit as exit_:  # argparse refusing an argument
        status = exit_.code
    return status, capsys.readouterr().err


def _xlsx(path, rows):
    workbook = openpyxl.Workbook()
    for row in rows:
        workbook.active.append(row)
    workbook.save(path)
    return path


def _broken_xlsx(tmp_path):
    good = _xlsx(tmp_path / "good.xlsx", [HEADER.strip().split(","), ["张三", "一中", "1", "象棋"]])
    broken = tmp_path / "broken.xlsx"
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(broken, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            target.writestr(info.filename, data[: len(data) // 2] if "sheet1" in info.filename else data)
    return broken


def _zip_bomb(tmp_path):
    good = _xlsx(tmp_path / "small.xlsx", [HEADER.strip().split(","), ["张三", "一中", "1", "象棋"]])
    bomb = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(good) as source, \
            zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as target:
        for info in source.infolist():
            target.writestr(info.filename, source.read(info))
        target.writestr("xl/sharedStrings2.xml", b" " * (60 * 1024 * 1024))
    return bomb


def _text(tmp_path, name, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


ROSTERS = {
    "broken XLSX XML": (_broken_xlsx, "无法读取 Excel 文件"),
    "zip bomb XLSX": (_zip_bomb, "解压后有 60 MB"),
    "CSV field over 131072": (lambda d: _text(d, "long.csv", (HEADER + "x" * 131_073 + ",一中,1,象棋\n").encode()),
                              "超过 131072 个字符"),
    "GBK and UTF-8 mixed": (lambda d: _text(d, "mixed.csv", (HEADER + "王伟,一中,1,象棋\n").encode("gbk")
                                            + "李娜,二中,2,围棋\n".encode()), "混用了两种编码"),
    "ANSI escape in a name": (lambda d: _text(d, "ansi.csv", (HEADER + "\x1b[2J王伟,一中,1,象棋\n").encode()),
                              "控制字符"),
    "RTL override in a school": (lambda d: _text(d, "rtl.csv", (HEADER + "王伟,一中\u202e,1,象棋\n").encode()),
                                 "U+202E"),
    "ANSI escapes in a header and an event": (
        lambda d: _text(d, "header.csv", "姓名,学校,学号,项目,\x1b]0;pwned\x07备注\n王伟,一中,1,象棋 \x1b[31m桥牌\n".encode()),
        "控制字符"),
    "10,000-character name": (lambda d: _text(d, "name.csv", (HEADER + "名" * 10_000 + ",一中,1,象棋\n").encode()),
                              "10000 个字符"),
    "a folder as the roster": (lambda d: d, "是文件夹"),
}


@pytest.mark.parametrize("case", list(ROSTERS))
def test_hostile_rosters_are_refused_with_a_message(case, tournament, tmp_path, capsys):
    """Each hostile roster: stderr says why, exit non-zero, no traceback, tournament bytes unchanged."""
    make, fragment = ROSTERS[case]
    folder = tmp_path / "rosters"
    folder.mkdir()
    roster = make(folder)
    before = tournament.read_bytes()
    status, err = run_cli(["import", tournament, roster], capsys)
    assert status != 0
    assert fragment in err and "Traceback" not in err
    assert not any(ch in err for ch in "\x1b\x07\u202e")  # quoted file text is escaped on the terminal
    assert tournament.read_bytes() == before


COMMANDS = {
    "--table 2**63": (["result", "{t}", "--event", "xiangqi", "--round", "1", "--table", str(2**63),
                       "--score", "1-0"], "超出范围"),
    "--round 10**5000": (["result", "{t}", "--event", "xiangqi", "--round", "1" * 5000, "--table", "1",
                          "--score", "1-0"], "无法识别的轮次"),
    "--seed 2**70": (["pair", "{t}", "--event", "go", "--seed", str(2**70)], "超出范围"),
    "deeply nested --entry": (["result", "{t}", "--event", "doudizhu", "--round", "1", "--table", "1",
                               "--entry", "[" * 50_000 + "]" * 50_000], "嵌套过深"),
    "FILE a folder": (["players", "{folder}"], "是文件夹"),
    "result on a folder": (["result", "{folder}", "--event", "xiangqi", "--round", "1", "--table", "1",
                            "--score", "1-0"], "是文件夹"),
}


@pytest.mark.parametrize("case", list(COMMANDS))
def test_hostile_arguments_end_in_a_message(case, tournament, tmp_path, capsys):
    """Out-of-range numbers, absurd JSON and a folder for FILE: a message and a non-zero exit."""
    argv, fragment = COMMANDS[case]
    argv = [a.replace("{t}", str(tournament)).replace("{folder}", str(tmp_path)) for a in argv]
    before = tournament.read_bytes()
    status, err = run_cli(argv, capsys)
    assert status != 0
    assert fragment in err and "Traceback" not in err
    assert tournament.read_bytes() == before


@pytest.fixture
def read_only_connections():
    """Every new SQLite connection refuses writes, as on a read-only file or medium."""
    def query_only(dbapi_connection, _record):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA query_only=ON")
        cursor.close()
    event.listen(Engine, "connect", query_only)
    yield
    event.remove(Engine, "connect", query_only)


def test_a_read_only_file_is_a_message(tournament, capsys, read_only_connections):
    """Recording a result into a file SQLite cannot write: 只读, exit non-zero, nothing changed."""
    before = tournament.read_bytes()
    status, err = run_cli(["result", tournament, "--event", "xiangqi", "--round", "1", "--table", "1",
                           "--score", "1-0"], capsys)
    assert status != 0
    assert "只读" in err and "Traceback" not in err
    assert tournament.read_bytes() == before


def test_a_full_disk_is_a_message(tournament, tmp_path):
    """A real short write (file-size limit on the process) during a big import: a message, the file as it was."""
    roster = tmp_path / "big.csv"
    roster.write_text(HEADER + "".join(f"选手{i},学校{i % 9},S{i},象棋\n" for i in range(3000)), encoding="utf-8")
    before = tournament.read_bytes()

    def limit_file_size():  # room for the 32 KiB -shm index, not for the import's -wal frames
        resource.setrlimit(resource.RLIMIT_FSIZE, (32_768, 32_768))
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "import", str(tournament), str(roster)],
                          capture_output=True, text=True, preexec_fn=limit_file_size, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1",
                               # its own, empty log: the user's, once past 32 KiB, could not be written to
                               "XDG_DATA_HOME": str(tmp_path / "data")},
                          timeout=300)
    assert done.returncode != 0
    assert "本次操作未写入任何内容" in done.stderr and "Traceback" not in done.stderr
    assert tournament.read_bytes() == before


def test_a_lost_race_between_two_pair_commands_is_a_message(tournament, capsys, monkeypatch):
    """The station losing a race (a real SQLite UNIQUE violation) says so instead of a traceback."""
    import sqlite3

    import app.services.rounds as rounds
    connection = sqlite3.connect(":memory:")
    connection.execute("CREATE TABLE round (number INTEGER UNIQUE)")
    connection.execute("INSERT INTO round VALUES (2)")
    try:
        connection.execute("INSERT INTO round VALUES (2)")
    except sqlite3.IntegrityError as error:
        clash = IntegrityError("INSERT INTO round", (2,), error)

    def lose_the_race(*_args, **_kwargs):
        raise clash
    monkeypatch.setattr(rounds, "pair_next_round", lose_the_race)
    before = tournament.read_bytes()
    status, err = run_cli(["pair", tournament, "--event", "xiangqi"], capsys)
    assert status != 0
    assert "另一台工作站同时修改了赛事文件" in err and "Traceback" not in err
    assert tournament.read_bytes() == before


@pytest.mark.parametrize("template, fragment", [
    (CertificateTemplate(wording="{name:>2000000000}"), "{name:>2000000000} 带有格式说明"),
    (CertificateTemplate(wording="{place:{place}}"), "{place:{place}} 带有格式说明"),
    (CertificateTemplate(cup_wording="{recipient!r}"), "{recipient!r} 带有格式说明"),
    (CertificateTemplate(wording="{name.__class__}"), "未知的占位符"),
    ("not an image", "不是可读取的图片"),
])
def test_unsafe_certificate_templates_are_refused(tournament, tmp_path, template, fragment, play_round):
    """Format specs in the wording and a background that is no picture: PrintError, no PDF, file unchanged."""
    from app.models.store import open_store
    from app.services.round_views import round_view
    if template == "not an image":
        fake = tmp_path / "background.png"
        fake.write_text("这不是图片")
        template = CertificateTemplate(background_image=fake)
    store = open_store(tournament)
    play_round(store, "xiangqi", round_view(store, "xiangqi", RoundId("xiangqi", FINAL, 1)), random.Random(1))
    store.close()
    before = tournament.read_bytes()
    store = open_store(tournament)
    out = tmp_path / "certificates.pdf"
    try:
        with pytest.raises(PrintError, match=re.escape(fragment)):
            print_document(store, "certificates", out, event="xiangqi", template=template)
    finally:
        store.close()
    assert not out.exists()
    assert tournament.read_bytes() == before


def test_a_name_too_long_for_the_page_is_a_message_when_printing(tournament, tmp_path, capsys):
    """A 10,000-character name stored by an older version: `print` says so instead of a LayoutError traceback."""
    import sqlite3
    connection = sqlite3.connect(tournament)
    with connection:
        connection.execute("UPDATE player SET name = ? WHERE id = (SELECT MIN(player_id) FROM entry "
                           "JOIN event ON event.id = entry.event_id WHERE event.code = 'xiangqi')",
                           ("名" * 10_000,))
    connection.close()
    before = tournament.read_bytes()
    out = tmp_path / "pairings.pdf"
    status, err = run_cli(["print", tournament, "pairings", "--event", "xiangqi", "-o", out], capsys)
    assert status != 0
    assert "过长，无法排进页面" in err and "Traceback" not in err
    assert not out.exists()
    assert tournament.read_bytes() == before
