"""The kept round entries (HistoryCache) give exactly what a full recompute gives, on random tournaments."""
import random
from dataclasses import replace

from app.standings import Competitor, individual_standings
from app.standings.history import ABSENT, FORFEIT_LOSS, HistoryCache, RoundEntry, _entry, build_history
from app.standings.tiebreaks import FIDE2023, ZERO
from tests.standings.standings_builders import bye, forfeit, game

CHAIN = ["opp_points", "buchholz_cut1", "sonneborn_berger", "progressive", "wins", "direct_encounter"]


def _reference_history(competitors, records, rounds):
    """The per-player walk build_history did before rounds were kept: the oracle."""
    by_player = {c.id: {} for c in competitors}
    for record in records:
        if record.round <= rounds:
            for pid in record.participants:
                if pid in by_player:
                    by_player[pid].setdefault(record.round, []).append(record)
    history = {}
    for competitor in competitors:
        entries = [_entry(competitor.id, rnd, by_player[competitor.id].get(rnd, ())) for rnd in range(1, rounds + 1)]
        if competitor.withdrawn_after is not None:
            entries = [RoundEntry(e.round, ABSENT, records=e.records)
                       if e.round > competitor.withdrawn_after and e.kind == FORFEIT_LOSS else e
                       for e in entries]
        history[competitor.id] = entries
    return history


def _round(rng, number, ids):
    """One round's records: random pairs, a bye for an odd one out, some forfeits."""
    ids = ids[:]
    rng.shuffle(ids)
    records = [bye(number, ids.pop())] if len(ids) % 2 else []
    for first, second in zip(ids[::2], ids[1::2]):
        if rng.random() < 0.1:
            records.append(forfeit(number, first, second, winner=rng.choice((first, second))))
        else:
            records.append(game(number, first, second, rng.choice("wdl")))
    return records


def _states(rng):
    """A tournament entered result by result, with corrections, removals and withdrawals on the way."""
    players = rng.randint(5, 24)
    competitors = [Competitor(pid, f"选手{pid}", f"学校{pid % 4}") for pid in range(1, players + 1)]
    records = []
    for number in range(1, rng.randint(3, 7) + 1):
        for record in _round(rng, number, [c.id for c in competitors if c.withdrawn_after is None]):
            records.append(record)
            yield competitors, list(records), number
        if records and rng.random() < 0.5:  # a correction in an earlier round
            index = rng.randrange(len(records))
            old = records[index]
            if len(old.participants) == 2:
                records[index] = game(old.round, *old.participants, rng.choice("wdl"))
                yield competitors, list(records), number
        if rng.random() < 0.3:  # a result taken back
            records.pop(rng.randrange(len(records)))
            yield competitors, list(records), number
        if rng.random() < 0.3:  # a withdrawal
            index = rng.randrange(len(competitors))
            competitors = competitors[:index] + [replace(competitors[index], withdrawn_after=number)] \
                + competitors[index + 1:]
            yield competitors, list(records), number


def test_kept_rounds_equal_a_full_rebuild_on_random_tournaments():
    """Across 60 random tournaments, after every change the kept build equals the reference and a fresh build."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        cache = HistoryCache()
        for competitors, records, rounds in _states(rng):
            kept = cache.build(competitors, records, rounds)
            assert kept == _reference_history(competitors, records, rounds) == build_history(
                competitors, records, rounds)
            checked += 1
    assert checked > 1000


def test_standings_with_kept_rounds_equal_standings_without():
    """The ranked rows (both unplayed-round rules) are identical with a cache kept across the changes."""
    for seed in range(20):
        rng = random.Random(1000 + seed)
        caches = {ZERO: HistoryCache(), FIDE2023: HistoryCache()}
        for competitors, records, rounds in _states(rng):
            for rule, cache in caches.items():
                with_cache = individual_standings(competitors, records, tiebreaks=CHAIN, unplayed_rule=rule,
                                                  after_round=rounds, history_cache=cache)
                fresh = individual_standings(competitors, records, tiebreaks=CHAIN, unplayed_rule=rule,
                                             after_round=rounds)
                assert with_cache == fresh


def test_a_changed_earlier_round_is_rebuilt():
    """A correction in round 1 after round 2 was built shows: the kept round-1 entries are not reused."""
    people = [Competitor(1, "甲", "A"), Competitor(2, "乙", "B")]
    cache = HistoryCache()
    first = cache.build(people, [game(1, 1, 2, "w"), game(2, 1, 2, "d")], 2)
    assert first[1][0].points == 2.0
    corrected = cache.build(people, [game(1, 1, 2, "l"), game(2, 1, 2, "d")], 2)
    assert corrected[1][0].points == 0.0 and corrected[2][0].points == 2.0


def test_a_tied_groups_direct_encounter_is_counted_again_only_when_a_members_games_change():
    """Two groups tied on points after round 1 (winners 1–4, losers 5–8), ranked by direct encounter alone.
    A round-2 result between two winners splits theirs, counted again; the losers' group keeps the very
    answer of the ranking before; both rankings equal a fresh one. (The seeded tests of
    test_standings_kept_event_table.py hold the kept answers exact through corrections and withdrawals.)"""
    competitors = [Competitor(pid, f"P{pid}", "S") for pid in range(1, 9)]
    first = [game(1, 1, 5, "w"), game(1, 2, 6, "w"), game(1, 3, 7, "w"), game(1, 4, 8, "w")]
    cache = HistoryCache()

    def ranked(records, kept):
        return individual_standings(competitors, records, tiebreaks=["direct_encounter"], after_round=2,
                                    history_cache=kept)
    before = ranked(first, cache)
    assert before == ranked(first, None)
    losers = next(answer for key, answer in cache.encounters.items() if set(key[0]) == {5, 6, 7, 8})
    after = ranked(first + [game(2, 3, 1, "w")], cache)
    assert after == ranked(first + [game(2, 3, 1, "w")], None)
    assert [row.id for row in after[:1]] == [3] and not after[0].shared
    assert any(answer is losers for answer in cache.encounters.values())
