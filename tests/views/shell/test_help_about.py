"""The log seen from the GUI: a real start writes it (with a planted exception's traceback and Qt's
warnings), and Help ▸ About shows where it is and opens its folder."""
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import QStandardPaths, qWarning
from PySide6.QtGui import QDesktopServices

from app import log
from app.user_folder import APPLICATION, ORGANISATION, data_folder
from app.views.shell.application import FIRST_PAINT_ENV, log_qt_messages
from app.views.shell.help_about import AboutDialog

ROOT = Path(__file__).resolve().parents[3]


def test_a_gui_start_logs_itself_the_file_and_a_planted_exception(store, tmp_path):
    """main.py FILE, in a fresh process: the log in the data folder names the start (Qt included),
    the file opened and the traceback of an exception raised in a slot."""
    path = store.path
    store.close()
    script = textwrap.dedent(f"""
        import sys
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        def planted_slot_failure():
            raise RuntimeError("planted in a slot")
        app = QApplication(sys.argv[:1])
        QTimer.singleShot(0, planted_slot_failure)
        from app.views.shell.application import run_gui
        sys.exit(run_gui([{str(path)!r}]))
        """)
    data = tmp_path / "data"
    env = {**os.environ, FIRST_PAINT_ENV: "1", "XDG_DATA_HOME": str(data), "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    written = (data / "referee-station" / "referee-station" / "station.log").read_text(encoding="utf-8")
    assert "start gui: referee station" in written and "Qt 6." in written
    assert f"opened {path}" in written
    assert "in planted_slot_failure" in written and "RuntimeError: planted in a slot" in written


def test_qt_warnings_go_to_the_log(tmp_path, qapp):
    """A warning Qt prints lands in the log as well."""
    with log.running("test", tmp_path) as path:
        log_qt_messages()
        qWarning("planted Qt warning")
    assert "WARNING app.qt [MainThread] planted Qt warning" in path.read_text(encoding="utf-8")


def test_the_data_folder_is_qts(qapp):
    """The command line (no Qt) finds the same data folder as the GUI's QStandardPaths (names as run_gui sets them)."""
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName(ORGANISATION)
    qapp.setApplicationName(APPLICATION)
    try:
        assert str(data_folder()) == QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)
    finally:
        qapp.setOrganizationName(names[0])
        qapp.setApplicationName(names[1])


def test_about_shows_the_log_and_opens_its_folder(qtbot, tmp_path, monkeypatch):
    """Help ▸ About names the log file and its button opens the folder that holds it."""
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    with log.running("test", tmp_path) as path:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
    assert dialog.path_label.text() == str(path) and log.station_version() in dialog.findChild(
        type(dialog.path_label)).text()
    dialog.open_button.click()
    assert opened == [str(tmp_path)]


def test_help_about_opens_from_the_menu(open_main_window, demo_store, qtbot):
    """帮助 ▸ 关于 opens the dialog with the log's path."""
    window = open_main_window(demo_store)
    about = next(action for menu in window.menuBar().actions() if menu.menu()
                 for action in menu.menu().actions() if action.text() == "关于")
    about.trigger()
    qtbot.waitUntil(lambda: getattr(window, "about", None) is not None and window.about.isVisible())
    assert window.about.path_label.text() == str(log.log_path())
