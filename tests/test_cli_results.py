"""`main.py result / standings / teams`: JSON shapes, full entries, refusals leaving the file untouched."""
import json
import shutil

import pytest

from app.cli import main


def _paired(folder, capsys):
    path = str(folder / "d.sqlite")
    main(["demo", path])
    tables = {}
    for code in ("xiangqi", "doudizhu", "sanguosha_identity"):
        capsys.readouterr()
        main(["pair", path, "--event", code, "--seed", "1", "--json"])
        tables[code] = json.loads(capsys.readouterr().out)["tables"]
    (folder / "tables.json").write_text(json.dumps(tables), encoding="utf-8")


@pytest.fixture
def paired(tmp_path, capsys, built_once):
    """A demo file with round 1 of xiangqi, Dou Dizhu and identity paired; the tables as printed
    (the commands run once in the test run: each test has a copy of the file)."""
    built = built_once("cli-results-paired", lambda folder: _paired(folder, capsys))
    path = tmp_path / "d.sqlite"
    shutil.copyfile(built / "d.sqlite", path)
    capsys.readouterr()
    return str(path), json.loads((built / "tables.json").read_text(encoding="utf-8"))


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
    assert set(data) == {"event", "after_round", "planned_rounds", "provisional", "status", "reason",
                         "rows"} and data["event"] == "xiangqi"
    assert data["provisional"] is True and data["status"] == "第1轮进行中：已录1/12桌（未完赛）"
    top = data["rows"][0]
    assert set(top) == {"place", "rank", "shared", "playoff", "id", "name", "school", "points", "tiebreaks",
                        "disqualified"}
    assert top["place"] == 1 and top["shared"] is False and top["disqualified"] is False
    assert top["id"] == tables["xiangqi"][0]["players"][0] and top["points"] == 2.0
    assert list(top["tiebreaks"]) == ["opp_points", "progressive", "sonneborn_berger", "wins",
                                      "direct_encounter"]


@pytest.mark.parametrize("score, summary", [("0-1", "0-1"), ("=", "½-½"), ("+-", "+-"), ("-+", "-+"),
                                            ("--", "--")])
def test_two_player_codes_read_from_players_0(paired, capsys, score, summary):
    """Every two-player code is read from the side of the table's players[0], `--score -+` and the
    double forfeit `--score --` (which argparse would swallow) included."""
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
    assert set(event["rows"][0]) == {"place", "rank", "shared", "school", "points", "members", "explanation"}
    assert event["provisional"] is True and event["status"] == "第1轮后（未完赛）"
    overall = _json(capsys, ["teams", path, "--json"])
    assert "xiangqi" in overall["counted"] and "doudizhu" not in overall["counted"]
    first = overall["rows"][0]
    assert set(first) == {"place", "rank", "shared", "school", "points", "by_event", "explanation"}
    assert overall["provisional"] is True and "xiangqi" in overall["unfinished"]
    assert first["rank"] == 1 and first["points"] == first["by_event"]["xiangqi"]
    # shared places split their points (thirds are not exact in binary): compare approximately
    assert sum(row["by_event"].get("xiangqi", 0) for row in overall["rows"]) == pytest.approx(9 + 7 + 5 + 3 + 2 + 1)


def _draw(path, code):
    """The draw code `pair` printed for the event's round 1."""
    from app.models.store import open_store
    from app.services.round_views import round_view
    store = open_store(path)
    try:
        return round_view(store, code).draw
    finally:
        store.close()


def test_result_was_refuses_a_table_that_changed_and_names_its_result(paired, capsys):
    """`--was 1-0` on a table holding "=" is refused naming it as shown (1-1), nothing written; `--was =` lands."""
    path, _tables = paired
    draw = ["--draw", _draw(path, "xiangqi")]
    _json(capsys, ["result", path, "--event", "xiangqi", "--round", "1", "--table", "2", "--score", "=", "--json"])
    assert main(["result", path, "--event", "xiangqi", "--round", "1", "--table", "2",
                 "--score", "0-1", "--was", "1-0", *draw]) == 1
    assert "已由另一台录入为 1-1" in capsys.readouterr().err
    assert main(["result", path, "--event", "xiangqi", "--round", "1", "--table", "2",
                 "--score", "0-1", "--was", "none", *draw]) == 1
    capsys.readouterr()
    done = _json(capsys, ["result", path, "--event", "xiangqi", "--round", "1", "--table", "2",
                          "--score", "0-1", "--was", "=", "--json", *draw])
    assert (done["previous_summary"], done["summary"]) == ("½-½", "0-1")


def test_result_on_a_file_locked_by_another_station_exits_3_with_the_reason(paired, capsys, monkeypatch):
    """Another connection holds the write lock past the busy timeout: exit 3, 'locked' named, no traceback, nothing written."""
    import sqlite3
    from functools import partial

    from app.models import store
    monkeypatch.setattr(store, "open_store", partial(store.open_store, busy_seconds=0.1))
    path, _tables = paired
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        status = main(["result", path, "--event", "xiangqi", "--round", "1", "--table", "3", "--score", "1-0"])
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    err = capsys.readouterr().err
    assert status == 3 and "正被另一台" in err and "未写入任何内容" in err and "Traceback" not in err
    data = _json(capsys, ["standings", path, "--event", "xiangqi", "--json"])
    assert all(row["points"] == 0 for row in data["rows"])


def test_3v3_teams_json_has_the_standings_places(paired, capsys):
    """teams --event sanguosha_3v3 lists the teams with exactly the places of standings --json."""
    path, _tables = paired
    capsys.readouterr()
    pairing = _json(capsys, ["pair", path, "--event", "sanguosha_3v3", "--seed", "3", "--json"])
    for table in pairing["tables"]:
        main(["result", path, "--event", "sanguosha_3v3", "--round", "1", "--table", str(table["table"]),
              "--score", "1-0"])
    capsys.readouterr()
    standings = _json(capsys, ["standings", path, "--event", "sanguosha_3v3", "--json"])
    teams = _json(capsys, ["teams", path, "--event", "sanguosha_3v3", "--json"])
    assert {(r["team"], r["rank"], r["shared"]) for r in teams["rows"]} == \
        {(r["name"], r["rank"], r["shared"]) for r in standings["rows"]}


def test_an_entry_against_a_decided_console_needs_overrule_console(demo_store, capsys):
    """`result` refuses 0 for a game the table's console gave team 0 (both outcomes printed); with
    --overrule-console and a reason it is recorded."""
    import random

    from app.services.rounds import pair_next_round
    from app.services.sanguosha import open_console
    from fakes import FakeTime
    from sanguosha_tables import decide_by_fouls
    table = pair_next_round(demo_store, "sanguosha_3v3", seed=1).tables[0]
    clock = FakeTime(1.0)
    decide_by_fouls(demo_store, open_console(demo_store, "sanguosha_3v3", table.table_id, clock,
                                             random.Random(1), bidian_winner=0), clock)
    path = str(demo_store.path)
    demo_store.close()
    argv = ["result", path, "--event", "sanguosha_3v3", "--round", "1", "--table", str(table.number),
            "--score", "0"]
    assert main(argv) != 0
    assert "选将台：暖色" in capsys.readouterr().err
    assert main(argv + ["--overrule-console", "犯规记错", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["summary"] == "0-1"
