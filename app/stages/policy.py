"""Preliminary → final: which stage an event pairs in, how long it lasts, who goes on.

An event with preliminary groups plays a round robin per group first; when
every planned round is complete its qualifiers meet in the final, and points
do not carry over (docs/rules.md §1.3).  Without preliminaries every entrant
plays the final directly, and late entries join it with zero points.  The
service layer reads the file and stores the stages; the decisions are here.
"""
from __future__ import annotations

from enum import Enum
from typing import Collection, Iterable, Mapping, Sequence

from app.pairing import berger_rounds
from app.rules.events import BY_STANDING, ROUND_ROBIN, SWISS
from app.standings import Competitor, GameRecord, close_up, group_tables, qualified

PRELIMINARY, FINAL = "preliminary", "final"


class StageStep(Enum):
    """What pairing the next round needs first."""
    START_PRELIMINARY = "start_preliminary"  # no stage yet, preliminary groups are set
    START_FINAL = "start_final"  # no stage yet and no groups, or the preliminaries are over
    STAY = "stay"  # pair in the current stage


def planned_rounds(pairing: str, groups: Mapping[int, int], rounds_setting: int) -> int:
    """Rounds a stage has: a round robin's for its largest group, else the event's ``rounds`` setting.

    ``groups``: competitor id → group number (one group, 0, in a final).
    """
    if pairing == ROUND_ROBIN:
        sizes: dict[int, int] = {}
        for group in groups.values():
            sizes[group] = sizes.get(group, 0) + 1
        return max((len(berger_rounds(list(range(n)))) for n in sizes.values()), default=0)
    return int(rounds_setting)


def stage_named(stage_kind: str, preliminary_groups: int) -> bool:
    """Whether a screen or sheet names a round's stage (预赛 / 决赛): not in an event whose final is its
    only stage (no preliminary groups), where "决赛" would name nothing the referee chose."""
    return stage_kind != FINAL or int(preliminary_groups or 0) > 0


def next_stage(current_kind: str | None, preliminary_groups: int,
               complete_rounds: int = 0, planned: int = 0) -> StageStep:
    """The step before pairing: start the event's first stage, move on to the final, or stay.

    ``current_kind`` is None before the event's first stage; a preliminary
    ends once its ``planned`` rounds (more than none) are all complete.
    """
    if current_kind is None:
        return StageStep.START_PRELIMINARY if preliminary_groups > 0 else StageStep.START_FINAL
    if current_kind == PRELIMINARY and complete_rounds >= planned > 0:
        return StageStep.START_FINAL
    return StageStep.STAY


def final_pairing(system: str, players_per_table: int) -> str:
    """The final's pairing system: Swiss pairs two seats, so tables of 3 and 8 go by standing."""
    if players_per_table > 2 and system == SWISS:
        return BY_STANDING
    return system


def takes_late_entries(stage_number: int, pairing: str) -> bool:
    """Late entries join a final that is the event's first stage, unless its round robin is drawn."""
    return stage_number == 1 and pairing != ROUND_ROBIN


def groups_in_order(competitors: Iterable[Competitor], groups: Mapping[int, int]) -> list[list[Competitor]]:
    """The preliminary groups by group number, each in the competitors' order."""
    by_group: dict[int, list[Competitor]] = {}
    for competitor in competitors:
        by_group.setdefault(groups[competitor.id], []).append(competitor)
    return [by_group[key] for key in sorted(by_group)]


def finalists(competitors: Sequence[Competitor], groups: Mapping[int, int], records: Iterable[GameRecord],
              disqualified: Collection[int], qualifiers_per_group: int) -> list[int]:
    """Who goes on to the final: the top ``qualifiers_per_group`` of each group, group by group.

    Each group is ranked on its own games; the disqualified are closed up
    and never qualify.
    """
    tables = [close_up(table, disqualified)
              for table in group_tables(groups_in_order(competitors, groups), records)]
    return qualified(tables, int(qualifiers_per_group))
