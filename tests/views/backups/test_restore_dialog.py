"""文件 ▸ 从备份恢复: the backups with their time and contents; the chosen one becomes a new file that
the window opens; the open tournament is never written."""
from datetime import datetime, timedelta

import pytest
from PySide6.QtWidgets import QMessageBox

from app.backups.schedule import BackupPolicy
from app.services.backups import TournamentBackups
from app.services.players import add_player
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.views.backups.restore_dialog import COL_MADE, COL_RESULTS, COL_ROUNDS, RestoreDialog, restore_from_backup
from app.views.common import file_dialogs
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

T0 = datetime(2026, 12, 1, 9, 0, 0)


@pytest.fixture
def two_backups(store, tmp_path):
    """Two backups of the tournament in tmp/stick: round 1 paired (09:00), then one result in (09:10)."""
    folder = tmp_path / "stick"
    folder.mkdir()
    for index in range(4):
        add_player(store, f"选手{index}", f"学校{index}", f"S{index:04d}", ["xiangqi"])
    pair_next_round(store, "xiangqi", seed=1)
    backups = TournamentBackups(store)
    backups.make(folder, BackupPolicy(), T0)
    record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), round_view(store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables[0].number, {"score": "1-0"})
    backups.make(folder, BackupPolicy(), T0 + timedelta(minutes=10))
    backups.close()
    return folder


def _cells(dialog, column):
    model = dialog.model
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def test_the_list_shows_when_and_what_each_backup_holds(qtbot, store, two_backups):
    """Newest first, with the time, the rounds and the results."""
    dialog = RestoreDialog(None, two_backups)
    qtbot.addWidget(dialog)
    assert _cells(dialog, COL_MADE) == ["2026-12-01 09:10:00", "2026-12-01 09:00:00"]
    assert _cells(dialog, COL_ROUNDS) == ["1", "1"] and _cells(dialog, COL_RESULTS) == ["1", "0"]
    assert "2 份备份" in dialog.where.text()


def test_restoring_writes_a_new_file_and_the_window_opens_it(qtbot, open_main_window, store, two_backups,
                                                             tmp_path, monkeypatch):
    """The older backup (no result) restored under a new name is opened; the tournament file is untouched."""
    window = open_main_window(store)
    original = window.store.path
    before = original.read_bytes()
    restored = tmp_path / "恢复.sqlite"
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: str(restored))

    def choose_older(dialog_self):
        dialog_self.view.selectRow(1)
        dialog_self.restore_selected()
        return dialog_self.result()
    monkeypatch.setattr(RestoreDialog, "exec", choose_older)
    restore_from_backup(window, window._open_reporting, two_backups)
    assert window.store.path == restored.resolve()
    assert round_view(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables[0].result == ""  # as at 09:00, before the 1-0
    assert original.read_bytes() == before


def test_restoring_onto_the_open_tournament_is_refused(qtbot, open_main_window, store, two_backups, monkeypatch):
    """Naming the open tournament as the new file: refused with a message; nothing written, nothing opened."""
    window = open_main_window(store)
    path = window.store.path
    before = path.read_bytes()
    refusals = []
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: str(path))
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: refusals.append(text))
    dialog = RestoreDialog(window, two_backups)
    qtbot.addWidget(dialog)
    dialog.restore_selected()
    assert refusals and "赛事文件" in refusals[0]
    assert dialog.restored == "" and path.read_bytes() == before


def test_opening_a_backup_offers_it_as_a_new_tournament(qtbot, open_main_window, store, two_backups, tmp_path,
                                                        monkeypatch):
    """File ▸ Open… on a backup: the window asks, saves it under a new name and opens that; the backup is
    left byte for byte and the original's next pruning never deletes the file worked in."""
    window = open_main_window(store)
    backup = sorted(two_backups.iterdir())[0]
    before = backup.read_bytes()
    restored = tmp_path / "从备份.sqlite"
    asked = []
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: str(backup))
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: str(restored))
    monkeypatch.setattr(QMessageBox, "question", lambda _parent, _title, text, *a: asked.append(text) or QMessageBox.Yes)
    window.open_dialog()
    assert asked and backup.name in asked[0] and "自动备份" in asked[0]
    assert window.store.path == restored.resolve()
    assert backup.read_bytes() == before


def test_opening_a_backup_and_declining_opens_nothing(qtbot, open_main_window, store, two_backups, monkeypatch):
    """Declined: the tournament open before stays open, no file is written."""
    window = open_main_window(store)
    original = window.store.path
    backup = sorted(two_backups.iterdir())[0]
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: str(backup))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.No)
    window.open_dialog()
    assert window.store.path == original
    assert len(list(two_backups.iterdir())) == 2
