"""Self check-in at the entrance tablet (docs/rules.md §1.5): the referee opens it for an event's coming
round; a player finds their name and confirms with the last characters of their student ID.

A tablet's check-in marks the player present (device "tablet"), audited as the tablet's; it never
ticks 学生证已验 — the card is the referee's to see.  The student ID is only compared here: nothing
this module returns holds it.  Wrong digits are counted per client address by the caller's limiter
(``wrong_codes``: a ``WrongCodes`` of app/web/form_guard.py), which refuses an address that used up
its tries before anything is read.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from app.messages import Coded, Message, Words
from app.models.schema import Event, TabletCheckIn
from app.models.store import TournamentStore
from app.names import NameSearch, sort_key
from app.rules.events import PRESETS
from app.services import audit
from app.services.checkin import TABLET, CheckInRow, mark_of, playing_rows
from app.services.events import event_for
from app.services.history import round_key
from app.services.round_ids import next_round
from app.stages.round_id import RoundId

TABLET_DIGITS = 4  # the student ID's last characters a player types: 1 in 10,000 by chance, rate-limited
SHOWN_AT_MOST = 12  # names a search lists on the tablet; past that the player types more of their name
TABLET_USER = "tablet"  # the audit's "who" for a player's own check-in
_log = logging.getLogger(__name__)


class TabletRefused(Coded, PermissionError):
    """A tablet check-in or search the station refuses; the message says why (Chinese; English too)."""


@dataclass(frozen=True)
class TabletPlayer:
    """A player as the tablet shows them: no student ID."""

    entry_id: int
    name: str
    school: str
    team: str
    present: bool


@dataclass(frozen=True)
class TabletFound:
    """What a search on the tablet lists: the players found (at most ``SHOWN_AT_MOST``) and how many more."""

    event: Words
    round_id: RoundId
    players: tuple[TabletPlayer, ...]
    more: int


@dataclass(frozen=True)
class TabletCheckedIn:
    player: TabletPlayer
    round_id: RoundId
    already: bool  # present before (at the desk or the tablet): nothing was written


def event_words(code: str) -> Words:
    preset = PRESETS.get(code)
    return preset.words if preset else Words(code, code)


def _open_round(session, event: Event) -> RoundId | None:
    """The round the event's tablet is open for: the coming round, if it was opened for that round."""
    row = session.get(TabletCheckIn, event.id)
    if row is None:
        return None
    coming = next_round(session, event)
    return coming if (row.stage, row.round_number) == (coming.stage, coming.number) else None


def tablet_round(store: TournamentStore, code: str) -> RoundId | None:
    """The round the tablet checks players in for; None while it is closed (or the round it was opened
    for was paired: each round is opened anew)."""
    with store.read() as session:
        return _open_round(session, event_for(session, code))


def _opened_key(event: Event, row: TabletCheckIn) -> int | str:
    """The round a tablet row was opened for, as the audit writes a round."""
    return round_key(event, RoundId(event.code, row.stage, row.round_number))


def open_tablet(store: TournamentStore, code: str) -> RoundId:
    """Open the event's tablet check-in for its coming round (audited); the round it is open for."""
    with store.session() as session:
        event = event_for(session, code)
        coming = next_round(session, event)
        row = session.get(TabletCheckIn, event.id)
        old = None if row is None else {"round": _opened_key(event, row)}
        if row is None:
            row = TabletCheckIn(event_id=event.id)
            session.add(row)
        row.stage, row.round_number = coming.stage, coming.number
        audit.record(session, "tablet_checkin", "event", event.id, old, {"round": round_key(event, coming)})
        return coming


def close_tablet(store: TournamentStore, code: str) -> None:
    """Close the event's tablet check-in (audited); the marks made there stay."""
    with store.session() as session:
        event = event_for(session, code)
        row = session.get(TabletCheckIn, event.id)
        if row is not None:
            session.delete(row)
            audit.record(session, "tablet_checkin", "event", event.id, {"round": _opened_key(event, row)}, None)


def _opened(session, code: str, seen: RoundId | None = None) -> tuple[Event, RoundId]:
    """The event and the round its tablet is open for; refused when closed, or when the page was
    served for another round (``seen``) than the one open now."""
    event = event_for(session, code)
    open_round = _open_round(session, event)
    if seen is not None and seen != open_round:
        now = (Message("checkin.tablet_now_closed") if open_round is None
               else Message("checkin.tablet_now_round", round=open_round.words()))
        raise TabletRefused("checkin.tablet_round_moved", seen=seen.words(), now=now)
    if open_round is None:
        raise TabletRefused("checkin.tablet_off", event=event_words(code))
    return event, open_round


def _shown(row: CheckInRow) -> TabletPlayer:
    return TabletPlayer(row.entry_id, row.name, row.school, row.team, row.present)


def find_players(store: TournamentStore, code: str, query: str) -> TabletFound:
    """The players still playing whose name the query finds (characters, pinyin, initials — never the
    student ID), by name; nobody for an empty query.  Refused while the tablet is closed."""
    with store.read() as session:
        _event, round_id = _opened(session, code)
    search = NameSearch(query)
    found = [] if search.empty else sorted((row for row in playing_rows(store, code, round_id)
                                            if search.matches(row.name)), key=lambda row: sort_key(row.name))
    return TabletFound(event_words(code), round_id, tuple(_shown(row) for row in found[:SHOWN_AT_MOST]),
                       max(0, len(found) - SHOWN_AT_MOST))


def _playing(store: TournamentStore, code: str, round_id: RoundId, entry_id: int) -> CheckInRow:
    row = next((row for row in playing_rows(store, code, round_id) if row.entry_id == entry_id), None)
    if row is None:
        raise TabletRefused("checkin.tablet_not_listed")
    return row


def tablet_player(store: TournamentStore, code: str, entry_id: int) -> tuple[Words, RoundId, TabletPlayer]:
    """The player a search found, for the page that asks their digits; refused when not offered."""
    with store.read() as session:
        _event, round_id = _opened(session, code)
    return event_words(code), round_id, _shown(_playing(store, code, round_id, entry_id))


def typed_digits(typed: str) -> str:
    """The digits as compared: spaces dropped, letters in any case (an ID may end in X); refused unless
    exactly ``TABLET_DIGITS`` characters."""
    digits = "".join(typed.split()).casefold()
    if len(digits) != TABLET_DIGITS:
        raise TabletRefused("checkin.tablet_digits_format", digits=TABLET_DIGITS)
    return digits


def check_in_at_tablet(store: TournamentStore, code: str, round_id: RoundId, entry_id: int, typed: str, *,
                       client: str, wrong_codes: Any) -> TabletCheckedIn:
    """Mark the player present for ``round_id`` (the round the page was served for) when ``typed`` is the
    end of their student ID; wrong digits are counted against ``client``, and an address that used up its
    tries is refused before anything is read."""
    wrong_codes.check(client)
    digits = typed_digits(typed)
    with store.session() as session:  # the lock first: the open round, the player and the mark are read under it
        event, _round = _opened(session, code, round_id)
        row = _playing(store, code, round_id, entry_id)
        student_id = "".join(row.student_id.split()).casefold()
        if len(student_id) < TABLET_DIGITS:
            raise TabletRefused("checkin.tablet_no_student_id")
        if student_id[-TABLET_DIGITS:] != digits:
            wrong_codes.wrong(client)
            _log.warning("tablet check-in: wrong digits for entry %s from %s", entry_id, client)
            raise TabletRefused("checkin.tablet_wrong_digits", digits=TABLET_DIGITS)
        wrong_codes.right(client)
        if row.present:
            return TabletCheckedIn(_shown(row), round_id, already=True)
        mark = mark_of(session, event.id, round_id, entry_id)
        old = {"present": mark.present, "card_checked": mark.card_checked}
        mark.present, mark.device = True, TABLET
        where = {"round": round_key(event, round_id)}
        audit.record(session, "checkin", "entry", entry_id, old | where,
                     {"present": True, "card_checked": mark.card_checked, "device": TABLET, "address": client} | where,
                     user=TABLET_USER)
    player = _shown(row)
    return TabletCheckedIn(TabletPlayer(player.entry_id, player.name, player.school, player.team, True),
                           round_id, already=False)
