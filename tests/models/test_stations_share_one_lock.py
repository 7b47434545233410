"""Opening a tournament never splits the lock that makes two stations take turns.

SQLite's WAL lock lives in the ``-shm`` file beside the tournament. If a station's
``-shm`` is deleted while it has the file open, the next station makes a new one:
each then holds "the" write lock and one station's round or result is lost.
"""
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.models.output_guard import side_files
from app.models.sqlite_file import read_only
from app.models.store import open_store


# Another station: a process of its own (within one process SQLite shares one lock table).
OTHER_STATION = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], timeout=0, isolation_level=None)
try:
    connection.execute("BEGIN IMMEDIATE")
except sqlite3.OperationalError as exc:
    print(exc)
else:
    print("got the write lock")
"""


def _assert_one_lock(path):
    """While this station holds the write lock, another station's BEGIN IMMEDIATE is refused."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        other = subprocess.run([sys.executable, "-c", OTHER_STATION, str(path)],
                               capture_output=True, text=True, timeout=60)
        assert other.stdout.strip() == "database is locked", other
    finally:
        holder.rollback()
        holder.close()


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
        _assert_one_lock(path)
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
        _assert_one_lock(closed_tournament)
    finally:
        first.close()


# Another station that opens the file, reads, and closes again.
VISITING_STATION = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1])
connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
connection.close()
"""


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
        subprocess.run([sys.executable, "-c", VISITING_STATION, str(closed_tournament)], check=True, timeout=60)
        assert all(side.exists() for side in side_files(closed_tournament)[:2])
        _assert_one_lock(closed_tournament)
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
