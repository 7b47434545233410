"""The GUI's first paint waits only on what it shows: hidden event tabs and the printing stack come later."""
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.services.players import list_players

ROOT = Path(__file__).resolve().parents[3]


def _in_a_fresh_window(path, then: str) -> subprocess.CompletedProcess:
    """A fresh process opens ``path`` in a main window (not yet shown) and runs ``then`` (its imports fresh)."""
    script = textwrap.dedent("""
        import sys, time
        from PySide6.QtWidgets import QApplication
        from app.views.shell.main_window import MainWindow
        app = QApplication([])
        window = MainWindow()
        window.open_tournament(%r)
        """) % str(path) + textwrap.dedent(then)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=180,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    return done


def test_hidden_event_tabs_build_their_pages_when_first_shown(open_main_window, demo_store, qtbot):
    """Only the front tab's pages exist after opening; another tab's appear, filled, when it is selected."""
    window = open_main_window(demo_store)
    front, hidden = window.tabs.widget(0), window.tabs.widget(2)
    assert front.pages.count() == 6
    assert hidden.pages.count() == 0
    window.tabs.setCurrentIndex(2)
    assert hidden.pages.count() == 6
    assert hidden.entries.model.rowCount() == len(list_players(window.store, hidden.code))


def test_a_lazily_built_tab_is_wired_to_the_window(open_main_window, demo_store, qtbot, monkeypatch):
    """The delete button of a tab built after opening still asks and deletes (the window's handlers are connected)."""
    window = open_main_window(demo_store)
    window.tabs.setCurrentIndex(3)
    tab = window.tabs.widget(3)
    tab.entries.view.selectRow(0)
    victim = tab.entries.selected()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    qtbot.mouseClick(tab.entries.buttons["delete"], Qt.LeftButton)
    assert not any(p.id == victim.id for p in list_players(window.store))


def test_hidden_tabs_keep_their_clocks_page(open_main_window, demo_store):
    """Every event's clocks page exists from the start (crash recovery and the hall screen need them)."""
    window = open_main_window(demo_store)
    hidden = window.tabs.widget(4)
    assert hidden.pages.count() == 0
    assert hidden.clocks.code == hidden.code and not hidden.clocks.isVisible()


def test_opening_the_window_loads_no_printing_upgrade_or_pairing_library(demo_store):
    """Main window on a current file: no reportlab documents, Qt PDF, alembic, openpyxl, numpy or matching."""
    path = demo_store.path
    demo_store.close()
    done = _in_a_fresh_window(path, """
        window.show()
        app.processEvents()
        assert window.tabs.count() == 8
        heavy = ("reportlab.platypus", "reportlab.pdfgen", "PySide6.QtPdf", "alembic", "openpyxl",
                 "numpy", "rustworkx", "networkx")
        print(" ".join(sorted(name for name in heavy if name in sys.modules)))
        """)
    assert done.stdout.strip() == ""


def test_the_facts_check_and_its_fonts_wait_for_the_first_frame(demo_store):
    """Opening the file before the window is shown loads no printing font; the facts are checked (fonts
    loaded) once the window has painted."""
    path = demo_store.path
    demo_store.close()
    done = _in_a_fresh_window(path, """
        before = "app.printing.fonts" in sys.modules
        window.show()
        deadline = time.monotonic() + 60
        while "app.printing.fonts" not in sys.modules and time.monotonic() < deadline:
            app.processEvents()
        print(before, "app.printing.fonts" in sys.modules)
        """)
    assert done.stdout.split() == ["False", "True"]
