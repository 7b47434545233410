"""No output lands on a tournament's journal (-wal / -shm / -journal), open anywhere or not, nor on
anything but a regular file: a FIFO, a device or a folder is refused before it is opened."""
import os
import sqlite3
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from app.cli import main
from app.files.errors import OutputPathError
from app.files.output_guard import check_output_path, guarded_output
from app.services.backups import restore_backup
from app.services.tournament import new_tournament

HOLD_WITH_UNCHECKPOINTED_WAL = textwrap.dedent("""
    import sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA wal_autocheckpoint=0")  # what this station commits stays in the -wal
    connection.execute("INSERT INTO station_meta(key, value) VALUES ('round 2', 'paired')")
    connection.execute("INSERT INTO station_meta(key, value) VALUES ('result 1', '1-0')")
    print("open", flush=True)
    sys.stdin.readline()
    connection.execute("INSERT INTO station_meta(key, value) VALUES ('result 2', '0-1')")
    keys = [row[0] for row in connection.execute("SELECT key FROM station_meta")]
    connection.close()
    print(",".join(keys), flush=True)
""")


def _tournament(folder: Path, name: str) -> Path:
    store = new_tournament(folder / name, "另一个赛事")
    path = store.path
    store.close()
    return path


@pytest.fixture
def exporting(paired):
    """The station that exports: a tournament of its own (o.sqlite), closed; its path."""
    return paired


def _export(source: Path, target: str) -> int:
    return main(["export", str(source), "--format", "xlsx", "-o", target])


def _print(source: Path, target: str) -> int:
    return main(["print", str(source), "pairings", "--event", "xiangqi", "-o", target])


def _restore(source: Path, target: str) -> int:
    try:
        restore_backup(source, Path(target))
    except OutputPathError:
        return 1
    return 0


WRITERS = {"export -o": _export, "print -o": _print, "restore from a backup": _restore}


@pytest.mark.parametrize("side", ["-wal", "-shm"])
@pytest.mark.parametrize("writer", WRITERS)
def test_output_onto_the_journal_of_a_tournament_open_at_another_station_is_refused(exporting, tmp_path,
                                                                                     writer, side):
    """The issue's case, in two processes: a.sqlite open elsewhere with a round and a result only in
    its -wal; `export o.sqlite -o a.sqlite-wal` (and print, restore) is refused, the -wal and -shm are
    untouched, and the other station keeps every commit."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    other = _tournament(folder, "a.sqlite")
    station = subprocess.Popen([sys.executable, "-c", HOLD_WITH_UNCHECKPOINTED_WAL, str(other)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert station.stdout.readline().strip() == "open"
        journal = Path(f"{other}{side}")
        before = journal.read_bytes()
        assert WRITERS[writer](exporting, str(journal)) != 0
        assert journal.read_bytes() == before
        station.stdin.write("\n")
        station.stdin.flush()
        seen = station.stdout.readline().strip().split(",")
    finally:
        station.stdin.close()  # a failed assertion above must not leave the station waiting
        station.wait(timeout=120)
    assert {"round 2", "result 1", "result 2"} <= set(seen)
    with sqlite3.connect(other) as reopened:
        keys = {row[0] for row in reopened.execute("SELECT key FROM station_meta")}
        assert reopened.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert {"round 2", "result 1", "result 2"} <= keys


@pytest.mark.parametrize("side", ["-wal", "-shm", "-journal"])
def test_a_closed_tournaments_journal_name_is_refused_even_when_absent(tmp_path, side):
    """Nobody has a.sqlite open and it has no -wal now: a file written as a.sqlite-wal would still be
    taken for its journal at the next opening; refused, nothing created."""
    other = _tournament(tmp_path, "a.sqlite")
    target = Path(f"{other}{side}")
    target.unlink(missing_ok=True)
    with pytest.raises(OutputPathError) as refused:
        with guarded_output(target) as temporary:
            temporary.write_bytes(b"PK\x03\x04 a workbook")
    assert refused.value.code == "file.output_is_journal"
    assert "a.sqlite" in str(refused.value)
    assert not target.exists()


def test_a_journal_is_refused_by_its_contents_under_any_name(tmp_path):
    """A -wal holding commits, copied away under another name (a rescue): its header says what it
    is; refused, kept."""
    other = _tournament(tmp_path, "a.sqlite")
    connection = sqlite3.connect(other, isolation_level=None)
    connection.execute("PRAGMA wal_autocheckpoint=0")
    connection.execute("INSERT INTO station_meta(key, value) VALUES ('result 1', '1-0')")
    rescued = tmp_path / "rescued.pdf"
    rescued.write_bytes(Path(f"{other}-wal").read_bytes())
    connection.close()
    before = rescued.read_bytes()
    with pytest.raises(OutputPathError) as refused:
        check_output_path(rescued)
    assert refused.value.code == "file.output_is_a_journal"
    assert rescued.read_bytes() == before


def test_a_journal_reached_through_a_symlink_is_refused(tmp_path):
    """`-o link.xlsx` where link.xlsx points at a.sqlite-wal: the link's target decides."""
    other = _tournament(tmp_path, "a.sqlite")
    link = tmp_path / "link.xlsx"
    link.symlink_to(f"{other}-wal")
    with pytest.raises(OutputPathError) as refused:
        check_output_path(link)
    assert refused.value.code == "file.output_is_journal"


ONTO_A_FIFO = textwrap.dedent("""
    import sys
    from app.cli import main
    print(main(["print", sys.argv[1], "pairings", "--event", "xiangqi", "-o", sys.argv[2]]), flush=True)
""")


def test_print_onto_a_fifo_is_refused_at_once(exporting, tmp_path):
    """A named pipe as the output: the header check opened it for reading and waited forever for a
    writer; now refused before anything opens it, and the command ends."""
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-c", ONTO_A_FIFO, str(exporting), str(fifo)],
                          capture_output=True, text=True, timeout=300, cwd=Path(__file__).resolve().parents[2])
    assert done.stdout.strip() not in ("", "0"), done
    assert "FIFO" in done.stderr or "管道" in done.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def _character_device(folder: Path) -> Path:
    """A character device node (a copy of /dev/null's); without the right to make one, a symlink to
    /dev/null itself (which the write could not replace then anyway)."""
    node = folder / "null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        node.symlink_to("/dev/null")
    return node


def test_export_onto_a_device_keeps_the_node(exporting, tmp_path, capsys):
    """`-o /dev/null` replaced the node with a file (as root); now refused, the device stays one."""
    device = _character_device(tmp_path)
    assert _export(exporting, str(device)) != 0
    assert "设备" in capsys.readouterr().err
    assert stat.S_ISCHR(os.stat(device).st_mode)


@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
def test_every_node_that_is_not_a_regular_file_is_refused_with_a_coded_message(tmp_path, kind):
    """Folders, FIFOs and devices: one coded refusal that names the kind, in both languages."""
    target = tmp_path / "out.pdf"
    pipe_end = None
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
        pipe_end = os.open(target, os.O_RDWR)  # a writer with bytes waiting: a guard that reads fails, not hangs
        os.write(pipe_end, b"%PDF-1.4 pending bytes")
    else:
        target = _character_device(tmp_path)
    try:
        with pytest.raises(OutputPathError) as refused:
            check_output_path(target)
    finally:
        if pipe_end is not None:
            os.close(pipe_end)
    assert refused.value.code == "file.output_not_regular"
    english = refused.value.message("en")
    assert {"folder": "folder", "fifo": "named pipe", "device": "device"}[kind] in english


def test_a_regular_file_and_a_new_path_are_still_written(tmp_path):
    """Only the odd nodes are refused: an existing PDF is replaced and a new name is created."""
    existing = tmp_path / "old.pdf"
    existing.write_bytes(b"%PDF old")
    for target in (existing, tmp_path / "new.pdf"):
        with guarded_output(target) as temporary:
            temporary.write_bytes(b"%PDF new")
        assert target.read_bytes() == b"%PDF new"


@pytest.mark.parametrize("writer", WRITERS)
@pytest.mark.parametrize("exists", [True, False], ids=["a backup", "a backup's name"])
def test_no_output_is_written_onto_a_backup_or_under_a_backups_name(exporting, tmp_path, writer, exists):
    """A backup is refused by name before its header is read; a new file named as a backup would be
    taken for one (pruned with the file's backups, refused when opened): refused too."""
    from datetime import datetime

    from app.backups.schedule import BackupPolicy
    from app.models.store import open_store
    from app.services.backups import TournamentBackups
    stick = tmp_path / "stick"
    stick.mkdir()
    store = open_store(exporting)
    backups = TournamentBackups(store)
    made = backups.make(stick, BackupPolicy(), datetime(2026, 12, 1, 9, 0)).path
    backups.close()
    store.close()
    target = made if exists else made.with_name(made.name.replace("-090000", "-100000"))
    before = sorted(path.name for path in stick.iterdir()), made.read_bytes()
    assert WRITERS[writer](exporting, str(target)) != 0
    assert (sorted(path.name for path in stick.iterdir()), made.read_bytes()) == before
    with pytest.raises(OutputPathError) as refused:
        check_output_path(target)
    assert refused.value.code == "file.output_is_backup"
