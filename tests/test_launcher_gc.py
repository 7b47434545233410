"""A command runs without the cycle collector's start-up passes; the GUI and the caller keep it."""
import gc

import app.launcher as launcher


def test_a_command_runs_with_the_cycle_collector_off_and_it_is_back_after(monkeypatch):
    """main() turns the collector off for the command and on again when it returns."""
    seen = []
    monkeypatch.setattr(launcher, "run", lambda argv: seen.append(gc.isenabled()) or 0)
    monkeypatch.setattr("sys.argv", ["main.py", "standings", "x.sqlite", "--event", "go", "--json"])
    assert launcher.main() == 0
    assert seen == [False] and gc.isenabled()


def test_the_gui_runs_with_the_cycle_collector_on(monkeypatch):
    """The window runs for hours: the GUI branch turns the collector back on before it starts."""
    import app.system_check
    import app.views.shell.application as application
    seen = []
    monkeypatch.setattr(app.system_check, "gui_libraries_message", lambda: None)
    monkeypatch.setattr(application, "run_gui", lambda argv: seen.append(gc.isenabled()) or 0)
    monkeypatch.setattr("sys.argv", ["main.py"])
    assert launcher.main() == 0
    assert seen == [True]
