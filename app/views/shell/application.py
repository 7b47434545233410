"""Start the GUI: fonts, translation, the tournament to open (a demo when none is given).

The main window's shell paints first; the database layer, the pages and the file itself are loaded in the
event loop's next turn (``_load``), so the referee sees the window at once and uses it once the file is open."""
from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QtMsgType, qInstallMessageHandler, qVersion
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication, QMessageBox

from app import log as station_log
from app.assets import CJK_FONT_FILE, RARE_FONT_FILE
from app.user_folder import data_folder
from app.views.common.messages import shown
from app.views.base import settings_store
from app.views.shell.language import install_language
from app.views.base.lazy import after_first_paint

def install_fonts(app: QApplication) -> None:
    """Register the shipped fonts as fallbacks so Chinese shows on a machine without any,
    and the rare characters the PDFs print (𠮷, CJK Extension B–F) show in the GUI and hall too."""
    # The system's real sans-serif first: a family list skips an alias like "Sans Serif", and
    # Latin text would then fall to the Ming-style rare-character font.
    system = QFontInfo(app.font()).family()
    families = []
    for file in (CJK_FONT_FILE, RARE_FONT_FILE):
        font_id = QFontDatabase.addApplicationFont(str(file))
        families += QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if families:
        font = QFont(app.font())
        font.setFamilies(list(dict.fromkeys([app.font().family(), system, *families])))
        font.setPointSize(max(font.pointSize(), 11))
        app.setFont(font)


def demo_path() -> Path:
    """Where the demo tournament lives: the user's data folder."""
    return data_folder() / "demo-tournament.sqlite"


def demo_file() -> Path:
    """The demo tournament, written on first use."""
    path = demo_path()
    if not path.exists():
        from app.services.demo import build_demo
        path.parent.mkdir(parents=True, exist_ok=True)
        build_demo(path).close()
    return path


# bench/startup_bench.py sets this: print the wall-clock time and the process's CPU time at the main window's
# first paint (its shell) and once the file is loaded and painted in it, then quit.
FIRST_PAINT_ENV = "REFEREE_STATION_EXIT_AFTER_FIRST_PAINT"


def _report(stage: str) -> None:
    print(f"{stage} {time.time():.6f} {time.process_time():.6f}", flush=True)


def _report_loaded_and_quit() -> None:
    _report("loaded")
    QCoreApplication.exit(0)


# Qt's raster engine hands each fill of 96 lines or more (a scroll bar, a scrolled table, the hall's page) to its
# GUI thread pool and waits for it. On a two-core station the hand-over cost several times the fill: a scroll
# bar's repaint took 0.4–0.7 ms of CPU through the pool, 0.1 ms on the GUI thread; a typed result about 2 ms less.
SERIAL_FILLS_ENV = "QT_NO_GUI_THREADPOOL"


def fill_on_the_gui_thread() -> None:
    """Qt fills on the GUI thread, without its thread pool (read at its first large fill); a value set by hand
    is kept."""
    os.environ.setdefault(SERIAL_FILLS_ENV, "1")


def run_gui(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="main.py")
    parser.add_argument("file", nargs="?", help="赛事文件 tournament file (.sqlite)")
    parser.add_argument("--db-url", help="SQLAlchemy URL, e.g. postgresql://user@host/db")
    parser.add_argument("--lang", choices=("zh_CN", "en"), help="界面语言 interface language")
    parser.add_argument("--read-only", action="store_true",
                        help="只读打开，仅供显示（大屏幕） open for display only: nothing can be changed")
    args = parser.parse_args(argv)

    fill_on_the_gui_thread()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(settings_store.ORGANISATION)
    app.setApplicationName(settings_store.APPLICATION)
    install_fonts(app)
    if args.lang:
        settings_store.put("language", args.lang)
    install_language(app, settings_store.get("language"))

    with station_log.running("gui", Qt=qVersion(), PySide6=PySide6.__version__):
        log_qt_messages()
        return _show_window(app, args)


def _show_window(app: QApplication, args) -> int:
    """The shell at once; the rest (``_load``) once it has painted."""
    from app.views.shell.main_window import MainWindow
    window = MainWindow(rooms=False)
    window.show_opening(args.db_url or args.file or str(demo_path()))
    after_first_paint(window, lambda: _load(window, args))
    window.showMaximized()
    return app.exec()


def _build_rooms(window) -> None:
    """The referee at the keyboard (the audit log's), the window's rooms and menus, write failures shown over it."""
    from app.views.common import write_failures
    if settings_store.get("operator"):
        from app.services import audit
        audit.set_operator(settings_store.get("operator"))
    window.build_rooms()
    write_failures.install(lambda: window)


def _load(window, args) -> None:
    """Import the database layer and the rooms, open the file (lock, upgrade) and build its tabs; a file that
    cannot be opened is reported over the window, which is left empty as before it tried."""
    if os.environ.get(FIRST_PAINT_ENV):
        _report("first-paint")
    if not window.isVisible():  # closed before it got here
        return
    from app.files.errors import TournamentFileError
    try:
        _build_rooms(window)
        window.open_tournament(args.db_url or args.file or str(demo_file()), display_only=args.read_only)
    except TournamentFileError as exc:
        window.opening_failed()
        QMessageBox.critical(window, QCoreApplication.translate("MainWindow", "无法打开赛事文件"), shown(exc))
    except Exception:
        # Unforeseen: the start ends with the traceback (logged), as it did when the window was built first.
        window.close()
        QCoreApplication.exit(1)
        raise
    if os.environ.get(FIRST_PAINT_ENV):
        after_first_paint(window, _report_loaded_and_quit)


# Qt's message kinds as the log's levels.
_QT_LEVELS = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}


def log_qt_messages() -> None:
    """Qt's own warnings and errors go to the log as well as to the console."""
    logger = logging.getLogger("app.qt")
    previous = None

    def handler(kind, context, message) -> None:
        level = _QT_LEVELS.get(kind, logging.WARNING)
        logger.log(level, "%s", message)
        if callable(previous):
            previous(kind, context, message)
        elif level >= logging.WARNING:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
