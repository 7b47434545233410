"""The append-only audit log: every change says who, what, when, old → new."""
from __future__ import annotations

import getpass
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from app.models.driver_sql import DriverStatement
from app.models.schema import AuditEntry, utcnow

_operator = {"name": ""}


@dataclass(frozen=True)
class AuditLine:
    """One audit entry as the log viewer shows it: who, when, what, old → new (plain data)."""
    id: int
    at: datetime
    user: str
    action: str
    entity: str
    entity_id: int | None
    old: dict[str, Any] | None
    new: dict[str, Any] | None


def set_operator(name: str) -> None:
    """Name the referee at the keyboard; later audit entries carry it."""
    _operator["name"] = name


def operator() -> str:
    if not _operator["name"]:
        try:
            _operator["name"] = getpass.getuser()
        except (KeyError, OSError):
            _operator["name"] = "referee"
    return _operator["name"]


# Built once: every confirmed result writes one.
_INSERT = DriverStatement(insert(AuditEntry), ("at", "user", "action", "entity", "entity_id", "old", "new"))


def record(session: Session, action: str, entity: str, entity_id: int | None = None,
           old: dict[str, Any] | None = None, new: dict[str, Any] | None = None, *, user: str | None = None) -> None:
    """Write an audit entry inside the caller's transaction, so it lands with the change (or goes with it).
    Inserted at once, in call order, rather than through the session's unit of work at its next flush.
    ``user``: who made the change when it is not the referee at this station (a player at the tablet)."""
    _INSERT.run(session.connection(), {"at": utcnow(), "user": user or operator(), "action": action, "entity": entity,
                                       "entity_id": entity_id, "old": old, "new": new})


def recent_entries(store, limit: int = 500) -> list[AuditLine]:
    """The newest audit entries first, for the log viewer."""
    with store.read() as session:
        return [AuditLine(e.id, e.at, e.user, e.action, e.entity, e.entity_id, e.old, e.new)
                for e in session.scalars(select(AuditEntry).order_by(AuditEntry.id.desc()).limit(limit))]
