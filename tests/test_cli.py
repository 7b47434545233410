"""The headless commands: demo, new, import, players."""
import json

import pytest

from app.cli import main


def test_new_then_import_then_players_json(tmp_path, capsys):
    """A tournament built entirely from the command line lists its players as JSON."""
    path = tmp_path / "t.sqlite"
    assert main(["new", str(path), "--name", "校赛", "--event", "象棋", "--event", "go"]) == 0
    roster = tmp_path / "r.csv"
    roster.write_bytes("name,school,student_id,event\n王伟,广西大学,1,xiangqi\n李娜,广西大学,2,go\n".encode())
    assert main(["import", str(path), str(roster)]) == 0
    capsys.readouterr()
    assert main(["players", str(path), "--event", "xiangqi", "--json"]) == 0
    players = json.loads(capsys.readouterr().out)
    assert [(p["name"], p["school"], p["student_id"], p["events"]) for p in players] == [
        ("王伟", "广西大学", "1", ["xiangqi"])]
    assert isinstance(players[0]["id"], int)


def test_bad_roster_exits_nonzero_listing_rows_and_changes_nothing(tmp_path, capsys):
    """Every problem goes to stderr by row; the file is byte-identical afterwards."""
    path = tmp_path / "t.sqlite"
    main(["new", str(path), "--name", "校赛"])
    before = path.read_bytes()
    roster = tmp_path / "r.csv"
    roster.write_bytes("姓名,学校,学号,项目\n王伟,,1,象棋\n李娜,广西大学,2,桥牌\n".encode("gbk"))
    assert main(["import", str(path), str(roster)]) == 1
    err = capsys.readouterr().err
    assert "第 2 行 学校" in err and "第 3 行 项目" in err
    assert path.read_bytes() == before


def test_demo_command_writes_a_populated_file(tmp_path, capsys):
    """`demo FILE --players N` writes a demo with N entrants per individual event."""
    path = tmp_path / "d.sqlite"
    assert main(["demo", str(path), "--seed", "3", "--players", "14"]) == 0
    capsys.readouterr()
    main(["players", str(path), "--event", "go", "--json"])
    assert len(json.loads(capsys.readouterr().out)) == 14


def test_unopenable_file_is_a_clear_error(tmp_path, capsys):
    """A file that is not a tournament gives exit status 2 and a Chinese message."""
    path = tmp_path / "x.sqlite"
    path.write_text("hello")
    assert main(["players", str(path), "--json"]) == 2
    assert "不是赛事文件" in capsys.readouterr().err


def test_main_py_dispatches_commands_to_the_cli(tmp_path, capsys):
    """`python main.py COMMAND …` runs the CLI; `--help` lists every command."""
    import pytest

    from app.launcher import run
    path = str(tmp_path / "d.sqlite")
    assert run(["demo", path, "--players", "13"]) == 0
    with pytest.raises(SystemExit):
        run(["--help"])
    out = capsys.readouterr().out
    assert all(name in out for name in ("demo", "new", "import", "players", "pair"))


def test_a_header_only_roster_imports_nothing_and_says_so(tmp_path, capsys):
    """A CSV with its header and no player: exit 1, "no players", no audit row, the file unchanged."""
    import sqlite3

    path = tmp_path / "t.sqlite"
    assert main(["new", str(path), "--name", "春季赛"]) == 0
    roster = tmp_path / "r.csv"
    roster.write_text("姓名,学校,学号,项目\n\n", encoding="utf-8")
    capsys.readouterr()
    before = path.read_bytes()
    assert main(["import", str(path), str(roster)]) == 1
    assert "只有表头（第 1 行），没有任何选手" in capsys.readouterr().err
    assert path.read_bytes() == before
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(*) FROM audit_log WHERE action = 'import'").fetchone()[0] == 0
    conn.close()


def test_demo_players_limit_is_the_one_the_readme_gives_and_builds(tmp_path, capsys):
    """`demo --players` accepts up to the user guide's 5,000 (and builds it), refuses one more."""
    import re
    from pathlib import Path

    import pytest

    guide = (Path(__file__).resolve().parents[1] / "docs" / "user-guide.md").read_text(encoding="utf-8")
    limit = int(re.search(r"demo FILE .*# any N up to ([\d,]+)", guide)[1].replace(",", ""))
    assert limit == 5000
    with pytest.raises(SystemExit):
        main(["demo", str(tmp_path / "over.sqlite"), "--players", str(limit + 1)])
    assert "超出范围" in capsys.readouterr().err and not (tmp_path / "over.sqlite").exists()
    path = tmp_path / "d.sqlite"
    assert main(["demo", str(path), "--players", str(limit)]) == 0
    capsys.readouterr()
    main(["players", str(path), "--event", "go", "--json"])
    assert len(json.loads(capsys.readouterr().out)) == limit


# Every command on a file: (arguments besides FILE and --event, how it takes --event).
FILE_COMMANDS = {
    "pair": ([], "event"), "repair": (["--round", "1"], "event"), "delete-round": (["--round", "1"], "event"),
    "result": (["--round", "1", "--table", "1", "--score", "1-0"], "event"),
    "standings": ([], "event"), "teams": ([], "event"), "players": ([], "event"), "playoff": ([], "event"),
    "disqualify": ([], "event"), "print": (["standings", "-o", "x.pdf"], "event"),
    "import-trf": (["x.trf"], "event"), "new": (["--name", "校赛"], "events"),
    "export": (["-o", "x.xlsx"], "events"),
}


def test_every_file_command_reads_file_event_and_json_alike(capsys):
    """FILE first, --event by Chinese name or code, an unknown event refused in the same words, --json where
    the command prints data."""
    from app.cli import build_parser
    parser = build_parser()
    json_commands = {"pair", "repair", "result", "standings", "teams", "players", "playoff", "disqualify"}
    for command, (rest, dest) in FILE_COMMANDS.items():
        args = parser.parse_args([command, "t.sqlite", *rest, "--event", "围棋"])
        assert args.file == "t.sqlite", command
        assert getattr(args, dest) == ("go" if dest == "event" else ["go"]), command
        with pytest.raises(SystemExit):
            parser.parse_args([command, "t.sqlite", *rest, "--event", "桥牌"])
        assert "未知项目 “桥牌”" in capsys.readouterr().err, command
        if command in json_commands:
            assert parser.parse_args([command, "t.sqlite", *rest, "--event", "go", "--json"]).json, command
        else:
            with pytest.raises(SystemExit):
                parser.parse_args([command, "t.sqlite", *rest, "--event", "go", "--json"])
