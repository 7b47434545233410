"""Save a copy, the pre-upgrade backup and the upgrade itself: whole, atomic, never destructive."""
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import select

from app.files.errors import OutputPathError
from app.models.schema import Tournament
from app.models.store import head_revision, open_store
from old_files import older_file

ROOT = Path(__file__).resolve().parents[2]


def _query(path, sql):
    with sqlite3.connect(path) as conn:
        rows = conn.execute(sql).fetchall()
    conn.close()
    return rows


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm"])
def test_save_copy_onto_the_open_file_is_refused_and_keeps_it(store, suffix):
    """另存副本 onto the open file (or its -wal/-shm) is refused; the tournament is intact and still open."""
    with pytest.raises(OutputPathError, match="赛事文件"):
        store.save_copy(f"{store.path}{suffix}")
    with store.read() as session:
        assert session.scalars(select(Tournament)).one().name == "测试赛"
    assert store.path.stat().st_size > 0


def test_save_copy_holds_commits_still_in_the_wal_and_replaces_the_target_whole(store, tmp_path):
    """The copy is taken with the backup API (WAL commits included) and renamed over an old file."""
    store.engine.dispose()
    with store.engine.connect() as conn:  # keep a connection open so the WAL is not checkpointed
        conn.exec_driver_sql("PRAGMA wal_autocheckpoint=0")
        conn.exec_driver_sql("UPDATE tournament SET name='只在日志里'")
        conn.commit()
        assert Path(f"{store.path}-wal").stat().st_size > 0
        target = tmp_path / "copy.sqlite"
        target.write_bytes(b"an old copy")
        store.save_copy(target)
    assert _query(target, "SELECT name FROM tournament") == [("只在日志里",)]
    assert not Path(f"{target}-wal").exists()
    assert [p.name for p in tmp_path.glob(".copy.sqlite.*")] == []  # no temporary left behind


def test_main_window_save_copy_onto_itself_shows_a_message(open_main_window, store, monkeypatch):
    """File ▸ 另存副本 picking the open file shows the refusal; the file keeps its bytes and opens."""
    from PySide6.QtWidgets import QMessageBox

    from app.views.common import file_dialogs
    path = store.path
    window = open_main_window(store)
    shown = []
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: str(path))
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: shown.append(text))
    window.save_copy()
    assert shown and "赛事文件" in shown[0]
    window.store.close()
    open_store(path).close()


def test_pre_upgrade_backup_holds_a_commit_only_in_the_wal(tmp_path):
    """A crash left a commit in the -wal: the backup written before upgrading contains it."""
    live = tmp_path / "live.sqlite"
    older_file(live, "0002", school="广西大学", wal=True)
    conn = sqlite3.connect(live)
    conn.execute("PRAGMA wal_autocheckpoint=0")
    conn.execute("INSERT INTO school (name) VALUES ('只在日志里的学校')")
    conn.commit()
    path = tmp_path / "old.sqlite"
    shutil.copy(live, path)  # the file and its -wal as a crash leaves them
    shutil.copy(f"{live}-wal", f"{path}-wal")
    conn.close()
    store = open_store(path)
    store.close()
    assert ("只在日志里的学校",) in _query(store.backup, "SELECT name FROM school")


def _half_upgraded_by_the_old_code(path):
    """Schema 0002 plus 0003's ALTER committed on its own, version not bumped (a crash in between)."""
    older_file(path, "0002", school="广西大学", wal=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("ALTER TABLE round ADD COLUMN warnings JSON DEFAULT '[]' NOT NULL")
    conn.close()


def test_a_file_half_upgraded_by_the_old_code_is_finished(tmp_path):
    """ALTER done, version still 0002: the file opens at head with its data instead of being refused forever."""
    path = tmp_path / "half.sqlite"
    _half_upgraded_by_the_old_code(path)
    store = open_store(path)
    store.close()
    assert _query(path, "SELECT version_num FROM alembic_version") == [(head_revision(),)]
    assert _query(path, "SELECT name FROM school") == [("广西大学",)]


KILL_AFTER_DDL = textwrap.dedent("""
    import os, signal, sys
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    from app.models.store import open_store

    @event.listens_for(Engine, "after_cursor_execute")
    def crash(conn, cursor, statement, *args):
        on_file = conn.engine.url.database  # not the in-memory schema reference
        if on_file and statement.lstrip().upper().startswith("ALTER TABLE"):
            os.kill(os.getpid(), signal.SIGKILL)   # power cut right after the DDL

    open_store(sys.argv[1])
""")


def _killed_upgrade(path):
    return subprocess.run([sys.executable, "-c", KILL_AFTER_DDL, str(path)], cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, capture_output=True)


def test_a_crash_after_the_ddl_leaves_the_old_schema_and_one_backup(tmp_path):
    """kill -9 right after ALTER TABLE: the file is still at 0002 (no new column), opens afterwards;
    two crashed attempts of the same upgrade leave one backup, not one per attempt."""
    path = tmp_path / "old.sqlite"
    older_file(path, "0002", school="广西大学", wal=True)
    for _attempt in range(2):
        assert _killed_upgrade(path).returncode == -9
        assert _query(path, "SELECT version_num FROM alembic_version") == [("0002",)]
        assert "warnings" not in {row[1] for row in _query(path, "PRAGMA table_info(round)")}
    assert len(list(tmp_path.glob("old.backup-schema0002-*.sqlite"))) == 1
    store = open_store(path)
    store.close()
    assert _query(path, "SELECT version_num FROM alembic_version") == [(head_revision(),)]
    assert _query(path, "SELECT name FROM school") == [("广西大学",)]
    assert len(list(tmp_path.glob("old.backup-schema0002-*.sqlite"))) == 1


def test_every_commit_is_synced(store):
    """synchronous=FULL in WAL mode: each commit is fsynced, so a confirmed result survives a power cut."""
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"


def test_a_failure_after_the_ddl_rolls_the_whole_upgrade_back(tmp_path, monkeypatch):
    """An error raised after the migrations' DDL ran: a message, the file still at 0002 without the new column."""
    from app.files.errors import TournamentFileError
    path = tmp_path / "old.sqlite"
    older_file(path, "0002", school="广西大学", wal=True)
    real_upgrade = command.upgrade

    def upgrade_then_fail(config, revision):
        real_upgrade(config, revision)
        if config.attributes["connection"].engine.url.database:  # the file, not the in-memory reference
            raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(command, "upgrade", upgrade_then_fail)
    with pytest.raises(TournamentFileError, match="升级失败"):
        open_store(path)
    assert _query(path, "SELECT version_num FROM alembic_version") == [("0002",)]
    assert "warnings" not in {row[1] for row in _query(path, "PRAGMA table_info(round)")}
    monkeypatch.undo()
    open_store(path).close()
    assert _query(path, "SELECT version_num FROM alembic_version") == [(head_revision(),)]


def test_a_file_another_station_upgraded_a_moment_before_leaves_no_backup_and_no_upgrade_message(store, monkeypatch):
    """Both stations saw the old schema; the other upgraded first: this one upgraded nothing, says so
    (no backup named), and leaves no copy named after the old schema."""
    from app.models import store as store_module
    path = store.path
    store.close()
    looked = store_module.inspect_sqlite_file(path)
    monkeypatch.setattr(store_module, "inspect_sqlite_file", lambda _path: ("0008", *looked[1:]))
    reopened = store_module.open_store(path)
    try:
        assert reopened.backup is None
        assert list(path.parent.glob("*backup*")) == []
    finally:
        reopened.close()
