"""A full backup folder (a full stick) is reported as a full folder with the tournament safe, never as a
failure to read the tournament."""
import errno
import sqlite3
from datetime import datetime

import pytest

import app.files.output_guard as output_guard
import app.models.sqlite_file as sqlite_file
from app.backups.schedule import BackupPolicy
from app.services.backups import BackupError, TournamentBackups
from tests.services.test_backups import playing  # noqa: F401  (the fixture)

T0 = datetime(2026, 12, 1, 9, 0, 0)


def _stick_fills_up(monkeypatch):
    """The stick has room for two pages: SQLite's own 'database or disk is full' while the copy is written."""
    real_connect = sqlite3.connect

    def connect(target, *args, **kwargs):
        connection = real_connect(target, *args, **kwargs)
        if str(target).endswith(".part"):  # the temporary backup file in the folder
            connection.execute("PRAGMA max_page_count = 2")
        return connection
    monkeypatch.setattr(sqlite_file.sqlite3, "connect", connect)


def _sync_fails_full(monkeypatch):
    """The copy is written, the sync finds no room left (ENOSPC from the file system)."""
    def fsync(_descriptor):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(output_guard.os, "fsync", fsync)


def _snapshot(path):
    with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as connection:
        return (connection.execute("SELECT count(*) FROM result").fetchone()[0],
                connection.execute("PRAGMA integrity_check").fetchone()[0])


@pytest.mark.parametrize("fills", [_stick_fills_up, _sync_fails_full], ids=["sqlite full", "ENOSPC"])
def test_a_full_stick_says_the_folder_is_full_and_the_tournament_safe(playing, tmp_path, monkeypatch, fills):
    """The issue's words: 读取赛事文件以备份时出错（database or disk is full） blamed the tournament; now the
    message names the full backup folder and says the tournament is safe, in both languages; the
    earlier backup and the tournament are as they were, no temporary file is left."""
    folder = tmp_path / "stick"
    folder.mkdir()
    backups = TournamentBackups(playing)
    earlier = backups.make(folder, BackupPolicy(), T0)
    earlier_bytes = earlier.path.read_bytes()
    before = _snapshot(playing.path)
    fills(monkeypatch)
    with pytest.raises(BackupError) as refused:
        backups.make(folder, BackupPolicy(), T0.replace(minute=10))
    monkeypatch.undo()
    backups.close()
    assert refused.value.code == "backup.folder_full"
    chinese, english = refused.value.message("zh"), refused.value.message("en")
    assert str(folder) in chinese and "已满" in chinese and "赛事文件安全" in chinese and "读取" not in chinese
    assert str(folder) in english and "full" in english and "safe" in english
    assert sorted(path.name for path in folder.iterdir()) == [earlier.path.name]
    assert earlier.path.read_bytes() == earlier_bytes
    assert _snapshot(playing.path) == before == (1, "ok")


def test_a_backup_that_cannot_read_the_tournament_still_says_so(playing, tmp_path, monkeypatch):
    """Only a failure of the tournament's own read is a read failure (retried later)."""
    backups = TournamentBackups(playing)

    class FailingReader:
        def execute(self, *args):
            return backups._real.execute(*args)

        def backup(self, _target):
            raise sqlite3.DatabaseError("disk I/O error")
    backups._real, backups._connection = backups._connection, FailingReader()
    with pytest.raises(BackupError) as refused:
        backups.make(tmp_path, BackupPolicy(), T0)
    backups._connection = backups._real
    backups.close()
    assert refused.value.code == "backup.read_failed"
