"""Individual standings (docs/rules.md §6.1): points, then the event's tie-break chain, shared places."""
from __future__ import annotations

import random
from typing import Collection, Iterable, Sequence

from app.messages import Refusal
from app.standings.history import HistoryCache, last_round
from app.standings.playoff import PlayoffResult, split_by_playoffs
from app.standings.records import Competitor, GameRecord, StandingRow
from app.standings.tiebreaks import (FIDE2023, SCALAR_TIEBREAKS, ZERO, TiebreakCache, split_equal,
                                     direct_encounter, tiebreak_values)

TIEBREAK_NAMES = SCALAR_TIEBREAKS + ("direct_encounter", "lots", "playoff")
UNPLAYED_RULES = (ZERO, FIDE2023)
GROUP_TIEBREAKS = ("direct_encounter", "sonneborn_berger", "wins")


def individual_standings(competitors: Sequence[Competitor], records: Iterable[GameRecord], *,
                         tiebreaks: Sequence[str], unplayed_rule: str = ZERO,
                         after_round: int | None = None, playoff_on_tie: bool = False,
                         lots_seed: int | None = None, playoff_places: int = 6,
                         playoff_after: int = 0, playoffs: Sequence[PlayoffResult] = (),
                         playoff_due: bool = False, unplayed_draw_points: float = 1.0,
                         history_cache: HistoryCache | None = None,
                         unplaced: Collection[int] = ()) -> list[StandingRow]:
    """Rank the players by points, then by each tie-break of ``tiebreaks`` in turn.

    A tie no rule separates is a shared place: the same rank and ``shared``
    (listed by name inside the tie).  "lots" separates only with ``lots_seed``
    (the referee's drawn lot); without it the tie stays shared.
    ``playoff_on_tie`` (go, 积分相同者加赛; or a chain ending in "playoff"):
    a tie that reaches the first ``playoff_places`` places, taken after the
    first ``playoff_after`` tie-breaks (0: equal points; C.07 3.1.2), is
    decided by ``playoffs`` (finished playoff matches), not by the rest of the
    chain; until then it is a shared place, flagged ``playoff`` only once
    ``playoff_due`` (the event's last round is complete).  ``unplaced`` (the
    disqualified, ranked here but given no place by ``close_up``) neither count
    towards a tie's place nor play off: ties are found on the field without them.
    ``unplayed_draw_points`` is what a drawn round is worth (C.07 16.3.2,
    "fide2023" only): 1 on the 2/1/0 scale.
    ``row.tiebreaks`` holds every chain value; "direct_encounter" is the points
    taken from the players still tied at that step (0 if none was), "lots" the
    lot drawn (1 ranks first; 0 when no lot was drawn).
    Pass ``after_round`` = the last complete round while a round is being
    entered: a player with no record in a round counts as absent in it.
    ``history_cache`` (kept by the caller between calls) rebuilds only the
    rounds whose records changed; the rows are the same as without it.
    """
    unknown = [t for t in tiebreaks if t not in TIEBREAK_NAMES]
    if unknown:
        raise Refusal("standings.unknown_tiebreak", unknown=list(unknown))
    if unplayed_rule not in UNPLAYED_RULES:
        raise Refusal("standings.bad_unplayed_rule", unplayed_rule=unplayed_rule)
    records = list(records)
    rounds = last_round(records, after_round)
    cache = history_cache if history_cache is not None else HistoryCache()
    history = cache.build(competitors, records, rounds)
    points = cache.scores(history)
    table_size = cache.records_read.table_size()
    if history_cache is not None and cache.tiebreaks is None:
        cache.tiebreaks = TiebreakCache()  # kept only for a caller that keeps the cache
    kept_values = cache.tiebreaks
    # The entries renewed since the build the kept values are of (the one before this): only they changed.
    renewed = cache.renewed if kept_values is not None and kept_values.build == cache.builds - 1 else None
    values = tiebreak_values(history, tiebreaks, unplayed_rule, unplayed_draw_points, table_size,
                             kept_values, points, renewed)
    if kept_values is not None:
        kept_values.build = cache.builds
    win_points = cache.records_read.win_points()
    by_points = sorted(history, key=points.__getitem__, reverse=True)  # stable: equals keep their order
    for name in tiebreaks:
        values.setdefault(name, {p: 0.0 for p in history})
    # Direct encounters counted last time (none kept for a caller that keeps no cache), and this time's.
    encounters = (cache.encounters if history_cache is not None else None), {}
    refine = (lambda groups, name: _refine(groups, name, values, history, unplayed_rule, win_points, lots_seed,
                                           encounters))
    # A drawn lot runs through every tie in turn: no tie is split on its own then.
    separate = history_cache is not None and not ("lots" in tiebreaks and lots_seed is not None)
    settings = (tuple(tiebreaks), unplayed_rule, win_points, cache.builds)  # the ties split after this build
    changed = kept_values.changed if separate and renewed is not None else None
    kept_ties = cache.ties[1] if changed is not None and cache.ties[0] == settings[:-1] + (cache.builds - 1,) else {}
    ties = split_equal(by_points, points)
    snapshots, reused = _split_ties(ties, tiebreaks, values, refine, kept_ties, changed, made := {})
    groups = snapshots[-1]
    if history_cache is not None:
        cache.encounters = encounters[1]
        cache.ties = (settings, made) if separate else (None, {})
    flagged: set[int] = set()
    decided: set[int] = set()
    if "playoff" in tiebreaks:
        playoff_on_tie, playoff_after = True, list(tiebreaks).index("playoff")
    if playoff_on_tie:
        groups, flagged, decided = _played_off(snapshots[min(playoff_after, len(snapshots) - 1)], groups,
                                               playoff_places, playoffs, set(unplaced))
        flagged = flagged if playoff_due else set()
    kept_rows = cache.rows if history_cache is not None else None  # none kept for a caller that keeps no cache
    people, chain = {c.id: c for c in competitors}, tuple(tiebreaks)
    every = list(history)
    # Each player's chain values as one tuple, made column by column (a row's own loop made them one by one).
    shown_of = dict(zip(every, zip(*[list(map(values[name].__getitem__, every)) for name in chain])
                        if chain else [()] * len(every)))

    def rows_of(groups, place=1):
        return _rows(groups, people, history, points, shown_of, chain, flagged, decided, kept_rows, place)
    if kept_rows is None or not separate or playoff_on_tie:
        rows = rows_of(groups)
        if history_cache is not None:
            cache.tie_rows = (None, {})
    else:  # a tie split as last time, at the same place, shows the same rows
        kept_chunks = cache.tie_rows[1] if cache.tie_rows[0] == settings[:-1] + (cache.builds - 1,) else {}
        rows, chunks, place = [], {}, 1
        for tie, same in zip(ties, reused):
            key = tuple(tie)
            found = kept_chunks.get(key) if same else None
            if found is None or found[0] != place:
                found = place, rows_of(made[key][0][-1] if chain else [tie], place)
            chunks[key] = found
            rows.extend(found[1])
            place += len(tie)
        cache.tie_rows = (settings, chunks)
    if kept_rows is not None:
        cache.rows = {row.id: (key, row) for key, row in rows}
    return [row for _key, row in rows]


def _rows(groups, people, history, points, shown_of, chain, flagged, decided, kept, place=1):
    """(what it shows, row) of every player of ``groups`` in rank order from ``place``; a row equal in
    everything to last time's is reused.

    ``kept`` None: nothing is kept for a next call, so what a row shows is not assembled (None).
    """
    rows = []
    for group in groups:
        shared = len(group) > 1
        for pid in sorted(group, key=lambda p: (people[p].name, p)) if shared else group:
            person, entries, shown = people[pid], history[pid], shown_of[pid]
            key = found = None
            if kept is not None:  # the entries list itself: a kept build hands an unchanged one back, never altered
                key = (place, shared, person.name, person.school, entries, chain, shown, pid in flagged,
                       pid in decided)
                found = kept.get(pid)
            if found is None or found[0] != key:
                then = found[1] if found is not None and found[0][4] is entries else None  # the same games
                found = key, StandingRow(
                    rank=place, shared=shared, id=pid, name=person.name, school=person.school,
                    points=points[pid], tiebreaks=dict(zip(chain, shown)),
                    games=sum(1 for e in entries if e.played) if then is None else then.games,
                    wins=sum(e.wins for e in entries) if then is None else then.wins,
                    playoff=pid in flagged, played_off=pid in decided)
            rows.append(found)
        place += len(group)
    return rows


def _split_ties(ties, tiebreaks, values, refine, kept, changed, made) -> tuple[list[list[list[int]]], list[bool]]:
    """The groups after equal points (``ties``) and after each tie-break in turn (the snapshots a playoff
    reads), and whether each tie was split as last time. A tie of the same players as last time none
    of whom ``changed`` (their entries, values and names are those of the last ranking) is split as it
    was then, and the values the split set (direct encounter's) are set again; ``kept``: last time's
    splits by tie, ``made``: this time's."""
    snapshots = [ties] + [[] for _name in tiebreaks]
    reused = []
    for tie in ties:
        key = tuple(tie)
        found = kept.get(key)
        same = found is not None and changed.isdisjoint(tie)
        if same:
            for name, set_values in found[1]:
                values[name].update(set_values)
        else:
            found = _split_tie(tie, tiebreaks, values, refine)
        made[key] = found
        reused.append(same)
        for snapshot, level in zip(snapshots[1:], found[0]):
            snapshot.extend(level)
    return snapshots, reused


def _split_tie(tie, tiebreaks, values, refine) -> tuple[list, list]:
    """One tie split by each tie-break in turn: the groups after each, and the values the splits set."""
    levels, groups, set_values = [], [tie], []
    for name in tiebreaks:
        before = dict.fromkeys(tie, 0.0) if name == "direct_encounter" else None
        groups = refine(groups, name)
        levels.append(groups)
        if before is not None:
            set_values.append((name, {p: values[name][p] for p in tie if values[name][p] != before[p]}))
    return levels, set_values


def _refine(groups, name, values, history, rule, win_points, lots_seed, encounters):
    """Split every tied group by one tie-break (``encounters``: see ``_direct_encounter``)."""
    refined: list[list[int]] = []
    rng = random.Random(lots_seed) if name == "lots" and lots_seed is not None else None
    for group in groups:
        if len(group) == 1:
            refined.append(group)
        elif name == "direct_encounter":
            tiers, scores_in_group = _direct_encounter(group, history, rule, win_points, encounters)
            values[name].update(scores_in_group)
            refined.extend(tiers)
        elif name == "playoff":
            refined.append(group)  # decided by the playoff matches, not by a number
        elif name == "lots":
            if rng is None:
                refined.append(group)
                continue
            drawn = sorted(group)
            rng.shuffle(drawn)
            for lot, pid in enumerate(drawn, start=1):
                values[name][pid] = float(lot)  # the lot drawn: 1 ranks first
            refined.extend([pid] for pid in drawn)
        else:
            ordered = sorted(group, key=values[name].__getitem__, reverse=True)
            refined.extend(split_equal(ordered, values[name]))
    return refined


def _direct_encounter(group, history, rule, win_points, encounters):
    """``direct_encounter`` of a tied group, or its answer of the last ranking for the same group (in the
    same order) whose members' round entries are the very lists they were then: it reads nothing else,
    and a kept build hands an unchanged player's list back, never altered. After a result in the open
    round only the groups of its two players are counted again. ``encounters``: (last ranking's, this
    one's) answers by group, rule and win points; (None, …): nothing kept."""
    kept, made = encounters
    if kept is None:
        return direct_encounter(group, history, rule, win_points)
    key = (tuple(group), rule, win_points)
    entries = [history[pid] for pid in group]
    found = kept.get(key)
    if found is None or any(then is not now for then, now in zip(found[0], entries)):
        found = entries, direct_encounter(group, history, rule, win_points)
    made[key] = found
    tiers, scores = found[1]
    return [list(tier) for tier in tiers], scores


def _played_off(base, refined, places: int, playoffs,
                unplaced: set[int]) -> tuple[list[list[int]], set[int], set[int]]:
    """Ties at award places go by the playoffs (shared until played); the others keep the chain.
    The ``unplaced`` take no place: they follow their group, each alone, and play off with nobody.
    Returns the groups, who waits for a playoff, and whose place a playoff played decided."""
    result: list[list[int]] = []
    flagged: set[int] = set()
    decided: set[int] = set()
    start = 1
    for group in base:
        placed = [pid for pid in group if pid not in unplaced]
        if len(placed) > 1 and start <= places:
            tier_start = start
            if any(playoff.members == frozenset(placed) for playoff in playoffs):
                decided.update(placed)
            for tier in split_by_playoffs(placed, playoffs):
                if len(tier) > 1 and tier_start <= places:
                    flagged.update(tier)
                result.append(tier)
                tier_start += len(tier)
            result.extend([pid] for pid in group if pid in unplaced)
        else:
            members = set(group)
            result.extend(g for g in refined if g[0] in members)
        start += len(placed)
    return result, flagged, decided - flagged


def group_tables(groups: Sequence[Sequence[Competitor]], records: Iterable[GameRecord], *,
                 tiebreaks: Sequence[str] = GROUP_TIEBREAKS,
                 lots_seed: int | None = None) -> list[list[StandingRow]]:
    """The preliminary round-robin groups, each ranked on its own games (win 2 / draw 1 / loss 0).

    Round robin: opponents are the same for all, so the default chain is
    direct encounter, Sonneborn-Berger, wins (C.07 recommends these for
    round robins); a forfeit counts as a result there (C.07 15.2).
    """
    records = list(records)
    tables = []
    for group in groups:
        ids = {c.id for c in group}
        own = [r for r in records if set(r.participants) <= ids]
        tables.append(individual_standings(list(group), own, tiebreaks=list(tiebreaks),
                                           unplayed_rule=ZERO, lots_seed=lots_seed))
    return tables


def qualified(tables: Sequence[Sequence[StandingRow]], top_n: int) -> list[int]:
    """Ids of the players ranked 1..top_n in each group, group by group in rank order.

    A shared place across the line qualifies everyone in it (rank ≤ top_n); the disqualified never qualify;
    ``boundary_ties`` lists such players so the referee can decide.
    """
    return [row.id for table in tables for row in table if row.rank <= top_n and not row.disqualified]


def boundary_ties(table: Sequence[StandingRow], top_n: int) -> list[int]:
    """Players of a shared place that straddles the qualification line (more than top_n would pass)."""
    passing = [row for row in table if row.rank <= top_n and not row.disqualified]
    if len(passing) <= top_n:
        return []
    last_rank = max(row.rank for row in passing)
    return [row.id for row in passing if row.rank == last_rank]
