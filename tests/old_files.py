"""Tournament files as an older release wrote them, for the tests of opening and upgrading
(importable: pytest puts tests/ on sys.path)."""
from alembic import command
from sqlalchemy import create_engine

from app.models.store import _alembic_config


def older_file(path, revision: str = "0008", *, school: str | None = None, wal: bool = False):
    """A file at schema ``revision`` marked as the station's, with one ``school`` if given, in WAL mode if
    ``wal``; returns ``path``."""
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(_alembic_config(connection), revision)
        connection.exec_driver_sql("INSERT INTO station_meta VALUES ('app', 'referee-station')")
        if school is not None:
            connection.exec_driver_sql("INSERT INTO school (name) VALUES (?)", (school,))
    if wal:
        with engine.connect() as connection:
            connection.exec_driver_sql("PRAGMA journal_mode=WAL")
    engine.dispose()
    return path


def downgraded(path, revision: str) -> None:
    """The file at ``path`` taken down to schema ``revision``, foreign keys on and in one transaction, as the
    station upgrades."""
    from app.models.store import _make_engine
    engine = _make_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.downgrade(_alembic_config(connection), revision)
    engine.dispose()
