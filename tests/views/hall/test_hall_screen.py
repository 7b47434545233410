"""The hall screen: screen choice, paging, live updates, freeze / blank, timers, and what it never shows."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget

from app.services.players import list_players
from app.services.results import clear_result, record_result
from app.services.rounds import pair_next_round, repair_last_round
from app.services.round_views import round_view
from app.views.hall import hall_menu
from app.views.base import settings_store
from app.views.hall.hall_pager import Pager
from app.views.hall.hall_pages_model import UNITS, HallColumn, HallPage, rows_per_screen
from app.views.hall.hall_screen import HallController
from app.views.hall.hall_screens import choose_screen
from app.views.base.hub import hub
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

ROOT = Path(__file__).resolve().parents[3]
SEALED_ROLES = ("忠臣", "反贼", "内奸")


class FakeScreen:
    def __init__(self, name):
        self._name = name

    def name(self):
        return self._name


MAIN, LEFT, RIGHT = FakeScreen("main"), FakeScreen("left"), FakeScreen("right")


@pytest.mark.parametrize("screens, remembered, expected", [
    ([MAIN, RIGHT], "", RIGHT),  # a projector is there: use it
    ([MAIN, LEFT, RIGHT], "right", RIGHT),  # the remembered one wins
    ([MAIN, LEFT, RIGHT], "gone", LEFT),  # remembered but unplugged: first non-primary
    ([MAIN], "right", MAIN),  # nothing else: the primary screen
    ([MAIN, RIGHT], "main", MAIN),  # the referee chose the primary on purpose
])
def test_screen_choice(screens, remembered, expected):
    """The hall screen goes to the remembered screen, else a non-primary one, else the primary."""
    assert choose_screen(screens, MAIN, remembered) is expected


def _page(key, rows):
    return HallPage(key, key, (HallColumn("x"),), tuple((str(n),) for n in range(rows)))


def test_pager_shows_long_pages_a_screenful_at_a_time_then_moves_on():
    """45 rows at 20 a screen take three screens; then the next page; then back to the first."""
    pager = Pager()
    pager.set_pages([_page("a", 45), _page("b", 3)])
    seen = []
    for _ in range(5):
        seen.append((pager.current.key, pager.start))
        pager.advance(20)
    assert seen == [("a", 0), ("a", 20), ("a", 40), ("b", 0), ("a", 0)]


def test_pager_keeps_its_place_when_pages_are_refreshed():
    """A live refresh keeps the page on screen even if pages before it appear or vanish."""
    pager = Pager()
    pager.set_pages([_page("a", 5), _page("b", 30), _page("c", 5)])
    pager.advance(20)
    pager.advance(20)
    assert (pager.current.key, pager.start) == ("b", 20)
    pager.set_pages([_page("b", 30), _page("c", 5)])
    assert (pager.current.key, pager.start) == ("b", 20)
    pager.set_pages([_page("c", 5)])
    assert (pager.current.key, pager.start) == ("c", 0)


def test_rows_are_legible_from_the_back_of_the_hall():
    """A row is at least 1/25 of the screen height, with or without the banner."""
    assert UNITS <= 25
    assert rows_per_screen(True) < rows_per_screen(False) <= UNITS - 3


@pytest.fixture
def hall(qtbot, demo_store, tmp_path):
    """An open hall screen on the demo, round 1 paired in every event and played in xiangqi."""
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    for code in ("xiangqi", "go", "sanguosha_identity"):
        pair_next_round(demo_store, code, seed=1)
    controller = HallController(lambda: demo_store)
    controller.open()
    qtbot.addWidget(controller.window)
    yield controller
    controller.close()


def _show(controller, key):
    """Advance until the page ``key`` is on screen, then paint it; returns the drawn texts."""
    for _ in range(len(controller.pager.pages) * 3):
        if controller.pager.current.key == key:
            break
        controller.advance()
    assert controller.pager.current.key == key
    controller.window.repaint()
    return controller.window.drawn


def test_one_screen_gives_a_framed_window_not_a_full_screen_cover(hall):
    """On a one-screen laptop the hall window is a normal framed window over part of the screen
    (the station stays reachable); it takes no focus and has no child widgets."""
    window = hall.window
    assert not window.isFullScreen()
    assert not window.windowFlags() & Qt.FramelessWindowHint
    screen = window.screen().availableGeometry()
    assert window.width() < screen.width() and window.height() < screen.height()
    assert window.windowFlags() & Qt.WindowDoesNotAcceptFocus
    assert window.findChildren(QWidget) == []
    assert not window.testAttribute(Qt.WA_QuitOnClose)  # the station quits with its main window


def test_pairings_page_shows_table_numbers_and_first_mover_first(hall, demo_store):
    """Each table row: its number, then the first mover (红方 in xiangqi), then the opponent."""
    drawn = _show(hall, "pairings:xiangqi")
    assert "象棋  第1轮 对阵" in drawn and "红方" in drawn and "黑方" in drawn
    view = round_view(demo_store, "xiangqi")
    rows = hall.pager.current.rows
    for table, row in zip(view.tables, rows):
        assert row[0] == str(table.number)
        assert (row[1], row[3]) == (table.seats[0].name, table.seats[1].name)
    assert view.tables[0].seats[0].name in drawn


def test_a_confirmed_result_appears_without_rebuilding_the_window(hall, demo_store, qtbot):
    """Recording a result and signalling it updates the page in place; the window stays the same."""
    window = hall.window
    _show(hall, "pairings:xiangqi")
    table = round_view(demo_store, "xiangqi").tables[0]
    assert hall.pager.current.rows[0][-1] == ""
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    assert hall.window is window and hall.pager.current.key == "pairings:xiangqi"
    assert hall.pager.current.rows[0][-1] == "2-0"
    window.repaint()
    assert "2-0" in window.drawn


def test_a_confirmed_result_updates_the_hall_window_in_its_row_only(hall, demo_store):
    """Only the band of the changed row is asked to repaint; its paint still records every text."""
    window = hall.window
    _show(hall, "pairings:xiangqi")
    table = round_view(demo_store, "xiangqi").tables[0]
    asked = []
    window.update = lambda *area: asked.append(area)
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    del window.update
    (area,), = set(asked)
    assert area.height() < window.height() // 4 and area.width() == window.width()
    window.repaint(area)
    drawn = list(window.drawn)
    window.repaint()
    assert drawn == window.drawn and "2-0" in drawn


def test_no_student_id_and_no_sealed_role_in_any_page(hall, demo_store):
    """A full cycle of every page draws names and schools, never a 学号 or a hidden identity."""
    ids = {p.student_id for p in list_players(demo_store)}
    for table in round_view(demo_store, "xiangqi").tables:  # a complete round: the overall page has points
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    texts = []
    for _ in range(60):
        hall.window.repaint()
        texts += hall.window.drawn
        texts += hall.pager.current.texts()
        hall.advance()
    keys = {p.key for p in hall.pager.pages}
    assert {"pairings:xiangqi", "pairings:sanguosha_identity", "standings:xiangqi", "overall"} <= keys
    joined = "\n".join(texts)
    assert not [i for i in ids if i in joined]
    assert not [role for role in SEALED_ROLES if role in joined]
    assert "主公" in joined


def test_long_standings_page_turns_and_freeze_stops_the_cycle(hall, demo_store):
    """24 players take two screens; the timer tick does nothing while frozen, F10 still advances."""
    for table in round_view(demo_store, "xiangqi").tables:
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    drawn = _show(hall, "standings:xiangqi")
    assert "1/2" in drawn
    hall.set_frozen(True)
    hall._tick()
    assert (hall.pager.current.key, hall.pager.start) == ("standings:xiangqi", 0)
    hall.advance()
    assert (hall.pager.current.key, hall.pager.start) == ("standings:xiangqi", rows_per_screen(False))
    hall.window.repaint()
    assert "2/2" in " ".join(hall.window.drawn)
    hall.set_frozen(False)
    hall._tick()
    assert hall.pager.current.key == "teams:xiangqi"


def test_blank_draws_nothing_and_the_banner_is_shown(hall):
    """Blank (F11) leaves a black screen; an announcement runs along the bottom of every page."""
    hall.set_announcement("第二轮14:00开始")
    hall.window.repaint()
    assert "第二轮14:00开始" in hall.window.drawn
    hall.set_blank(True)
    hall.window.repaint()
    assert hall.window.drawn == []
    hall.set_blank(False)
    hall.window.repaint()
    assert hall.window.drawn


def test_timers_page_follows_its_source(hall):
    """No source: no timers page; with one, its labels and remaining times; removed: gone again."""
    hall.refresh()
    assert "timers" not in {p.key for p in hall.pager.pages}
    hall.desk.set_timer_source("xiangqi", lambda: [("象棋 本轮", 754.0), ("第3桌", 59.2)])
    hall.advance()  # a timer started mid-cycle joins at the next page turn, no refresh needed
    assert hall.pager.pages[-1].key == "timers"
    drawn = _show(hall, "timers")
    assert hall.pager.current.hero == ("象棋 本轮", "12:34")  # the round timer in big digits
    assert "12:34" in drawn and "第3桌" in drawn and "0:59" in drawn  # the desk's reading: truncated
    hall.desk.set_timer_source("xiangqi", None)
    hall._refresh_timers()
    assert "timers" not in {p.key for p in hall.pager.pages}
    hall.window.repaint()
    assert hall.window.drawn


def test_picked_pages_only_are_cycled(hall):
    """Unticking a page removes it from the cycle (and the choice is remembered)."""
    hall.set_selected("standings:xiangqi", False)
    assert "standings:xiangqi" not in {p.key for p in hall.pager.pages}
    again = HallController(lambda: hall.store_getter())
    assert not again.is_selected("standings:xiangqi") and again.is_selected("pairings:xiangqi")


def test_main_window_menu_keys_drive_the_hall(qtbot, demo_store, monkeypatch, open_main_window):
    """The 大屏幕 menu opens the hall; F9 freezes, F10 advances, F11 blanks (shown in the menu)."""
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    pair_next_round(demo_store, "go", seed=1)
    window = open_main_window(demo_store)
    menu = window.hall_menu
    menu.aboutToShow.emit()
    actions = {a.text(): a for a in menu.actions()}
    assert {actions[t].shortcut().toString() for t in ("冻结翻页", "下一页", "黑屏", "退出全屏")} == {
        "F9", "F10", "F11", "Esc"}
    open_action = actions["打开大屏幕（本屏幕上的窗口，可拖到投影仪）"]  # one screen: says where it goes
    open_action.trigger()
    controller = window.hall
    assert controller.is_open
    qtbot.addWidget(controller.window)
    before = controller.pager.current.key
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key_F10)
    assert controller.pager.current.key != before
    qtbot.keyClick(window, Qt.Key_F9)
    qtbot.keyClick(window, Qt.Key_F11)
    assert controller.frozen and controller.blank
    qtbot.keyClick(window, Qt.Key_F11)
    assert not controller.blank
    window.set_language("en")  # menus are rebuilt: the keys still act, once each
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key_F11)
    assert controller.blank and window.hall is controller
    window.set_language("zh_CN")
    open_action.trigger()
    assert not controller.is_open


TWO_SCREENS = {"screens": [
    {"name": "main", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "projector", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96,
     "logicalBaseDpi": 96, "dpr": 1}]}
OPEN_ON_SECOND_SCREEN = textwrap.dedent("""
    import json, sys
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from app.services.demo import build_demo
    from app.services.rounds import pair_next_round
    from app.views.hall.hall_screen import HallController
    store = build_demo(sys.argv[1], seed=1)
    pair_next_round(store, "xiangqi", seed=1)
    controller = HallController(lambda: store)
    window = controller.open()
    app.processEvents()
    window.repaint()
    first = {"screen": window.screen().name(), "full": window.isFullScreen(),
             "geometry": window.geometry().getRect(), "drawn": window.drawn}
    controller.choose(app.primaryScreen())  # the referee picks the main screen from the menu
    app.processEvents()
    reopened = HallController(lambda: store).chosen_screen().name()
    print(json.dumps(dict(first, moved=window.screen().name(), remembered=reopened), ensure_ascii=False))
""")


def test_opens_full_screen_on_the_second_screen_of_a_two_screen_machine(tmp_path):
    """Two (virtual) screens: the hall fills the projector at 1080p; choosing the main screen moves it there."""
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(TWO_SCREENS))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", OPEN_ON_SECOND_SCREEN, str(tmp_path / "d.sqlite")],
                          env=env, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["screen"] == "projector" and shown["full"]
    assert shown["geometry"] == [1280, 0, 1920, 1080]
    assert shown["geometry"][3] / UNITS >= 1080 / 25
    assert "象棋  第1轮 对阵" in shown["drawn"]
    assert shown["moved"] == "main" and shown["remembered"] == "main"


def test_two_screens_give_full_screen_and_esc_leaves_it(hall, monkeypatch, qtbot):
    """With a second screen the hall goes frameless full screen and the menu says where; Esc
    (退出全屏) makes it a normal window until a screen is chosen again."""
    from PySide6.QtGui import QGuiApplication
    primary = QGuiApplication.primaryScreen()
    monkeypatch.setattr(HallController, "screens", staticmethod(lambda: [primary, primary]))
    assert hall_menu.open_text(hall) == f"打开大屏幕（{primary.name()} 全屏）"
    hall.choose(primary)
    qtbot.waitUntil(hall.window.isFullScreen)
    assert hall.window.windowFlags() & Qt.FramelessWindowHint
    hall.leave_full_screen()
    qtbot.waitUntil(lambda: not hall.window.isFullScreen())
    assert not hall.window.windowFlags() & Qt.FramelessWindowHint
    hall.choose(primary)
    qtbot.waitUntil(hall.window.isFullScreen)
    monkeypatch.setattr(HallController, "screens", staticmethod(lambda: [primary]))
    assert "本屏幕上的窗口" in hall_menu.open_text(hall)


def test_plugging_a_screen_in_or_out_places_the_window_again(hall, qtbot, monkeypatch):
    """screenAdded / screenRemoved make the open hall window choose its screen again."""
    from PySide6.QtGui import QGuiApplication
    placed = []
    monkeypatch.setattr(hall, "_place", lambda: placed.append(True))
    app = QGuiApplication.instance()
    app.screenAdded.emit(app.primaryScreen())
    qtbot.waitUntil(lambda: len(placed) == 1)
    app.screenRemoved.emit(app.primaryScreen())
    qtbot.waitUntil(lambda: len(placed) == 2)


HUB_SIGNALS = ("results_changed(QString)", "round_paired(QString)", "standings_changed(QString)",
               "settings_changed(QString)", "file_opened()", "roster_changed()")


def _hub_receivers():
    from PySide6.QtCore import SIGNAL
    return {name: hub().receivers(SIGNAL(name)) for name in HUB_SIGNALS}


def test_a_closed_hall_leaves_no_hub_connection_and_is_never_called(qtbot, demo_store, monkeypatch):
    """Open and close the hall twice (menu, then the window's own close button): the hub's signals
    reach no closed window, raise nothing, and the hub has no more listeners than before."""
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    before = _hub_receivers()
    controller = HallController(lambda: demo_store)
    closed = []
    for close in (controller.close, lambda: controller.window.close()):
        window = controller.open()
        assert _hub_receivers()["results_changed(QString)"] == before["results_changed(QString)"] + 1
        monkeypatch.setattr(window, "update", lambda w=window: closed.append(w))
        close()
        assert not controller.is_open
    painted = []
    monkeypatch.setattr(controller, "build_page", lambda key: painted.append(key))
    hub().results_changed.emit("xiangqi")
    hub().round_paired.emit("xiangqi")
    hub().file_opened.emit()
    hub().roster_changed.emit()
    assert closed == [] and painted == []
    assert _hub_receivers() == before


def test_the_main_windows_hall_shows_the_clock_pages_timers_through_its_desk(qtbot, demo_store,
                                                                              open_main_window):
    """A round timer started on an event's clocks page reaches the main window's hall screen via
    the window's clock desk (a hall controller with a desk of its own sees none)."""
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    pair_next_round(demo_store, "xiangqi", seed=1)
    window = open_main_window(demo_store)
    page = next(window.tabs.widget(i).clocks for i in range(window.tabs.count())
                if window.tabs.widget(i).code == "xiangqi")
    page.round_widget.start_or_resume()
    assert [label for label, _seconds in window.clock_desk.timer_entries()] == ["象棋 第 1 轮 全场计时"]
    controller = window.hall
    controller.open()
    qtbot.addWidget(controller.window)
    try:
        timers = next(p for p in controller.pager.pages if p.key == "timers")
        assert "象棋 第 1 轮 全场计时" in timers.texts()
        assert HallController(lambda: None).desk.timer_entries() == []
    finally:
        page.round_widget.timer_model.pause()
        controller.close()


def _reads(hall, monkeypatch) -> list[str]:
    """The keys of the pages the hall reads from now on (wholly or, for a result, only what it changed)."""
    read = []
    real = hall._read_page
    monkeypatch.setattr(hall, "_read_page", lambda key, *args: read.append(key) or real(key, *args))
    return read


def test_a_confirmed_result_reads_the_page_on_screen_once_and_the_others_when_shown(hall, demo_store, monkeypatch):
    """A result is announced twice (results_changed, standings_changed): the hall reads the page on screen
    once, not once per signal; the event's other pages are read when they come on screen, and show it."""
    _show(hall, "pairings:xiangqi")
    read = _reads(hall, monkeypatch)
    table = round_view(demo_store, "xiangqi").tables[0]
    winner = table.seats[0].name
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    hub().standings_changed.emit("xiangqi")
    assert read.count("pairings:xiangqi") == 1 and "standings:xiangqi" not in read
    assert hall.pager.current.rows[0][-1] == "2-0"
    _show(hall, "standings:xiangqi")
    assert read.count("standings:xiangqi") == 1
    assert next(row for row in hall.pager.current.rows if row[1] == winner)[3] == "2"
    read.clear()
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "0-1"})  # the next commit
    hub().standings_changed.emit("xiangqi")
    assert read.count("standings:xiangqi") == 1 and "pairings:xiangqi" not in read
    assert next(row for row in hall.pager.current.rows if row[1] == winner)[3] == "0"


def test_another_stations_commit_reads_the_page_on_screen_and_the_others_when_shown(hall, demo_store,
                                                                                      monkeypatch):
    """A commit elsewhere (the follow poll's changed_elsewhere) says nothing of what changed: every page is
    stale, yet of those showing something only the one on screen is read at once (those showing nothing
    are, as they may have something now); the standings show the result when they come round."""
    _show(hall, "pairings:xiangqi")
    read = _reads(hall, monkeypatch)
    showing = {p.key for p in hall.pager.pages}
    table = round_view(demo_store, "xiangqi").tables[0]
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().changed_elsewhere.emit()
    assert {"standings:xiangqi", "teams:xiangqi"} <= showing
    assert set(read) & showing == {"pairings:xiangqi"} and hall.pager.current.rows[0][-1] == "2-0"
    _show(hall, "standings:xiangqi")
    assert read.count("standings:xiangqi") == 1
    assert next(row for row in hall.pager.current.rows if row[1] == table.seats[0].name)[3] == "2"


def test_a_blank_hall_reads_nothing_and_shows_the_result_when_lit_again(hall, demo_store, monkeypatch):
    """F11: while the screen is black a result costs no read; lit again, the page on screen is read once."""
    _show(hall, "pairings:xiangqi")
    hall.set_blank(True)
    read = _reads(hall, monkeypatch)
    table = round_view(demo_store, "xiangqi").tables[0]
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    hub().standings_changed.emit("xiangqi")
    assert read == []
    hall.set_blank(False)
    assert read == ["pairings:xiangqi"] and hall.pager.current.rows[0][-1] == "2-0"
    hall.window.repaint()
    assert "2-0" in hall.window.drawn


def test_a_result_does_not_read_the_clocks(hall, demo_store, monkeypatch):
    """A result starts no timer: the timers page (every event's table clocks) is not read for it."""
    read = _reads(hall, monkeypatch)
    asked = []
    monkeypatch.setattr(hall.desk, "timer_entries", lambda: asked.append(True) or [])
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    hub().standings_changed.emit("xiangqi")
    assert asked == [] and "timers" not in read


def test_a_page_that_showed_nothing_joins_the_cycle_at_the_next_turn(hall, demo_store, monkeypatch):
    """Gomoku's first round paired: its pairings page, empty until now, is read at the next page turn
    (not at every commit while it stays empty) and is then in the cycle."""
    assert "pairings:gomoku" not in {p.key for p in hall.pager.pages}
    read = _reads(hall, monkeypatch)
    pair_next_round(demo_store, "gomoku", seed=1)
    hub().round_paired.emit("gomoku")
    assert "pairings:gomoku" not in read
    hall.advance()
    assert read.count("pairings:gomoku") == 1 and "pairings:gomoku" in {p.key for p in hall.pager.pages}
    _show(hall, "pairings:gomoku")
    assert "五子棋  第1轮 对阵" in hall.window.drawn


def test_a_result_on_the_pairings_on_screen_reads_only_its_tables_results(hall, demo_store, monkeypatch):
    """The round on screen is known: a result (and its undo) reads whether its tables have a result, not
    the round's seats and names again; a round paired again since is read whole."""
    from app.views.hall import hall_pages
    _show(hall, "pairings:xiangqi")
    rounds_read = []
    real = hall_pages.round_view
    monkeypatch.setattr(hall_pages, "round_view", lambda *a, **k: rounds_read.append(a[1]) or real(*a, **k))
    table = round_view(demo_store, "xiangqi").tables[0]
    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "1-0"})
    hub().results_changed.emit("xiangqi")
    hub().standings_changed.emit("xiangqi")
    assert hall.pager.current.rows[0][-1] == "2-0" and rounds_read == []
    assert not hall.pager.current.seating
    clear_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number)
    hub().results_changed.emit("xiangqi")
    assert hall.pager.current.rows[0][-1] == "" and rounds_read == []
    again = repair_last_round(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), seed=9)
    hub().results_changed.emit("xiangqi")
    assert rounds_read == ["xiangqi"]
    assert hall.pager.current.rows[0][1] == again.tables[0].seats[0].name


def test_a_result_of_an_event_off_screen_reads_and_repaints_nothing_and_shows_when_its_page_comes(
        hall, demo_store, monkeypatch):
    """The hall hears every event's results: one whose pages are off screen only marks them, yet its
    standings show it when they come on screen."""
    from app.views.hall.hall_pages import standings_page
    _show(hall, "pairings:xiangqi")
    read = _reads(hall, monkeypatch)
    asked, queried = [], []
    view = round_view(demo_store, "go")
    record_result(demo_store, "go", view.round_id, view.tables[0].number, {"score": "1-0"})
    monkeypatch.setattr(hall.window, "update", lambda *area: asked.append(area))
    monkeypatch.setattr(demo_store, "generation", lambda: queried.append(True))  # not even the file's counter
    hub().results_changed.emit("go")
    hub().standings_changed.emit("go")
    assert read == [] and asked == [] and queried == []
    monkeypatch.undo()
    read = _reads(hall, monkeypatch)
    _show(hall, "standings:go")
    assert read.count("standings:go") == 1  # (the pages on the way are read as they come on screen)
    assert list(hall.pager.current.rows) == list(standings_page(demo_store, "go").rows)
    assert any(row[1] == view.tables[0].seats[0].name and row[0] == "1" for row in hall.pager.current.rows)


def test_the_standings_page_makes_the_cells_of_the_rows_it_shows(hall, demo_store, monkeypatch):
    """A result of the event on screen reads its standings again: only the screenful's rows are made."""
    from app.views.hall import hall_pages
    view = round_view(demo_store, "xiangqi")
    for table in view.tables:
        record_result(demo_store, "xiangqi", view.round_id, table.number, {"score": "1-0"})
    _show(hall, "standings:xiangqi")
    made, real = [], hall_pages._standing_cells
    monkeypatch.setattr(hall_pages, "_standing_cells",
                        lambda row, tiebreaks: made.append(row.name) or real(row, tiebreaks))
    clear_result(demo_store, "xiangqi", view.round_id, view.tables[0].number)
    hub().results_changed.emit("xiangqi")
    hall.window.repaint()
    page, per_screen = hall.pager.current, hall.per_screen()
    assert len(page.rows) > per_screen and 0 < len(made) <= per_screen
    winner = view.tables[0].seats[0].name
    assert next(row for row in page.rows if row[1] == winner)[3] == "0"
    assert [cells[1] for cells in page.rows[:per_screen]] == [name for name in hall.window.drawn
                                                             if name in {c[1] for c in page.rows}][:per_screen]
