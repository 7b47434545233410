"""Hall screens made for a real hall: several windows with their own contents remembered per screen,
text that grows to fill the screen yet never shrinks below a legible size, the round being seated
kept on screen longer, a find-your-table page, and full screen on request on a one-screen laptop."""
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from app.assets import CJK_FONT_FILE

from app.printing.seating import pinyin_key
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.views.hall import hall_menu
from app.views.hall.hall_pager import Pager
from app.views.hall.hall_pages_model import (CELL_GLYPH, MAX_ROW_SCALE, UNITS, HallColumn, HallPage, row_scale,
                                             rows_per_screen)
from app.views.hall.hall_paint import _column_edges, cell_pixels
from app.views.hall.hall_screen import SEATING_DWELL, HallController
from app.views.base import settings_store
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


@pytest.fixture(autouse=True)
def fresh_settings():
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()


@pytest.fixture
def seated(demo_store):
    """The demo with round 1 paired in xiangqi and Dou Dizhu, no result yet."""
    for code in ("xiangqi", "doudizhu"):
        pair_next_round(demo_store, code, seed=1)
    return demo_store


def _open(qtbot, store, **kwargs):
    controller = HallController(lambda: store, **kwargs)
    controller.open()
    qtbot.addWidget(controller.window)
    return controller


@pytest.fixture
def shipped_font(qapp) -> QFont:
    """The station's own Chinese font, as run_gui installs it: the widths below are the shipped glyphs',
    not whatever a machine without a Chinese font draws for them (a narrow box)."""
    families = QFontDatabase.applicationFontFamilies(QFontDatabase.addApplicationFont(str(CJK_FONT_FILE)))
    assert families, "the shipped Chinese font did not load"
    font = QFont()
    font.setFamilies(families)
    return font


def _page(rows: int, cell: str = "名字") -> HallPage:
    return HallPage("p", "p", (HallColumn("台号", 0.6), HallColumn("选手", 6.0)),
                    tuple((str(n), cell) for n in range(rows)))


# -- 2: text and rows fill the screen, never below a legible glyph ---------------------------

def test_a_short_page_fills_the_screen_and_a_long_one_keeps_one_band_a_row():
    per_screen = rows_per_screen(False)
    six = row_scale(_page(6), per_screen)
    assert six == MAX_ROW_SCALE  # six tables: three bands a row, 18 of the 20 free bands
    assert row_scale(_page(10), per_screen) == per_screen / 10
    assert row_scale(_page(200), per_screen) == 1.0


@pytest.mark.parametrize("height", [768, 1080])
def test_six_tables_are_large_and_200_players_page_at_a_legible_size(qapp, height):
    """Six tables' text is three times the least size; 200 rows take ten screens, each at the least
    size, and the least size is 1/39 of the screen's height (legible from 10 m)."""
    width = height * 16 // 9
    unit = height / UNITS
    edges = _column_edges(_page(1).columns, 0, width)
    per_screen = rows_per_screen(False)
    six = _page(6)
    assert cell_pixels(six, six.rows, edges, QFont(), unit, row_scale(six, per_screen)) == round(
        unit * CELL_GLYPH * MAX_ROW_SCALE)
    crowd = _page(200)
    assert Pager().screens_of(crowd, per_screen) == 10
    least = cell_pixels(crowd, crowd.rows[:per_screen], edges, QFont(), unit, row_scale(crowd, per_screen))
    assert least == round(unit * CELL_GLYPH) >= height / 40


def test_a_wide_cell_shrinks_its_text_but_never_below_the_least_size(shipped_font):
    unit = 768 / UNITS
    edges = _column_edges(_page(1).columns, 0, 1366)
    for cell, expected_at_least in (("名" * 30, None), ("名" * 200, round(unit * CELL_GLYPH))):
        page = _page(6, cell)
        pixels = cell_pixels(page, page.rows, edges, shipped_font, unit, MAX_ROW_SCALE)
        assert round(unit * CELL_GLYPH) <= pixels < round(unit * CELL_GLYPH * MAX_ROW_SCALE)
        if expected_at_least is not None:
            assert pixels == expected_at_least


# -- 3: the round being seated stays longer; find your table -----------------------------------

def test_find_your_table_lists_every_player_by_pinyin_with_table_and_seat(seated, qtbot):
    hall = _open(qtbot, seated)
    hall.show_only(["seating:xiangqi"])
    page = hall.pager.current
    assert page.key == "seating:xiangqi" and "找座位" in page.title
    view = round_view(seated, "xiangqi")
    expected = {(s.name, str(t.number)) for t in view.tables for s in t.seats}
    assert {(row[1], row[3]) for row in page.rows} == expected
    assert [pinyin_key(row[1]) for row in page.rows] == sorted(pinyin_key(row[1]) for row in page.rows)
    assert all(row[0] == pinyin_key(row[1])[0][0].upper() for row in page.rows)
    assert {row[4] for row in page.rows} == {"红方", "黑方"}
    assert len(page.rows) > rows_per_screen(False)  # it pages by itself
    hall.close()


def test_find_your_table_is_not_in_the_cycle_unless_picked(seated, qtbot):
    hall = _open(qtbot, seated)
    keys = {page.key for page in hall.pager.pages}
    assert "pairings:xiangqi" in keys and not any(key.startswith("seating:") for key in keys)
    hall.close()


def test_the_round_being_seated_stays_longer_than_the_rest(seated, qtbot):
    hall = _open(qtbot, seated)
    hall.show_only(["pairings:doudizhu", "standings:xiangqi"])
    while hall.pager.current.key != "pairings:doudizhu":  # the xiangqi standings take two screens
        hall.advance()
    assert hall.pager.current.key == "pairings:doudizhu" and hall.pager.current.seating
    for _ in range(SEATING_DWELL - 1):
        hall._tick()
        assert hall.pager.current.key == "pairings:doudizhu"
    hall._tick()
    assert (hall.pager.current.key, hall.pager.start) == ("standings:xiangqi", 0)
    hall._tick()  # any other page: one interval a screen
    assert (hall.pager.current.key, hall.pager.start) == ("standings:xiangqi", rows_per_screen(False))
    hall.close()


def test_once_results_come_in_the_pairings_take_one_interval(seated, qtbot):
    record_result(seated, "xiangqi", RoundId("xiangqi", FINAL, 1), 1, {"score": "1-0"})
    hall = _open(qtbot, seated)
    hall.show_only(["pairings:xiangqi", "standings:xiangqi"])
    assert hall.pager.current.key == "pairings:xiangqi" and not hall.pager.current.seating
    hall._tick()
    assert hall.pager.current.key == "standings:xiangqi"
    hall.close()


# -- 4: full screen on request on a one-screen laptop, Esc leaves it ---------------------------------

def test_one_screen_goes_full_screen_on_request_and_esc_leaves(seated, qtbot):
    assert len(QGuiApplication.screens()) == 1
    hall = _open(qtbot, seated)
    assert not hall.window.isFullScreen()
    hall.go_full_screen()
    qtbot.waitUntil(hall.window.isFullScreen)
    assert not hall.window.windowFlags() & Qt.WindowDoesNotAcceptFocus  # it takes the Esc
    qtbot.keyClick(hall.window, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not hall.window.isFullScreen())
    assert hall.window.windowFlags() & Qt.WindowDoesNotAcceptFocus
    hall.close()


def test_the_menu_offers_full_screen(qtbot, seated, open_main_window):
    window = open_main_window(seated)
    window.hall_menu.aboutToShow.emit()
    actions = {a.text(): a for a in window.hall_menu.actions()}
    assert actions["全屏显示"].shortcut().toString() == "Shift+F11"
    actions["全屏显示"].trigger()
    qtbot.addWidget(window.hall.window)
    qtbot.waitUntil(window.hall.window.isFullScreen)
    window.hall.close()


# -- 1: several halls, each its own screen and contents, remembered per screen -----------------------

def test_each_screen_has_its_own_hall_and_remembers_what_it_shows(qtbot, seated, open_main_window):
    window = open_main_window(seated)
    left, right = hall_menu.screen_hall(window, "left"), hall_menu.screen_hall(window, "right")
    assert hall_menu.screen_hall(window, "left") is left
    left.open()
    right.open()
    for hall in (left, right):
        qtbot.addWidget(hall.window)
    left.show_only(k for k, _label in left.available_keys() if k.startswith("seating:"))
    right.show_only(k for k, _label in right.available_keys() if k.endswith(":doudizhu"))
    right.set_interval(20)
    assert left.is_open and right.is_open
    assert {p.key for p in left.pager.pages} == {"seating:xiangqi", "seating:doudizhu"}
    shown = {p.key for p in right.pager.pages}
    assert {"pairings:doudizhu", "seating:doudizhu"} <= shown
    assert all(key.endswith(":doudizhu") for key in shown)  # one event's pages, its find-your-table too
    again_left, again_right = (HallController(lambda: seated, screen_name=name) for name in ("left", "right"))
    assert again_left.selected == left.selected and again_right.selected == right.selected
    assert again_right.interval == 20 and again_left.interval == 10
    assert HallController(lambda: seated).selected is None  # the main hall's choice is its own
    left.close()
    right.close()


def test_the_menu_opens_a_hall_on_a_screen_and_sets_its_contents(qtbot, seated, open_main_window):
    window = open_main_window(seated)
    window.hall_menu.aboutToShow.emit()
    (halls,) = [a.menu() for a in window.hall_menu.actions() if a.text() == "每个屏幕各开一个大屏幕"]
    (screen_menu,) = [a.menu() for a in halls.actions()]
    actions = {a.text(): a for a in screen_menu.actions()}
    actions["在此屏幕打开大屏幕"].trigger()
    name = QGuiApplication.primaryScreen().name()
    hall = window.screen_halls[name]
    qtbot.addWidget(hall.window)
    assert hall.is_open and hall is not window.hall
    pages = {a.text(): a for a in actions["显示的页面"].menu().actions()}
    pages["只显示：找座位（各项目）"].trigger()
    assert {p.key for p in hall.pager.pages} == {"seating:xiangqi", "seating:doudizhu"}
    hall.close()


def test_six_tables_are_painted_down_the_whole_screen(seated, qtbot):
    """At 1366×768 the sixth Dou Dizhu table is drawn in the lower fifth of the screen (it used to
    end in the top third)."""
    hall = _open(qtbot, seated)
    hall.show_only(["pairings:doudizhu"])
    hall.window.resize(1366, 768)
    image = hall.window.grab().toImage()
    lit = [y for y in range(image.height()) for x in range(20, 110, 3)
           if image.pixelColor(x, y).lightness() > 128]
    assert max(lit) > 768 * 0.8
    hall.close()
