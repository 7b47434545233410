"""The tournament's facts and an event's as every sheet and screen shows them, apart from the database so
a print read with plain SQL (app/services/plain_print.py) makes them as the open file does."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from app.messages import Message, Words
from app.roster.columns import escape_unsafe
from app.rules.events import PRESETS, is_viable, settings_for


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


def shown_fact(value: str, key: str) -> str:
    """A stored fact safe to print or show: control characters as escapes, cut at its limit with “…”."""
    text = escape_unsafe(value)
    limit = FACT_LIMITS[key]
    return text if len(text) <= limit else text[:limit - 1] + "…"


def event_info_of(event_id: int, code: str, status: str, viability_override: bool, stored_settings, entrants: int
                  ) -> EventInfo:
    """An event's facts from its stored row and its count of entrants still in."""
    preset = PRESETS[code]
    settings = settings_for(code, stored_settings)
    return EventInfo(event_id, code, preset.name_zh, preset.name_en, preset.team_event, status,
                     viability_override, entrants, is_viable(code, entrants, settings), settings)


def date_text(start: date | None, end: date | None) -> str:
    """2026年12月5日, 2026年12月5日—6日, 2026年12月30日—2027年1月2日."""
    if start is None:
        return ""
    first = f"{start.year}年{start.month}月{start.day}日"
    if end is None or end == start:
        return first
    if end.year != start.year:
        return f"{first}—{end.year}年{end.month}月{end.day}日"
    if end.month != start.month:
        return f"{first}—{end.month}月{end.day}日"
    return f"{first}—{end.day}日"


def printed_facts(info: TournamentInfo, now: datetime | None = None):
    """The tournament's facts as every page header and certificate prints them, with the time printed
    (``now``, default the clock)."""
    from app.printing.data import TournamentInfo as PrintedInfo
    from app.services import live_address
    printed = f"{now or datetime.now():%Y-%m-%d %H:%M}"
    last_day = info.end_date or info.start_date
    # A file written before the facts were checked may hold any text: printed escaped and cut.
    return PrintedInfo(shown_fact(info.name, "name"), shown_fact(info.organiser, "organiser"),
                       shown_fact(info.venue, "venue"), date_text(info.start_date, info.end_date),
                       printed, date_text(last_day, None), live_address.current())
