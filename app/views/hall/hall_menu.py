"""The main window's 大屏幕 menu: open the hall screen where the referee chooses, what it shows, how it
turns, and one hall per screen (the hall itself: hall_screen.py)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QInputDialog

from app.views.hall.hall_blocks import PARTS
from app.views.hall.hall_screen import (
    BLANK_KEY,
    FREEZE_KEY,
    FULL_KEY,
    INTERVALS,
    NEXT_KEY,
    OPEN_KEY,
    WINDOWED_KEY,
    HallController,
)
from app.views.hall.live_switch import install as install_live_switch

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")


def install(window) -> None:
    """Add the 大屏幕 menu (rebuilt with the menus; the controller lives as long as the window)."""
    controller = getattr(window, "hall", None)
    if controller is None:
        controller = window.hall = HallController(lambda: window.store, window, desk=window.clock_desk)
    menu = window.menuBar().addMenu(translate("HallScreen", "大屏幕(&D)"))
    open_action = _add(menu, translate("HallScreen", "打开大屏幕"),
                       lambda _on: controller.close() if controller.is_open else controller.open(), OPEN_KEY,
                       checkable=True)
    screens_menu = menu.addMenu(translate("HallScreen", "显示在屏幕"))
    _add(menu, translate("HallScreen", "全屏显示"), lambda _=False: controller.go_full_screen(), FULL_KEY)
    _add(menu, translate("HallScreen", "退出全屏"), lambda _=False: controller.leave_full_screen(), WINDOWED_KEY)
    menu.addSeparator()
    freeze = _add(menu, translate("HallScreen", "冻结翻页"), controller.set_frozen, FREEZE_KEY,
                  checkable=True)
    _add(menu, translate("HallScreen", "下一页"), lambda _=False: controller.advance(), NEXT_KEY)
    blank = _add(menu, translate("HallScreen", "黑屏"), controller.set_blank, BLANK_KEY, checkable=True)
    menu.addSeparator()
    pages_menu = menu.addMenu(translate("HallScreen", "显示的页面"))
    interval_menu = menu.addMenu(translate("HallScreen", "翻页间隔"))
    parts_menu = menu.addMenu(translate("HallScreen", "显示列表的哪一部分"))
    _add(menu, translate("HallScreen", "公告横幅…"), lambda _=False: _ask_announcement(window, controller))
    menu.addSeparator()
    halls_menu = menu.addMenu(translate("HallScreen", "每个屏幕各开一个大屏幕"))

    def sync() -> None:
        open_action.setChecked(controller.is_open)
        open_action.setText(open_text(controller))
        freeze.setChecked(controller.frozen)
        blank.setChecked(controller.blank)
        _fill_screens(screens_menu, controller)
        _fill_pages(pages_menu, controller)
        _fill_intervals(interval_menu, controller)
        _fill_parts(parts_menu, controller)
        _fill_screen_halls(halls_menu, window)
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
    """Each page to tick, and above them the whole contents at once: one event's pages, or find your table."""
    menu.clear()
    keys = controller.available_keys()
    events = {key.partition(":")[2]: label.rpartition(" ")[0] for key, label in keys if ":" in key}
    only = translate("HallScreen", "只显示：%1")
    _add(menu, only.replace("%1", translate("HallScreen", "找座位（各项目）")),
         lambda _=False: controller.show_only(k for k, _l in keys if k.startswith("seating:")))
    for code, name in events.items():
        _add(menu, only.replace("%1", name),
             lambda _=False, c=code: controller.show_only(k for k, _l in keys if k.endswith(f":{c}")))
    menu.addSeparator()
    for key, label in keys:
        action = _add(menu, label, lambda on, k=key: controller.set_selected(k, on), checkable=True)
        action.setChecked(controller.is_selected(key))


def screen_hall(window, screen_name: str) -> HallController:
    """The hall of one screen (made on first use; it lives as long as the main window)."""
    if not hasattr(window, "screen_halls"):
        window.screen_halls = {}
    halls = window.screen_halls
    if screen_name not in halls:
        halls[screen_name] = HallController(lambda: window.store, window, desk=window.clock_desk,
                                            screen_name=screen_name)
    return halls[screen_name]


def _fill_screen_halls(menu, window) -> None:
    """One submenu per screen: open its own hall there, and what it shows (remembered for that screen)."""
    menu.clear()
    for screen in QGuiApplication.screens():
        size = screen.geometry()
        hall = screen_hall(window, screen.name())
        screen_menu = menu.addMenu(f"{screen.name()}  {size.width()}×{size.height()}")
        opened = _add(screen_menu, translate("HallScreen", "在此屏幕打开大屏幕"),
                      lambda on, h=hall: h.open() if on else h.close(), checkable=True)
        opened.setChecked(hall.is_open)
        _fill_pages(screen_menu.addMenu(translate("HallScreen", "显示的页面")), hall)
        _fill_intervals(screen_menu.addMenu(translate("HallScreen", "翻页间隔")), hall)
        _fill_parts(screen_menu.addMenu(translate("HallScreen", "显示列表的哪一部分")), hall)


def _fill_parts(menu, controller: HallController) -> None:
    """The whole of each list, or one share of it (tables 1–75 on the left projector, 76–150 on the right)."""
    menu.clear()
    group = QActionGroup(menu)
    for part, parts in PARTS:
        text = translate("HallScreen", "全部") if parts == 1 else \
            translate("HallScreen", "第 %1 部分（共 %2 部分）").replace("%1", str(part)).replace("%2", str(parts))
        action = _add(menu, text, lambda _=False, p=(part, parts): controller.set_part(*p), checkable=True)
        action.setChecked((part, parts) == controller.part)
        group.addAction(action)


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
