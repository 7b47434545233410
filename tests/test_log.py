"""The station's log: a rotating file in the user's data folder with each start, the files opened,
refused writes and every uncaught exception's traceback — and never a student ID."""
import json
import logging
import sqlite3
import sys
import threading

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from app import launcher, log
from app.messages import Refusal
from app.services.players import add_player
from app.user_folder import data_folder

PLANTED_ID = "S-PLANTED-20269917"


def _planted_failure():
    raise RuntimeError("planted failure for the log")


@pytest.fixture(autouse=True)
def console_hooks(monkeypatch):
    """The hooks the log hands on to (the console's): recorded here instead of failing the test."""
    handed_on = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, trace: handed_on.append(error))
    monkeypatch.setattr(threading, "excepthook", lambda args: handed_on.append(args.exc_value))
    return handed_on


def _raise_uncaught(call):
    """What the interpreter does with an exception nobody caught: hand it to sys.excepthook."""
    try:
        call()
    except BaseException:  # noqa: BLE001 - handed on as the interpreter would
        sys.excepthook(*sys.exc_info())


def test_a_start_writes_the_log_with_the_version_and_a_planted_traceback(tmp_path, console_hooks):
    """After a start the file exists, names the station's version and holds an uncaught exception's traceback."""
    with log.running("test", tmp_path, Qt="6.x") as path:
        _raise_uncaught(_planted_failure)
    written = path.read_text(encoding="utf-8")
    assert path == tmp_path / "station.log"
    assert f"start test: referee station {log.station_version()}, Python" in written and "Qt 6.x" in written
    assert "Traceback (most recent call last)" in written and "in _planted_failure" in written
    assert "RuntimeError: planted failure for the log" in written
    assert [str(error) for error in console_hooks] == ["planted failure for the log"]  # handed on too


def test_an_exception_in_a_thread_is_logged_and_the_hooks_go_back(tmp_path):
    """A background task's uncaught exception lands in the log; stopping the log restores both hooks."""
    before = sys.excepthook, threading.excepthook
    with log.running("test", tmp_path) as path:
        worker = threading.Thread(target=_planted_failure, name="planted-worker")
        worker.start()
        worker.join()
    assert (sys.excepthook, threading.excepthook) == before
    written = path.read_text(encoding="utf-8")
    assert "[planted-worker] uncaught exception" in written
    assert "in _planted_failure" in written and "RuntimeError: planted failure" in written


def test_an_exception_escaping_the_run_is_logged(tmp_path):
    """An exception that ends the run (the command line's) is logged before the hooks are restored."""
    with pytest.raises(RuntimeError), log.running("test", tmp_path) as path:
        _planted_failure()
    assert "in _planted_failure" in path.read_text(encoding="utf-8")


def test_a_planted_student_id_never_reaches_the_log(tmp_path, store):
    """Opening, a refusal naming the ID, a database error writing it and a refused write: the ID is in none."""
    with log.running("test", tmp_path) as path:
        add_player(store, "张三", "一中", PLANTED_ID, ["xiangqi"])
        store.close()
        from app.models.store import open_store
        store = open_store(store.path)

        def duplicate_id():
            with store.session() as session:
                session.execute(text("INSERT INTO player (name, school_id, student_id, gender, grade, withdrawn) "
                                     "SELECT name, school_id, :sid, gender, grade, withdrawn FROM player"), {"sid": PLANTED_ID})

        def refused_with_the_id():
            raise Refusal("roster.student_id_taken", student_id=PLANTED_ID)

        _raise_uncaught(duplicate_id)
        _raise_uncaught(refused_with_the_id)
        log.refused_write(OperationalError("UPDATE players SET student_id=?", (PLANTED_ID,),
                                           sqlite3.OperationalError("database is locked")), "locked")
    written = path.read_text(encoding="utf-8")
    assert PLANTED_ID not in written
    assert f"opened {store.path}" in written
    assert "IntegrityError" in written and "in duplicate_id" in written and "[parameters: left out]" in written
    assert "[roster.student_id_taken; arguments left out]" in written
    assert "write refused (locked): OperationalError: database is locked" in written
    store.close()


def test_the_command_line_logs_its_start_and_the_file_it_opened(store, capsys):
    """`main.py players FILE` writes its start and the file it opened to the log in the user's data folder."""
    add_player(store, "李四", "二中", PLANTED_ID, ["go"])
    path = store.path
    store.close()
    assert launcher.run(["players", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["student_id"] == PLANTED_ID  # the command did show it
    written = (data_folder() / "station.log").read_text(encoding="utf-8")
    last_start = written[written.rindex("start cli players"):]
    assert f"opened {path}" in last_start and PLANTED_ID not in written


def test_a_folder_that_cannot_be_written_costs_the_log_not_the_run(tmp_path):
    """A data folder that is a file (or read-only) leaves the command running, without a log."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    with log.running("test", blocked) as path:
        _raise_uncaught(_planted_failure)
    assert path == blocked / "station.log" and not path.exists()


def test_a_log_that_cannot_grow_prints_nothing_on_the_screen(tmp_path, capsys):
    """A full disk under the log loses its lines quietly: the referee sees the station's message only."""
    with log.running("test", tmp_path) as path:
        handler = logging.getLogger().handlers[-1]
        handler.stream = open(path, encoding="utf-8")  # read-only: every write fails as on a full disk
        logging.getLogger("app").warning("a line that cannot be written")
    assert capsys.readouterr().err == ""
