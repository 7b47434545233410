"""`standings` read with plain SQL (app/services/standings_read.py) gives the ORM use case's JSON, exactly."""
import random
import shutil

import pytest

from app.cli import main
from app.models.store import open_store
from app.services.disqualification import disqualify
from app.services.event_standings import standings_json
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.standings_read import read_standings
from app.services.tournament import update_event_settings


def _orm_json(url: str, code: str) -> dict:
    store = open_store(url)
    try:
        return standings_json(event_standings(store, code))
    finally:
        store.close()


def _same_json(url: str, codes) -> None:
    for code in codes:
        fast = read_standings(url, code)
        assert fast is not None, code
        assert standings_json(fast) == _orm_json(url, code), code


EVERY_EVENT = ("xiangqi", "go", "gomoku", "checkers", "doudizhu", "sanguosha_3v3", "sanguosha_1v1",
               "sanguosha_identity")


def test_every_event_of_the_demo_reads_the_same_before_and_after_rounds(demo_url, play_round):
    """On a file and on PostgreSQL: no round yet, then two rounds played (byes where a field is odd)
    and a third paired with no result in (a live round)."""
    _same_json(demo_url, EVERY_EVENT)
    store = open_store(demo_url)
    rng = random.Random(3)
    for code in EVERY_EVENT:
        for number in (1, 2):
            play_round(store, code, pair_next_round(store, code, seed=number), rng)
        pair_next_round(store, code, seed=3)
    store.close()
    read = read_standings(demo_url, "xiangqi")
    assert (read.after_round, read.rounds_paired, read.status.live_round) == (2, 3, 3)  # rounds were read
    _same_json(demo_url, EVERY_EVENT)


def test_disqualified_players_and_preliminary_groups_read_the_same(demo_url, play_round):
    """A disqualification in xiangqi and in go's group round robin; go in its preliminaries, then in its final."""
    store = open_store(demo_url)
    rng = random.Random(5)
    update_event_settings(store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    for code in ("xiangqi", "go"):
        view = pair_next_round(store, code, seed=1)
        play_round(store, code, view, rng)
        disqualify(store, code, reason="作弊", player_id=view.tables[0].seats[0].competitor_id)
    view = pair_next_round(store, "go")
    play_round(store, "go", view, rng)
    store.close()
    assert read_standings(demo_url, "go").stage_kind == "preliminary"
    _same_json(demo_url, ("xiangqi", "go"))
    store = open_store(demo_url)
    while view.stage_kind == "preliminary":
        play_round(store, "go", view, rng)
        view = pair_next_round(store, "go")
    play_round(store, "go", view, rng)
    store.close()
    assert read_standings(demo_url, "go").stage_kind == "final"
    assert any(row["disqualified"] for row in standings_json(read_standings(demo_url, "xiangqi"))["rows"])
    _same_json(demo_url, ("xiangqi", "go"))


def test_playoffs_open_and_finished_read_the_same(tmp_path, capsys, play_round):
    """Go played to its last round, its ties proposed and played off through the command line."""
    from test_cli_playoff import _json, _played
    path, store = _played(tmp_path, play_round, "go", 5, seed=1)
    store.close()
    proposed = _json(capsys, ["playoff", path, "--event", "go", "--json"])["proposed"]
    assert proposed
    created = _json(capsys, ["playoff", path, "--event", "go", "--create", "--seed", "1", "--json"])
    _same_json(path, ("go",))  # playoff tables open
    for table in created["tables"]:
        _json(capsys, ["result", path, "--event", "go", "--round", table["round"], "--table", str(table["table"]),
                       "--score", "1-0", "--json"])
    assert standings_json(read_standings(path, "go"))["rows"]
    _same_json(path, ("go",))  # played off


def test_a_file_the_plain_read_does_not_take_is_opened_as_usual(tmp_path, demo_store, capsys):
    """An event the file does not hold and a read-only file: None, and the command's usual words."""
    path = demo_store.path
    demo_store.close()
    from app.services.events import RosterError
    store = open_store(path)
    with store.session() as session:
        from sqlalchemy import delete, select

        from app.models.schema import Entry, Event
        event_id = session.scalar(select(Event.id).where(Event.code == "go"))
        session.execute(delete(Entry).where(Entry.event_id == event_id))
        session.execute(delete(Event).where(Event.id == event_id))
    store.close()
    assert read_standings(str(path), "go") is None
    assert main(["standings", str(path), "--event", "go", "--json"]) == 1
    assert "围棋" in capsys.readouterr().err
    with pytest.raises(RosterError):
        _orm_json(str(path), "go")
    copy = tmp_path / "ro" / "copy.sqlite"
    copy.parent.mkdir()
    shutil.copyfile(path, copy)
    copy.chmod(0o444)
    copy.parent.chmod(0o555)
    try:
        assert read_standings(str(copy), "xiangqi") is None
        assert main(["standings", str(copy), "--event", "xiangqi", "--json"]) == 0
        assert "只读" in capsys.readouterr().err
    finally:
        copy.parent.chmod(0o755)



def test_requested_byes_and_a_disqualified_team_read_the_same(demo_url, play_round):
    """A requested bye in xiangqi and in gomoku (two games a round) and a disqualified 3v3 team: both reads
    count the bye as a voluntary drawn round and leave the team out alike."""
    from app.services.players import list_players
    store = open_store(demo_url)
    rng = random.Random(7)
    for code in ("xiangqi", "gomoku"):
        asked = list_players(store, code)[0].id
        play_round(store, code, pair_next_round(store, code, seed=1, requested_byes=[asked]), rng)
        play_round(store, code, pair_next_round(store, code, seed=2), rng)
    view = pair_next_round(store, "sanguosha_3v3", seed=1)
    play_round(store, "sanguosha_3v3", view, rng)
    disqualify(store, "sanguosha_3v3", reason="作弊", team_id=view.tables[0].seats[0].competitor_id)
    store.close()
    assert any(row["disqualified"] for row in standings_json(read_standings(demo_url, "sanguosha_3v3"))["rows"])
    _same_json(demo_url, ("xiangqi", "gomoku", "sanguosha_3v3"))
