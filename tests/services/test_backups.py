"""Automatic backups of the open tournament: consistent copies (WAL included), named, pruned, safe."""
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from app.backups.schedule import BackupPolicy, parse_backup_name
from app.files.errors import OutputPathError
from app.models.store import open_store
from app.services.backups import BackupError, TournamentBackups, list_backups, restore_backup, supports_backups
from app.services.players import add_player
from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.services.round_views import round_view
from app.services.tournament import new_tournament
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

T0 = datetime(2026, 12, 1, 9, 0, 0)


@pytest.fixture
def playing(tmp_path):
    """An open xiangqi tournament, round 1 paired, one result recorded (still in the -wal)."""
    store = new_tournament(tmp_path / "杯赛.sqlite", "区中小学象棋赛", events=["xiangqi"])
    for index in range(6):
        add_player(store, f"选手{index}", f"学校{index % 3}", f"S{index:04d}", ["xiangqi"])
    pair_next_round(store, "xiangqi", seed=1)
    view = round_view(store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    record_result(store, "xiangqi", RoundId("xiangqi", FINAL, 1), view.tables[0].number, {"score": "1-0"})
    yield store
    store.close()


def _count(path, sql):
    with sqlite3.connect(path) as connection:
        return connection.execute(sql).fetchone()[0]


def test_a_backup_holds_every_commit_still_in_the_wal(playing, tmp_path):
    """The copy has the round and the result just recorded, is a plain file (no -wal) and opens."""
    folder = tmp_path / "stick"
    folder.mkdir()
    assert Path(f"{playing.path}-wal").stat().st_size > 0  # the result is in the -wal, not yet the file
    backups = TournamentBackups(playing)
    made = backups.make(folder, BackupPolicy(), T0)
    backups.close()
    assert made.path.parent == folder and parse_backup_name(made.path.name).made == T0
    assert made.path.name.startswith("区中小学象棋赛.")
    assert _count(made.path, "SELECT count(*) FROM result") == 1
    assert _count(made.path, "SELECT count(*) FROM round") == 1
    assert not Path(f"{made.path}-wal").exists()
    open_store(restore_backup(made.path, tmp_path / "restored.sqlite")).close()


def test_changed_follows_commits_of_any_connection(playing, tmp_path):
    """Nothing committed since the backup: unchanged; a result recorded: changed."""
    backups = TournamentBackups(playing)
    assert not backups.changed()  # as opened
    view = round_view(playing, "xiangqi", RoundId("xiangqi", FINAL, 1))
    record_result(playing, "xiangqi", RoundId("xiangqi", FINAL, 1), view.tables[2].number, {"score": "="})
    assert backups.changed()
    backups.make(tmp_path, BackupPolicy(), T0)
    assert not backups.changed()
    view = round_view(playing, "xiangqi", RoundId("xiangqi", FINAL, 1))
    record_result(playing, "xiangqi", RoundId("xiangqi", FINAL, 1), view.tables[1].number, {"score": "0-1"})
    assert backups.changed()
    backups.close()


def test_only_the_newest_k_of_this_file_are_kept(playing, tmp_path):
    """Keep 2: the third backup deletes the first; another file's backup in the folder stays."""
    other = new_tournament(tmp_path / "other.sqlite", "区中小学象棋赛")
    other_backups = TournamentBackups(other)
    theirs = other_backups.make(tmp_path, BackupPolicy(keep=1), T0 - timedelta(days=1)).path
    other_backups.close()
    other.close()
    backups = TournamentBackups(playing)
    made = [backups.make(tmp_path, BackupPolicy(keep=2), T0 + timedelta(minutes=m)) for m in (0, 10, 20)]
    backups.close()
    assert made[2].deleted == (made[0].path.name,)
    assert not made[0].path.exists() and made[1].path.exists() and made[2].path.exists()
    assert theirs.exists()


def test_two_backups_in_the_same_second_are_both_kept(playing, tmp_path):
    """A pairing right after a timed backup: the second takes the next free name, never replaces."""
    backups = TournamentBackups(playing)
    first, second = (backups.make(tmp_path, BackupPolicy(), T0) for _ in range(2))
    backups.close()
    assert first.path != second.path and first.path.exists() and second.path.exists()


def test_a_vanished_folder_is_refused_and_never_created(playing, tmp_path):
    """A pulled stick: a clear refusal naming the folder; nothing is created on the laptop's disk."""
    folder = tmp_path / "media" / "stick" / "备份"
    backups = TournamentBackups(playing)
    with pytest.raises(BackupError) as refused:
        backups.make(folder, BackupPolicy(), T0)
    assert refused.value.code == "backup.folder_missing" and str(folder) in str(refused.value)
    assert not (tmp_path / "media").exists()
    folder.mkdir(parents=True)  # plugged back in
    assert backups.make(folder, BackupPolicy(), T0).path.exists()
    backups.close()


def test_a_backup_does_not_hold_the_write_lock(playing, tmp_path, monkeypatch):
    """While the backup writes to the (slow) stick, another station can still take the write lock."""
    import app.models.sqlite_file as sqlite_file
    from tests.other_station import OTHER_STATION
    import subprocess
    import sys
    seen = []
    real_connect = sqlite3.connect

    def connect_and_try_other_station(target, *args, **kwargs):
        if str(target).endswith(".part"):  # the temporary backup file in the folder: the stick write
            other = subprocess.run([sys.executable, "-c", OTHER_STATION, str(playing.path)],
                                   capture_output=True, text=True, timeout=60)
            seen.append(other.stdout.strip())
        return real_connect(target, *args, **kwargs)
    monkeypatch.setattr(sqlite_file.sqlite3, "connect", connect_and_try_other_station)
    backups = TournamentBackups(playing)
    backups.make(tmp_path, BackupPolicy(), T0)
    backups.close()
    assert seen == ["got the write lock"]


def test_backups_cover_sqlite_files_only():
    """A database server has no file to copy: said plainly."""
    from types import SimpleNamespace
    server = SimpleNamespace(path=None)
    assert not supports_backups(server)
    with pytest.raises(BackupError) as refused:
        TournamentBackups(server)
    assert "PostgreSQL" in str(refused.value)


def test_the_list_says_when_and_what_each_backup_holds(playing, tmp_path):
    """Newest first, with the tournament's name, rounds and results; a damaged one is listed as such."""
    backups = TournamentBackups(playing)
    early = backups.make(tmp_path, BackupPolicy(), T0)
    view = round_view(playing, "xiangqi", RoundId("xiangqi", FINAL, 1))
    record_result(playing, "xiangqi", RoundId("xiangqi", FINAL, 1), view.tables[1].number, {"score": "0-1"})
    late = backups.make(tmp_path, BackupPolicy(), T0 + timedelta(minutes=10))
    backups.close()
    broken = tmp_path / "杯赛.0badc0de.backup-20261201-080000.sqlite"
    broken.write_bytes(b"not a database")
    listed = list_backups(tmp_path)
    assert [(s.path, s.made, s.tournament, s.rounds, s.results, s.readable) for s in listed] == [
        (late.path, T0 + timedelta(minutes=10), "区中小学象棋赛", 1, 2, True),
        (early.path, T0, "区中小学象棋赛", 1, 1, True),
        (broken, datetime(2026, 12, 1, 8, 0), "", 0, 0, False)]
    assert list_backups(tmp_path / "gone") == []


def test_restore_writes_a_new_file_and_never_over_the_open_tournament(playing, tmp_path):
    """Restoring opens as a new file; onto the open tournament (or any database) it is refused."""
    backup = TournamentBackups(playing)
    made = backup.make(tmp_path, BackupPolicy(), T0)
    backup.close()
    before = playing.path.read_bytes()
    with pytest.raises(OutputPathError):
        restore_backup(made.path, playing.path)
    with pytest.raises(OutputPathError):
        restore_backup(made.path, made.path)
    assert playing.path.read_bytes() == before
    restored = restore_backup(made.path, tmp_path / "恢复.sqlite")
    store = open_store(restored)
    assert len(round_view(store, "xiangqi", RoundId("xiangqi", FINAL, 1)).tables) == 3
    store.close()


def test_a_copy_a_crash_left_half_written_is_swept_later(playing, tmp_path):
    """The temporary file of a killed backup of this file goes at a backup 10 minutes on; a fresh
    one, another file's, and the referee's own files stay."""
    import os
    backups = TournamentBackups(playing)
    name = backups.make(tmp_path, BackupPolicy(), T0).path.name
    left = tmp_path / f".{name.replace('0000', '0001')}.0123abcd.part"
    fresh = tmp_path / f".{name.replace('0000', '0002')}.4567abcd.part"
    theirs = tmp_path / ".杯赛.ffffffff.backup-20261201-090000.sqlite.89abcdef.part"
    mine = tmp_path / ".notes.txt.0123abcd.part"
    for path in (left, fresh, theirs, mine):
        path.write_bytes(b"half")
    crash = (T0 - timedelta(minutes=1)).timestamp()
    for path in (left, theirs, mine):
        os.utime(path, (crash, crash))
    os.utime(fresh, (T0.timestamp() + 9 * 60, T0.timestamp() + 9 * 60))
    backups.make(tmp_path, BackupPolicy(), T0 + timedelta(minutes=10))
    backups.close()
    assert not left.exists() and fresh.exists() and theirs.exists() and mine.exists()
