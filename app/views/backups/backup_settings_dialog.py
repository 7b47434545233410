"""文件 ▸ 自动备份设置…: the folder (a stick), how often, how many kept."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox

from app.backups.schedule import EVERY_MINUTES, KEEP
from app.views.backups import backup_settings
from app.views.common import file_dialogs
from app.views.common.dialog_layout import stack_with_buttons
from app.views.base import settings_store


class BackupSettingsDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("自动备份设置"))
        self.folder = QLineEdit(settings_store.get("backup_folder"))
        self.folder.setPlaceholderText(str(backup_settings.default_folder()))
        self.folder.setMinimumWidth(380)
        browse = QPushButton(self.tr("选择…"))
        browse.clicked.connect(self._browse)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        policy = backup_settings.policy()
        self.every = self._spin(EVERY_MINUTES, policy.every_minutes, self.tr(" 分钟"))
        self.keep = self._spin(KEEP, policy.keep, self.tr(" 份"))
        form = QFormLayout()
        form.addRow(self.tr("备份文件夹："), folder_row)
        form.addRow(self.tr("定时备份间隔："), self.every)
        form.addRow(self.tr("保留最近："), self.keep)
        note = QLabel(self.tr("每次编排后，以及赛事文件有改动时（第一次改动立即备份，之后按设定的间隔），"
                              "自动备份一份完整副本，文件名含赛事名称和时间。建议选 U 盘上的文件夹；"
                              "留空则备份到本机的用户数据文件夹。U 盘拔出时只提示一次，插回后自动继续。"))
        note.setWordWrap(True)
        stack_with_buttons(self, [form, note], accept=self._save, restore=self._defaults)

    @staticmethod
    def _spin(limits: tuple[int, int, int], value: int, suffix: str) -> QSpinBox:
        _default, least, most = limits
        spin = QSpinBox()
        spin.setRange(least, most)
        spin.setValue(value)
        spin.setSuffix(suffix)
        return spin

    def _browse(self) -> None:
        folder = file_dialogs.existing_folder(self, self.tr("选择备份文件夹"),
                                              self.folder.text() or str(backup_settings.default_folder()))
        if folder:
            self.folder.setText(folder)

    def _defaults(self) -> None:
        self.folder.clear()
        self.every.setValue(EVERY_MINUTES[0])
        self.keep.setValue(KEEP[0])

    def _save(self) -> None:
        settings_store.put("backup_folder", self.folder.text().strip())
        settings_store.put("backup_every_minutes", self.every.value())
        settings_store.put("backup_keep", self.keep.value())
        self.accept()


def edit_backup_settings(window) -> None:
    """Show the dialog; once saved, back up at once into the (new) folder, so the referee sees it work."""
    if BackupSettingsDialog(window).exec():
        window.backup_keeper.back_up_now()
