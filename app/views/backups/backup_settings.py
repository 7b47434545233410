"""The station's backup settings (folder, every N minutes, keep K), read with their defaults."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from app.backups.schedule import BackupPolicy
from app.views.base import settings_store


def default_folder() -> Path:
    """backups/ in the user's data folder (beside the demo tournament)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)) / "backups"


def chosen_folder() -> Path:
    """The folder the referee chose, else the default one (created: it is on the laptop's own disk)."""
    chosen = settings_store.get("backup_folder")
    if chosen:
        return Path(chosen)
    folder = default_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def policy() -> BackupPolicy:
    """Every N minutes, keep K; a hand-edited value that is no number falls back to the default."""
    try:
        return BackupPolicy(settings_store.get("backup_every_minutes"), settings_store.get("backup_keep"))
    except (TypeError, ValueError):
        return BackupPolicy()
