"""The station keeps backups while a tournament is open: after a pairing, every N minutes of a changed
file; the status bar says when; a pulled stick is told once, and its return."""
import threading
from datetime import datetime, timedelta
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStatusBar

from app.backups.schedule import parse_backup_name
from app.services.backups import TournamentBackups, list_backups
from app.services.players import add_player
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.views.base import settings_store
from app.views.base.hub import hub
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

T0 = datetime(2026, 12, 1, 9, 0, 0)


class FakeClock:
    def __init__(self):
        self.now = T0

    def __call__(self):
        return self.now


@pytest.fixture
def stick(tmp_path):
    """The backup folder chosen in the settings (put back to the default afterwards)."""
    folder = tmp_path / "stick"
    folder.mkdir()
    settings_store.put("backup_folder", str(folder))
    settings_store.put("backup_every_minutes", 10)
    yield folder
    settings_store.put("backup_folder", "")


@pytest.fixture
def window(open_main_window, store, monkeypatch):
    """The main window on a six-player xiangqi tournament, its keeper on a fake clock; status-bar
    notes are collected in ``window.notes``."""
    for index in range(6):
        add_player(store, f"选手{index}", f"学校{index % 3}", f"S{index:04d}", ["xiangqi"])
    notes = []
    real = QStatusBar.showMessage
    monkeypatch.setattr(QStatusBar, "showMessage", lambda bar, text, ms=0: (notes.append(text), real(bar, text, ms)))
    window = open_main_window(store)
    window.notes = notes
    window.backup_keeper.now = FakeClock()
    return window


def _backups(folder):
    return sorted(p.name for p in folder.iterdir() if parse_backup_name(p.name))


def _settle(qtbot, keeper):
    qtbot.waitUntil(lambda: not keeper.running, timeout=10_000)


def _pair(window):
    pair_next_round(window.store, "xiangqi", seed=1)
    hub().round_paired.emit("xiangqi")


def test_a_pairing_is_backed_up_and_the_status_bar_says_when(qtbot, window, stick):
    """Pairing a round makes a backup holding it; the status line shows its time."""
    keeper = window.backup_keeper
    assert keeper.label.text() == "自动备份已开启" and _backups(stick) == []
    keeper.now.now = T0.replace(hour=14, minute=32)
    _pair(window)
    _settle(qtbot, keeper)
    made = _backups(stick)
    assert len(made) == 1 and parse_backup_name(made[0]).made == T0.replace(hour=14, minute=32)
    assert keeper.label.text() == "已备份 14:32"
    assert str(stick / made[0]) in keeper.label.toolTip()


def test_a_pairing_from_the_rounds_page_is_backed_up_with_its_round(qtbot, window, stick):
    """The rounds page tells the hub of its own pairing (it shows it without reading it twice): the backup
    after it is made, and holds the round."""
    tab = next(window.tabs.widget(i) for i in range(window.tabs.count()) if window.tabs.widget(i).code == "xiangqi")
    window.tabs.setCurrentWidget(tab)
    tab.pages.setCurrentWidget(tab.rounds)
    with qtbot.waitSignal(tab.rounds.paired, timeout=10_000):
        qtbot.mouseClick(tab.rounds.pair_button, Qt.LeftButton)
    _settle(qtbot, window.backup_keeper)
    (backup,) = list_backups(stick)
    assert backup.readable and backup.rounds == 1


def test_a_pairing_while_a_backup_runs_gets_a_backup_of_its_own_after_it(qtbot, window, stick, monkeypatch):
    """The copy runs off the GUI thread, so a second pairing can come while the first one's backup is still
    being written: one more backup follows, holding the second round."""
    keeper, gate = window.backup_keeper, threading.Event()
    copy = TournamentBackups.make

    def held(backups, *args):
        gate.wait(10)
        return copy(backups, *args)
    monkeypatch.setattr(TournamentBackups, "make", held)
    _pair(window)
    assert keeper.running
    first = RoundId("xiangqi", FINAL, 1)
    for table in round_view(window.store, "xiangqi", first).tables:
        record_result(window.store, "xiangqi", first, table.number, {"score": "1-0"})
    pair_next_round(window.store, "xiangqi", seed=2)
    hub().round_paired.emit("xiangqi")
    assert keeper.again
    gate.set()
    qtbot.waitUntil(lambda: len(_backups(stick)) == 2 and not keeper.running, timeout=10_000)
    assert max(backup.rounds for backup in list_backups(stick)) == 2


def test_timed_backups_follow_changes_and_the_interval(qtbot, window, stick):
    """No change, no backup; the first change at the next tick; then only after N minutes."""
    keeper = window.backup_keeper
    keeper.tick()
    _settle(qtbot, keeper)
    assert _backups(stick) == []
    pair_next_round(window.store, "xiangqi", seed=1)  # another station's change, say: no signal here
    keeper.tick()
    _settle(qtbot, keeper)
    assert len(_backups(stick)) == 1
    view = round_view(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    record_result(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1), view.tables[0].number, {"score": "1-0"})
    keeper.now.now = T0 + timedelta(minutes=9)
    keeper.tick()
    _settle(qtbot, keeper)
    assert len(_backups(stick)) == 1
    keeper.now.now = T0 + timedelta(minutes=10)
    keeper.tick()
    _settle(qtbot, keeper)
    assert len(_backups(stick)) == 2
    keeper.now.now = T0 + timedelta(minutes=30)
    keeper.tick()  # nothing changed since
    _settle(qtbot, keeper)
    assert len(_backups(stick)) == 2


def test_a_pulled_stick_is_told_once_and_backups_resume_when_it_is_back(qtbot, window, stick):
    """Three failed attempts give one note; the return gives one note and a backup."""
    keeper = window.backup_keeper
    stick.rmdir()
    for minute in (0, 1, 2):
        keeper.now.now = T0 + timedelta(minutes=minute)
        keeper.back_up_now()
        _settle(qtbot, keeper)
    failures = [note for note in window.notes if str(stick) in note]
    assert len(failures) == 1 and "U 盘" in failures[0]
    assert keeper.label.text() == "未能备份（尚无备份）"
    assert not stick.exists()  # never re-created on the laptop's disk
    stick.mkdir()
    keeper.now.now = T0 + timedelta(minutes=3)
    keeper.back_up_now()
    _settle(qtbot, keeper)
    assert len(_backups(stick)) == 1
    assert [note for note in window.notes if "已恢复" in note] == ["备份文件夹已恢复，自动备份继续。"]
    assert keeper.label.text() == "已备份 09:03"


def test_a_database_server_gets_one_note_and_no_backups(qtbot, window, stick):
    """PostgreSQL: said once that automatic backups cover SQLite files; nothing is attempted."""
    keeper = window.backup_keeper
    window.store.close()
    window.store = SimpleNamespace(path=None)
    keeper.follow_file()
    assert keeper.backups is None and keeper.label.text() == "未自动备份（数据库服务器）"
    assert sum("SQLite" in note for note in window.notes) == 1
    keeper.tick()
    keeper.back_up_now()
    assert not keeper.running and _backups(stick) == []
    window.store = None


def test_a_closed_window_keeps_no_backups_when_another_opens_or_pairs(qtbot, window, stick):
    """Closing the window shuts its keeper: another window's file or pairing does not wake it."""
    keeper = window.backup_keeper
    window.close()
    hub().file_opened.emit()
    hub().round_paired.emit("xiangqi")
    assert keeper.backups is None and not keeper.running and not keeper.timer.isActive()
    assert _backups(stick) == []


def test_the_status_line_follows_a_language_switch(qtbot, window, stick):
    """The backup line in the status bar is worded again when the referee switches the language (it kept
    "自动备份已开启" on an English screen), and back; after a backup too."""
    keeper = window.backup_keeper
    window.set_language("en")
    try:
        qtbot.waitUntil(lambda: keeper.label.text() == "Automatic backups on")  # Qt posts the change
        keeper.now.now = T0.replace(hour=14, minute=32)
        _pair(window)
        _settle(qtbot, keeper)
        assert keeper.label.text() == "Backed up 14:32"
    finally:
        window.set_language("zh")
    qtbot.waitUntil(lambda: keeper.label.text() == "已备份 14:32")
