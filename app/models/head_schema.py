"""The head schema's tables, indexes and triggers by name, so a file at head is checked without SQLAlchemy.

Written from the ORM metadata by ``python -m app.models.head_schema`` after a
migration; tests/test_startup_imports.py holds it equal to the metadata.  Under
another head (a migration added, this not rewritten) it is not used: the
metadata is read instead (app/models/migrate.py head_schema_objects).
"""
from __future__ import annotations

from app.models.round_revisions import sqlite_triggers

REVISION = "0014_tablet_checkin"
TABLES = ("alembic_version", "audit_log", "bye", "certificate_template", "checkin", "clock_state", "disqualification",
          "entry", "event", "foul", "game", "game_table", "player", "result", "round", "sanguosha_console",
          "school", "seat", "stage", "stage_member", "station", "station_meta", "table_code",
          "table_entry_round", "table_proposal", "tablet_checkin", "team", "tournament")
INDEXES = ()
OBJECTS = frozenset({("table", name) for name in TABLES} | {("index", name) for name in INDEXES}
                    | {("trigger", name) for name in sqlite_triggers()})


def _source() -> str:
    """This file's text for the current head and metadata."""
    import textwrap
    from pathlib import Path

    from app.models.migrate import head_revision, metadata_schema_objects
    objects = metadata_schema_objects()
    text = Path(__file__).read_text(encoding="utf-8")
    head, _, _ = text.partition('REVISION = "')
    _, _, tail = text.partition("OBJECTS = frozenset(")

    def names(kind: str) -> str:
        found = sorted(name for each, name in objects if each == kind)
        return "(" + ", ".join(f'"{name}"' for name in found) + ("," if len(found) == 1 else "") + ")"
    tables = textwrap.fill(names("table"), 110, subsequent_indent=" " * 10, break_on_hyphens=False)
    return (f'{head}REVISION = "{head_revision()}"\nTABLES = {tables}\nINDEXES = {names("index")}\n'
            f"OBJECTS = frozenset({tail}")


if __name__ == "__main__":
    from pathlib import Path
    Path(__file__).write_text(_source(), encoding="utf-8")
