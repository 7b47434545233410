"""Roster by hand: add, edit, withdraw, delete (refused once a player has played)."""
import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry, Entry, Event, GameTable, Round, Seat, Stage
from app.services.players import (RosterError, add_player, delete_player, edit_player,
                                  list_players, withdraw_player)


def test_add_and_list(store):
    """A player added by hand is listed with school and events."""
    pid = add_player(store, "王伟", "广西大学", "2026001", ["xiangqi", "go"])
    [row] = list_players(store)
    assert (row.id, row.name, row.school, row.student_id, row.events) == (
        pid, "王伟", "广西大学", "2026001", ("xiangqi", "go"))
    assert list_players(store, "gomoku") == []


@pytest.mark.parametrize("name, school, student_id, message", [
    ("", "广西大学", "1", "姓名"), ("王伟", " ", "1", "学校"), ("王伟", "广西大学", "", "学号")])
def test_missing_fields_are_refused(store, name, school, student_id, message):
    """Every required field is checked with a message naming it."""
    with pytest.raises(RosterError, match=message):
        add_player(store, name, school, student_id)


def test_duplicate_student_id_refused(store):
    """Student IDs are unique in a tournament."""
    add_player(store, "王伟", "广西大学", "2026001")
    with pytest.raises(RosterError, match="2026001"):
        add_player(store, "李娜", "广西大学", "2026001")


def test_team_event_needs_a_team_and_fills_a_substitute(store):
    """Sanguosha 3v3 entries join a school team; the fourth member is the substitute."""
    with pytest.raises(RosterError, match="队伍"):
        add_player(store, "王伟", "广西大学", "1", ["sanguosha_3v3"])
    for index in range(4):
        add_player(store, f"队员{index}", "广西大学", f"T{index}", ["sanguosha_3v3"], team="西大一队")
    with store.read() as session:
        flags = [e.substitute for e in session.scalars(select(Entry).order_by(Entry.id))]
    assert flags == [False, False, False, True]


def test_edit_changes_fields_and_events_with_audit(store):
    """Editing a player changes what was asked and logs old → new."""
    pid = add_player(store, "王伟", "广西大学", "2026001", ["xiangqi"])
    edit_player(store, pid, name="王伟伟", school="广西师范大学", events=["go"])
    [row] = list_players(store)
    assert (row.name, row.school, row.events) == ("王伟伟", "广西师范大学", ("go",))
    with store.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "edit")).one()
    assert entry.old["name"] == "王伟" and entry.new["name"] == "王伟伟"


def _seat_player(store, pid):
    with store.session() as session:
        event = session.scalars(select(Event).where(Event.code == "xiangqi")).one()
        entry = session.scalars(select(Entry).where(Entry.player_id == pid)).one()
        stage = Stage(event=event, number=1, kind="final", pairing="swiss")
        table = GameTable(number=1, round=Round(stage=stage, number=1, seed=1))
        table.seats.append(Seat(seat_no=0, entry=entry))
        session.add(stage)


def test_delete_refused_once_played_withdraw_instead(store):
    """Someone who has been paired cannot be deleted, only withdrawn."""
    pid = add_player(store, "王伟", "广西大学", "2026001", ["xiangqi"])
    other = add_player(store, "李娜", "广西大学", "2026002", ["xiangqi"])
    _seat_player(store, pid)
    with pytest.raises(RosterError, match="退赛"):
        delete_player(store, pid)
    withdraw_player(store, pid)
    delete_player(store, other)
    rows = list_players(store)
    assert [(r.name, r.withdrawn) for r in rows] == [("王伟", True)]


def test_removing_an_event_with_play_is_refused(store):
    """An entry with games stays; the referee withdraws the player instead."""
    pid = add_player(store, "王伟", "广西大学", "2026001", ["xiangqi"])
    _seat_player(store, pid)
    with pytest.raises(RosterError, match="已有成绩"):
        edit_player(store, pid, events=["go"])
    assert list_players(store)[0].events == ("xiangqi",)
