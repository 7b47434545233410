"""Which 积分编排 rules a (hand-edited) two-player pairing breaks (docs/rules.md §2.8).

The referee's pairing is kept as it is; these messages are shown beside it.
"""
from __future__ import annotations

from collections import Counter

from .model import points


def check_pairing(pairing, entrants, *, round_no: int, separate_schools_until: int = 0) -> list[str]:
    """Every rule the pairing breaks, in Chinese; an empty list when it is clean."""
    people = {e.id: e for e in entrants}

    def label(pid):
        return people[pid].label if pid in people else str(pid)

    problems = []
    seated = [pid for table in pairing.tables for pid in table.players] + list(pairing.byes)
    for pid, times in Counter(seated).items():
        if times > 1:
            problems.append(f"{label(pid)} 在本轮出现了 {times} 次")
        if pid not in people:
            problems.append(f"{label(pid)} 不在参赛名单中")
        elif not people[pid].eligible:
            problems.append(f"{label(pid)} 已退赛或连续弃权，不应再编排")
    for entrant in entrants:
        if entrant.eligible and entrant.id not in seated:
            problems.append(f"{entrant.label} 未被编排（既无对手也未轮空）")

    for table in pairing.tables:
        if len(table.players) != 2:
            problems.append(f"第{table.number}台有 {len(table.players)} 名选手（应为 2 名）")
            continue
        a, b = (people.get(pid) for pid in table.players)
        if a is None or b is None:
            continue
        if b.id in a.opponents or a.id in b.opponents:
            problems.append(f"第{table.number}台：{a.label} 与 {b.label} 已经相遇过（重复对局）")
        if round_no <= separate_schools_until and a.school and a.school == b.school:
            problems.append(f"第{table.number}台：同校相遇（{a.school}：{a.label} 对 {b.label}）")
        if a.score != b.score:
            problems.append(f"第{table.number}台：跨分段配对（{points(a.score)} 分 对 "
                            f"{points(b.score)} 分）")

    problems.extend(_bye_problems(pairing, people, label))
    return problems


def _bye_problems(pairing, people, label) -> list[str]:
    eligible = [e for e in people.values() if e.eligible]
    problems = []
    if len(pairing.byes) > len(eligible) % 2:
        problems.append(f"本轮安排了 {len(pairing.byes)} 个轮空，应为 {len(eligible) % 2} 个")
    for pid in pairing.byes:
        player = people.get(pid)
        if player is None:
            continue
        if player.had_bye:
            problems.append(f"{player.label} 已经轮空过，不得再次轮空")
        lower = [e for e in eligible if not e.had_bye and e.score < player.score
                 and e.id not in pairing.byes]
        if lower:
            lowest = min(lower, key=lambda e: e.score)
            problems.append(f"轮空应给最低分者：{player.label}（{points(player.score)} 分）轮空，"
                            f"而 {lowest.label}（{points(lowest.score)} 分）分数更低且未轮空过")
    return problems
