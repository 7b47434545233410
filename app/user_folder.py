"""The user's data folder (the demo tournament, the log) and cache folder (parsed fonts): where Qt's
QStandardPaths puts them, worked out without Qt so the command line finds the same folders."""
from __future__ import annotations

import os
import sys
from pathlib import Path

ORGANISATION = "referee-station"
APPLICATION = "referee-station"


def data_folder() -> Path:
    """<the platform's data home>/<organisation>/<application>, as Qt names it on each platform."""
    if sys.platform.startswith("win"):
        home = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        home = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        home = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return home / ORGANISATION / APPLICATION


def cache_folder() -> Path:
    """Where Qt's QStandardPaths.CacheLocation puts the station's caches (what can be rebuilt at any time)."""
    if sys.platform.startswith("win"):
        local = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return local / ORGANISATION / APPLICATION / "cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / ORGANISATION / APPLICATION
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    home = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
    return home / ORGANISATION / APPLICATION
