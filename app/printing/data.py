"""Plain input records of the printed documents: the contract with the service layer.

Only strings and numbers, so the services fill them from the database and the
tests build them by hand; nothing here knows about SQLAlchemy or Qt.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from app.rules.events import FILLER_NAME, PRESETS
from app.stages.round_id import PLAYOFF_WORD

# Roles printed openly on the pairing list of an identity table; every other
# role goes on a sealed slip only (docs/rules.md §2.7).


@dataclass(frozen=True)
class TournamentInfo:
    """What every page header and certificate says about the tournament."""

    name: str
    organiser: str = ""
    venue: str = ""
    dates: str = ""
    printed: str = ""  # when the document was printed ("2026-11-28 14:05"), in every list header
    last_day: str = ""  # the tournament's last day (2026年12月6日): a certificate's issue date by default
    live_url: str = ""  # the live page's address while the station serves it: a QR code on the pairing list


@dataclass(frozen=True)
class PlayerCell:
    """One seat at a table: a player (or a team in a team match).

    ``role`` is an identity card (主公, 忠臣, 反贼, 内奸); only ``PUBLIC_ROLES``
    are printed on the pairing list and the scoresheet. ``points`` is the score
    before the round, printed when given; ``result`` a card table seat's round.
    """

    name: str
    school: str = ""
    number: str = ""
    points: str = ""
    role: str = ""
    members: tuple[str, ...] = ()  # a team's players (Sanguosha 3v3): each finds the seat by name
    result: str = ""  # at a table of three or eight, the seat's result of the round once entered ("+6", "胜+3")

    @property
    def is_filler(self) -> bool:
        """A 补位 seat at a Dou Dizhu table: the referee seats someone who scores nothing."""
        return not self.number and self.name == FILLER_NAME


@dataclass(frozen=True)
class MatchDraft:
    """A Sanguosha 3v3 table's draft as its console recorded it, written onto the match sheet.

    Teams are 0 (the table's ``first``) and 1 (``second``); None while not chosen yet.
    """

    warm_team: int | None
    first_picker: int | None
    first_mover: int | None
    steps: tuple[tuple[str, ...], ...]  # each pick step's generals, in pick order
    seats: tuple[str, ...]  # the six seats' generals round the table; empty before the reveal


@dataclass(frozen=True)
class TableRow:
    """One table: ``first`` has the first move (seat 1), ``second`` is None for a bye."""

    table: int
    first: PlayerCell
    second: PlayerCell | None = None
    extra: Sequence[PlayerCell] = ()
    result: str = ""  # the entered result ("1-0"), printed on the pairing list once there is one
    drafts: tuple[MatchDraft | None, ...] = ()  # Sanguosha 3v3: each game's console record (game 1 first)
    group: str = ""  # a 预赛 table's group ("1组"), printed beside its number
    decides: str = ""  # the places a playoff table decides ("第3–9名"), printed beside its number

    def draft_of(self, game: int) -> MatchDraft | None:
        """Game ``game``'s recorded draft (1-based), None where its console has not run."""
        return self.drafts[game - 1] if 1 <= game <= len(self.drafts) else None

    @property
    def seats(self) -> list[PlayerCell]:
        """The seated players in seat order (seat 1 first)."""
        return [self.first] + ([self.second] if self.second else []) + list(self.extra)


@dataclass(frozen=True)
class PairingSheet:
    """One round of one event: what the pairing list and the scoresheet print.

    ``event_code`` (a key of ``app.rules.events.PRESETS``) picks the scoresheet
    layout; the labels name the two sides of a two-player table.
    """

    event_name: str
    round_no: int
    tables: Sequence[TableRow]
    event_code: str = ""
    first_label: str = "先手"
    second_label: str = "后手"
    stage: str = ""  # 预赛 / 决赛 when the event has preliminary groups; 加赛 for a playoff round
    draws: bool | None = None  # whether a game can be drawn; None: as the event's preset says
    fouls_to_lose: int | None = None  # fouls that lose a game (0: counted only); None: as the preset says
    games_per_round: int | None = None  # games a round (gomoku, a Sanguosha match); None: as the preset says

    @property
    def playoff(self) -> bool:
        """A playoff (加赛) round: its tables are matches of two, whatever the event's table."""
        return self.stage == PLAYOFF_WORD

    @property
    def games_a_round(self) -> int:
        """The games each table plays this round (a scoresheet row or block each), from the sheet or the preset."""
        if self.games_per_round is not None:
            return self.games_per_round
        preset = PRESETS.get(self.event_code)
        return int(preset.settings["games_per_round"]) if preset else 1

    @property
    def games(self) -> list[TableRow]:
        """The tables where a game is played: a bye (no ``second``) is no table."""
        return [table for table in self.tables if table.second is not None]

    @property
    def byes(self) -> list[PlayerCell]:
        """The players with a bye this round, listed once under the tables (never as a table)."""
        return [table.first for table in self.tables if table.second is None]


@dataclass(frozen=True)
class Column:
    """One column of a standings sheet: its header and the row key it shows."""

    header: str
    key: str
    width: float = 0.0  # points: the least width, grown to fit the values; 0: wraps, shares the free width


@dataclass(frozen=True)
class StandingsSheet:
    """A standings table for the results board (成绩公开栏).

    Individual, event-team and overall-team sheets differ only in columns and
    rows; a shared place is simply the same place text on several rows.
    """

    title: str
    columns: Sequence[Column]
    rows: Sequence[Mapping[str, object]]
    event_name: str = ""
    note: str = ""
    legend: str = ""  # the ranking order in words, printed above the chief referee's sign-off


@dataclass(frozen=True)
class CrossRow:
    """One player's line of a crosstable: one cell per column header, then the tie-break values."""

    number: str
    name: str
    school: str
    cells: Sequence[str]
    total: str = ""
    place: str = ""
    tiebreaks: Sequence[str] = ()  # one value per ``Crosstable.tiebreak_headers``, as printed


@dataclass(frozen=True)
class Crosstable:
    """Players × rounds (Swiss) or players × players (round robin, ``round_robin=True``)."""

    event_name: str
    headers: Sequence[str]
    rows: Sequence[CrossRow]
    round_robin: bool = False
    title: str = "交叉表"
    legend: str = ""  # the ranking order in words, printed above the chief referee's sign-off
    tiebreak_headers: Sequence[str] = ()  # the event's tie-break columns after the total
    note: str = ""  # what a mark in the cells means, printed under the table
    entrant: str = "姓名"  # the entrant column's header: 队伍 in a team event


# Kinds of award (docs/rules.md §7.1).
INDIVIDUAL = "individual"
EVENT_TEAM = "event_team"
OVERALL_TEAM = "overall_team"
CHAMPION_CUP = "champion_cup"


@dataclass(frozen=True)
class Award:
    """One certificate: who, for what, which place, with which extra line.

    ``recipient`` is the player's name (individual, cup) or the school (teams);
    ``school`` is the player's school for individual awards.  ``shared``
    prints the place as 并列第N名; ``draft`` marks a certificate printed for
    a provisional event (the referee forced it): each page says 未定稿.
    """

    kind: str
    recipient: str
    place: int
    event: str = ""
    school: str = ""
    with_prize: bool = False
    with_trophy: bool = False
    shared: bool = False
    draft: bool = False
    members: tuple[str, ...] = ()  # a team's players (Sanguosha 3v3), named on its certificate
    amount: str = ""  # the prize money of a prize place as the event's settings say it; "" when not set


@dataclass(frozen=True)
class Ranked:
    """A ranked entrant handed to ``awards``: a place may be shared."""

    name: str
    place: int
    school: str = ""
    shared: bool = False
    members: tuple[str, ...] = ()  # a team's players, in a team event



@dataclass(frozen=True)
class CheckinRow:
    """One entrant to check in: the team is set in a team event (each member checks in)."""

    name: str
    school: str
    team: str = ""


@dataclass(frozen=True)
class CheckinSheet:
    """The check-in sheet (检录表) of one event and round: names, schools, a box for the student card."""

    event_name: str
    round_no: int  # 0: every event's players, no one round
    rows: Sequence[CheckinRow]
    team_event: bool = False
    team_header: str = "队伍"  # what a row's ``team`` is: the whole tournament's sheet lists the events there
    stage: str = ""  # 预赛 / 决赛 when the event has preliminary groups (as PairingSheet's)


@dataclass(frozen=True)
class EventReport:
    """One event in the chief referee's report (裁判长报告): each list holds printed lines."""

    event_name: str
    entrants: int
    rounds: str
    status: str
    withdrawals: Sequence[str] = ()
    forfeits: Sequence[str] = ()
    disqualifications: Sequence[str] = ()
    playoffs: Sequence[str] = ()


@dataclass(frozen=True)
class TableCard:
    """A table's entry code as its card prints it (app/printing/table_cards.py)."""
    number: int
    players: tuple[str, ...]  # who sits there, seat order ("王伟（一中）")
    pin: str
    url: str  # the table's page, with its PIN


@dataclass(frozen=True)
class TableCardSheet:
    title: str  # "象棋 第3轮"
    cards: tuple[TableCard, ...]
