"""Legibility in a real hall (#36.2): a short page's text grows with its rows, headers and the footnote
as large as the cells, a forfeit worded, and the live page's QR code large enough for the back of the hall."""
import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPainter

from app.assets import CJK_FONT_FILE
from app.rules.events import settings_for
from app.scoring.summaries import result_points
from app.services.round_views import RoundView, SeatView, TableView
from app.stages.policy import FINAL
from app.views.hall.hall_pages import pairings_of
from app.views.hall.hall_paint import _layout, paint_page

LONG_SCHOOL = "南宁市第三十七中学"


@pytest.fixture
def shipped_font(qapp) -> QFont:
    families = QFontDatabase.applicationFontFamilies(QFontDatabase.addApplicationFont(str(CJK_FONT_FILE)))
    font = QFont()
    font.setFamilies(families)
    return font


def _round(tables: int, results: dict[int, str] | None = None) -> RoundView:
    def seat(number, seat_no):
        return SeatView(number, seat_no, number, "黎振宇", LONG_SCHOOL if number % 3 == 0 else "实验中学", "",
                        None, "")
    return RoundView("xiangqi", FINAL, 1, 1, tuple(
        TableView(n, n, 0, (seat(2 * n, 0), seat(2 * n + 1, 1)), (results or {}).get(n, ""), ())
        for n in range(1, tables + 1)), (), (), points=result_points(settings_for("xiangqi")))


@pytest.mark.parametrize("height", [768, 1080])
def test_six_tables_text_grows_with_their_rows(shipped_font, height):
    """Rows three bands tall carry text at least twice the least size, long schools and all."""
    page = pairings_of("xiangqi", _round(6))
    layout = _layout(QRect(0, 0, height * 16 // 9, height), page, 0, "", shipped_font)
    assert layout.row_bands == 3
    assert layout.cell_pixels >= 2 * round(height / 24 * 0.62)


def test_a_forfeit_reads_as_such_in_the_one_notation(qapp):
    """A forfeit reads 弃权 in the event's points, as on every surface (docs/rules.md §7.2), never "-+"."""
    page = pairings_of("xiangqi", _round(3, {1: "+-", 2: "-+", 3: "--"}))
    assert [row[-1] for row in page.rows] == ["2-0（弃权）", "0-2（弃权）", "0-0（弃权）"]
    assert not any(text in ("+-", "-+", "--") for text in page.texts())
    assert "左方在前" in page.note


def _ink_height(image: QImage, top: int, bottom: int, left: int, right: int) -> int:
    """Rows of the band holding light pixels (text), from its first to its last."""
    lit = [y for y in range(top, bottom) if any(QColor(image.pixel(x, y)).lightness() > 150
                                                for x in range(left, right, 2))]
    return lit[-1] - lit[0] + 1 if lit else 0


def test_column_headers_and_the_footnote_are_as_large_as_the_cells(shipped_font):
    """At 1080, the headers' and the footnote's glyphs are inked as tall as the cells' (never under 1/39)."""
    page = pairings_of("xiangqi", _round(40, {1: "+-"}))  # a forfeit: the footnote explains 弃
    image = QImage(1920, 1080, QImage.Format_RGB32)
    painter = QPainter(image)
    paint_page(painter, image.rect(), page, 0, "", "1/2", shipped_font, lambda _text: None)
    painter.end()
    unit = 1080 / 24
    layout = _layout(image.rect(), page, 0, "", shipped_font)
    # names and schools, left of the result column (whose full-width brackets in 2-0（弃权） ink taller)
    cell = _ink_height(image, round(3 * unit), round(3 * unit + layout.row_bands * unit), 40, 600)
    header = _ink_height(image, round(2 * unit), round(3 * unit), 40, 600)
    foot = _ink_height(image, round(23 * unit), 1080, 40, 600)
    assert cell >= 0.8 * 1080 / 39
    assert header >= cell - 1 and foot >= cell - 1


@pytest.fixture
def served(monkeypatch):
    """The live page served at an address (as the switch announces it)."""
    from app.services import live_address
    url = "http://192.168.10.23:8765/"
    live_address.announce(url)
    yield url
    live_address.withdraw(url)


@pytest.mark.parametrize("width,height", [(1920, 1080), (1366, 768)])
def test_a_qr_page_a_phone_reads_from_the_back_of_the_hall_with_the_address_beside_it(
        qtbot, demo_store, served, width, height):
    """The code is most of the screen's height (the title band's was 1/12) and each of its modules sits
    where the address's code has it; the address is written beside it."""
    import segno
    from app.views.hall.hall_screen import HallController
    from app.views.hall.live_qr_page import LIVE_KEY, LIVE_TITLE
    hall = HallController(lambda: demo_store)
    hall.open()
    qtbot.addWidget(hall.window)
    assert LIVE_KEY in hall._picked()  # in the cycle by default while the page is served
    hall.show_only([LIVE_KEY])
    hall.window.showNormal()
    hall.window.setGeometry(0, 0, width, height)
    image = hall.window.grab().toImage()
    assert served in hall.window.drawn and LIVE_TITLE in hall.window.drawn
    matrix = [list(row) for row in segno.make(served, error="m").matrix_iter(scale=1, border=4)]
    white = [(x, y) for y in range(0, height, 4) for x in range(0, width // 2, 4)
             if image.pixelColor(x, y).lightness() > 240]
    left, top = min(x for x, _ in white), min(y for _, y in white)
    side = max(x for x, _ in white) - left + 4
    assert side >= 0.75 * height
    module = side / len(matrix)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            pixel = image.pixelColor(round(left + (x + 0.5) * module), round(top + (y + 0.5) * module))
            assert (pixel.lightness() < 100) == bool(dark), (x, y)
    hall.close()
