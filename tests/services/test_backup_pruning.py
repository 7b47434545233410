"""Old backups are pruned by what each holds (its place in the file's series, its time inside), never by
the time in its name, never the newest and never a file in use; a backup is no tournament to work in."""
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from app.backups.schedule import BackupPolicy, backup_file_name
from app.files.errors import TournamentFileError
from app.models.store import open_store
from app.services.backups import TournamentBackups, list_backups, restore_backup
from tests.models.test_output_targets import HOLD_OPEN
from tests.services.test_backups import playing  # noqa: F401  (the fixture)

NOW = datetime(2026, 12, 1, 9, 0, 0)  # the station's clock, put right
TOMORROW = NOW + timedelta(days=1)  # where it stood when the first backups were made


def _future_file_times(*paths: Path) -> None:
    """The file times of backups made while the clock was a day ahead."""
    ahead = TOMORROW.timestamp()
    for path in paths:
        os.utime(path, (ahead, ahead))


def _names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


@pytest.fixture
def stick(tmp_path) -> Path:
    """The backup folder (the tournament itself is in tmp_path)."""
    folder = tmp_path / "stick"
    folder.mkdir()
    return folder


def test_backups_stamped_tomorrow_never_push_out_the_ones_made_now(playing, stick):
    """The issue's case: three backups stamped tomorrow (name and file time), keep 3, the clock put
    back: each backup made now is kept, and the three of tomorrow go one by one."""
    backups = TournamentBackups(playing)
    ahead = [backups.make(stick, BackupPolicy(keep=3), TOMORROW + timedelta(minutes=m)).path for m in (0, 10, 20)]
    _future_file_times(*ahead)
    now = []
    for step, minutes in enumerate((0, 10, 20)):
        made = backups.make(stick, BackupPolicy(keep=3), NOW + timedelta(minutes=minutes))
        now.append(made.path)
        assert made.path.exists(), f"backup {step + 1} made now was deleted at once"
        assert made.deleted == (ahead[step].name,)
        assert _names(stick) == sorted(path.name for path in ahead[step + 1:] + now)
    backups.close()


def test_backups_of_an_older_version_stamped_tomorrow_go_first(playing, stick):
    """Backups that hold no place in the series (made by an older version, or by hand) are older than
    any that does, whatever their names say."""
    backups = TournamentBackups(playing)
    old = [stick / backup_file_name("区中小学象棋赛", backups.key, TOMORROW + timedelta(minutes=m)) for m in (0, 1)]
    for path in old:  # a plain copy named as a backup
        with closing(sqlite3.connect(playing.path)) as source, closing(sqlite3.connect(path)) as copy:
            source.backup(copy)
    _future_file_times(*old)
    made = backups.make(stick, BackupPolicy(keep=2), NOW)
    backups.close()
    assert made.path.exists() and made.deleted == (old[0].name,)
    assert _names(stick) == sorted([old[1].name, made.path.name])


def test_keep_one_never_deletes_the_backup_just_made(playing, stick):
    """Keep 1 with a backup stamped far ahead already there: the new one stays, the other goes."""
    backups = TournamentBackups(playing)
    ahead = backups.make(stick, BackupPolicy(keep=1), NOW + timedelta(days=365)).path
    made = backups.make(stick, BackupPolicy(keep=1), NOW)
    backups.close()
    assert made.path.exists() and not ahead.exists()


def test_the_restore_list_shows_the_time_inside_the_backup(playing, stick):
    """A backup renamed (a stick tidied by hand) still shows when it was made."""
    backups = TournamentBackups(playing)
    made = backups.make(stick, BackupPolicy(), NOW)
    backups.close()
    renamed = made.path.with_name(backup_file_name("区中小学象棋赛", backups.key, TOMORROW))
    os.replace(made.path, renamed)
    assert [(summary.path, summary.made) for summary in list_backups(stick)] == [(renamed, NOW)]


def test_pruning_never_deletes_a_backup_open_at_another_station(playing, stick):
    """A backup opened for work elsewhere (an older version opened it as a tournament): the original's
    next pruning leaves it, keep 1 or not."""
    backups = TournamentBackups(playing)
    opened = backups.make(stick, BackupPolicy(keep=1), NOW).path
    station = subprocess.Popen([sys.executable, "-c", HOLD_OPEN, str(opened)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    try:
        assert station.stdout.readline().strip() == "open"
        made = backups.make(stick, BackupPolicy(keep=1), NOW + timedelta(minutes=10))
        assert opened.exists() and made.path.exists() and made.deleted == ()
        with sqlite3.connect(made.path) as connection:  # the one in use still counts in the series
            assert connection.execute("SELECT value FROM station_meta WHERE key = 'backup_sequence'").fetchone() == ("2",)
        station.stdin.write("\n")
        station.stdin.flush()
        assert station.stdout.readline().strip() == "closed"
    finally:
        station.stdin.close()
        station.wait(timeout=120)
    backups.close()
    with sqlite3.connect(opened) as connection:
        assert {row[0] for row in connection.execute("SELECT key FROM station_meta")} >= {"held", "after"}


def _unchanged(path: Path):
    return path.read_bytes(), _names(path.parent)


@pytest.mark.parametrize("display_only", [False, True])
def test_a_backup_is_not_opened_as_a_tournament(playing, tmp_path, display_only):
    """Opening a backup (under its own name, or copied to another) is refused with a coded message
    that says how to restore it; the file is left byte for byte, no side file made."""
    folder = tmp_path / "stick"
    folder.mkdir()
    backups = TournamentBackups(playing)
    made = backups.make(folder, BackupPolicy(), NOW).path
    backups.close()
    copied = tmp_path / "copied" / "mine.sqlite"
    copied.parent.mkdir()
    copied.write_bytes(made.read_bytes())
    for path in (made, copied):
        before = _unchanged(path)
        with pytest.raises(TournamentFileError) as refused:
            open_store(path, display_only=display_only)
        assert refused.value.code == "file.is_backup"
        assert "从备份恢复" in refused.value.message("zh") and "Restore from a backup" in refused.value.message("en")
        assert _unchanged(path) == before


def test_a_restored_backup_is_a_tournament_of_its_own(playing, tmp_path):
    """Restored, the copy opens, holds no backup marks, and the original's pruning never touches it."""
    folder = tmp_path / "stick"
    folder.mkdir()
    backups = TournamentBackups(playing)
    made = backups.make(folder, BackupPolicy(keep=1), NOW).path
    restored = restore_backup(made, folder / "restored.sqlite")
    store = open_store(restored)
    with sqlite3.connect(restored) as connection:
        keys = {row[0] for row in connection.execute("SELECT key FROM station_meta")}
    assert not keys & {"backup_of", "backup_made", "backup_sequence"}
    backups.make(folder, BackupPolicy(keep=1), NOW + timedelta(minutes=10))
    backups.make(folder, BackupPolicy(keep=1), NOW + timedelta(minutes=20))
    backups.close()
    assert restored.exists()
    store.close()
