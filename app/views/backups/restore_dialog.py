"""文件 ▸ 从备份恢复…: the backups in the folder, with when and what each holds; the chosen one is
written to a new file the referee names (never over the open tournament) and opened."""
from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QLabel,
                               QMessageBox, QPushButton, QTableView, QVBoxLayout)

from app.backups.schedule import safe_title
from app.files.errors import TournamentFileError
from app.services.backups import BackupSummary, backup_summary, list_backups, restore_backup
from app.views.backups import backup_settings
from app.views.common import file_dialogs
from app.views.common.messages import shown
from app.views.common.rows_model import CENTRED, RowsModel
from app.views.common.table_view import OBJECT_ROLE
from app.views.base import settings_store

HEADERS = (QT_TRANSLATE_NOOP("BackupsModel", "备份时间"), QT_TRANSLATE_NOOP("BackupsModel", "赛事"),
           QT_TRANSLATE_NOOP("BackupsModel", "项目"), QT_TRANSLATE_NOOP("BackupsModel", "轮次"),
           QT_TRANSLATE_NOOP("BackupsModel", "成绩"), QT_TRANSLATE_NOOP("BackupsModel", "大小"),
           QT_TRANSLATE_NOOP("BackupsModel", "文件"))
COL_MADE, COL_TOURNAMENT, COL_EVENTS, COL_ROUNDS, COL_RESULTS, COL_SIZE, COL_FILE = range(len(HEADERS))
FILE_FILTER = "SQLite (*.sqlite *.db)"


class BackupsModel(RowsModel):
    """The backups of the folder (services.backups.BackupSummary), newest first."""

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("BackupsModel", header) for header in HEADERS]

    def cell(self, backup: BackupSummary, column: int):
        if column == COL_MADE:
            return backup.made.strftime("%Y-%m-%d %H:%M:%S"), backup.made.timestamp()
        if column == COL_TOURNAMENT:
            text = backup.tournament if backup.readable else QCoreApplication.translate("BackupsModel", "（已损坏，不能恢复）")
            return text, text
        if column == COL_SIZE:
            return f"{-(-backup.size // 1024):,} KB", backup.size  # rounded up: a few bytes are not 0 KB
        if column == COL_FILE:
            return backup.path.name, backup.path.name
        number = {COL_EVENTS: backup.events, COL_ROUNDS: backup.rounds, COL_RESULTS: backup.results}[column]
        return (str(number) if backup.readable else ""), number

    def alignment(self, column: int) -> int | None:
        return CENTRED if column in (COL_EVENTS, COL_ROUNDS, COL_RESULTS, COL_SIZE) else None

    def decorate(self, backup: BackupSummary, column: int, role: int):
        if role == Qt.ToolTipRole:
            return str(backup.path)
        return None


class RestoreDialog(QDialog):
    """Choose a backup; 恢复为新文件… writes it under a new name. ``restored``: the file written."""

    def __init__(self, parent=None, folder: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("从备份恢复"))
        self.restored: str = ""
        self.folder = Path(folder) if folder else backup_settings.chosen_folder()
        self.where = QLabel()
        self.where.setTextInteractionFlags(Qt.TextSelectableByMouse)
        other = QPushButton(self.tr("其他文件夹…"))
        other.clicked.connect(self._choose_folder)
        top = QHBoxLayout()
        top.addWidget(self.where, 1)
        top.addWidget(other)
        self.model = BackupsModel(self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.doubleClicked.connect(lambda _index: self.restore_selected())
        note = QLabel(self.tr("恢复会把所选备份另存为一个新的赛事文件并打开它；当前打开的赛事文件和备份本身都不会被改动。"))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.restore_button = buttons.addButton(self.tr("恢复为新文件…"), QDialogButtonBox.AcceptRole)
        buttons.accepted.connect(self.restore_selected)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(900, 460)
        self.show_folder(self.folder)

    def show_folder(self, folder: Path) -> None:
        self.folder = Path(folder)
        backups = list_backups(self.folder)
        self.model.set_rows(backups)
        self.where.setText(self.tr("备份文件夹：%1（%2 份备份）").replace("%1", str(self.folder))
                           .replace("%2", str(len(backups))))
        self.view.resizeColumnsToContents()
        self.view.horizontalHeader().setSectionResizeMode(COL_TOURNAMENT, QHeaderView.Stretch)
        if backups:
            self.view.selectRow(0)
        self.restore_button.setEnabled(bool(backups))

    def _choose_folder(self) -> None:
        folder = file_dialogs.existing_folder(self, self.tr("选择备份文件夹"), str(self.folder))
        if folder:
            self.show_folder(Path(folder))

    def selected(self) -> BackupSummary | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.data(rows[0], OBJECT_ROLE) if rows else None

    def restore_selected(self) -> None:
        backup = self.selected()
        if backup is None:
            return
        if not backup.readable:
            QMessageBox.warning(self, self.tr("不能恢复"), self.tr("这份备份已损坏或不是本软件的赛事文件。"))
            return
        self.restored = save_as_new_tournament(self, backup)
        if self.restored:
            self.accept()


def save_as_new_tournament(parent, backup: BackupSummary) -> str:
    """Ask for a new file's name and write ``backup`` there as a tournament of its own; the file
    written, or "" (cancelled, or refused and said so)."""
    translate = QCoreApplication.translate
    restored_word = translate("RestoreDialog", "恢复")
    name = f"{safe_title(backup.tournament)}-{restored_word}-{backup.made:%Y%m%d-%H%M}.sqlite"
    path = file_dialogs.save_file_name(parent, translate("RestoreDialog", "恢复为新的赛事文件"),
                                       settings_store.start_path(name), FILE_FILTER)
    settings_store.remember_folder(path)
    if not path:
        return ""
    try:
        restore_backup(backup.path, Path(path))
    except (TournamentFileError, OSError, sqlite3.Error) as exc:
        QMessageBox.critical(parent, translate("RestoreDialog", "恢复失败"), shown(exc))
        return ""
    return path


def restore_from_backup(window, open_file: Callable[[str], bool], folder: Path | None = None) -> None:
    """Show the dialog (on the backup folder of the settings, unless given); the file restored is
    opened as the window's tournament."""
    dialog = RestoreDialog(window, folder)
    if dialog.exec() and dialog.restored:
        open_file(dialog.restored)


def offer_restore(window, path: str) -> str:
    """File ▸ Open… chose a backup, which is not worked in (its original's pruning would delete it):
    offer to save it as a new tournament, as Restore does; the file written, or ""."""
    backup = backup_summary(Path(path))
    if not backup.readable:
        return ""
    answer = QMessageBox.question(
        window, QCoreApplication.translate("RestoreDialog", "这是一份自动备份"),
        QCoreApplication.translate("RestoreDialog", "“%1”是一份自动备份（%2，%3 轮，%4 个成绩），不能直接在上面工作："
                                   "原赛事文件清理旧备份时会删除它。\n\n要把它另存为新的赛事文件并打开吗？备份本身不会改动。")
        .replace("%1", Path(path).name).replace("%2", f"{backup.made:%Y-%m-%d %H:%M}")
        .replace("%3", str(backup.rounds)).replace("%4", str(backup.results)),
        QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
    return save_as_new_tournament(window, backup) if answer == QMessageBox.Yes else ""
