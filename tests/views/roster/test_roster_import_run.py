"""The GUI import: read off the GUI thread with progress and Cancel, every failure shown in a message box."""
import zipfile

import openpyxl
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

import app.roster.reading as reading
from app.models.store import open_store
from app.services.players import add_player, list_players
from app.views.roster.import_dialog import ImportDialog
from app.views.roster.roster_import_run import RosterImportRun

ROWS = "姓名,学校,学号,项目\n" + "".join(f"选手{i},一中,{i},象棋\n" for i in range(30))


@pytest.fixture
def window(open_main_window, store):
    return open_main_window(store)


@pytest.fixture
def boxes(monkeypatch):
    """Every critical/information box as (title, text), instead of showing it."""
    shown = []
    for kind in ("critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda _parent, title, text, *a, **k: shown.append((title, text)))
    return shown


def test_progress_is_reported_then_the_preview_and_write_follow(window, qtbot, tmp_path, monkeypatch, boxes):
    """Rows read are reported to the progress dialog; accepting the preview writes every row."""
    monkeypatch.setattr(reading, "_PROGRESS_EVERY", 10)
    monkeypatch.setattr(ImportDialog, "exec", lambda dialog: True)
    path = tmp_path / "r.csv"
    path.write_text(ROWS, encoding="utf-8")
    run = RosterImportRun(window, window.store, str(path))
    counts, written = [], []
    run.rows_read.connect(counts.append)
    run.finished.connect(written.append)
    run.start()
    qtbot.waitUntil(lambda: bool(written), timeout=10_000)
    assert counts == [10, 20, 30]
    assert (written[0].new_players, written[0].new_entries) == (30, 30)
    assert len(list_players(window.store)) == 30


def test_cancel_stops_the_reading_and_writes_nothing(window, qtbot, tmp_path, monkeypatch, boxes):
    """Cancel in the progress dialog: no preview, no message, no player."""
    monkeypatch.setattr(reading, "_PROGRESS_EVERY", 1)
    previews = []
    monkeypatch.setattr(ImportDialog, "exec", lambda dialog: previews.append(dialog) or True)
    path = tmp_path / "r.csv"
    path.write_text(ROWS, encoding="utf-8")
    run = RosterImportRun(window, window.store, str(path))
    failed = []
    original = run._plan_failed
    run._plan_failed = lambda error: (failed.append(error), original(error))
    qtbot.mouseClick(run.progress.findChild(QPushButton), Qt.LeftButton)  # the Cancel button
    run.start()
    qtbot.waitUntil(lambda: bool(failed), timeout=10_000)
    assert type(failed[0]).__name__ == "ImportCancelled"
    assert (previews, boxes, list_players(window.store)) == ([], [], [])


def test_broken_xlsx_is_a_message_box_not_a_traceback(window, qtbot, tmp_path, boxes):
    """A workbook with cut-off XML ends in '无法读取报名表', not an exception on the console."""
    workbook = openpyxl.Workbook()
    for row in (["姓名", "学校", "学号", "项目"], ["张三", "一中", "1", "象棋"]):
        workbook.active.append(row)
    good = tmp_path / "good.xlsx"
    workbook.save(good)
    broken = tmp_path / "broken.xlsx"
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(broken, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            target.writestr(info.filename, data[: len(data) // 2] if "worksheets/sheet1" in info.filename else data)
    window.roster.import_roster(path=str(broken))
    qtbot.waitUntil(lambda: bool(boxes), timeout=10_000)
    assert boxes[0][0] == "无法读取报名表" and "文件可能已损坏" in boxes[0][1]
    assert list_players(window.store) == []


def test_a_roster_changed_by_another_station_is_refused_with_a_message(window, qtbot, tmp_path,
                                                                      monkeypatch, boxes):
    """If another station adds a player while the preview is open, the write is refused and said so."""
    def other_station_writes(dialog):
        other = open_store(window.store.path)
        add_player(other, "外来", "二中", "X1", ["xiangqi"])
        other.close()
        return True
    monkeypatch.setattr(ImportDialog, "exec", other_station_writes)
    path = tmp_path / "r.csv"
    path.write_text(ROWS, encoding="utf-8")
    window.roster.import_roster(path=str(path))
    qtbot.waitUntil(lambda: bool(boxes), timeout=10_000)
    assert boxes[0][0] == "导入失败" and "已被修改" in boxes[0][1] and "未作任何修改" in boxes[0][1]
    assert [p.name for p in list_players(window.store)] == ["外来"]
