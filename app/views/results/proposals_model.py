"""Table model of a round's open table proposals (services.table_proposals.ProposalLine), one row each."""
from __future__ import annotations

from datetime import timezone

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QColor

from app.services.table_proposals import ProposalLine
from app.views.common.messages import worded
from app.views.common.rows_model import CENTRED, RowsModel

COL_TABLE, COL_ENTERED, COL_DEVICE, COL_TIME, COL_AGREED, COL_CONFLICT = range(6)
CONFLICT_COLOUR = QColor("#f8d7da")
HEADERS = (QT_TRANSLATE_NOOP("ProposalsModel", "桌号"), QT_TRANSLATE_NOOP("ProposalsModel", "录入结果"),
           QT_TRANSLATE_NOOP("ProposalsModel", "设备"), QT_TRANSLATE_NOOP("ProposalsModel", "时间"),
           QT_TRANSLATE_NOOP("ProposalsModel", "双方确认"), QT_TRANSLATE_NOOP("ProposalsModel", "冲突"))
NOT_NEEDED = QT_TRANSLATE_NOOP("ProposalsModel", "无需")
AGREED = QT_TRANSLATE_NOOP("ProposalsModel", "✓ 已确认")
WAITING = QT_TRANSLATE_NOOP("ProposalsModel", "待对方确认")
CONFLICT = QT_TRANSLATE_NOOP("ProposalsModel", "⚠ 冲突")
STALE = QT_TRANSLATE_NOOP("ProposalsModel", "已重新编排，作废")


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProposalsModel", text)


class ProposalsModel(RowsModel):
    """Columns: table, what was entered, device, time, agreed by both, conflict (or made on an old draw);
    such a row stands out."""

    def headers(self) -> list[str]:
        return [_tr(header) for header in HEADERS]

    def row_key(self, row: ProposalLine):
        return row.id

    def cell(self, row: ProposalLine, column: int):
        proposal = row.proposal
        if column == COL_TABLE:
            return proposal.table_number, proposal.table_number
        if column == COL_ENTERED:
            text = worded(proposal.result)
            return text, text
        if column == COL_DEVICE:
            return proposal.device, proposal.device
        if column == COL_TIME:
            local = proposal.created_at.replace(tzinfo=timezone.utc).astimezone()
            return local.strftime("%H:%M:%S"), proposal.created_at.timestamp()
        if column == COL_AGREED:
            if not proposal.needs_agreement:
                return _tr(NOT_NEEDED), 2
            return (_tr(AGREED), 1) if proposal.agreed else (_tr(WAITING), 0)
        if row.stale:
            return _tr(STALE), 2
        return (_tr(CONFLICT), 1) if row.conflict else ("", 0)

    def alignment(self, column: int) -> int | None:
        return CENTRED if column in (COL_TABLE, COL_TIME) else None

    def decorate(self, row: ProposalLine, column: int, role: int):
        if role == int(Qt.BackgroundRole) and (row.conflict or row.stale):
            return CONFLICT_COLOUR
        return None
