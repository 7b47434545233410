"""The round chooser shared by the rounds and results pages."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox

from app.stages.round_id import RoundId

_ROUND = QT_TRANSLATE_NOOP("RoundBox", "第 %1 轮")  # a round of the stage in play
_EARLIER_ROUND = QT_TRANSLATE_NOOP("RoundBox", "预赛第 %1 轮")  # the preliminary's, once the final is paired
_PLAYOFF_NAME = QT_TRANSLATE_NOOP("RoundBox", "加赛 %1")


def set_round_choices(box: QComboBox, rounds: list[RoundId], wanted: RoundId | None) -> None:
    """List the rounds in the order given (an earlier stage's 预赛第 1 轮 …, the stage in play's 第 1 轮 …,
    then the playoff rounds 加赛 1, 加赛 2 …) and select ``wanted`` (else the one shown, else the latest)
    without signals."""
    current = next((r for r in (wanted, box.currentData()) if r is not None),
                   rounds[-1] if rounds else None)
    box.blockSignals(True)
    box.clear()
    in_play = next((r.stage for r in reversed(rounds) if not r.playoff), None)
    for round_id in rounds:
        label = (_PLAYOFF_NAME if round_id.playoff else _ROUND if round_id.stage == in_play else _EARLIER_ROUND)
        box.addItem(QCoreApplication.translate("RoundBox", label).replace("%1", str(round_id.number)), round_id)
    if rounds:
        box.setCurrentIndex(rounds.index(current) if current in rounds else len(rounds) - 1)
    box.blockSignals(False)
