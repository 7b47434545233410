"""The referee's switch for the live page (大屏幕 ▸ 在局域网提供赛况网页): off until turned on.

On, the station serves the read-only page (app/web) to the phones in the hall,
reading the open tournament through a store of its own (the server reads from
its own thread); the menu shows the address, and the hall screen paints the
address's QR code in its title band.  Opening another file moves the page to it.
A port taken (another program, another station's page on this computer) moves the
page to the next free one of a few, and the referee is told which.
"""
from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMessageBox

from app.models.errors import TournamentFileError
from app.models.store import open_store
from app.services import live_address
from app.views.common.messages import shown
from app.views.hall.hall_pages import sized_font
from app.views.hall.hall_pages_model import CELL_GLYPH, FOOTER_UNITS, TITLE_UNITS, UNITS, HallPage
from app.views.shell.hub import hub

translate = QCoreApplication.translate

SPARE_PORTS = 19  # the ports after the usual one the page may move to: 8765 to 8784


class LiveSwitch(QObject):
    """The running live page of the main window's open file, or None."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.server = None
        hub().file_opened.connect(self._follow_file)
        QApplication.instance().aboutToQuit.connect(self.stop)

    @property
    def is_on(self) -> bool:
        return self.server is not None

    def start(self, port: int | None = None) -> str:
        """Serve the open file on ``port``, or on the usual port or a spare after it; raises OSError (the
        ports taken) or TournamentFileError."""
        from app.web.server import DEFAULT_PORT, LiveServer  # aiohttp loads only when the page is turned on
        self.stop()
        store = open_store(self.window.store.path or self.window.store.url)
        server = (LiveServer(store, port=DEFAULT_PORT, spare_ports=SPARE_PORTS) if port is None
                  else LiveServer(store, port=port))
        try:
            url = server.start()
        except OSError:
            store.close()
            raise
        self.server = server
        self._repaint_hall()
        return url

    def stop(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            server.store.close()
            self._repaint_hall()

    def _repaint_hall(self) -> None:
        """The hall screen paints the QR code while the page is on, and only then."""
        hall = getattr(self.window, "hall", None)
        if hall is not None:
            hall.refresh()

    def toggle(self, on: bool) -> None:
        """The menu's switch: errors are said, in the station's language, and leave the page off."""
        if not on:
            self.stop()
            return
        if self.window.store is None:
            QMessageBox.information(self.window, translate("LivePage", "赛况网页"),
                                    translate("LivePage", "请先打开赛事文件。"))
            return
        from app.web.server import DEFAULT_PORT
        try:
            url = self.start()
        except OSError as exc:
            QMessageBox.warning(self.window, translate("LivePage", "赛况网页"), _failure_text(exc, DEFAULT_PORT))
            return
        except TournamentFileError as exc:
            QMessageBox.warning(self.window, translate("LivePage", "赛况网页"), shown(exc))
            return
        if self.server.port != DEFAULT_PORT:
            said = (translate("LivePage", "端口 %1 已被占用，赛况网页改用端口 %2：%3")
                    .replace("%1", str(DEFAULT_PORT)).replace("%2", str(self.server.port)).replace("%3", url))
        else:
            said = translate("LivePage", "赛况网页已开启：%1").replace("%1", url)
        self.window.statusBar().showMessage(said)

    def _follow_file(self) -> None:
        if self.is_on:
            self.toggle(True)


def _failure_text(error: OSError, first_port: int) -> str:
    """Why the page could not start, in the interface language (the system's own words are English)."""
    if error.errno == errno.EADDRINUSE:
        return (translate("LivePage", "端口 %1–%2 都已被占用（其他程序或本机的另一个赛况网页）：请关闭占用的程序后再开启。")
                .replace("%1", str(first_port)).replace("%2", str(first_port + SPARE_PORTS)))
    return (translate("LivePage", "无法在端口 %1 提供赛况网页（系统错误 %2）。")
            .replace("%1", str(first_port)).replace("%2", errno.errorcode.get(error.errno, str(error.errno))))


def menu_text(switch: LiveSwitch) -> str:
    if switch.is_on:
        return translate("LivePage", "赛况网页：%1（点击关闭）").replace("%1", live_address.current())
    return translate("LivePage", "在局域网提供赛况网页")


def install(window, menu) -> None:
    """Add the switch to the 大屏幕 menu (rebuilt with the menus; the switch lives with the window)."""
    switch = getattr(window, "live_page", None)
    if switch is None:
        switch = window.live_page = LiveSwitch(window)
    menu.addSeparator()
    action = menu.addAction(menu_text(switch))
    action.setCheckable(True)
    action.toggled.connect(switch.toggle)

    def sync() -> None:
        action.blockSignals(True)
        action.setChecked(switch.is_on)
        action.blockSignals(False)
        action.setText(menu_text(switch))
    menu.aboutToShow.connect(sync)


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
