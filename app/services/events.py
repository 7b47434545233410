"""The tournament's events as the roster knows them: the one lookup every use case starts from."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, func, select
from sqlalchemy.orm import Session

from app.messages import Coded
from app.models.driver_sql import DriverStatement
from app.models.schema import Event, Round, Stage
from app.rules.events import PRESETS
from app.services.history import main_stage
from app.stages.round_id import RoundId


class RosterError(Coded, ValueError):
    """A roster change the station refuses; the message says why, in Chinese."""


# Built once: every service call starts here, several times for each confirmed result.
_EVENT_OF_CODE = select(Event).where(Event.code == bindparam("code"))
_LATEST_OF_STAGE = select(func.max(Round.number)).where(Round.stage_id == Stage.id).scalar_subquery()
_EVENT_STAGES = DriverStatement(select(Event.id, Event.settings, Stage.id, Stage.kind, _LATEST_OF_STAGE)
                                 .outerjoin(Stage, Stage.event_id == Event.id).where(Event.code == bindparam("code"))
                                 .order_by(Stage.number, Stage.id))


def _not_held(code: str) -> RosterError:
    return RosterError("roster.event_not_held",
                       event=PRESETS[code].words if code in PRESETS else code)


def event_for(session: Session, code: str) -> Event:
    """The held event of ``code``; an event the tournament does not hold is refused."""
    event = session.scalars(_EVENT_OF_CODE, {"code": code}).first()
    if event is None:
        raise _not_held(code)
    return event


@dataclass(frozen=True)
class StageFacts:
    id: int
    kind: str
    latest: int  # its latest round's number, 0 before its first


@dataclass(frozen=True)
class EventFacts:
    """An event's columns and stages (in order) as plain values, read in one statement: what writing a
    result needs of it. Read as an ``Event`` is by ``history``'s main_stage, in_play and round_key."""
    id: int
    code: str
    settings: dict[str, Any]
    stages: tuple[StageFacts, ...]


def event_facts(session: Session, code: str) -> EventFacts:
    """The held event of ``code`` as plain values (refused as ``event_for`` refuses)."""
    session.flush()  # as an ORM query would: the caller's pending changes first
    rows = _EVENT_STAGES.run(session.connection(), {"code": code})
    if not rows:
        raise _not_held(code)
    stages = tuple(StageFacts(stage_id, kind, latest or 0) for _id, _settings, stage_id, kind, latest in rows
                   if stage_id is not None)
    return EventFacts(rows[0][0], code, dict(rows[0][1] or {}), stages)


def latest_round(event: EventFacts) -> RoundId | None:
    """The latest round paired in the stage in play (None before the event's first round)."""
    stage = main_stage(event)
    return RoundId(event.code, stage.kind, stage.latest) if stage is not None and stage.latest else None
