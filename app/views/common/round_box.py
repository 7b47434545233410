"""The round chooser shared by the rounds and results pages."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from app.services.history import PLAYOFF_ROUND


def set_round_choices(box: QComboBox, numbers: list[int], wanted: int | None) -> None:
    """List the rounds and select ``wanted`` (else the one shown, else the latest) without signals.

    The playoff (round ``PLAYOFF_ROUND``, 0) is listed last, as 加赛.
    """
    numbers = sorted(numbers, key=lambda n: (n == PLAYOFF_ROUND, n))
    current = next((n for n in (wanted, box.currentData()) if n is not None),
                   numbers[-1] if numbers else None)
    box.blockSignals(True)
    box.clear()
    for number in numbers:
        label = (QCoreApplication.translate("RoundBox", "加赛") if number == PLAYOFF_ROUND
                 else QCoreApplication.translate("RoundBox", "第 %1 轮").replace("%1", str(number)))
        box.addItem(label, number)
    if numbers:
        box.setCurrentIndex(numbers.index(current) if current in numbers else len(numbers) - 1)
    box.blockSignals(False)
