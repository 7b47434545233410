"""Playoffs (加赛) through the command line: proposed after the last round, entered as `--round playoff`."""
import json
import random

from app.cli import main
from app.models.store import open_store
from app.services.demo import build_demo
from app.services.printing import certificate_awards
from app.services.rounds import pair_next_round


def _json(capsys, argv):
    capsys.readouterr()
    assert main(argv) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


def _played(tmp_path, play_round, code, rounds, seed):
    """A demo file with ``rounds`` rounds of the event paired and entered; the store stays open."""
    path = tmp_path / f"{code}.sqlite"
    store = build_demo(path, seed=seed)
    rng = random.Random(seed)
    for number in range(1, rounds + 1):
        play_round(store, code, pair_next_round(store, code, seed=number), rng)
    return str(path), store


def _flagged_groups(rows):
    groups = {}
    for row in rows:
        if row["playoff"]:
            groups.setdefault(row["place"], set()).add(row["id"])
    return sorted(groups.values(), key=min)


def _play_off(capsys, path, code, score, award_places):
    """Create and enter playoffs (seat 0 wins every match) until none is proposed; the matches played."""
    played = []
    for attempt in range(1, 6):
        proposed = _json(capsys, ["playoff", path, "--event", code, "--json"])["proposed"]
        if not proposed:
            return played
        assert all(p["place"] <= award_places and len(p["players"]) >= 2 for p in proposed)
        created = _json(capsys, ["playoff", path, "--event", code, "--create", "--seed", str(attempt), "--json"])
        assert created["proposed"] == proposed
        for table in created["tables"]:
            done = _json(capsys, ["result", path, "--event", code, "--round", table["round"],
                                  "--table", str(table["table"]), "--score", score, "--json"])
            assert done["points"] == [1.0, 0.0]
            played.append(table["players"])
    raise AssertionError("the playoffs never ended")


def test_go_ties_share_places_until_the_last_round_then_a_playoff_decides(tmp_path, capsys, play_round):
    """Go: no 加赛 before round 5; after it the tie is proposed, played via the CLI, and places follow."""
    path, store = _played(tmp_path, play_round, "go", 4, seed=1)
    store.close()
    before = _json(capsys, ["standings", path, "--event", "go", "--json"])
    assert before["provisional"] is True and before["status"] == "第4轮后（未完赛）"
    assert not any(r["playoff"] for r in before["rows"])
    assert any(r["shared"] and r["place"] <= 6 for r in before["rows"])  # ties are shared places (3=)
    assert _json(capsys, ["playoff", path, "--event", "go", "--json"])["proposed"] == []

    store = open_store(path)
    play_round(store, "go", pair_next_round(store, "go", seed=5), random.Random(5))
    store.close()
    after = _json(capsys, ["standings", path, "--event", "go", "--json"])
    groups = _flagged_groups(after["rows"])
    assert after["provisional"] is True and after["after_round"] == 5 and groups
    assert after["reason"] == "有并列名次须加赛决定"
    proposed = _json(capsys, ["playoff", path, "--event", "go", "--json"])["proposed"]
    assert sorted((set(p["players"]) for p in proposed), key=min) == groups
    assert all(p["games"] == 1 and p["matches"] == len(p["players"]) * (len(p["players"]) - 1) // 2
               for p in proposed)

    out = tmp_path / "cert.pdf"
    assert main(["print", path, "certificates", "--event", "go", "-o", str(out)]) != 0
    assert "有并列名次须加赛决定" in capsys.readouterr().err and not out.exists()

    matches = _play_off(capsys, path, "go", "1-0", 6)
    final = _json(capsys, ["standings", path, "--event", "go", "--json"])
    place = {r["id"]: r["place"] for r in final["rows"]}
    assert final["provisional"] is False and final["status"] == "（最终）"
    assert not any(r["playoff"] for r in final["rows"])
    assert not any(r["shared"] for r in final["rows"] if r["place"] <= 6)
    two_player = [m for m in matches if any(set(m) == g for g in groups)]
    assert all(place[winner] < place[loser] for winner, loser in two_player)
    store = open_store(path)
    try:
        individual = [a for a in certificate_awards(store, "go") if a.kind == "individual"]
    finally:
        store.close()
    assert individual and not any(a.shared or a.draft for a in individual)
    assert main(["print", path, "certificates", "--event", "go", "-o", str(out)]) == 0 and out.exists()


def test_identity_playoff_is_best_of_three(tmp_path, capsys, play_round):
    """Identity (docs/rules.md §6.3): equal points for a prize go to a best-of-three playoff, entered as 2-1."""
    path, store = _played(tmp_path, play_round, "sanguosha_identity", 3, seed=2)
    store.close()
    standings = _json(capsys, ["standings", path, "--event", "sanguosha_identity", "--json"])
    groups = _flagged_groups(standings["rows"])
    assert groups and all(r["shared"] for r in standings["rows"] if r["playoff"])
    proposed = _json(capsys, ["playoff", path, "--event", "sanguosha_identity", "--json"])["proposed"]
    assert {p["games"] for p in proposed} == {3}
    _json(capsys, ["playoff", path, "--event", "sanguosha_identity", "--create", "--json"])
    assert main(["result", path, "--event", "sanguosha_identity", "--round", "playoff", "--table", "1",
                 "--score", "2-2"]) != 0
    assert "3局2胜" in capsys.readouterr().err
    assert _json(capsys, ["playoff", path, "--event", "sanguosha_identity", "--json"])["proposed"] == []
    matches = _play_off_open(capsys, path)
    assert matches
    _play_off(capsys, path, "sanguosha_identity", "2-1", 3)
    final = _json(capsys, ["standings", path, "--event", "sanguosha_identity", "--json"])
    assert final["provisional"] is False
    assert not any(r["shared"] for r in final["rows"] if r["place"] <= 3)


def _play_off_open(capsys, path):
    """Enter 2-1 on every open table of the identity playoff already created."""
    tables = _json(capsys, ["playoff", path, "--event", "sanguosha_identity", "--json"])["tables"]
    for table in tables:
        _json(capsys, ["result", path, "--event", "sanguosha_identity", "--round", table["round"],
                       "--table", str(table["table"]), "--score", "2-1", "--json"])
    return tables

