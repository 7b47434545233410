"""The Sanguosha room's windows for one event: one console window per table and the 选将总览 of a
round. A page that shows the event's tables (the results page) asks the host for them; the host
owns their opening, lifetime and placement, so the room keeps its own actions."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.sanguosha.errors import SanguoshaError
from app.services import write_errors
from app.services.result_entry import event_settings
from app.stages.round_id import RoundId
from app.views.common.screen_fit import fit_on_screen
from app.views.common.write_failures import refusal_text

TIMER_ACTIONS = ("action", "skill")  # the event clock's actions the console's action timer takes


class ConsoleHost:
    """``consoles``: table id → its open console window; ``board``: the open 选将总览 (or None).
    ``refuse(text)`` says why a console could not open (on the asking page); ``now`` is the windows'
    monotonic clock (None: the machine's; a test sets a fake one, so no count depends on its speed)."""

    def __init__(self, store, code: str, parent: QWidget, refuse: Callable[[str], None]):
        self.store, self.code, self.parent, self.refuse = store, code, parent, refuse
        self.now: Callable[[], float] | None = None
        self.consoles: dict[int, QWidget] = {}
        self.board = None

    def open_console(self, table_id: int):
        """The table's console, raised if open; None (and the reason said) if it cannot begin."""
        window = self.consoles.get(table_id)
        if window is None:
            from app.views.sanguosha.console_window import SanguoshaConsoleWindow
            from app.views.base.settings_store import interface_language
            actions = (event_settings(self.store, self.code).get("clock") or {}).get("actions") or {}
            try:
                window = SanguoshaConsoleWindow(
                    self.store, self.code, table_id, now=self.now, language=interface_language(),
                    action_seconds={k: v for k, v in actions.items() if k in TIMER_ACTIONS} or None,
                    parent=self.parent)
            except Exception as exc:  # noqa: BLE001 - a refused console or an unwritable file; a bug is raised again
                if not (isinstance(exc, SanguoshaError) or write_errors.is_write_failure(exc)):
                    raise
                self.refuse(refusal_text(exc))
                return None
            window.setAttribute(Qt.WA_DeleteOnClose)
            window.destroyed.connect(lambda *_args, key=table_id: self.consoles.pop(key, None))
            self.consoles[table_id] = window
            fit_on_screen(window, 1366, 768)  # the console wants a 1366×768 screen, less its title bar
        _bring_forward(window)
        return window

    def open_board(self, round_id: RoundId, open_table: Callable[[int], object]):
        """选将总览 of ``round_id`` (another round's closes first); Enter on a row calls ``open_table``."""
        if self.board is not None and self.board.round_id != round_id:
            self.board.close()
            self.board = None
        if self.board is None:
            from app.views.sanguosha.console_board import ConsoleBoardWindow
            self.board = ConsoleBoardWindow(self.store, self.code, round_id, open_table, self.consoles.get,
                                            now=self.now, parent=self.parent)
            self.board.setAttribute(Qt.WA_DeleteOnClose)
            self.board.destroyed.connect(lambda *_args, board=self.board: self._board_closed(board))
            fit_on_screen(self.board, 1000, 600)
        _bring_forward(self.board)
        return self.board

    def _board_closed(self, board) -> None:
        if self.board is board:
            self.board = None


def _bring_forward(window: QWidget) -> None:
    window.show()
    window.raise_()
    window.activateWindow()
