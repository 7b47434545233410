"""The tournament file: create, reopen, upgrade with backup, refuse what is not ours."""
import sqlite3

import pytest
from sqlalchemy import select

from app.models.schema import AuditEntry, Tournament
from app.models.store import TournamentFileError, create_store, head_revision, open_store
from old_files import older_file


def test_created_file_is_at_head_with_wal_and_foreign_keys(tmp_path):
    """A new file carries the current schema, WAL journaling and enforced foreign keys."""
    store = create_store(tmp_path / "a.sqlite")
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == head_revision()
    store.close()


def test_reopen_keeps_data(store):
    """What was written is there after closing and opening the file again."""
    path = store.path
    store.close()
    again = open_store(path)
    with again.read() as session:
        assert session.scalars(select(Tournament)).one().name == "测试赛"
        assert session.scalars(select(AuditEntry)).first().action == "create"
    assert again.backup is None
    again.close()


def _dump(path):
    """The SQL text of a database's whole content."""
    with sqlite3.connect(path) as conn:
        text = list(conn.iterdump())
    conn.close()
    return text


def test_older_schema_is_upgraded_after_a_backup(tmp_path):
    """Opening a schema-0001 file writes a backup with the same content, then upgrades and keeps the data."""
    path = tmp_path / "old.sqlite"
    older_file(path, "0001", school="广西大学")  # as the first release wrote it
    original = _dump(path)
    store = open_store(path)
    assert store.backup is not None and _dump(store.backup) == original
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == head_revision()
        assert conn.exec_driver_sql("SELECT name FROM school").scalar() == "广西大学"
        assert conn.exec_driver_sql("SELECT count(*) FROM clock_state").scalar() == 0
    store.close()


def test_newer_schema_is_refused_untouched(tmp_path):
    """A file from a newer release is refused with a clear message and left byte-identical."""
    path = tmp_path / "new.sqlite"
    create_store(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num='9999'")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(TournamentFileError, match="更新版本"):
        open_store(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize("content, message", [
    (b"name,school\n", "不是赛事文件"),
    (b"SQLite format 3\x00" + b"\x00" * 200, "损坏"),
])
def test_foreign_or_corrupt_file_is_refused_untouched(tmp_path, content, message):
    """A CSV or a broken database is refused with a message and never modified."""
    path = tmp_path / "x.sqlite"
    path.write_bytes(content)
    with pytest.raises(TournamentFileError, match=message):
        open_store(path)
    assert path.read_bytes() == content


def test_foreign_sqlite_database_is_refused_untouched(tmp_path):
    """Another program's SQLite file is refused and not modified."""
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (id INTEGER)")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(TournamentFileError, match="不是本软件"):
        open_store(path)
    assert path.read_bytes() == before


def test_save_a_copy_is_a_complete_tournament(store, tmp_path):
    """File ▸ Save a copy writes a file that opens with the same data."""
    target = tmp_path / "copy.sqlite"
    store.save_copy(target)
    copy = open_store(target)
    with copy.read() as session:
        assert session.scalars(select(Tournament)).one().name == "测试赛"
    copy.close()


def test_existing_file_is_never_overwritten_by_new(tmp_path):
    """Creating a tournament where a file exists is refused."""
    path = tmp_path / "a.sqlite"
    path.write_bytes(b"keep")
    with pytest.raises(TournamentFileError, match="已存在"):
        create_store(path)
    assert path.read_bytes() == b"keep"
