"""A big import is a few batched statements in one short transaction, checked against the latest roster."""
import pytest
from sqlalchemy import event, func, select

from app.models.schema import Entry, Player, Team
from app.models.store import open_store
from app.services.players import RosterError, add_player, list_players
from app.services.roster_import import RosterChanged, apply_import, plan_import

HEADER = "姓名,学校,学号,项目,队伍\r\n"
EVENTS = ("象棋", "围棋", "五子棋", "跳棋", "斗地主")


def _roster(path, players, start=0):
    rows = [f"选手{i},学校{i % 7},S{i:06d},{EVENTS[i % 5]}、三国杀身份,\r\n"
            for i in range(start, start + players)]
    teams = [f"队员{i},学校{i // 4},T{i:04d},三国杀3v3,{i // 4}队\r\n" for i in range(8)]
    path.write_text(HEADER + "".join(rows + teams), encoding="utf-8")
    return path


def _statements_during(store, work):
    """How many SQL statements the engine ran while ``work()`` ran (an executemany counts once)."""
    seen = []
    listener = lambda *args: seen.append(args[2])  # noqa: E731
    event.listen(store.engine, "before_cursor_execute", listener)
    try:
        work()
    finally:
        event.remove(store.engine, "before_cursor_execute", listener)
    return len(seen)


def test_the_write_runs_the_same_statements_for_50_or_1000_players(store, tmp_path):
    """No per-row query: the import's statement count does not grow with the number of rows."""
    small = plan_import(store, _roster(tmp_path / "small.csv", 50))
    small_count = _statements_during(store, lambda: apply_import(store, small))
    big = plan_import(store, _roster(tmp_path / "big.csv", 1000, start=100))
    big_count = _statements_during(store, lambda: apply_import(store, big))
    assert big_count <= small_count
    with store.read() as session:
        assert session.scalar(select(func.count(Player.id))) == 50 + 1000 + 8
        assert session.scalar(select(func.count(Entry.id))) == 2 * 1050 + 8
        members = session.execute(select(Team.name, func.count(Entry.id), func.sum(Entry.substitute))
                                  .join(Entry).group_by(Team.id).order_by(Team.name)).all()
    assert members == [("0队", 4, 1), ("1队", 4, 1)]  # three players and a substitute each


def test_another_writer_is_not_blocked_while_the_file_is_read(store, tmp_path, monkeypatch):
    """Reading and checking hold no lock: a second station writes meanwhile, then the import refuses the stale plan."""
    import app.roster.reading as reading
    monkeypatch.setattr(reading, "_PROGRESS_EVERY", 10)
    other = open_store(store.path)
    written = []

    def other_station_writes(_rows):
        if not written:
            written.append(add_player(other, "外来", "学校0", "X1", ["xiangqi"]))
    plan = plan_import(store, _roster(tmp_path / "r.csv", 40), progress=other_station_writes)
    other.close()
    assert written and plan.ok
    with pytest.raises(RosterChanged, match="已被修改"):
        apply_import(store, plan)
    assert [p.name for p in list_players(store)] == ["外来"]
    apply_import(store, plan_import(store, tmp_path / "r.csv"))
    assert len(list_players(store)) == 1 + 40 + 8


def test_a_clash_found_while_writing_rolls_back_every_row(store, tmp_path):
    """A team name owned by another school stops the write after players were inserted: nothing stays."""
    add_player(store, "甲", "一中", "A1", ["sanguosha_3v3"], team="联队")
    path = tmp_path / "r.csv"
    path.write_text(HEADER + "".join(f"乙{i},二中,B{i},三国杀3v3,联队\r\n" for i in range(3)), encoding="utf-8")
    plan = plan_import(store, path)
    assert plan.ok
    with pytest.raises(RosterError, match="队伍 “联队” 属于 一中"):
        apply_import(store, plan)
    assert [p.name for p in list_players(store)] == ["甲"]
