"""The station's log: one rotating file in the user's data folder, for a referee to send when something goes wrong.

It holds each start (the station's version, Python, Qt, the platform), the tournament file
opened and upgraded, refused writes and every uncaught exception with its traceback — never a
student ID: a coded refusal appears as its code (its arguments name players), a database
error without the values it tried to write, and the log's own lines carry no roster data.
"""
from __future__ import annotations

import logging
import logging.handlers
import platform
import re
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from app.messages import Coded
from app.user_folder import data_folder

LOG_NAME = "station.log"
MAX_BYTES = 1_000_000  # then station.log.1 … .3: a few days of a busy tournament, small enough to e-mail
BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"
_PARAMETERS = re.compile(r"\[parameters: .*$", re.MULTILINE)  # SQLAlchemy's echo of the values written

_log = logging.getLogger("app")
_log.addHandler(logging.NullHandler())  # nothing reaches stderr when no log was started (tests, imports)
_running: list[tuple[Path, logging.Handler, object, object]] = []  # a started log: its file, handler, the hooks it replaced


def log_path(folder: Path | None = None) -> Path:
    """The log file: the one being written, else where a start in ``folder`` (the data folder) puts it."""
    if folder is None and _running:
        return _running[-1][0]
    return (folder or data_folder()) / LOG_NAME


def station_version() -> str:
    """The station's version (app/__init__.py, which setup.cfg reads)."""
    from app import __version__
    return __version__


def _chain(error: BaseException | None) -> Iterator[BaseException]:
    seen = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        yield error
        error = error.__cause__ or error.__context__


def redact(text: str, error: BaseException | None) -> str:
    """``text`` with each coded refusal's worded message replaced by its code and database values hidden."""
    for link in _chain(error):
        worded = str(link)
        if isinstance(link, Coded) and link.params and worded:
            text = text.replace(worded, f"[{link.code}; arguments left out]")
    return _PARAMETERS.sub("[parameters: left out]", text)


class _RedactingFormatter(logging.Formatter):
    """Redacts the whole line, traceback included (another handler may have formatted it first)."""

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record), record.exc_info[1] if record.exc_info else None)


def _log_uncaught(kind, error, trace) -> None:
    if not issubclass(kind, KeyboardInterrupt):
        _log.critical("uncaught exception", exc_info=(kind, error, trace))


class _QuietRotatingFile(logging.handlers.RotatingFileHandler):
    """A log that cannot be written (a full disk, a file-size limit) costs its lines, never a traceback
    on the referee's screen beside the station's own message."""

    def handleError(self, record: logging.LogRecord) -> None:
        pass


def _file_handler(path: Path) -> logging.Handler:
    """The rotating file; a folder that cannot be written costs the log, never the run."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _QuietRotatingFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return logging.NullHandler()
    handler.setFormatter(_RedactingFormatter(_FORMAT))
    return handler


def start(mode: str, folder: Path | None = None, **versions: str) -> Path:
    """Write the log to ``folder`` (the user's data folder), catch every uncaught exception into it,
    and record the start: ``mode`` (gui, cli COMMAND), the station's version and ``versions`` (Qt …)."""
    path = (folder or data_folder()) / LOG_NAME
    handler = _file_handler(path)
    logging.getLogger().addHandler(handler)  # the root: third-party warnings and errors too
    _log.setLevel(logging.INFO)
    previous_hook, previous_thread_hook = sys.excepthook, threading.excepthook

    def excepthook(kind, error, trace) -> None:
        _log_uncaught(kind, error, trace)
        previous_hook(kind, error, trace)

    def thread_excepthook(args) -> None:
        if args.exc_type is not SystemExit:
            _log_uncaught(args.exc_type, args.exc_value, args.exc_traceback)
        previous_thread_hook(args)

    sys.excepthook, threading.excepthook = excepthook, thread_excepthook
    _running.append((path, handler, previous_hook, previous_thread_hook))
    extra = "".join(f", {name} {value}" for name, value in versions.items())
    _log.info("start %s: referee station %s, Python %s%s, %s %s %s", mode, station_version(),
              platform.python_version(), extra, platform.system(), platform.release(), platform.machine())
    return path


def stop() -> None:
    """Close the last started log and put back the hooks it replaced."""
    _, handler, sys.excepthook, threading.excepthook = _running.pop()
    logging.getLogger().removeHandler(handler)
    handler.close()


@contextmanager
def running(mode: str, folder: Path | None = None, **versions: str) -> Iterator[Path]:
    """The log for one run: an exception escaping the run is logged before the hooks go back."""
    path = start(mode, folder, **versions)
    try:
        yield path
    except Exception:
        _log.critical("uncaught exception", exc_info=True)
        raise
    finally:
        stop()


def refused_write(error: BaseException, kind: str) -> None:
    """A write the tournament file refused (locked, read-only, full …): nothing was written."""
    cause = getattr(error, "orig", None) or error
    _log.warning("write refused (%s): %s: %s", kind, type(cause).__name__, redact(str(cause), cause))
