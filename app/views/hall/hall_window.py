"""The hall window itself: one painted widget showing its controller's current screenful (hall_paint.py),
repainting only what changed; it takes no input but the hall's keys when it covers the station's screen."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtWidgets import QWidget

from app.services import live_address
from app.views.common.covering import COVERS_ITS_SCREEN
from app.views.hall.hall_pages_model import TITLE_UNITS, UNITS, WINDOW_TITLE
from app.views.hall.hall_paint import paint_page, repaint_area
from app.views.hall.live_qr_page import LIVE_KEY, paint_live_page, paint_live_qr


class HallScreen(QWidget):
    """The window itself: paints the controller's current screenful; takes no input."""

    def __init__(self, controller):
        """``controller``: the HallController (hall_screen.py) whose screenful it paints and whose keys it takes."""
        super().__init__(None, Qt.Window | Qt.WindowDoesNotAcceptFocus)
        self.controller = controller
        self.setWindowTitle(WINDOW_TITLE)
        self.setProperty(COVERS_ITS_SCREEN, True)  # a console's timeout never comes in front of it
        self.setAttribute(Qt.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WA_OpaquePaintEvent)  # every pixel is painted: no background flash
        self.setAttribute(Qt.WA_QuitOnClose, False)  # closing the main window still quits
        self.drawn: list[str] = []  # the texts of the last paint (all of them, also of a partial one)
        self._painted: tuple | None = None  # what the last paint showed (see _screenful)

    def show_on(self, screen, full_screen: bool) -> None:
        """Frameless and full screen on a projector; a framed window (a preview the referee can
        drag to a projector later) when it would cover the referee's only screen, unless asked for
        full screen there: then it takes the keys, so Esc (and F9–F11) reach it."""
        covers_station = full_screen and screen is QGuiApplication.primaryScreen()
        self.setWindowFlag(Qt.WindowDoesNotAcceptFocus, not covers_station)
        self.setAttribute(Qt.WA_ShowWithoutActivating, not covers_station)
        self.setWindowFlag(Qt.FramelessWindowHint, full_screen)
        self.setCursor(Qt.BlankCursor if full_screen else Qt.ArrowCursor)
        self.setScreen(screen)
        if full_screen:
            self.setGeometry(screen.geometry())
            self.showFullScreen()
            if covers_station:
                self.activateWindow()
            return
        area = screen.availableGeometry()
        self.showNormal()
        self.setGeometry(area.x() + area.width() // 6, area.y() + area.height() // 6,
                         area.width() * 2 // 3, area.height() * 2 // 3)

    def _screenful(self) -> tuple:
        """Everything a paint shows: blank, the page, its first row, the banner, the footer, the QR's
        address, the size and the font."""
        controller = self.controller
        return (controller.blank, controller.pager.current, controller.pager.start, controller.announcement,
                controller.footer(), live_address.current(), self.size(), self.font())

    def show_changes(self) -> None:
        """Paint again what changed since the last paint: only the changed rows' band when nothing but
        some rows of the page on screen changed (a confirmed result), else the whole window."""
        before, now = self._painted, self._screenful()
        if before is None or before[0] or before[2:] != now[2:] or now[0]:
            self.update()
            return
        area = repaint_area(self.rect(), before[1], now[1], now[2], now[3], now[7])
        if area is not None:
            self.update(area)

    def paintEvent(self, event) -> None:
        self.drawn = []
        self._painted = self._screenful()
        painter = QPainter(self)
        controller = self.controller
        if controller.blank:
            painter.fillRect(self.rect(), Qt.black)
        else:
            page = controller.pager.current
            paint_page(painter, self.rect(), page, controller.pager.start, controller.announcement,
                       controller.footer(), self.font(), self.drawn.append, event.region())
            if page is not None and page.key == LIVE_KEY:
                paint_live_page(painter, self.rect(), self.drawn.append)
            else:
                paint_live_qr(painter, self.rect(), round(self.height() * TITLE_UNITS / UNITS))
        painter.end()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """The hall's keys, for a full-screen hall over the station's own screen (it has the focus)."""
        controller, key = self.controller, event.key()
        if key == Qt.Key_Escape:
            controller.leave_full_screen()
        elif key == Qt.Key_F9:
            controller.set_frozen(not controller.frozen)
        elif key == Qt.Key_F10:
            controller.advance()
        elif key == Qt.Key_F11:
            controller.set_blank(not controller.blank)
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Closed from its title bar (a windowed hall): the controller lets it go."""
        if self.controller.window is self:
            self.controller.close()
        super().closeEvent(event)
