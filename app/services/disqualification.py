"""Disqualification (取消比赛资格, docs/rules.md §4.7): set by the referee or by the results, lifted, audited.

An entrant (a player's entry, or a team in a team event) is out of the event
from the round of their disqualification: never paired again, no place, no
award.  Three sources, each a stored row: the referee ("referee"); a result
naming the loser disqualified — cheating in 3v3, the reason ``disqualified``
(除名) — which goes when that result is changed or undone ("result"); and the
Dou Dizhu foul limit, recounted from the stored fouls after every change
("fouls").  Every row added or removed is audited, old → new.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable, Literal

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from app.messages import Coded, Message, from_stored, to_stored
from app.models.schema import Disqualification, Entry, Event, Foul, GameTable, Round, Seat, Stage, Team
from app.models.store import TournamentStore
from app.rules.events import PRESETS, settings_for
from app.scoring.disqualification import FoulTable, disqualified_seats, foul_disqualifications
from app.scoring.result import LOSS, ResultError, ScoredResult
from app.scoring.reasons import REASON_LABELS
from app.services import audit
from app.services.history import disqualified_units, is_team_event, round_key, seat_unit, stage_of_round
from app.services.events import event_facts, event_for, latest_round
from app.services.round_ids import next_round, round_id_of_round
from app.stages.round_id import RoundId

REFEREE, RESULT, FOULS = "referee", "result", "fouls"
LATEST = "latest"  # ``disqualify``'s default round: the latest round paired


class DisqualificationError(Coded, ValueError):
    """A disqualification the station refuses to set or lift; the message says why (Chinese)."""


@dataclass(frozen=True)
class DisqualificationView:
    competitor_id: int  # player id; team id in team events
    name: str
    school: str
    from_round: RoundId | None  # None: before the event's first round
    round: int | str  # how the CLI and the audit write it: 3 in the stage in play, 预赛2 / 加赛1 else, 0 before
    reason: Message | str  # a result's or the fouls' reason as a catalogue message; the referee's as typed
    source: str  # referee | result | fouls

    def words(self) -> Message:
        """The round it counts from, as a screen or a sheet names it (预赛第 2 轮, 第 3 轮, 第 1 轮前)."""
        return self.from_round.words() if self.from_round is not None else Message("round.name.before_first")

    def as_json(self) -> dict:
        return {"id": self.competitor_id, "name": self.name, "school": self.school,
                "round": self.round, "reason": str(self.reason), "source": self.source}


# -- reading -------------------------------------------------------------------------

def _stored(reason: Message | str) -> str:
    """A reason as the text column keeps it: an automatic one as its catalogue message in JSON (worded in
    the language of the screen that shows it), the referee's as typed."""
    return json.dumps(to_stored(reason), ensure_ascii=False) if isinstance(reason, Message) else reason


def _shown(stored: str) -> Message | str:
    """What ``_stored`` wrote, back as a message; plain text (the referee's, an older file's) stays text."""
    if stored.startswith("{"):
        try:
            message = from_stored(json.loads(stored))
        except ValueError:
            return stored
        if isinstance(message, Message):
            return message
    return stored


def _from_round(event: Event, row: Disqualification) -> RoundId | None:
    """The stored round as a RoundId: no stage is before the event's first round; round 0 of a stage
    (an older file's "before round 1" of the stage then in play) is that stage's round 1."""
    return None if row.stage is None else RoundId(event.code, row.stage, max(row.round, 1))


def _round_key(event: Event, from_round: RoundId | None) -> int | str:
    return 0 if from_round is None else round_key(event, from_round)


def _view(session: Session, event: Event, row: Disqualification) -> DisqualificationView:
    since = _from_round(event, row)
    where = (since, _round_key(event, since), _shown(row.reason), row.source)
    if row.team_id is not None:
        team = session.get(Team, row.team_id)
        return DisqualificationView(team.id, team.name, team.school.name, *where)
    entry = session.get(Entry, row.entry_id)
    return DisqualificationView(entry.player_id, entry.player.name, entry.player.school.name, *where)


def list_disqualified(store: TournamentStore, code: str) -> list[DisqualificationView]:
    """Every disqualification of the event (a competitor may have several sources), by round."""
    with store.read() as session:
        event = event_for(session, code)
        rows = session.scalars(select(Disqualification).where(Disqualification.event_id == event.id)
                               .order_by(Disqualification.round, Disqualification.id))
        return [_view(session, event, row) for row in rows]


# -- changes ----------------------------------------------------------------------------

def _audit(session: Session, event: Event, row: Disqualification, adding: bool) -> None:
    entity, entity_id = ("team", row.team_id) if row.team_id is not None else ("entry", row.entry_id)
    state = {"event": event.code, "disqualified": True, "round": _round_key(event, _from_round(event, row)),
             "reason": str(_shown(row.reason)), "source": row.source, "table_id": row.table_id}
    off = {"event": event.code, "disqualified": False}
    audit.record(session, "disqualify" if adding else "lift_disqualification", entity, entity_id,
                 off if adding else state, state if adding else off)


def _add(session: Session, event: Event, entry_id, team_id, from_round: RoundId | None, reason: Message | str,
         source: str, table_id: int | None = None) -> Disqualification:
    row = Disqualification(event_id=event.id, entry_id=entry_id, team_id=team_id,
                           stage=from_round.stage if from_round else None,
                           round=from_round.number if from_round else 0,
                           reason=_stored(reason), source=source, table_id=table_id, by=audit.operator())
    session.add(row)
    session.flush()
    _audit(session, event, row, True)
    return row


def _remove(session: Session, event: Event, row: Disqualification) -> None:
    _audit(session, event, row, False)
    session.delete(row)
    session.flush()


def _target(session: Session, event: Event, player_id: int | None, team_id: int | None):
    """(entry id, team id) of the competitor: a player's entry, or a team (a player's team in 3v3)."""
    name = PRESETS[event.code].name_zh
    if PRESETS[event.code].team_event:
        if team_id is None and player_id is not None:
            entry = session.scalars(select(Entry).where(Entry.event_id == event.id,
                                                        Entry.player_id == player_id)).first()
            team_id = entry.team_id if entry is not None else None
            if team_id is None:
                raise DisqualificationError("disqualify.not_in_team", player_id=player_id, name=name)
        team = session.get(Team, team_id) if team_id is not None else None
        if team is None or team.event_id != event.id:
            raise DisqualificationError("disqualify.no_team", name=name, team_id=team_id)
        return None, team.id
    if team_id is not None:
        raise DisqualificationError("disqualify.individual_event", name=name)
    entry = session.scalars(select(Entry).where(Entry.event_id == event.id,
                                                Entry.player_id == player_id)).first()
    if entry is None:
        raise DisqualificationError("disqualify.not_entered", player_id=player_id, name=name)
    return entry.id, None


def _rows_of(session: Session, event: Event, entry_id, team_id) -> list[Disqualification]:
    return list(session.scalars(select(Disqualification).where(
        Disqualification.event_id == event.id, Disqualification.entry_id.is_(entry_id)
        if entry_id is None else Disqualification.entry_id == entry_id,
        Disqualification.team_id.is_(team_id) if team_id is None else Disqualification.team_id == team_id)))


def _checked_round(session: Session, event: Event, from_round: RoundId | None) -> RoundId | None:
    """A round paired (of any stage) or the next one to be paired, to keep them out of it; else refused."""
    if from_round is None or from_round == next_round(session, event):
        return from_round
    stage, number = stage_of_round(event, from_round) if from_round.event == event.code else (None, 0)
    if stage is None or all(rnd.number != number for rnd in stage.rounds):
        latest = latest_round(event_facts(session, event.code))
        raise DisqualificationError("disqualify.bad_round", number=round_key(event, from_round),
                                    latest=latest.number if latest else 0)
    return from_round


def disqualify(store: TournamentStore, code: str, *, reason: str, player_id: int | None = None,
               team_id: int | None = None, from_round: RoundId | None | Literal["latest"] = LATEST
               ) -> DisqualificationView:
    """The referee disqualifies a competitor from ``from_round`` on (None: before the event's first round;
    default: the latest round paired; at most the next round, to keep them out of a round not paired yet)."""
    reason = (reason or "").strip()
    if not reason:
        raise DisqualificationError("disqualify.reason_needed")
    with store.session() as session:
        event = event_for(session, code)
        entry_id, team_id = _target(session, event, player_id, team_id)
        since = latest_round(event_facts(session, code)) if from_round == LATEST else _checked_round(session, event, from_round)
        if any(row.source == REFEREE for row in _rows_of(session, event, entry_id, team_id)):
            raise DisqualificationError("disqualify.already")
        row = _add(session, event, entry_id, team_id, since, reason, REFEREE)
        return _view(session, event, row)


def lift_disqualification(store: TournamentStore, code: str, *, player_id: int | None = None,
                          team_id: int | None = None) -> DisqualificationView:
    """Lift the referee's disqualification; one that a result caused goes with that result."""
    with store.session() as session:
        event = event_for(session, code)
        entry_id, team_id = _target(session, event, player_id, team_id)
        rows = _rows_of(session, event, entry_id, team_id)
        own = [row for row in rows if row.source == REFEREE]
        if not own:
            if rows:
                raise DisqualificationError("disqualify.caused_by_result",
                                            source_labels=Message(f"disqualify.source.{rows[0].source}"),
                                            reason=_shown(rows[0].reason))
            raise DisqualificationError("disqualify.not_disqualified")
        view = _view(session, event, own[0])
        _remove(session, event, own[0])
        return view


# -- automatic: after every result change ---------------------------------------------------

def _reconcile(session: Session, event: Event, existing: list[Disqualification],
               wanted: dict[tuple, tuple[RoundId, Message, int | None]], source: str) -> None:
    """Make the stored rows of one source match ``wanted``: (entry, team) → (round, reason, table).  Reasons
    compare as stored, so an older file's plain-text reason is rewritten once as its message."""
    stored = {key: (from_round, _stored(reason), table_id) for key, (from_round, reason, table_id) in wanted.items()}
    for row in existing:
        key = (row.entry_id, row.team_id)
        if stored.get(key) != (_from_round(event, row), row.reason, row.table_id):
            _remove(session, event, row)
        else:
            wanted.pop(key)
    for (entry_id, team_id), (from_round, reason, table_id) in wanted.items():
        _add(session, event, entry_id, team_id, from_round, reason, source, table_id)


def refuse_forfeit_for_the_disqualified(session: Session, event: Event, table: GameTable, round_id: RoundId,
                                        scored: ScoredResult, name_of: Callable[[Seat], str]) -> None:
    """An unplayed game from the round of a disqualification on is the disqualified's forfeit loss, never
    their win or draw (docs/rules.md §4.7); a game played is recorded as it went.  ``name_of``: a seat's
    name, read only for a refusal (reading every seat's name cost each result two queries)."""
    if not scored.forfeit:
        return
    out = disqualified_units(session, event, round_id.stage)  # counted in the round's own stage
    team_event = is_team_event(event)
    for seat, outcome in zip(table.seats, scored.outcome):
        since = out.get(seat_unit(seat, team_event))
        if since is not None and since <= round_id.number and outcome != LOSS:
            in_effect = RoundId(event.code, round_id.stage, max(since, 1))  # 0: from before the stage's first round
            raise ResultError("result.disqualified_forfeit", name=name_of(seat), round=in_effect.words())


def counts_fouls(event: Event) -> bool:
    """The event disqualifies on a foul limit (Dou Dizhu: ``fouls_scope``)."""
    return "fouls_scope" in PRESETS[event.code].settings


def sync_table(session: Session, event: Event, table, round_id: RoundId, detail: dict | None) -> tuple[str, ...]:
    """Bring the automatic disqualifications in line with a table's new result (None: cleared); the names
    of the competitors its result puts out. ``table``: results.TableFacts (its seats' entrants, and how many
    automatic disqualifications named it before: with none before and none now, nothing is read)."""
    if counts_fouls(event):
        sync_fouls(session, event)
        return caused_by(session, event, table.id)
    wanted = {}
    if detail is not None:
        label = REASON_LABELS.get(detail.get("reason"), REASON_LABELS["disqualified"])
        for seat_no in disqualified_seats(detail):
            seat = table.seats[seat_no]
            reason = Message("disqualify.reason.result", round=table.round_number, table=table.number, label=label)
            wanted[(seat.entry_id, seat.team_id)] = (round_id, reason, table.id)
    if not wanted and not table.automatic:
        return ()
    existing = list(session.scalars(select(Disqualification).where(
        Disqualification.event_id == event.id, Disqualification.source == RESULT,
        Disqualification.table_id == table.id)))
    _reconcile(session, event, existing, wanted, RESULT)
    return caused_by(session, event, table.id)


# Built once: Dou Dizhu recounts its fouls after every result.
_EVENT_FOULS = (select(Stage.number, Round.number, GameTable.id, GameTable.number, Foul.entry_id)
                .join(GameTable, GameTable.id == Foul.table_id).join(Round, Round.id == GameTable.round_id)
                .join(Stage, Stage.id == Round.stage_id)
                .where(Stage.event_id == bindparam("event_id"), Foul.entry_id.is_not(None))
                .order_by(Stage.number, Round.number, GameTable.number))
_CAUSED_BY = (select(Disqualification).where(Disqualification.event_id == bindparam("event_id"),
                                             Disqualification.source != REFEREE,
                                             Disqualification.table_id == bindparam("table_id"))
              .order_by(Disqualification.id))


def sync_fouls(session: Session, event: Event) -> None:
    """Recount the foul limit over every stored foul of the event (Dou Dizhu, ``fouls_scope``)."""
    settings = settings_for(event.code, event.settings)
    rows = session.execute(_EVENT_FOULS, {"event_id": event.id})
    tables: dict[tuple, dict[int, int]] = {}
    for stage_no, round_no, table_id, table_no, entry_id in rows:
        fouls = tables.setdefault((stage_no, round_no, table_id, table_no), {})
        fouls[entry_id] = fouls.get(entry_id, 0) + 1
    found = foul_disqualifications(
        [FoulTable(round_no, (table_id, table_no), fouls)
         for (_stage, round_no, table_id, table_no), fouls in tables.items()],
        int(settings["fouls_to_lose"] or 0), settings["fouls_scope"])
    counted = "disqualify.reason.fouls_event" if settings["fouls_scope"] == "event" else "disqualify.reason.fouls_game"
    wanted = {(entry_id, None): (round_id_of_round(session.get(GameTable, where.table[0]).round),
                                 Message(counted, fouls=where.fouls, round=where.round, table=where.table[1]),
                                 where.table[0])
              for entry_id, where in found.items()}
    existing = list(session.scalars(select(Disqualification).where(
        Disqualification.event_id == event.id, Disqualification.source == FOULS)))
    _reconcile(session, event, existing, wanted, FOULS)


def caused_by(session: Session, event: Event, table_id: int) -> tuple[str, ...]:
    """Names of the competitors whose disqualification this table's result caused."""
    rows = session.scalars(_CAUSED_BY, {"event_id": event.id, "table_id": table_id}).all()
    return tuple(_view(session, event, row).name for row in rows)


def forget_tables(session: Session, event: Event, table_ids: set[int]) -> None:
    """Before tables are deleted (their round goes): the disqualifications their results caused go too."""
    for row in session.scalars(select(Disqualification).where(
            Disqualification.event_id == event.id, Disqualification.source != REFEREE,
            Disqualification.table_id.in_(table_ids))):
        _remove(session, event, row)


def forget_entries(session: Session, entry_ids: list[int]) -> None:
    """Before entries are deleted (a player never paired): their disqualifications go, audited."""
    for row in list(session.scalars(select(Disqualification).where(Disqualification.entry_id.in_(entry_ids)))):
        _remove(session, session.get(Event, row.event_id), row)
