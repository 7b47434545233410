"""Opening a tournament never splits the lock that makes two stations take turns.

SQLite's WAL lock lives in the ``-shm`` file beside the tournament. If a station's
``-shm`` is deleted while it has the file open, the next station makes a new one:
each then holds "the" write lock and one station's round or result is lost.
"""
from pathlib import Path

import pytest

from app.files.output_guard import side_files
from app.models.sqlite_file import read_only
from app.models.store import open_store
from tests.other_station import assert_one_lock, visit


@pytest.fixture
def closed_tournament(store):
    """A tournament file nobody has open: no -wal, no -shm beside it."""
    path = store.path
    store.close()
    assert not any(side.exists() for side in side_files(path))
    return path


def test_a_station_opening_the_file_during_the_inspection_keeps_its_shm(closed_tournament):
    """Another station opens the file while this one inspects it: its -shm stays, the lock stays one."""
    path = closed_tournament
    _wal, shm, _journal = side_files(path)
    with read_only(path) as connection:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        other_station = open_store(path)  # creates the -wal and the -shm it locks with
        with other_station.read() as session:
            session.connection().exec_driver_sql("SELECT 1")
        assert shm.exists()
    try:
        assert shm.exists()
        assert_one_lock(path)
    finally:
        other_station.close()


def test_two_stations_opening_one_after_the_other_take_turns(closed_tournament):
    """The plain case: the second open_store reads the file while the first holds it, one lock for both."""
    first = open_store(closed_tournament)
    try:
        with first.read() as session:
            session.connection().exec_driver_sql("SELECT 1")
        second = open_store(closed_tournament)
        second.close()
        assert_one_lock(closed_tournament)
    finally:
        first.close()


def test_opening_the_open_file_again_keeps_this_station_counted(closed_tournament):
    """The open file opened again (Recent files): another station closing it still sees this one open.

    A read of the file outside SQLite would drop this process's share of the lock; the
    other station, closing, would think itself the last, and delete the -wal and -shm in use.
    """
    first = open_store(closed_tournament)
    try:
        with first.session() as session:
            session.connection().exec_driver_sql("UPDATE station_meta SET value = value")
        open_store(closed_tournament).close()
        visit(closed_tournament)
        assert all(side.exists() for side in side_files(closed_tournament)[:2])
        assert_one_lock(closed_tournament)
    finally:
        first.close()


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm"])
def test_the_open_file_is_not_read_as_a_roster_or_a_picture(store, suffix):
    """Chosen by mistake as a roster or a certificate background: refused by name, never opened."""
    from app.printing.certificate_template import CertificateError, read_picture
    from app.roster.reading import RosterFileError, read_roster
    with store.session() as session:
        session.connection().exec_driver_sql("UPDATE station_meta SET value = value")
    chosen = f"{store.path}{suffix}"
    with pytest.raises(RosterFileError, match="当前打开的赛事文件"):
        read_roster(chosen)
    with pytest.raises(CertificateError, match="当前打开的赛事文件"):
        read_picture(Path(chosen))


def test_the_open_file_under_another_name_is_known_as_open(store, tmp_path):
    """A hard link to the open tournament is the open tournament: never read outside SQLite either."""
    from app.files.output_guard import is_open_here
    link = tmp_path / "link.sqlite"
    link.hardlink_to(store.path)
    assert is_open_here(link) and is_open_here(store.path)
    assert not is_open_here(tmp_path / "other.sqlite")


@pytest.fixture
def wal_without_shm(store, tmp_path):
    """A tournament whose last commit is only in a -wal beside it, with no -shm (copied without it)."""
    import shutil
    import sqlite3
    connection = sqlite3.connect(store.path)
    connection.execute("PRAGMA wal_autocheckpoint=0")
    connection.execute("UPDATE station_meta SET value = 'wal only' WHERE key = 'created'")
    connection.commit()
    moved = tmp_path / "moved" / "t.sqlite"
    moved.parent.mkdir()
    shutil.copyfile(store.path, moved)
    shutil.copyfile(f"{store.path}-wal", f"{moved}-wal")
    connection.close()
    store.close()
    return moved


def test_a_wal_alone_is_read_from_a_private_copy(wal_without_shm):
    """The commit in the -wal is read, and nothing is left beside the file."""
    before = sorted(p.name for p in wal_without_shm.parent.iterdir())
    with read_only(wal_without_shm) as connection:
        assert connection.execute("SELECT value FROM station_meta WHERE key = 'created'").fetchone() == ("wal only",)
        (_seq, _name, read), = connection.execute("PRAGMA database_list").fetchall()
        assert Path(read) != wal_without_shm
    assert sorted(p.name for p in wal_without_shm.parent.iterdir()) == before


def test_a_station_opening_the_file_during_the_private_copy_makes_it_read_the_file_itself(wal_without_shm,
                                                                                          monkeypatch):
    """The copy is not trusted once a -shm appears: the file itself is read, and that station's -shm stays."""
    import shutil
    import sqlite3

    from app.models import sqlite_file
    copies, stations, copy_file = [], [], shutil.copyfile

    def copy_while_a_station_opens(source, target):
        copies.append(copy_file(source, target))
        if len(copies) == 1:
            stations.append(sqlite3.connect(wal_without_shm))
            stations[0].execute("SELECT count(*) FROM sqlite_master").fetchone()  # makes the -shm
    monkeypatch.setattr(sqlite_file.shutil, "copyfile", copy_while_a_station_opens)
    try:
        with read_only(wal_without_shm) as connection:
            (_seq, _name, read), = connection.execute("PRAGMA database_list").fetchall()
            assert Path(read) == wal_without_shm
        assert side_files(wal_without_shm)[1].exists()
    finally:
        for station in stations:
            station.close()
