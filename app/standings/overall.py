"""Overall team standings (总团体, docs/rules.md §6.4): place points per counted event, summed.

Team places 1..6 of each counted event earn 9, 7, 5, 3, 2, 1;
the caller passes the counted events (the presets' ``counts_overall``:
xiangqi, go, gomoku and checkers by default).  Interpretations, both settings:
  ``shared_places`` "average": schools sharing a place split the points of
      the places they cover (two schools sharing 2nd get (7+5)/2 = 6 each);
      "higher": each gets the points of the shared place (7 each).
  ``tiebreak`` "places": equal sums are separated by more first places, then
      more second places, … (the usual 竞赛规程 clause); "none": a shared place.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from app.messages import Refusal
from app.standings.ranking import Criterion, rank_with_reasons
from app.standings.records import OverallRow, TeamRow

PLACE_POINTS = (9, 7, 5, 3, 2, 1)


def overall_team_standings(event_team_tables: Mapping[str, Sequence[TeamRow]],
                           counted_events: Sequence[str], *, shared_places: str = "average",
                           tiebreak: str = "places",
                           place_points: Sequence[float] = PLACE_POINTS) -> list[OverallRow]:
    """Rank the schools by the sum of their place points over the counted events."""
    if shared_places not in ("average", "higher"):
        raise Refusal("standings.bad_shared_places", shared_places=shared_places)
    if tiebreak not in ("places", "none"):
        raise Refusal("standings.bad_overall_tiebreak", tiebreak=tiebreak)
    by_event: dict[str, dict[str, float]] = {}
    places: dict[str, list[int]] = {}
    for code in counted_events:
        for row in event_team_tables.get(code, ()):
            by_event.setdefault(row.school, {})
            places.setdefault(row.school, [])
    for code in counted_events:
        table = event_team_tables.get(code, ())
        for row in table:
            if code in by_event[row.school]:
                continue  # a school with two teams in a team event counts its best one
            covered = sum(1 for other in table if other.rank == row.rank)
            by_event[row.school][code] = _place_points(row.rank, covered, shared_places, place_points)
            places[row.school].append(row.rank)
    criteria = []
    if tiebreak == "places":
        criteria = [_place_count(places, place) for place in range(1, len(place_points) + 1)]
    placed = rank_with_reasons(list(by_event), total=lambda s: sum(by_event[s].values()),
                               name=str, criteria=criteria)
    return [OverallRow(rank=p.rank, shared=p.shared, school=p.item,
                       points=sum(by_event[p.item].values()), by_event=by_event[p.item],
                       explanation=p.explanation) for p in placed]


def _place_points(rank: int, covered: int, shared_places: str, place_points) -> float:
    def worth(place: int) -> float:
        return float(place_points[place - 1]) if place <= len(place_points) else 0.0
    if shared_places == "higher":
        return worth(rank)
    return sum(worth(place) for place in range(rank, rank + covered)) / covered


def _place_count(places, place: int) -> Criterion:
    return Criterion(f"单项团体第{place}名次数（多者列前）",
                     lambda s: -places[s].count(place),
                     lambda s: f"{places[s].count(place)}次")
