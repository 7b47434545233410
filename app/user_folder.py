"""The user's data folder (the demo tournament, the log): where Qt's QStandardPaths.AppDataLocation
puts it, worked out without Qt so the command line finds the same folder."""
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
