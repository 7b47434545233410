"""An event's standings: individual table with its tie-breaks, group tables, team table, crosstable."""
from __future__ import annotations

from PySide6.QtCore import QRegularExpression, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.rules.events import PRESETS
from app.stages import stage_named
from app.services.standings import (
    EventStandings,
    event_crosstable,
    event_standings,
    team_standings,
)
from app.views.common.messages import worded
from app.views.common.table_view import RowsProxy, sorted_table
from app.views.base.hub import hub
from app.views.base.lazy import RefreshWhenShown
from app.views.standings.standings_models import (
    COL_RANK,
    COL_SCHOOL,
    CrosstableModel,
    StandingsModel,
    TeamModel,
)

FIT_ROWS = 40  # rows sampled to fit column widths (the visible ones count too)
PROVISIONAL_STYLE = "color: #8a6d00; font-weight: bold"


class RankOrderProxy(RowsProxy):
    """Sorted by place, the proxy keeps the model's order: the rows come ranked (ties by name)
    already, and re-sorting 300 rows through Python's data() on every result cost more than the rest.
    In the model's order and unfiltered its row is the model's: a painted cell is answered by the
    model at once, without mapping the index (its filter is set only with ``setFilterRegularExpression``)."""

    _sorted = _filtered = False

    def sort(self, column: int, order=Qt.AscendingOrder) -> None:  # noqa: D102 (Qt override)
        column = -1 if (column == COL_RANK and order == Qt.AscendingOrder) else column
        self._sorted = column >= 0
        super().sort(column, order)

    def setFilterRegularExpression(self, pattern: QRegularExpression) -> None:  # noqa: N802, D102
        self._filtered = bool(pattern.pattern())
        super().setFilterRegularExpression(pattern)

    def multiData(self, index, roles) -> None:  # noqa: N802 (Qt override)
        if self._sorted or self._filtered:
            super().multiData(index, roles)
        elif index.isValid():
            self.sourceModel().fill(index.row(), index.column(), roles)


def table_view(model, filter_column: int | None = None, proxy_class=RowsProxy
               ) -> tuple[QTableView, QSortFilterProxyModel]:
    """A read-only view sorted by place, on a proxy that sorts by the numeric sort role."""
    proxy, view = sorted_table(model, model, COL_RANK, proxy_class)
    if filter_column is not None:
        proxy.setFilterKeyColumn(filter_column)
    view.setSelectionBehavior(QTableView.SelectRows)
    view.setEditTriggers(QTableView.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeToContents)
    header.setResizeContentsPrecision(FIT_ROWS)  # fitting every row of a big table on each refresh is slow
    header.setStretchLastSection(True)
    return view, proxy


def _only_moved(before, row) -> bool:
    """The same entrant's row with nothing but its place changed."""
    return before is not None and (before.name, before.school, before.points, before.tiebreaks, before.playoff,
                                   before.disqualified) == (row.name, row.school, row.points, row.tiebreaks,
                                                            row.playoff, row.disqualified)


class StandingsPage(RefreshWhenShown, QWidget):
    def __init__(self, store, code: str, undo_stack, parent=None):
        super().__init__(parent)
        self.store, self.code, self.undo_stack = store, code, undo_stack
        self.standings: EventStandings | None = None
        self.school_box = QComboBox()
        self.school_box.currentIndexChanged.connect(self._apply_filter)
        self.group_box = QComboBox()
        self.group_box.currentIndexChanged.connect(self._show_group)
        self.info = QLabel()
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("学校")))
        top.addWidget(self.school_box)
        self.group_label = QLabel(self.tr("小组"))
        top.addWidget(self.group_label)
        top.addWidget(self.group_box)
        top.addWidget(self.info, 1)

        self.model = StandingsModel(self)
        self.view, self.proxy = table_view(self.model, COL_SCHOOL, RankOrderProxy)
        # Fitted by the page (see _fit_columns): the header's own fitting re-measured 40 rows
        # on every confirmed result, most of the repaint's cost.
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.Interactive)
        self.team_model = TeamModel(self)
        self.team_view, self.team_proxy = table_view(self.team_model)
        self.cross_model = CrosstableModel(self)
        self.cross_view, self.cross_proxy = table_view(self.cross_model, COL_SCHOOL)
        self.cross_view.sortByColumn(0, Qt.AscendingOrder)
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.addTab(self.view, self.tr("个人排名"))
        self.pages.addTab(self.team_view, self.tr("团体排名"))
        self.pages.addTab(self.cross_view, self.tr("对阵成绩表"))
        self.pages.currentChanged.connect(lambda _index: self._refresh_visible_page())
        self._stale: set[QWidget] = set()
        self._text_widths: dict[str, int] = {}  # cell text → pixels, while the font and the table stay
        self._fitted_columns: set[int] = set()  # the columns shown at the last fit

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.pages)
        for signal in (hub().standings_changed, hub().round_paired, hub().settings_changed):
            signal.connect(self._on_event_changed)
        hub().changed_elsewhere.connect(self.refresh_when_shown)
        self.refresh()

    def _on_event_changed(self, code: str) -> None:
        if code == self.code:
            self.refresh_when_shown()

    def refresh(self) -> None:
        """Recompute the individual table now; the team table and crosstable when next shown. The
        standings of the commit shown already (the file keeps them until the next commit) change nothing."""
        standings = event_standings(self.store, self.code)
        if standings is self.standings:
            return
        self.standings = standings
        preliminary = standings.stage_kind == "preliminary"
        self.group_label.setVisible(preliminary)
        self.group_box.setVisible(preliminary)
        if preliminary:
            self._fill_groups(len(standings.groups))
        self._show_group()
        self._fill_schools()
        if not standings.stage_kind:
            self.info.setText(self.tr("尚未编排"))
        else:
            paired = self.tr("已编排 %1 轮").replace("%1", str(standings.rounds_paired))
            if stage_named(standings.stage_kind, standings.preliminary_groups):
                paired = (self.tr("预赛") if preliminary else self.tr("决赛")) + " · " + paired
            # the status as the hall, the sheets and the phones word it (app/messages "status.*")
            self.info.setText(paired + " · " + worded(standings.status.title_words()).strip())
            style = "" if standings.status.final else PROVISIONAL_STYLE
            if self.info.styleSheet() != style:  # a new style sheet re-polishes the label and lays out the page
                self.info.setStyleSheet(style)
        team_event = PRESETS[self.code].team_event  # the teams are the entrants: one table, 团体排名
        title = self.tr("团体排名") if team_event else self.tr("个人排名")
        if self.pages.tabText(0) != title:  # a tab change lays the whole page out again
            self.pages.setTabText(0, title)
        if self.pages.isTabVisible(1) == team_event:
            self.pages.setTabVisible(1, not team_event)
        self._stale = {self.team_view, self.cross_view}
        self._refresh_visible_page()

    def _fill_groups(self, count: int) -> None:
        current = self.group_box.currentIndex()
        self.group_box.blockSignals(True)
        self.group_box.clear()
        for number in range(1, count + 1):
            self.group_box.addItem(self.tr("第 %1 组").replace("%1", str(number)), number - 1)
        self.group_box.setCurrentIndex(min(max(current, 0), count - 1))
        self.group_box.blockSignals(False)

    def _show_group(self) -> None:
        standings = self.standings
        if standings is None:
            return
        if standings.stage_kind == "preliminary" and standings.groups:
            rows = standings.groups[max(self.group_box.currentData() or 0, 0)]
        else:
            rows = standings.rows
        before = {row.id: row for row in self.model.rows()}
        # A selected or current row follows its entrant to a new place; otherwise a move is a repaint.
        follow = self.view.selectionModel().hasSelection() or self.view.currentIndex().isValid()
        changed = self.model.set_standings(rows, standings.tiebreaks, PRESETS[self.code].team_event, follow)
        self.view.setColumnHidden(self.model.col_playoff, not any(r.playoff for r in rows))
        for column, name in enumerate(standings.tiebreaks, 4):  # 抽签 says nothing until a lot is drawn
            self.view.setColumnHidden(column, name == "lots" and not any(r.tiebreaks.get(name) for r in rows))
        self._fit_columns(changed, before)

    def _fit_columns(self, changed: list[int] | None, before: dict) -> None:
        """Fit the columns to their contents after a reset; after an in-place update only widen
        a column for the changed rows' texts (never narrow it while the table is open). A row that
        only moved (the places between a winner's old and new one) has a new place and nothing else:
        its other cells were fitted when they last changed, in a column shown then."""
        shown = {column for column in range(self.model.columnCount() - 1)  # the last section stretches
                 if not self.view.isColumnHidden(column)}
        fitted, self._fitted_columns = self._fitted_columns, shown
        if changed is None:
            self.view.resizeColumnsToContents()
            self._text_widths = {}
            return
        header = self.view.horizontalHeader()
        widths, measure = self._text_widths, self.view.fontMetrics().horizontalAdvance
        margin = 2 * (self.view.style().pixelMetric(QStyle.PM_FocusFrameHMargin, None, self.view) + 1) + 1
        rows = self.model.rows()
        revalued = [r for r in changed if not _only_moved(before.get(rows[r].id), rows[r])]
        for column in sorted(shown):
            fitting = changed if column == COL_RANK or column not in fitted else revalued
            texts = {self.model.cell(rows[r], column)[0] for r in fitting}
            widest = max((widths[t] if t in widths else widths.setdefault(t, measure(t)) for t in texts),
                         default=0) + margin
            if widest > header.sectionSize(column):
                header.resizeSection(column, widest)

    def _fill_schools(self) -> None:
        rows = self.standings.rows or [r for group in self.standings.groups for r in group]
        schools = sorted({r.school for r in rows})
        listed = [self.school_box.itemData(i) for i in range(1, self.school_box.count())]
        if self.school_box.count() and listed == schools:  # refilling re-filters both tables: only on a change
            return
        current = self.school_box.currentData()
        self.school_box.blockSignals(True)
        self.school_box.clear()
        self.school_box.addItem(self.tr("全部学校"), "")
        for school in schools:
            self.school_box.addItem(school, school)
        self.school_box.setCurrentIndex(max(self.school_box.findData(current or ""), 0))
        self.school_box.blockSignals(False)
        self._apply_filter()

    def _apply_filter(self) -> None:
        school = self.school_box.currentData() or ""
        pattern = QRegularExpression(f"^{QRegularExpression.escape(school)}$") if school else QRegularExpression()
        self.proxy.setFilterRegularExpression(pattern)
        self.cross_proxy.setFilterRegularExpression(pattern)

    def _refresh_visible_page(self) -> None:
        page = self.pages.currentWidget()
        if page not in self._stale:
            return
        self._stale.discard(page)
        if page is self.team_view:
            names = {r.id: r.name for r in self.standings.rows}
            self.team_model.set_teams(team_standings(self.store, self.code), names)
        elif page is self.cross_view:
            self.cross_model.set_crosstable(event_crosstable(self.store, self.code), PRESETS[self.code])
