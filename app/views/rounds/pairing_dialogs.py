"""The referee's decisions around a draw: entrants check-in has not cleared, and the playoff (加赛)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from app.messages import Message
from app.services.rounds import LEAVE_OUT, PAIR_ANYWAY
from app.views.common.messages import shown, worded


SHOWN_LINES = 12  # absentees listed in the message itself


class AbsentDialog(QMessageBox):
    """Lists who is not present and verified; the referee leaves them out, pairs them anyway, or cancels."""

    def __init__(self, error, parent=None):
        super().__init__(parent)
        self.setIcon(QMessageBox.Warning)
        self.setWindowTitle(self.tr("检录未通过"))
        nobody_marked = all(getattr(a.reason, "code", "") == "checkin.not_marked" for a in error.absent)
        if nobody_marked:
            self.setText(self.tr("%1尚未检录：本项目已使用检录，%2 名选手都还没有登记。"
                                 "请先在“检录”页登记到场，或照样编排全部选手。")
                         .replace("%1", worded(error.round_id.words())).replace("%2", str(len(error.absent))))
        else:
            self.setText(self.tr("%1：%2 名选手未到场或未验证学生证，按规定不得参赛。")
                         .replace("%1", worded(error.round_id.words())).replace("%2", str(len(error.absent))))
        lines = [shown(Message("checkin.not_cleared_line", name=a.name, school=a.school, reason=a.reason))
                 for a in error.absent]
        if len(lines) > SHOWN_LINES:  # a long list goes in the details, scrolled: the buttons stay on screen
            self.setDetailedText("\n".join(lines))
            lines = lines[:SHOWN_LINES] + [self.tr("……其余见“详细信息”")]
        self.setInformativeText("\n".join(lines))
        self.leave_out_button = self.addButton(self.tr("不编排他们"), QMessageBox.AcceptRole)
        self.anyway_button = self.addButton(self.tr("照样编排他们"), QMessageBox.DestructiveRole)
        cancel = self.addButton(QMessageBox.Cancel)
        # Leaving out a round nobody checked in for would pair nobody: Enter cancels there.
        self.setDefaultButton(cancel if nobody_marked else self.leave_out_button)

    def choice(self) -> str | None:
        """LEAVE_OUT, PAIR_ANYWAY, or None when the referee cancelled."""
        clicked = self.clickedButton()
        if clicked is self.leave_out_button:
            return LEAVE_OUT
        if clicked is self.anyway_button:
            return PAIR_ANYWAY
        return None


def playoff_question(proposals) -> str:
    """The confirmation text: who plays off for which place, how many matches and games."""
    return "\n".join(p.text() for p in proposals)
