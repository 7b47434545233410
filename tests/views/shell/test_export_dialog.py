"""File ▸ 导出… and 导入 TRF…: the dialog's choices, the file written, the imported event's tab."""
import openpyxl
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox

from app.services.tournament import list_events
from app.views.common import file_dialogs
from app.views.shell import export_dialog
from app.views.shell.export_dialog import ExportDialog

TRF_TEXT = """\
012 Small
XXR 1
001    1      Ann                                                                1.0    1     2 w 1
001    2      Bob                                                                0.0    2     1 b 0
"""


def _dialog(qtbot, store):
    dialog = ExportDialog([e for e in list_events(store) if e.entrants], language="zh")
    qtbot.addWidget(dialog)
    return dialog


def test_the_dialog_offers_every_event_checked_and_no_student_ids(qtbot, demo_store):
    """XLSX first, every event with entrants checked (so the overall table comes along), student IDs off."""
    dialog = _dialog(qtbot, demo_store)
    assert dialog.format == "xlsx" and not dialog.student_ids.isChecked()
    assert dialog.selected_events() is None
    dialog.events.item(0).setCheckState(Qt.Unchecked)
    assert "xiangqi" not in dialog.selected_events()


def test_trf_allows_one_two_player_event(qtbot, demo_store):
    """Choosing TRF leaves one event checked, greys out the events TRF cannot hold and the student IDs."""
    dialog = _dialog(qtbot, demo_store)
    dialog.formats.buttons()[2].setChecked(True)
    assert dialog.format == "trf" and dialog.chosen() == ["xiangqi"]
    assert not dialog.student_ids.isEnabled()
    items = {dialog.events.item(i).data(Qt.UserRole): dialog.events.item(i) for i in range(dialog.events.count())}
    assert not items["doudizhu"].flags() & Qt.ItemIsEnabled
    items["go"].setCheckState(Qt.Checked)
    assert dialog.chosen() == ["go"]


def test_export_writes_the_workbook_chosen(qtbot, demo_store, tmp_path, monkeypatch, open_main_window):
    """Through the menu's function: the dialog accepted, a path chosen, the XLSX written with every sheet."""
    window = open_main_window(demo_store)
    monkeypatch.setattr(ExportDialog, "exec", lambda self: QDialog.Accepted)
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a: str(tmp_path / "成绩.xlsx"))
    export_dialog.export(window)
    qtbot.waitUntil(lambda: "已导出" in window.statusBar().currentMessage(), timeout=20_000)
    book = openpyxl.load_workbook(tmp_path / "成绩.xlsx")
    assert "象棋 排名" in book.sheetnames and "总团体" in book.sheetnames
    assert "学号" not in next(book["报名表"].iter_rows(values_only=True))


def test_a_trf_imports_as_a_new_event_with_its_tab(qtbot, store, tmp_path, monkeypatch, open_main_window):
    """The file, then the event kind: the event's players are there and its tab shows."""
    source = tmp_path / "small.trf"
    source.write_text(TRF_TEXT, encoding="utf-8")
    from app.services.tournament import new_tournament
    own = new_tournament(tmp_path / "go-only.sqlite", "测试赛", events=("go",))
    window = open_main_window(own)
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a: str(source))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("象棋", True))
    shown = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, _title, text: shown.append(text))
    export_dialog.import_trf_file(window)
    assert shown == ["已导入 2 名选手、1 轮、1 局对局。"]
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == ["象棋", "围棋"]


def test_an_export_over_the_tournament_file_is_refused_in_a_message(qtbot, demo_store, monkeypatch,
                                                                     open_main_window):
    """The chosen path is the open tournament: the referee reads why, the file is untouched."""
    path = demo_store.path
    window = open_main_window(demo_store)
    before = path.read_bytes()
    monkeypatch.setattr(ExportDialog, "exec", lambda self: QDialog.Accepted)
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a: str(path))
    told = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, title, text: told.append((title, text)))
    export_dialog.export(window)
    qtbot.waitUntil(lambda: bool(told), timeout=20_000)
    assert told[0][0] == "导出失败" and "是当前打开的赛事文件" in told[0][1]
    assert path.read_bytes() == before
