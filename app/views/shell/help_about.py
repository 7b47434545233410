"""Help ▸ About: the station's version, Python and Qt, and where its log is, with a button that opens the log's folder."""
from __future__ import annotations

import platform
from html import escape
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton, QVBoxLayout

from app import log


class AboutDialog(QDialog):
    """What the referee sends with a problem: the version, and the log file (its path, its folder a click away)."""

    def __init__(self, parent=None, log_file: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("关于"))
        self.log_file = log_file or log.log_path()
        versions = f"Python {platform.python_version()} · Qt {qVersion()} · PySide6 {PySide6.__version__}"
        title = self.tr("赛事裁判工作站 %1").replace("%1", log.station_version())
        purpose = self.tr("赛事裁判工作站：编排、计时、成绩、排名与打印。")
        summary = QLabel(f"<h3>{escape(title)}</h3><p>{escape(purpose)}</p><p>{escape(versions)}</p>")
        heading = QLabel(self.tr("日志文件："))
        self.path_label = QLabel(str(self.log_file))
        self.path_label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.path_label.setWordWrap(True)
        note = QLabel(self.tr("日志记录每次启动、打开和升级的赛事文件、未能保存的操作和程序错误（不含学号）。"
                              "遇到问题时，请把这个文件发给技术支持。"))
        note.setWordWrap(True)
        self.open_button = QPushButton(self.tr("打开日志文件夹"))
        self.open_button.clicked.connect(self.open_log_folder)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.addButton(self.open_button, QDialogButtonBox.ActionRole)
        buttons.rejected.connect(self.reject)
        where = QFormLayout()
        where.addRow(heading, self.path_label)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addLayout(where)
        layout.addWidget(note)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)

    def open_log_folder(self) -> bool:
        """Show the log's folder in the system's file manager."""
        self.log_file.parent.mkdir(parents=True, exist_ok=True)
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_file.parent)))
