"""The tie-break values kept between rankings give exactly the rows of a fresh ranking, change after change."""
import random
from dataclasses import replace

from app.standings import Competitor, GameRecord, individual_standings
from app.standings.history import HistoryCache
from app.standings.tiebreaks import FIDE2023, ZERO
from tests.standings.standings_builders import bye, forfeit, game, table

CHAINS = [
    ["opp_points", "progressive", "sonneborn_berger", "wins", "direct_encounter"],
    ["buchholz_cut1", "median_buchholz", "game_points", "buchholz", "lots"],
    ["median_buchholz", "sonneborn_berger", "opp_points", "direct_encounter", "progressive"],
]
DOU_DIZHU_POINTS = (-4.0, -2.0, 0.0, 2.0, 4.0)


def _pair(rng, number, first, second):
    """A played game (now and then scored game by game, or a forfeit) between two players."""
    if rng.random() < 0.1:
        return forfeit(number, first, second, winner=rng.choice((first, second)))
    record = game(number, first, second, rng.choice("wdl"))
    if rng.random() < 0.3:  # a round of several games: games won per player
        won = rng.choice((0.0, 0.5, 1.0, 1.5, 2.0))
        record = replace(record, game_points={first: won, second: 2.0 - won})
    return record


def _three(rng, number, seats):
    """A table of three with random Dou Dizhu points."""
    points = {pid: rng.choice(DOU_DIZHU_POINTS) for pid in seats}
    return table(number, points, {pid for pid, p in points.items() if p > 0})


def _round(rng, number, ids, seats):
    """One round: random tables of ``seats``, byes for whoever is left over."""
    ids = ids[:]
    rng.shuffle(ids)
    records = []
    while len(ids) % seats:
        records.append(bye(number, ids.pop(), points=rng.choice((2.0, 1.0))))
    for start in range(0, len(ids), seats):
        tablemates = ids[start:start + seats]
        records.append(_pair(rng, number, *tablemates) if seats == 2 else _three(rng, number, tablemates))
    return records


def _changed_result(rng, record: GameRecord, seats) -> GameRecord:
    """The same table with another result (a bye changes its points)."""
    if len(record.participants) == 1:
        return bye(record.round, record.participants[0], points=rng.choice((2.0, 1.0, 0.0)))
    if seats == 2:
        return _pair(rng, record.round, *record.participants)
    return _three(rng, record.round, record.participants)


def _single_changes(rng, seats, steps):
    """A tournament with an open last round, then one change at a time.

    A result changed, a result removed, a record added, a withdrawal (or its undo).
    """
    competitors = [Competitor(pid, f"选手{pid}", f"学校{pid % 5}") for pid in range(1, rng.randint(6, 30) + 1)]
    rounds = rng.randint(2, 6)
    records = [r for number in range(1, rounds + 1) for r in _round(rng, number, [c.id for c in competitors], seats)]
    rng.shuffle(records)
    waiting = [r for r in records if r.round == rounds and rng.random() < 0.5]  # the open round
    records = [r for r in records if not any(r is w for w in waiting)]
    yield competitors, list(records)
    for _ in range(steps):
        move = rng.random()
        if move < 0.45 and records:
            index = rng.randrange(len(records))
            records[index] = _changed_result(rng, records[index], seats)
        elif move < 0.6 and records:
            waiting.append(records.pop(rng.randrange(len(records))))
        elif move < 0.8 and waiting:
            records.insert(rng.randrange(len(records) + 1), waiting.pop(rng.randrange(len(waiting))))
        else:
            index = rng.randrange(len(competitors))
            after = None if competitors[index].withdrawn_after is not None else rng.randint(0, rounds - 1)
            competitors = competitors[:index] + [replace(competitors[index], withdrawn_after=after)] \
                + competitors[index + 1:]
        yield competitors, list(records)


def _rank(competitors, records, chain, rule, cache=None, draw_points=1.0, after_round=None):
    return individual_standings(competitors, records, tiebreaks=chain, unplayed_rule=rule, lots_seed=5,
                                unplayed_draw_points=draw_points, after_round=after_round,
                                history_cache=cache)


def test_one_kept_cache_equals_a_fresh_ranking_after_every_single_change():
    """Tables of 2 and 3, both rules, several chains: after each single change the kept cache ranks as from scratch."""
    checked = 0
    for seed in range(48):
        rng = random.Random(seed)
        seats, rule, chain = (2, 3)[seed % 2], (ZERO, FIDE2023)[seed // 2 % 2], CHAINS[seed % 3]
        cache = HistoryCache()
        for competitors, records in _single_changes(rng, seats, steps=25):
            assert _rank(competitors, records, chain, rule, cache) == _rank(competitors, records, chain, rule)
            checked += 1
    assert checked == 48 * 26


def test_a_changed_chain_rule_or_draw_value_with_the_same_cache_gives_the_fresh_answer():
    """Switching chain, unplayed rule and drawn-round value between calls on one cache never reuses stale values."""
    settings = [(chain, rule, draw) for chain in CHAINS for rule in (ZERO, FIDE2023) for draw in (1.0, 0.5)]
    for seed in range(12):
        rng = random.Random(500 + seed)
        cache = HistoryCache()
        for step, (competitors, records) in enumerate(_single_changes(rng, 2, steps=12)):
            for chain, rule, draw in rng.sample(settings, 4) if step else settings:
                assert _rank(competitors, records, chain, rule, cache, draw) == \
                    _rank(competitors, records, chain, rule, draw_points=draw)


def test_a_changed_table_size_with_the_same_rounds_gives_the_fresh_answer():
    """A later table of three (outside the ranked rounds) changes the 16.4 dummy's seats: the kept values go."""
    competitors = [Competitor(pid, f"选手{pid}", "校") for pid in range(1, 6)]
    ranked = [game(1, 1, 2, "w"), game(1, 3, 4, "d"), bye(1, 5)]
    later_table = table(2, {1: 4.0, 2: -2.0, 3: -2.0}, {1})
    cache = HistoryCache()
    for records in (ranked, ranked + [later_table], ranked):
        kept = _rank(competitors, records, CHAINS[0], FIDE2023, cache, after_round=1)
        assert kept == _rank(competitors, records, CHAINS[0], FIDE2023, after_round=1)
    assert _rank(competitors, ranked + [later_table], CHAINS[0], FIDE2023, after_round=1) != kept


def test_two_competitor_sets_on_one_cache_give_their_fresh_rankings():
    """Ranked with and without a player (a disqualified one ignored) in turn: opponents left out count as absent."""
    for seed in range(10):
        rng = random.Random(900 + seed)
        cache = HistoryCache()
        for competitors, records in _single_changes(rng, 2, steps=10):
            without_first = competitors[1:]
            for field in (competitors, without_first):
                assert _rank(field, records, CHAINS[0], FIDE2023, cache) == _rank(field, records, CHAINS[0], FIDE2023)


def test_a_row_is_rebuilt_when_only_its_name_flag_or_column_names_change():
    """A renamed player, a playoff now due, an equal value under another name: shown fresh, never as the kept row."""
    competitors = [Competitor(pid, f"选手{pid}", "校") for pid in range(1, 5)]
    records = [game(1, 1, 2, "w"), game(1, 3, 4, "w"), game(2, 1, 3, "d"), game(2, 2, 4, "d")]
    renamed = [replace(competitors[0], name="改名", school="新校")] + competitors[1:]
    cache = HistoryCache()
    calls = [(competitors, ["opp_points"], False), (renamed, ["opp_points"], False),
             (renamed, ["buchholz"], False), (renamed, ["buchholz", "playoff"], False),
             (renamed, ["buchholz", "playoff"], True)]
    seen = []
    for field, chain, due in calls:
        def rank(kept):
            return individual_standings(field, records, tiebreaks=chain, playoff_due=due, history_cache=kept)
        kept = rank(cache)
        assert kept == rank(None)
        seen.append(kept)
    assert all(before != after for before, after in zip(seen, seen[1:]))  # each call changed something shown


def test_a_game_of_two_read_in_one_step_gives_what_the_general_rules_give():
    """The one-step reading of the usual round (one game of two) against the general rules, round by round,
    with forfeits, byes, games scored game by game, tables of three and opponents left out of the scores."""
    from app.standings.history import adjusted_scores, build_history, scores
    from app.standings.tiebreaks import _opponent_rounds, _round_contribution, _sonneborn_berger
    rng = random.Random(12)
    for seats in (2, 3):
        ids = list(range(1, 14))
        records = [r for number in range(1, 6) for r in _round(rng, number, ids, seats)]
        competitors = [Competitor(pid, f"P{pid}", "S") for pid in ids]
        history = build_history(competitors, records, 5)
        for fide in (False, True):
            own = scores(history)
            opponent_score = adjusted_scores(history, 1.0) if fide else dict(own)
            for left_out in rng.sample(ids, 3):
                opponent_score.pop(left_out)
            for pid, entries in history.items():
                general = [_round_contribution(pid, e, own, opponent_score, fide, seats) for e in entries]
                berger = sum(_sonneborn_berger(pid, e, own, opponent_score, fide) for e in entries)
                rounds, one_step_berger = _opponent_rounds(pid, entries, own, opponent_score, fide, seats)
                assert rounds == general
                assert abs(one_step_berger - berger) < 1e-9


def test_a_build_the_kept_tie_breaks_did_not_see_makes_them_compare_every_player():
    """The kept tie-breaks look only at the players whose entries are new since the build before. A build
    between two rankings that no ranking followed (its changes would be missed) makes the next ranking
    compare every player: after each such skipped change the kept cache still ranks as from scratch."""
    for seed in range(16):
        rng = random.Random(1300 + seed)
        rule, chain = (ZERO, FIDE2023)[seed % 2], CHAINS[seed % 3]
        cache = HistoryCache()
        states = list(_single_changes(rng, 2, steps=16))
        for step, (competitors, records) in enumerate(states):
            if step % 3 == 1:  # built, never ranked: the tie-breaks never saw these entries
                cache.build(competitors, records, max((r.round for r in records), default=0))
                continue
            assert _rank(competitors, records, chain, rule, cache) == _rank(competitors, records, chain, rule), seed


def test_after_one_result_only_its_players_and_their_opponents_are_computed_again(monkeypatch):
    """The work after a result is proportional to it: a game entered in the open round computes the
    tie-breaks of its two players and of the players who met them, not of the other 34."""
    from app.standings import tiebreaks
    competitors = [Competitor(pid, f"选手{pid}", "校") for pid in range(1, 41)]
    records = ([game(1, pid, pid + 20, "wdl"[pid % 3]) for pid in range(1, 21)]
               + [game(2, pid, pid + 1, "wdl"[pid % 3]) for pid in range(1, 41, 2)]
               + [game(3, 5, 6, "w")])  # the open round, one game in
    cache = HistoryCache()
    _rank(competitors, records, CHAINS[0], ZERO, cache)
    computed, real = [], tiebreaks._player_values
    monkeypatch.setattr(tiebreaks, "_player_values", lambda pid, *rest: computed.append(pid) or real(pid, *rest))
    entered = records + [game(3, 1, 40, "d")]  # a draw: both scores move
    kept = _rank(competitors, entered, CHAINS[0], ZERO, cache)
    assert sorted(computed) == [1, 2, 20, 21, 39, 40]  # the two players; whom 1 met (21, 2), whom 40 met (20, 39)
    monkeypatch.undo()
    assert kept == _rank(competitors, entered, CHAINS[0], ZERO)
