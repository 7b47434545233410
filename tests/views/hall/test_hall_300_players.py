"""A 300-player round in the hall (#36.1): every pairing on screen within a minute on one 1080p window,
lists in blocks side by side, never under 1/39 of the screen's height, and one list split over
several hall windows."""
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QFont

from app.services.round_views import RoundView, SeatView, TableView
from app.stages.policy import FINAL
from app.views.hall.hall_blocks import list_blocks, part_of
from app.views.hall.hall_pager import Pager
from app.views.hall.hall_pages import pairings_of
from app.views.hall.hall_paint import _layout
from app.views.hall.hall_pages_model import HallColumn, HallPage
from app.views.hall.hall_screen import SEATING_DWELL, HallController
from test_hall_legibility import shipped_font  # noqa: F401 — the fixture
from app.views.base import settings_store

SURNAMES, GIVEN = "王李张刘陈杨赵黄周吴", "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平"
SCHOOLS = ("实验中学", "第一中学", "外国语学校", "师大附中", "育才学校", "第二中学")


@pytest.fixture(autouse=True)
def fresh_settings():
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()


def _seat(number: int, seat_no: int) -> SeatView:
    name = SURNAMES[number % 10] + GIVEN[number % 20] + GIVEN[(number // 20) % 20]
    return SeatView(number, seat_no, number, name, SCHOOLS[number % 6], "", None, "")


def round_of_300(results: dict[int, str] | None = None) -> RoundView:
    """A xiangqi round of 300 players: 150 tables, seated (no result) unless ``results`` says."""
    tables = tuple(TableView(n, n, 0, (_seat(2 * n, 0), _seat(2 * n + 1, 1)), (results or {}).get(n, ""), ())
                   for n in range(1, 151))
    return RoundView("xiangqi", FINAL, 2, 1, tables, (), ())


def _seconds_to_show_every_row(controller: HallController, page: HallPage, interval: int) -> int:
    """Tick the hall's cycle on a fake clock (``interval`` seconds a tick) until every row of ``page``
    has been on screen; the seconds that took."""
    controller.pager.set_pages([page])
    seen: set[int] = set()
    clock = 0
    while True:
        start = controller.pager.start
        seen.update(range(start, min(start + controller.per_screen(), len(page.rows))))
        clock += interval  # the screenful stays one interval before the next tick
        if len(seen) == len(page.rows):
            return clock
        controller._tick()
        assert clock < 600, "the hall never showed every row"


def test_every_pairing_of_a_300_player_round_is_on_screen_within_60_s_at_1080p(qapp):
    page = pairings_of("xiangqi", round_of_300())
    assert page.seating and len(page.rows) == 150
    controller = HallController(lambda: None)  # no window: a 1920×1080 hall
    seconds = _seconds_to_show_every_row(controller, page, controller.interval)
    assert seconds <= 60
    blocks = list_blocks(page, False, 1920, 1080)
    assert Pager().screens_of(page, blocks.per_screen) * SEATING_DWELL * controller.interval <= 60
    assert blocks.count >= 3


@pytest.mark.parametrize("width,height", [(1920, 1080), (1366, 768)])
@pytest.mark.parametrize("results", [{}, {n: "1-0" for n in range(1, 151)}])
def test_lists_in_blocks_never_shrink_text_under_a_39th_of_the_height(qapp, width, height, results):
    page = pairings_of("xiangqi", round_of_300(results))
    layout = _layout(QRect(0, 0, width, height), page, 0, "", QFont())
    assert layout.blocks.count >= 3
    assert layout.cell_pixels >= height / 39
    assert layout.row_bands * height / 24 >= layout.cell_pixels  # a row holds its glyphs
    boxes = [layout.row_box(QRect(0, 0, width, height), offset) for offset in range(layout.blocks.per_screen)]
    assert all(box.right() < width and box.bottom() < height for box in boxes)
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_a_300_row_standings_page_comes_round_within_a_minute(qapp):
    page = HallPage("standings:xiangqi", "象棋 个人排名", tuple(HallColumn(h) for h in ("名次", "选手", "单位", "积分")),
                    tuple((str(n), "王小明", "实验中学", "3") for n in range(1, 301)), block_ems=(2.2, 4.0, 5.0, 2.4))
    controller = HallController(lambda: None)
    assert _seconds_to_show_every_row(controller, page, controller.interval) <= 60


def test_a_short_list_keeps_one_block_and_fills_the_screen(qapp):
    page = pairings_of("xiangqi", round_of_300())
    short = HallPage(page.key, page.title, page.columns, tuple(page.rows[:6]), block_ems=page.block_ems)
    assert list_blocks(short, False, 1920, 1080).count == 1
    assert _layout(QRect(0, 0, 1920, 1080), short, 0, "", QFont()).row_bands > 1


def test_one_list_splits_over_two_hall_windows_by_its_table_numbers(qapp):
    page = pairings_of("xiangqi", round_of_300())
    left, right = part_of(page, 1, 2), part_of(page, 2, 2)
    assert [row[0] for row in left.rows] == [str(n) for n in range(1, 76)]
    assert [row[0] for row in right.rows] == [str(n) for n in range(76, 151)]
    assert left.title.endswith("（1–75）") and right.title.endswith("（76–150）")
    assert part_of(page, 1, 1) is page


def test_a_screens_hall_remembers_its_share_of_the_lists(qapp):
    HallController(lambda: None, screen_name="HDMI-2").set_part(2, 2)
    assert HallController(lambda: None, screen_name="HDMI-2").part == (2, 2)
    assert HallController(lambda: None, screen_name="HDMI-1").part == (1, 1)


def test_the_menu_sets_a_screens_share_of_the_lists(qtbot, demo_store, open_main_window):
    from app.views.hall import hall_menu
    window = open_main_window(demo_store)
    hall = hall_menu.screen_hall(window, "HDMI-2")
    menu = window.hall_menu.addMenu("parts")
    hall_menu._fill_parts(menu, hall)
    texts = [action.text() for action in menu.actions()]
    assert len(texts) == 6 and texts[0] == "全部"
    menu.actions()[2].trigger()  # the second of two shares
    assert hall.part == (2, 2)
    hall_menu._fill_parts(menu, hall)
    assert [action.isChecked() for action in menu.actions()] == [False, False, True, False, False, False]


FORFEITS = {1: "+-", 2: "-+", 3: "--", 77: "+-", 150: "-+"}  # on the first screen's blocks and the last


@pytest.mark.parametrize("width,height", [(1920, 1080), (1366, 768)])
def test_a_forfeit_is_whole_in_the_narrow_result_column_of_a_list_in_blocks(shipped_font, width, height):
    """"2-0（弃权）" is twice the width of "2-0": the blocks' result column was cut to "2-0（…"; it is as wide
    as the page's widest result, measured in the hall's font, on every screen of the list."""
    from PySide6.QtGui import QFontMetrics, QImage, QPainter
    from app.rules.events import settings_for
    from app.scoring.summaries import result_points
    from app.views.hall.hall_paint import paint_page, sized_font
    results = {n: "1-0" for n in range(1, 151)} | FORFEITS
    page = pairings_of("xiangqi", replace(round_of_300(results), points=result_points(settings_for("xiangqi"))))
    assert page.rows[0][-1] == "2-0（弃权）"
    screen = QRect(0, 0, width, height)
    layout = _layout(screen, page, 0, "", shipped_font)
    assert layout.blocks.count >= 2
    metrics = QFontMetrics(sized_font(shipped_font, layout.cell_pixels))
    for block in layout.edges:
        _left, room = block[-1]
        assert metrics.horizontalAdvance("2-0（弃权）") <= room - 8, (block[-1], layout.cell_pixels)
    for start in range(0, len(page.rows), layout.blocks.per_screen):
        image = QImage(width, height, QImage.Format_RGB32)
        painter = QPainter(image)
        drawn = []
        paint_page(painter, screen, page, start, "", "1/2", shipped_font, drawn.append)
        painter.end()
        image.save(f"/tmp/shots/hall_300_forfeits_{width}_{start}.png")
        shown = page.rows[start:start + layout.blocks.per_screen]
        forfeits = [row[-1] for row in shown if "弃权" in row[-1]]
        assert forfeits and all(text in drawn for text in forfeits)
        assert not any(line.startswith(("2-0（", "0-2（", "0-0（")) and line.endswith("…") for line in drawn)


@pytest.mark.parametrize("width,height", [(1920, 1080), (1366, 768)])
def test_a_finished_table_of_eight_is_whole_in_a_list_in_blocks(shipped_font, width, height):
    """A table of eight says 已完赛 in its result cell: three glyphs did not fit the blocks' 3-glyph column."""
    from PySide6.QtGui import QFontMetrics
    from app.views.hall.hall_paint import sized_font
    tables = tuple(TableView(n, n, 0, tuple(_seat(8 * n + s, s) for s in range(8)), "主公胜" if n == 1 else "", ())
                   for n in range(1, 21))
    page = pairings_of("sanguosha_identity", RoundView("sanguosha_identity", FINAL, 1, 1, tables, (), ()))
    assert page.rows[0][-1] == "已完赛"
    layout = _layout(QRect(0, 0, width, height), page, 0, "", shipped_font)
    assert layout.blocks.count >= 2
    room = min(block[-1][1] for block in layout.edges) - 8
    assert QFontMetrics(sized_font(shipped_font, layout.cell_pixels)).horizontalAdvance("已完赛") <= room
