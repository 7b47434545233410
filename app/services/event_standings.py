"""An event's standings from its stage's history: plain Python, no SQLAlchemy.

The session's use cases (app/services/standings.py) and the command line's
plain-SQL read (app/services/standings_read.py) read the history, the playoffs
and the live round each their own way and rank here, so both give the same table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from app.services.stage_rows import StageHistory, planned_rounds
from app.standings import Competitor, StandingRow, close_up, group_tables
from app.standings.event_table import event_table
from app.standings.history import HistoryCache
from app.standings.playoff import PlayedPlayoff, settled_playoffs
from app.standings.status import EventStatus, event_status

# The playoffs as read: each tied group's, with its matches as entered so far.
Playoffs = list[PlayedPlayoff]


@dataclass(frozen=True)
class EventStandings:
    event: str
    stage_kind: str  # "final", "preliminary", or "" before round 1
    after_round: int  # the last round whose every result is in
    rounds_paired: int
    tiebreaks: tuple[str, ...]
    rows: tuple[StandingRow, ...]  # the final's table (empty during the preliminaries)
    groups: tuple[tuple[StandingRow, ...], ...]  # preliminary group tables
    status: EventStatus = EventStatus(0, 0, 0, False)
    playoff_open_tables: int = 0  # playoff matches paired and not yet entered
    playoff_places: int = 0  # equal points at these places are played off (0: the event has no 加赛)
    preliminary_groups: int = 0  # the event's setting, read with the ranking (a page names the stage only with groups)

    @property
    def provisional(self) -> bool:
        return self.status.provisional

    def as_json(self) -> dict:
        return {"event": self.event, "after_round": self.after_round,
                "planned_rounds": self.status.planned_rounds, "provisional": self.provisional,
                "status": self.status.title(), "reason": self.status.reason(),
                "rows": [row_json(r, self.tiebreaks) for r in self.rows]}


def row_json(row: StandingRow, tiebreaks) -> dict:
    """One standings row as the CLI prints it: ``place`` (shared places repeat it; none for the
    disqualified), ``shared``, ``playoff``, ``disqualified``."""
    place = None if row.disqualified else row.rank
    return {"place": place, "rank": place, "shared": row.shared, "playoff": row.playoff,
            "id": row.id, "name": row.name, "school": row.school, "points": row.points,
            "tiebreaks": {name: row.tiebreaks.get(name) for name in tiebreaks},
            "disqualified": row.disqualified}


def standings_json(standings: EventStandings) -> dict:
    """`standings --json`: the table, and the group tables while the event is in its preliminaries."""
    data = standings.as_json()
    if standings.stage_kind == "preliminary":
        data["groups"] = [[row_json(r, standings.tiebreaks) for r in group] for group in standings.groups]
    return data


def _last_round_done(stage, history: StageHistory, settings) -> bool:
    """Every planned round of the final is in: only now may a tie be played off."""
    return (stage.kind == "final" and not history.incomplete_tables
            and history.complete_rounds >= planned_rounds(stage, history, settings))


def final_rows(stage, history: StageHistory, settings, playoffs: Playoffs,
               history_cache: Callable[[bool], HistoryCache | None]) -> list[StandingRow]:
    """The final's table as the standings page shows it (``app.standings.event_table``), playoffs applied."""
    return event_table(history.competitors, history.records, settings, active=history.active,
                       disqualified=history.disqualified,
                       playoffs=settled_playoffs(playoffs, history.disqualified)[0],
                       playoff_due=_last_round_done(stage, history, settings), history_cache=history_cache)


def standings_status(stage, history: StageHistory | None, settings, rows, open_playoff: int,
                     tables_in_round: Callable[[int], int]) -> EventStatus:
    """Final or provisional (docs/rules.md §6.5); ``tables_in_round(n)``: how many tables round n has."""
    if history is None:
        return event_status(int(settings["rounds"]), 0, 0, False)
    open_tables = sum(len(t) for t in history.incomplete_tables.values())
    pending = bool(open_playoff) or any(r.playoff for r in rows)
    return event_status(planned_rounds(stage, history, settings), history.complete_rounds, open_tables,
                        pending, preliminary=stage.kind == "preliminary",
                        live=_live_round(history, tables_in_round))


def _live_round(history: StageHistory, tables_in_round: Callable[[int], int]) -> tuple[int, int, int]:
    """(round, tables entered, tables) of the latest round with a table still open; zeros when none."""
    if not history.incomplete_tables:
        return 0, 0, 0
    number = max(history.incomplete_tables)
    tables = tables_in_round(number)
    return number, tables - len(history.incomplete_tables[number]), tables


def playoff_places(settings) -> int:
    """The award places whose ties a playoff decides (go's 积分相同者加赛), 0 when the event has none."""
    played_off = bool(settings["playoff_on_tie"]) or "playoff" in settings["tiebreaks"]
    return int(settings["individual_awards"]) if played_off else 0


def standings_from(code: str, settings, stage, history: StageHistory | None, playoffs: Callable[[], Playoffs],
                   tables_in_round: Callable[[int], int],
                   history_cache: Callable[[bool], HistoryCache | None]) -> EventStandings:
    """The event's standings: its final's table, or its preliminary group tables, with its status.
    ``playoffs()`` reads the playoffs; ``history_cache(without_disqualified)``: the kept ranking, if any."""
    tiebreaks, groups = tuple(settings["tiebreaks"]), int(settings["preliminary_groups"] or 0)
    if history is None:
        return EventStandings(code, "", 0, 0, tiebreaks, (), (), standings_status(stage, None, settings, (), 0, None),
                              preliminary_groups=groups)
    read = playoffs()
    open_playoff = settled_playoffs(read, history.disqualified)[1]
    if stage.kind == "preliminary":
        by_group: dict[int, list[Competitor]] = {}
        for competitor in history.competitors:
            by_group.setdefault(history.groups[competitor.id], []).append(competitor)
        tables = [close_up(table, history.disqualified)
                  for table in group_tables([by_group[k] for k in sorted(by_group)], history.records)]
        status = standings_status(stage, history, settings, (), open_playoff, tables_in_round)
        return EventStandings(code, "preliminary", history.complete_rounds, history.rounds_paired,
                              tiebreaks, (), tuple(tuple(t) for t in tables), status, preliminary_groups=groups)
    rows = tuple(final_rows(stage, history, settings, read, history_cache))
    status = standings_status(stage, history, settings, rows, open_playoff, tables_in_round)
    return EventStandings(code, "final", history.complete_rounds, history.rounds_paired, tiebreaks,
                          rows, (), status, open_playoff, playoff_places(settings), groups)
