"""Team events whose rows name no team: refuse them with the way out, or form the teams by school.

A school's list often enters its Sanguosha 3v3 players without a 队伍 column.
Asked to (the preview's 按学校组队, the CLI's ``--teams-by-school``), the
station deals each school's unnamed players, in file order, into as few teams
of ``team_size`` to ``team_size + team_substitutes`` as hold them (the first
teams the fuller); one team is named after the school, several 一中1队, 一中2队 …
Players left over (5 for teams of 3–4) are refused and told to name their team
(docs/rules.md §1.6).
"""
from __future__ import annotations

import math
from collections import defaultdict
from typing import Any, Mapping

from app.messages import Message, Words
from app.roster import columns as col
from app.rules.events import PRESETS, settings_for


def team_sizes(code: str, settings: Mapping[str, Mapping[str, Any]]) -> tuple[int, int]:
    """The fewest and the most players a team of the event may enter."""
    chosen = settings_for(code, settings.get(code))
    return int(chosen["team_size"]), int(chosen["team_size"]) + int(chosen["team_substitutes"])


def deal(members: int, smallest: int, largest: int) -> list[int]:
    """The sizes of the teams ``members`` players form: as few teams as hold them, sizes as even as they go;
    players the sizes do not hold are the difference (none when they divide)."""
    teams = math.ceil(members / largest)
    if teams * smallest > members:  # they do not divide: full teams, the rest left over
        return [largest] * (teams - 1)
    return [members // teams + (index < members % teams) for index in range(teams)]


def unnamed_teams(entries, problems, settings: Mapping[str, Mapping[str, Any]], by_school: bool) -> list[Message]:
    """Give the team-event rows that name no team a team by school (``by_school``), else refuse them saying
    how to fix it; the notices of the teams formed."""
    notices = []
    for code, preset in PRESETS.items():
        if not preset.team_event:
            continue
        event = preset.words
        unnamed = [entry for entry in entries if code in entry.events and not entry.team]
        if not by_school:
            for entry in unnamed:
                problems.add(entry.row, col.TEAM, "", Message("roster.team_needed_row", event=event))
            continue
        formed = _form(unnamed, problems, event, *team_sizes(code, settings))
        if formed:
            notices.append(Message("roster.teams_by_school", event=event, count=len(formed),
                                   teams=[Message("roster.team_with_size", team=name, size=size)
                                          for name, size in formed]))
    return notices


def _form(unnamed, problems, event: Words, smallest: int, largest: int) -> list[tuple[str, int]]:
    """Deal each school's unnamed players (one per student, file order) into teams; (name, size) of each."""
    by_school: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    for entry in unnamed:
        if entry.school:  # a row without a school is refused for that, and joins no team
            by_school[col.person_key(entry.school)][_member(entry)].append(entry)
    formed = []
    for players in by_school.values():
        members = list(players.values())
        school = members[0][0].school
        sizes = deal(len(members), smallest, largest)
        start = 0
        for number, size in enumerate(sizes, start=1):
            name = school if len(sizes) == 1 else f"{school}{number}队"
            problem = col.field_problem(col.TEAM, name)
            for rows in members[start:start + size]:
                for entry in rows:
                    entry.team = name
                    if problem:
                        problems.add(entry.row, col.TEAM, name, Message("roster.formed_team_name", problem=problem))
            if not problem:
                formed.append((name, size))
            start += size
        left = [entry for rows in members[start:] for entry in rows]
        size_text = str(smallest) if smallest == largest else f"{smallest}–{largest}"
        for entry in left:
            problems.add(entry.row, col.TEAM, "", Message(
                "roster.school_team_left_over", school=school, event=event, members=len(members), size=size_text,
                teams=len(sizes), rows=[str(e.row) for e in left]))
    return formed


def refuse_short_teams(entries, problems, settings: Mapping[str, Mapping[str, Any]]) -> None:
    """A team some of whose rows are refused would enter short: refuse its other rows too, naming those."""
    for code, preset in PRESETS.items():
        if not preset.team_event:
            continue
        smallest, _largest = team_sizes(code, settings)
        teams: dict[tuple[str, str], list] = defaultdict(list)
        for entry in entries:
            if code in entry.events and entry.team:
                teams[(col.person_key(entry.school), col.person_key(entry.team))].append(entry)
        for rows in teams.values():
            refused = [entry for entry in rows if entry.row in problems.bad_rows]
            if not refused:
                continue
            kept = {_member(entry) for entry in rows} - {_member(entry) for entry in refused}
            if len(kept) >= smallest:
                continue
            for entry in rows:
                if entry.row not in problems.bad_rows:
                    problems.add(entry.row, col.TEAM, entry.team, Message(
                        "roster.team_short_refused", team=entry.team, school=entry.school, kept=len(kept),
                        size=smallest, rows=[str(e.row) for e in refused]))


def _member(entry) -> str:
    """Who a row enters: its student, or the row itself when it has no student ID."""
    return entry.id_key or f"#{entry.row}"
