"""Every GUI setting declared once with its type and default (QSettings)."""
from __future__ import annotations

from PySide6.QtCore import QSettings

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
}
MAX_RECENT = 8
_language: list[str] = []  # the interface language once read: asked for every worded text, a QSettings each time


def _settings() -> QSettings:
    return QSettings(ORGANISATION, APPLICATION)


def get(key: str):
    kind, default = DEFAULTS[key]
    value = _settings().value(key, default)
    if kind is list:
        if value is None:
            return []
        return [value] if isinstance(value, str) else list(value)
    if kind is bool:  # QSettings hands back "true" / "false" from an ini file
        return value in (True, "true", "1", 1)
    return kind(value)


def put(key: str, value) -> None:
    _settings().setValue(key, value)
    if key == "language":
        _language.clear()  # read again at its next use: the station switched language


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
