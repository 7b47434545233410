"""Who gets a certificate, from the rankings and the event presets (docs/rules.md §7.1).

Individuals 1–6 (1–3 with prize money), event teams 1–6, overall teams 1–6
(with a trophy), and the 棋王杯 for the winner of each event whose preset says
``champion_cup``. Shared places all get the award.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from app.printing.data import CHAMPION_CUP, EVENT_TEAM, INDIVIDUAL, OVERALL_TEAM, Award, Ranked
from app.rules.events import settings_for

OVERALL_AWARDS = 6


def event_awards(code: str, event_name: str, individuals: Sequence[Ranked], teams: Sequence[Ranked],
                 overrides: Mapping[str, Any] | None = None) -> list[Award]:
    """The certificates of one event, in order: individuals by place, teams by place, then the cup."""
    settings = settings_for(code, overrides)
    awards = [
        Award(INDIVIDUAL, entry.name, entry.place, event_name, entry.school,
              with_prize=entry.place <= int(settings["prize_places"]), shared=entry.shared)
        for entry in sorted(individuals, key=lambda e: e.place)
        if entry.place <= int(settings["individual_awards"])
    ]
    awards += [
        Award(EVENT_TEAM, entry.name, entry.place, event_name, shared=entry.shared)
        for entry in sorted(teams, key=lambda e: e.place)
        if entry.place <= int(settings["team_awards"])
    ]
    if settings["champion_cup"]:
        awards += [Award(CHAMPION_CUP, entry.name, 1, event_name, entry.school)
                   for entry in individuals if entry.place == 1]
    return awards


def overall_awards(teams: Sequence[Ranked], places: int = OVERALL_AWARDS) -> list[Award]:
    """Overall team (总团体) certificates 1..``places``, each with the trophy line."""
    return [Award(OVERALL_TEAM, entry.name, entry.place, with_trophy=True, shared=entry.shared)
            for entry in sorted(teams, key=lambda e: e.place) if entry.place <= places]
