"""Run slow work off the GUI thread and deliver its result back on it (Picard's run_task)."""
from __future__ import annotations

from typing import Any, Callable

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Bridge(QObject):
    done = Signal(object)
    failed = Signal(object)


class _Task(QRunnable):
    def __init__(self, work: Callable[[], Any], bridge: _Bridge):
        super().__init__()
        self.work, self.bridge = work, bridge

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as exc:  # delivered to the caller's error handler on the GUI thread
            self.bridge.failed.emit(exc)
        else:
            self.bridge.done.emit(result)


_running: set[_Bridge] = set()


def run_task(work: Callable[[], Any], on_done: Callable[[Any], None],
             on_error: Callable[[Exception], None]) -> None:
    """Call ``work()`` on the thread pool; ``on_done`` / ``on_error`` run on the GUI thread."""
    bridge = _Bridge()
    _running.add(bridge)

    def finish(handler, value):
        _running.discard(bridge)
        owner = getattr(handler, "__self__", None)
        if isinstance(owner, QObject) and not shiboken6.isValid(owner):
            return  # the page that asked was closed meanwhile: nobody to show the result to
        handler(value)
    bridge.done.connect(lambda value: finish(on_done, value))
    bridge.failed.connect(lambda exc: finish(on_error, exc))
    QThreadPool.globalInstance().start(_Task(work, bridge))
