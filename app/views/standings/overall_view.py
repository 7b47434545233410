"""The overall (总团体) window: the overall school table and every event's team table, kept current."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from app.rules.events import PRESETS
from app.services.standings import overall_table, team_standings
from app.services.tournament import list_events
from app.views.base import settings_store
from app.views.base.hub import hub
from app.views.standings.standings_models import OverallModel, TeamModel
from app.views.standings.standings_page import table_view
from app.views.common.screen_fit import fit_on_screen


class OverallView(QWidget):
    """A non-modal window; ``store_source()`` gives the open store (it changes when a file is opened)."""

    def __init__(self, store_source, parent=None):
        super().__init__(parent, Qt.Window)
        self.store_source = store_source
        self.setWindowTitle(self.tr("总团体与各项目团体排名"))
        fit_on_screen(self, 900, 600)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.overall_model = OverallModel(self)
        self.overall_view, _proxy = table_view(self.overall_model)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.overall_view, self.tr("总团体"))
        self.team_models: dict[str, TeamModel] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.tabs)
        for signal in (hub().results_changed, hub().standings_changed, hub().round_paired,
                       hub().settings_changed):
            signal.connect(self._on_event_changed)
        hub().file_opened.connect(self.rebuild)
        hub().changed_elsewhere.connect(self._on_changed_elsewhere)
        self.rebuild()

    def _on_event_changed(self, _code: str) -> None:
        if self.isVisible():
            self.refresh()

    def _on_changed_elsewhere(self) -> None:
        self._on_event_changed("")

    def rebuild(self) -> None:
        """One team tab per event of the open file, then fill everything."""
        while self.tabs.count() > 1:
            widget = self.tabs.widget(1)
            self.tabs.removeTab(1)
            widget.deleteLater()
        self.team_models = {}
        store = self.store_source()
        for event in list_events(store) if store is not None else ():
            if not event.team_event and not PRESETS[event.code].settings["team_awards"]:
                continue
            model = TeamModel(self)
            view, _proxy = table_view(model)
            self.team_models[event.code] = model
            self.tabs.addTab(view, PRESETS[event.code].name(settings_store.interface_language()) + self.tr("团体"))
        self.refresh()

    def fit_to_columns(self) -> None:
        """Wide enough for every column of the overall table (up to the screen's width), so the
        last event's column is not cut off on a 1366-pixel laptop."""
        view = self.overall_view
        view.resizeColumnsToContents()
        needed = sum(view.columnWidth(c) for c in range(self.overall_model.columnCount()))
        needed += view.verticalHeader().width() + view.frameWidth() * 2 + 60
        available = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry().width()
        self.resize(max(self.width(), min(needed, available - 20)), self.height())

    def refresh(self) -> None:
        store = self.store_source()
        if store is None:
            self.overall_model.set_overall([], ())
            self.note.setText(self.tr("未打开赛事文件"))
            return
        overall = overall_table(store)
        rows, counted = overall.rows, overall.counted
        self.overall_model.set_overall(rows, counted)
        names = "、".join(PRESETS[c].name_zh for c in counted)
        unfinished = overall.unfinished
        status = (self.tr("未完赛（%1 尚未定稿）").replace("%1", "、".join(PRESETS[c].name_zh for c in unfinished))
                  if unfinished else self.tr("最终排名"))
        self.note.setText(self.tr("总团体按各计分项目团体名次 1–6 名计 9、7、5、3、2、1 分；计入项目：%1")
                          .replace("%1", names or self.tr("无")) + " · " + status)
        for code, model in self.team_models.items():
            model.set_teams(team_standings(store, code))


def install(window) -> None:
    """Add the 成绩(&S) menu with the overall window; called each time the main window builds its menus."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("OverallView", "成绩(&S)"))
    action = QAction(QCoreApplication.translate("OverallView", "总团体排名…"), window)
    action.triggered.connect(lambda: show_overall(window))
    menu.addAction(action)
    window.overall_action = action


def show_overall(window) -> OverallView | None:
    """Open (or raise) the window's overall view; nothing without an open file."""
    if window.store is None:
        return None
    view = getattr(window, "overall_view", None)
    if view is None:
        view = OverallView(lambda: window.store, window)
        window.overall_view = view
    else:
        view.rebuild()
    view.show()
    view.fit_to_columns()
    view.raise_()
    view.activateWindow()
    return view
