"""What the first file's opening built is frozen out of the cycle collector's passes, once a process."""
import gc

from app.views.shell import collector


def test_the_first_call_freezes_what_is_alive_and_later_calls_do_nothing(monkeypatch):
    monkeypatch.setattr(collector, "_frozen", [False])
    calls = []
    monkeypatch.setattr(gc, "freeze", lambda: calls.append("freeze"))
    collector.freeze_what_is_built()
    collector.freeze_what_is_built()
    assert calls == ["freeze"]


def test_the_main_window_freezes_after_its_first_paint(demo_store, open_main_window, monkeypatch, qtbot):
    """Opening a file asks for the freeze once the window has painted (the objects then are start-up's)."""
    frozen = []
    monkeypatch.setattr("app.views.shell.main_window.freeze_what_is_built", lambda: frozen.append(True))
    window = open_main_window(demo_store)
    qtbot.waitUntil(lambda: frozen == [True], timeout=30_000)
    assert window.store is not None
