"""Undo per event: one QUndoStack per event in a QUndoGroup, so Ctrl+Z never reaches an event the referee
is not looking at (the Edit menu's actions follow the event tab in front)."""
from __future__ import annotations

from PySide6.QtGui import QKeySequence, QUndoGroup, QUndoStack

# The keys themselves, not Qt's platform tables: QKeySequence.Redo puts Ctrl+Y first offscreen and on
# Windows and Ctrl+Shift+Z first elsewhere, and an action given the standard key takes only the first.
UNDO_KEYS = ("Ctrl+Z",)
REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


class EventUndo(QUndoGroup):
    """The open file's undo histories, one per event code; a history outlives its tab (the tabs are
    rebuilt in another language) and goes with the file."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._stacks: dict[str, QUndoStack] = {}

    def stack_for(self, code: str) -> QUndoStack:
        """The event's history, made on first use."""
        if code not in self._stacks:
            stack = self._stacks[code] = QUndoStack(self)
            self.addStack(stack)
        return self._stacks[code]

    def follow(self, code: str | None) -> None:
        """The event in front (None: no event) is the one Edit ▸ Undo and its keys act on."""
        self.setActiveStack(self.stack_for(code) if code is not None else None)

    def clear_all(self) -> None:
        """Every event's history emptied: after a change no step may take back (an import)."""
        for stack in self._stacks.values():
            stack.clear()

    def forget(self) -> None:
        """Another file opened: none of the old file's steps may run against it."""
        for stack in self._stacks.values():
            self.removeStack(stack)
            stack.deleteLater()
        self._stacks.clear()

    def retitle(self) -> None:
        """Every step's text in the interface language now (the language was switched)."""
        for stack in self._stacks.values():
            for index in range(stack.count()):
                command = stack.command(index)
                if hasattr(command, "retitle"):
                    command.retitle()

    def edit_actions(self, parent, undo_prefix: str, redo_prefix: str):
        """Edit ▸ Undo and Edit ▸ Redo of the event in front, with both redo keys."""
        undo = self.createUndoAction(parent, undo_prefix)
        undo.setShortcuts([QKeySequence(key) for key in UNDO_KEYS])
        redo = self.createRedoAction(parent, redo_prefix)
        redo.setShortcuts([QKeySequence(key) for key in REDO_KEYS])
        return undo, redo
