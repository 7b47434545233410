"""The live page's QR code on the hall: a page of its own a phone reads from the back of the hall, with
the address written beside it, and a small code in the title band of the other pages."""
from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter

from app.services import live_address
from app.views.hall.hall_paint import sized_font
from app.views.hall.hall_pages_model import CELL_GLYPH, FOOTER_UNITS, TITLE_UNITS, UNITS, HallPage

LIVE_KEY = "live"  # the hall page of the live page's QR code, in the cycle while the page is on
LIVE_TITLE = "用手机看赛况"  # the hall stays Chinese in English mode
LIVE_LINES = ("手机扫描左边的二维码，", "或在浏览器输入：")
LIVE_NOTE = "手机须连接本场馆的无线网络（与本机同一网络）"


def live_page() -> HallPage | None:
    """The QR page: the address's code large enough for a phone at the back of the hall (the title
    band's code, 1/12 of the screen, read only within 3–5 m of a 2.7 m picture), the address beside it."""
    url = live_address.current()
    return HallPage(LIVE_KEY, LIVE_TITLE, (), (), LIVE_NOTE) if url else None


def paint_live_page(painter: QPainter, rect: QRect, record) -> QRect | None:
    """The address's QR code on the left of ``rect`` under the title band, as tall as the rest of the
    screen, drawn module by module on whole pixels (no scaling blur), and the address written on the
    right; ``record`` gets each text. The code's square, or None when no page is served."""
    url = live_address.current()
    if not url:
        return None
    import segno  # loads only while the page is on
    code = segno.make(url, error="m")
    matrix = [list(row) for row in code.matrix_iter(scale=1, border=4)]
    unit = rect.height() / UNITS
    room = min(rect.height() - round(unit * (TITLE_UNITS + FOOTER_UNITS)), rect.width() // 2)
    module = max(room // len(matrix), 1)
    side = module * len(matrix)
    left, top = rect.left() + round(unit * 0.6), rect.top() + round(unit * TITLE_UNITS)
    painter.fillRect(QRect(left, top, side, side), Qt.white)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(QRect(left + x * module, top + y * module, module, module), Qt.black)
    text_left = left + side + round(unit)
    box = QRect(text_left, top + round(unit), rect.right() - text_left - round(unit * 0.6), round(unit * 1.5))
    painter.setPen(Qt.white)
    painter.setFont(sized_font(painter.font(), round(unit)))
    for line in LIVE_LINES:
        painter.drawText(box, int(Qt.AlignLeft | Qt.AlignVCenter), line)
        record(line)
        box.translate(0, round(unit * 1.5))
    font = sized_font(painter.font(), round(unit * 1.4), bold=True)
    wide = QFontMetrics(font).horizontalAdvance(url)
    if wide > box.width() > 0:  # a long address: as large as fits, never under the cells' least size
        font = sized_font(font, max(int(font.pixelSize() * box.width() / wide), round(unit * CELL_GLYPH)), bold=True)
    painter.setFont(font)
    painter.setPen(QColor("#ffd54f"))
    painter.drawText(box.adjusted(0, 0, 0, round(unit)), int(Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWrapAnywhere),
                     url)
    record(url)
    return QRect(left, top, side, side)


def paint_live_qr(painter: QPainter, rect: QRect, band: int) -> None:
    """The live page's QR code, ``band`` pixels square at the top right, while the station serves it."""
    url = live_address.current()
    if not url or band < 8:
        return
    from app.printing.qr_code import qr_png  # segno loads only while the page is on
    side = band * 9 // 10
    image = QImage.fromData(qr_png(url, scale=4)).scaled(side, side, Qt.KeepAspectRatio, Qt.FastTransformation)
    painter.drawImage(QRect(rect.right() - side - band // 5, rect.top() + (band - side) // 2, side, side), image)
