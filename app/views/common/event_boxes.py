"""A group of event check boxes, four to a row, named in the interface language."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox

from app.rules.events import PRESETS


def event_checkboxes(title: str, codes, chosen, language: str) -> tuple[QGroupBox, dict[str, QCheckBox]]:
    """The box and its check boxes by event code; ``chosen`` are ticked."""
    box = QGroupBox(title)
    grid = QGridLayout(box)
    checks: dict[str, QCheckBox] = {}
    for index, code in enumerate(codes):
        check = QCheckBox(PRESETS[code].name(language))
        check.setChecked(code in chosen)
        grid.addWidget(check, index // 4, index % 4)
        checks[code] = check
    return box, checks
