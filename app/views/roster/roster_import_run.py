"""A roster import driven from the GUI: read and check off the GUI thread, preview, write.

The referee sees a progress dialog with a Cancel button while the file is
read and checked (no lock is held, other stations keep writing); the preview
lists every problem; only "导入" starts the short write, also off the GUI
thread.  Every failure ends in a message box, never in a console.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from app.roster import RosterFileError
from app.services.players import RosterError
from app.services.roster_import import ImportSummary, apply_import, plan_import
from app.views.common.messages import shown
from app.views.roster.import_dialog import ImportDialog
from app.views.common.tasks import run_task


class ImportCancelled(Exception):
    """The referee pressed Cancel while the file was being read."""


class RosterImportRun(QObject):
    """One import of one file; ``finished`` carries the summary once the rows are written."""

    finished = Signal(object)  # ImportSummary
    rows_read = Signal(int)

    def __init__(self, parent: QWidget, store, path: str,
                 on_written: Callable[[ImportSummary], None] | None = None):
        super().__init__(parent)
        self.parent_widget, self.store, self.path = parent, store, path
        self.cancelled = threading.Event()
        self.dialog: ImportDialog | None = None
        if on_written is not None:
            self.finished.connect(on_written)
        self.progress = QProgressDialog(self.tr("正在读取并检查报名表…"), self.tr("取消"), 0, 0, parent)
        self.progress.setWindowTitle(self.tr("导入报名表"))
        self.progress.setWindowModality(Qt.WindowModal)
        self.progress.setMinimumDuration(300)
        self.progress.canceled.connect(self.cancel)
        self.rows_read.connect(self._show_rows_read)

    def start(self) -> None:
        store, path = self.store, self.path
        run_task(lambda: plan_import(store, path, progress=self._report), self._planned, self._plan_failed)

    def cancel(self) -> None:
        self.cancelled.set()

    def _report(self, rows: int) -> None:
        """Called on the worker thread between rows: stop if cancelled, else tell the dialog."""
        if self.cancelled.is_set():
            raise ImportCancelled
        self.rows_read.emit(rows)

    def _show_rows_read(self, rows: int) -> None:
        if not self.cancelled.is_set():
            self.progress.setLabelText(self.tr("正在读取并检查报名表… 已读取 %1 行").replace("%1", str(rows)))

    def _close_progress(self) -> None:
        self.progress.canceled.disconnect(self.cancel)
        self.progress.reset()

    def _plan_failed(self, error: Exception) -> None:
        self._close_progress()
        if isinstance(error, ImportCancelled) or self.cancelled.is_set():
            return
        if isinstance(error, (RosterFileError, OSError, ValueError)):
            QMessageBox.critical(self.parent_widget, self.tr("无法读取报名表"), shown(error))
        else:
            QMessageBox.critical(self.parent_widget, self.tr("无法读取报名表"),
                                 f"{type(error).__name__}: {error}")

    def _planned(self, plan) -> None:
        self._close_progress()
        if self.cancelled.is_set():
            return
        self.dialog = ImportDialog(plan, Path(self.path).name, self.parent_widget)
        if not self.dialog.exec():
            return
        self.progress = QProgressDialog(self.tr("正在写入赛事文件…"), None, 0, 0, self.parent_widget)
        self.progress.setWindowModality(Qt.WindowModal)
        self.progress.setMinimumDuration(300)
        store, path = self.store, self.path
        shown_plan, skip_refused = self.dialog.plan, self.dialog.skip_refused  # what the referee saw and chose
        run_task(lambda: apply_import(store, shown_plan, source=path, skip_refused=skip_refused),
                 self._written, self._write_failed)

    def _written(self, summary: ImportSummary) -> None:
        self.progress.reset()
        self.finished.emit(summary)

    def _write_failed(self, error: Exception) -> None:
        self.progress.reset()
        text = shown(error) if isinstance(error, RosterError) else f"{type(error).__name__}: {error}"
        QMessageBox.critical(self.parent_widget, self.tr("导入失败"),
                             text + "\n\n" + self.tr("赛事文件未作任何修改。"))
