"""Table models of the standings: individual (with the tie-break chain), event team, overall, crosstable."""
from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)
from PySide6.QtGui import QColor

from app.rules.events import PRESETS, EventPreset
from app.standings.cross_cells import cell_text
from app.standings.numbers import parts_text, points_text
from app.standings.teams import team_row_label
from app.views.common.table_view import OBJECT_ROLE, SORT_ROLE

# Plain ints: data() runs for every painted cell and comparing against Qt's enum members is slow.
_DISPLAY, _ALIGN, _BACKGROUND, _TOOLTIP = (int(r) for r in (Qt.DisplayRole, Qt.TextAlignmentRole,
                                                           Qt.BackgroundRole, Qt.ToolTipRole))
_SORT, _OBJECT = int(SORT_ROLE), int(OBJECT_ROLE)
_FOREGROUND = int(Qt.ForegroundRole)
_CENTRED = int(Qt.AlignCenter)
# The roles a model here answers; the rest (font, decoration, check state, size …) are asked for
# every painted cell and answered None at once.
_ANSWERED = frozenset({_DISPLAY, _SORT, _OBJECT, _ALIGN, _BACKGROUND, _TOOLTIP, _FOREGROUND})

COL_RANK, COL_NAME, COL_SCHOOL, COL_POINTS = range(4)
PLAYOFF_COLOUR = QColor("#fde2e1")
DISQUALIFIED_COLOUR = QColor("#999999")


def _tr(text: str) -> str:
    return QCoreApplication.translate("StandingsModels", text)


TIEBREAK_HEADERS = {
    "opp_points": QT_TRANSLATE_NOOP("StandingsModels", "大小分"),
    "buchholz": QT_TRANSLATE_NOOP("StandingsModels", "布赫兹"),
    "buchholz_cut1": QT_TRANSLATE_NOOP("StandingsModels", "布赫兹去最低"),
    "median_buchholz": QT_TRANSLATE_NOOP("StandingsModels", "中位布赫兹"),
    "sonneborn_berger": QT_TRANSLATE_NOOP("StandingsModels", "索伯分"),
    "progressive": QT_TRANSLATE_NOOP("StandingsModels", "累进分"),
    "wins": QT_TRANSLATE_NOOP("StandingsModels", "胜局数"),
    "direct_encounter": QT_TRANSLATE_NOOP("StandingsModels", "直胜"),
    "lots": QT_TRANSLATE_NOOP("StandingsModels", "抽签"),
    "game_points": QT_TRANSLATE_NOOP("StandingsModels", "局分"),
}


def rank_text(rank: int, shared: bool) -> str:
    """A shared place reads "3=" (docs/rules.md §6.1: never silently ordered)."""
    return f"{rank}=" if shared else str(rank)


def number_text(value: Any) -> str:
    """Points and tie-break values as every screen and sheet writes them."""
    return points_text(value)


class _RowsModel(QAbstractTableModel):
    """Rows of one kind; subclasses give the headers and each cell's display and sort values."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list = []
        self._headers: list[str] = self.headers()

    def set_rows(self, rows: Sequence) -> list[int] | None:
        """Replace the rows; the same entrants under the same headers are updated in place.

        A confirmed result moves a few rows and changes some values: a layout
        change (moves) or a data change (values) repaints that without a model
        reset, which would make the proxy and the view rebuild everything.
        Returns the rows whose content changed, or None after a reset.
        """
        rows, old_rows = list(rows), self._rows
        self._rows = rows
        headers = self.headers()  # a model's headers may read its rows
        self._rows = old_rows
        new_keys = [self.row_key(row) for row in rows]
        old_keys = [self.row_key(row) for row in old_rows]
        if (headers != self._headers or None in new_keys or len(rows) != len(old_rows)
                or set(new_keys) != set(old_keys)):
            self.beginResetModel()
            self._rows, self._headers = rows, headers
            self.endResetModel()
            return None
        before = dict(zip(old_keys, old_rows))
        changed = [i for i, (key, row) in enumerate(zip(new_keys, rows)) if before[key] != row]
        if new_keys != old_keys:
            self._move_rows(rows, old_keys, new_keys)
        else:
            self._rows = rows
            if changed:
                self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], len(headers) - 1))
        return changed

    def _move_rows(self, rows: list, old_keys: list, new_keys: list) -> None:
        """The same rows in a new order: persistent indexes (selection, current row) follow their row."""
        self.layoutAboutToBeChanged.emit()
        position = {key: row for row, key in enumerate(new_keys)}
        persistent = self.persistentIndexList()
        self._rows = rows
        self.changePersistentIndexList(
            persistent, [self.index(position[old_keys[index.row()]], index.column()) for index in persistent])
        self.layoutChanged.emit()

    def row_key(self, row) -> Any:
        """What identifies a row across updates; None: every update is a model reset."""
        return None

    def rows(self) -> list:
        return self._rows

    def headers(self) -> list[str]:
        raise NotImplementedError

    def cell(self, row, column: int) -> tuple[str, Any]:
        """(display text, sort value) of a cell."""
        raise NotImplementedError

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def index(self, row: int, column: int, parent=QModelIndex()):
        """One call per cell instead of Qt's default, which asks rowCount and columnCount each time."""
        if 0 <= row < len(self._rows) and 0 <= column < len(self._headers) and not parent.isValid():
            return self.createIndex(row, column)
        return QModelIndex()

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == _DISPLAY:
            return self._headers[section]
        return None

    def data(self, index, role=Qt.DisplayRole):
        role = int(role)
        if role not in _ANSWERED or not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == _OBJECT:
            return row
        if role == _DISPLAY or role == _SORT:
            text, key = self.cell(row, index.column())
            return text if role == _DISPLAY else key
        if role == _ALIGN:
            return None if index.column() == COL_NAME else _CENTRED
        return self.decorate(row, index.column(), role)

    def decorate(self, row, column: int, role):
        """Background, foreground or tooltip of a cell (the other roles never reach here)."""
        return None


class StandingsModel(_RowsModel):
    """Rank, name (a team's name in a team event), school, points, each tie-break, the go playoff marker."""

    tiebreaks: tuple[str, ...] = ()
    team_event = False

    def set_standings(self, rows, tiebreaks: Sequence[str], team_event: bool = False) -> list[int] | None:
        self.tiebreaks = tuple(tiebreaks)
        self.team_event = team_event
        return self.set_rows(rows)

    def row_key(self, row) -> Any:
        return row.id

    @property
    def col_playoff(self) -> int:
        return 4 + len(self.tiebreaks)

    def headers(self) -> list[str]:
        entrant = (QCoreApplication.translate("StandingsModels", "队伍") if self.team_event
                   else QCoreApplication.translate("StandingsModels", "姓名"))
        return ([QCoreApplication.translate("StandingsModels", "名次"), entrant, QCoreApplication.translate("StandingsModels", "学校"), QCoreApplication.translate("StandingsModels", "积分")]
                + [_tr(TIEBREAK_HEADERS.get(name, name)) for name in self.tiebreaks] + [QCoreApplication.translate("StandingsModels", "加赛")])

    def cell(self, row, column: int):
        if column == COL_RANK:
            return ("DQ" if row.disqualified else rank_text(row.rank, row.shared)), row.rank
        if column == COL_NAME:
            return row.name, row.name
        if column == COL_SCHOOL:
            return row.school, row.school
        if column == COL_POINTS:
            return number_text(row.points), float(row.points)
        if column == self.col_playoff:
            return (QCoreApplication.translate("StandingsModels", "加赛") if row.playoff else ""), int(row.playoff)
        value = row.tiebreaks.get(self.tiebreaks[column - 4])
        return number_text(value), float(value or 0.0)

    def decorate(self, row, column, role):
        if row.disqualified:
            if role == _TOOLTIP:
                return QCoreApplication.translate("StandingsModels", "取消比赛资格：不计名次，不获奖")
            return DISQUALIFIED_COLOUR if role == _FOREGROUND else None
        if not row.playoff:
            return None
        if role == _BACKGROUND:
            return PLAYOFF_COLOUR
        if role == _TOOLTIP:
            return QCoreApplication.translate("StandingsModels", "积分相同，须加赛决定名次")
        return None


class TeamModel(_RowsModel):
    """An event's school table: rank, school, points, members, how a tie was settled."""

    names: dict[int, str] = {}

    def set_teams(self, rows, names: dict[int, str] | None = None) -> None:
        self.names = dict(names or {})
        self.set_rows(rows)

    def headers(self) -> list[str]:
        teams = any("team" in row.detail for row in self._rows)  # a team event lists its teams
        entrant = (QCoreApplication.translate("StandingsModels", "队伍") if teams
                   else QCoreApplication.translate("StandingsModels", "学校"))
        return [QCoreApplication.translate("StandingsModels", "名次"), entrant, QCoreApplication.translate("StandingsModels", "积分"), QCoreApplication.translate("StandingsModels", "成员"), QCoreApplication.translate("StandingsModels", "同分说明")]

    def cell(self, row, column: int):
        if column == 0:
            return rank_text(row.rank, row.shared), row.rank
        if column == 1:
            label = team_row_label(row)
            return label, label
        if column == 2:
            return number_text(row.points), float(row.points)
        if column == 3:
            players = row.detail.get("players") or []
            names = "、".join(self.names[p] for p in players if p in self.names)
            return (f"{row.members}：{names}" if names else str(row.members)), row.members
        return row.explanation, row.explanation


class OverallModel(_RowsModel):
    """The overall (总团体) table: place points per counted event and the sum."""

    codes: tuple[str, ...] = ()

    def set_overall(self, rows, codes: Sequence[str]) -> None:
        self.codes = tuple(codes)
        self.set_rows(rows)

    def headers(self) -> list[str]:
        return ([QCoreApplication.translate("StandingsModels", "名次"), QCoreApplication.translate("StandingsModels", "学校")] + [PRESETS[c].name_zh for c in self.codes]
                + [QCoreApplication.translate("StandingsModels", "总分"), QCoreApplication.translate("StandingsModels", "同分说明")])

    def cell(self, row, column: int):
        if column == 0:
            return rank_text(row.rank, row.shared), row.rank
        if column == 1:
            return row.school, row.school
        parts, total = parts_text([row.by_event.get(code) for code in self.codes], row.points)
        if column == 2 + len(self.codes):
            return total, float(row.points)
        if column == 3 + len(self.codes):
            return row.explanation, row.explanation
        value = row.by_event.get(self.codes[column - 2])
        return parts[column - 2], float(value or 0.0)


class CrosstableModel(_RowsModel):
    """The crosstable: number, name, school, points, one cell per round worded as on the printed
    crosstable ("5红胜", "轮空", "2号位+6" …)."""

    rounds: tuple[int, ...] = ()
    preset: EventPreset | None = None

    def set_crosstable(self, table: dict, preset: EventPreset) -> None:
        self.rounds, self.preset = tuple(table.get("rounds") or ()), preset
        self.set_rows(table.get("players") or [])

    def headers(self) -> list[str]:
        return ([QCoreApplication.translate("StandingsModels", "序号"), QCoreApplication.translate("StandingsModels", "姓名"), QCoreApplication.translate("StandingsModels", "学校"), QCoreApplication.translate("StandingsModels", "积分")]
                + [QCoreApplication.translate("StandingsModels", "第%1轮").replace("%1", str(n)) for n in self.rounds])

    def cell(self, row, column: int):
        if column == 0:
            return str(row["no"]), row["no"]
        if column == 1:
            return row["name"], row["name"]
        if column == 2:
            return row["school"], row["school"]
        if column == 3:
            return number_text(row["points"]), float(row["points"])
        cells = row["cells"]
        cell = cells[column - 4] if column - 4 < len(cells) else None
        return (cell_text(cell, self.preset), float(cell["points"])) if cell else ("", 0.0)
