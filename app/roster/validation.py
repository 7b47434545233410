"""Check a roster grid and turn it into an import plan: clean players plus every problem.

Rows of one student ID are one player (a student entered in two events may be
on two rows).  A row with any problem contributes nothing to the plan's rows,
so a partial import never writes half-checked data; re-importing the fixed
file adds only what is new.
"""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from app.messages import Message, Words
from app.roster import columns as col
from app.roster.plan import NEW, UNCHANGED, UPDATE, ExistingPlayer, ImportPlan, Problem, RosterRow
from app.roster.reading import RosterTable
from app.roster.school_teams import refuse_short_teams, team_sizes, unnamed_teams
from app.rules.events import PRESETS, event_code

_EVENT_SEPARATORS = re.compile(r"[、,，;；/／|\n]+")
_EVENT_CHOICES = [preset.words for preset in PRESETS.values()]
_MISSING = {field: Message("roster.missing_" + field) for field in (col.NAME, col.SCHOOL, col.STUDENT_ID, col.EVENT)}

# The two example rows write_template() puts in a template: (name, school, student ID).
TEMPLATE_EXAMPLES = (("张三", "示例中学", "2025001"), ("李四", "示例中学", "2025002"))


@dataclass
class _Entry:
    """One data row, cleaned, before rows of the same student are merged."""

    row: int
    name: str
    school: str
    student_id: str
    events: tuple[str, ...]
    team: str
    gender: str
    grade: str

    @property
    def id_key(self) -> str:
        return self.student_id.casefold()

    @property
    def person(self) -> tuple[str, str]:
        return col.person_key(self.name), col.person_key(self.school)

    def describe(self) -> str:
        return f"{self.name}（{self.school}）"


def parse_events(cell: str) -> tuple[list[str], list[str]]:
    """Event codes named in a cell (in order, no repeats) and the words that name no event."""
    codes: list[str] = []
    unknown: list[str] = []
    for piece in _EVENT_SEPARATORS.split(unicodedata.normalize("NFKC", cell)):
        words = piece.split()
        start = 0
        while start < len(words):
            # Longest run of words first: "三国杀 3v3" is one event, "象棋 围棋" two.
            for end in range(len(words), start, -1):
                code = event_code("".join(words[start:end]))
                if code:
                    break
            if code is None:
                unknown.append(words[start])
                start += 1
                continue
            if code not in codes:
                codes.append(code)
            start = end
    return codes, unknown


class _Problems:
    """Collects problems under the file's own header text and remembers which rows are bad."""

    def __init__(self, headers: tuple[str, ...], positions: Mapping[str, int]):
        self._headers = headers
        self._positions = positions
        self._found: dict[tuple[int, str, str], tuple[int, Problem]] = {}
        self.bad_rows: set[int] = set()

    def add(self, row: int, field: str, value: str, message: Message) -> None:
        position = self._positions.get(field, -1)
        column = self._headers[position] if position >= 0 else col.header(field)
        self._found.setdefault((row, column, message),
                               (position, Problem(row, column, value, message)))
        self.bad_rows.add(row)

    def sorted(self) -> list[Problem]:
        return [problem for _, problem in
                sorted(self._found.values(), key=lambda item: (item[1].row, item[0]))]


def map_columns(headers: Iterable[str]) -> tuple[dict[str, int], list[str]]:
    """Field -> column index, and notices about ignored columns."""
    headers = list(headers)
    positions: dict[str, int] = {}
    unknown: list[str] = []
    notices: list[str] = []
    for index, header in enumerate(headers):
        if not header:
            continue
        field = col.field_for_header(header)
        if field is None:
            unknown.append(header)
        elif field in positions:
            first = headers[positions[field]]
            notices.append(Message("roster.same_column_twice", header=header, first=first))
        else:
            positions[field] = index
    if unknown:
        notices.append(Message("roster.unknown_columns", columns=unknown))
    return positions, notices


def validate(table: RosterTable,
             existing: Mapping[str, tuple] | None = None,
             settings: Mapping[str, Mapping[str, Any]] | None = None,
             teams_by_school: bool = False) -> ImportPlan:
    """Check every row and build the plan.

    ``existing`` maps a student ID already in the tournament to
    ``(name, school)`` or ``(name, school, events)`` (an ExistingPlayer);
    ``settings`` maps an event code to that event's settings or stored
    overrides (only team_size and team_substitutes matter); default: presets.
    ``teams_by_school`` gives team-event rows without a team their school's
    team (``school_teams``) instead of refusing them.
    """
    positions, notices = map_columns(table.headers)
    notices = list(table.notices) + notices
    problems = _Problems(table.headers, positions)
    missing = [field for field in col.REQUIRED_FIELDS if field not in positions]
    for field in missing:
        problems.add(table.header_row, field, "",
                     Message("roster.missing_column", label=col.header(field), english=col.header(field, "en")))
    if missing:
        return ImportPlan([], problems.sorted(), notices)

    entries = [entry for source in table.rows
               if (entry := _read_entry(source, positions, problems, notices)) is not None]
    known = _existing_by_key(existing)
    notices += unnamed_teams(entries, problems, settings or {}, teams_by_school)
    _check_student_ids(entries, problems, known)
    _check_same_names(entries, problems)
    _check_teams(entries, problems, settings or {})
    refuse_short_teams(entries, problems, settings or {})
    return ImportPlan(_merge(entries, problems.bad_rows, known), problems.sorted(), notices, data_rows=len(entries))


def _read_entry(source, positions, problems: _Problems, notices: list[str]) -> _Entry | None:
    def cell(field: str) -> str:
        index = positions.get(field)
        return source.cells[index] if index is not None and index < len(source.cells) else ""

    if not any(cell(field) for field in (*col.REQUIRED_FIELDS, col.TEAM)):
        return None  # a pre-numbered but unused template row
    row = source.row
    entry = _Entry(row, col.clean_person_text(cell(col.NAME)),
                   col.clean_person_text(cell(col.SCHOOL)),
                   col.clean_student_id(cell(col.STUDENT_ID)), (),
                   col.clean_person_text(cell(col.TEAM)),
                   col.clean_gender(col.clean_person_text(cell(col.GENDER))),
                   col.clean_person_text(cell(col.GRADE)))
    for field, value in ((col.NAME, entry.name), (col.SCHOOL, entry.school),
                         (col.STUDENT_ID, entry.student_id), (col.EVENT, cell(col.EVENT))):
        if not value:
            problems.add(row, field, "", _MISSING[field])
    for field, value in ((col.NAME, entry.name), (col.SCHOOL, entry.school),
                         (col.STUDENT_ID, entry.student_id), (col.TEAM, entry.team),
                         (col.GENDER, entry.gender), (col.GRADE, entry.grade),
                         (col.EVENT, cell(col.EVENT))):
        message = col.field_problem(field, value)
        if message:
            problems.add(row, field, _shown(value), message)
    if col.looks_like_scientific(entry.student_id):
        problems.add(row, col.STUDENT_ID, entry.student_id,
                     Message("roster.scientific_id", student_id=entry.student_id))
    if (entry.name, entry.school, entry.student_id) in TEMPLATE_EXAMPLES:
        problems.add(row, col.NAME, entry.name, Message("roster.template_example"))
    codes, unknown = parse_events(cell(col.EVENT))
    for word in unknown:
        problems.add(row, col.EVENT, word, Message("roster.unknown_event", word=word, choices=_EVENT_CHOICES))
    entry.events = tuple(codes)
    team_events = [code for code in codes if PRESETS[code].team_event]
    if entry.team and codes and not team_events:
        notices.append(Message("roster.team_ignored", row=row, team=entry.team,
                               events=[PRESETS[c].words for c in codes]))
        entry.team = ""
    return entry


def _shown(value: str) -> str:
    """A refused value as a problem shows it: escapes visible, at most 60 characters."""
    value = col.escape_unsafe(value)
    return value if len(value) <= 60 else value[:60] + "…"


def _existing_by_key(existing: Mapping[str, tuple] | None) -> dict[str, tuple[str, ExistingPlayer]]:
    """Compare key -> (the student ID as the tournament spells it, the player)."""
    known = {}
    for student_id, value in (existing or {}).items():
        player = ExistingPlayer(*value)
        known[col.clean_student_id(str(student_id)).casefold()] = (
            student_id, player._replace(events=frozenset(player.events)))
    return known


def _by_student(entries: list[_Entry]) -> dict[str, list[_Entry]]:
    groups: dict[str, list[_Entry]] = defaultdict(list)
    for entry in entries:
        if entry.student_id:
            groups[entry.id_key].append(entry)
    return groups


def _rows_text(entries: Iterable[_Entry]) -> list[str]:
    """The entries' row numbers, listed in the message's language."""
    return [str(entry.row) for entry in entries]


def _check_student_ids(entries, problems: _Problems, known: Mapping[str, tuple]):
    """One student ID is one person: same name and school on every row and in the tournament."""
    for group in _by_student(entries).values():
        named = [entry for entry in group if entry.name and entry.school]
        people = {entry.person: entry for entry in named}
        if len(people) > 1:
            who = [Words(entry.describe(), f"{entry.name} ({entry.school})") for entry in people.values()]
            for entry in named:
                problems.add(entry.row, col.STUDENT_ID, entry.student_id,
                             Message("roster.id_different_players", student_id=entry.student_id,
                                     rows=_rows_text(named), who=who))
        teams: dict[str, _Entry] = {}
        for entry in group:
            if entry.team:
                teams.setdefault(col.person_key(entry.team), entry)
        if len(teams) > 1:
            for entry in teams.values():
                problems.add(entry.row, col.TEAM, entry.team,
                             Message("roster.id_different_teams", student_id=entry.student_id,
                                     rows=_rows_text(teams.values()), teams=[e.team for e in teams.values()]))
        _, player = known.get(group[0].id_key, (None, None))
        for entry in named if player else ():
            if entry.person != (col.person_key(player.name), col.person_key(player.school)):
                problems.add(entry.row, col.STUDENT_ID, entry.student_id,
                             Message("roster.id_taken", student_id=entry.student_id, name=player.name,
                                     school=player.school, row_name=entry.name, row_school=entry.school))


def _check_same_names(entries, problems: _Problems):
    """Two student IDs for one name, school and event is most likely one student typed twice."""
    by_person: dict[tuple[str, str], list[_Entry]] = defaultdict(list)
    for entry in entries:
        if entry.name and entry.school and entry.student_id:
            by_person[entry.person].append(entry)
    for group in by_person.values():
        for first in group:
            for other in group:
                shared = [code for code in first.events if code in other.events]
                if other.id_key == first.id_key or not shared:
                    continue
                names = [PRESETS[code].words for code in shared]
                problems.add(first.row, col.NAME, first.name,
                             Message("roster.same_person_twice", school=first.school, name=first.name,
                                     events=names, row=first.row, student_id=first.student_id,
                                     other_row=other.row, other_id=other.student_id))


def _check_teams(entries, problems: _Problems, settings: Mapping[str, Mapping[str, Any]]):
    """Each team of a team event has team_size players plus at most team_substitutes."""
    for code, preset in PRESETS.items():
        if not preset.team_event:
            continue
        smallest, largest = team_sizes(code, settings)
        teams: dict[tuple[str, str], dict[str, list[_Entry]]] = defaultdict(
            lambda: defaultdict(list))
        for entry in entries:
            if code in entry.events and entry.team:
                member = entry.id_key or f"#{entry.row}"
                team = (col.person_key(entry.school), col.person_key(entry.team))
                teams[team][member].append(entry)
        for members in teams.values():
            if smallest <= len(members) <= largest:
                continue
            size = str(smallest) if smallest == largest else f"{smallest}–{largest}"
            rows = [entry for member in members.values() for entry in member]
            for entry in rows:
                problems.add(entry.row, col.TEAM, entry.team,
                             Message("roster.team_size", school=entry.school, team=entry.team,
                                     members=len(members), event=preset.words,
                                     size=size, rows=_rows_text(rows)))


def _merge(entries, bad_rows: set[int], known: Mapping[str, tuple]) -> list[RosterRow]:
    """One RosterRow per student ID from the rows without problems, with its import status."""
    merged = []
    for key, group in _by_student(entries).items():
        good = [entry for entry in group if entry.row not in bad_rows]
        if not good:
            continue
        first = good[0]
        events = tuple(dict.fromkeys(code for entry in good for code in entry.events))
        team = next((entry.team for entry in good if entry.team), None)
        student_id, player = known.get(key, (first.student_id, None))
        new_events = tuple(code for code in events if not player or code not in player.events)
        status = NEW if player is None else UPDATE if new_events else UNCHANGED
        merged.append(RosterRow(
            first.row, first.name, first.school, student_id, events, team,
            next((entry.gender for entry in good if entry.gender), ""),
            next((entry.grade for entry in good if entry.grade), ""),
            status, new_events, tuple(entry.row for entry in good)))
    return merged
