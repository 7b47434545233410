"""TRF-16 of a two-player event: written by the station, read back identical; imported as a new event in one
transaction, its tie-breaks computed by the station as computed here by hand."""
import random
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.exports.trf import TrfError, read_trf
from app.models.schema import AuditEntry, Player
from app.services.players import add_player, list_players, withdraw_player
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import new_tournament, tournament_info, update_event_settings
from app.services.trf import import_trf, trf_of_event, write_trf_file

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "exports"))
from test_trf_records import HAND_TYPED  # noqa: E402  (the same hand-typed file)
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def played_xiangqi(demo_store, play_round):
    """Three rounds of the demo's xiangqi, one more entrant (an odd field: byes), table 1 of round 2 a forfeit,
    a player withdrawn after round 2 (absent: Z), round 4 paired with one result in."""
    rng = random.Random(7)
    add_player(demo_store, "韦小宝", "广西大学", "trf-odd", ["xiangqi"])
    for number in (1, 2, 3):
        if number == 3:
            withdraw_player(demo_store, list_players(demo_store, "xiangqi")[0].id)
        view = pair_next_round(demo_store, "xiangqi", seed=rng.randrange(100))
        play_round(demo_store, "xiangqi", view, rng)
        if number == 2:
            record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 2), 1, {"score": "+-"})
    pair_next_round(demo_store, "xiangqi", seed=1)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 4), 2, {"score": "0-1"})
    return demo_store


def _fresh(tmp_path, name, events=("go",)):
    return new_tournament(tmp_path / f"{len(list(tmp_path.iterdir()))}.sqlite", name, events=events)


def test_a_trf_written_by_the_station_is_read_back_identical(played_xiangqi, tmp_path):
    """Export → import as a new event in another file → export: the same text, the same standings."""
    first = write_trf_file(played_xiangqi, "xiangqi", tmp_path / "a.trf").read_text(encoding="utf-8")
    trf = read_trf(first)
    codes = {g.result for p in trf.players for g in p.games}
    assert {"1", "0", "+", "-", "U", "Z", " "} <= codes  # wins, losses, the forfeit, byes, absence, open table
    other = _fresh(tmp_path, tournament_info(played_xiangqi).name)
    imported = import_trf(other, "xiangqi", tmp_path / "a.trf")
    assert (imported.players, imported.rounds) == (len(trf.players), 4)
    second = write_trf_file(other, "xiangqi", tmp_path / "b.trf").read_text(encoding="utf-8")
    assert second == first
    before, after = event_standings(played_xiangqi, "xiangqi"), event_standings(other, "xiangqi")
    assert ([(r.rank, r.name, r.points, r.tiebreaks) for r in after.rows]
            == [(r.rank, r.name, r.points, r.tiebreaks) for r in before.rows])
    other.close()


def test_the_hand_typed_file_gives_the_tie_breaks_computed_by_hand(tmp_path):
    """FIDE points (no BB lines: 1 / ½ / 0, a bye 1); 大小分 counts only opponents met; under fide2023 each
    unplayed round is a dummy opponent on the player's own score, and Dan's closing absence counts as a draw
    in his opponents' Buchholz (C.07 16.3, 16.4)."""
    path = tmp_path / "hand.trf"
    path.write_text(HAND_TYPED, encoding="utf-8")
    store = _fresh(tmp_path, "Hand")
    import_trf(store, "xiangqi", path)
    rows = {r.name: r for r in event_standings(store, "xiangqi").rows}
    assert {n: r.points for n, r in rows.items()} == {"Ann": 3.0, "Bob": 1.5, "Cai": 1.0, "Dan": 1.0}
    # 大小分: Ann met Bob only (forfeit, bye); Bob met Ann and Cai; Cai met Dan and Bob; Dan met Cai.
    assert {n: r.tiebreaks["opp_points"] for n, r in rows.items()} == {
        "Ann": 1.5, "Bob": 4.0, "Cai": 2.5, "Dan": 1.0}
    update_event_settings(store, "xiangqi", {"unplayed_rule": "fide2023", "tiebreaks": ["buchholz"]})
    rows = {r.name: r for r in event_standings(store, "xiangqi").rows}
    # Ann 1.5 + 3 + 3; Bob 3 + 1.5 + 1; Cai 1.5 (Dan adjusted) + 1 + 1.5; Dan 1 + 1 + 1.
    assert {n: r.tiebreaks["buchholz"] for n, r in rows.items()} == {
        "Ann": 7.5, "Bob": 5.5, "Cai": 4.0, "Dan": 3.0}
    assert rows["Cai"].rank == 3 and rows["Dan"].rank == 4  # now separated by Buchholz
    store.close()


def test_the_import_is_one_transaction_with_one_audit_row(tmp_path):
    """Players, the event's point system and rounds land together; the schools come from the 013 lines."""
    path = tmp_path / "hand.trf"
    path.write_text(HAND_TYPED, encoding="utf-8")
    store = _fresh(tmp_path, "Hand")
    import_trf(store, "xiangqi", path)  # not held yet: the event is created
    with store.read() as session:
        schools = {p.name: p.school.name for p in session.query(Player)}
        audit = [a.new for a in session.query(AuditEntry).filter_by(action="import_trf")]
    assert schools == {"Ann": "School A", "Bob": "School B", "Cai": "School A", "Dan": "School B"}
    assert audit == [{"event": "xiangqi", "file": "hand.trf", "players": 4, "rounds": 3, "games": 4,
                      "disqualified": 0}]
    store.close()


def _bytes(path: Path) -> dict:
    return {p.name: p.read_bytes() for p in path.parent.iterdir() if p.name.startswith(path.name)}


@pytest.mark.parametrize("change, expected", [
    (("3.0    1", "2.0    1"), "TRF 中 1 号选手的积分为 2.0，但按文件的计分各轮合计为 3.0"),
    (("1 w -     2 b =", "1 w -     2 b ="), None),  # unchanged: the event already holds entrants
    (("  1 b 0", "  1 b ="), "TRF 第 7 行：第 1 轮 1 号记为“2 w 1”，对手 2 号的记录“1 b =”与之不符"),
])
def test_a_refused_import_names_the_fault_and_writes_nothing(tmp_path, capsys, change, expected):
    """Exit 1 with the message; the tournament file is byte-identical afterwards."""
    target = tmp_path / "t.sqlite"
    store = new_tournament(target, "Hand", events=("xiangqi",))
    if expected is None:  # an event with entrants is not a new event
        add_player(store, "王伟", "广西大学", "1", ["xiangqi"])
        expected = "象棋已有报名或轮次"
    store.close()
    source = tmp_path / "in.trf"
    source.write_text(HAND_TYPED.replace(*change, 1), encoding="utf-8")
    before = _bytes(target)
    assert main(["import-trf", str(target), str(source), "--event", "xiangqi"]) == 1
    assert expected in capsys.readouterr().err
    assert _bytes(target) == before


def test_a_result_the_event_cannot_hold_is_refused_naming_player_and_round(tmp_path):
    """Go has no draws: the hand-typed file's draws are refused, naming where."""
    path = tmp_path / "hand.trf"
    path.write_text(HAND_TYPED, encoding="utf-8")
    store = _fresh(tmp_path, "Hand", events=("go",))
    with pytest.raises(TrfError) as caught:
        import_trf(store, "go", path)
    assert str(caught.value).startswith("TRF 中 3 号选手第 1 轮的结果 “=” 在围棋中不能录入")
    with store.read() as session:
        assert session.query(Player).count() == 0
    store.close()


def test_only_two_player_events_of_one_game_a_round_are_written(played_xiangqi, tmp_path, capsys):
    """Dou Dizhu (tables of three) is refused with the reason; the CLI needs exactly one --event."""
    with pytest.raises(TrfError) as caught:
        trf_of_event(played_xiangqi, "doudizhu")
    assert "斗地主" in str(caught.value) and "Dou Dizhu" in caught.value.message("en")
    path = played_xiangqi.path
    played_xiangqi.close()
    assert main(["export", str(path), "-o", str(tmp_path / "x.trf")]) == 2
    assert "--event" in capsys.readouterr().err


@pytest.mark.parametrize("make, expected", [
    (lambda d: d / "missing.trf", "无法读取"),
    (lambda d: d, "是文件夹"),  # a folder: no regular file
    (lambda d: d.parent / "t.sqlite", "是当前打开的赛事文件"),  # never opened but by SQLite
    (lambda d: _written(d / "gbk.trf", "012 测试\n".encode("gbk")), "第 1 行不是 UTF-8"),
    (lambda d: _written(d / "empty.trf", b""), "只有 0 名选手"),
    (lambda d: _written(d / "xxr.trf", HAND_TYPED.replace("XXR 3", "XXR 100000").encode()), "TRF 第 2 行：轮数"),
])
def test_hostile_trf_files_end_in_a_message(tmp_path, capsys, make, expected):
    """No traceback: exit 1 naming the problem, the tournament file unchanged."""
    target = tmp_path / "t.sqlite"
    new_tournament(target, "Hand", events=("go",)).close()
    folder = tmp_path / "in"
    folder.mkdir()
    before = _bytes(target)
    assert main(["import-trf", str(target), str(make(folder)), "--event", "xiangqi"]) == 1
    assert expected in capsys.readouterr().err
    assert _bytes(target) == before


def _written(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path
