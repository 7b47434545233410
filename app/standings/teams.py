"""Event team standings (单项团体, docs/rules.md §6.2): each event's rule, ties explained in Chinese.

Every rule first adds the points of all the school's final-stage players; the
rules differ in how equal totals are separated:
  "sum"      best individual score, second best, …, then fewer fouls;
  "go_ranks" best individual rank, next best, …;
  "checkers" more players in the final, then the smaller sum of their ranks.
A school with fewer players than another has no score (no rank) at the
positions it lacks, which compares below any score (behind any rank).
Still equal: a shared place.
In a team event (Sanguosha 3v3) the entrants are the teams themselves: the
team table is the event's own ranking, place for place (``team_event_table``),
so the team sheet, the standings and the certificates cannot disagree.
"""
from __future__ import annotations

import math
from typing import Iterable, Mapping, Sequence

from app.messages import Refusal
from app.rules.events import TEAM_RULES
from app.standings.ranking import Criterion, number, rank_with_reasons
from app.standings.records import Competitor, GameRecord, StandingRow, TeamRow


def event_team_standings(rows: Sequence[StandingRow], rule: str = "sum",
                         fouls_by_school: Mapping[str, int] | None = None) -> list[TeamRow]:
    """One TeamRow per school that has players in ``rows`` (the final-stage individual table)."""
    if rule not in TEAM_RULES:
        raise Refusal("standings.bad_team_rule", rule=rule)
    fouls = dict(fouls_by_school or {})
    schools: dict[str, list[StandingRow]] = {}
    for row in rows:
        schools.setdefault(row.school, []).append(row)
    details = {school: _detail(members, fouls.get(school, 0)) for school, members in schools.items()}
    widest = max((d["members"] for d in details.values()), default=0)
    placed = rank_with_reasons(list(details), total=lambda s: details[s]["points"], name=str,
                               criteria=_criteria(rule, details, widest, fouls_by_school is not None))
    return [TeamRow(rank=p.rank, shared=p.shared, school=p.item, points=details[p.item]["points"],
                    members=details[p.item]["members"], detail=details[p.item],
                    explanation=p.explanation) for p in placed]


def team_event_table(rows: Sequence[StandingRow], tiebreaks: Sequence[str],
                     labels: Mapping[str, str]) -> list[TeamRow]:
    """A team event's team table: the teams' own standings rows, same places, with how each tie went.

    ``labels`` names the tie-breaks in Chinese for the explanation.
    """
    by_points: dict[float, list[StandingRow]] = {}
    for row in rows:
        by_points.setdefault(round(row.points, 9), []).append(row)
    table = []
    for row in rows:
        detail = {"points": row.points, "members": 1, "team": row.name, "players": [row.id],
                  "scores": [row.points], "ranks": [row.rank], "rank_sum": row.rank, "fouls": 0}
        table.append(TeamRow(rank=row.rank, shared=row.shared, school=row.school, points=row.points,
                             members=1, detail=detail,
                             explanation=_team_reason(row, by_points[round(row.points, 9)], tiebreaks, labels)))
    return table


def _team_reason(row, level: Sequence[StandingRow], tiebreaks, labels) -> str:
    """Why a team sits where it does among the teams level on points (as the school tables say it)."""
    if len(level) == 1:
        return ""
    points = number(row.points)
    if row.shared:
        mates = "、".join(r.name for r in level if r.rank == row.rank and r is not row)
        return f"与{mates}同为{points}分，各项比较均相同，并列第{row.rank}名"
    others = "、".join(r.name for r in level if r is not row)
    neighbours = [r for r in level if r.rank != row.rank]
    deciding = [name for name in tiebreaks
                if any(abs((r.tiebreaks.get(name) or 0.0) - (row.tiebreaks.get(name) or 0.0)) > 1e-9
                       for r in neighbours)]
    if not deciding:
        return f"与{others}同为{points}分，按小分排定"
    name = deciding[0]
    return (f"与{others}同为{points}分，按{labels.get(name, name)}排定"
            f"（本队{number(row.tiebreaks.get(name) or 0.0)}）")


def team_row_label(row: TeamRow) -> str:
    """The name a team table shows: the school, or in a team event the team and its school."""
    team = row.detail.get("team") if isinstance(row.detail, Mapping) else None
    if team and team != row.school:
        return f"{team}（{row.school}）"
    return team or row.school


def shown_team_rows(rows: Sequence[TeamRow], placed: bool) -> list[TeamRow]:
    """The school table as a screen lists it: ranked once a result is in (``EventStatus.placed``); before
    that every school is level at 0 and no place means anything, so the schools stand in name order (and
    the screen shows no place: docs/rules.md §6.2)."""
    if placed:
        return list(rows)
    from app.names import sort_key
    return sorted(rows, key=lambda row: sort_key(team_row_label(row)))


def _detail(members: Sequence[StandingRow], fouls: int) -> dict:
    return {
        "points": sum(r.points for r in members),
        "members": len(members),
        "scores": sorted((r.points for r in members), reverse=True),
        "ranks": sorted(r.rank for r in members),
        "rank_sum": sum(r.rank for r in members),
        "fouls": fouls,
        "players": [r.id for r in members],
    }


def _criteria(rule, details, widest, with_fouls) -> list[Criterion]:
    if rule == "checkers":
        return [
            Criterion("进入决赛人数（多者列前）", lambda s: -details[s]["members"],
                      lambda s: f"{details[s]['members']}人"),
            Criterion("决赛名次之和（小者列前）", lambda s: details[s]["rank_sum"],
                      lambda s: f"名次和{details[s]['rank_sum']}"),
        ]
    if rule == "go_ranks":
        return [Criterion(_ordinal("好个人名次", k), _nth_rank(details, k),
                          _shown_nth(details, "ranks", k, "第{}名")) for k in range(widest)]
    criteria = [Criterion(_ordinal("高个人积分", k), _nth_score(details, k),
                          _shown_nth(details, "scores", k, "{}分")) for k in range(widest)]
    if with_fouls:
        criteria.append(Criterion("犯规次数（少者列前）", lambda s: details[s]["fouls"],
                                  lambda s: f"犯规{details[s]['fouls']}次"))
    return criteria


def _ordinal(what: str, k: int) -> str:
    return ("最" if k == 0 else f"第{k + 1}") + what


def _nth_score(details, k):
    return lambda s: -details[s]["scores"][k] if k < len(details[s]["scores"]) else math.inf


def _nth_rank(details, k):
    return lambda s: details[s]["ranks"][k] if k < len(details[s]["ranks"]) else math.inf


def _shown_nth(details, field, k, pattern):
    def shown(school):
        values = details[school][field]
        return pattern.format(number(values[k])) if k < len(values) else "无"
    return shown


def fouls_by_school(competitors: Sequence[Competitor], records: Iterable[GameRecord]) -> dict[str, int]:
    """Fouls recorded in the games, added up per school (the last team tie-break of "sum")."""
    school_of = {c.id: c.school for c in competitors}
    totals = {school: 0 for school in school_of.values()}
    for record in records:
        for pid, count in record.fouls.items():
            if pid in school_of:
                totals[school_of[pid]] += int(count)
    return totals
