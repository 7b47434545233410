"""The command line as a tool among others: a mistyped command, a reader that stops early, `withdraw`,
and an end reason on a gomoku round."""
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.launcher import run

MAIN_PY = str(Path(__file__).resolve().parents[1] / "main.py")


def _json(capsys, argv):
    assert main(argv) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def demo(tmp_path, capsys):
    path = str(tmp_path / "d.sqlite")
    assert main(["demo", path, "--players", "13"]) == 0
    capsys.readouterr()
    return path


def test_a_mistyped_command_is_refused_with_the_commands_it_is_close_to(tmp_path, monkeypatch, capsys):
    """`main.py standngs` says which command was meant (both languages) and opens no window, makes no file."""
    monkeypatch.chdir(tmp_path)
    import app.views.shell.application as application
    monkeypatch.setattr(application, "run_gui", lambda argv: pytest.fail(f"the GUI was started on {argv}"))
    assert run(["standngs", "t.sqlite", "--event", "xiangqi"]) == 2
    err = capsys.readouterr().err
    assert "standngs" in err and "standings" in err and "did you mean standings" in err
    assert list(tmp_path.iterdir()) == []


def test_an_existing_file_or_a_file_name_still_opens_the_gui(tmp_path, monkeypatch):
    """A word far from every command, a name with a suffix, or an existing file named like a command: the GUI."""
    monkeypatch.chdir(tmp_path)
    import app.views.shell.application as application
    opened = []
    monkeypatch.setattr(application, "run_gui", lambda argv: opened.append(argv) or 0)
    monkeypatch.setattr("app.system_check.gui_libraries_message", lambda: None)
    (tmp_path / "standngs").write_bytes(b"")
    for argv in (["standngs"], ["standings.sqlite"], ["校运会"]):
        assert run(argv) == 0
    assert opened == [["standngs"], ["standings.sqlite"], ["校运会"]]


def test_a_reader_that_stops_early_ends_the_command_quietly(demo):
    """`players --json | head -1`: no "错误：文件 Broken pipe", the status a pipe's writer gets from SIGPIPE."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, MAIN_PY, "players", demo, "--json"], stdout=write_end,
                          stderr=subprocess.PIPE, env=env, timeout=120)
    os.close(write_end)
    assert done.stderr.decode() == ""
    assert done.returncode == 141


def test_withdraw_takes_a_player_out_of_the_next_pairing_and_reinstate_brings_them_back(demo, capsys):
    """`withdraw --player ID`: audited, listed, not paired, games kept; `--reinstate` undoes it."""
    entrants = _json(capsys, ["players", demo, "--event", "xiangqi", "--json"])
    player = entrants[0]["id"]
    done = _json(capsys, ["withdraw", demo, "--player", str(player), "--json"])
    assert (done["id"], done["withdrawn"]) == (player, True)
    assert [row["id"] for row in _json(capsys, ["withdraw", demo, "--list", "--json"])] == [player]
    draw = _json(capsys, ["pair", demo, "--event", "xiangqi", "--seed", "1", "--json"])
    paired = {p for table in draw["tables"] for p in table["players"]} | set(draw["byes"])
    assert player not in paired and len(paired) == len(entrants) - 1
    with sqlite3.connect(demo) as connection:
        actions = [row[0] for row in connection.execute("SELECT action FROM audit_log WHERE entity = 'player'")]
    connection.close()
    assert actions.count("withdraw") == 1
    assert main(["withdraw", demo, "--player", str(player), "--reinstate"]) == 0
    assert "已恢复" in capsys.readouterr().out
    assert _json(capsys, ["withdraw", demo, "--list", "--json"]) == []


def test_withdraw_of_an_unknown_player_is_refused(demo, capsys):
    assert main(["withdraw", demo, "--player", "999999"]) == 1
    assert "999999" in capsys.readouterr().err


def test_a_reason_on_a_gomoku_round_is_kept_with_each_game(demo, capsys):
    """`--score +- --reason absent` in gomoku: taken (not "未知字段 reason"), each game absent, a forfeit."""
    tables = _json(capsys, ["pair", demo, "--event", "gomoku", "--seed", "1", "--json"])["tables"]
    done = _json(capsys, ["result", demo, "--event", "gomoku", "--round", "1", "--table", "1",
                          "--score", "+-", "--reason", "absent", "--json"])
    assert (done["forfeit"], done["outcome"]) == (True, ["win", "loss"])
    done = _json(capsys, ["result", demo, "--event", "gomoku", "--round", "1", "--table", "2",
                          "--score", "2-0", "--reason", "late", "--json"])
    assert done["forfeit"] is True
    with sqlite3.connect(demo) as connection:
        entries = [json.loads(row[0]) for row in connection.execute(
            "SELECT r.entry FROM result r JOIN game_table t ON t.id = r.table_id ORDER BY t.number")]
    connection.close()
    assert [game["reason"] for game in entries[0]["games"]] == ["absent", "absent"]
    assert [game["reason"] for game in entries[1]["games"]] == ["late", "late"]
    assert len(tables) >= 2
    assert main(["result", demo, "--event", "gomoku", "--round", "1", "--table", "3",
                 "--score", "1-1", "--reason", "agreement"]) == 1  # a draw's reason on decided games
    assert "成绩未录入" in capsys.readouterr().err
