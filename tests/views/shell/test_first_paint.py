"""Start-up paints the main window's shell before the database layer and the pages are imported; the loaded
window is today's, and a file that cannot be opened is still reported, leaving the window empty."""
import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from argparse import Namespace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from app.files.errors import TournamentFileError
from app.models.store import create_store, open_store
from app.views.common.messages import shown
from app.views.shell import application
from app.views.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]


def test_the_shell_paints_before_the_store_and_the_pages_are_imported(open_main_window, demo_store, tmp_path):
    """A fresh `main.py FILE`: at the main window's first paint no database module or page is imported and the
    shell names the file; once loaded, the window has today's title, tabs and front tab, maximized."""
    path = demo_store.path
    window = open_main_window(demo_store)  # today's window on the same file, for comparison
    expected = {"title": window.windowTitle(), "tabs": [window.tabs.tabText(i) for i in range(window.tabs.count())],
                "current": window.tabs.currentIndex(), "menus": [a.text() for a in window.menuBar().actions()]}
    window.close()
    script = textwrap.dedent(f"""
        import json, sys
        from PySide6.QtCore import QCoreApplication, QEvent, QObject
        from PySide6.QtWidgets import QApplication
        from app.views.shell import application

        seen = {{}}
        class FirstPaint(QObject):
            def eventFilter(self, watched, event):
                if event.type() == QEvent.Paint and type(watched).__name__ == "MainWindow" and "paint" not in seen:
                    seen["paint"] = {{"imported": sorted(name for name in ("sqlalchemy", "app.models.store",
                                      "app.models.schema", "app.services.tournament", "app.views.shell.event_tab",
                                      "app.views.results.results_page") if name in sys.modules),
                                     "title": watched.windowTitle(), "tabs": [watched.tabs.tabText(0)],
                                     "menus_enabled": watched.menuBar().isEnabled(),
                                     "status": watched.status.text()}}
                return False

        real_load = application._load
        def load_then_quit(window, args):
            real_load(window, args)
            seen["loaded"] = {{"title": window.windowTitle(),
                              "tabs": [window.tabs.tabText(i) for i in range(window.tabs.count())],
                              "current": window.tabs.currentIndex(), "maximized": window.isMaximized(),
                              "menus": [a.text() for a in window.menuBar().actions()],
                              "menus_enabled": window.menuBar().isEnabled()}}
            QCoreApplication.exit(0)
        application._load = load_then_quit
        app = QApplication(sys.argv[:1])
        first_paint = FirstPaint()
        app.installEventFilter(first_paint)
        code = application.run_gui([{str(path)!r}, "--lang", "zh_CN"])
        print("SEEN " + json.dumps(seen, ensure_ascii=False))
        """)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=180,
                          env=env)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.rpartition("SEEN ")[2])
    assert seen["paint"] == {"imported": [], "title": f"{path.name} — 赛事裁判工作站", "tabs": ["正在打开…"],
                             "menus_enabled": False, "status": str(path)}
    assert seen["loaded"] == {**expected, "maximized": True, "menus_enabled": True}


@pytest.fixture
def shell(qtbot, monkeypatch):
    """``shell(target)``: the start-up window's shell shown on ``target``; the message boxes it shows are kept
    as (kind, title, text) in ``shell.told``."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # loading installs the write-failure hook
    told = []
    for kind in ("critical", "information", "warning"):
        monkeypatch.setattr(QMessageBox, kind, lambda _parent, title, text, *_a, kind=kind: told.append(
            (kind, title, text)))

    def show(target: Path):
        window = MainWindow(rooms=False)
        qtbot.addWidget(window)
        window.show_opening(str(target))
        window.show()
        return window
    show.told = told
    return show


def _load(window, target: Path, read_only: bool = False) -> None:
    application._load(window, Namespace(db_url=None, file=str(target), read_only=read_only))


def _newer(tmp_path) -> Path:
    path = tmp_path / "newer.sqlite"
    create_store(path).close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num='9999'")
    connection.close()
    return path


def _damaged(tmp_path) -> Path:
    path = tmp_path / "damaged.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    return path


def _missing(tmp_path) -> Path:
    return tmp_path / "missing.sqlite"


@pytest.mark.parametrize("make, words", [(_newer, "由更新版本的软件创建"), (_damaged, "已损坏"),
                                         (_missing, "找不到赛事文件")])
def test_a_file_that_cannot_be_opened_is_reported_and_the_window_left_empty(shell, tmp_path, make, words):
    """Newer schema, damaged, missing: the same message as before the window existed, over an empty window
    (no tabs, no title, no file; its menus work, to open another)."""
    target = make(tmp_path)
    before = target.read_bytes() if target.exists() else None
    window = shell(target)
    _load(window, target)
    assert [(kind, title) for kind, title, _text in shell.told] == [("critical", "无法打开赛事文件")]
    assert words in shell.told[0][2]
    assert window.store is None and window.tabs.count() == 0
    assert window.windowTitle() == "" and window.status.text() == ""
    assert window.menuBar().isEnabled() and window.menuBar().actions()[0].text() == "文件(&F)"
    assert (target.read_bytes() if target.exists() else None) == before


def test_the_message_is_the_one_the_file_check_words(shell, tmp_path):
    """The reported text is the refusal's own wording (app/messages), in the interface language."""
    target = _newer(tmp_path)
    with pytest.raises(TournamentFileError) as refused:
        open_store(target)
    window = shell(target)
    _load(window, target)
    assert shell.told[0][2] == shown(refused.value)


def test_a_read_only_file_is_opened_and_said_to_be_read_only(shell, paired_file):
    """An unwritable file: opened read-only with today's notice, the title marked, its tabs built."""
    paired_file.chmod(0o444)
    try:
        window = shell(paired_file)
        _load(window, paired_file)
        assert [(kind, title) for kind, title, _text in shell.told] == [("information", "只读打开")]
        assert window.store.read_only and "只读" in window.windowTitle() and window.tabs.count() == 8
        window.close()
    finally:
        paired_file.chmod(0o644)


def test_a_file_held_by_another_station_opens_as_usual(shell, paired_file):
    """Another station in the middle of a write: the file still opens, nothing reported, its tabs built."""
    other = sqlite3.connect(paired_file, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        window = shell(paired_file)
        _load(window, paired_file)
        assert shell.told == [] and window.store is not None and window.tabs.count() == 8
        window.close()
    finally:
        other.execute("ROLLBACK")
        other.close()


@pytest.fixture
def paired_file(demo_store):
    """The demo tournament (eight events), closed: its path."""
    path = demo_store.path
    demo_store.close()
    return path


def test_an_older_file_is_upgraded_and_said_so_over_the_window(shell, tmp_path):
    """A file at an older schema: upgraded after its backup, today's notice naming the backup, tabs built."""
    from old_files import older_file
    older = older_file(tmp_path / "older.sqlite")
    window = shell(older)
    _load(window, older)
    assert [(kind, title) for kind, title, _text in shell.told] == [("information", "已升级赛事文件")]
    assert window.store.backup is not None and str(window.store.backup) in shell.told[0][2]
    assert window.menuBar().isEnabled()
    assert "正在打开…" not in [window.tabs.tabText(i) for i in range(window.tabs.count())]
    window.close()


def test_the_shell_shows_a_database_address_without_its_password(qtbot):
    """`--db-url` with a password: the shell's title and status bar name the database only."""
    window = MainWindow(rooms=False)
    qtbot.addWidget(window)
    window.show_opening("postgresql://referee:secret@hall-server/tournament")
    assert "secret" not in window.windowTitle() + window.status.text()
    assert window.windowTitle().startswith("tournament — ") and window.status.text() == "tournament"


def test_an_unforeseen_failure_while_loading_ends_the_start(shell, tmp_path, monkeypatch):
    """Not a refused file but a fault (a planted PermissionError while opening): the error goes on to the log's
    hook and the half-opened window closes, rather than staying at 正在打开…."""
    def cannot_write(*_args, **_kwargs):
        raise PermissionError("planted: the data folder is not writable")
    monkeypatch.setattr(MainWindow, "open_tournament", cannot_write)
    exits = []
    monkeypatch.setattr(application.QCoreApplication, "exit", lambda code=0: exits.append(code))
    window = shell(tmp_path / "demo.sqlite")
    with pytest.raises(PermissionError, match="planted"):
        _load(window, tmp_path / "demo.sqlite")
    assert not window.isVisible() and shell.told == [] and exits == [1]


def test_what_waits_for_a_window_on_screen_runs_after_its_next_paint(qtbot):
    """A window already painted (the loaded one at start-up): the wait is for its next frame, which shows what
    changed meanwhile (the file's tabs before the facts' check loads the printing fonts), not at once."""
    from PySide6.QtCore import QEvent, QObject

    from app.views.base.lazy import after_first_paint
    window = MainWindow(rooms=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    events = []

    class Paints(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Paint:
                events.append("paint")
            return False
    paints = Paints()
    window.installEventFilter(paints)
    after_first_paint(window, lambda: events.append("then"))
    assert events == []
    qtbot.waitUntil(lambda: "then" in events)
    assert events.index("paint") < events.index("then")


def test_what_waits_for_a_window_that_never_paints_runs_once_all_the_same(qtbot, monkeypatch):
    """A window minimized or covered at start-up may never paint: the file is opened after the wait anyway,
    and a paint coming after that runs nothing a second time."""
    from app.views.base import lazy
    monkeypatch.setattr(lazy, "PAINT_WAIT_MS", 50)
    window = MainWindow(rooms=False)
    qtbot.addWidget(window)
    ran = []
    lazy.after_first_paint(window, lambda: ran.append("then"))  # never shown: no paint
    qtbot.waitUntil(lambda: ran == ["then"], timeout=30_000)
    window.show()
    qtbot.waitExposed(window)
    window.repaint()
    qtbot.wait(100)
    assert ran == ["then"]


def _fill_threads(set_up: str) -> list[str]:
    """The threads of a fresh process that paints a scroll bar as tall as the results page's, after ``set_up``."""
    script = textwrap.dedent(f"""
        import json
        from pathlib import Path
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QScrollBar
        from app.views.shell import application
        {set_up}
        app = QApplication([])
        bar = QScrollBar(Qt.Vertical)
        bar.resize(14, 587)
        bar.show()
        app.processEvents()  # shown: the repaint paints
        bar.repaint()
        print(json.dumps(sorted((task / "comm").read_text().strip() for task in Path("/proc/self/task").iterdir())))
    """)
    env = {key: value for key, value in os.environ.items() if key != application.SERIAL_FILLS_ENV}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout.splitlines()[-1])


def test_the_station_fills_on_the_gui_thread():
    """The station paints a tall fill without Qt's thread pool (its hand-over cost more than the fill), which
    Qt otherwise starts for it."""
    assert "Thread (pooled)" in _fill_threads("")
    assert "Thread (pooled)" not in _fill_threads("application.fill_on_the_gui_thread()")
