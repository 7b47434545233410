"""What writing a result leaves in the file, row by row: a change replaces a table's seats, result, games
and fouls (never adds to them), a clear removes them, another station's commit is seen before anything is
written, and a write that fails half-way leaves nothing."""
import pytest
from sqlalchemy import func, select

from app.models.schema import AuditEntry, Foul, Game, GameTable, Result, Seat
from app.models.store import open_store
from app.services import audit
from app.services.disqualification import list_disqualified
from app.services.results import ChangedElsewhere, Seen, clear_result, record_result
from app.services.rounds import pair_next_round


def _rows(store, round_id, number):
    """(seats' points and outcomes, result summary, games' first seats, fouls' (seat entry, game))."""
    with store.read() as session:
        table = session.scalars(select(GameTable).join(GameTable.round)
                                .where(GameTable.number == number, GameTable.round.has(number=round_id.number))).one()
        seats = [(seat.points, seat.outcome) for seat in table.seats]
        result = table.result.summary if table.result else None
        games = [game.first_seat for game in session.scalars(select(Game).where(Game.table_id == table.id)
                                                               .order_by(Game.number))]
        fouls = sorted((foul.entry_id, foul.game_no) for foul in
                       session.scalars(select(Foul).where(Foul.table_id == table.id)))
        entries = [seat.entry_id for seat in table.seats]
    return seats, result, games, fouls, entries


def _audited(store, action):
    with store.read() as session:
        return session.scalar(select(func.count()).select_from(AuditEntry).where(AuditEntry.action == action))


def test_a_change_replaces_the_games_and_a_clear_removes_everything(demo_store):
    """Gomoku's two games are stored as two rows; a change stores the new two in their place; a clear
    leaves the seats without points, no result and no games; each step audited once."""
    view = pair_next_round(demo_store, "gomoku", seed=1)
    rid, number = view.round_id, view.tables[0].number
    record_result(demo_store, "gomoku", rid, number,
                  {"games": [{"winner": 0, "black": 0}, {"winner": 1, "black": 1}]})
    seats, result, games, fouls, _ = _rows(demo_store, rid, number)
    assert (result, games, fouls) == ("1-1", [0, 1], [])
    record_result(demo_store, "gomoku", rid, number,
                  {"games": [{"winner": 0, "black": 1}, {"winner": 0, "black": 0}]}, seen=Seen("1-1", view.draw))
    seats, result, games, fouls, _ = _rows(demo_store, rid, number)
    assert (result, games) == ("2-0", [1, 0])
    assert [outcome for _points, outcome in seats] == ["win", "loss"]
    assert clear_result(demo_store, "gomoku", rid, number, seen=Seen("2-0", view.draw)) == {
        "games": [{"winner": 0, "black": 1}, {"winner": 0, "black": 0}]}
    seats, result, games, fouls, _ = _rows(demo_store, rid, number)
    assert (seats, result, games, fouls) == ([(None, ""), (None, "")], None, [], [])
    assert [_audited(demo_store, action) for action in ("result", "result_change", "result_clear")] == [1, 1, 1]


def test_a_changed_dou_dizhu_result_replaces_its_fouls_and_recounts_the_limit(demo_store):
    """Dou Dizhu's fouls are one row each: a change stores the new ones instead of adding them, and the
    foul limit (3 in the event) disqualifies, then lifts, as the stored fouls say."""
    view = pair_next_round(demo_store, "doudizhu", seed=1)
    rid, number = view.round_id, view.tables[0].number
    hand = [{"bid": 1, "landlord": 0, "landlord_won": True}]
    recorded = record_result(demo_store, "doudizhu", rid, number, {"hands": hand, "fouls": [3, 0, 1]})
    _seats, _result, _games, fouls, entries = _rows(demo_store, rid, number)
    assert fouls == sorted([(entries[0], 1)] * 3 + [(entries[2], 1)])
    assert len(recorded.disqualified) == 1 and [d.source for d in list_disqualified(demo_store, "doudizhu")] == ["fouls"]
    changed = record_result(demo_store, "doudizhu", rid, number, {"hands": hand, "fouls": [0, 1, 0]},
                            seen=Seen(recorded.scored.summary, view.draw))
    _seats, _result, _games, fouls, entries = _rows(demo_store, rid, number)
    assert fouls == [(entries[1], 1)]
    assert changed.disqualified == () and list_disqualified(demo_store, "doudizhu") == []


def test_another_stations_commit_is_read_before_anything_is_written(demo_store):
    """Station B typed against an open table that station A has just filled: refused, naming A's result,
    nothing written; typed against A's result it lands, and its audit names A's result as the one replaced."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    rid, number = view.round_id, view.tables[0].number
    other = open_store(demo_store.path)
    try:
        record_result(demo_store, "xiangqi", rid, number, {"score": "1-0"}, seen=Seen(None, view.draw))
        before = _audited(other, "result") + _audited(other, "result_change")
        with pytest.raises(ChangedElsewhere) as refused:
            record_result(other, "xiangqi", rid, number, {"score": "0-1"}, seen=Seen(None, view.draw))
        assert refused.value.current == "1-0"
        with pytest.raises(ChangedElsewhere):
            clear_result(other, "xiangqi", rid, number, seen=Seen("½-½", view.draw))
        assert _rows(other, rid, number)[1] == "1-0"
        assert _audited(other, "result") + _audited(other, "result_change") == before
        recorded = record_result(other, "xiangqi", rid, number, {"score": "0-1"}, seen=Seen("1-0", view.draw))
        assert (recorded.previous, recorded.previous_summary) == ({"score": "1-0"}, "1-0")
        with demo_store.read() as session:
            change = session.scalars(select(AuditEntry).where(AuditEntry.action == "result_change")).one()
        assert (change.old["summary"], change.new["summary"]) == ("1-0", "0-1")
    finally:
        other.close()


def test_a_write_that_fails_half_way_leaves_the_table_as_it_was(demo_store, monkeypatch):
    """The seats, result and games are written before the audit entry: when the audit cannot be written
    the whole change is rolled back, the earlier result still stored."""
    view = pair_next_round(demo_store, "gomoku", seed=1)
    rid, number = view.round_id, view.tables[0].number
    record_result(demo_store, "gomoku", rid, number, {"score": "2-0"})
    kept = _rows(demo_store, rid, number)

    def broken(*_args, **_kwargs):
        raise RuntimeError("the audit could not be written")
    monkeypatch.setattr(audit, "record", broken)
    with pytest.raises(RuntimeError):
        record_result(demo_store, "gomoku", rid, number, {"score": "0-2"}, seen=Seen("2-0", view.draw))
    with pytest.raises(RuntimeError):
        clear_result(demo_store, "gomoku", rid, number, seen=Seen("2-0", view.draw))
    assert _rows(demo_store, rid, number) == kept
    with demo_store.read() as session:
        assert session.scalar(select(func.count()).select_from(Result)) == 1
        assert session.scalar(select(func.count()).select_from(Seat).where(Seat.points.is_not(None))) == 2


def test_only_an_earlier_round_warns_that_later_rounds_were_paired(demo_store):
    """``later_rounds_paired``: a result of round 1 once round 2 is paired, never one of the latest round."""
    first = pair_next_round(demo_store, "xiangqi", seed=1)
    for table in first.tables:
        assert not record_result(demo_store, "xiangqi", first.round_id, table.number, {"score": "1-0"}).later_rounds_paired
    second = pair_next_round(demo_store, "xiangqi", seed=2)
    assert record_result(demo_store, "xiangqi", first.round_id, 1, {"score": "="}).later_rounds_paired
    assert not record_result(demo_store, "xiangqi", second.round_id, 1, {"score": "="}).later_rounds_paired
