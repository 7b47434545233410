"""Who gets a certificate, from the rankings and the event presets (docs/rules.md §7.1).

Individuals 1–6 (1–3 with prize money), event teams 1–6, overall teams 1–6
(with a trophy), and the 棋王杯 for the winner of each event whose preset says
``champion_cup``. Shared places all get the award, except the cup: one cup per
event, printed only for a sole first place (docs/rules.md §7.1: 各项目的第一名颁发棋王杯).
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
        Award(EVENT_TEAM, entry.name, entry.place, event_name, shared=entry.shared, members=entry.members)
        for entry in sorted(teams, key=lambda e: e.place)
        if entry.place <= int(settings["team_awards"])
    ]
    winner = sole_winner(individuals)
    if settings["champion_cup"] and winner is not None:
        awards.append(Award(CHAMPION_CUP, winner.name, 1, event_name, winner.school))
    return awards


def sole_winner(individuals: Sequence[Ranked]) -> Ranked | None:
    """The one first-placed entrant, or None when first place is shared or nobody holds it."""
    first = [entry for entry in individuals if entry.place == 1]
    return first[0] if len(first) == 1 and not first[0].shared else None


def withheld_cup(code: str, individuals: Sequence[Ranked], overrides: Mapping[str, Any] | None = None) -> list[str]:
    """The co-winners whose shared first place keeps the event's 棋王杯 from printing (empty: none withheld)."""
    if not settings_for(code, overrides)["champion_cup"] or sole_winner(individuals) is not None:
        return []
    return [entry.name for entry in individuals if entry.place == 1]


def overall_awards(teams: Sequence[Ranked], places: int = OVERALL_AWARDS) -> list[Award]:
    """Overall team (总团体) certificates 1..``places``, each with the trophy line."""
    return [Award(OVERALL_TEAM, entry.name, entry.place, with_trophy=True, shared=entry.shared)
            for entry in sorted(teams, key=lambda e: e.place) if entry.place <= places]


def ceremony_order(awards: Sequence[Award]) -> list[Award]:
    """The awards as they are handed out: each event's individuals, then its teams, from the
    last place up to first (6th → 1st), the cup after its event's first place; overall last."""
    groups: dict[tuple[str, str], list[Award]] = {}
    for award in awards:
        kind = INDIVIDUAL if award.kind == CHAMPION_CUP else award.kind
        groups.setdefault((award.event, kind), []).append(award)
    ordered: list[Award] = []
    for group in groups.values():
        ordered += sorted(group, key=lambda a: (-a.place, a.kind == CHAMPION_CUP))
    return ordered
