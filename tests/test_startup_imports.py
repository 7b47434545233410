"""Start-up stays lazy: each command loads only the libraries it uses (checked by module, never by time)."""
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("sqlalchemy", "alembic", "reportlab", "networkx", "rustworkx", "numpy", "openpyxl",
         "PySide6", "charset_normalizer", "aiohttp", "segno")


def loaded_after(code: str) -> tuple[set[str], str]:
    """Run ``code`` in a fresh interpreter; the heavy top-level packages it imported, and its stdout."""
    script = textwrap.dedent(code) + textwrap.dedent(f"""
        import sys as _sys
        print("LOADED " + " ".join(sorted({{m.split(".")[0] for m in _sys.modules}} & set({HEAVY!r}))))
        """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert done.returncode == 0, done.stderr
    output, _, loaded = done.stdout.rpartition("LOADED")
    return set(loaded.split()), output


@pytest.fixture(scope="module")
def demo(tmp_path_factory, _demo_file):
    """A demo file at the current schema: the module's copy of the run's demo."""
    path = tmp_path_factory.mktemp("startup") / "demo.sqlite"
    shutil.copyfile(_demo_file, path)
    return path


def test_the_parser_and_the_command_list_load_no_database_printing_or_pairing_library():
    """`--help` and telling a command from a file to open (main.py) import none of the heavy libraries."""
    loaded, output = loaded_after("""
        import app.cli
        parser = app.cli.build_parser()
        print(sorted(app.cli.commands()))
        """)
    assert loaded == set()
    assert "standings" in output and "print" in output  # every command module was registered


def test_help_prints_the_commands_without_sqlalchemy():
    """main.py --help lists the commands and never imports SQLAlchemy."""
    loaded, output = loaded_after("""
        import contextlib, io, app.launcher
        text = io.StringIO()
        with contextlib.redirect_stdout(text), contextlib.suppress(SystemExit):
            app.launcher.run(["--help"])
        print(text.getvalue())
        """)
    assert "sqlalchemy" not in loaded and loaded == set()
    assert "standings" in output


def test_help_builds_the_parser_without_the_rankings_the_clocks_or_the_log():
    """`--help` needs the event names only: the standings engine, the clocks and the log file's handlers
    (logging.handlers, sockets) are each command's own imports."""
    _loaded, output = loaded_after("""
        import contextlib, io, sys, app.launcher
        with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
            app.launcher.run(["--help"])
        print(" ".join(name for name in ("app.standings", "app.clocks", "app.log", "logging.handlers",
                                          "app.services", "app.models.store") if name in sys.modules))
        """)
    assert output.strip() == ""


def test_standings_json_on_a_file_at_head_loads_no_heavy_library(demo):
    """`standings --json` and `standings` on a file at the current schema read it with plain SQL: not even
    SQLAlchemy (app/services/standings_read.py)."""
    for extra in (["--json"], []):
        loaded, output = loaded_after(f"""
            import app.launcher
            assert app.launcher.run(["standings", {str(demo)!r}, "--event", "xiangqi", *{extra!r}]) == 0
            """)
        assert loaded == set()
        assert json.loads(output)["event"] == "xiangqi" if extra else "个人排名" in output


def test_standings_of_a_file_to_upgrade_opens_it_as_usual(tmp_path):
    """A file at an older schema is never read with the head's SQL: the usual open upgrades it (Alembic)."""
    import sqlite3

    from app.models.migrate import head_revision
    from old_files import older_file
    older = older_file(tmp_path / "older.sqlite")
    loaded, output = loaded_after(f"""
        import app.launcher
        print(app.launcher.run(["standings", {str(older)!r}, "--event", "xiangqi", "--json"]))
        """)
    assert {"sqlalchemy", "alembic"} <= loaded
    assert output.strip() == "1"  # upgraded, then: the file holds no xiangqi
    with sqlite3.connect(older) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()


def test_the_head_schema_written_down_is_the_orm_metadata_at_the_current_head():
    """app/models/head_schema.py (the file check's names without SQLAlchemy) is what its generator writes now:
    after a migration, run `python -m app.models.head_schema_writer`."""
    from pathlib import Path

    from app.models import head_schema, head_schema_writer
    from app.models.migrate import head_revision, metadata_schema_objects
    assert head_schema.REVISION == head_revision()
    assert head_schema.OBJECTS == metadata_schema_objects()
    assert Path(head_schema.__file__).read_text(encoding="utf-8") == head_schema_writer.source()


def test_opening_a_file_at_head_does_not_load_alembic(demo):
    """open_store on a current file reads its version with a plain query; alembic is for upgrades only."""
    loaded, output = loaded_after(f"""
        from app.models.store import open_store
        store = open_store({str(demo)!r})
        print(store.backup)
        store.close()
        """)
    assert "alembic" not in loaded
    assert output.strip() == "None"  # opened as is, no upgrade


def test_revisions_read_from_the_migration_files_agree_with_alembic():
    """The cheap reading of db/versions names the same revisions and head as Alembic's own."""
    from alembic.script import ScriptDirectory

    from app.models.migrate import alembic_config, head_revision, known_revisions
    scripts = ScriptDirectory.from_config(alembic_config())
    assert known_revisions() == {rev.revision for rev in scripts.walk_revisions()}
    assert head_revision() == scripts.get_current_head()


def test_head_schema_objects_from_the_orm_match_what_the_migrations_create():
    """The foreign-object check at head uses the ORM metadata: it must list exactly what the migrations build."""
    from app.models.migrate import head_revision, metadata_schema_objects, migrated_schema_objects
    assert metadata_schema_objects() == migrated_schema_objects(head_revision())


def test_a_migration_the_text_reading_does_not_understand_is_left_to_alembic(tmp_path, monkeypatch):
    """A down_revision written as a tuple (a form the text reading skips) still gives Alembic's head and revisions."""
    import shutil

    from app.models import migrate
    copy = tmp_path / "db"
    shutil.copytree(migrate.DB_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    newest = max((copy / "versions").glob("[!_]*.py"))
    text = newest.read_text(encoding="utf-8")
    parent = migrate._DOWN_REVISION.search(text).group(1)
    newest.write_text(migrate._DOWN_REVISION.sub(f"down_revision = ({parent!r},)", text), encoding="utf-8")
    monkeypatch.setattr(migrate, "DB_DIR", copy)
    migrate._revision_chain.cache_clear()
    try:
        expected = migrate._alembic_revision_chain()
        assert migrate.head_revision() == expected[1]
        assert migrate.known_revisions() == expected[0]
    finally:
        monkeypatch.undo()
        migrate._revision_chain.cache_clear()


def test_the_gui_modules_of_the_first_frame_load_no_database_library():
    """The window's shell paints before the database layer: the launcher, the GUI's start and the main window's
    module import Qt and nothing heavier (the store, the services and the pages come once it has painted)."""
    loaded, output = loaded_after("""
        import sys
        import app.launcher, app.views.shell.application, app.views.shell.main_window
        print(" ".join(name for name in ("app.models.store", "app.models.schema", "app.services",
                                          "app.views.shell.event_tab") if name in sys.modules))
        """)
    assert loaded == {"PySide6"}
    assert output.strip() == ""
