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
from app.views.shell.hub import hub

POLL_MS = 500
_log = logging.getLogger(__name__)


class StationFollower(QObject):
    """Polls one open store's watcher; stopped when the store is closed."""

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.watcher = ChangeWatcher(store)
        self.timer = QTimer(self, interval=POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def poll(self) -> None:
        try:
            changed = self.watcher.changed()
        except (sqlite3.Error, SQLAlchemyError, OSError) as error:  # a dropped server: the next poll tries again
            _log.warning("watching the tournament for other stations' changes failed: %s", error)
            return
        if changed:
            hub().changed_elsewhere.emit()

    def stop(self) -> None:
        self.timer.stop()
        self.watcher.close()
