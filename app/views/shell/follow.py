"""Follow the other stations: what another station commits reaches this one's screens within a second.

Twice a second the open tournament's change watcher (app/models/change_watch.py: the
file's change counter, or PostgreSQL's notices) is asked, and on a change the hub's
``changed_elsewhere`` tells every page to read again, as F5 does: only what shows is
read at once (a hidden page catches up when shown), and no page clears what the
referee is typing or a form that is open.
"""
from __future__ import annotations

import logging
import sqlite3

from PySide6.QtCore import QObject, QTimer
from sqlalchemy.exc import SQLAlchemyError

from app.models.change_watch import ChangeWatcher
from app.views.base.hub import hub

POLL_MS = 500
RETRY_POLLS = 20  # a lost watcher is opened again every 10 s, not twice a second (a dead server is slow to say no)
_log = logging.getLogger(__name__)


class StationFollower(QObject):
    """Polls one open store's watcher; stopped when the store is closed."""

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.store = store
        self.watcher: ChangeWatcher | None = ChangeWatcher(store)
        self._idle = 0  # polls since the watcher was lost
        self.timer = QTimer(self, interval=POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def poll(self) -> None:
        """Ask the watcher; a lost server connection is opened again at a later poll (meanwhile the
        pages read once more, as nothing says what they missed)."""
        try:
            if self.watcher is None:
                self._idle += 1
                if self._idle < RETRY_POLLS:
                    return
                self._idle = 0
                self.watcher = ChangeWatcher(self.store)
                changed = True  # what was committed while the watcher was away
            else:
                changed = self.watcher.changed()
        except (sqlite3.Error, SQLAlchemyError, OSError, *self._failures()) as error:
            if self.watcher is not None:  # once per outage in the log, not twice a second
                _log.warning("watching the tournament for other stations' changes failed: %s", error)
                self._drop_watcher()
            return
        if changed:
            hub().changed_elsewhere.emit()

    def _failures(self) -> tuple:
        return self.watcher.failures if self.watcher is not None else ()

    def _drop_watcher(self) -> None:
        watcher, self.watcher = self.watcher, None
        try:
            watcher.close()
        except watcher.failures:
            pass  # already gone with its connection

    def stop(self) -> None:
        self.timer.stop()
        if self.watcher is not None:
            self._drop_watcher()
