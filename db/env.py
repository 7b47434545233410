"""Alembic environment: migrates the connection the station hands over (or a URL)."""
from alembic import context
from sqlalchemy import engine_from_config, pool

from app.models.schema import Base

config = context.config
target_metadata = Base.metadata


def run_migrations() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _migrate(connection)
        return
    engine = engine_from_config(config.get_section(config.config_ini_section, {}),
                                prefix="sqlalchemy.", poolclass=pool.NullPool)
    with engine.begin() as conn:
        _migrate(conn)


def _migrate(connection) -> None:
    # render_as_batch: SQLite can only alter a table by copying it.
    context.configure(connection=connection, target_metadata=target_metadata,
                      render_as_batch=True, compare_type=True)
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
