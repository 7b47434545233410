"""The hall screen (大屏幕): a read-only, frameless full-screen window on the projector
(a normal window when the laptop has only its own screen; Esc leaves full screen).

It cycles through the pages the referee picks (pairings, standings, team and
overall tables, timers), a screenful at a time, and repaints from the signal
hub when a result is confirmed: one painted widget, no widget rebuilt per
update. The main window's 大屏幕 menu opens it on a chosen screen (a
non-primary one by default, remembered in QSettings) and F9 / F10 / F11
freeze, advance and blank it.

The timers page reads the main window's clock desk (app/clocks/session.py), where every
clocks page of the open file offers its running timers.
"""
from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QPainter
from PySide6.QtWidgets import QInputDialog, QWidget

from app.clocks.session import ClockDesk
from app.rules.events import DRAFT_CONSOLE_EVENTS
from app.services.tournament import list_events
from app.views.shell import settings_store
from app.views.hall.draft_page import drafts_page
from app.views.hall.hall_pages import (
    TITLE_UNITS,
    UNITS,
    Pager,
    overall_page,
    paint_page,
    pairings_page,
    rows_per_screen,
    standings_page,
    teams_page,
    timers_page,
)
from app.views.hall.live_switch import install as install_live_switch, paint_live_qr
from app.views.shell.hub import hub

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")

TIMER_REFRESH_MS = 500
INTERVALS = (5, 8, 10, 15, 20, 30)
KEY_SCREEN, KEY_PAGES, KEY_INTERVAL = "hall/screen", "hall/pages", "hall/interval"
FREEZE_KEY, NEXT_KEY, BLANK_KEY, WINDOWED_KEY = "F9", "F10", "F11", "Esc"
PAGE_KINDS = ("pairings", "standings", "teams")


def _settings() -> QSettings:
    return QSettings(settings_store.ORGANISATION, settings_store.APPLICATION)


def choose_screen(screens: Sequence, primary, remembered: str):
    """The remembered screen if plugged in, else the first non-primary one, else the primary."""
    for screen in screens:
        if screen.name() == remembered:
            return screen
    return next((s for s in screens if s is not primary), primary)


class HallScreen(QWidget):
    """The window itself: paints the controller's current screenful; takes no input."""

    def __init__(self, controller: "HallController"):
        super().__init__(None, Qt.Window | Qt.WindowDoesNotAcceptFocus)
        self.controller = controller
        self.setWindowTitle(translate("HallScreen", "大屏幕"))
        self.setAttribute(Qt.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WA_OpaquePaintEvent)  # every pixel is painted: no background flash
        self.setAttribute(Qt.WA_QuitOnClose, False)  # closing the main window still quits
        self.drawn: list[str] = []  # the texts of the last paint, for tests and checks

    def show_on(self, screen, full_screen: bool) -> None:
        """Frameless and full screen on a projector; a framed window (a preview the referee can
        drag to a projector later) when it would cover the referee's only screen."""
        self.setWindowFlag(Qt.FramelessWindowHint, full_screen)
        self.setCursor(Qt.BlankCursor if full_screen else Qt.ArrowCursor)
        self.setScreen(screen)
        if full_screen:
            self.setGeometry(screen.geometry())
            self.showFullScreen()
            return
        area = screen.availableGeometry()
        self.showNormal()
        self.setGeometry(area.x() + area.width() // 6, area.y() + area.height() // 6,
                         area.width() * 2 // 3, area.height() * 2 // 3)

    def paintEvent(self, _event) -> None:
        self.drawn = []
        painter = QPainter(self)
        controller = self.controller
        if controller.blank:
            painter.fillRect(self.rect(), Qt.black)
        else:
            page = controller.pager.current
            paint_page(painter, self.rect(), page, controller.pager.start, controller.announcement,
                       controller.footer(), self.font(), self.drawn.append)
            paint_live_qr(painter, self.rect(), round(self.height() * TITLE_UNITS / UNITS))
        painter.end()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Closed from its title bar (a windowed hall): the controller lets it go."""
        if self.controller.window is self:
            self.controller.close()
        super().closeEvent(event)


class HallController(QObject):
    """State of the hall screen: the pages, where the cycle is, frozen / blank, the banner, the screen."""

    changed = Signal()

    def __init__(self, store_getter: Callable[[], object], parent=None, *, desk: ClockDesk | None = None):
        super().__init__(parent)
        self.store_getter = store_getter
        self.desk = desk if desk is not None else ClockDesk()  # the timers page reads it
        self.pager = Pager()
        self.frozen = False
        self.blank = False
        self.announcement = ""
        settings = _settings()
        self.interval = settings.value(KEY_INTERVAL, 10, type=int)
        chosen = settings.value(KEY_PAGES, [], type=list)
        self.selected: set[str] | None = set(chosen) if chosen else None  # None: every page
        self.window: HallScreen | None = None
        self.windowed = False  # Esc pressed: stay a normal window
        self.cycle_timer = QTimer(self, interval=self.interval * 1000)
        self.cycle_timer.timeout.connect(self._tick)
        self.clock_timer = QTimer(self, interval=TIMER_REFRESH_MS)
        self.clock_timer.timeout.connect(self._refresh_timers)
        self._listening = False

    def _listen(self, on: bool) -> None:
        """Follow the hub and the screens while the window is open, and only then: a closed
        hall leaves no connection behind on the app-wide hub."""
        if on == self._listening:
            return
        self._listening = on
        signals, app = hub(), QGuiApplication.instance()
        pairs = [(signals.results_changed, self.refresh), (signals.round_paired, self.refresh),
                 (signals.standings_changed, self.refresh), (signals.settings_changed, self.refresh),
                 (signals.draft_changed, self.refresh),
                 (signals.file_opened, self.refresh_all), (signals.roster_changed, self.refresh_all),
                 (app.screenAdded, self._screens_changed), (app.screenRemoved, self._screens_changed)]
        for signal, slot in pairs:
            (signal.connect if on else signal.disconnect)(slot)

    # -- pages ---------------------------------------------------------------------------
    def available_keys(self) -> list[tuple[str, str]]:
        """(key, label) of every page that can be picked, in cycle order."""
        store = self.store_getter()
        if store is None:
            return []
        labels = {"pairings": translate("HallScreen", "对阵"), "standings": translate("HallScreen", "个人排名"),
                  "teams": translate("HallScreen", "团体排名")}
        keys = [(f"{kind}:{e.code}", f"{e.name_zh} {labels[kind]}")
                for e in list_events(store) if e.status == "active" for kind in PAGE_KINDS]
        drafts = translate("HallScreen", "选将进度")
        keys += [(f"drafts:{e.code}", f"{e.name_zh} {drafts}")
                 for e in list_events(store) if e.status == "active" and e.code in DRAFT_CONSOLE_EVENTS]
        return keys + [("overall", translate("HallScreen", "总团体排名")), ("timers", translate("HallScreen", "计时"))]

    def is_selected(self, key: str) -> bool:
        return self.selected is None or key in self.selected

    def set_selected(self, key: str, shown: bool) -> None:
        keys = {k for k, _ in self.available_keys() if self.is_selected(k)}
        (keys.add if shown else keys.discard)(key)
        self.selected = keys
        _settings().setValue(KEY_PAGES, sorted(keys))
        self.refresh()

    def build_page(self, key: str):
        store = self.store_getter()
        if key == "timers":
            return timers_page(self.desk.timer_entries())
        if store is None:
            return None
        if key == "overall":
            return overall_page(store)
        kind, code = key.split(":")
        return {"pairings": pairings_page, "standings": standings_page, "teams": teams_page,
                "drafts": drafts_page}[kind](store, code)

    def refresh(self, code: str | None = None) -> None:
        """Read the picked pages again (only those of ``code`` and the overall table when given)."""
        if self.window is None:
            return
        old = {page.key: page for page in self.pager.pages}
        pages = []
        for key, _label in self.available_keys():
            if not self.is_selected(key):
                continue
            stale = code is None or key in ("overall", "timers") or key.endswith(f":{code}")
            page = self.build_page(key) if stale or key not in old else old[key]
            if page is not None:
                pages.append(page)
        self.pager.set_pages(pages)
        self._repaint()

    def refresh_all(self, *_args) -> None:
        """Read every picked page again (a file opened, the roster changed)."""
        self.refresh()

    def _refresh_timers(self) -> None:
        """Re-read the timers page while it is on screen (twice a second)."""
        page = self.pager.current
        if page is not None and page.key == "timers":
            self._sync_timers()
            self._repaint()

    def _sync_timers(self) -> None:
        """Add, update or drop the timers page as timers start and stop (it is always last)."""
        if not self.is_selected("timers"):
            return
        fresh = timers_page(self.desk.timer_entries())
        pages = [p for p in self.pager.pages if p.key != "timers"]
        self.pager.set_pages(pages + ([fresh] if fresh is not None else []))

    # -- what the hall sees ----------------------------------------------------------------
    def per_screen(self) -> int:
        return rows_per_screen(bool(self.announcement), self.pager.current)

    def footer(self) -> str:
        page = self.pager.current
        if page is None:
            return ""
        screens = self.pager.screens_of(page, self.per_screen())
        where = f"{self.pager.start // self.per_screen() + 1}/{screens}" if screens > 1 else ""
        return " ".join(t for t in (where, translate("HallScreen", "（暂停翻页）")
                                    if self.frozen else "") if t)

    def _repaint(self) -> None:
        if self.window is not None:
            self.window.update()
        self.changed.emit()

    def _tick(self) -> None:
        if not self.frozen:
            self.advance()

    def advance(self) -> None:
        """Show the next screenful now (F10), also while frozen."""
        self._sync_timers()
        self.pager.advance(self.per_screen())
        self.cycle_timer.start()  # a full interval on the new page
        self._repaint()

    def set_frozen(self, frozen: bool) -> None:
        self.frozen = frozen
        self._repaint()

    def set_blank(self, blank: bool) -> None:
        self.blank = blank
        self._repaint()

    def set_announcement(self, text: str) -> None:
        self.announcement = text.strip()
        self.pager.start = 0
        self._repaint()

    def set_interval(self, seconds: int) -> None:
        self.interval = seconds
        _settings().setValue(KEY_INTERVAL, seconds)
        self.cycle_timer.setInterval(seconds * 1000)

    # -- the window and its screen -----------------------------------------------------------
    @staticmethod
    def screens() -> list:
        return QGuiApplication.screens()

    def chosen_screen(self):
        return choose_screen(self.screens(), QGuiApplication.primaryScreen(),
                             _settings().value(KEY_SCREEN, "", type=str))

    @property
    def full_screen(self) -> bool:
        """Full screen only with a second screen: on a one-screen laptop it would hide the station."""
        return len(self.screens()) > 1 and not self.windowed

    def choose(self, screen) -> None:
        """Remember the screen and move the open window there (full screen again if there are two)."""
        _settings().setValue(KEY_SCREEN, screen.name())
        self.windowed = False
        if self.window is not None:
            self._place()

    def leave_full_screen(self) -> None:
        """Esc: the hall window becomes a normal window until the referee picks a screen again."""
        if self.window is not None and self.window.isFullScreen():
            self.windowed = True
            self._place()

    def _place(self) -> None:
        self.window.show_on(self.chosen_screen(), self.full_screen)

    def _screens_changed(self, *_screen) -> None:
        """A projector plugged in or out: follow the choice (or fall back to what remains)."""
        if self.window is not None:
            QTimer.singleShot(0, self._place)

    def open(self) -> HallScreen:
        if self.window is None:
            self.window = HallScreen(self)
            self._listen(True)
            self.refresh()
        self._place()
        self.cycle_timer.start()
        self.clock_timer.start()
        return self.window

    def close(self) -> None:
        """Close the window (the menu, or the window's own close button) and stop following the hub."""
        self.cycle_timer.stop()
        self.clock_timer.stop()
        self._listen(False)
        window, self.window = self.window, None
        if window is not None:
            window.close()
            window.deleteLater()

    @property
    def is_open(self) -> bool:
        return self.window is not None


# -- the main window's menu ----------------------------------------------------------------

def install(window) -> None:
    """Add the 大屏幕 menu (rebuilt with the menus; the controller lives as long as the window)."""
    controller = getattr(window, "hall", None)
    if controller is None:
        controller = window.hall = HallController(lambda: window.store, window, desk=window.clock_desk)
    menu = window.menuBar().addMenu(translate("HallScreen", "大屏幕(&D)"))
    open_action = _add(menu, translate("HallScreen", "打开大屏幕"),
                       lambda on: controller.open() if on else controller.close(), checkable=True)
    screens_menu = menu.addMenu(translate("HallScreen", "显示在屏幕"))
    _add(menu, translate("HallScreen", "退出全屏"), lambda _=False: controller.leave_full_screen(), WINDOWED_KEY)
    menu.addSeparator()
    freeze = _add(menu, translate("HallScreen", "冻结翻页"), controller.set_frozen, FREEZE_KEY,
                  checkable=True)
    _add(menu, translate("HallScreen", "下一页"), lambda _=False: controller.advance(), NEXT_KEY)
    blank = _add(menu, translate("HallScreen", "黑屏"), controller.set_blank, BLANK_KEY, checkable=True)
    menu.addSeparator()
    pages_menu = menu.addMenu(translate("HallScreen", "显示的页面"))
    interval_menu = menu.addMenu(translate("HallScreen", "翻页间隔"))
    _add(menu, translate("HallScreen", "公告横幅…"), lambda _=False: _ask_announcement(window, controller))

    def sync() -> None:
        open_action.setChecked(controller.is_open)
        open_action.setText(open_text(controller))
        freeze.setChecked(controller.frozen)
        blank.setChecked(controller.blank)
        _fill_screens(screens_menu, controller)
        _fill_pages(pages_menu, controller)
        _fill_intervals(interval_menu, controller)
    menu.aboutToShow.connect(sync)
    install_live_switch(window, menu)
    window.hall_menu = menu


def open_text(controller: HallController) -> str:
    """The menu says where the hall screen goes before it is opened."""
    screen = controller.chosen_screen()
    if controller.full_screen:
        return translate("HallScreen", "打开大屏幕（%1 全屏）").replace("%1", screen.name())
    return translate("HallScreen", "打开大屏幕（本屏幕上的窗口，可拖到投影仪）")


def _add(menu, text: str, slot, shortcut: str | None = None, checkable: bool = False) -> QAction:
    action = QAction(text, menu)
    action.setCheckable(checkable)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def _fill_screens(menu, controller: HallController) -> None:
    menu.clear()
    group = QActionGroup(menu)
    chosen = controller.chosen_screen()
    primary = QGuiApplication.primaryScreen()
    for screen in QGuiApplication.screens():
        size = screen.geometry()
        mark = translate("HallScreen", "（主屏幕）") if screen is primary else ""
        action = _add(menu, f"{screen.name()}  {size.width()}×{size.height()}{mark}",
                      lambda _=False, s=screen: controller.choose(s), checkable=True)
        action.setChecked(screen is chosen)
        group.addAction(action)


def _fill_pages(menu, controller: HallController) -> None:
    menu.clear()
    for key, label in controller.available_keys():
        action = _add(menu, label, lambda on, k=key: controller.set_selected(k, on), checkable=True)
        action.setChecked(controller.is_selected(key))


def _fill_intervals(menu, controller: HallController) -> None:
    menu.clear()
    group = QActionGroup(menu)
    for seconds in INTERVALS:
        action = _add(menu, translate("HallScreen", "%1 秒").replace("%1", str(seconds)),
                      lambda _=False, s=seconds: controller.set_interval(s), checkable=True)
        action.setChecked(seconds == controller.interval)
        group.addAction(action)


def _ask_announcement(window, controller: HallController) -> None:
    text, ok = QInputDialog.getMultiLineText(
        window, translate("HallScreen", "公告横幅"),
        translate("HallScreen", "大屏幕底部显示的公告（留空则不显示）："), controller.announcement)
    if ok:
        controller.set_announcement(" ".join(text.split()))
