"""The station's file dialogs: Qt's own, listing names without reading the files.

A file dialog finds each listed file's type by reading it, inside this
process. Listing the open tournament's folder so would open and close the
tournament file and its ``-wal`` / ``-shm``, and closing any handle on a file
drops every lock this process holds on it: another station, closing, would take
itself for the file's last user and remove the ``-wal`` and ``-shm`` still in
use, and two stations could then write at once (tests/models/test_stations_share_one_lock.py).
So every dialog is Qt's own (a platform dialog may read the files the same way)
with an icon provider that tells a file from a folder by its name alone.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QWidget

translate = QCoreApplication.translate  # Qt Linguist extracts translate("Context", "…")


class NamesOnlyIconProvider(QFileIconProvider):
    """A folder's or a file's generic icon and type, read from the directory listing, never from the file."""

    def type(self, info: QFileInfo) -> str:
        return translate("FileDialogs", "文件夹") if info.isDir() else translate("FileDialogs", "文件")

    def icon(self, what):
        if isinstance(what, QFileInfo):
            return super().icon(QFileIconProvider.Folder if what.isDir() else QFileIconProvider.File)
        return super().icon(what)


_PROVIDER = NamesOnlyIconProvider()  # a dialog does not own its provider: kept for the program's life


def file_dialog(parent: QWidget | None, caption: str, start: str, name_filter: str, *, save: bool) -> QFileDialog:
    """The dialog, not yet shown: ``start`` a folder, or (saving) a path whose file name is proposed.

    A folder that does not exist (the documents folder on a fresh machine) opens at its
    nearest existing parent, rather than offering the folder's name as the file name.
    """
    folder, name = Path(start), ""
    if save and not folder.is_dir():
        folder, name = folder.parent, folder.name
    while not folder.is_dir() and folder != folder.parent:
        folder = folder.parent
    dialog = QFileDialog(parent, caption, str(folder), name_filter)
    dialog.setOption(QFileDialog.DontUseNativeDialog, True)
    dialog.setIconProvider(_PROVIDER)
    dialog.setAcceptMode(QFileDialog.AcceptSave if save else QFileDialog.AcceptOpen)
    dialog.setFileMode(QFileDialog.AnyFile if save else QFileDialog.ExistingFile)
    # Qt's Chinese leaves these in English
    dialog.setLabelText(QFileDialog.LookIn, translate("FileDialogs", "查找范围："))
    dialog.setLabelText(QFileDialog.FileName, translate("FileDialogs", "文件名："))
    dialog.setLabelText(QFileDialog.FileType, translate("FileDialogs", "文件类型："))
    if name:
        dialog.selectFile(name)
    dialog.resize(max(dialog.width(), 780), max(dialog.height(), 480))  # room for the names and sizes (1366×768 fits)
    return dialog


def _chosen(dialog: QFileDialog) -> str:
    if not dialog.exec():
        return ""
    files = dialog.selectedFiles()
    return files[0] if files else ""


def open_file_name(parent: QWidget | None, caption: str, start: str, name_filter: str) -> str:
    """An existing file the referee chose, or "" if cancelled."""
    return _chosen(file_dialog(parent, caption, start, name_filter, save=False))


def existing_folder(parent: QWidget | None, caption: str, start: str) -> str:
    """An existing folder the referee chose (a stick for the backups), or "" if cancelled."""
    dialog = file_dialog(parent, caption, start, "", save=False)
    dialog.setFileMode(QFileDialog.Directory)
    dialog.setOption(QFileDialog.ShowDirsOnly, True)
    return _chosen(dialog)


def save_file_name(parent: QWidget | None, caption: str, start: str, name_filter: str) -> str:
    """A path to write (an existing file only after Qt's overwrite question), or "" if cancelled."""
    return _chosen(file_dialog(parent, caption, start, name_filter, save=True))
