"""Each round's revision: a token the database draws anew whenever what the standings read of the round changes.

The standings read a stage after every confirmed result; reading every round's
seats again was most of that time.  With a revision per round, the read
(services.history.load_stage) takes again only the rounds whose token moved.
Triggers keep the token, so no writer can change a round and leave it as it
was: not another station, not a code path that forgot, not an older release.

What moves it: any insert, update or delete of the round itself, of its
tables, byes, and of its tables' seats, results, fouls and games (the rows
``load_stage`` turns into game records).

The token is random (about 62 bits), not counted: a change rolled back, or a
round deleted and its id given again, never brings back a token that was read
with other contents, so a kept read is never taken for the current one.
"""
from __future__ import annotations

# A source table → the column naming the round its rows belong to ("table_id": through game_table).
SOURCES = {"game_table": "round_id", "bye": "round_id",
           "seat": "table_id", "result": "table_id", "foul": "table_id", "game": "table_id"}
_OPERATIONS = ("insert", "update", "delete")
_SQLITE_TOKEN = "random()"
_POSTGRESQL_TOKEN = "floor(random() * 4611686018427387903)::bigint"


def _sqlite_round_of(row: str, column: str) -> str:
    if column == "round_id":
        return f"{row}.round_id"
    return f"(SELECT round_id FROM game_table WHERE id = {row}.table_id)"


def _sqlite_source_trigger(table: str, operation: str) -> tuple[str, str]:
    rows = {"insert": ("NEW",), "update": ("OLD", "NEW"), "delete": ("OLD",)}[operation]
    rounds = ", ".join(_sqlite_round_of(row, SOURCES[table]) for row in rows)
    name = f"round_revision_{table}_{operation}"
    return name, (f"CREATE TRIGGER {name} AFTER {operation.upper()} ON {table} BEGIN "
                  f"UPDATE round SET revision = {_SQLITE_TOKEN} WHERE id IN ({rounds}); END")


def sqlite_triggers() -> dict[str, str]:
    """Trigger name → its CREATE statement, exactly as SQLite keeps it in sqlite_master."""
    triggers = dict(_sqlite_source_trigger(table, operation) for table in SOURCES for operation in _OPERATIONS)
    # The round's own rows: a new round draws a token; an update that did not set one draws one
    # (recursive triggers are off in SQLite, so the trigger's own update does not run it again).
    triggers["round_revision_round_insert"] = (
        f"CREATE TRIGGER round_revision_round_insert AFTER INSERT ON round BEGIN "
        f"UPDATE round SET revision = {_SQLITE_TOKEN} WHERE id = NEW.id; END")
    triggers["round_revision_round_update"] = (
        f"CREATE TRIGGER round_revision_round_update AFTER UPDATE ON round "
        f"WHEN NEW.revision = OLD.revision BEGIN "
        f"UPDATE round SET revision = {_SQLITE_TOKEN} WHERE id = NEW.id; END")
    return triggers


def _postgresql_function(column: str) -> tuple[str, str]:
    name = f"round_revision_by_{column}"
    if column == "round_id":
        old, new = "OLD.round_id", "NEW.round_id"
    else:
        old = "(SELECT round_id FROM game_table WHERE id = OLD.table_id)"
        new = "(SELECT round_id FROM game_table WHERE id = NEW.table_id)"
    return name, f"""CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        UPDATE round SET revision = {_POSTGRESQL_TOKEN} WHERE id = {old};
    END IF;
    IF TG_OP <> 'DELETE' THEN
        UPDATE round SET revision = {_POSTGRESQL_TOKEN} WHERE id = {new};
    END IF;
    RETURN NULL;
END $$"""


def postgresql_statements() -> list[str]:
    """The functions and triggers on a PostgreSQL server (a BEFORE trigger sets the round's own token)."""
    statements = [f"""CREATE FUNCTION round_revision_of_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' OR NEW.revision = OLD.revision THEN
        NEW.revision := {_POSTGRESQL_TOKEN};
    END IF;
    RETURN NEW;
END $$""", "CREATE TRIGGER round_revision_round BEFORE INSERT OR UPDATE ON round "
           "FOR EACH ROW EXECUTE FUNCTION round_revision_of_round()"]
    for column in dict.fromkeys(SOURCES.values()):
        statements.append(_postgresql_function(column)[1])
    for table, column in SOURCES.items():
        statements.append(f"CREATE TRIGGER round_revision_{table} AFTER INSERT OR UPDATE OR DELETE ON {table} "
                          f"FOR EACH ROW EXECUTE FUNCTION round_revision_by_{column}()")
    return statements


KEPT_ON = ("sqlite", "postgresql")  # elsewhere there are no triggers and every read takes every round


def kept(dialect_name: str) -> bool:
    """Whether the revisions are kept on this kind of database (a read may then trust them)."""
    return dialect_name in KEPT_ON


def create(connection) -> None:
    """Create the triggers on this connection's database (the migration that adds the revision)."""
    if not kept(connection.dialect.name):
        return
    statements = (list(sqlite_triggers().values()) if connection.dialect.name == "sqlite"
                  else postgresql_statements())
    for statement in statements:
        connection.exec_driver_sql(statement)


def drop(connection) -> None:
    if not kept(connection.dialect.name):
        return
    if connection.dialect.name == "sqlite":
        for name in sqlite_triggers():
            connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS {name}")
        return
    for table in SOURCES:
        connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS round_revision_{table} ON {table}")
    connection.exec_driver_sql("DROP TRIGGER IF EXISTS round_revision_round ON round")
    for name in ("round_revision_of_round", "round_revision_by_round_id", "round_revision_by_table_id"):
        connection.exec_driver_sql(f"DROP FUNCTION IF EXISTS {name}()")
