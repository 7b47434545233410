"""Is this file a tournament file of ours, and at which schema: read with the sqlite3 module alone.

Opening a file (app/models/store.py) and the plain-SQL reads of the command line
(app/services/standings_read.py) check a file the same way, before SQLAlchemy is
imported: ours (``station_meta``), one known schema revision, sane event
settings, and only the schema objects our migrations create.
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from app.backups.schedule import parse_backup_name
from app.messages import Message
from app.models.backup_marks import read_marks
from app.files.errors import TournamentFileError
from app.models.migrate import head_revision, known_revisions, schema_objects_at
from app.files.output_guard import is_open_here
from app.models.round_revisions import sqlite_triggers
from app.models.sqlite_file import SQLITE_HEADER, header, read_only, schema_objects

APP_ID = "referee-station"  # station_meta's ``app`` row: the file is ours


def inspect_sqlite_file(path: Path) -> tuple[str | None, set[tuple[str, str]], set[tuple[str, str]]]:
    """The file's schema revision, schema objects and altered triggers, read without a trace; raise if
    it is not ours."""
    if path.is_dir():
        raise TournamentFileError("file.is_folder", path=path)
    if not is_open_here(path):  # open here, it is ours; reading it outside SQLite would drop our lock
        try:
            head = header(path)
        except OSError as exc:
            raise TournamentFileError("file.unreadable", path=path.name, value=exc.strerror or exc) from exc
        if head[:16] != SQLITE_HEADER:
            raise TournamentFileError("file.not_sqlite", path=path.name)
    try:
        with read_only(path) as connection:
            tables = {row[0] for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type='table'")}
            if "station_meta" not in tables:
                raise TournamentFileError("file.no_meta_table", path=path.name)
            app = connection.execute("SELECT value FROM station_meta WHERE key='app'").fetchone()
            if not app or app[0] != APP_ID:
                raise TournamentFileError("file.other_program", path=path.name)
            objects = schema_objects(connection)
            altered = altered_triggers(connection)
            if "alembic_version" not in tables:
                return None, objects, altered
            revision = single_revision(connection.execute("SELECT version_num FROM alembic_version"), path.name)
            if "event" in tables:
                refuse_bad_settings(connection.execute("SELECT code, settings FROM event"), path.name)
            return revision, objects, altered
    except sqlite3.DatabaseError as exc:
        raise TournamentFileError("file.corrupt", path=path.name, exc=exc) from exc
    except OSError as exc:
        raise TournamentFileError("file.unreadable", path=path.name, value=exc.strerror or exc) from exc


def refuse_backup(path: Path) -> None:
    """An automatic backup — its marks inside (wherever it was copied), or named as one by an older
    version — is not opened as a tournament: the original's pruning would delete it under the
    referee, and the work done in it with it.  Restoring makes a tournament of its own."""
    if parse_backup_name(path.name) is None:
        try:
            with read_only(path) as connection:
                if read_marks(connection) is None:
                    return
        except (sqlite3.Error, OSError):  # read a moment ago by inspect_sqlite_file: gone or damaged since,
            return                          # which the opening itself reports
    raise TournamentFileError("file.is_backup", path=path.name)


def single_revision(rows, label: str) -> str | None:
    """The one schema version a database holds; two rows (a hand edit, a botched merge) are refused,
    not taken for whichever comes first."""
    versions = [row[0] for row in rows]
    if len(versions) > 1:
        raise TournamentFileError("file.schema_version_rows", label=label, count=len(versions),
                                  versions=sorted(map(str, versions)))
    return versions[0] if versions else None


def refuse_bad_settings(rows, label: str) -> None:
    """Event settings edited by hand (``rounds: "many"``, ``tiebreaks: 5``, a list for the whole)
    would end in a traceback at the first pairing or standings: refused, naming event, setting, value.
    Keys no preset knows are ignored, as every reader ignores them."""
    from app.rules.events import PRESETS, SettingsError, validate_settings
    for code, stored in rows:
        if code not in PRESETS:
            raise TournamentFileError("file.unknown_event", label=label, code=str(code)[:40])
        event = PRESETS[code].words
        if isinstance(stored, str):  # SQLite hands the JSON over as text
            try:
                stored = json.loads(stored)
            except ValueError:
                raise TournamentFileError("file.settings_not_mapping", label=label, event=event,
                                          value=stored[:60]) from None
        if not isinstance(stored, dict):
            raise TournamentFileError("file.settings_not_mapping", label=label, event=event, value=repr(stored)[:60])
        try:
            validate_settings(code, {key: value for key, value in stored.items() if key in PRESETS[code].settings})
        except SettingsError as error:
            raise TournamentFileError("file.bad_settings", label=label, event=event, problem=error) from None


def refuse_unknown(revision: str | None, label: str) -> None:
    if revision is None:
        raise TournamentFileError("file.no_schema_version", label=label)
    if revision not in known_revisions():
        raise TournamentFileError("file.newer_schema", label=label, revision=revision)


# The kinds of database object a refusal names, worded by app/messages ("file.object_kind.*").
KIND_NAMES = {kind: Message(f"file.object_kind.{kind}")
              for kind in ("trigger", "view", "table", "index", "rule", "function", "event_trigger")}


def altered_triggers(connection: sqlite3.Connection) -> set[tuple[str, str]]:
    """Triggers named as ours whose statement is not ours: a trigger runs at every write, so only
    the very statement the migration created is trusted."""
    ours = sqlite_triggers()
    return {("trigger", name) for name, sql in connection.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'") if name in ours and sql != ours[name]}


def refuse_foreign_objects(objects: set[tuple[str, str]], revision: str, label: str,
                            altered: set[tuple[str, str]] = frozenset()) -> None:
    """Triggers, views, tables or indexes our migrations never create (or altered) mean a tampered file."""
    refuse_named((objects - schema_objects_at(revision) - schema_objects_at(head_revision())) | altered, label)


def refuse_named(foreign: set[tuple[str, str]], label: str) -> None:
    if foreign:
        names = [Message("file.foreign_object", kind=KIND_NAMES.get(kind, kind), name=name)
                 for kind, name in sorted(foreign)]
        raise TournamentFileError("file.foreign_objects", label=label, names=names)
