"""The frame every form dialog shares: its parts stacked, then OK / Cancel (and Restore defaults)."""
from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLayout, QVBoxLayout, QWidget


def form_rows(rows: Iterable[tuple[str, QWidget | QLayout]]) -> QFormLayout:
    """A form of (label, field) rows in order: each dialog lists its fields once, as data."""
    form = QFormLayout()
    for label, field in rows:
        form.addRow(label, field)
    return form


def stack_with_buttons(dialog: QDialog, parts, accept: Callable[[], None] | None = None,
                       restore: Callable[[], None] | None = None) -> QDialogButtonBox:
    """Lay ``parts`` (widgets or layouts) out top to bottom above the buttons; OK calls ``accept``."""
    flags = QDialogButtonBox.Ok | QDialogButtonBox.Cancel
    if restore is not None:
        flags |= QDialogButtonBox.RestoreDefaults
    buttons = QDialogButtonBox(flags)
    buttons.accepted.connect(accept or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    if restore is not None:
        buttons.button(QDialogButtonBox.RestoreDefaults).clicked.connect(restore)
    layout = QVBoxLayout(dialog)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)
    layout.addWidget(buttons)
    return buttons
