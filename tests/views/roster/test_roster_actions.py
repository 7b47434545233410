"""The roster room owns its actions: its menu, its entries buttons and their undo steps work on a bare
window, with no MainWindow behind them."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMenuBar, QMessageBox, QWidget

from app.services.players import list_players
from app.services.tournament import event_info, list_events
from app.views.roster.player_dialog import PlayerDialog
from app.views.roster.roster_actions import RosterActions
from app.views.roster.roster_commands import AddPlayer
from app.views.roster.settings_dialog import SettingsDialog
from app.views.shell.event_tab import EventTab
from app.views.shell.event_undo import EventUndo


@pytest.fixture
def room(qtbot, demo_store):
    """The roster room's actions on a plain widget, with the go tab wired by them."""
    window = QWidget()
    qtbot.addWidget(window)
    undo_group = EventUndo(window)
    undo_group.follow("go")
    tabs = {}
    actions = RosterActions(window, undo_group, lambda: demo_store, lambda: tabs.get("go"))
    go = next(e for e in list_events(demo_store) if e.code == "go")
    tabs["go"] = EventTab(demo_store, go, undo_group.stack_for("go"), wire=actions.wire)
    tabs["go"].build_pages()
    return actions, tabs["go"]


def _menu_actions(actions):
    """The 报名 menu's action and its items by text, in a menu bar of the room's window (kept alive by it)."""
    menu_action = actions.add_menu(QMenuBar(actions.window))
    return menu_action, {a.text(): a for a in menu_action.menu().actions()}


def test_the_roster_menu_keeps_its_items_and_shortcuts(room):
    """报名 holds add, import, template and settings, with Ctrl+Shift+N, Ctrl+I and Ctrl+, as before."""
    actions, _tab = room
    menu_action, items = _menu_actions(actions)
    assert menu_action.text() == "报名(&R)"
    assert {text: item.shortcut().toString() for text, item in items.items()} == {
        "添加选手…": QKeySequence("Ctrl+Shift+N").toString(), "导入报名表…": QKeySequence("Ctrl+I").toString(),
        "保存报名表模板…": "", "项目设置…": QKeySequence("Ctrl+,").toString()}


def test_add_player_from_the_rooms_menu_is_one_undo_step(room, monkeypatch):
    """The menu's 添加选手 adds the player to the event in front; its undo step removes them."""
    actions, tab = room
    monkeypatch.setattr(PlayerDialog, "exec", lambda dialog: QDialog.Accepted)
    monkeypatch.setattr(PlayerDialog, "values", lambda dialog: {
        "name": "新选手", "school": "广西大学", "student_id": "9999001", "events": [tab.code]})
    _menu, items = _menu_actions(actions)
    before = tab.entries.model.rowCount()
    items["添加选手…"].trigger()
    assert [p.events for p in list_players(actions.store) if p.name == "新选手"] == [("go",)]
    assert tab.entries.model.rowCount() == before + 1
    actions.undo_group.activeStack().undo()
    assert not any(p.name == "新选手" for p in list_players(actions.store))


def test_the_wired_entries_buttons_run_the_rooms_actions(room, qtbot, monkeypatch):
    """Withdraw (confirmed) and 项目设置 on the entries page reach the services through the room."""
    actions, tab = room
    tab.entries.view.selectRow(0)
    victim = tab.entries.selected()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    qtbot.mouseClick(tab.entries.buttons["withdraw"], Qt.LeftButton)
    assert [p.withdrawn for p in list_players(actions.store) if p.id == victim.id] == [True]
    actions.undo_group.activeStack().undo()
    assert [p.withdrawn for p in list_players(actions.store) if p.id == victim.id] == [False]

    def change(dialog):
        dialog.editors["rounds"].setValue(9)
        return True
    monkeypatch.setattr(SettingsDialog, "exec", change)
    qtbot.mouseClick(tab.entries.buttons["settings"], Qt.LeftButton)
    assert event_info(actions.store, "go").settings["rounds"] == 9


def test_a_refused_command_is_shown_and_not_pushed(room, monkeypatch):
    """A player the roster refuses (no name) is worded to the referee; the undo stack stays empty."""
    actions, _tab = room
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    command = AddPlayer(actions.store, {"name": "", "school": "广西大学", "student_id": "1", "events": ["go"]})
    assert actions.run(command) is False
    assert warned and actions.undo_group.activeStack().count() == 0
