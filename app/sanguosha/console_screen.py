"""What the console's screen shows, as plain values (docs/rules.md §5): the controller
(app/sanguosha/console_controller.py) describes, the window only words and paints.

Words are keys the window translates: sides and roles ("warm", "commander"), step names
(``TableConsole.step``), prompt and key-hint codes with their arguments.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.sanguosha.console_flow import Choice
from app.stages.round_id import RoundId


@dataclass(frozen=True)
class Card:
    """One dealt general on the grid: its number as shown, name (None: a 1v1 card face down), kingdom
    and HP where known, who took it, and whether the keyboard cursor is on it."""

    number: int
    name: str | None
    kingdom: str | None
    max_hp: int | None
    owner: str | None
    cursor: bool


@dataclass(frozen=True)
class Grid:
    """The face-up generals: the minute of viewing (``viewing_holder``: the team choosing the camp next)
    or a pick step (``side`` picks ``left`` more); ``picks`` per side as shown (None: face down)."""

    cards: tuple[Card, ...]
    columns: int
    typed: str = ""
    viewing_holder: int | None = None
    side: str | None = None
    left: int = 0
    picks: tuple[tuple[str, tuple[str | None, ...]], ...] = ()


@dataclass(frozen=True)
class Secret:
    """The secret lineups: "blank" (``away`` looks away, ``side`` steps up), "entry" (``side`` sets its
    three of ``picks`` into ``seats``; ``chosen`` so far) or "reveal"; ``done``: the sides set."""

    mode: str
    side: str | None = None
    away: str | None = None
    done: tuple[str, ...] = ()
    picks: tuple[tuple[str, str | None, int | None], ...] = ()  # (name, kingdom, max HP)
    chosen: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoleLine:
    """One role of the 3v3 board: its number for the keys, general, HP, status (alive / sideways /
    dead) and, for the acting role, its timer (name, seconds left, run out)."""

    number: int
    role: str
    general: str
    max_hp: int | None
    status: str
    timer: tuple[str, float, bool] | None = None


@dataclass(frozen=True)
class Board:
    """The 3v3 action order: a prompt (code, arguments), the roles by camp, the fouls by camp."""

    prompt: str
    args: dict[str, Any]
    roles: dict[str, tuple[RoleLine, ...]]
    fouls: dict[str, int]
    foul_limit: int
    options: tuple[Choice, ...] = ()


@dataclass(frozen=True)
class DuelLine:
    """One 1v1 side in play: its key, the general in play, the dead, how many are left."""

    number: int
    side: str
    in_play: str | None
    fallen: tuple[str, ...]
    left: int
    open: bool


@dataclass(frozen=True)
class Duel:
    lines: tuple[DuelLine, ...]
    winner: str | None


@dataclass(frozen=True)
class Options:
    """A numbered choice: a prompt code with its arguments, the options, and (confirm) the picks."""

    prompt: str
    args: dict[str, Any]
    options: tuple[Choice, ...]
    picks: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class Question:
    """A game's question before it opens: "bidian" (who won the 比点) or "paper" (who held the camp
    choice, 1v1 was lord, in game ``target - 1`` played on paper)."""

    mode: str
    target: int
    paper_before: bool


@dataclass(frozen=True)
class Notice:
    """The line under the page: ``code`` says what happened ("refused" with ``args["error"]``,
    "undone", "timeout", "not_started", "switched", "elsewhere", "unwritable"), ``error`` its colour."""

    code: str
    error: bool = False
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Screen:
    """Everything the console window paints.

    Header: the round, table, kind, the two sides' names, the game of the match, the step's name,
    who moves (``mover`` a side, or ``mover_team`` a team before the camps), whether the game is
    decided and the next game's key. The clock: ``countdown`` seconds (None: none shown; ``dash``:
    a draft step that waits for the referee), ``urgent``, the console clock's state and the step whose
    default is said. ``page`` is one of choice, grid, secret, board, duel, question, with its payload;
    ``keys`` the key-hint codes.
    """

    kind: str
    round_id: RoundId
    table_number: int
    sides: tuple[str, ...]
    game_no: int
    games: int
    step: str
    mover: str | None
    mover_team: int | None
    decided: bool
    countdown: float | None
    dash: bool
    urgent: bool
    clock: str
    default: str | None
    page: str
    body: Any
    keys: tuple[str, ...]
    game_keys: tuple[tuple[str, int], ...] = ()
    notice: Notice | None = None
