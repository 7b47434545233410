"""Table model of an event's entrants (or all players)."""
from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)
from PySide6.QtGui import QColor

from app.services.players import PlayerRow
from app.views.common.table_view import OBJECT_ROLE, SORT_ROLE

COL_NAME, COL_SCHOOL, COL_STUDENT_ID, COL_TEAM, COL_GENDER, COL_GRADE, COL_STATUS = range(7)
HEADERS = (
    QT_TRANSLATE_NOOP("PlayersModel", "姓名"),
    QT_TRANSLATE_NOOP("PlayersModel", "学校"),
    QT_TRANSLATE_NOOP("PlayersModel", "学号"),
    QT_TRANSLATE_NOOP("PlayersModel", "队伍"),
    QT_TRANSLATE_NOOP("PlayersModel", "性别"),
    QT_TRANSLATE_NOOP("PlayersModel", "年级"),
    QT_TRANSLATE_NOOP("PlayersModel", "状态"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayersModel", text)


class PlayersModel(QAbstractTableModel):
    def __init__(self, event_code: str | None = None, parent=None):
        super().__init__(parent)
        self._event = event_code
        self._rows: list[PlayerRow] = []

    def set_rows(self, rows: list[PlayerRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            return _tr(HEADERS[section])
        if orientation == Qt.Vertical and role == Qt.DisplayRole:
            return section + 1
        return None

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        player = self._rows[index.row()]
        column = index.column()
        if role == OBJECT_ROLE:
            return player
        if role in (Qt.DisplayRole, SORT_ROLE):
            if column == COL_NAME:
                return player.name
            if column == COL_SCHOOL:
                return player.school
            if column == COL_STUDENT_ID:
                return player.student_id
            if column == COL_TEAM:
                return player.teams.get(self._event, "") if self._event else " ".join(player.teams.values())
            if column == COL_GENDER:
                return player.gender
            if column == COL_GRADE:
                return player.grade
            if column == COL_STATUS:
                out = self._event in player.disqualified
                if role == SORT_ROLE:
                    return 2 if out else int(player.withdrawn)
                if out:
                    return QCoreApplication.translate("PlayersModel", "取消资格")
                return (QCoreApplication.translate("PlayersModel", "已退赛") if player.withdrawn
                        else QCoreApplication.translate("PlayersModel", "参赛"))
        if role == Qt.ForegroundRole and (player.withdrawn or self._event in player.disqualified):
            return QColor("#999999")
        return None
