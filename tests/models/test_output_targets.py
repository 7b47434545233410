"""No output is written over a SQLite database (any name) or a file with -wal / -shm beside it, and
every output is written whole or not at all."""
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from app.cli import main
from app.files.errors import OutputPathError
from app.files.output_guard import guarded_output
from app.models.store import open_store
from app.roster import write_template
from app.services.tournament import new_tournament

OLD_BYTES = b"an earlier PDF the referee kept\n"


class Refused(Exception):
    """A writer of the command line or a screen said no (its message is the exception's text)."""


def _refused_by_guard(exc) -> bool:
    """The refusal is output_guard's (a database, or side files beside the target)."""
    return "数据库" in str(exc)


def _print_cli(store, target):
    if main(["print", str(store.path), "pairings", "--event", "xiangqi", "-o", str(target)]) != 0:
        raise Refused(target)


def _print_service(store, target):
    from app.services.printing import print_document
    print_document(store, "pairings", target, event="xiangqi")


def _preview_save_as(store, target):
    from PySide6.QtWidgets import QMessageBox

    from app.views.printing.print_preview import PrintPreviewDialog
    refusals = []
    original = QMessageBox.critical
    QMessageBox.critical = lambda _parent, _title, text: refusals.append(text)
    try:
        dialog = PrintPreviewDialog(b"%PDF-1.4\n%%EOF\n", "对阵表")
        saved = dialog.save_as(str(target))
        dialog.deleteLater()
    finally:
        QMessageBox.critical = original
    if not saved:
        raise Refused(*refusals)


def _roster_template(store, target):
    write_template(target)


def _save_copy(store, target):
    store.save_copy(target)


WRITERS = {"print -o": _print_cli, "print service": _print_service, "preview save as": _preview_save_as,
           "roster template": _roster_template, "save a copy": _save_copy}


@pytest.fixture
def paired_store(store):
    from app.services.players import add_player
    from app.services.rounds import pair_next_round
    for index in range(4):
        add_player(store, f"选手{index}", f"学校{index}", f"S{index:04d}", ["xiangqi"])
    pair_next_round(store, "xiangqi", seed=1)
    return store


def _other_tournament(folder: Path, name: str) -> Path:
    """Another tournament file (closed), named as the writer's output would be."""
    path = folder / name
    other = new_tournament(folder / "other.sqlite", "另一个赛事")
    other.close()
    os.replace(folder / "other.sqlite", path)
    return path


def _snapshot(path: Path):
    return path.read_bytes(), sorted(p.name for p in path.parent.iterdir())


@pytest.mark.parametrize("writer", WRITERS)
def test_no_writer_writes_over_another_tournament_whatever_its_name(qtbot, paired_store, tmp_path, writer):
    """`print a.sqlite pairings -o b.sqlite` (and every other writer) refuses a database: the header
    decides, not the name (b.pdf, b.xlsx)."""
    suffix = ".xlsx" if "template" in writer else (".sqlite" if writer == "save a copy" else ".pdf")
    target = _other_tournament(tmp_path, f"b{suffix}")
    before = _snapshot(target)
    with pytest.raises((OutputPathError, Refused)) as refused:
        WRITERS[writer](paired_store, target)
    assert writer == "print -o" or _refused_by_guard(refused.value)
    assert _snapshot(target) == before
    open_store(target).close()  # still a tournament


@pytest.mark.parametrize("side", ["-wal", "-shm"])
@pytest.mark.parametrize("writer", WRITERS)
def test_no_writer_writes_over_a_file_with_a_side_file_beside_it(qtbot, paired_store, tmp_path, writer, side):
    """A file with a -wal or -shm beside it may be a database in use: refused, nothing touched."""
    suffix = ".xlsx" if "template" in writer else (".sqlite" if writer == "save a copy" else ".pdf")
    target = tmp_path / f"b{suffix}"
    target.write_bytes(OLD_BYTES)
    Path(f"{target}{side}").write_bytes(b"")
    before = _snapshot(target)
    with pytest.raises((OutputPathError, Refused)) as refused:
        WRITERS[writer](paired_store, target)
    assert writer == "print -o" or _refused_by_guard(refused.value)
    assert _snapshot(target) == before


def test_the_refusal_names_the_file_and_says_it_is_a_database(paired_store, tmp_path, capsys):
    """The CLI's refusal says why, in Chinese, and exits non-zero."""
    target = _other_tournament(tmp_path, "b.sqlite")
    assert main(["print", str(paired_store.path), "pairings", "--event", "xiangqi", "-o", str(target)]) != 0
    err = capsys.readouterr().err
    assert "b.sqlite" in err and "数据库" in err
    assert target.read_bytes().startswith(b"SQLite format 3\x00")


HOLD_OPEN = textwrap.dedent("""
    import sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("INSERT INTO station_meta(key, value) VALUES ('held', 'open')")
    print("open", flush=True)
    sys.stdin.readline()
    connection.execute("INSERT INTO station_meta(key, value) VALUES ('after', 'still saving')")
    connection.close()
    print("closed", flush=True)
""")


def test_print_onto_a_tournament_open_at_another_station_leaves_it_working(paired_store, tmp_path):
    """The issue's case: b.sqlite open at another station. Refused; the other station keeps saving
    into a whole file."""
    target = _other_tournament(tmp_path, "b.sqlite")
    station = subprocess.Popen([sys.executable, "-c", HOLD_OPEN, str(target)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    try:
        assert station.stdout.readline().strip() == "open"
        assert main(["print", str(paired_store.path), "pairings", "--event", "xiangqi", "-o", str(target)]) != 0
        station.stdin.write("\n")
        station.stdin.flush()
        assert station.stdout.readline().strip() == "closed"
    finally:
        station.wait(timeout=60)
    import sqlite3
    with sqlite3.connect(target) as reopened:
        keys = {row[0] for row in reopened.execute("SELECT key FROM station_meta")}
    assert {"held", "after"} <= keys


def test_a_writer_that_fails_midway_leaves_the_old_file(paired_store, tmp_path, monkeypatch):
    """An error after half the bytes are out (disk full, say) leaves the old PDF and no temporary file."""
    target = tmp_path / "p.pdf"
    target.write_bytes(OLD_BYTES)

    def half_then_full(self, data):
        with open(self, "wb") as out:
            out.write(data[: len(data) // 2])
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(Path, "write_bytes", half_then_full)
    with pytest.raises(OSError):
        _print_service(paired_store, target)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".p.pdf")) == []
    assert target.read_bytes() == OLD_BYTES


@pytest.mark.parametrize("writer", WRITERS)
def test_every_writer_replaces_the_target_only_by_a_whole_file(qtbot, paired_store, tmp_path, writer, monkeypatch):
    """Each writer goes through the temporary file: when the final rename fails, the old file is
    intact; when it succeeds, the new file is whole."""
    suffix = ".xlsx" if "template" in writer else (".sqlite" if writer == "save a copy" else ".pdf")
    target = tmp_path / f"out{suffix}"
    target.write_bytes(OLD_BYTES)
    import app.files.output_guard as guard
    real_replace = os.replace
    monkeypatch.setattr(guard.os, "replace", lambda *_: (_ for _ in ()).throw(OSError(5, "I/O error")))
    with pytest.raises((OSError, Refused)):
        WRITERS[writer](paired_store, target)
    assert target.read_bytes() == OLD_BYTES
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")] == []
    monkeypatch.setattr(guard.os, "replace", real_replace)
    WRITERS[writer](paired_store, target)
    assert target.read_bytes() != OLD_BYTES
    assert target.read_bytes()[:4] in (b"%PDF", b"PK\x03\x04", b"SQLi")


CRASH_MIDWAY = textwrap.dedent("""
    import os, sys, time
    from app.files.output_guard import guarded_output
    with guarded_output(sys.argv[1]) as temporary:
        with open(temporary, "wb") as out:
            out.write(b"%PDF-1.4 half a document")
            out.flush()
            os.fsync(out.fileno())
            print("half", flush=True)
            time.sleep(60)
""")


def test_a_kill_mid_write_leaves_the_old_target_intact(tmp_path):
    """kill -9 while the output is half written: the target still holds its old bytes."""
    target = tmp_path / "p.pdf"
    target.write_bytes(OLD_BYTES)
    writer = subprocess.Popen([sys.executable, "-c", CRASH_MIDWAY, str(target)], stdout=subprocess.PIPE,
                              text=True, cwd=Path(__file__).resolve().parents[2])
    assert writer.stdout.readline().strip() == "half"
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=60)
    assert target.read_bytes() == OLD_BYTES


def test_a_symlinked_target_is_replaced_through_the_link(tmp_path):
    """Writing to a link replaces the file it points at and keeps the link (as a plain write did)."""
    real = tmp_path / "real.pdf"
    real.write_bytes(OLD_BYTES)
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    with guarded_output(link) as temporary:
        temporary.write_bytes(b"%PDF new")
    assert link.is_symlink() and real.read_bytes() == b"%PDF new"
