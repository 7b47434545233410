"""A confirmed result repaints only its row of the hall, and what is on screen is as a whole repaint."""
from dataclasses import replace

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QImage, QPainter

from app.views.hall.hall_pages import UNITS, HallColumn, HallPage, paint_page, repaint_area

SCREEN = QRect(0, 0, 1920, 1080)


def _pairings(results: dict[int, str], tables: int = 30) -> HallPage:
    columns = (HallColumn("台号"), HallColumn("红方"), HallColumn("黑方"), HallColumn("结果"))
    rows = tuple((str(n), f"红{n}", f"黑{n}", results.get(n, "")) for n in range(1, tables + 1))
    return HallPage("pairings:xiangqi", "象棋  第1轮 对阵", columns, rows, seating=not results)


def _image(page: HallPage, exposed: QRect | None = None, under: QImage | None = None) -> tuple[QImage, list[str]]:
    """``page`` painted on ``under`` (a fresh black screen when None), only ``exposed`` when given."""
    image = QImage(SCREEN.size(), QImage.Format_RGB32) if under is None else QImage(under)
    drawn = []
    painter = QPainter(image)
    if exposed is not None:
        painter.setClipRect(exposed)
    paint_page(painter, SCREEN, page, 0, "", "", QFont(), drawn.append, exposed)
    painter.end()
    return image, drawn


def test_one_changed_row_is_repainted_alone_and_the_screen_is_as_a_whole_repaint(qapp):
    before, after = _pairings({}), _pairings({3: "1-0"})
    area = repaint_area(SCREEN, before, after, 0, "", QFont())
    assert area.width() == SCREEN.width() and area.height() <= SCREEN.height() // UNITS + 1
    old, _ = _image(before)
    partly, drawn = _image(after, area, old)
    whole, whole_drawn = _image(after)
    assert partly == whole  # the pixels outside the band had not changed
    assert drawn == whole_drawn and "1-0" in drawn  # every text is recorded, also those not drawn again


def test_anything_but_rows_repaints_the_whole_screen_and_nothing_on_screen_none(qapp):
    page = _pairings({})
    assert repaint_area(SCREEN, page, replace(page, title="象棋  第2轮 对阵"), 0, "", QFont()) == SCREEN
    assert repaint_area(SCREEN, page, _pairings({}, tables=31), 0, "", QFont()) == SCREEN
    assert repaint_area(SCREEN, None, page, 0, "", QFont()) == SCREEN
    assert repaint_area(SCREEN, page, _pairings({29: "1-0"}), 0, "", QFont()) is None  # on the next screen

