"""`main.py pair`: JSON shape, ids as in `players --json`, refusal with nothing written."""
import json

from app.cli import main


def _json(capsys, argv):
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_pair_prints_the_round_as_json_with_player_ids(tmp_path, capsys):
    """Every entrant sits once; players[0] moves first; ids are those of `players --json`."""
    path = str(tmp_path / "d.sqlite")
    main(["demo", path, "--players", "15"])
    capsys.readouterr()
    ids = {p["id"] for p in _json(capsys, ["players", path, "--event", "xiangqi", "--json"])}
    data = _json(capsys, ["pair", path, "--event", "象棋", "--seed", "3", "--json"])
    assert data["event"] == "xiangqi" and data["round"] == 1
    seated = [pid for t in data["tables"] for pid in t["players"]] + data["byes"]
    assert sorted(seated) == sorted(ids) and len(data["byes"]) == 1
    assert all(t["first"] == t["players"][0] for t in data["tables"])
    assert [t["table"] for t in data["tables"]] == list(range(1, 8))


def test_pair_refuses_while_results_are_missing(tmp_path, capsys):
    """The previous round must be complete: exit 1, a message, the file unchanged."""
    path = tmp_path / "d.sqlite"
    main(["demo", str(path)])
    main(["pair", str(path), "--event", "go"])
    capsys.readouterr()
    before = path.read_bytes()
    assert main(["pair", str(path), "--event", "go"]) == 1
    assert "未录入成绩" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_same_seed_same_tables(tmp_path, capsys):
    """The printed seed reproduces the draw."""
    tables = []
    for index in range(2):
        path = str(tmp_path / f"d{index}.sqlite")
        main(["demo", path])
        capsys.readouterr()
        tables.append(_json(capsys, ["pair", path, "--event", "gomoku", "--seed", "11", "--json"])["tables"])
    assert tables[0] == tables[1]


def test_repair_and_delete_round_act_only_on_the_round_named(tmp_path, capsys):
    """`repair` / `delete-round` name the round meant: once round 2 is paired, round 1 is refused, nothing written."""
    path = tmp_path / "d.sqlite"
    main(["demo", str(path)])
    capsys.readouterr()
    first = _json(capsys, ["pair", str(path), "--event", "go", "--seed", "1", "--json"])
    again = _json(capsys, ["repair", str(path), "--event", "go", "--round", "1", "--seed", "2", "--json"])
    assert again["round"] == 1 and again["tables"] != first["tables"]
    for table in again["tables"]:
        assert main(["result", str(path), "--event", "go", "--round", "1", "--table", str(table["table"]),
                     "--score", "1-0"]) == 0
    assert main(["pair", str(path), "--event", "go", "--seed", "3"]) == 0
    capsys.readouterr()
    before = path.read_bytes()
    for command in ("repair", "delete-round"):
        assert main([command, str(path), "--event", "go", "--round", "1"]) == 1
        assert "第 1 轮已不是最后一轮（现在是第 2 轮" in capsys.readouterr().err
        assert path.read_bytes() == before
    assert main(["delete-round", str(path), "--event", "go", "--round", "2"]) == 0
    assert "已删除第 2 轮" in capsys.readouterr().out
    assert main(["repair", str(path), "--event", "go", "--round", "1"]) == 1
    assert "第 1 轮已有成绩" in capsys.readouterr().err


def test_pair_gives_the_half_point_byes_asked_for(tmp_path, capsys):
    """`--requested-bye ID` (repeatable): those players sit at no table and get a bye; a stranger is refused."""
    path = tmp_path / "d.sqlite"
    main(["demo", str(path), "--players", "15"])
    capsys.readouterr()
    ids = sorted(p["id"] for p in _json(capsys, ["players", str(path), "--event", "xiangqi", "--json"]))
    data = _json(capsys, ["pair", str(path), "--event", "xiangqi", "--seed", "3", "--json",
                          "--requested-bye", str(ids[0]), "--requested-bye", str(ids[1])])
    seated = {pid for t in data["tables"] for pid in t["players"]}
    assert ids[0] not in seated and ids[1] not in seated
    assert {ids[0], ids[1]} <= set(data["byes"])
    assert main(["delete-round", str(path), "--event", "xiangqi", "--round", "1"]) == 0
    capsys.readouterr()
    before = path.read_bytes()
    assert main(["pair", str(path), "--event", "xiangqi", "--requested-bye", str(max(ids) + 1000)]) == 1
    assert capsys.readouterr().err.strip()
    assert path.read_bytes() == before


def test_pair_names_a_preliminary_round_with_its_stage(tmp_path, capsys):
    """With preliminary groups `pair` says 预赛第 1 轮 (it said 第 1 轮, the final's name)."""
    from app.models.store import open_store
    from app.services.tournament import update_event_settings
    path = tmp_path / "d.sqlite"
    main(["demo", str(path)])
    store = open_store(path)
    update_event_settings(store, "xiangqi", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    store.close()
    capsys.readouterr()
    assert main(["pair", str(path), "--event", "xiangqi", "--seed", "1"]) == 0
    assert capsys.readouterr().out.startswith("预赛第 1 轮（随机种子 1，编排码 ")
