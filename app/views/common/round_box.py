"""The round chooser shared by the rounds and results pages."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from app.stages.round_id import RoundRef, is_playoff_round


def set_round_choices(box: QComboBox, numbers: list[RoundRef], wanted: RoundRef | None) -> None:
    """List the rounds in the order given (the stage's rounds, then the playoff rounds 加赛 1, 加赛 2 …)
    and select ``wanted`` (else the one shown, else the latest) without signals."""
    current = next((n for n in (wanted, box.currentData()) if n is not None),
                   numbers[-1] if numbers else None)
    box.blockSignals(True)
    box.clear()
    for number in numbers:
        label = (QCoreApplication.translate("RoundBox", "加赛 %1").replace("%1", str(number.number))
                 if is_playoff_round(number)
                 else QCoreApplication.translate("RoundBox", "第 %1 轮").replace("%1", str(number)))
        box.addItem(label, number)
    if numbers:
        box.setCurrentIndex(numbers.index(current) if current in numbers else len(numbers) - 1)
    box.blockSignals(False)
