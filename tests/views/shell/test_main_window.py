"""The main window driven as a referee would: open a file, tabs, add a player, import, settings."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox

from app.services.players import list_players
from app.services.tournament import event_info
from app.views.roster.import_dialog import ImportDialog
from app.views.roster.player_dialog import PlayerDialog
from app.views.roster.settings_dialog import SettingsDialog


@pytest.fixture
def window(open_main_window, demo_store):
    return open_main_window(demo_store)


def _tab_titles(window):
    return [window.tabs.tabText(i) for i in range(window.tabs.count())]


def test_opening_a_file_shows_one_tab_per_event(window):
    """Every event of the demo has its tab, in Chinese, with its entries listed."""
    assert _tab_titles(window) == ["象棋", "围棋", "五子棋", "跳棋", "斗地主", "三国杀3v3", "三国杀1v1", "三国杀身份"]
    tab = window.tabs.widget(0)
    assert tab.entries.model.rowCount() == 24
    assert [tab.pages.tabText(i) for i in range(tab.pages.count())] == [
        "报名", "检录", "轮次与对阵", "成绩", "排名", "计时"]
    assert not tab.banner.isVisible()


def test_add_player_through_the_dialog_then_undo(window, qtbot, monkeypatch):
    """Adding a player shows them in the tab; Ctrl+Z removes them again."""
    def fill(dialog):
        dialog.name.setText("新选手")  # QTest types ASCII only
        dialog.school.setCurrentText("广西大学")
        qtbot.keyClicks(dialog.student_id, "9999001")
        dialog._accept()
        return dialog.result() == QDialog.Accepted
    monkeypatch.setattr(PlayerDialog, "exec", fill)
    tab = window.tabs.widget(0)
    qtbot.mouseClick(tab.entries.buttons["add"], Qt.LeftButton)
    assert tab.entries.model.rowCount() == 25
    assert any(p.name == "新选手" and p.events == ("xiangqi",) for p in list_players(window.store))
    window.undo_stack.undo()
    assert tab.entries.model.rowCount() == 24
    assert not any(p.name == "新选手" for p in list_players(window.store))


def test_withdraw_asks_first_and_delete_is_confirmed(window, qtbot, monkeypatch):
    """Withdrawing and deleting need a Yes; a 'No' changes nothing."""
    tab = window.tabs.widget(1)
    tab.entries.view.selectRow(0)
    victim = tab.entries.selected()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    qtbot.mouseClick(tab.entries.buttons["delete"], Qt.LeftButton)
    assert any(p.id == victim.id for p in list_players(window.store))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    tab.entries.view.selectRow(0)
    qtbot.mouseClick(tab.entries.buttons["withdraw"], Qt.LeftButton)
    assert [p.withdrawn for p in list_players(window.store) if p.id == victim.id] == [True]


def test_import_through_the_dialog(window, qtbot, monkeypatch, tmp_path):
    """A good GBK roster is previewed then imported; a broken one cannot be imported."""
    seen = {}

    def accept(dialog):
        seen["ok"], seen["problems"] = dialog.plan.ok, dialog.problems.rowCount()
        seen["enabled"] = dialog.import_button.isEnabled()
        return seen["enabled"]
    monkeypatch.setattr(ImportDialog, "exec", accept)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    bad = tmp_path / "bad.csv"
    bad.write_bytes("姓名,学校,学号,项目\n王五,,77,象棋\n".encode("gbk"))
    before = len(list_players(window.store))
    window.roster.import_roster(path=str(bad))
    qtbot.waitUntil(lambda: "ok" in seen)
    assert seen == {"ok": False, "problems": 1, "enabled": False}
    assert len(list_players(window.store)) == before
    good = tmp_path / "good.csv"
    good.write_bytes("姓名,学校,学号,项目\n王五,广西大学,77,象棋\n赵六,广西大学,78,围棋\n".encode("gbk"))
    seen.clear()
    window.roster.import_roster(path=str(good))
    qtbot.waitUntil(lambda: window.tabs.widget(0).entries.model.rowCount() == 25)  # shown once written
    assert seen["enabled"] is True
    assert len(list_players(window.store)) == before + 2


def test_settings_dialog_stores_a_change(window, monkeypatch):
    """Changing the number of rounds in the dialog is stored in the file."""
    def change(dialog):
        dialog.editors["rounds"].setValue(9)
        return True
    monkeypatch.setattr(SettingsDialog, "exec", change)
    window.tabs.setCurrentIndex(1)
    window.roster.edit_settings()
    assert event_info(window.store, "go").settings["rounds"] == 9


def test_viability_banner_offers_cancel_or_hold(qtbot, tmp_path, monkeypatch, open_main_window):
    """A small event warns on its tab; 'hold anyway' hides the warning."""
    from app.services.tournament import new_tournament
    window = open_main_window(new_tournament(tmp_path / "small.sqlite", "小赛", events=["xiangqi"]))
    tab = window.tabs.widget(0)
    assert tab.banner.isVisible() and "报名不足" in tab.banner.label.text()
    qtbot.mouseClick(tab.banner.hold_button, Qt.LeftButton)
    assert not tab.banner.isVisible()


def test_checkin_marks_are_saved(window, qtbot):
    """Ticking 'all present' in the check-in view is stored for the round."""
    from app.services.checkin import checkin_rows
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    tab = window.tabs.widget(0)
    tab.pages.setCurrentWidget(tab.checkin)
    tab.checkin.findChildren(type(tab.entries.buttons["add"]))[0].click()
    rows = checkin_rows(window.store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    assert all(r.may_play for r in rows) and "可参赛 24" in tab.checkin.summary.text()


def test_english_interface(window, qtbot):
    """Switching to English retitles the tabs and menus."""
    window.set_language("en")
    try:
        assert _tab_titles(window)[0] == "Xiangqi"
        assert window.menuBar().actions()[0].text() == "&File"
    finally:
        window.set_language("zh_CN")
    assert _tab_titles(window)[0] == "象棋"


def test_audit_log_viewer_lists_changes_with_the_operator(window, monkeypatch):
    """After a withdrawal, the log shows it with the operator's name, newest first."""
    from app.services import audit
    from app.services.players import withdraw_player
    from app.views.shell.audit_view import AuditDialog
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("李裁判", True))
    window.set_operator()
    victim = list_players(window.store)[0]
    withdraw_player(window.store, victim.id)
    dialog = AuditDialog(window.store, window)
    model = dialog.model
    assert (model.index(0, 1).data(), model.index(0, 2).data()) == ("李裁判", "withdraw")
    assert '"withdrawn": false' in model.index(0, 4).data() and '"withdrawn": true' in model.index(0, 5).data()
    audit.set_operator("")


def test_new_tournament_dialog_creates_the_file_with_the_chosen_events(qtbot, tmp_path):
    """File ▸ New writes a tournament holding only the ticked events."""
    from app.services.tournament import list_events, tournament_info
    from app.views.shell.new_tournament_dialog import NewTournamentDialog
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("校际赛")
    dialog.path.setText(str(tmp_path / "new.sqlite"))
    for code, box in dialog.events.items():
        box.setChecked(code in ("go", "gomoku"))
    dialog._accept()
    store = dialog.create()
    assert dialog.result() == QDialog.Accepted
    assert [e.code for e in list_events(store)] == ["go", "gomoku"]
    assert tournament_info(store).name == "校际赛"
    store.close()


def test_new_tournament_dialog_refuses_a_name_with_a_control_character(qtbot, tmp_path, monkeypatch):
    """File ▸ New with an RTL override in the name: the service's reason, no file, the dialog stays open."""
    from PySide6.QtWidgets import QMessageBox

    from app.views.shell.new_tournament_dialog import NewTournamentDialog
    told = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text, *a: told.append(text))
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("校际\u202e赛")
    dialog.path.setText(str(tmp_path / "new.sqlite"))
    dialog._accept()
    assert told == ["赛事名称含有不可见的控制字符或格式字符 U+202E (RIGHT-TO-LEFT OVERRIDE)，请删除后重新填写"]
    assert dialog.create() is None and not (tmp_path / "new.sqlite").exists()


def test_qt_standard_buttons_speak_the_interface_language(qtbot):
    """OK / Cancel come from Qt's own catalogue: 确定 / 取消 in Chinese, OK / Cancel in English."""
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from app.views.shell.language import install_language
    app = QApplication.instance()
    try:
        install_language(app, "zh_CN")
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.Cancel).text().startswith("取消")
        install_language(app, "en")
        english = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        qtbot.addWidget(english)
        assert english.button(QDialogButtonBox.Cancel).text() == "Cancel"
    finally:
        install_language(app, "zh_CN")


def test_the_first_window_fits_the_screen(qtbot):
    """Opened on a screen, the window leaves room for the title bar and keeps its status bar visible
    (1200×780 on a 768-pixel-high laptop put the status bar below the screen)."""
    from PySide6.QtGui import QGuiApplication
    from app.views.common.screen_fit import TITLE_BAR_ROOM
    from app.views.shell.main_window import MainWindow
    room = QGuiApplication.primaryScreen().availableGeometry()
    width, height = MainWindow.first_size()
    assert width == min(1200, room.width()) and height == min(780, room.height() - TITLE_BAR_ROOM)
    assert height + TITLE_BAR_ROOM <= room.height()


def test_switching_language_keeps_the_place_and_the_open_windows(window, qtbot):
    """In 三国杀 3v3 ▸ 成绩 with a console, the draft overview and a big clock of xiangqi open, switching to
    English keeps the event and page, and reopens the same windows at the same place, in English."""
    from app.services.rounds import pair_next_round
    pair_next_round(window.store, "sanguosha_3v3", seed=1)
    pair_next_round(window.store, "xiangqi", seed=1)
    codes = [window.tabs.widget(i).code for i in range(window.tabs.count())]
    xiangqi = window.tabs.widget(codes.index("xiangqi"))
    window.tabs.setCurrentWidget(xiangqi)
    xiangqi.pages.setCurrentWidget(xiangqi.clocks)
    xiangqi.clocks.refresh()
    clock = xiangqi.clocks.board.open_clock(1)
    clock.move(40, 50)
    tab = window.tabs.widget(codes.index("sanguosha_3v3"))
    window.tabs.setCurrentWidget(tab)
    tab.pages.setCurrentWidget(tab.results)
    console = tab.results.open_console(tab.results.model.tables()[1])
    table_id = tab.results.model.tables()[1].table_id
    console.move(60, 70)
    tab.results.open_board()
    window.set_language("en")
    try:
        tab = window.tabs.currentWidget()
        assert tab.code == "sanguosha_3v3" and tab.pages.currentWidget() is tab.results
        assert window.tabs.tabText(window.tabs.currentIndex()) != "三国杀 3v3"
        reopened = tab.results.consoles[table_id]
        assert reopened is not console and reopened.isVisible() and reopened.pos() == console.pos()
        assert tab.results.board is not None and tab.results.board.isVisible()
        xiangqi = window.tabs.widget(codes.index("xiangqi"))
        assert xiangqi.pages.currentWidget() is xiangqi.clocks
        big = xiangqi.clocks.board._windows[1]
        assert big.isVisible() and big.pos() == clock.pos()
    finally:
        window.set_language("zh_CN")
