"""Files the station must not change: refused ones stay exactly as found; unwritable ones open read-only."""
import os
import sqlite3
import stat
from pathlib import Path

import pytest

from app.cli import main
from app.files.errors import ReadOnlyTournamentError, TournamentFileError
from app.models.store import open_store


def _state(path):
    """The file's bytes and the names of its side files (-wal, -shm, -journal)."""
    return path.read_bytes(), sorted(p.name for p in path.parent.glob(path.name + "-*"))


def _execute(path, *statements):
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


@pytest.fixture
def read_only_file(paired):
    """The tournament file marked read-only (no write bit: refused even to an administrator)."""
    paired.chmod(0o444)
    yield paired
    paired.chmod(0o644)


@pytest.fixture
def read_only_folder(paired):
    """The tournament's folder marked read-only."""
    folder = paired.parent
    folder.chmod(0o555)
    yield paired
    folder.chmod(0o755)


@pytest.mark.parametrize("where", ["read_only_file", "read_only_folder"])
def test_unwritable_file_opens_read_only_for_reading_commands(request, capsys, tmp_path, where):
    """standings, players and print work on an unwritable healthy file and say it is read-only;
    the file keeps its bytes and gets no side files."""
    path = request.getfixturevalue(where)
    before = _state(path)
    out = tmp_path.parent / f"{tmp_path.name}-pairings.pdf"
    for argv in (["standings", str(path), "--event", "xiangqi"], ["players", str(path), "--json"],
                 ["print", str(path), "pairings", "--event", "xiangqi", "-o", str(out)]):
        assert main(argv) == 0, argv
        assert "只读" in capsys.readouterr().err
    assert out.read_bytes().startswith(b"%PDF")
    out.unlink()
    assert _state(path) == before


@pytest.mark.parametrize("where", ["read_only_file", "read_only_folder"])
def test_a_write_to_a_read_only_file_is_refused_with_a_message(request, capsys, where):
    """`result` on an unwritable file exits non-zero saying why; nothing is written."""
    path = request.getfixturevalue(where)
    before = _state(path)
    assert main(["result", str(path), "--event", "xiangqi", "--round", "1", "--table", "1", "--score", "1-0"]) != 0
    assert "只读" in capsys.readouterr().err
    assert _state(path) == before
    store = open_store(path)
    assert store.read_only
    with pytest.raises(ReadOnlyTournamentError):
        with store.session():
            pass
    store.close()


@pytest.mark.parametrize("url", ["sqlite:///{}", "sqlite+pysqlite:///{}"])
def test_a_sqlite_url_to_a_missing_file_creates_nothing(tmp_path, url):
    """Opening a URL to a missing file is refused and no file appears."""
    missing = tmp_path / "missing.sqlite"
    with pytest.raises(TournamentFileError, match="找不到"):
        open_store(url.format(missing))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("url", ["sqlite:///{}", "sqlite+pysqlite:///{}"])
def test_another_programs_database_is_not_switched_to_wal(tmp_path, url):
    """A foreign SQLite database, by path or URL, is refused: same bytes, still a rollback journal, no side files."""
    path = tmp_path / "other.db"
    _execute(path, "CREATE TABLE notes (id INTEGER)", "INSERT INTO notes VALUES (1)")
    before = _state(path)
    with pytest.raises(TournamentFileError, match="不是本软件"):
        open_store(url.format(path))
    assert _state(path) == before
    assert path.read_bytes()[18:20] == b"\x01\x01"


def test_a_refused_wal_file_gets_no_side_files(store):
    """A WAL-mode tournament from a newer release is refused and left without -wal/-shm."""
    path = store.path
    store.close()
    _execute(path, "UPDATE alembic_version SET version_num='9999'")
    assert path.read_bytes()[18:20] == b"\x02\x02"
    before = _state(path)
    assert before[1] == []
    with pytest.raises(TournamentFileError, match="更新版本"):
        open_store(path)
    assert _state(path) == before


def test_a_crash_left_wal_is_read_and_no_shm_is_left_on_refusal(store, tmp_path):
    """A refused file with a leftover -wal keeps its -wal and gets no -shm."""
    path = store.path
    store.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_autocheckpoint=0")
    conn.execute("UPDATE alembic_version SET version_num='9999'")
    conn.commit()
    crashed = tmp_path / "crashed.sqlite"
    crashed.write_bytes(path.read_bytes())
    Path(f"{crashed}-wal").write_bytes(Path(f"{path}-wal").read_bytes())
    conn.close()
    before = _state(crashed)
    with pytest.raises(TournamentFileError, match="9999"):  # the version committed only in the -wal
        open_store(crashed)
    assert _state(crashed) == before


PLANTED = [
    ("CREATE TRIGGER wipe_audit AFTER INSERT ON result BEGIN DELETE FROM audit_log; END", "触发器", "trigger"),
    ("CREATE VIEW everything AS SELECT * FROM player", "视图", "view"),
    ("CREATE TABLE notes (id INTEGER)", "表", "table"),
    ("CREATE INDEX player_by_name ON player (name)", "索引", "index"),
]


@pytest.mark.parametrize("planted, kind_zh, kind_en", PLANTED)
def test_schema_objects_the_station_did_not_create_are_refused(paired, capsys, planted, kind_zh, kind_en):
    """A planted trigger (or view, table, index) makes the file refused, untouched, the object named
    with its kind in either language."""
    _execute(paired, planted)
    before = _state(paired)
    name = planted.split()[2]
    with pytest.raises(TournamentFileError, match=name) as refused:
        open_store(paired)
    assert f"（{kind_zh} {name}）" in str(refused.value) and f"({kind_en} {name})" in refused.value.message("en")
    assert main(["result", str(paired), "--event", "xiangqi", "--round", "1", "--table", "1", "--score", "1-0"]) == 2
    assert name in capsys.readouterr().err
    assert _state(paired) == before


def test_a_trigger_of_ours_with_another_statement_is_refused(paired):
    """One of the round-revision triggers replaced by another statement under its name: refused, untouched."""
    name = "round_revision_result_insert"
    _execute(paired, f"DROP TRIGGER {name}",
             f"CREATE TRIGGER {name} AFTER INSERT ON result BEGIN DELETE FROM audit_log; END")
    before = _state(paired)
    with pytest.raises(TournamentFileError, match=name):
        open_store(paired)
    assert _state(paired) == before


def test_a_folder_is_refused_with_a_message(tmp_path):
    """FILE naming a folder is a message, not a traceback."""
    with pytest.raises(TournamentFileError, match="文件夹"):
        open_store(tmp_path)


def test_tournament_files_left_writable_stay_writable(paired):
    """A normal file opens read-write (the read-only test is not vacuous)."""
    assert stat.S_IMODE(os.stat(paired).st_mode) & stat.S_IWUSR
    store = open_store(paired)
    assert not store.read_only
    store.close()


def test_main_window_says_a_read_only_file_is_read_only(qtbot, read_only_file, monkeypatch):
    """The GUI opens an unwritable file, tells the referee it is read-only and marks the window title."""
    from PySide6.QtWidgets import QMessageBox

    from app.views.shell.main_window import MainWindow
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, _text: told.append(title))
    before = _state(read_only_file)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_tournament(str(read_only_file))
    assert told == ["只读打开"]
    assert "只读" in window.windowTitle()
    window.store.close()
    assert _state(read_only_file) == before


def test_a_read_only_tournament_can_still_be_saved_as_a_copy(read_only_folder, tmp_path_factory):
    """Save a copy from a file opened read-only writes a complete, writable tournament elsewhere."""
    before = _state(read_only_folder)
    store = open_store(read_only_folder)
    target = tmp_path_factory.mktemp("copies") / "copy.sqlite"
    store.save_copy(target)
    store.close()
    copy = open_store(target)
    assert not copy.read_only
    copy.close()
    assert _state(read_only_folder) == before


def test_main_window_shows_a_refused_edit_on_a_read_only_file(qtbot, read_only_file, monkeypatch):
    """Adding a player to a read-only tournament shows the read-only message; nothing is pushed or written."""
    from PySide6.QtWidgets import QMessageBox

    from app.views.roster.roster_commands import AddPlayer
    from app.views.shell.main_window import MainWindow
    warned = []
    monkeypatch.setattr(QMessageBox, "information", lambda *_args: None)
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    before = _state(read_only_file)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_tournament(str(read_only_file))
    command = AddPlayer(window.store, {"name": "新选手", "school": "学校9", "student_id": "S9999",
                                       "events": ["xiangqi"]})
    assert window.roster.run(command) is False
    assert warned and "只读" in warned[0]
    assert window.undo_stack.count() == 0
    window.store.close()
    assert _state(read_only_file) == before
