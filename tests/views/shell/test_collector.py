"""What a file's opening built is frozen out of the cycle collector's passes."""
import gc

from app.views.shell import collector


def test_the_first_file_is_frozen_and_a_later_one_after_collecting_what_the_earlier_left(monkeypatch):
    """A 5,000-player file opened second stayed in the collector's full passes (about 70 ms each, now and
    then inside a typed result): each file is frozen once painted, the earlier file's leftovers collected first."""
    monkeypatch.setattr(collector, "_frozen", [False])
    calls = []
    for name in ("freeze", "unfreeze", "collect"):
        monkeypatch.setattr(gc, name, lambda name=name: calls.append(name))
    collector.freeze_what_is_built()
    assert calls == ["freeze"]
    collector.freeze_what_is_built()
    assert calls == ["freeze", "unfreeze", "collect", "freeze"]


def test_the_main_window_freezes_after_its_first_paint(demo_store, open_main_window, monkeypatch, qtbot):
    """Opening a file asks for the freeze once the window has painted (the objects then are start-up's)."""
    frozen = []
    monkeypatch.setattr("app.views.shell.main_window.freeze_what_is_built", lambda: frozen.append(True))
    window = open_main_window(demo_store)
    qtbot.waitUntil(lambda: frozen == [True], timeout=30_000)
    assert window.store is not None
