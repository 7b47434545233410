"""Every GUI setting declared once with its type and default (QSettings)."""
from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from app.user_folder import APPLICATION, ORGANISATION
from app.backups.schedule import EVERY_MINUTES, KEEP

DEFAULTS = {
    "language": (str, "zh_CN"),
    "recent_files": (list, []),
    "operator": (str, ""),
    "last_folder": (str, ""),  # where the last file was saved or opened; documents folder at first
    "ceremony_order": (bool, False),  # certificates and lists printed 6th place first (颁奖顺序)
    "backup_folder": (str, ""),  # automatic backups (a stick); "": the user's data folder
    "backup_every_minutes": (int, EVERY_MINUTES[0]),
    "backup_keep": (int, KEEP[0]),
    "hall/screen": (str, ""),  # the screen the main hall was last shown on
    "hall/pages": (list, []),  # the pages the hall cycles through; []: every page (per screen for a screen's own hall)
    "hall/interval": (int, 10),  # seconds each page stays
    "hall/part": (str, "1/1"),  # this hall's share of a long list, "2/3": the second of three screens
    "print_preview/geometry": (QByteArray, None),  # where the referee left the print preview
}
PER_SCREEN = ("hall/pages", "hall/interval", "hall/part")  # kept apart for each screen's own hall
MAX_RECENT = 8
_language: list[str] = []  # the interface language once read: asked for every worded text, a QSettings each time


def _settings() -> QSettings:
    return QSettings(ORGANISATION, APPLICATION)


def _stored_key(key: str, screen: str | None) -> str:
    """The key as stored: a screen's own hall keeps its settings under that screen's name."""
    if screen is None:
        return key
    if key not in PER_SCREEN:
        raise KeyError(f"{key} is not kept per screen")
    return f"hall/screens/{screen}/{key.rpartition('/')[2]}"


def get(key: str, *, screen: str | None = None):
    kind, default = DEFAULTS[key]
    value = _settings().value(_stored_key(key, screen), default)
    if default is None:  # a value Qt gives back as it was stored (a window's geometry), or nothing yet
        return value
    if kind is list:
        if value is None:
            return []
        return [value] if isinstance(value, str) else list(value)
    if kind is bool:  # QSettings hands back "true" / "false" from an ini file
        return value in (True, "true", "1", 1)
    return kind(value)


def put(key: str, value, *, screen: str | None = None) -> None:
    if key not in DEFAULTS:
        raise KeyError(f"{key} is no declared setting")
    _settings().setValue(_stored_key(key, screen), value)
    if key == "language":
        _language.clear()  # read again at its next use: the station switched language


def old_setting(key: str) -> str:
    """A setting an older station kept under a key of its own (a file's certificate template, by path): "" if
    none; read only to move it where it now belongs."""
    return str(_settings().value(key, "", type=str))


def forget_old_setting(key: str) -> None:
    _settings().remove(key)


def remember_file(path: str) -> list[str]:
    recent = [p for p in get("recent_files") if p != path]
    recent.insert(0, path)
    put("recent_files", recent[:MAX_RECENT])
    return recent[:MAX_RECENT]


def interface_language() -> str:
    """"en" or "zh": the language the interface speaks now (event names follow it). Read from the
    settings once, and again after ``put("language", …)``: only this station switches its language."""
    if not _language:
        _language.append("en" if get("language").startswith("en") else "zh")
    return _language[0]


def start_folder() -> str:
    """Where a file dialog opens: the folder last used, else the user's documents folder
    (never the program's own folder)."""
    from PySide6.QtCore import QStandardPaths
    from pathlib import Path
    last = get("last_folder")
    if last and Path(last).is_dir():
        return last
    return QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation) or str(Path.home())


def start_path(file_name: str) -> str:
    """A suggested file name inside ``start_folder()``."""
    from pathlib import Path
    return str(Path(start_folder()) / file_name) if file_name else start_folder()


def remember_folder(path: str) -> str:
    """Remember the folder of a chosen file; returns the path unchanged (for chaining)."""
    from pathlib import Path
    if path:
        put("last_folder", str(Path(path).parent))
    return path
