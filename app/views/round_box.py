"""The round chooser shared by the rounds and results pages."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox


def set_round_choices(box: QComboBox, numbers: list[int], wanted: int | None) -> None:
    """List the rounds and select ``wanted`` (else the one shown, else the latest) without signals."""
    current = wanted or box.currentData() or (numbers[-1] if numbers else None)
    box.blockSignals(True)
    box.clear()
    for number in numbers:
        box.addItem(QCoreApplication.translate("RoundBox", "第 %1 轮").replace("%1", str(number)), number)
    if numbers:
        box.setCurrentIndex(numbers.index(current) if current in numbers else len(numbers) - 1)
    box.blockSignals(False)
