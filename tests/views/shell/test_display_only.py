"""A read-only hall station: a tournament opened for display only says so, cannot write, and still
follows what the referee's station commits."""
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.store import open_store
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_choices
from app.views.base import settings_store
from app.views.shell.main_window import MainWindow
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture
def hall_station(qtbot, demo_store, monkeypatch):
    """A main window on the demo opened display-only (xiangqi round 1 paired), the referee's store, and
    the messages shown."""
    said = []
    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, lambda _parent, title, text, *a, **k: said.append((title, text)))
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    pair_next_round(demo_store, "xiangqi", seed=1)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_tournament(str(demo_store.path), display_only=True)
    window.show()
    yield window, demo_store, said
    window.close()


def _xiangqi(window):
    tab = next(window.tabs.widget(i) for i in range(window.tabs.count()) if window.tabs.widget(i).code == "xiangqi")
    window.tabs.setCurrentWidget(tab)
    tab.build_pages()
    return tab


def test_it_says_read_only_in_the_title_and_the_status_bar(hall_station):
    window, _store, said = hall_station
    assert "（只读）" in window.windowTitle()
    assert window.status.text().startswith("只读：仅供显示，不能修改")
    assert not said  # no "the file cannot be written" box: it can, the referee chose not to
    writing = {action.text(): action.isEnabled() for action in window.writing_actions}
    assert writing == {"赛事信息…": False, "报名(&R)": False}


def test_the_pages_take_no_entry_and_no_pairing(hall_station, qtbot):
    window, store, said = hall_station
    tab = _xiangqi(window)
    tab.pages.setCurrentWidget(tab.entries)
    assert not any(button.isVisible() for button in tab.entries.buttons.values())
    tab.pages.setCurrentWidget(tab.results)
    assert not tab.results.table_input.isVisible() and not tab.results.code_input.isVisible()
    tab.pages.setCurrentWidget(tab.rounds)
    assert not tab.rounds.pair_button.isVisible()
    for table in range(1, 13):
        record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), table, {"score": "1-0"})
    tab.rounds.pair_next()  # Ctrl+P reaches it all the same: refused, said, nothing paired
    qtbot.waitUntil(lambda: bool(said), timeout=30_000)
    assert said[-1][0] == "无法编排" and "以只读方式打开" in said[-1][1]
    assert round_choices(store, "xiangqi") == [RoundId("xiangqi", FINAL, 1)]


def test_it_follows_the_referees_station(hall_station, qtbot):
    window, store, _said = hall_station
    tab = _xiangqi(window)
    tab.pages.setCurrentWidget(tab.results)
    record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), 3, {"score": "0-1"})
    page = tab.results
    qtbot.waitUntil(lambda: page.model.index(page.model.row_of(3), page.model.col_result).data() == "0-2",
                    timeout=30_000)  # a loaded machine: the wait ends as soon as it follows


def test_file_menu_opens_read_only(qtbot, demo_store, monkeypatch):
    """File ▸ 以只读方式打开… opens the chosen file display-only."""
    from app.views.common import file_dialogs
    path = demo_store.path
    demo_store.close()
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: str(path))
    window = MainWindow()
    qtbot.addWidget(window)
    (action,) = [a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "以只读方式打开…"]
    action.trigger()
    assert window.store.display_only
    window.close()
    assert open_store(path).read_only is False  # the file itself stays writable for the referee


def test_the_command_line_takes_read_only(monkeypatch, tmp_path, qtbot):
    """``main.py FILE --read-only`` opens the file display-only (once the window's shell has painted)."""
    from app.views.shell import application
    opened = []
    monkeypatch.setattr(MainWindow, "open_tournament", lambda self, target, display_only=False:
                        opened.append((target, display_only)))

    def run_until_opened(_app) -> int:
        qtbot.waitUntil(lambda: bool(opened))
        for window in QApplication.topLevelWidgets():
            window.close()
        return 0
    monkeypatch.setattr(application.QApplication, "exec", run_until_opened)
    assert application.run_gui([str(tmp_path / "t.sqlite"), "--read-only"]) == 0
    assert opened == [(str(tmp_path / "t.sqlite"), True)]


def test_the_referees_running_clocks_are_left_alone(qtbot, demo_store, monkeypatch):
    """Clocks running at the referee's station: the display-only station asks no recovery question
    and writes nothing about them (its pages open without an error)."""
    from app.clocks.session import ClockDesk
    from app.services.clocks import running_clocks
    from app.views.clocks.clock_recovery import RecoveryDialog
    from app.views.clocks.clocks_page import ClocksPage
    asked = []
    monkeypatch.setattr(RecoveryDialog, "exec", lambda dialog: asked.append(dialog) or 0)
    pair_next_round(demo_store, "xiangqi", seed=1)
    referee = ClocksPage(demo_store, "xiangqi", None, desk=ClockDesk())
    qtbot.addWidget(referee)
    referee.board.start_all()
    before = set(running_clocks(demo_store, "xiangqi"))
    assert len(before) == 12
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_tournament(str(demo_store.path), display_only=True)
    assert asked == []
    assert set(running_clocks(demo_store, "xiangqi")) == before  # still running, none cleared
    window.close()
