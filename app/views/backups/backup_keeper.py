"""Keeps the open tournament's backups: after every pairing, and at the first change and then every
N minutes while the file changes; the status bar says when the last one was made.

The copy runs off the GUI thread (a stick can take seconds to sync).  A folder
that fails (a stick pulled out) is reported once in the status bar, the attempts
go on quietly, and the return is reported once too.  A database server is not
backed up here: one note says so.
"""
from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel

from app.backups.schedule import FolderHealth, timed_backup_due
from app.services.backups import BackupError, BackupMade, TournamentBackups, supports_backups
from app.views.backups import backup_settings
from app.views.common.messages import shown
from app.views.common.tasks import run_task
from app.views.base.hub import hub

TICK_MS = 30_000  # how often the keeper asks whether a timed backup is due
NOTE_MS = 15_000  # how long a one-time note stays in the status bar


class WordedLabel(QLabel):
    """A label worded by a function, worded again when the interface language changes."""

    def __init__(self):
        super().__init__()
        self._words: Callable[[], str] = str

    def say(self, words: Callable[[], str]) -> None:
        self._words = words
        self.setText(words())

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.LanguageChange:
            self.setText(self._words())


class BackupKeeper(QObject):
    """One per main window; follows the window's open tournament."""

    def __init__(self, window, now: Callable[[], datetime] = datetime.now):
        super().__init__(window)
        self.window, self.now = window, now
        self.backups: TournamentBackups | None = None
        self.last_made: BackupMade | None = None
        self.health = FolderHealth()
        self.running = False
        self.copying: TournamentBackups | None = None  # whose backup is running (the file may change meanwhile)
        self.again = False  # a pairing came while a backup was running: one more after it
        self.label = WordedLabel()
        self.label.setObjectName("backupStatus")
        window.statusBar().addPermanentWidget(self.label)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        hub().file_opened.connect(self.follow_file)
        hub().round_paired.connect(self._paired)
        QCoreApplication.instance().aboutToQuit.connect(self.shut)

    def _paired(self, _code: str) -> None:
        self.back_up_now()

    def follow_file(self) -> None:
        """The window opened a file: its backups begin (the first once something changes)."""
        self.stop()
        store = self.window.store
        self.last_made, self.health, self.again = None, FolderHealth(), False
        if store is None:
            self.label.say(str)
            return
        if not supports_backups(store):
            self.label.say(lambda: self.tr("未自动备份（数据库服务器）"))
            self.label.setToolTip(shown(BackupError("backup.sqlite_only")))
            self.window.statusBar().showMessage(shown(BackupError("backup.sqlite_only")), NOTE_MS)
            return
        try:
            self.backups = TournamentBackups(store)
        except sqlite3.Error as exc:  # the file opened, yet a second connection fails: say so, once
            self._failed(BackupError("backup.read_failed", reason=str(exc)))
            return
        self.label.say(lambda: self.tr("自动备份已开启"))
        self.label.setToolTip(str(backup_settings.chosen_folder()))

    def tick(self) -> None:
        """A timed backup, if one is due (the file changed and N minutes passed)."""
        if self.backups is None or self.running:
            return
        last = self.last_made.made if self.last_made else None
        if timed_backup_due(self.now(), last, backup_settings.policy(), self.backups.changed()):
            self.back_up_now()

    def back_up_now(self) -> None:
        """Back up at once (after a pairing, or the settings changed); queued behind a running one."""
        if self.backups is None:
            return
        if self.running:
            self.again = True
            return
        self.running, self.again = True, False
        backups, folder, policy, now = self.backups, backup_settings.chosen_folder(), backup_settings.policy(), self.now()
        self.copying = backups
        run_task(lambda: backups.make(folder, policy, now), self._made, self._failed)

    def _made(self, made: BackupMade) -> None:
        self.running = False
        if self.copying is not self.backups:
            return  # another file was opened meanwhile
        self.last_made = made
        if self.health.succeeded():
            self.window.statusBar().showMessage(self.tr("备份文件夹已恢复，自动备份继续。"), NOTE_MS)
        self.label.say(lambda: self.tr("已备份 %1").replace("%1", made.made.strftime("%H:%M")))
        self.label.setToolTip(f"{made.made:%Y-%m-%d %H:%M:%S}\n{made.path}")
        self.label.setStyleSheet("")
        if self.again:
            self.back_up_now()

    def _failed(self, exc: Exception) -> None:
        self.running = False
        if self.copying is not self.backups:
            return
        last = (self.tr("上次 %1").replace("%1", self.last_made.made.strftime("%H:%M"))
                if self.last_made else self.tr("尚无备份"))
        self.label.say(lambda: self.tr("未能备份（%1）").replace("%1", last))
        self.label.setToolTip(shown(exc))
        self.label.setStyleSheet("color: #b00020;")
        if self.health.failed():
            self.window.statusBar().showMessage(shown(exc), NOTE_MS)

    def stop(self) -> None:
        """Close the file's backup connection (a running backup finishes first)."""
        if self.backups is not None:
            self.backups.close()
            self.backups = None

    def shut(self) -> None:
        """The window closes: no more backups, and no other window's file or pairing wakes this keeper."""
        self.stop()
        if self.timer.isActive():  # not shut yet (a window closed, then the program quits)
            self.timer.stop()
            hub().file_opened.disconnect(self.follow_file)
            hub().round_paired.disconnect(self._paired)
