"""What a roster import would do: clean players, problems by row, notices."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from app.messages import Message, format_message

# RosterRow.status, relative to the players the tournament already holds.
NEW = "new"  # the student ID is not in the tournament: add the player and new_events
UPDATE = "update"  # same player already there: add only new_events
UNCHANGED = "unchanged"  # same player, already entered in every listed event
STATUSES = (NEW, UPDATE, UNCHANGED)


class ExistingPlayer(NamedTuple):
    """A player already in the tournament, as the caller passes it to validate()."""

    name: str
    school: str
    events: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Problem:
    """One error in the file, at a spreadsheet row (header = row 1) and a column as headed."""

    row: int
    column: str
    value: str
    message: Message

    def __str__(self) -> str:
        return self.text("zh")

    def text(self, language: str = "zh") -> str:
        """The problem with its row and column, in Chinese or English."""
        return format_message("roster.problem", {"row": self.row, "column": self.column,
                                                 "message": self.message}, language)


@dataclass(frozen=True)
class RosterRow:
    """One player, merged over every row of the file that carries the same student ID.

    ``row`` is the first of ``source_rows``; ``events`` lists every event the file
    enters the player in (event codes, file order); ``team`` is the team name in
    the file's team events (None if the player is in none).  ``new_events`` is
    the part of ``events`` the tournament does not hold yet, so importing the
    same file twice adds nothing the second time.  Student IDs match
    case-insensitively; a matched player keeps the tournament's spelling.
    """

    row: int
    name: str
    school: str
    student_id: str
    events: tuple[str, ...]
    team: str | None = None
    gender: str = ""
    grade: str = ""
    status: str = NEW
    new_events: tuple[str, ...] = ()
    source_rows: tuple[int, ...] = ()


@dataclass(frozen=True)
class ImportPlan:
    """Players free of problems (one per student ID), every problem found, and notices."""

    rows: list[RosterRow]
    problems: list[Problem]
    notices: list[str] = field(default_factory=list)
    basis: str = ""  # a fingerprint of the tournament's players the plan was checked against
    data_rows: int = 0  # the file's rows of players read (blank rows not counted); a player may have several
    teams_by_school: ImportPlan | None = None  # the same file with unnamed teams formed by school, if any lack one

    @property
    def ok(self) -> bool:
        """True when the file has no problem at all; only then import it whole."""
        return not self.problems

    @property
    def players(self) -> int:
        """The players the plan would import or update (one per student ID, however many rows)."""
        return len(self.rows)

    @property
    def refused_rows(self) -> tuple[int, ...]:
        """The file's rows (spreadsheet numbers) that a partial import leaves out."""
        return tuple(sorted({problem.row for problem in self.problems}))

    @property
    def good_rows(self) -> int:
        """The file's rows that a partial import writes."""
        return sum(len(row.source_rows) for row in self.rows)

    def by_status(self, status: str) -> list[RosterRow]:
        return [row for row in self.rows if row.status == status]

    def summary(self) -> str:
        """One Chinese line for a confirmation dialog or the CLI."""
        counts = {status: len(self.by_status(status)) for status in STATUSES}
        entries = sum(len(row.new_events) for row in self.rows)
        text = (f"共 {self.data_rows} 行，{self.players} 名选手：新增 {counts[NEW]} 人，补报项目 {counts[UPDATE]} 人，"
                f"无变化 {counts[UNCHANGED]} 人；新增参赛 {entries} 项")
        if self.problems:
            text += f"；{len(self.refused_rows)} 行有问题（共 {len(self.problems)} 处），未计入以上人数"
        return text
