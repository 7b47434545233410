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
