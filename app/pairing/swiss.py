"""积分编排: the Swiss pairing of docs/rules.md §2 as a minimum-cost perfect matching.

Every field, whatever its size, is solved as one matching of the whole field
(compiled blossom algorithm, see matching.py), never in blocks, unless the
bounds prove the blocks' answer as good as the whole field's on every rule.  Up to
DENSE_LIMIT players the graph is complete, so the result is the exact optimum
of ``SwissObjective``, drawn tie-break included.  Larger fields are first
matched on a candidate graph (each player with the CANDIDATE_BANDS nearest in
score-and-lot order): cubic work on a complete graph of 1,000 players takes
seconds.  That answer stands only when it meets the lower bound of every rule
level (bounds.py), which proves it optimal on every rule; the drawn tie-break
then chooses within the candidate graph.  A field of several score groups
is first matched one group at a time on that graph (score_groups.py), under
the same proof.  Otherwise a wider band, then the complete graph, is solved.
"""
from __future__ import annotations

from app.messages import Message
from app.rules.events import FIRST_MOVES, SCHOOL_PRIORITIES

from .matching import pairs_from_edges
from .model import Pairing, PairingError, Table, canonical, check_unique, points
from .objective import SwissObjective
from .bounds import meets_lower_bounds

DENSE_LIMIT = 200
CANDIDATE_BANDS = (12, 48)



def pair_swiss(entrants, round_no: int, rng, *, separate_schools_until: int,
               first_move: str = "coin", allow_rematch: bool = False,
               school_priority: str = "high") -> Pairing:
    """Pair one Swiss round; ineligible entrants are left out.

    ``school_priority``: "high" keeps schoolmates apart even across score
    groups (docs/rules.md §2.4), "low" only among equal pairings by score.

    Raises PairingError (Chinese message) when no pairing obeys the hard rules.
    """
    if first_move not in FIRST_MOVES:
        raise ValueError(f"first_move must be one of {FIRST_MOVES}")
    if school_priority not in SCHOOL_PRIORITIES:
        raise ValueError(f"school_priority must be one of {SCHOOL_PRIORITIES}")
    everyone = canonical(entrants)
    check_unique(everyone)
    players = [e for e in everyone if e.eligible]
    if len(players) < 2:
        raise PairingError("pairing.too_few_players", players_count=len(players))
    if len(players) % 2 and all(p.had_bye for p in players):
        raise PairingError("pairing.no_bye_left")
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
    """The (pairs, bye) of least cost over the whole field, or None if none exists.

    Above DENSE_LIMIT players the candidate graphs come first; their answer
    is kept only when bounds.py proves it optimal on every rule.
    """
    if len(objective.players) > DENSE_LIMIT:
        for band in CANDIDATE_BANDS:
            edges = _edges(objective, band)
            if band == CANDIDATE_BANDS[0] and objective.groups > 1:
                from .score_groups import solve_by_groups  # numpy, as swiss_graph
                solved = solve_by_groups(objective, *edges)
                if solved is not None and meets_lower_bounds(objective, *solved):
                    return solved
            solved = pairs_from_edges(len(objective.players), *edges)
            if solved is not None and meets_lower_bounds(objective, *solved):
                return solved
    return pairs_from_edges(len(objective.players), *_edges(objective, None))


def _edges(objective, band):
    from .swiss_graph import swiss_edges  # numpy: only to pair, not to rank
    return swiss_edges(objective, band)


def diagnose(objective: SwissObjective) -> Message:
    """Why no legal pairing exists (a catalogue message: Chinese as a string, English on demand)."""
    players = objective.players
    stuck = [players[i].label for i in range(len(players))
             if all(objective.cost(i, j) is None for j in range(len(players)) if j != i)]
    if stuck:
        return Message("pairing.stuck", players=stuck)
    return Message("pairing.no_rematch_free_round", count=len(players))


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
            warnings.append(Message("pairing.bye_above_lowest", player=lucky.label, points=points(lucky.score)))
    return Pairing(tuple(tables), byes, tuple(warnings))


def pair_warnings(number, first, second, objective, i, j) -> list[str]:
    """The soft rules this table breaks."""
    found = []
    if objective.met(i, j):
        found.append(Message("pairing.rematch", table=number, first=first.label, second=second.label))
    if first.score != second.score:
        found.append(Message("pairing.across_scores", table=number, first=points(first.score),
                             second=points(second.score)))
    if objective.separate_schools and objective.same_school(i, j):
        found.append(Message("pairing.same_school", table=number, school=first.school, first=first.label,
                             second=second.label))
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
