"""The referee's switch for the live page (大屏幕 ▸ 在局域网提供赛况网页): off until turned on.

On, the station serves the read-only page (app/web) to the phones in the hall,
reading the open tournament through a store of its own (the server reads from
its own thread); the menu shows the address, and the hall screen its QR code
(live_qr_page.py).  Opening another file moves the page to it.
A port taken (another program, another station's page on this computer) moves the
page to the next free one of a few, and the referee is told which.
A second switch lets the page take results from the tables' phones (app/web/table_pages.py): off until
turned on, kept while the page moves to another file, and each event still opens its round at the desk.
"""
from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QApplication, QMessageBox

from app.files.errors import TournamentFileError
from app.models.store import open_store
from app.services import live_address
from app.views.common.messages import shown
from app.views.base.hub import hub

translate = QCoreApplication.translate

SPARE_PORTS = 19  # the ports after the usual one the page may move to: 8765 to 8784


class LiveSwitch(QObject):
    """The running live page of the main window's open file, or None."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.server = None
        self.tables_on = False  # the tables' result pages answer (the referee's second switch)
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
        server.tables.open = self.tables_on
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
        """The hall screen paints the QR code while the page is on, and only then (and the 检录 page shows
        the tablet's address)."""
        hub().live_page_toggled.emit()
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

    def toggle_tables(self, on: bool) -> None:
        """The menu's second switch: the tables' phones may enter results (while the page is on)."""
        self.tables_on = on
        if self.server is not None:
            self.server.tables.open = on
        said = (translate("LivePage", "已开放手机台次录入（各项目仍须在成绩页开启本轮）") if on
                else translate("LivePage", "已关闭手机台次录入"))
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

    tables = menu.addAction(translate("LivePage", "接受手机台次录入"))
    tables.setCheckable(True)
    tables.toggled.connect(switch.toggle_tables)

    def sync() -> None:
        for item, checked in ((action, switch.is_on), (tables, switch.tables_on)):
            item.blockSignals(True)
            item.setChecked(checked)
            item.blockSignals(False)
        action.setText(menu_text(switch))
        tables.setEnabled(switch.is_on)
    menu.aboutToShow.connect(sync)
