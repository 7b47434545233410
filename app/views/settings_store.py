"""Every GUI setting declared once with its type and default (QSettings)."""
from __future__ import annotations

from PySide6.QtCore import QSettings

ORGANISATION = "referee-station"
APPLICATION = "referee-station"

DEFAULTS = {
    "language": (str, "zh_CN"),
    "recent_files": (list, []),
    "operator": (str, ""),
}
MAX_RECENT = 8


def _settings() -> QSettings:
    return QSettings(ORGANISATION, APPLICATION)


def get(key: str):
    kind, default = DEFAULTS[key]
    value = _settings().value(key, default)
    if kind is list:
        if value is None:
            return []
        return [value] if isinstance(value, str) else list(value)
    return kind(value)


def put(key: str, value) -> None:
    _settings().setValue(key, value)


def remember_file(path: str) -> list[str]:
    recent = [p for p in get("recent_files") if p != path]
    recent.insert(0, path)
    put("recent_files", recent[:MAX_RECENT])
    return recent[:MAX_RECENT]
