"""Table models of the standings: individual (with the tie-break chain), event team, overall, crosstable."""
from __future__ import annotations

from operator import attrgetter
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

from app.rules.events import PRESETS, TIEBREAK_LABELS, EventPreset
from app.standings.cross_cells import cell_text
from app.standings.numbers import parts_text, place_text, points_text
from app.standings.teams import team_row_label
from app.views.common.messages import worded
from app.views.common.rows_model import CENTRED, RowsModel

# Plain ints: data() runs for every painted cell and comparing against Qt's enum members is slow.
_BACKGROUND, _TOOLTIP, _FOREGROUND = int(Qt.BackgroundRole), int(Qt.ToolTipRole), int(Qt.ForegroundRole)

COL_RANK, COL_NAME, COL_SCHOOL, COL_POINTS = range(4)
PLAYOFF_COLOUR = QColor("#fde2e1")
DISQUALIFIED_COLOUR = QColor("#999999")


def number_text(value: Any) -> str:
    """Points and tie-break values as every screen and sheet writes them."""
    return points_text(value)


class _StandingsRows(RowsModel):
    """The standings tables centre every column but the name."""

    def alignment(self, column: int) -> int | None:
        return None if column == COL_NAME else CENTRED

    # Only colours and tooltips are decorated: the other roles Qt asks of every painted cell
    # (font, decoration, check state, size …) are answered None at once.
    decorated_roles = frozenset({_BACKGROUND, _TOOLTIP, _FOREGROUND})


class StandingsModel(_StandingsRows):
    """Rank, name (a team's name in a team event), school, points, each tie-break, the go playoff marker."""

    tiebreaks: tuple[str, ...] = ()
    team_event = False
    keeps_cells = True  # a cell reads its row, and the chain and team_event only ``set_standings`` changes

    def set_standings(self, rows, tiebreaks: Sequence[str], team_event: bool = False,
                      follow: bool = True) -> list[int] | None:
        """``set_rows`` under this chain (``follow``: see there)."""
        self.tiebreaks = tuple(tiebreaks)
        self.team_event = team_event
        return self.set_rows(rows, follow)

    row_key = staticmethod(attrgetter("id"))  # read at C speed for each of 300 rows after every result

    @property
    def col_playoff(self) -> int:
        return 4 + len(self.tiebreaks)

    def headers(self) -> list[str]:
        entrant = (QCoreApplication.translate("StandingsModels", "队伍") if self.team_event
                   else QCoreApplication.translate("StandingsModels", "姓名"))
        return ([QCoreApplication.translate("StandingsModels", "名次"), entrant, QCoreApplication.translate("StandingsModels", "学校"), QCoreApplication.translate("StandingsModels", "积分")]
                + [worded(TIEBREAK_LABELS.get(name, name)) for name in self.tiebreaks] + [QCoreApplication.translate("StandingsModels", "加赛")])

    def cell(self, row, column: int):
        if column == COL_RANK:
            return ("DQ" if row.disqualified else place_text(row.rank, row.shared)), row.rank
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


class TeamModel(_StandingsRows):
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
            return place_text(row.rank, row.shared), row.rank
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


class OverallModel(_StandingsRows):
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
            return place_text(row.rank, row.shared), row.rank
        if column == 1:
            return row.school, row.school
        parts, total = parts_text([row.by_event.get(code) for code in self.codes], row.points)
        if column == 2 + len(self.codes):
            return total, float(row.points)
        if column == 3 + len(self.codes):
            return row.explanation, row.explanation
        value = row.by_event.get(self.codes[column - 2])
        return parts[column - 2], float(value or 0.0)


class CrosstableModel(_StandingsRows):
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
