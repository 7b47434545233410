"""Which 积分编排 rules a (hand-edited) two-player pairing breaks (docs/rules.md §2.8).

The referee's pairing is kept as it is; these messages are shown beside it.
"""
from __future__ import annotations

from collections import Counter

from app.messages import Message

from .model import points
from .seating import table_problems


def check_pairing(pairing, entrants, *, round_no: int, separate_schools_until: int = 0,
                  seats: int = 2) -> list[str]:
    """Every rule the pairing breaks, in Chinese; an empty list when it is clean.

    ``seats`` 3 or 8: card tables (any size), checked for schoolmates and earlier table-mates (§2.7).
    """
    people = {e.id: e for e in entrants}

    def label(pid):
        return people[pid].label if pid in people else str(pid)

    problems = []
    seated = [pid for table in pairing.tables for pid in table.players] + list(pairing.byes)
    for pid, times in Counter(seated).items():
        if times > 1:
            problems.append(Message("pairing.seated_twice", player=label(pid), times=times))
        if pid not in people:
            problems.append(Message("pairing.not_entered", player=label(pid)))
        elif not people[pid].eligible:
            problems.append(Message("pairing.not_eligible", player=label(pid)))
    for entrant in entrants:
        if entrant.eligible and entrant.id not in seated:
            problems.append(Message("pairing.left_out", player=entrant.label))

    for table in pairing.tables:
        if seats > 2:
            problems.extend(table_problems(table.number, [people[p] for p in table.players if p in people],
                                           round_no <= separate_schools_until))
            continue
        if len(table.players) != 2:
            problems.append(Message("pairing.table_size", table=table.number, size=len(table.players)))
            continue
        a, b = (people.get(pid) for pid in table.players)
        if a is None or b is None:
            continue
        if b.id in a.opponents or a.id in b.opponents:
            problems.append(Message("pairing.rematch", table=table.number, first=a.label, second=b.label))
        if round_no <= separate_schools_until and a.school and a.school == b.school:
            problems.append(Message("pairing.same_school", table=table.number, school=a.school, first=a.label,
                                    second=b.label))
        if a.score != b.score:
            problems.append(Message("pairing.across_scores", table=table.number, first=points(a.score),
                                    second=points(b.score)))

    problems.extend(_bye_problems(pairing, people, label))
    return problems


def _bye_problems(pairing, people, label) -> list[str]:
    eligible = [e for e in people.values() if e.eligible]
    problems = []
    if len(pairing.byes) > len(eligible) % 2:
        problems.append(Message("pairing.bye_count", byes=len(pairing.byes), needed=len(eligible) % 2))
    for pid in pairing.byes:
        player = people.get(pid)
        if player is None:
            continue
        if player.had_bye:
            problems.append(Message("pairing.second_bye", player=player.label))
        lower = [e for e in eligible if not e.had_bye and e.score < player.score
                 and e.id not in pairing.byes]
        if lower:
            lowest = min(lower, key=lambda e: e.score)
            problems.append(Message("pairing.bye_not_lowest", player=player.label, points=points(player.score),
                                    lowest=lowest.label, lowest_points=points(lowest.score)))
    return problems
