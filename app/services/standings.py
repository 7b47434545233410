"""Standings use cases: an event's individual table, its team table, the overall table, the crosstable.

Only the final stage counts (preliminary points do not carry over, RULES.md §1);
while an event is still in its preliminaries the group tables are shown.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from sqlalchemy import select

from app.models.schema import Event
from app.models.store import TournamentStore
from app.rules.events import PRESETS, TIEBREAK_LABELS, settings_for
from app.services.history import StageHistory, load_stage
from app.services.players import event_for
from app.standings import (Competitor, OverallRow, StandingRow, TeamRow, close_up, crosstable,
                           event_team_standings, fouls_by_school, group_tables,
                           individual_standings, overall_team_standings)
from app.standings.teams import team_event_table


@dataclass(frozen=True)
class EventStandings:
    event: str
    stage_kind: str  # "final", "preliminary", or "" before round 1
    after_round: int  # the last round whose every result is in
    rounds_paired: int
    tiebreaks: tuple[str, ...]
    rows: tuple[StandingRow, ...]  # the final's table (empty during the preliminaries)
    groups: tuple[tuple[StandingRow, ...], ...]  # preliminary group tables

    def as_json(self) -> dict:
        return {"event": self.event, "after_round": self.after_round,
                "rows": [{"rank": None if r.disqualified else r.rank, "shared": r.shared, "id": r.id,
                          "name": r.name, "school": r.school, "points": r.points,
                          "tiebreaks": {name: r.tiebreaks.get(name) for name in self.tiebreaks},
                          "disqualified": r.disqualified}
                         for r in self.rows]}


def _with_withdrawals(history: StageHistory) -> list[Competitor]:
    """Withdrawn competitors carry the last round they played (FIDE C.07 16 needs it)."""
    competitors = []
    for competitor in history.competitors:
        if competitor.id not in history.active:
            played = [r.round for r in history.records if competitor.id in r.participants]
            competitor = replace(competitor, withdrawn_after=max(played, default=0))
        competitors.append(competitor)
    return competitors


def _unplayed_draw_points(settings) -> float:
    return (float(settings["win_points"]) + float(settings["loss_points"])) * int(settings["games_per_round"]) / 2


def _rank(history: StageHistory, settings) -> list[StandingRow]:
    """The ranked rows; the disqualified hold no place (see ``_without_disqualified``)."""
    def ranked(competitors):
        return individual_standings(
            competitors, history.records, tiebreaks=list(settings["tiebreaks"]),
            unplayed_rule=settings["unplayed_rule"], playoff_on_tie=bool(settings["playoff_on_tie"]),
            playoff_places=int(settings["individual_awards"]), lots_seed=int(settings["lots_seed"]) or None,
            unplayed_draw_points=_unplayed_draw_points(settings))
    competitors = _with_withdrawals(history)
    return _without_disqualified(ranked, competitors, history.disqualified, settings)


def _without_disqualified(ranked, competitors, disqualified, settings) -> list[StandingRow]:
    """Places close up over the disqualified; ``dq_past_games`` "ignore" ranks without their scores."""
    out = set(disqualified)
    if not out.intersection(c.id for c in competitors):
        return ranked(competitors)
    every = ranked(competitors)
    if settings["dq_past_games"] == "ignore":  # a disqualified opponent adds nothing to tie-breaks
        return close_up(ranked([c for c in competitors if c.id not in out]), out, every)
    return close_up(every, out)


def _for_team_table(rows: list[StandingRow], settings) -> list[StandingRow]:
    """The rows a school's total reads: the disqualified count only with ``dq_team_points`` "include"."""
    if settings["dq_team_points"] == "include":
        return rows
    return [row for row in rows if not row.disqualified]


def _load(session, event: Event):
    stage = event.stages[-1] if event.stages else None
    return stage, (load_stage(session, event, stage) if stage is not None else None)


def event_standings(store: TournamentStore, code: str) -> EventStandings:
    with store.read() as session:
        event = event_for(session, code)
        return _event_standings(session, event)


def _event_standings(session, event: Event) -> EventStandings:
    settings = settings_for(event.code, event.settings)
    tiebreaks = tuple(settings["tiebreaks"])
    stage, history = _load(session, event)
    if history is None:
        return EventStandings(event.code, "", 0, 0, tiebreaks, (), ())
    if stage.kind == "preliminary":
        groups: dict[int, list[Competitor]] = {}
        for competitor in history.competitors:
            groups.setdefault(history.groups[competitor.id], []).append(competitor)
        tables = [close_up(table, history.disqualified)
                  for table in group_tables([groups[k] for k in sorted(groups)], history.records)]
        return EventStandings(event.code, "preliminary", history.complete_rounds, history.rounds_paired,
                              tiebreaks, (), tuple(tuple(t) for t in tables))
    return EventStandings(event.code, "final", history.complete_rounds, history.rounds_paired, tiebreaks,
                          tuple(_rank(history, settings)), ())


def _team_table(session, event: Event, *, complete_only: bool = False) -> list[TeamRow]:
    """The event's school table; empty before the final, and with ``complete_only`` before its first complete round."""
    settings = settings_for(event.code, event.settings)
    stage, history = _load(session, event)
    if history is None or stage.kind != "final" or (complete_only and history.complete_rounds == 0):
        return []
    rows = _rank(history, settings)
    if PRESETS[event.code].team_event:  # the teams are the entrants: their own places (三国杀3v3)
        return team_event_table([row for row in rows if not row.disqualified], settings["tiebreaks"],
                                TIEBREAK_LABELS)
    rows = _for_team_table(rows, settings)
    return event_team_standings(rows, settings["team_rule"],
                                fouls_by_school(history.competitors, history.records)
                                if settings["team_rule"] == "sum" else None)


def team_standings(store: TournamentStore, code: str) -> list[TeamRow]:
    """The event's school table with the event's team rule (RULES.md §6)."""
    with store.read() as session:
        return _team_table(session, event_for(session, code))


def overall_standings(store: TournamentStore) -> tuple[list[OverallRow], list[str]]:
    """The overall school table (9-7-5-3-2-1 per counted event) and the events it counted.

    Counted: the events whose ``counts_overall`` is on (by default xiangqi, go,
    gomoku and checkers); an event without a complete round gives no points yet.
    """
    with store.read() as session:
        events = [e for e in session.scalars(select(Event)) if e.status == "active"]
        counted = [e.code for e in events if settings_for(e.code, e.settings)["counts_overall"]]
        order = list(PRESETS)
        counted.sort(key=order.index)
        tables = {e.code: _team_table(session, e, complete_only=True) for e in events if e.code in counted}
    return overall_team_standings(tables, counted), counted


def event_crosstable(store: TournamentStore, code: str) -> dict:
    with store.read() as session:
        event = event_for(session, code)
        _stage, history = _load(session, event)
        if history is None:
            return {"rounds": [], "players": []}
        table = crosstable(_with_withdrawals(history), history.records)
    for player in table["players"]:  # the disqualified sat out, not withdrew: their later rounds say DQ
        player["disqualified"] = player["id"] in history.disqualified
        for cell in player["cells"] if player["disqualified"] else ():
            if cell["label"] == "退赛":
                cell["label"] = "DQ"
    return table
