"""Starting the GUI on a bare Linux machine: the missing system libraries are named with the
packages to install, instead of Qt aborting."""
from app import system_check


def test_missing_libraries_are_named_with_their_debian_packages():
    """Two libraries missing: exactly their packages, sorted."""
    missing = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    assert system_check.missing_packages(lambda soname: soname not in missing) == [
        "libxcb-icccm4", "libxcb-keysyms1"]
    assert system_check.missing_packages(lambda soname: True) == []


def test_only_linux_with_the_x11_plugin_is_checked():
    """Offscreen, Wayland-forced or non-Linux runs are not checked."""
    assert system_check.uses_xcb("linux", {})
    assert system_check.uses_xcb("linux", {"QT_QPA_PLATFORM": "xcb"})
    assert not system_check.uses_xcb("linux", {"QT_QPA_PLATFORM": "offscreen"})
    assert not system_check.uses_xcb("win32", {})


def test_gui_start_prints_the_install_command_and_exits(monkeypatch, capsys):
    """`main.py` with libraries missing exits 2 with the apt-get line; no window is attempted."""
    from app.launcher import run
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(system_check, "sys", type("S", (), {"platform": "linux"}))
    monkeypatch.setattr(system_check, "_loadable", lambda soname: soname != "libxcb-xkb.so.1")
    assert run([]) == 2
    assert "sudo apt-get install libxcb-xkb1\n" in capsys.readouterr().err
