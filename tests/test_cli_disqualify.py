"""`main.py disqualify` and the CLI's view of disqualification: `result --reason disqualified`, `standings --json`."""
import json

import pytest

from app.cli import main


def _json(capsys, argv):
    assert main(argv) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def xiangqi(tmp_path, capsys):
    """A demo file with xiangqi round 1 paired; the tables as `pair --json` printed them."""
    path = str(tmp_path / "d.sqlite")
    main(["demo", path])
    capsys.readouterr()
    return path, _json(capsys, ["pair", path, "--event", "xiangqi", "--seed", "1", "--json"])["tables"]


def _finish_round(path, capsys, tables, number=1):
    for table in tables:
        assert main(["result", path, "--event", "xiangqi", "--round", str(number),
                     "--table", str(table["table"]), "--score", "1-0"]) == 0
    capsys.readouterr()


def _row(capsys, path, competitor):
    rows = _json(capsys, ["standings", path, "--event", "xiangqi", "--json"])["rows"]
    return next(row for row in rows if row["id"] == competitor)


def _paired(capsys, path, seed):
    draw = _json(capsys, ["pair", path, "--event", "xiangqi", "--seed", str(seed), "--json"])
    return {p for table in draw["tables"] for p in table["players"]} | set(draw["byes"])


def test_result_with_reason_disqualified_puts_the_loser_out(xiangqi, capsys):
    """`result --reason disqualified` (除名): the loser's standings row says disqualified, no rank, not paired."""
    path, tables = xiangqi
    assert main(["result", path, "--event", "xiangqi", "--round", "1", "--table", "1", "--score", "1-0",
                 "--reason", "disqualified"]) == 0
    assert "取消比赛资格" in capsys.readouterr().err
    _finish_round(path, capsys, tables[1:])
    loser = tables[0]["players"][1]
    row = _row(capsys, path, loser)
    assert (row["disqualified"], row["rank"]) == (True, None)
    assert _row(capsys, path, tables[0]["players"][0])["disqualified"] is False
    assert loser not in _paired(capsys, path, 2)


def test_referee_disqualifies_then_lifts_through_the_cli(xiangqi, capsys):
    """`disqualify --player ID --reason …` takes the player out; `--lift` brings them back to a place."""
    path, tables = xiangqi
    _finish_round(path, capsys, tables)
    victim = tables[0]["players"][0]  # won on table 1: 2 points
    done = _json(capsys, ["disqualify", path, "--event", "象棋", "--player", str(victim),
                          "--reason", "使用电子设备", "--json"])
    assert (done["disqualified"], done["id"], done["round"], done["source"]) == (True, victim, 1, "referee")
    assert _row(capsys, path, victim)["disqualified"] is True
    listed = _json(capsys, ["disqualify", path, "--event", "xiangqi", "--list", "--json"])
    assert [(d["id"], d["reason"]) for d in listed] == [(victim, "使用电子设备")]
    assert main(["disqualify", path, "--event", "xiangqi", "--player", str(victim), "--lift"]) == 0
    assert "已恢复" in capsys.readouterr().out
    row = _row(capsys, path, victim)
    assert row["disqualified"] is False and row["rank"] == 1


def test_disqualify_refusals_write_nothing(xiangqi, capsys):
    """No reason, nobody named, or lifting a result's disqualification: exit 1 with the reason, nothing stored."""
    path, tables = xiangqi
    victim = tables[1]["players"][0]
    assert main(["disqualify", path, "--event", "xiangqi", "--player", str(victim)]) == 1
    assert "原因" in capsys.readouterr().err
    assert main(["disqualify", path, "--event", "xiangqi", "--reason", "x"]) == 1
    assert "--player" in capsys.readouterr().err
    assert main(["result", path, "--event", "xiangqi", "--round", "1", "--table", "1", "--score", "0-1",
                 "--reason", "disqualified"]) == 0
    capsys.readouterr()
    first = tables[0]["players"][0]
    assert main(["disqualify", path, "--event", "xiangqi", "--player", str(first), "--lift"]) == 1
    assert "请更改或撤销造成它的成绩" in capsys.readouterr().err
    listed = _json(capsys, ["disqualify", path, "--event", "xiangqi", "--list", "--json"])
    assert [(d["id"], d["source"]) for d in listed] == [(first, "result")]


def test_disqualify_round_is_read_like_the_other_commands(xiangqi, capsys):
    """`--round` takes what `pair`/`result` take (`1`, `决赛1`), `0` before the first round; a round neither
    paired nor next is refused and writes nothing."""
    path, tables = xiangqi
    first, second, third = tables[0]["players"][0], tables[0]["players"][1], tables[1]["players"][0]
    named = _json(capsys, ["disqualify", path, "--event", "xiangqi", "--player", str(first), "--reason", "作弊",
                           "--round", "决赛1", "--json"])
    before = _json(capsys, ["disqualify", path, "--event", "xiangqi", "--player", str(second), "--reason", "作弊",
                            "--round", "0", "--json"])
    assert (named["round"], before["round"]) == (1, 0)
    assert main(["disqualify", path, "--event", "xiangqi", "--player", str(third), "--reason", "作弊",
                 "--round", "预赛1"]) != 0
    assert "轮次 预赛1 无效" in capsys.readouterr().err
    listed = _json(capsys, ["disqualify", path, "--event", "xiangqi", "--list", "--json"])
    assert {(row["id"], row["round"]) for row in listed} == {(first, 1), (second, 0)}
    assert main(["disqualify", path, "--event", "xiangqi", "--list"]) == 0
    assert [line.split("\t")[2] for line in capsys.readouterr().out.splitlines()] == ["第 1 轮前", "第 1 轮"]
