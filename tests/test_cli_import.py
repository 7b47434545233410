"""`import`: a roster with refused rows says how to import the rest, and does so when asked (#32 item 8)."""
import json

from app.cli import main

SCHOOLS = ("一中", "二中", "三中")
ISSUE_ROSTER = ("姓名,学校,学号,项目\n"
                + "".join(f"棋手{n},{SCHOOLS[n % 3]},10{n:02d},象棋\n" for n in range(14))
                + "".join(f"杀手{n},{SCHOOLS[n // 4]},20{n:02d},三国杀3v3\n" for n in range(12)))


def _files(tmp_path):
    path = tmp_path / "t.sqlite"
    assert main(["new", str(path), "--name", "校赛"]) == 0
    roster = tmp_path / "r.csv"
    roster.write_bytes(ISSUE_ROSTER.encode("gbk"))
    return path, roster


def _players(path, capsys, event=None):
    capsys.readouterr()
    assert main(["players", str(path), "--json", *(["--event", event] if event else [])]) == 0
    return json.loads(capsys.readouterr().out)


def test_refused_rows_are_listed_with_the_two_ways_out_and_nothing_is_written(tmp_path, capsys):
    """Each refused row by row and column, then the flags that import the good rows or form teams by school
    (with the teams it would form); the tournament file is byte-identical."""
    path, roster = _files(tmp_path)
    capsys.readouterr()
    before = path.read_bytes()
    assert main(["import", str(path), str(roster)]) == 1
    err = capsys.readouterr().err
    assert all(f"第 {row} 行 队伍" in err for row in range(16, 28))
    assert "--skip-refused 只导入没有问题的 14 行（14 名选手）" in err
    assert "--teams-by-school" in err and "一中（4 人）" in err
    assert "共 26 行" in err
    assert path.read_bytes() == before


def test_skip_refused_imports_the_good_rows(tmp_path, capsys):
    """--skip-refused writes the 14 individual rows, names the 12 left out, and exits 0."""
    path, roster = _files(tmp_path)
    capsys.readouterr()
    assert main(["import", str(path), str(roster), "--skip-refused"]) == 0
    captured = capsys.readouterr()
    assert "第 16 行 队伍" in captured.err and "12 行有问题，未导入" in captured.out
    assert len(_players(path, capsys)) == 14


def test_teams_by_school_imports_every_row_with_a_team_per_school(tmp_path, capsys):
    """--teams-by-school forms one team of four per school and imports all 26 rows."""
    path, roster = _files(tmp_path)
    capsys.readouterr()
    assert main(["import", str(path), str(roster), "--teams-by-school"]) == 0
    assert "按学校组成 3 队" in capsys.readouterr().err
    assert len(_players(path, capsys)) == 26
    assert len(_players(path, capsys, "sanguosha_3v3")) == 12
