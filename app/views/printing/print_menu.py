"""The main window's 打印 menu: the current event's documents and the tournament-wide ones.

The menu is filled each time it opens, from the event tab on show and its
paired rounds; every entry builds the PDF off the GUI thread and opens the
preview.
"""
from __future__ import annotations

from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from app.printing.kinds import event_prints
from app.rules.events import PRESETS, settings_for
from app.services.printing import AWARD_KINDS, KIND_TITLES, document_bytes, document_title, print_notices
from app.services.round_ids import stage_in_play
from app.services.round_views import listed_rounds
from app.services.tournament import event_info
from app.stages.policy import PRELIMINARY
from app.stages.round_id import RoundId
from app.views.base import settings_store
from app.views.common.messages import worded

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")

ROUND_ENTRIES = (("pairings", QT_TRANSLATE_NOOP("PrintMenu", "对阵表")),
                 ("seating", QT_TRANSLATE_NOOP("PrintMenu", "找座位表（按姓名）")),
                 ("scoresheet", QT_TRANSLATE_NOOP("PrintMenu", "记分签名表")),
                 ("identity_slips", QT_TRANSLATE_NOOP("PrintMenu", "身份牌（密封）")))
EVENT_ENTRIES = (("standings", QT_TRANSLATE_NOOP("PrintMenu", "个人排名表")),
                 ("teams", QT_TRANSLATE_NOOP("PrintMenu", "团体排名表")),
                 ("crosstable", QT_TRANSLATE_NOOP("PrintMenu", "交叉表")),
                 ("start_list", QT_TRANSLATE_NOOP("PrintMenu", "参赛名单（按序号）")),
                 ("schedule", QT_TRANSLATE_NOOP("PrintMenu", "循环赛轮次表（贝格尔表）")),
                 ("round_results", QT_TRANSLATE_NOOP("PrintMenu", "各轮成绩")),
                 ("playoffs", QT_TRANSLATE_NOOP("PrintMenu", "加赛一览")),
                 ("certificates", QT_TRANSLATE_NOOP("PrintMenu", "本项目证书")),
                 ("prize_list", QT_TRANSLATE_NOOP("PrintMenu", "本项目获奖名单")),
                 ("prize_receipt", QT_TRANSLATE_NOOP("PrintMenu", "本项目奖金签领表")),
                 ("referee_report", QT_TRANSLATE_NOOP("PrintMenu", "本项目裁判长报告")))
TOURNAMENT_ENTRIES = (("overall", QT_TRANSLATE_NOOP("PrintMenu", "总团体排名表")),
                      ("certificates", QT_TRANSLATE_NOOP("PrintMenu", "全部证书（整个赛事）…")),
                      ("prize_list", QT_TRANSLATE_NOOP("PrintMenu", "获奖名单（整个赛事）")),
                      ("prize_receipt", QT_TRANSLATE_NOOP("PrintMenu", "奖金签领表（整个赛事）")),
                      ("referee_report", QT_TRANSLATE_NOOP("PrintMenu", "裁判长报告（整个赛事）")),
                      ("checkin_all", QT_TRANSLATE_NOOP("PrintMenu", "检录表（全部项目，按单位）")))



PRINT_PAGE_KEY = "Ctrl+Shift+P"


def install(window) -> None:
    """Add the 打印 menu; it is rebuilt from the current tab every time it opens. 打印本页 (its key works
    with the menu closed) previews the sheet of the page on screen; the menus rebuilt in another language
    only retitle it."""
    menu = window.menuBar().addMenu(translate("PrintMenu", "打印(&P)"))
    menu.aboutToShow.connect(partial(fill_menu, window, menu))
    window.print_menu = menu
    action = getattr(window, "print_page_action", None)
    if action is None:  # one action for the window's life: a second one's key would be ambiguous
        action = window.print_page_action = QAction(window)
        action.setShortcut(QKeySequence(PRINT_PAGE_KEY))
        action.triggered.connect(lambda _=False: print_page(window))
        window.addAction(action)
    action.setText(translate("PrintMenu", "打印本页…"))


def page_document(tab) -> tuple[str, int | None] | None:
    """(kind, round) of the sheet the event tab's page prints: a round's pairing list (with its results)
    from 轮次与对阵 or 成绩, the standings, team table or crosstable from 排名; None elsewhere."""
    name = tab.current_page_name()
    if name in ("rounds", "results"):
        number = getattr(tab, name).round_box.currentData()
        return ("pairings", number) if number else None
    if name == "standings":
        page = tab.standings
        return {page.team_view: "teams", page.cross_view: "crosstable"}.get(page.pages.currentWidget(),
                                                                           "standings"), None
    return None


def print_page(window) -> None:
    tab = window.current_tab()
    document = page_document(tab) if tab is not None and window.store is not None else None
    if document is None:
        window.statusBar().showMessage(translate("PrintMenu", "本页没有对应的打印表：请在 打印 菜单中选择"), 5000)
        return
    preview(window, document[0], tab.code, document[1])


def _add(menu, text: str, slot, enabled: bool = True) -> QAction:
    action = QAction(text, menu)
    action.triggered.connect(lambda _=False: slot())
    action.setEnabled(enabled)
    menu.addAction(action)
    return action


def fill_menu(window, menu) -> None:
    menu.clear()
    store, tab = window.store, window.current_tab()
    if store is None:
        _add(menu, translate("PrintMenu", "（未打开赛事文件）"), lambda: None, enabled=False)
        return
    menu.addAction(window.print_page_action)
    if tab is not None:
        code = tab.code
        menu.addSection(PRESETS[code].name(settings_store.interface_language()))
        choices = listed_rounds(store, code)  # an earlier stage's, the stage's, then the playoff rounds
        current = stage_in_play(store, code)
        dealt = [r for r in choices if not r.playoff]  # a playoff match deals no roles
        settings = settings_for(code, event_info(store, code).settings)
        for kind, label in ROUND_ENTRIES:
            if not event_prints(kind, code, settings):
                continue
            listed = dealt if kind == "identity_slips" else choices
            sub = menu.addMenu(translate("PrintMenu", label))
            sub.setEnabled(bool(listed))
            for number in reversed(listed):  # the latest first
                _add(sub, worded(number.words()), partial(preview, window, kind, code, number))
        checkin = menu.addMenu(translate("PrintMenu", "检录表（查验学生证）"))
        planned = int(settings["rounds"])
        paired = max((r.number for r in choices if r.stage == current), default=0)
        for number in range(min(paired + 1, planned), 0, -1):  # the next round first
            round_id = RoundId(code, current, number)
            _add(checkin, worded(round_id.words()), partial(preview, window, "checkin", code, round_id))
        for kind, label in EVENT_ENTRIES:
            if not event_prints(kind, code, settings):  # the Berger schedule of a Swiss event: nothing to print
                continue
            _add(menu, translate("PrintMenu", label), partial(preview, window, kind, code))
            if kind == "standings" and any(r.stage == PRELIMINARY for r in choices):  # once the final began too
                _add(menu, translate("PrintMenu", "预赛分组排名表"), partial(preview, window, "groups", code))
    menu.addSection(translate("PrintMenu", "全赛事"))
    for kind, label in TOURNAMENT_ENTRIES:
        _add(menu, translate("PrintMenu", label), partial(preview, window, kind))
    menu.addSeparator()
    ceremony = _add(menu, translate("PrintMenu", "证书按颁奖顺序（第6名→第1名）"),
                    lambda: settings_store.put("ceremony_order", not settings_store.get("ceremony_order")))
    ceremony.setCheckable(True)
    ceremony.setChecked(bool(settings_store.get("ceremony_order")))
    _add(menu, translate("PrintMenu", "证书模板…"), partial(edit_template, window))


def preview(window, kind: str, code: str | None = None, round_id: RoundId | None = None) -> None:
    """Build one document off the GUI thread and open its preview."""
    # the certificate stack (reportlab) and Qt's PDF modules: loaded on the first print, not at start-up
    from app.views.printing.certificate_template_dialog import load_template
    from app.views.printing.print_preview import open_preview
    store = window.store
    template = load_template(store) if kind == "certificates" else None
    title = document_title(kind, PRESETS[code].name_zh if code else "", round_id)
    busy = translate("PrintMenu", "正在生成全部证书…") if kind == "certificates" and code is None else \
        translate("PrintMenu", "正在生成%1…").replace("%1", KIND_TITLES[kind])
    ceremony = bool(settings_store.get("ceremony_order"))

    def build(force: bool = False):
        pdf = document_bytes(store, kind, code, round_id, template, force=force, ceremony=ceremony)
        return pdf, print_notices(store, kind, code)

    forced = partial(build, force=True) if kind in AWARD_KINDS else None
    open_preview(window, build, title, busy, forced)


def edit_template(window) -> None:
    from PySide6.QtWidgets import QMessageBox

    from app.printing.certificate_template import CertificateError
    from app.views.common.messages import shown
    from app.views.printing.certificate_template_dialog import CertificateTemplateDialog, load_template, save_template
    if window.store is None:
        return
    dialog = CertificateTemplateDialog(load_template(window.store), window)
    if dialog.exec():
        try:
            save_template(window.store, dialog.template())
        except CertificateError as exc:  # the picture went away between OK and saving
            QMessageBox.warning(window, translate("PrintMenu", "证书模板有误"), shown(exc))
