"""Use cases on the tournament itself: create it, edit its facts and its events' settings."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Iterable

from sqlalchemy import func, select

from app.messages import Message, NotFound, Refusal, Words
from app.models.schema import Entry, Event, Team, Tournament
from app.models.store import TournamentStore, create_store
from app.roster.columns import escape_unsafe, text_problem
from app.rules.events import PRESETS, is_viable, settings_for, validate_settings
from app.services import audit, disqualification


@dataclass(frozen=True)
class EventInfo:
    id: int
    code: str
    name_zh: str
    name_en: str
    team_event: bool
    status: str
    viability_override: bool
    entrants: int
    viable: bool
    settings: dict[str, Any]

    def name(self, language: str = "zh") -> str:
        return self.name_zh if language.startswith("zh") else self.name_en

    @property
    def words(self) -> Words:
        """The event's name as a message argument (EventPreset.words)."""
        return PRESETS[self.code].words

    @property
    def needs_viability_decision(self) -> bool:
        return not self.viable and not self.viability_override and self.status == "active"


@dataclass(frozen=True)
class TournamentInfo:
    name: str
    organiser: str
    venue: str
    start_date: date | None
    end_date: date | None


# The facts printed on every sheet: the player fields' rules (app/roster/columns.py), their own limits.
FACT_LIMITS = {"name": 60, "organiser": 60, "venue": 60}
FACT_LABELS = {key: Message(f"tournament.fact_{key}") for key in FACT_LIMITS}


def checked_facts(values: dict[str, Any]) -> dict[str, Any]:
    """``values`` with the name, organiser and venue folded (line breaks and tabs to a space) and
    checked; Refusal naming the field and the problem. The name may not be blank."""
    clean = dict(values)
    for key in FACT_LIMITS.keys() & clean.keys():
        clean[key] = " ".join(str(clean[key] or "").split())
        problem = _fact_problem(key, clean[key])
        if problem:
            raise Refusal(problem)
    return clean


def fact_problems(info: TournamentInfo) -> list[Message]:
    """What is wrong with the facts a file holds already (written before these checks)."""
    return [problem for key in FACT_LIMITS if (problem := _fact_problem(key, getattr(info, key)))]


def _fact_problem(key: str, value: str) -> Message | None:
    if key == "name" and not value.strip():
        return Message("tournament.blank_name")
    problem = text_problem(value, FACT_LIMITS[key], printed=True)
    return Message("roster.field_problem", label=FACT_LABELS[key], problem=problem) if problem else None


def shown_fact(value: str, key: str) -> str:
    """A stored fact safe to print or show: control characters as escapes, cut at its limit with “…”."""
    text = escape_unsafe(value)
    limit = FACT_LIMITS[key]
    return text if len(text) <= limit else text[:limit - 1] + "…"


def new_tournament(path_or_url: str | Path, name: str, *, organiser: str = "", venue: str = "",
                   start_date: date | None = None, end_date: date | None = None,
                   events: Iterable[str] = tuple(PRESETS)) -> TournamentStore:
    """Create a tournament file holding the chosen events with their preset settings
    (the facts are checked first: a refusal writes no file)."""
    unknown = [code for code in events if code not in PRESETS]
    if unknown:
        raise Refusal("tournament.unknown_events", unknown=list(unknown))
    facts = checked_facts({"name": name, "organiser": organiser, "venue": venue})
    name, organiser, venue = facts["name"], facts["organiser"], facts["venue"]
    store = create_store(path_or_url)
    with store.session() as session:
        session.add(Tournament(name=name, organiser=organiser, venue=venue,
                               start_date=start_date, end_date=end_date))
        for code in events:
            session.add(Event(code=code, settings={}))
        audit.record(session, "create", "tournament", None, None, {"name": name, "events": list(events)})
    return store


def tournament_info(store: TournamentStore) -> TournamentInfo:
    with store.read() as session:
        row = session.scalars(select(Tournament)).first()
        if row is None:
            return TournamentInfo("", "", "", None, None)
        return TournamentInfo(row.name, row.organiser, row.venue, row.start_date, row.end_date)


TOURNAMENT_FIELDS = ("name", "organiser", "venue", "start_date", "end_date")


def update_tournament_info(store: TournamentStore, **changes: Any) -> TournamentInfo:
    """Change the tournament's facts (File ▸ Tournament properties), audited old → new.

    Only ``TOURNAMENT_FIELDS`` may change; the name, organiser and venue follow the player
    fields' rules (``checked_facts``) and the end may not come before the start. Nothing is
    written if a check fails.
    """
    unknown = sorted(set(changes) - set(TOURNAMENT_FIELDS))
    if unknown:
        raise Refusal("tournament.unknown_fields", fields=unknown)
    changes = checked_facts(changes)
    with store.session() as session:
        row = session.scalars(select(Tournament)).first()
        if row is None:
            row = Tournament(name="")
            session.add(row)
        start = changes.get("start_date", row.start_date)
        end = changes.get("end_date", row.end_date)
        if start is not None and end is not None and end < start:
            raise Refusal("tournament.end_before_start", end=end.isoformat(), start=start.isoformat())
        old = {key: _jsonable(getattr(row, key)) for key in changes}
        for key, value in changes.items():
            setattr(row, key, value)
        session.flush()
        audit.record(session, "edit", "tournament", row.id, old,
                     {key: _jsonable(value) for key, value in changes.items()})
        return TournamentInfo(row.name, row.organiser, row.venue, row.start_date, row.end_date)


def _jsonable(value: Any) -> Any:
    return value.isoformat() if isinstance(value, date) else value


def _entrant_count(session, event: Event) -> int:
    if PRESETS[event.code].team_event:
        return session.scalar(select(func.count(Team.id)).where(
            Team.event_id == event.id, Team.withdrawn.is_(False))) or 0
    return session.scalar(select(func.count(Entry.id)).where(
        Entry.event_id == event.id, Entry.withdrawn_after_round.is_(None))) or 0


def _event_info(session, event: Event) -> EventInfo:
    preset = PRESETS[event.code]
    settings = settings_for(event.code, event.settings)
    count = _entrant_count(session, event)
    return EventInfo(event.id, event.code, preset.name_zh, preset.name_en, preset.team_event,
                     event.status, event.viability_override, count,
                     is_viable(event.code, count, settings), settings)


def list_events(store: TournamentStore) -> list[EventInfo]:
    """The tournament's events in preset order, with entrant counts and viability."""
    order = {code: index for index, code in enumerate(PRESETS)}
    with store.read() as session:
        events = sorted(session.scalars(select(Event)), key=lambda e: order[e.code])
        return [_event_info(session, event) for event in events]


def event_info(store: TournamentStore, code: str) -> EventInfo:
    with store.read() as session:
        event = _event(session, code)
        return _event_info(session, event)


def _event(session, code: str) -> Event:
    event = session.scalars(select(Event).where(Event.code == code)).first()
    if event is None:
        raise NotFound("tournament.event_not_held", code=code)
    return event


def update_event_settings(store: TournamentStore, code: str, changes: dict[str, Any]) -> dict[str, Any]:
    """Validate the referee's changes and store them as overrides of the preset."""
    clean = validate_settings(code, changes)
    defaults = PRESETS[code].settings
    with store.session() as session:
        event = _event(session, code)
        old = dict(event.settings)
        overrides = dict(old)
        for key, value in clean.items():
            if value == defaults[key]:
                overrides.pop(key, None)
            else:
                overrides[key] = value
        event.settings = overrides
        audit.record(session, "settings", "event", event.id, old, overrides)
        if {"fouls_scope", "fouls_to_lose"} & set(clean) and disqualification.counts_fouls(event):
            disqualification.sync_fouls(session, event)  # who is out follows the rule at once
    return settings_for(code, overrides)


def set_event_cancelled(store: TournamentStore, code: str, cancelled: bool) -> None:
    with store.session() as session:
        event = _event(session, code)
        new_status = "cancelled" if cancelled else "active"
        audit.record(session, "status", "event", event.id, {"status": event.status}, {"status": new_status})
        event.status = new_status


def set_viability_override(store: TournamentStore, code: str, override: bool) -> None:
    """The referee holds the event despite too few entrants (docs/rules.md §1.4)."""
    with store.session() as session:
        event = _event(session, code)
        audit.record(session, "viability_override", "event", event.id,
                     {"override": event.viability_override}, {"override": override})
        event.viability_override = override
