"""An event's final-stage table as the referee sees it: the event's settings applied in one place.

The standings page, ``standings --json`` and the pairing of the next round all rank
with this function, so the seating follows the table on the screen (docs/rules.md §2.3).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Collection, Mapping, Sequence

from app.rules.events import scored_games
from app.standings.disqualified import close_up
from app.standings.history import HistoryCache
from app.standings.individual import individual_standings
from app.standings.playoff import PlayoffResult
from app.standings.records import Competitor, GameRecord, StandingRow


def event_table(competitors: Sequence[Competitor], records: Sequence[GameRecord], settings: Mapping[str, Any], *,
                active: Collection[int], disqualified: Collection[int] = (),
                playoffs: Sequence[PlayoffResult] = (), playoff_due: bool = False,
                history_cache: Callable[[bool], HistoryCache | None] = lambda _without: None) -> list[StandingRow]:
    """The ranked rows, playoffs applied; the disqualified hold no place (docs/rules.md §4.7).

    ``active``: the competitors still playing (the others withdrew, after their last game);
    ``history_cache(without_disqualified)``: the caller's kept cache for that list of competitors.
    """
    def ranked(field, without_disqualified=False):
        return individual_standings(
            field, records, tiebreaks=list(settings["tiebreaks"]),
            unplayed_rule=settings["unplayed_rule"], playoff_on_tie=bool(settings["playoff_on_tie"]),
            playoff_places=int(settings["individual_awards"]), lots_seed=int(settings["lots_seed"]) or None,
            playoffs=playoffs, playoff_due=playoff_due,
            unplayed_draw_points=_unplayed_draw_points(settings),
            history_cache=history_cache(without_disqualified), unplaced=disqualified)

    field = with_withdrawals(competitors, records, active)
    out = set(disqualified)
    if not out.intersection(c.id for c in field):
        return ranked(field)
    every = ranked(field)
    if settings["dq_past_games"] == "ignore":  # a disqualified opponent adds nothing to tie-breaks
        return close_up(ranked([c for c in field if c.id not in out], without_disqualified=True), out, every)
    return close_up(every, out)


def with_withdrawals(competitors, records, active) -> list[Competitor]:
    """Withdrawn competitors carry the last round they played (FIDE C.07 16 needs it)."""
    field = []
    for competitor in competitors:
        if competitor.id not in active:
            played = [r.round for r in records if competitor.id in r.participants]
            competitor = replace(competitor, withdrawn_after=max(played, default=0))
        field.append(competitor)
    return field


def _unplayed_draw_points(settings) -> float:
    return (float(settings["win_points"]) + float(settings["loss_points"])) * scored_games(settings) / 2
