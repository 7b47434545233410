"""Another station on the same tournament file: a process of its own (within one process SQLite
shares one lock table, so only another process sees a lock split or dropped)."""
import sqlite3
import subprocess
import sys

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


def assert_one_lock(path):
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


VISITING_STATION = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1])
connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
connection.close()
"""


def visit(path) -> None:
    """Another station opens the file, reads and closes it: if it takes itself for the last one
    (this station's share of the lock dropped), it removes the -wal and -shm."""
    subprocess.run([sys.executable, "-c", VISITING_STATION, str(path)], check=True, timeout=60)
