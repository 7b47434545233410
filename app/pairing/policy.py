"""Who is paired in a stage, how the next round is drawn, and what a hand-made round breaks (pure).

The seating rank is the place in the table the referee sees (``app.standings.event_table``):
the caller passes those rows, so table 1 holds the top of the displayed standings.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from app.messages import Message
from app.rules.events import ROUND_ROBIN, SWISS, school_separation_rounds
from app.standings.records import BYE, FORFEIT, PLAYED, GameRecord, StandingRow

from .check import check_pairing
from .model import Entrant, Pairing
from .round_robin import berger_pairing, berger_rounds, without_players
from .swiss import pair_swiss
from .tables import pair_by_standing


@dataclass(frozen=True)
class StageField:
    """A stage's competitors as the policy reads them: who they are, what they played, who still plays."""

    competitors: Sequence  # app.standings.Competitor (id, name, school)
    records: Sequence[GameRecord]
    active: frozenset  # not withdrawn, not disqualified
    groups: Mapping[int, int]  # competitor id → preliminary group (0 in a final), in Berger-number order
    disqualified: frozenset = frozenset()


def consecutive_forfeit_losses(records: Sequence[GameRecord], competitor_id: int) -> int:
    """How many of the competitor's latest rounds in a row were lost by forfeit."""
    own = sorted((r for r in records if competitor_id in r.participants and r.kind != BYE),
                 key=lambda r: r.round, reverse=True)
    count = 0
    for record in own:
        if record.kind == FORFEIT and record.outcome.get(competitor_id) == "loss":
            count += 1
        else:
            break
    return count


def forfeited_out(records: Sequence[GameRecord], competitor_id: int, limit: int) -> bool:
    """Whether ``limit`` (``forfeits_to_withdraw``; 0: never) forfeit losses in a row keep the competitor
    from being paired again (docs/rules.md §1.5)."""
    return bool(limit) and consecutive_forfeit_losses(records, competitor_id) >= limit


def stage_entrants(field: StageField, settings: Mapping[str, Any], standings: Sequence[StandingRow] = (),
                   left_out: frozenset = frozenset()) -> list[Entrant]:
    """Every competitor of the stage as the pairing engine reads them.

    ``standings``: the displayed table (its places are the seating rank; none: rank unknown).
    Not eligible: withdrawn, disqualified, ``left_out`` by check-in, or ``forfeits_to_withdraw``
    forfeit losses in a row (docs/rules.md §1.5, §4.6).
    """
    limit = int(settings["forfeits_to_withdraw"])
    rank = {row.id: row.rank for row in standings}
    records_of: dict[int, list] = {}  # one pass over the records, not one per competitor
    for record in field.records:
        for participant in record.participants:
            records_of.setdefault(participant, []).append(record)
    entrants = []
    for competitor in field.competitors:
        uid = competitor.id
        mine = records_of.get(uid, [])
        played = [r for r in mine if r.kind == PLAYED and len(r.participants) == 2]
        # Opponents, and at tables of three and eight every table-mate (docs/rules.md §2.7).
        opponents = frozenset(p for r in mine if r.kind == PLAYED for p in r.participants if p != uid)
        firsts = sum(r.participants[0] == uid for r in played)
        last = max(played, key=lambda r: r.round, default=None)
        eligible = uid in field.active and uid not in left_out and not forfeited_out(mine, uid, limit)
        entrants.append(Entrant(
            id=uid, school=competitor.school, score=sum(r.points.get(uid, 0.0) for r in mine),
            opponents=opponents,
            had_bye=any(r.kind == BYE and not r.requested for r in mine),  # a bye asked for: no bar (C.04)
            first_moves=firsts,
            second_moves=len(played) - firsts,
            last_first=None if last is None else last.participants[0] == uid,
            rank=rank.get(uid, 0), eligible=eligible, name=competitor.name))
    return entrants


def draw_round(system: str, field: StageField, entrants: Sequence[Entrant], settings: Mapping[str, Any],
               number: int, rng, table_size: int, *, allow_rematch: bool = False) -> list[tuple[int, Pairing]]:
    """The draw of round ``number``: (group, pairing) for each preliminary group, or (0, pairing) for the final.

    A round robin follows the Berger tables (the disqualified's games left out); Swiss pairs
    two-player events; by-standing tables of 2, 3 and 8 otherwise (docs/rules.md §2).
    """
    if system == ROUND_ROBIN:
        results = []
        by_group: dict[int, list[int]] = {}
        for member_id, group_no in field.groups.items():  # insertion order = Berger numbers
            by_group.setdefault(group_no, []).append(member_id)
        for group_no in sorted(by_group):
            ids = by_group[group_no]
            if number <= len(berger_rounds(ids)):
                results.append((group_no, without_players(berger_pairing(ids, number), set(field.disqualified))))
        return results
    if system == SWISS and table_size == 2:
        return [(0, pair_swiss(entrants, number, rng,
                               separate_schools_until=school_separation_rounds(settings),
                               first_move=settings["first_move"], allow_rematch=allow_rematch,
                               school_priority=settings["school_priority"]))]
    schools = {"separate_schools_until": school_separation_rounds(settings),
               "school_priority": settings["school_priority"]}  # tables of 3 and 8 (docs/rules.md §2.7)
    if table_size == 3:  # Dou Dizhu's short tables: fillers or smaller (docs/rules.md §2.7)
        return [(0, pair_by_standing(entrants, number, rng, 3, leftover=settings["leftover"], **schools))]
    return [(0, pair_by_standing(entrants, number, rng, table_size, **schools))]


def round_problems(pairing: Pairing, field: StageField, settings: Mapping[str, Any], number: int,
                   seats: int) -> dict[int, list[Message]]:
    """Every rule a (hand-edited) round ``number`` breaks, per table number; 0 for the round as a whole.

    ``field`` holds the stage's records; only those before round ``number`` count.
    """
    earlier = StageField(field.competitors, [r for r in field.records if r.round < number], field.active,
                         field.groups, field.disqualified)
    found = check_pairing(pairing, stage_entrants(earlier, settings), round_no=number,
                          separate_schools_until=school_separation_rounds(settings), seats=seats)
    problems: dict[int, list[Message]] = {0: []}
    for message in found:
        problems.setdefault(message.params.get("table", 0), []).append(message)
    return problems
