"""The results page's two Qt helpers: its entry fields leave Ctrl+Z / Ctrl+Shift+Z to the station's undo,
and its table's header repaints only when a selection appears or goes."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHeaderView

# Read once: the filter sees every event of both fields (about twenty a typed result), and Qt's enums cost a
# lookup each time they are named.
_SHORTCUT_OVERRIDE, _UNDO, _REDO = QEvent.ShortcutOverride, QKeySequence.Undo, QKeySequence.Redo


class StationUndoFirst(QObject):
    """Ctrl+Z / Ctrl+Shift+Z in an entry field undo the station's last entry: a line edit's own
    text undo of a two-digit table number is worthless, and would swallow the keys."""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == _SHORTCUT_OVERRIDE and (event.matches(_UNDO) or event.matches(_REDO)):
            event.ignore()  # not claimed by the field: the window's Undo action takes the key
            return True
        return False


class RowSelectionHeader(QHeaderView):
    """The table's column headers, highlighted (bold) while a table is selected, as Qt's own.

    Qt repaints the whole header at every change of the selected row, though a selected row
    highlights every column alike: at each typed table number. Here only a selection appearing or
    going repaints it (read from the change itself: another round on screen clears the selection
    without a signal)."""

    def __init__(self, parent=None):
        super().__init__(Qt.Horizontal, parent)
        self.setSectionsClickable(True)  # as a table view's own header: sorting, and the highlight
        self.setHighlightSections(True)

    def selectionChanged(self, selected, deselected) -> None:  # noqa: N802 (Qt override)
        model = self.selectionModel()
        was_selected = not deselected.isEmpty() or len(model.selectedIndexes()) > len(selected.indexes())
        if was_selected != model.hasSelection():
            super().selectionChanged(selected, deselected)
