"""Before the first window: on Linux, name the system libraries Qt's X11 platform needs and
the machine lacks, with the Debian/Ubuntu packages to install, instead of Qt's abort
(which blames libxcb-cursor0 whatever is missing)."""
from __future__ import annotations

import ctypes
import os
import sys

# Libraries Qt's xcb platform plugin loads (checked with ldd on PySide6's libqxcb.so and
# libQt6XcbQpa), with the Debian package that provides each.
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}


def _loadable(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def uses_xcb(platform: str, environ) -> bool:
    """Whether Qt will start its X11 plugin (the default on Linux unless told otherwise)."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    return chosen == "" or chosen.startswith("xcb")


def missing_packages(loadable=None) -> list[str]:
    """The Debian packages whose libraries cannot be loaded, in a stable order."""
    loadable = loadable or _loadable
    return sorted({package for soname, package in XCB_LIBRARIES.items() if not loadable(soname)})


def gui_libraries_message() -> str | None:
    """A message naming what to install, or None when the GUI can start."""
    if not uses_xcb(sys.platform, os.environ):
        return None
    missing = missing_packages()
    if not missing:
        return None
    packages = " ".join(missing)
    return (f"图形界面缺少系统库 / The GUI needs system libraries that are missing: {packages}\n"
            f"Debian / Ubuntu: sudo apt-get install {packages}\n"
            "命令行命令不受影响 / command-line commands work without them (python main.py --help).")
