"""The hall screen (大屏幕): the controller of a read-only window on the projector — which pages it
cycles through (pairings, standings, team and overall tables, timers), a screenful at a time, read again
from the signal hub when a result is confirmed, frozen, blanked or with a banner.

The window paints (hall_window.py); the pages are plain data read from the services (hall_pages.py, the
cycle's place: hall_pager.py); which screen it is on is the screen manager's (hall_screens.py). The main
window's 大屏幕 menu (hall_menu.py) opens it on a chosen screen (a non-primary one by default, remembered in
QSettings) and F9 / F10 / F11 freeze, advance and blank it.

The timers page reads the main window's clock desk (app/clocks/session.py), where every
clocks page of the open file offers its running timers.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSize, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from app.clocks.session import ClockDesk
from app.rules.events import DRAFT_CONSOLE_EVENTS
from app.services import live_address
from app.services.round_views import RoundView
from app.services.table_results import with_results
from app.services.tournament import list_events
from app.views.hall.draft_page import drafts_page
from app.views.hall.hall_blocks import PARTS, list_blocks, part_of
from app.views.hall.hall_pager import Pager
from app.views.hall.hall_pages import (
    members_of,
    overall_page,
    pairings_of,
    pairings_view,
    seating_page,
    standings_page,
    teams_page,
    timers_page,
)
from app.views.hall.hall_pages_model import HallPage
from app.views.hall.hall_screens import ScreenPlacement
from app.views.hall.hall_window import HallScreen
from app.views.hall.live_qr_page import LIVE_KEY, live_page
from app.views.base import settings_store
from app.views.base.hub import hub

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")

TIMER_REFRESH_MS = 500
INTERVALS = (5, 8, 10, 15, 20, 30)
HALL_SIZE = (1920, 1080)
FREEZE_KEY, NEXT_KEY, BLANK_KEY, WINDOWED_KEY, FULL_KEY = "F9", "F10", "F11", "Esc", "Shift+F11"
OPEN_KEY = "Ctrl+D"  # open (or close) the hall screen, from anywhere in the main window
PAGE_KINDS = ("pairings", "standings", "teams")
SEATING_DWELL = 3  # intervals a screenful of a round being seated stays (the others: one)


def _part(text: str) -> tuple[int, int]:
    """A remembered "2/3" as (2, 3); anything else, the whole list."""
    part, _slash, parts = text.partition("/")
    chosen = (int(part), int(parts)) if part.isdigit() and parts.isdigit() else (1, 1)
    return chosen if chosen in PARTS else (1, 1)


class HallController(ScreenPlacement, QObject):
    """State of the hall screen: the pages, where the cycle is, frozen / blank, the banner, the screen."""

    changed = Signal()

    def __init__(self, store_getter: Callable[[], object], parent=None, *, desk: ClockDesk | None = None,
                 screen_name: str | None = None):
        super().__init__(parent)
        self.store_getter = store_getter
        # A hall of its own screen (one of several): its pages and interval are remembered for that
        # screen; None: the main hall, which the referee moves between screens.
        self.screen_name = screen_name
        self.desk = desk if desk is not None else ClockDesk()  # the timers page reads it
        self.pager = Pager()
        self.frozen = False
        self.blank = False
        self.announcement = ""
        self.interval = settings_store.get("hall/interval", screen=screen_name)
        chosen = settings_store.get("hall/pages", screen=screen_name)
        self.selected: set[str] | None = set(chosen) if chosen else None  # None: every page
        self.part = _part(settings_store.get("hall/part", screen=screen_name))  # (this share, of how many)
        self.window: HallScreen | None = None
        self.windowed = False  # Esc pressed: stay a normal window
        self.full_requested = False  # full screen asked for on the station's only screen
        self._dwelt = 0  # intervals the current screenful has been shown
        self.cycle_timer = QTimer(self, interval=self.interval * 1000)
        self.cycle_timer.timeout.connect(self._tick)
        self.clock_timer = QTimer(self, interval=TIMER_REFRESH_MS)
        self.clock_timer.timeout.connect(self._refresh_timers)
        self._listening = False
        # page key → (the file's generation when it was read, the page; None: nothing to show)
        self._read: dict[str, tuple[int | None, HallPage | None]] = {}
        self._stale: set[str] = set()  # pages a change made stale, read again when they come on screen
        self._keys: list[tuple[str, str]] | None = None  # the pages that can be picked, read again on a change
        self._refreshed: tuple[str, int] | None = None  # (event code, the file's generation) of the last refresh(code)
        self._views: dict[str, RoundView | None] = {}  # pairings page key → the round it was read from

    def _listen(self, on: bool) -> None:
        """Follow the hub and the screens while the window is open, and only then: a closed
        hall leaves no connection behind on the app-wide hub."""
        if on == self._listening:
            return
        self._listening = on
        signals, app = hub(), QGuiApplication.instance()
        pairs = [(signals.results_changed, self._results_changed), (signals.round_paired, self.refresh),
                 (signals.standings_changed, self.refresh), (signals.settings_changed, self._settings_changed),
                 (signals.draft_changed, self.refresh),
                 (signals.file_opened, self.refresh_all), (signals.roster_changed, self.refresh_all),
                 (signals.changed_elsewhere, self.refresh_all),
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
        active = [e for e in list_events(store) if e.status == "active"]
        # a team event's entrants are its teams: its standings are the 团体排名, and no school table follows
        kinds = {False: PAGE_KINDS, True: ("pairings", "standings")}
        keys = [(f"{kind}:{e.code}", f"{e.name_zh} {labels['teams' if e.team_event and kind == 'standings' else kind]}")
                for e in active for kind in kinds[e.team_event]]
        drafts = translate("HallScreen", "选将进度")
        keys += [(f"drafts:{e.code}", f"{e.name_zh} {drafts}") for e in active if e.code in DRAFT_CONSOLE_EVENTS]
        seating = translate("HallScreen", "找座位")
        keys += [(f"seating:{e.code}", f"{e.name_zh} {seating}") for e in active]
        keys += [(LIVE_KEY, translate("HallScreen", "扫码看赛况"))] * bool(live_address.current())
        return keys + [("overall", translate("HallScreen", "总团体排名")), ("timers", translate("HallScreen", "计时"))]

    def is_selected(self, key: str) -> bool:
        """Picked by the referee; unpicked, every page but the find-your-table ones (a screen of their own)."""
        return key in self.selected if self.selected is not None else not key.startswith("seating:")

    def set_selected(self, key: str, shown: bool) -> None:
        keys = {k for k, _ in self.available_keys() if self.is_selected(k)}
        (keys.add if shown else keys.discard)(key)
        self.show_only(keys)

    def show_only(self, keys) -> None:
        """Cycle exactly these pages (one event's, the find-your-table pages…), remembered."""
        self.selected = set(keys)
        settings_store.put("hall/pages", sorted(self.selected), screen=self.screen_name)
        self.refresh()

    def build_page(self, key: str):
        store = self.store_getter()
        if key == "timers":
            return timers_page(self.desk.timer_entries())
        if key == LIVE_KEY:
            return live_page()
        if store is None:
            return None
        if key == "overall":
            return overall_page(store)
        kind, code = key.split(":")
        if kind == "pairings":
            view = self._views[key] = pairings_view(store, code)
            return pairings_of(code, view, members_of(store, code))
        return {"standings": standings_page, "teams": teams_page,
                "drafts": drafts_page, "seating": seating_page}[kind](store, code)

    def _results_changed(self, code: str) -> None:
        self.refresh(code, results=True)

    def refresh(self, code: str | None = None, results: bool = False) -> None:
        """Mark the picked pages stale (only those of ``code`` and the overall table when given) and read
        again the one on screen; the others are read when they come on screen, none while the hall is
        blank, and those that showed nothing (they may have something now) at the next page turn.

        Given ``code``, a page read since the file's last commit is kept, and a second signal of the
        same commit (a confirmed result signals both results_changed and standings_changed) does
        nothing; a result starts no timer, so the timers page is left to its own twice-a-second reading.
        ``results``: only results of ``code`` changed, so its pairings on screen read only their tables' results.
        """
        if self.window is None:
            return
        if code is not None and self._keys is not None and self._only_marks(code):
            return
        generation = self._generation()
        if code is not None and generation is not None and self._refreshed == (code, generation):
            return
        self._refreshed = (code, generation) if code is not None else None
        if code is None or self._keys is None:
            self._keys = self.available_keys()
        on_screen = self.pager.current.key if self.pager.current is not None and not self.blank else None
        for key in self._picked():
            stale = code is None or key == "overall" or key.endswith(f":{code}")
            if stale and code is not None and generation is not None and self._read.get(key, (None,))[0] == generation:
                stale = False  # read since the last commit
            if key not in self._read or (stale and key == on_screen):
                self._read_page(key, generation, results)
            elif stale:
                self._stale.add(key)
        self.pager.set_pages(self._cycle())
        self._read_shown()
        self._repaint()

    def _only_marks(self, code: str) -> bool:
        """Mark the pages a change of ``code`` makes stale when none is on screen or unread (nothing on
        screen changes): the hall heard every result of every event, and the cycle's other seven events
        took most of its time for nothing.  False, marking nothing, when a page is to be read."""
        on_screen = self.pager.current.key if self.pager.current is not None and not self.blank else None
        concerned = [key for key in self._picked() if key == "overall" or key.endswith(f":{code}")]
        if any(key == on_screen or key not in self._read for key in concerned):
            return False
        self._stale.update(concerned)
        return True

    def _picked(self) -> list[str]:
        return [key for key, _label in self._keys or () if self.is_selected(key)]

    def _cycle(self) -> list[HallPage]:
        """The picked pages that show something, in cycle order, as last read (this window's share)."""
        return [part_of(page, *self.part) for key in self._picked()
                if (page := self._read.get(key, (None, None))[1]) is not None]

    def _generation(self) -> int | None:
        store = self.store_getter()
        return store.generation() if store is not None else None

    def _read_page(self, key: str, generation: int | None, results: bool = False) -> HallPage | None:
        """Read a page (``results``: only results changed since it was read, see _after_results)."""
        page = self._after_results(key) if results else None
        if page is None:
            page = self.build_page(key)
        self._read[key] = (generation, page)
        self._stale.discard(key)
        return page

    def _after_results(self, key: str) -> HallPage | None:
        """A pairings page after a result: its round's tables' results read alone (at 300 players reading
        the round again was most of the hall's work for a result). None for any other page, during a
        playoff (a result may move the hall to its next round) or when the round's tables are gone."""
        view = self._views.get(key)
        if not key.startswith("pairings:") or view is None or view.round_id.playoff:
            return None
        fresh = with_results(self.store_getter(), view)
        if fresh is None:
            return None
        self._views[key] = fresh
        return pairings_of(fresh.event, fresh, members_of(self.store_getter(), fresh.event))

    def _read_shown(self) -> None:
        """Read the page on screen again if a change left it stale (it may have nothing left to show);
        while the hall is blank nothing shows."""
        while not self.blank and self.pager.current is not None and self.pager.current.key in self._stale:
            key = self.pager.current.key
            page = self._read_page(key, self._generation())
            page = part_of(page, *self.part) if page is not None else None
            self.pager.set_pages([page if p.key == key else p for p in self.pager.pages if p.key != key or page])

    def _settings_changed(self, code: str) -> None:
        """An event's settings changed (its name, whether it is active): the pages to pick are read again."""
        self._keys = None
        self.refresh(code)

    def refresh_all(self, *_args) -> None:
        """Read every picked page again (a file opened, the roster changed)."""
        self.refresh()

    def _refresh_timers(self) -> None:
        """Re-read the timers page, or the drafts page and its countdowns, while it is on screen (twice a second)."""
        page = self.pager.current
        if page is not None and page.key == "timers":
            self._sync_timers()
            self._repaint()
        elif page is not None and page.key.startswith("drafts:") and not self.blank:
            self._stale.add(page.key)
            self._read_shown()
            self._repaint()

    def _sync_timers(self) -> None:
        """Add, update or drop the timers page as timers start and stop (it is always last)."""
        if not self.is_selected("timers"):
            return
        fresh = timers_page(self.desk.timer_entries())
        self._read["timers"] = (None, fresh)  # what a refresh of the other pages keeps
        pages = [p for p in self.pager.pages if p.key != "timers"]
        self.pager.set_pages(pages + ([fresh] if fresh is not None else []))

    # -- what the hall sees ----------------------------------------------------------------
    def per_screen(self) -> int:
        """Rows on one screenful of the page on screen: its blocks side by side at the window's size
        (a closed hall reckons with a 1080p projector)."""
        size = self.window.size() if self.window is not None else QSize(*HALL_SIZE)
        return list_blocks(self.pager.current, bool(self.announcement), size.width(), size.height()).per_screen

    def set_part(self, part: int, parts: int) -> None:
        """Show the ``part``-th of ``parts`` shares of every list (one of several hall windows), remembered."""
        self.part = (part, parts)
        settings_store.put("hall/part", f"{part}/{parts}", screen=self.screen_name)
        self._views.clear()
        self._read.clear()
        self.refresh()

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
            self.window.show_changes()
        self.changed.emit()

    def _tick(self) -> None:
        """An interval is over: the next screenful, unless a round being seated stays a while longer."""
        if self.frozen:
            return
        page = self.pager.current
        self._dwelt += 1
        if page is not None and page.seating and self._dwelt < SEATING_DWELL:
            return
        self.advance()

    def advance(self) -> None:
        """Show the next screenful now (F10), also while frozen; a page that showed nothing and may now
        joins the cycle."""
        self._sync_timers()
        empty = [key for key in self._picked() if key in self._stale and self._read.get(key, (None, None))[1] is None]
        if empty:
            generation = self._generation()
            for key in empty:
                self._read_page(key, generation)
            self.pager.set_pages(self._cycle())
        self.pager.advance(self.per_screen())
        self._read_shown()
        self._dwelt = 0
        self.cycle_timer.start()  # a full interval on the new page
        self._repaint()

    def set_frozen(self, frozen: bool) -> None:
        self.frozen = frozen
        self._repaint()

    def set_blank(self, blank: bool) -> None:
        """Blank (F11): nothing is read while the screen is black; the page on screen catches up after."""
        self.blank = blank
        self._read_shown()
        self._repaint()

    def set_announcement(self, text: str) -> None:
        self.announcement = text.strip()
        self.pager.start = 0
        self._repaint()

    def set_interval(self, seconds: int) -> None:
        self.interval = seconds
        settings_store.put("hall/interval", seconds, screen=self.screen_name)
        self.cycle_timer.setInterval(seconds * 1000)

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
