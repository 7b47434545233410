"""One event's tab: viability banner, entries, check-in, rounds, results, standings and clocks."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.services.players import list_players
from app.services.tournament import (
    EventInfo,
    event_info,
    set_event_cancelled,
    set_viability_override,
)
from app.views.roster.checkin_view import CheckInView
from app.views.clocks.clocks_page import ClocksPage
from app.views.base.hub import hub
from app.views.base.lazy import RefreshWhenShown
from app.views.roster.players_model import COL_SCHOOL, COL_TEAM, PlayersModel
from app.views.results.results_page import ResultsPage
from app.views.rounds.rounds_page import RoundsPage
from app.views.standings.standings_page import StandingsPage
from app.views.common.table_view import OBJECT_ROLE, fit_columns_to_texts, sorted_table


class ViabilityBanner(QFrame):
    """docs/rules.md §1.4: too few entrants — cancel the event or hold it anyway."""

    def __init__(self, store, code: str, parent=None):
        super().__init__(parent)
        self.store, self.code = store, code
        self.setObjectName("banner")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.cancel_button = QPushButton(self.tr("取消该项目"))
        self.hold_button = QPushButton(self.tr("仍然举行"))
        self.restore_button = QPushButton(self.tr("恢复该项目"))
        self.cancel_button.clicked.connect(self._cancel)
        self.hold_button.clicked.connect(lambda: self._decide(set_viability_override, True))
        self.restore_button.clicked.connect(lambda: self._decide(set_event_cancelled, False))
        layout = QHBoxLayout(self)
        layout.addWidget(self.label, 1)
        for button in (self.cancel_button, self.hold_button, self.restore_button):
            layout.addWidget(button)

    def show_for(self, info: EventInfo) -> None:
        unit = self.tr("队") if info.team_event else self.tr("人")
        if info.status == "cancelled":
            self.label.setText(self.tr("该项目已取消。"))
            self.setStyleSheet("#banner { background: #eeeeee; border: 1px solid #999; }")
        elif info.needs_viability_decision:
            minimum = info.settings["min_entrants"] - 1
            self.label.setText(self.tr("⚠ 报名不足：本项目现有 %1 %2，按规程不超过 %3 %2 的项目不开设。")
                               .replace("%1", str(info.entrants)).replace("%2", unit)
                               .replace("%3", str(minimum)))
            self.setStyleSheet("#banner { background: #fff3cd; border: 1px solid #e0a800; }")
        self.cancel_button.setVisible(info.needs_viability_decision)
        self.hold_button.setVisible(info.needs_viability_decision)
        self.restore_button.setVisible(info.status == "cancelled")
        self.setVisible(info.status == "cancelled" or info.needs_viability_decision)

    def _cancel(self) -> None:
        answer = QMessageBox.question(self, self.tr("取消项目"), self.tr("确定取消该项目吗？（可随时恢复）"))
        if answer == QMessageBox.Yes:
            self._decide(set_event_cancelled, True)

    def _decide(self, action, value) -> None:
        action(self.store, self.code, value)
        hub().settings_changed.emit(self.code)


class EntriesPage(QWidget):
    """The event's entrants: add, edit, withdraw, delete, import; filter by name or school."""

    edit_requested = Signal(object)  # PlayerRow, or None for a new player

    def __init__(self, store, code: str, parent=None):
        super().__init__(parent)
        self.store, self.code = store, code
        self.model = PlayersModel(code, self)
        self.proxy, self.view = sorted_table(self, self.model, COL_SCHOOL)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseInsensitive)
        self.view.setSelectionBehavior(QTableView.SelectRows)
        self.view.setSelectionMode(QTableView.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(COL_SCHOOL, QHeaderView.Stretch)
        self.view.doubleClicked.connect(lambda _index: self._edit_selected())
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("按姓名、学校或学号筛选…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.count = QLabel()

        self.buttons = {}
        toolbar = QHBoxLayout()
        for key, text in (("add", self.tr("添加选手")), ("edit", self.tr("编辑")),
                          ("withdraw", self.tr("退赛/恢复")),
                          ("disqualify", self.tr("取消资格/恢复")), ("delete", self.tr("删除")),
                          ("import", self.tr("导入报名表…")), ("settings", self.tr("项目设置…"))):
            button = QPushButton(text)
            self.buttons[key] = button
            toolbar.addWidget(button)
        toolbar.addStretch(1)
        toolbar.addWidget(self.filter, 1)
        self.buttons["add"].clicked.connect(lambda: self.edit_requested.emit(None))
        self.buttons["edit"].clicked.connect(self._edit_selected)
        QShortcut(QKeySequence(Qt.Key_Delete), self.view, activated=lambda: self.buttons["delete"].click())

        layout = QVBoxLayout(self)
        layout.addLayout(toolbar)
        layout.addWidget(self.view)
        layout.addWidget(self.count)
        self.refresh()

    def refresh(self) -> None:
        rows = list_players(self.store, self.code)
        self.model.set_rows(rows)
        self.view.setColumnHidden(COL_TEAM, not any(r.teams for r in rows))
        fit_columns_to_texts(self.view, self.model)
        active = sum(not r.withdrawn for r in rows)
        out = sum(self.code in r.disqualified for r in rows)
        self.count.setText(self.tr("报名 %1 人，其中退赛 %2 人").replace("%1", str(len(rows)))
                           .replace("%2", str(len(rows) - active))
                           + (self.tr("，取消资格 %1 人").replace("%1", str(out)) if out else ""))

    def selected(self):
        indexes = self.view.selectionModel().selectedRows()
        return indexes[0].data(OBJECT_ROLE) if indexes else None

    def _edit_selected(self) -> None:
        row = self.selected()
        if row is not None:
            self.edit_requested.emit(row)


def _page(name: str) -> property:
    """A page of the tab, built (with its siblings) on first use."""
    return property(lambda self: self.build_pages()[name], doc=f"The event's {name} page (built on first use).")


class EventTab(RefreshWhenShown, QWidget):
    """An event's pages.  A tab not shown yet builds them on first sight or first use.

    Only the clocks page is built at once: a crash may have left its clocks
    waiting for the one recovery question (main_window), and they keep
    running, and show on the hall screen, whichever tab is in front.
    """

    entries = _page("entries")
    checkin = _page("checkin")
    rounds = _page("rounds")
    results = _page("results")
    standings = _page("standings")

    def __init__(self, store, info: EventInfo, undo_stack, language: str = "zh", parent=None, wire=None,
                 clock_desk=None):
        super().__init__(parent)
        self.store, self.code = store, info.code
        self._settings, self._undo_stack, self._wire = info.settings, undo_stack, wire
        self._pages: dict[str, QWidget] | None = None
        self.banner = ViabilityBanner(store, info.code)
        self.clocks = ClocksPage(store, info.code, undo_stack, self, desk=clock_desk)
        self.clocks.hide()  # until build_pages puts it in its tab
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.banner)
        layout.addWidget(self.pages)
        self.banner.show_for(info)
        hub().roster_changed.connect(self.refresh)
        hub().settings_changed.connect(self._settings_changed)
        hub().changed_elsewhere.connect(self.refresh_when_shown)  # the banner, entrants and check-in

    def build_pages(self) -> dict[str, QWidget]:
        """Build the pages once (they read the file as they are built); ``wire(tab)`` then connects them."""
        if self._pages is not None:
            return self._pages
        store, code, undo_stack = self.store, self.code, self._undo_stack
        self._pages = {"entries": EntriesPage(store, code),
                       "checkin": CheckInView(store, code, int(self._settings["rounds"])),
                       "rounds": RoundsPage(store, code, undo_stack),
                       "results": ResultsPage(store, code, undo_stack),
                       "standings": StandingsPage(store, code, undo_stack),
                       "clocks": self.clocks}
        for name, title in (("entries", self.tr("报名")), ("checkin", self.tr("检录")),
                            ("rounds", self.tr("轮次与对阵")), ("results", self.tr("成绩")),
                            ("standings", self.tr("排名")), ("clocks", self.tr("计时"))):
            self.pages.addTab(self._pages[name], title)
        if self._wire is not None:
            self._wire(self)
        return self._pages

    @property
    def built(self) -> bool:
        """Whether the pages exist (a tab builds them when first shown)."""
        return self._pages is not None

    def current_page_name(self) -> str | None:
        """"entries", "checkin", "rounds", "results", "standings" or "clocks": the page shown."""
        shown = self.pages.currentWidget()
        return next((name for name, page in (self._pages or {}).items() if page is shown), None)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self._pages is None and self._outdated:
            # the pages about to be built read the file as it is now: only the event itself is re-read
            # (its banner, and the settings they are built with), not the 300 rows just read again
            self._outdated = False
            self._read_event()
        self.build_pages()
        super().showEvent(event)

    def _settings_changed(self, code: str) -> None:
        if code == self.code:
            self.refresh()

    def _read_event(self) -> None:
        info = event_info(self.store, self.code)
        self.banner.show_for(info)
        self._settings = info.settings

    def refresh(self) -> None:
        self._read_event()
        if self._pages is None:
            return  # built later, from the file as it is then
        self.entries.refresh()
        self.checkin.refresh()
