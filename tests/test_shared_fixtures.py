"""The shared fixtures that save the suite's time still hand each test what it had: a folder built once
for the whole run, and an empty tournament that is the one new_tournament writes."""
import os
import sqlite3
import subprocess
import sys

import pytest

from app.services.tournament import new_tournament


def test_built_once_builds_a_folder_once_and_every_caller_gets_it(built_once):
    """The second caller (another test, another worker) gets the first one's folder, not a new build."""
    builds = []

    def build(folder):
        builds.append(folder)
        (folder / "made.txt").write_text("once", encoding="utf-8")
    first = built_once("probe", build)
    again = built_once("probe", build)
    assert first == again and len(builds) == 1
    assert (first / "made.txt").read_text(encoding="utf-8") == "once"


def _rows(path) -> dict[str, list[tuple]]:
    """Every table's rows, the audit log without its clock column and the file's creation time without
    its value (the copy was made earlier in the run)."""
    with sqlite3.connect(path) as connection:
        tables = [name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {table: sorted(connection.execute(
            "SELECT id, user, action, entity, entity_id, old, new FROM audit_log" if table == "audit_log"
            else "SELECT key, CASE key WHEN 'created' THEN length(value) ELSE value END FROM station_meta"
            if table == "station_meta" else f"SELECT * FROM {table}").fetchall(), key=repr) for table in tables}


def test_the_store_fixture_is_what_new_tournament_writes(store, tmp_path):
    """The copied empty tournament holds the same rows as one new_tournament makes now (every event,
    the tournament's name, the creation audited), and its store writes to the test's own file."""
    made = new_tournament(tmp_path / "fresh.sqlite", "测试赛")
    made.close()
    assert store.path.parent == tmp_path and not store.read_only
    assert _rows(store.path) == _rows(made.path)


def test_built_once_fails_at_once_when_its_builder_died(built_once, tmp_path_factory):
    """A lock left by a builder process that died is said at once, naming the pid, not waited on."""
    run_folder = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        run_folder = run_folder.parent
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    (run_folder / "orphan.lock").write_text(str(gone.pid))
    with pytest.raises(pytest.fail.Exception, match=f"pid {gone.pid}\\) died"):
        built_once("orphan", lambda folder: None)
