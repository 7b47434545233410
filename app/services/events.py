"""The tournament's events as the roster knows them: the one lookup every use case starts from."""
from __future__ import annotations

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from app.messages import Coded, Words
from app.models.schema import Event
from app.rules.events import PRESETS


class RosterError(Coded, ValueError):
    """A roster change the station refuses; the message says why, in Chinese."""


# Built once: every service call starts here, several times for each confirmed result.
_EVENT_OF_CODE = select(Event).where(Event.code == bindparam("code"))


def event_for(session: Session, code: str) -> Event:
    """The held event of ``code``; an event the tournament does not hold is refused."""
    event = session.scalars(_EVENT_OF_CODE, {"code": code}).first()
    if event is None:
        raise RosterError("roster.event_not_held",
                          event=Words(PRESETS[code].name_zh, PRESETS[code].name_en) if code in PRESETS else code)
    return event
