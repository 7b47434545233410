"""The round chooser shared by the rounds and results pages."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from app.stages.round_id import RoundId
from app.views.common.messages import worded


def set_round_choices(box: QComboBox, rounds: list[RoundId], wanted: RoundId | None) -> None:
    """List the rounds in the order given, each as RoundId.words names it (the preliminary's 预赛第 1 轮 …,
    the final's 第 1 轮 …, then the playoff rounds 加赛 1, 加赛 2 …) and select ``wanted`` (else the one shown, else the latest)
    without signals."""
    current = next((r for r in (wanted, box.currentData()) if r is not None),
                   rounds[-1] if rounds else None)
    box.blockSignals(True)
    box.clear()
    for round_id in rounds:
        box.addItem(worded(round_id.words()), round_id)
    if rounds:
        box.setCurrentIndex(rounds.index(current) if current in rounds else len(rounds) - 1)
    box.blockSignals(False)
