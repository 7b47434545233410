"""The head schema's tables, indexes and triggers by name, so a file at head is checked without SQLAlchemy.

Written from the ORM metadata by ``python -m app.models.head_schema_writer`` after a
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

