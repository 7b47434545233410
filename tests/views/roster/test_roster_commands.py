"""Roster undo: each undoable roster edit restores exactly what was there before."""
from PySide6.QtGui import QUndoStack

from app.services.players import add_player, list_players
from app.views.roster.roster_commands import AddPlayer, DeletePlayer, EditPlayer, WithdrawPlayer


def _row(store, player_id):
    return next(row for row in list_players(store) if row.id == player_id)


def _push(stack, command):
    stack.push(command.execute())


def test_undo_of_deleting_a_withdrawn_player_keeps_them_withdrawn(store, qtbot):
    """A withdrawn player deleted and brought back by Undo is still withdrawn, in the same events."""
    player_id = add_player(store, "王小明", "广西大学", "2026001", ["xiangqi", "go"], withdrawn=True)
    stack = QUndoStack()
    _push(stack, DeletePlayer(store, _row(store, player_id)))
    assert list_players(store) == []
    stack.undo()
    (back,) = list_players(store)
    assert back.withdrawn and back.name == "王小明" and back.events == ("xiangqi", "go")
    stack.redo()
    assert list_players(store) == []


def test_add_edit_withdraw_undo_and_redo_in_order(store, qtbot):
    """Add, edit and withdraw a player, undo all three back to an empty roster, redo all three."""
    stack = QUndoStack()
    _push(stack, AddPlayer(store, {"name": "李雷", "school": "广西大学", "student_id": "1",
                                   "events": ["xiangqi"], "gender": "", "grade": "", "team": None}))
    (added,) = list_players(store)
    _push(stack, EditPlayer(store, added, {"name": "李雷雷", "school": "南宁师范大学", "student_id": "1",
                                           "events": ["xiangqi", "gomoku"], "gender": "男", "grade": "大一",
                                           "team": None}))
    _push(stack, WithdrawPlayer(store, _row(store, added.id), True))
    final = list_players(store)[0]
    assert (final.name, final.school, final.events, final.withdrawn) == (
        "李雷雷", "南宁师范大学", ("xiangqi", "gomoku"), True)
    stack.undo()
    assert not list_players(store)[0].withdrawn
    stack.undo()
    edited_back = list_players(store)[0]
    assert (edited_back.name, edited_back.school, edited_back.events) == ("李雷", "广西大学", ("xiangqi",))
    stack.undo()
    assert list_players(store) == []
    for _ in range(3):
        stack.redo()
    again = list_players(store)[0]
    assert (again.name, again.events, again.withdrawn) == ("李雷雷", ("xiangqi", "gomoku"), True)


def test_undo_and_redo_bring_a_player_back_under_the_same_id(store, qtbot):
    """Ids are never handed out twice, so a player deleted and brought back by Undo keeps their
    id: the audit log and later undo steps still name the same person."""
    player_id = add_player(store, "赵六", "广西大学", "2026009", ["go"])
    stack = QUndoStack()
    _push(stack, DeletePlayer(store, _row(store, player_id)))
    stack.undo()
    assert [p.id for p in list_players(store)] == [player_id]
