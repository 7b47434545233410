"""The tournament file's tables (SQLAlchemy 2 typed ORM).

Designed for the whole station: roster, stages, rounds, tables and seats,
results, fouls, check-ins, clock states and the append-only audit log.  The
schema itself is versioned by the Alembic migrations in ``db/``.
"""
from __future__ import annotations

from datetime import date, datetime, timezone
from typing import Any, Optional

from sqlalchemy import (JSON, BigInteger, Boolean, Date, DateTime, Float, ForeignKey, Integer, LargeBinary,
                        String, Text, UniqueConstraint, false)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


def utcnow() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


class Base(DeclarativeBase):
    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON}


class StationMeta(Base):
    """Key/value facts about the file itself; ``app`` marks it as ours."""

    __tablename__ = "station_meta"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class Tournament(Base):
    __tablename__ = "tournament"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    organiser: Mapped[str] = mapped_column(String(200), default="")
    venue: Mapped[str] = mapped_column(String(200), default="")
    start_date: Mapped[Optional[date]] = mapped_column(Date)
    end_date: Mapped[Optional[date]] = mapped_column(Date)


class CertificateTemplateRow(Base):
    """The tournament's certificate template (one row): kept in the file, so a copy keeps it
    and the command line prints with it; the background picture itself is stored too."""

    __tablename__ = "certificate_template"
    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(Text)
    wording: Mapped[str] = mapped_column(Text)
    cup_title: Mapped[str] = mapped_column(Text)
    cup_wording: Mapped[str] = mapped_column(Text)
    prize_line: Mapped[str] = mapped_column(Text)
    trophy_line: Mapped[str] = mapped_column(Text)
    date: Mapped[str] = mapped_column(Text, default="")
    serial_prefix: Mapped[str] = mapped_column(Text, default="")
    seal_guide: Mapped[bool] = mapped_column(Boolean, default=False)
    background: Mapped[Optional[bytes]] = mapped_column(LargeBinary)
    background_name: Mapped[str] = mapped_column(Text, default="")
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)


class School(Base):
    __tablename__ = "school"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    players: Mapped[list[Player]] = relationship(back_populates="school")


class Player(Base):
    __tablename__ = "player"
    __table_args__ = {"sqlite_autoincrement": True}  # an old audit row never names a new player
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    school_id: Mapped[int] = mapped_column(ForeignKey("school.id"))
    student_id: Mapped[str] = mapped_column(String(64), unique=True)
    gender: Mapped[str] = mapped_column(String(16), default="")
    grade: Mapped[str] = mapped_column(String(32), default="")
    withdrawn: Mapped[bool] = mapped_column(Boolean, default=False)
    school: Mapped[School] = relationship(back_populates="players")
    entries: Mapped[list[Entry]] = relationship(back_populates="player")


class Event(Base):
    """One event of the tournament; ``settings`` holds only the referee's overrides of the preset."""

    __tablename__ = "event"
    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(32), unique=True)
    settings: Mapped[dict[str, Any]] = mapped_column(default=dict)
    status: Mapped[str] = mapped_column(String(16), default="active")  # active | cancelled
    viability_override: Mapped[bool] = mapped_column(Boolean, default=False)
    entries: Mapped[list[Entry]] = relationship(back_populates="event")
    teams: Mapped[list[Team]] = relationship(back_populates="event")
    stages: Mapped[list[Stage]] = relationship(back_populates="event", order_by="Stage.number")


class Team(Base):
    """A school's team in a team event (Sanguosha 3v3: three players and a substitute)."""

    __tablename__ = "team"
    __table_args__ = (UniqueConstraint("event_id", "name"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    school_id: Mapped[int] = mapped_column(ForeignKey("school.id"))
    name: Mapped[str] = mapped_column(String(100))
    withdrawn: Mapped[bool] = mapped_column(Boolean, default=False)
    event: Mapped[Event] = relationship(back_populates="teams")
    school: Mapped[School] = relationship()
    members: Mapped[list[Entry]] = relationship(back_populates="team")


class Entry(Base):
    """A player entered in an event (and in a team, for team events)."""

    __tablename__ = "entry"
    __table_args__ = (UniqueConstraint("event_id", "player_id"), {"sqlite_autoincrement": True})
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"))
    team_id: Mapped[Optional[int]] = mapped_column(ForeignKey("team.id"))
    substitute: Mapped[bool] = mapped_column(Boolean, default=False)
    withdrawn_after_round: Mapped[Optional[int]] = mapped_column(Integer)
    event: Mapped[Event] = relationship(back_populates="entries")
    player: Mapped[Player] = relationship(back_populates="entries")
    team: Mapped[Optional[Team]] = relationship(back_populates="members")


class Stage(Base):
    """Preliminary groups or the final of an event (docs/rules.md §1.3)."""

    __tablename__ = "stage"
    __table_args__ = (UniqueConstraint("event_id", "number"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    number: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))  # preliminary | final
    pairing: Mapped[str] = mapped_column(String(16))
    event: Mapped[Event] = relationship(back_populates="stages")
    members: Mapped[list[StageMember]] = relationship(back_populates="stage")
    rounds: Mapped[list[Round]] = relationship(back_populates="stage", order_by="Round.number")


class StageMember(Base):
    """Who plays in a stage, and in which preliminary group."""

    __tablename__ = "stage_member"
    __table_args__ = (UniqueConstraint("stage_id", "entry_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    stage_id: Mapped[int] = mapped_column(ForeignKey("stage.id"))
    entry_id: Mapped[Optional[int]] = mapped_column(ForeignKey("entry.id"))
    team_id: Mapped[Optional[int]] = mapped_column(ForeignKey("team.id"))
    group_no: Mapped[int] = mapped_column(Integer, default=0)
    stage: Mapped[Stage] = relationship(back_populates="members")


class Round(Base):
    __tablename__ = "round"
    __table_args__ = (UniqueConstraint("stage_id", "group_no", "number"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    stage_id: Mapped[int] = mapped_column(ForeignKey("stage.id"))
    group_no: Mapped[int] = mapped_column(Integer, default=0)
    number: Mapped[int] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(Integer)  # the random seed of the draw, to reproduce it
    warnings: Mapped[list[Any]] = mapped_column(default=list)  # soft rules the draw had to yield
    paired_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    # Drawn by the database's triggers at every change of the round's rows (app/models/round_revisions.py).
    revision: Mapped[int] = mapped_column(BigInteger, server_default="0")
    stage: Mapped[Stage] = relationship(back_populates="rounds")
    tables: Mapped[list[GameTable]] = relationship(
        back_populates="round", order_by="GameTable.number", cascade="all, delete-orphan")
    byes: Mapped[list[Bye]] = relationship(back_populates="round", cascade="all, delete-orphan")


class GameTable(Base):
    """A table of a round: its number and seats; seat 0 moves first in two-player games."""

    __tablename__ = "game_table"
    __table_args__ = (UniqueConstraint("round_id", "number"), {"sqlite_autoincrement": True})  # ids never reused
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("round.id"))
    number: Mapped[int] = mapped_column(Integer)
    warnings: Mapped[list[Any]] = mapped_column(default=list)  # rules a hand change broke
    round: Mapped[Round] = relationship(back_populates="tables")
    seats: Mapped[list[Seat]] = relationship(
        back_populates="table", order_by="Seat.seat_no", cascade="all, delete-orphan")
    result: Mapped[Optional[Result]] = relationship(
        back_populates="table", cascade="all, delete-orphan")
    games: Mapped[list[Game]] = relationship(
        back_populates="table", order_by="Game.number", cascade="all, delete-orphan")


class Seat(Base):
    __tablename__ = "seat"
    __table_args__ = (UniqueConstraint("table_id", "seat_no"), {"sqlite_autoincrement": True})
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id"))
    seat_no: Mapped[int] = mapped_column(Integer)
    entry_id: Mapped[Optional[int]] = mapped_column(ForeignKey("entry.id"))  # None: a filler
    team_id: Mapped[Optional[int]] = mapped_column(ForeignKey("team.id"))
    role: Mapped[str] = mapped_column(String(16), default="")  # identity card, Sanguosha
    points: Mapped[Optional[float]] = mapped_column(Float)
    outcome: Mapped[str] = mapped_column(String(8), default="")  # win | draw | loss
    table: Mapped[GameTable] = relationship(back_populates="seats")
    entry: Mapped[Optional[Entry]] = relationship()
    team: Mapped[Optional[Team]] = relationship()


class Bye(Base):
    __tablename__ = "bye"
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("round.id"))
    entry_id: Mapped[Optional[int]] = mapped_column(ForeignKey("entry.id"))
    team_id: Mapped[Optional[int]] = mapped_column(ForeignKey("team.id"))
    points: Mapped[float] = mapped_column(Float)
    # Asked for by the player (a half-point bye, TRF `H`): a voluntary unplayed round in the
    # tie-breaks (docs/rules.md §6.1), not a bye the pairing gave.
    requested: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    round: Mapped[Round] = relationship(back_populates="byes")


class Result(Base):
    """A table's confirmed result: what the referee entered, kept so scoring can be recomputed."""

    __tablename__ = "result"
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id"), unique=True)
    entry: Mapped[dict[str, Any]] = mapped_column()
    summary: Mapped[str] = mapped_column(String(200), default="")
    forfeit: Mapped[bool] = mapped_column(Boolean, default=False)
    confirmed_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    confirmed_by: Mapped[str] = mapped_column(String(64), default="")
    table: Mapped[GameTable] = relationship(back_populates="result")


class Game(Base):
    """One game of a table's match (gomoku plays two a round; Dou Dizhu a game of hands)."""

    __tablename__ = "game"
    __table_args__ = (UniqueConstraint("table_id", "number"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id"))
    number: Mapped[int] = mapped_column(Integer)
    first_seat: Mapped[int] = mapped_column(Integer, default=0)
    detail: Mapped[dict[str, Any]] = mapped_column(default=dict)
    table: Mapped[GameTable] = relationship(back_populates="games")


class Foul(Base):
    __tablename__ = "foul"
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id"))
    entry_id: Mapped[Optional[int]] = mapped_column(ForeignKey("entry.id"))
    team_id: Mapped[Optional[int]] = mapped_column(ForeignKey("team.id"))
    game_no: Mapped[int] = mapped_column(Integer, default=1)
    kind: Mapped[str] = mapped_column(String(32))
    note: Mapped[str] = mapped_column(Text, default="")
    at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)


class Disqualification(Base):
    """An entrant out of an event from round ``round`` of ``stage`` on (docs/rules.md §4.7): a player's
    entry or a team.  No stage (round 0): from before the event's first round.

    ``source`` "referee" is set by hand; "result" comes from a result naming the
    loser disqualified (cheating, 除名, a game's third foul) and goes with that
    result (``table_id``); "fouls" counts the Dou Dizhu fouls across the event.
    """

    __tablename__ = "disqualification"
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    entry_id: Mapped[Optional[int]] = mapped_column(ForeignKey("entry.id"))
    team_id: Mapped[Optional[int]] = mapped_column(ForeignKey("team.id"))
    stage: Mapped[Optional[str]] = mapped_column(String(16))  # the round's stage kind (a RoundId's stage)
    round: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(Text, default="")
    source: Mapped[str] = mapped_column(String(16))  # referee | result | fouls
    table_id: Mapped[Optional[int]] = mapped_column(Integer)  # the result's table (no FK: rounds can go)
    at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    by: Mapped[str] = mapped_column(String(64), default="")


class CheckIn(Base):
    """Who is present for a round (its stage's kind and number, a RoundId) and whether the student card
    was checked (docs/rules.md §1.5)."""

    __tablename__ = "checkin"
    __table_args__ = (UniqueConstraint("event_id", "stage", "round_number", "entry_id", name="uq_checkin_round_entry"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    stage: Mapped[str] = mapped_column(String(16))
    round_number: Mapped[int] = mapped_column(Integer)
    entry_id: Mapped[int] = mapped_column(ForeignKey("entry.id"))
    present: Mapped[bool] = mapped_column(Boolean, default=False)
    card_checked: Mapped[bool] = mapped_column(Boolean, default=False)
    at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    device: Mapped[Optional[str]] = mapped_column(String(32))  # "tablet": the player checked in there; None: the desk


class TabletCheckIn(Base):
    """An event whose self check-in tablet is open, for one round (docs/rules.md §1.5): no row, closed.
    A row for a round that is no longer the one checked in for (it was paired) is closed too."""

    __tablename__ = "tablet_checkin"
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), primary_key=True)
    stage: Mapped[str] = mapped_column(String(16))
    round_number: Mapped[int] = mapped_column(Integer)
    opened_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)


class ClockState(Base):
    """The last snapshot of a running clock or timer, so a crash loses nothing."""

    __tablename__ = "clock_state"
    __table_args__ = (UniqueConstraint("event_id", "key"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[Optional[int]] = mapped_column(ForeignKey("event.id"))
    key: Mapped[str] = mapped_column(String(64))  # e.g. "round-3/table-7", "hall"
    snapshot: Mapped[dict[str, Any]] = mapped_column()
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    # The station that wrote it (its Station.id; None: written before stations were known).
    station: Mapped[Optional[str]] = mapped_column(String(32))


class Station(Base):
    """A writable station that has the tournament open: from opening to a clean close, with a heartbeat,
    so the others know whose clocks run and whose crashed (app/clocks/holders.py)."""

    __tablename__ = "station"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    host: Mapped[str] = mapped_column(String(200))  # the computer's name
    pid: Mapped[int] = mapped_column(Integer)  # its process there
    heartbeat: Mapped[float] = mapped_column(Float)  # wall seconds of its last beat


class TableEntryRound(Base):
    """Table entry turned on for an event's round (docs/rules.md §9): one row per event while it is on."""

    __tablename__ = "table_entry_round"
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), primary_key=True)
    stage: Mapped[str] = mapped_column(String(16))  # the round's stage kind (a RoundId's stage)
    round_number: Mapped[int] = mapped_column(Integer)
    opened_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    opened_by: Mapped[str] = mapped_column(String(64), default="")


class TableCode(Base):
    """A table's entry code (PIN) for one round. Kept once retired, so an old code is refused as the
    round's being over rather than as a wrong PIN; ``table_id`` has no foreign key: a re-paired round's
    tables go, and a code naming a table that is gone is refused as stale."""

    __tablename__ = "table_code"
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    stage: Mapped[str] = mapped_column(String(16))
    round_number: Mapped[int] = mapped_column(Integer)
    table_number: Mapped[int] = mapped_column(Integer)
    table_id: Mapped[int] = mapped_column(Integer)
    pin: Mapped[str] = mapped_column(String(8))
    retired: Mapped[bool] = mapped_column(Boolean, default=False)


class TableProposal(Base):
    """A result entered at a table (a phone): not a result until the desk confirms it (docs/rules.md §9).
    ``state``: pending → agreed (the opponent confirmed) → confirmed, or rejected (``reason`` the desk's
    words, as a stored message or plain text); ``draw`` is the round's draw it was entered against."""

    __tablename__ = "table_proposal"
    __table_args__ = {"sqlite_autoincrement": True}  # a phone polling an old id never reads a new proposal
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    stage: Mapped[str] = mapped_column(String(16))
    round_number: Mapped[int] = mapped_column(Integer)
    table_number: Mapped[int] = mapped_column(Integer)
    table_id: Mapped[int] = mapped_column(Integer)  # no foreign key, as TableCode's
    draw: Mapped[str] = mapped_column(String(16))
    entry: Mapped[dict[str, Any]] = mapped_column()
    summary: Mapped[str] = mapped_column(String(200), default="")
    device: Mapped[str] = mapped_column(String(100), default="")
    language: Mapped[str] = mapped_column(String(8), default="zh")
    state: Mapped[str] = mapped_column(String(16), default="pending")
    needs_agreement: Mapped[bool] = mapped_column(Boolean, default=False)
    agreed_device: Mapped[str] = mapped_column(String(100), default="")
    agreed_at: Mapped[Optional[datetime]] = mapped_column(DateTime)
    reason: Mapped[Optional[Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    decided_at: Mapped[Optional[datetime]] = mapped_column(DateTime)
    decided_by: Mapped[str] = mapped_column(String(64), default="")


class AuditEntry(Base):
    """Append-only: who changed what, when, old → new."""

    __tablename__ = "audit_log"
    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    user: Mapped[str] = mapped_column(String(64), default="")
    action: Mapped[str] = mapped_column(String(64))
    entity: Mapped[str] = mapped_column(String(64))
    entity_id: Mapped[Optional[int]] = mapped_column(Integer)
    old: Mapped[Optional[dict[str, Any]]] = mapped_column(JSON)
    new: Mapped[Optional[dict[str, Any]]] = mapped_column(JSON)


class SanguoshaConsole(Base):
    """A Sanguosha table's console (docs/rules.md §5): the draft, the action order and the fouls
    as the pure objects' JSON, written at every step so a crash resumes at the same step.

    ``revision`` counts the steps written, so a second station's stale write is refused.
    The row goes with its table (ON DELETE CASCADE: a re-paired round takes it along).
    """

    __tablename__ = "sanguosha_console"
    __table_args__ = (UniqueConstraint("table_id", "game_no"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id", ondelete="CASCADE"))
    game_no: Mapped[int] = mapped_column(Integer, default=1)
    kind: Mapped[str] = mapped_column(String(8))  # 3v3 | 1v1
    state: Mapped[dict[str, Any]] = mapped_column()
    revision: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
