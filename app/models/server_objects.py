"""What a PostgreSQL tournament holds besides what our migrations create: triggers, rules, functions.

A trigger or rule runs at every write (one planted on ``result`` wiped the audit
log at each entry), so, as with a tournament file (file_check.refuse_foreign_objects),
a database holding one the station never creates, or one of its own rewritten,
disabled or moved, is refused before anything is written.
"""
from __future__ import annotations

import re
from functools import lru_cache

from sqlalchemy.engine import Connection

from app.models.round_revisions import postgresql_statements

_FUNCTION = re.compile(r"CREATE FUNCTION (\w+)\(\) RETURNS trigger LANGUAGE plpgsql AS \$\$(.*)\$\$", re.S)
_TRIGGER = re.compile(r"CREATE TRIGGER (\w+) (BEFORE|AFTER) (.+?) ON (\w+) FOR EACH ROW EXECUTE FUNCTION (\w+)\(\)")
# pg_trigger.tgtype: a bit for FOR EACH ROW, one for BEFORE, one per event.
_ROW, _BEFORE = 1, 2
_EVENTS = {"INSERT": 4, "DELETE": 8, "UPDATE": 16}


@lru_cache(maxsize=1)
def _ours() -> tuple[dict[str, str], dict[str, tuple]]:
    """Our functions (name → source between the $$) and triggers (name → table, function, tgtype),
    read from the very statements the migration runs."""
    functions, triggers = {}, {}
    for statement in postgresql_statements():
        if match := _FUNCTION.fullmatch(statement):
            functions[match[1]] = match[2]
        elif match := _TRIGGER.fullmatch(statement):
            kind = _ROW | (_BEFORE if match[2] == "BEFORE" else 0) | sum(_EVENTS[e] for e in match[3].split(" OR "))
            triggers[match[1]] = (match[4], match[5], kind)
        else:
            raise ValueError(f"a revision statement this check cannot read: {statement[:60]}")
    return functions, triggers


_TRIGGERS = """
SELECT t.tgname, c.relname, p.proname, pn.nspname = current_schema(), t.tgtype, t.tgqual IS NULL, t.tgenabled
FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_namespace pn ON pn.oid = p.pronamespace
WHERE NOT t.tgisinternal AND n.nspname = current_schema()"""
_RULES = "SELECT rulename FROM pg_rules WHERE schemaname = current_schema()"
# Functions of an installed extension are the extension's; a trigger using one is caught above.
_FUNCTIONS = """
SELECT p.proname, p.prosrc FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE n.nspname = current_schema()
AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')"""
_EVENT_TRIGGERS = "SELECT evtname FROM pg_event_trigger"


def foreign_server_objects(connection: Connection) -> set[tuple[str, str]]:
    """(kind, name) of every trigger, rule, function or event trigger that is not the station's own as
    its migrations create it; empty on a database that is not PostgreSQL (nothing to read there)."""
    if connection.dialect.name != "postgresql":
        return set()
    functions, triggers = _ours()
    found = set()
    for name, table, function, in_schema, kind, unconditional, enabled in connection.exec_driver_sql(_TRIGGERS):
        if triggers.get(name) != (table, function, kind) or not (in_schema and unconditional and enabled == "O"):
            found.add(("trigger", name))
    found |= {("rule", name) for (name,) in connection.exec_driver_sql(_RULES)}
    found |= {("function", name) for name, source in connection.exec_driver_sql(_FUNCTIONS)
              if functions.get(name) != source}
    found |= {("event_trigger", name) for (name,) in connection.exec_driver_sql(_EVENT_TRIGGERS)}
    return found
