"""The event's table ranked result by result with the kept caches equals a full recompute (seeded random events).

This is the path the station takes after every confirmed result (``event_table`` with the open file's kept
caches, one per list of competitors): Swiss-like and round-robin events, byes, forfeits, corrections,
disqualifications with both ``dq_past_games`` settings, withdrawals, playoffs, both unplayed-round rules
and chains with Buchholz, its cuts, Sonneborn-Berger, progressive scores and direct encounter.
"""
import random
from dataclasses import replace

from app.standings import Competitor
from app.standings.event_table import event_table
from app.standings.history import HistoryCache
from app.standings.playoff import PlayoffResult
from app.standings.tiebreaks import FIDE2023, ZERO
from tests.standings.standings_builders import bye, forfeit, game

CHAINS = [
    ["buchholz", "buchholz_cut1", "sonneborn_berger", "progressive", "direct_encounter"],
    ["median_buchholz", "opp_points", "wins", "progressive", "lots"],
    ["sonneborn_berger", "direct_encounter", "buchholz_cut1", "playoff"],
]


def _settings(rng, seed):
    return {"tiebreaks": CHAINS[seed % len(CHAINS)], "unplayed_rule": (ZERO, FIDE2023)[seed // 3 % 2],
            "playoff_on_tie": rng.random() < 0.3, "individual_awards": 6, "lots_seed": rng.choice((0, 7)),
            "dq_past_games": rng.choice(("ignore", "count")), "win_points": 2, "loss_points": 0,
            "games_per_round": 1}


def _round_robin(ids):
    """Every round of a round robin by the circle method (None: the bye of an odd field)."""
    field = list(ids) + ([None] if len(ids) % 2 else [])
    rounds = []
    for _ in range(len(field) - 1):
        half = len(field) // 2
        rounds.append(list(zip(field[:half], reversed(field[half:]))))
        field = [field[0], field[-1], *field[1:-1]]
    return rounds


def _swiss(rng, ids, rounds):
    """Random pairs each round (an odd one out gets the bye)."""
    schedule = []
    for _ in range(rounds):
        shuffled = ids[:]
        rng.shuffle(shuffled)
        pairs = list(zip(shuffled[::2], shuffled[1::2]))
        if len(shuffled) % 2:
            pairs.append((shuffled[-1], None))
        schedule.append(pairs)
    return schedule


def _record(rng, number, first, second):
    if second is None or first is None:
        return bye(number, first if second is None else second)
    if rng.random() < 0.08:
        return forfeit(number, first, second, winner=rng.choice((first, second)))
    return game(number, first, second, rng.choice("wdl"))


def _entered(rng, robin: bool):
    """(competitors, records, disqualified, playoffs) after each single change, results entered one by one."""
    players = rng.randint(5, 12) if robin else rng.randint(6, 30)
    competitors = [Competitor(pid, f"选手{pid:02d}", f"学校{pid % 4}") for pid in range(1, players + 1)]
    ids = [c.id for c in competitors]
    schedule = _round_robin(ids) if robin else _swiss(rng, ids, rng.randint(3, 6))
    records, disqualified, playoffs = [], set(), []
    for number, pairs in enumerate(schedule, start=1):
        for first, second in pairs:
            records.append(_record(rng, number, first, second))
            yield competitors, list(records), set(disqualified), list(playoffs)
            move = rng.random()
            if move < 0.08:  # a correction of an earlier result
                index = rng.randrange(len(records))
                old = records[index]
                if len(old.participants) == 2:
                    records[index] = game(old.round, *old.participants, rng.choice("wdl"))
            elif move < 0.12:  # a disqualification, or one lifted
                pid = rng.choice(ids)
                (disqualified.discard if pid in disqualified else disqualified.add)(pid)
            elif move < 0.14:  # a withdrawal after this round, or its undo
                index = rng.randrange(len(competitors))
                after = None if competitors[index].withdrawn_after is not None else number
                competitors = competitors[:index] + [replace(competitors[index], withdrawn_after=after)] \
                    + competitors[index + 1:]
            elif move < 0.16:  # a playoff between two players, played
                pair = rng.sample(ids, 2)
                playoffs.append(PlayoffResult(frozenset(pair), {pair[0]: 1.0, pair[1]: 0.0}))
            else:
                continue
            yield competitors, list(records), set(disqualified), list(playoffs)


def _table(competitors, records, settings, disqualified, playoffs, caches=None):
    active = {c.id for c in competitors if c.withdrawn_after is None}
    field = [replace(c, withdrawn_after=None) for c in competitors]
    kept = (lambda without: caches.setdefault(without, HistoryCache())) if caches is not None else \
        (lambda _without: None)
    return event_table(field, records, settings, active=active, disqualified=disqualified, playoffs=playoffs,
                       playoff_due=True, history_cache=kept)


def _check(robin: bool, seeds: range) -> int:
    checked = 0
    for seed in seeds:
        rng = random.Random(seed)
        settings = _settings(rng, seed)
        caches: dict[bool, HistoryCache] = {}
        for competitors, records, disqualified, playoffs in _entered(rng, robin):
            kept = _table(competitors, records, settings, disqualified, playoffs, caches)
            fresh = _table(competitors, records, settings, disqualified, playoffs)
            assert kept == fresh, (seed, len(records))
            assert [(r.id, r.rank, r.shared, r.disqualified) for r in kept] == \
                [(r.id, r.rank, r.shared, r.disqualified) for r in fresh]  # final places unchanged
            checked += 1
    return checked


def test_swiss_entered_result_by_result_ranks_as_a_full_recompute():
    assert _check(robin=False, seeds=range(20)) > 700


def test_round_robin_entered_result_by_result_ranks_as_a_full_recompute():
    assert _check(robin=True, seeds=range(100, 112)) > 250


def test_kept_totals_are_the_totals_of_a_fresh_build_after_every_change():
    """The kept points totals (summed again only for players whose entries changed) equal a fresh sum."""
    from app.standings.history import build_history, last_round, scores
    checked = 0
    for seed in range(200, 210):
        rng = random.Random(seed)
        cache = HistoryCache()
        for competitors, records, _disqualified, _playoffs in _entered(rng, robin=False):
            rounds = last_round(records, None)
            kept = cache.scores(cache.build(competitors, records, rounds))
            assert kept == scores(build_history(competitors, records, rounds)), (seed, len(records))
            checked += 1
    assert checked > 300
