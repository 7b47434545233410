"""积分编排: the Swiss pairing of RULES.md §2 as a minimum-cost perfect matching.

Small fields are solved as one complete graph, so the result is the exact
optimum of ``SwissObjective``.  Large fields (over SEGMENT_LIMIT players) are
cut, in score order, into segments of about SEGMENT players, preferably
inside a score group, and each segment is matched on its own: the blossom
algorithm is cubic and a complete graph of 1,000 players takes minutes.  If
a segment cannot be paired it is merged with its neighbour.
"""
from __future__ import annotations

from .matching import min_cost_pairs
from .model import Pairing, PairingError, Table, canonical, check_unique, points
from .objective import SwissObjective

SEGMENT = 100
SEGMENT_LIMIT = 140
CUT_SLACK = 20
FIRST_MOVE_MODES = ("coin", "balance")
SCHOOL_PRIORITIES = ("high", "low")


def pair_swiss(entrants, round_no: int, rng, *, separate_schools_until: int,
               first_move: str = "coin", allow_rematch: bool = False,
               school_priority: str = "high") -> Pairing:
    """Pair one Swiss round; ineligible entrants are left out.

    ``school_priority``: "high" keeps schoolmates apart even across score
    groups (RULES.md §2.4), "low" only among equal pairings by score.

    Raises PairingError (Chinese message) when no pairing obeys the hard rules.
    """
    if first_move not in FIRST_MOVE_MODES:
        raise ValueError(f"first_move must be one of {FIRST_MOVE_MODES}")
    if school_priority not in SCHOOL_PRIORITIES:
        raise ValueError(f"school_priority must be one of {SCHOOL_PRIORITIES}")
    everyone = canonical(entrants)
    check_unique(everyone)
    players = [e for e in everyone if e.eligible]
    if len(players) < 2:
        raise PairingError(f"可编排的选手不足两人（现有 {len(players)} 人）")
    if len(players) % 2 and all(p.had_bye for p in players):
        raise PairingError("人数为单数，但所有可编排的选手都已轮空过，无法再安排轮空；请增加一名补双选手")
    lots = [rng.getrandbits(32) for _ in players]
    order = sorted(range(len(players)), key=lambda i: (-players[i].score, lots[i]))
    players = [players[i] for i in order]
    lots = [lots[i] for i in order]
    objective = SwissObjective(
        players, lots, round_no=round_no, separate_schools_until=separate_schools_until,
        allow_rematch=allow_rematch, balance_colours=first_move == "balance",
        school_priority=school_priority)
    solved = solve(objective)
    if solved is None:
        raise PairingError(diagnose(objective))
    pairs, bye = solved
    return build_pairing(objective, pairs, bye, rng, first_move)


def solve(objective: SwissObjective):
    """The (pairs, bye) of minimum cost over segments, or None if none exists.

    A segment that cannot be paired is merged with its neighbour and solved
    again, up to the whole field.
    """
    segments = segment_bounds(objective.players)
    solved = {}
    k = 0
    while k < len(segments):
        lo, hi = segments[k]
        last = k == len(segments) - 1
        result = _solve_range(objective, lo, hi, with_bye=last and (hi - lo) % 2 == 1)
        if result is not None:
            solved[lo, hi] = result
            k += 1
            continue
        if len(segments) == 1:
            return None
        first = k - 1 if last else k
        segments[first:first + 2] = [(segments[first][0], segments[first + 1][1])]
        k = first
    pairs = [pair for bounds in segments for pair in solved[bounds][0]]
    byes = [solved[bounds][1] for bounds in segments if solved[bounds][1] is not None]
    return pairs, (byes[0] if byes else None)


def segment_bounds(players) -> list[tuple[int, int]]:
    """Index ranges [lo, hi) of the segments; all even-sized but the last."""
    count = len(players)
    starts = [0]
    while count - starts[-1] > SEGMENT_LIMIT:
        target = starts[-1] + SEGMENT
        candidates = range(target - CUT_SLACK, target + CUT_SLACK + 1, 2)
        cut = min(candidates, key=lambda p: (players[p - 1].score != players[p].score,
                                             abs(p - target)))
        starts.append(cut)
    bounds = list(zip(starts, starts[1:] + [count]))
    if count % 2:  # the last segment holds the bye: it needs someone who may take it
        while len(bounds) > 1 and all(p.had_bye for p in players[bounds[-1][0]:]):
            lo = bounds[-2][0]
            bounds[-2:] = [(lo, count)]
    return bounds


def _solve_range(objective, lo, hi, with_bye):
    result = min_cost_pairs(
        hi - lo,
        lambda i, j: objective.cost(lo + i, lo + j),
        (lambda i: objective.bye_cost(lo + i)) if with_bye else None)
    if result is None:
        return None
    pairs, bye = result
    return [(lo + i, lo + j) for i, j in pairs], (None if bye is None else lo + bye)


def diagnose(objective: SwissObjective) -> str:
    """Why no legal pairing exists, in Chinese."""
    players = objective.players
    stuck = [players[i].label for i in range(len(players))
             if all(objective.cost(i, j) is None for j in range(len(players)) if j != i)]
    if stuck:
        return (f"无法编排：{'、'.join(stuck)} 已与所有其他可编排选手相遇过（不得重复对局）。"
                "可允许重复对局，或增加补双选手")
    return (f"无法在不重复对局的前提下为全部 {len(players)} 名选手编排本轮"
            "（剩余选手之间都已相遇过）。可允许重复对局，或增加补双选手")


def build_pairing(objective, pairs, bye, rng, first_move) -> Pairing:
    """Number the tables from the top score down, seat first moves, list warnings."""
    players = objective.players

    def board_key(pair):
        a, b = players[pair[0]], players[pair[1]]
        best_rank = min(r for r in (a.rank, b.rank, 10 ** 9) if r > 0)
        return (-max(a.score, b.score), -min(a.score, b.score), best_rank, min(pair))

    tables, warnings = [], []
    for number, (i, j) in enumerate(sorted(pairs, key=board_key), start=1):
        first, second = seat_two(players[i], players[j], rng, first_move)
        tables.append(Table(number, (first.id, second.id)))
        warnings.extend(pair_warnings(number, first, second, objective, i, j))
    byes = ()
    if bye is not None:
        lucky = players[bye]
        byes = (lucky.id,)
        lowest = min(p.score for p in players)
        if lucky.score > lowest:
            warnings.append(f"轮空给 {lucky.label}（{points(lucky.score)} 分）："
                            "分数更低的选手都已轮空过或无法另行编排")
    return Pairing(tuple(tables), byes, tuple(warnings))


def pair_warnings(number, first, second, objective, i, j) -> list[str]:
    """The soft rules this table breaks."""
    found = []
    if objective.met(i, j):
        found.append(f"第{number}台：重复对局（{first.label} 对 {second.label}）")
    if first.score != second.score:
        found.append(f"第{number}台：跨分段配对（{points(first.score)} 分 对 "
                     f"{points(second.score)} 分）")
    if objective.separate_schools and objective.same_school(i, j):
        found.append(f"第{number}台：同校相遇（{first.school}：{first.label} 对 {second.label}）")
    return found


def seat_two(a, b, rng, first_move):
    """(first, second): a coin toss per board, or the colour-balance order."""
    if first_move == "balance" and first_move_claim(a) != first_move_claim(b):
        return (a, b) if first_move_claim(a) > first_move_claim(b) else (b, a)
    return (a, b) if rng.random() < 0.5 else (b, a)


def first_move_claim(player) -> tuple:
    """Who has the better claim to move first: fewer first moves, then moved second last."""
    last = {True: -1, None: 0, False: 1}[player.last_first]
    return (player.second_moves - player.first_moves, last)
