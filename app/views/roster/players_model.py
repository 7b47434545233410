"""Table model of an event's entrants (or all players)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor

from app.services.players import PlayerRow
from app.views.common.rows_model import RowsModel

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


class PlayersModel(RowsModel):
    """One row per player (PlayerRow); the team and status columns read the event shown."""

    decorated_roles = frozenset({int(Qt.ForegroundRole)})  # the grey of a player out: the only decoration

    def __init__(self, event_code: str | None = None, parent=None):
        self._event = event_code
        super().__init__(parent)

    def headers(self) -> list[str]:
        return [_tr(header) for header in HEADERS]

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Vertical and role == Qt.DisplayRole:
            return section + 1
        return super().headerData(section, orientation, role)

    def cell(self, player: PlayerRow, column: int) -> tuple[Any, Any]:
        if column == COL_STATUS:
            out = self._event in player.disqualified
            if out:
                text = QCoreApplication.translate("PlayersModel", "取消资格")
            else:
                text = (QCoreApplication.translate("PlayersModel", "已退赛") if player.withdrawn
                        else QCoreApplication.translate("PlayersModel", "参赛"))
            return text, 2 if out else int(player.withdrawn)
        if column == COL_TEAM:
            team = player.teams.get(self._event, "") if self._event else " ".join(player.teams.values())
            return team, team
        value = (player.name, player.school, player.student_id, None, player.gender, player.grade)[column]
        return value, value

    def decorate(self, player: PlayerRow, column: int, role: int):
        if role == Qt.ForegroundRole and (player.withdrawn or self._event in player.disqualified):
            return QColor("#999999")
        return None
