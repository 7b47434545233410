"""A confirmed result repaints only its row of the hall, and what is on screen is as a whole repaint."""
from dataclasses import replace

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QImage, QPainter, QRegion

from app.views.hall.hall_pages_model import UNITS, HallColumn, HallPage
from app.views.hall.hall_paint import paint_page, repaint_area

SCREEN = QRect(0, 0, 1920, 1080)


def _pairings(results: dict[int, str], tables: int = 30) -> HallPage:
    columns = (HallColumn("台号"), HallColumn("红方"), HallColumn("黑方"), HallColumn("结果"))
    rows = tuple((str(n), f"红{n}", f"黑{n}", results.get(n, "")) for n in range(1, tables + 1))
    return HallPage("pairings:xiangqi", "象棋  第1轮 对阵", columns, rows, seating=not results)


def _image(page: HallPage, exposed: QRect | QRegion | None = None,
           under: QImage | None = None) -> tuple[QImage, list[str]]:
    """``page`` painted on ``under`` (a fresh black screen when None), only ``exposed`` when given."""
    image = QImage(SCREEN.size(), QImage.Format_RGB32) if under is None else QImage(under)
    drawn = []
    painter = QPainter(image)
    if exposed is not None:
        painter.setClipRegion(QRegion(exposed))
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


def test_anything_but_rows_and_title_repaints_the_whole_screen_and_nothing_on_screen_none(qapp):
    page = _pairings({})
    assert repaint_area(SCREEN, page, replace(page, note="名次后“=”为并列"), 0, "", QFont()) == SCREEN
    assert repaint_area(SCREEN, page, replace(page, columns=page.columns[:3]), 0, "", QFont()) == SCREEN
    assert repaint_area(SCREEN, page, _pairings({}, tables=31), 0, "", QFont()) == SCREEN
    assert repaint_area(SCREEN, None, page, 0, "", QFont()) == SCREEN
    assert repaint_area(SCREEN, page, _pairings({29: "1-0"}), 0, "", QFont()) is None  # on the next screen



def test_a_new_title_repaints_its_band_and_the_changed_rows_only(qapp):
    """A standings page's title counts the tables in: a result changes it, and its rows on screen only if
    a player moved there; the title's band and those rows are painted again, and the screen is as a whole
    repaint."""
    before = _pairings({}, tables=60)
    after = replace(_pairings({4: "1-0"}, tables=60), title="象棋  个人排名 第1轮进行中：已录1/60桌")
    area = repaint_area(SCREEN, before, after, 0, "", QFont())
    band = SCREEN.height() // UNITS + 1
    assert isinstance(area, QRegion) and area.rectCount() == 2
    assert area.boundingRect().width() == SCREEN.width() and area.boundingRect().top() == 0
    assert sum(r.height() for r in area) <= 3 * band  # the title's two bands and one row's
    old, _ = _image(before)
    partly, drawn = _image(after, area, old)
    whole, whole_drawn = _image(after)
    assert partly == whole and drawn == whole_drawn
    title_only = repaint_area(SCREEN, before, replace(before, title=after.title), 0, "", QFont())
    assert isinstance(title_only, QRegion) and title_only.boundingRect().height() <= 2 * band


def test_the_hall_on_a_standings_page_shows_each_result_as_a_whole_repaint_would(qtbot, demo_store):
    """Results of the event on screen repaint the title's band and the rows that moved: what the window
    shows after each (its backing store, not painted again) is what a whole repaint paints."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app.services.results import record_result
    from app.services.rounds import pair_next_round
    from app.views.hall.hall_screen import HallController
    from app.views.base import settings_store
    from app.views.base.hub import hub
    QSettings(settings_store.ORGANISATION, settings_store.APPLICATION).clear()
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    hall = HallController(lambda: demo_store)
    hall.selected = {"standings:xiangqi"}
    window = hall.open()
    qtbot.addWidget(window)
    hall.cycle_timer.stop()
    asked = []
    real_update = window.update
    window.update = lambda *area: asked.append(area) or real_update(*area)
    for table, score in zip(view.tables[:4], ("1-0", "0-1", "=", "1-0")):
        QApplication.processEvents()
        record_result(demo_store, "xiangqi", view.round_id, table.number, {"score": score})
        hub().results_changed.emit("xiangqi")
        hub().standings_changed.emit("xiangqi")
        QApplication.processEvents()
        shown = window.screen().grabWindow(window.winId()).toImage()
        whole = window.grab().toImage()
        assert shown.convertToFormat(whole.format()) == whole
    assert len(asked) == 4 and all(isinstance(area, QRegion) for area, in asked)
    del window.update
    hall.close()
