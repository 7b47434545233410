"""A Core statement run on sqlite3's own cursor: what a confirmed result reads and writes, thousands a day.

SQLAlchemy's execution of a cached statement (its context, parameters and result objects) costs several
times what SQLite takes to run it, and a result runs half a dozen. ``DriverStatement`` compiles its
statement once for SQLite and runs it on the driver's cursor of the caller's connection, in the caller's
transaction; each parameter and column goes through its type's own processors (a JSON column's
serializer, a DateTime's text), so what is stored and read is what SQLAlchemy's execution stores and
reads. On a server it is executed by SQLAlchemy as any statement. A driver error is raised as
SQLAlchemy raises it (a ``DBAPIError``), so a failed write is told apart from a bug as before.
"""
from __future__ import annotations

import sqlite3
from typing import Any, Callable, Sequence

from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError
from sqlalchemy.sql import Executable, text


class DriverStatement:
    """``statement`` with the parameters named by ``keys`` (an INSERT's or UPDATE's columns, and the
    statement's own bind parameters); every parameter the statement takes is given at each run (a
    column's default is not filled in)."""

    def __init__(self, statement: Executable, keys: Sequence[str] | None = None):
        self.statement = statement
        self.keys = list(keys) if keys is not None else None
        # (SQL text, the parameters' names and processors, the columns'), from the first SQLite connection:
        # every store's SQLite engine has the same dialect (pysqlite, its own JSON serializer and paramstyle).
        self._sqlite: tuple | None = None

    def _compiled(self, connection: Connection) -> tuple:
        if self._sqlite is None:
            dialect = connection.dialect
            compiled = self.statement.compile(dialect=dialect, column_keys=self.keys)
            defaulted = [column.key for column in compiled.insert_prefetch + compiled.update_prefetch]
            if defaulted:  # SQLAlchemy's execution would fill them in
                raise ValueError(f"columns with a default to give: {defaulted}")
            binds = []
            for name in compiled.positiontup:
                bind = compiled.binds[name]
                if bind.callable is not None:
                    raise ValueError(f"a parameter valued at each run: {bind.key}")
                fixed = bind.value if bind.key not in (self.keys or ()) and not bind.required else _GIVEN
                binds.append((bind.key, fixed, bind.type.dialect_impl(dialect).bind_processor(dialect)))
            columns = ([column.type.dialect_impl(dialect).result_processor(dialect, None)
                        for column in self.statement.selected_columns]
                       if getattr(self.statement, "is_select", False) else None)
            self._sqlite = (compiled.string, tuple(binds), columns)
        return self._sqlite

    def run(self, connection: Connection, parameters: dict[str, Any] | list[dict[str, Any]]) -> list[tuple] | None:
        """The rows of a SELECT as tuples (None for a write); a list of parameters runs the statement for each."""
        if connection.dialect.name != "sqlite":
            result = connection.execute(self.statement, parameters)
            return [tuple(row) for row in result] if result.returns_rows else None
        sql, binds, columns = self._compiled(connection)
        driver = connection.connection.driver_connection
        try:
            if isinstance(parameters, list):
                driver.executemany(sql, [_values(binds, one) for one in parameters])
                return None
            cursor = driver.execute(sql, _values(binds, parameters))
            if columns is None:
                return None
            rows = cursor.fetchall()
        except sqlite3.Error as error:
            raise DBAPIError.instance(sql, parameters, error, sqlite3.Error) from error
        if not any(columns):
            return rows
        return [tuple([value if read is None else read(value) for read, value in zip(columns, row)]) for row in rows]


_GIVEN = object()  # a parameter given at each run (not a value fixed in the statement)


def driver_sql(connection: Connection, sql: str) -> sqlite3.Cursor:
    """A statement of plain SQL without parameters (BEGIN, a PRAGMA) on a SQLite connection's own cursor, in
    its transaction; a driver error raised as SQLAlchemy raises it (a busy file's "database is locked")."""
    try:
        return connection.connection.driver_connection.execute(sql)
    except sqlite3.Error as error:
        raise DBAPIError.instance(sql, (), error, sqlite3.Error) from error


def plain_rows(connection: Connection) -> Callable[..., list]:
    """``rows(sql, **parameters)``: plain SQL with named parameters in the connection's transaction, its rows as
    tuples: on sqlite3's own cursor on a file (a driver error raised as SQLAlchemy raises it), by SQLAlchemy
    Core on a server."""
    if connection.dialect.name != "sqlite":
        return lambda sql, **parameters: connection.execute(text(sql), parameters).all()
    driver = connection.connection.driver_connection

    def rows(sql: str, **parameters: Any) -> list:
        try:
            return driver.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise DBAPIError.instance(sql, parameters, error, sqlite3.Error) from error
    return rows


def _values(binds: tuple, parameters: dict[str, Any]) -> tuple:
    return tuple([(parameters[key] if fixed is _GIVEN else fixed) if write is None
                  else write(parameters[key] if fixed is _GIVEN else fixed)
                  for key, fixed, write in binds])
