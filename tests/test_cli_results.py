"""`main.py result / standings / teams`: JSON shapes, full entries, refusals leaving the file untouched."""
import json

import pytest

from app.cli import main


@pytest.fixture
def paired(tmp_path, capsys):
    """A demo file with round 1 of xiangqi, Dou Dizhu and identity paired; the tables as printed."""
    path = str(tmp_path / "d.sqlite")
    main(["demo", path])
    tables = {}
    for code in ("xiangqi", "doudizhu", "sanguosha_identity"):
        capsys.readouterr()
        main(["pair", path, "--event", code, "--seed", "1", "--json"])
        tables[code] = json.loads(capsys.readouterr().out)["tables"]
    return path, tables


def _json(capsys, argv):
    assert main(argv) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def test_result_then_standings_json(paired, capsys):
    """A 1-0 on table 1 gives players[0] 2 points and first place in the standings JSON."""
    path, tables = paired
    done = _json(capsys, ["result", path, "--event", "象棋", "--round", "1", "--table", "1",
                          "--score", "1-0", "--json"])
    assert done["summary"] == "1-0" and done["points"] == [2.0, 0.0] and done["previous"] is None
    data = _json(capsys, ["standings", path, "--event", "xiangqi", "--json"])
    assert set(data) == {"event", "after_round", "rows"} and data["event"] == "xiangqi"
    top = data["rows"][0]
    assert set(top) == {"rank", "shared", "id", "name", "school", "points", "tiebreaks"}
    assert top["id"] == tables["xiangqi"][0]["players"][0] and top["points"] == 2.0
    assert list(top["tiebreaks"]) == ["opp_points", "progressive", "sonneborn_berger", "wins",
                                      "direct_encounter"]


@pytest.mark.parametrize("score, summary", [("0-1", "0-1"), ("=", "½-½"), ("+-", "+-"), ("-+", "-+")])
def test_two_player_codes_read_from_players_0(paired, capsys, score, summary):
    """Every two-player code is read from the side of the table's players[0], `--score -+` included."""
    path, _tables = paired
    done = _json(capsys, ["result", path, "--event", "xiangqi", "--round", "1", "--table", "2",
                          "--score", score, "--json"])
    assert done["summary"] == summary


def test_forfeit_reason_and_change_report_the_previous_entry(paired, capsys):
    """A change names the replaced entry; a forfeit keeps its reason."""
    path, _tables = paired
    _json(capsys, ["result", path, "--event", "xiangqi", "--round", "1", "--table", "3", "--score", "1-0", "--json"])
    done = _json(capsys, ["result", path, "--event", "xiangqi", "--round", "1", "--table", "3",
                          "--score=-+", "--reason", "late", "--json"])
    assert done["previous"] == {"score": "1-0"} and done["forfeit"] is True


def test_full_entry_for_dou_dizhu(paired, capsys):
    """--entry takes the event's whole entry dict."""
    path, _tables = paired
    entry = {"hands": [{"bid": 2, "landlord": 1, "landlord_won": True, "rocket": True}]}
    done = _json(capsys, ["result", path, "--event", "doudizhu", "--round", "1", "--table", "1",
                          "--entry", json.dumps(entry), "--json"])
    assert done["points"] == [-4.0, 8.0, -4.0]


@pytest.mark.parametrize("argv, message", [
    (["--event", "xiangqi", "--round", "1", "--table", "99", "--score", "1-0"], "没有第 99 桌"),
    (["--event", "xiangqi", "--round", "2", "--table", "1", "--score", "1-0"], "第 2 轮尚未编排"),
    (["--event", "go", "--round", "1", "--table", "1", "--score", "1-0"], "尚未编排"),
    (["--event", "xiangqi", "--round", "1", "--table", "1", "--score", "3-0"], "无法识别的比分"),
    (["--event", "doudizhu", "--round", "1", "--table", "1", "--score", "1-0"], "须逐项录入"),
    (["--event", "doudizhu", "--round", "1", "--table", "1", "--entry", "{bad"], "不是有效的 JSON"),
    (["--event", "doudizhu", "--round", "1", "--table", "1", "--entry", "[1]"], "须为 JSON 对象"),
    (["--event", "sanguosha_identity", "--round", "1", "--table", "1", "--entry",
      '{"winner": "lord", "alive": []}'], "主公已阵亡"),
])
def test_bad_input_exits_non_zero_and_writes_nothing(paired, capsys, argv, message):
    """Each refusal: exit 1, the Chinese reason on stderr, the file byte-identical."""
    path, _tables = paired
    with open(path, "rb") as handle:
        before = handle.read()
    assert main(["result", path] + argv) == 1
    assert message in capsys.readouterr().err
    with open(path, "rb") as handle:
        assert handle.read() == before


def test_teams_json_for_an_event_and_overall(paired, capsys):
    """teams --event gives the school table; without it the overall table with place points."""
    path, tables = paired
    for table in tables["xiangqi"]:
        main(["result", path, "--event", "xiangqi", "--round", "1", "--table", str(table["table"]), "--score", "1-0"])
    capsys.readouterr()
    event = _json(capsys, ["teams", path, "--event", "xiangqi", "--json"])
    assert event["event"] == "xiangqi" and len(event["rows"]) == 8
    assert set(event["rows"][0]) == {"rank", "shared", "school", "points", "members", "explanation"}
    overall = _json(capsys, ["teams", path, "--json"])
    assert "xiangqi" in overall["counted"] and "doudizhu" not in overall["counted"]
    first = overall["rows"][0]
    assert set(first) == {"rank", "shared", "school", "points", "by_event", "explanation"}
    assert first["rank"] == 1 and first["points"] == first["by_event"]["xiangqi"]
    # shared places split their points (thirds are not exact in binary): compare approximately
    assert sum(row["by_event"].get("xiangqi", 0) for row in overall["rows"]) == pytest.approx(9 + 7 + 5 + 3 + 2 + 1)
