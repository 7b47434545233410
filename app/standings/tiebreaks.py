"""The tie-break values of docs/rules.md §6.1, under either setting for unplayed rounds.

``unplayed_rule``:
  "zero"      an unplayed round (bye, forfeit, absence, rounds after a
              withdrawal) has no opponent, so it adds nothing to opponent-based
              tie-breaks; opponents' scores are their real scores.
  "fide2023"  FIDE C.07 Tie-Break Regulations (2023), Article 16:
              16.3  opponents count with their *adjusted* score (a withdrawal's
                    trailing absences count as draws, see history.adjusted_scores);
              16.4  each of the player's own unplayed rounds is a game against a
                    dummy whose score is the player's own score, with the result
                    the points awarded (bye / forfeit win = win, else loss);
              16.5  Cut-1: the lowest contribution from a VUR is cut first (a forfeit
                    loss, an absence, a bye the player asked for).
              (The later C.07 texts cap the dummy's score, 16.4.1/16.4.2; the
              2023 rule has no cap and neither has this module.)

Definitions (two-player games):
  opp_points (大小分)  sum of the scores of every opponent met (docs/rules.md §6.1);
  buchholz             the same sum, one value per round (C.07 8.1);
  buchholz_cut1 / median_buchholz  without the least / least and most significant value (C.07 14.1, 14.3);
  sonneborn_berger     sum of opponent score x the share of the round's points
                       the player took (win 1, draw ½; gomoku 1.5-0.5 = ¾) (C.07 9.1);
  progressive          sum of the running score after each round (C.07 7.5);
  wins                 rounds recorded as "win", byes and forfeit wins included (C.07 7.1);
                       a bye scored below a win is recorded as the draw (or loss) it is worth
                       and is no win.
  game_points (局分)    games won over the event (a drawn game ½; docs/rules.md §5.6): a round
                       of several games counts each game, a round of one its outcome.
Tables of 3 or 8 (Dou Dizhu, identity): the opponents of a round are the
tablemates; opp_points adds all their scores, buchholz adds their mean (so each
round is one value for the cuts); Sonneborn-Berger and direct encounter are
not defined for tables and stay 0.
"""
from __future__ import annotations

from operator import itemgetter
from typing import Mapping, Sequence

from app.standings.history import BYE, FORFEIT_WIN, REQUESTED_BYE, RoundEntry, adjusted_scores, scores
from app.standings.records import DRAW, FORFEIT, PLAYED

OPPONENT_SUMS = ("opp_points", "buchholz", "buchholz_cut1", "median_buchholz")
SCALAR_TIEBREAKS = OPPONENT_SUMS + ("sonneborn_berger", "progressive", "wins", "game_points")
ZERO, FIDE2023 = "zero", "fide2023"
_EQUAL = 1e-9  # values closer than this are equal


class TiebreakCache:
    """Each player's scalar tie-break values from the last ranking, with what they were computed from.

    A player's values depend only on their own round entries and the scores
    of the opponents met in them (the player's own score, read by 16.4, comes
    from the entries): a player whose entries equal last time's and none of
    whose opponents' scores moved since keeps the values, the others are
    computed again.  Told which players' entries are new lists since the last
    call (``renewed``: a kept list is never changed), only they and the players
    who met one whose score moved are looked at; told nothing, every player's
    entries are compared.  Other names, rule, draw points or table size drop everything.
    """

    def __init__(self) -> None:
        self.settings: tuple | None = None
        self.opponent_scores: dict[int, float] = {}  # as read by the last call
        self.players: dict[int, tuple[list, frozenset, tuple[float, ...]]] = {}  # entries, opponents, values
        self.columns: dict[str, dict[int, float]] = {}  # the last call's answer
        self.met_by: dict[int, set[int]] = {}  # player id -> the players who met them (their values read their score)
        self.build = -1  # which build of the caller's HistoryCache the answer is of (the caller keeps it)
        # The players whose entries or values may differ from the call before (None: anyone's may).
        self.changed: set[int] | None = None


def tiebreak_values(history: Mapping[int, list[RoundEntry]], names: Sequence[str], rule: str,
                    draw_points: float, table_size: int,
                    kept: TiebreakCache | None = None,
                    own: Mapping[int, float] | None = None,
                    renewed: set[int] | None = None) -> dict[str, dict[int, float]]:
    """Tie-break name -> player id -> value, for the scalar tie-breaks in ``names``.

    ``kept`` (from the last call) spares the players whose inputs are unchanged (without it nothing
    is recorded for a next call); ``own`` is ``scores(history)`` when the caller has it already;
    ``renewed``: the players whose entries are not the lists the last call with ``kept`` read
    (None: unknown, every player is compared).
    """
    wanted = dict.fromkeys(n for n in names if n in SCALAR_TIEBREAKS)  # in order, without repeats
    own = own if own is not None else scores(history)
    fide = rule == FIDE2023
    if kept is None:
        opponent_score = adjusted_scores(history, draw_points) if fide else own
        values: dict[str, dict[int, float]] = {n: {} for n in wanted}
        columns = [values[n] for n in wanted]
        for pid, entries in history.items():
            for column, value in zip(columns, _player_values(pid, entries, wanted, own, opponent_score, fide,
                                                             table_size)):
                column[pid] = value
        return values
    settings = (tuple(wanted), rule, draw_points, table_size)
    if kept.settings != settings or renewed is None or kept.players.keys() != history.keys():
        _compare_every_player(history, wanted, own, draw_points, fide, table_size, kept, settings)
    else:
        _look_at_the_changed(history, wanted, own, draw_points, fide, table_size, kept, renewed)
    return {name: dict(column) for name, column in kept.columns.items()}


def _compare_every_player(history, wanted, own, draw_points, fide, table_size, kept, settings) -> None:
    """``kept`` brought up to ``history`` by comparing each player's entries and opponents' scores."""
    opponent_score = adjusted_scores(history, draw_points) if fide else own
    if kept.settings != settings:
        kept.settings, kept.opponent_scores, kept.players = settings, {}, {}
    read_before = kept.opponent_scores
    moved = {p for p, score in opponent_score.items() if read_before.get(p) != score}
    moved.update(read_before.keys() - opponent_score.keys())
    before, now = kept.players, {}
    for pid, entries in history.items():
        found = before.get(pid)  # the entries read then: a kept build hands the same unchanged list again
        if found is None or (found[0] is not entries and found[0] != entries) or not moved.isdisjoint(found[1]):
            met = frozenset([o for e in entries for o in e.opponents])
            found = entries, met, _player_values(pid, entries, wanted, own, opponent_score, fide, table_size)
        now[pid] = found
    kept.players, kept.opponent_scores, kept.changed = now, dict(opponent_score), None
    kept.columns = {name: dict(zip(now, map(itemgetter(index), (found[2] for found in now.values()))))
                    for index, name in enumerate(wanted)}
    met_by: dict[int, set[int]] = {}
    for pid, found in now.items():
        for other in found[1]:
            met_by.setdefault(other, set()).add(pid)
    kept.met_by = met_by


def _look_at_the_changed(history, wanted, own, draw_points, fide, table_size, kept, renewed) -> None:
    """``kept`` brought up to ``history`` looking only at the ``renewed`` players and those who met one
    whose score moved (the same players a comparison of everyone would compute again)."""
    changed = {pid: history[pid] for pid in renewed}
    now_scores = adjusted_scores(changed, draw_points) if fide else {pid: own[pid] for pid in renewed}
    opponent_score = kept.opponent_scores
    redo = set(renewed)
    for pid, score in now_scores.items():
        if opponent_score.get(pid) != score:
            opponent_score[pid] = score
            redo.update(kept.met_by.get(pid, ()))
    kept.changed = redo
    players, met_by, columns = kept.players, kept.met_by, list(kept.columns.values())
    for pid in redo:
        entries = history[pid]
        met = frozenset([o for e in entries for o in e.opponents])
        then = players[pid][1]
        if met != then:
            for other in then - met:
                met_by[other].discard(pid)
            for other in met - then:
                met_by.setdefault(other, set()).add(pid)
        found = entries, met, _player_values(pid, entries, wanted, own, opponent_score, fide, table_size)
        players[pid] = found
        for column, value in zip(columns, found[2]):
            column[pid] = value


def _player_values(pid, entries, wanted, own, opponent_score, fide, table_size) -> tuple[float, ...]:
    """One player's value of each tie-break in ``wanted`` (a dict keyed by name), in that order."""
    values: dict[str, float] = {}
    sums = not wanted.keys().isdisjoint(OPPONENT_SUMS)
    if sums or "sonneborn_berger" in wanted:
        rounds, berger = _opponent_rounds(pid, entries, own, opponent_score, fide, table_size)
        if sums:
            _store_opponent_sums(values, wanted, rounds, fide)
        values["sonneborn_berger"] = berger
    if "progressive" in wanted:
        running = total = 0.0
        for entry in entries:
            running += entry.points
            total += running
        values["progressive"] = total
    if "wins" in wanted:
        values["wins"] = float(sum(e.wins for e in entries))
    if "game_points" in wanted:
        values["game_points"] = float(sum(r.games_won(pid) for e in entries for r in e.records))
    return tuple([values[n] for n in wanted])


def _opponent_rounds(pid, entries, own, opponent_score, fide, table_size) -> tuple[list[tuple], float]:
    """Each round's (value for Buchholz, sum for 大小分, is a VUR), and the Sonneborn-Berger total.

    The usual round, one game of two, is read here in one step (a ranking from nothing
    makes 9,000 of them at 1,000 players); any other round by the general rules below.
    """
    rounds, berger = [], 0.0
    for entry in entries:
        records = entry.records
        if entry.kind == PLAYED and len(records) == 1 and records[0].kind == PLAYED \
                and len(records[0].participants) == 2:
            record = records[0]
            first, second = record.participants
            other = second if first == pid else first
            score = opponent_score.get(other)
            if score is None:
                rounds.append((0.0, 0.0, False))
                continue
            rounds.append((score, score, False))
            mine, theirs = float(record.points.get(pid, 0.0)), float(record.points.get(other, 0.0))
            if mine + theirs > 0:
                berger += score * mine / (mine + theirs)
            continue
        rounds.append(_round_contribution(pid, entry, own, opponent_score, fide, table_size))
        berger += _sonneborn_berger(pid, entry, own, opponent_score, fide)
    return rounds, float(berger)


def _round_contribution(pid, entry, own, opponent_score, fide, table_size):
    """(value for Buchholz, sum for 大小分, is a VUR) of one round."""
    if entry.played:
        met = [opponent_score[o] for o in entry.opponents if o in opponent_score]
        if not met:
            return 0.0, 0.0, False
        return sum(met) / len(met), sum(met), False
    if fide:  # 16.4: a dummy opponent with the player's own score at every seat
        return own[pid], own[pid] * max(table_size - 1, 1), entry.voluntary_unplayed
    return 0.0, 0.0, entry.voluntary_unplayed


def _store_opponent_sums(values, wanted, rounds, fide):
    if "opp_points" in wanted:
        values["opp_points"] = sum(r[1] for r in rounds)
    if "buchholz" in wanted:
        values["buchholz"] = sum(r[0] for r in rounds)
    if "buchholz_cut1" in wanted or "median_buchholz" in wanted:
        rest = _cut_lowest(rounds, fide)
        values["buchholz_cut1"] = float(sum(rest))
        if rest:
            rest.remove(max(rest))
        values["median_buchholz"] = float(sum(rest))


def _cut_lowest(rounds, fide) -> list[float]:
    """The Buchholz values without the least significant one (C.07 14.1; 16.5: a VUR first)."""
    values = [r[0] for r in rounds]
    if not values:
        return values
    unplayed = [r[0] for r in rounds if r[2]] if fide else []
    values.remove(min(unplayed or values))  # a value equal to the one cut: the same sums
    return values


def _sonneborn_berger(pid, entry, own, opponent_score, fide) -> float:
    """A round other than one game of two (_opponent_rounds reads that one)."""
    if entry.played:
        taken: dict[int, list[float]] = {}
        for record in entry.records:
            if record.kind != PLAYED or len(record.participants) != 2:
                continue
            other = next((p for p in record.participants if p != pid), None)
            if other is None or other not in opponent_score:
                continue
            share = taken.setdefault(other, [0.0, 0.0])
            share[0] += float(record.points.get(pid, 0.0))
            share[1] += float(record.points.get(other, 0.0))
        return sum(opponent_score[o] * mine / (mine + theirs)
                   for o, (mine, theirs) in taken.items() if mine + theirs > 0)
    if fide and entry.kind in (BYE, REQUESTED_BYE, FORFEIT_WIN):
        return own[pid] * _unplayed_share(pid, entry)  # 16.4: the result against the dummy
    return 0.0


def _unplayed_share(pid, entry) -> float:
    """A bye or forfeit win as the result it was scored as: win 1, draw ½ (a requested half-point bye, a bye
    set below a win)."""
    if entry.wins:
        return 1.0
    return 0.5 if any(r.outcome.get(pid) == DRAW for r in entry.records) else 0.0


def direct_encounter(group: Sequence[int], history: Mapping[int, list[RoundEntry]],
                     rule: str, win_points: float) -> tuple[list[list[int]], dict[int, float]]:
    """Split a tied group by the games among its members (C.07 (2023) Article 6).

    Each player's score is the points taken from the other players still tied
    (a pair met more than once counts with the average, 6.1.2).  Only a player
    strictly ahead is separated: one whose score beats what every other could
    reach by winning each missing game among them (6.2; when all have met, a
    score higher than every other).  That player ranks first, and the scores
    are computed again among the rest, who lose the points taken from the
    separated one.  When nobody is strictly ahead, the rest stay tied for the
    next tie-break: nobody is ranked last by it (a cycle is a shared place).
    Under "fide2023" only games played over the board count (Article 6 and
    15/16: forfeits are unplayed); under "zero" a forfeit result counts.
    Returns the ordered sub-groups and each player's score in the last count
    they took part in.
    """
    remaining = list(group)
    tiers: list[list[int]] = []
    values: dict[int, float] = {}
    best: dict[int, float] = {}
    while len(remaining) > 1:
        score, best = _encounter_scores(remaining, history, rule != FIDE2023, win_points)
        values.update(score)
        leader = max(remaining, key=lambda p: (score[p], -remaining.index(p)))
        if score[leader] <= max(best[p] for p in remaining if p != leader) + 1e-9:
            break
        tiers.append([leader])
        remaining.remove(leader)
    if remaining:
        tiers.append(sorted(remaining, key=lambda p: (-values.get(p, 0.0), -best.get(p, 0.0), p)))
    return tiers, values


def _encounter_scores(group, history, count_forfeits, win_points):
    """Each player's points against the rest of ``group`` and the most they could have reached."""
    members = set(group)
    per_opponent: dict[int, dict[int, list[float]]] = {p: {} for p in group}
    for pid in group:
        for entry in history[pid]:
            taken: dict[int, float] = {}
            for record in entry.records:
                if len(record.participants) != 2 or not (
                        record.kind == PLAYED or (count_forfeits and record.kind == FORFEIT)):
                    continue
                other = next((p for p in record.participants if p != pid), None)
                if other in members:
                    taken[other] = taken.get(other, 0.0) + float(record.points.get(pid, 0.0))
            for other, points in taken.items():
                per_opponent[pid].setdefault(other, []).append(points)
    score = {p: sum(sum(v) / len(v) for v in met.values()) for p, met in per_opponent.items()}
    best = {p: score[p] + (len(group) - 1 - len(per_opponent[p])) * win_points for p in group}
    return score, best


def split_equal(order: Sequence[int], value: Mapping[int, float]) -> list[list[int]]:
    """Consecutive runs of equal value (already sorted): each equal to its first's."""
    tiers: list[list[int]] = []
    tier: list[int] = []
    first = 0.0
    for pid in order:
        own = value[pid]
        if tier and abs(first - own) < _EQUAL:
            tier.append(pid)
        else:
            tier, first = [pid], own
            tiers.append(tier)
    return tiers
