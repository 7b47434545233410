"""Playoffs (加赛) through the command line: proposed after the last round, entered as `--round playoff`."""
import json
import random

from app.cli import main
from app.models.store import open_store
from app.services.demo import build_demo
from app.services.printing import certificate_awards
from app.services.rounds import pair_next_round
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


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


def _pdf_text(path) -> str:
    from pypdf import PdfReader
    return "".join(page.extract_text() for page in PdfReader(str(path)).pages)


def test_every_playoff_round_prints_by_its_name(tmp_path, capsys):
    """Go: 5 of the 8 tied for 1st disqualified: the other 3 play off in 3 rounds, one sitting out each,
    and the 8 who lost, now 4th, in 7 rounds beside them; `print … --round 加赛2` prints that round's
    pairings and scoresheet, `--round 加赛` the latest, with its result once entered (#22 item 2)."""
    from app.services.disqualification import disqualify
    from app.services.playoffs import proposed_playoffs
    from app.services.results import record_result
    from app.services.tournament import update_event_settings
    path = tmp_path / "go.sqlite"
    store = build_demo(path, seed=1)
    update_event_settings(store, "go", {"rounds": 1})
    for table in pair_next_round(store, "go", seed=1).tables:
        record_result(store, "go", RoundId("go", FINAL, 1), table.number, {"score": "1-0"})
    [proposal] = proposed_playoffs(store, "go")
    for pid, _name, _school in proposal.members[:5]:
        disqualify(store, "go", reason="cheating", player_id=pid)
    store.close()
    created = _json(capsys, ["playoff", str(path), "--event", "go", "--create", "--seed", "1", "--json"])
    three = {pid for pid, _name, _school in proposal.members[5:]}
    assert [(p["place"], len(p["players"])) for p in created["proposed"]] == [(1, 3), (4, 8)]
    of_three = [t for t in created["tables"] if set(t["players"]) <= three]
    assert [t["round"] for t in of_three] == ["加赛1", "加赛2", "加赛3"]
    assert [b["round"] for b in created["byes"]] == ["加赛1", "加赛2", "加赛3"]
    assert {t["round"] for t in created["tables"]} == {f"加赛{n}" for n in range(1, 8)}
    names = {pid: name for pid, name, _school in proposal.members}
    out = tmp_path / "p.pdf"
    for kind in ("pairings", "scoresheet"):
        assert main(["print", str(path), kind, "--event", "go", "--round", "加赛2", "-o", str(out)]) == 0
        text = _pdf_text(out)
        assert "围棋 加赛2 " in text and all(names[p] in text for p in of_three[1]["players"])
    assert main(["print", str(path), "pairings", "--event", "go", "--round", "加赛3", "-o", str(out)]) == 0
    assert "轮空" in _pdf_text(out)
    _json(capsys, ["result", str(path), "--event", "go", "--round", "加赛", "--table", "1", "--score", "1-0",
                   "--json"])
    assert main(["print", str(path), "pairings", "--event", "go", "--round", "playoff", "-o", str(out)]) == 0
    text = _pdf_text(out)
    assert "围棋 加赛7 " in text and "1-0" in text
    assert main(["print", str(path), "pairings", "--event", "go", "--round", "加赛8", "-o", str(out)]) != 0
    assert "加赛 8尚未编排" in capsys.readouterr().err
