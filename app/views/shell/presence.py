"""This station's presence on the open tournament: registered when a writable file opens, a heartbeat
every HEARTBEAT_SECONDS, released at a clean close (app/services/stations.py); a window that goes
without closing (a crash) counts as gone at once in its own process, and to the others when silent."""
from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer

from app.clocks.holders import HEARTBEAT_SECONDS
from app.services import stations


class StationPresence(QObject):
    """Keeps one writable store's station row alive; ``release()`` at a clean close."""

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.store = store
        stations.register(store, self._wall)
        me = stations.station_id(store)
        self.destroyed.connect(lambda *_: stations.forget_here(me))
        self.timer = QTimer(self, interval=int(HEARTBEAT_SECONDS * 1000))
        self.timer.timeout.connect(self.beat)
        self.timer.start()

    @staticmethod
    def _wall() -> float:
        return time.time()  # looked up at each call: the tests give the module a fake time

    def beat(self) -> None:
        stations.beat(self.store, self._wall)

    def release(self) -> None:
        self.timer.stop()
        stations.release(self.store)
