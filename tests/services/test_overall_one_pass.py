"""The overall table and its status from one ranking per counted event, equal to the per-event answers."""
import random

from app.services.rounds import pair_next_round
from app.services.standings import event_standings, event_teams, overall_table, team_standings
from app.standings import event_table as event_table_module
from app.standings import overall_team_standings


def _per_event(store, counted):
    """The overall table built event by event through the public per-event services (the oracle)."""
    tables, unfinished = {}, []
    for code in counted:
        standings = event_standings(store, code)
        tables[code] = team_standings(store, code) if standings.after_round else []
        if standings.provisional:
            unfinished.append(code)
    return overall_team_standings(tables, counted), unfinished


def test_one_pass_equals_the_per_event_tables_and_statuses(demo_store, play_round):
    """Complete, half-entered and unpaired events alike: same rows, same counted and unfinished events."""
    rng = random.Random(4)
    for code in ("xiangqi", "go"):
        play_round(demo_store, code, pair_next_round(demo_store, code, seed=1), rng)
    pair_next_round(demo_store, "xiangqi", seed=2)  # round 2 open: xiangqi provisional with points
    table = overall_table(demo_store)
    rows, unfinished = _per_event(demo_store, table.counted)
    assert table.counted == ["xiangqi", "go", "gomoku", "checkers"]
    assert table.rows == rows and any(r.points for r in rows)
    assert table.unfinished == unfinished == table.counted  # none of them has played all its rounds


def test_each_counted_event_is_ranked_once(demo_store, play_round, monkeypatch):
    """The hall's overall page used to rank every counted event twice (table, then status)."""
    rng = random.Random(4)
    for code in ("xiangqi", "go", "gomoku"):
        play_round(demo_store, code, pair_next_round(demo_store, code, seed=1), rng)
    ranked = []
    original = event_table_module.individual_standings

    def counting(competitors, records, **kwargs):
        ranked.append(1)
        return original(competitors, records, **kwargs)
    monkeypatch.setattr(event_table_module, "individual_standings", counting)
    overall_table(demo_store)
    assert len(ranked) == 3  # the three paired events; checkers has no final yet


def test_event_teams_equals_the_team_table_and_the_standings(demo_store, play_round):
    """The team sheet's and hall's one ranking gives the same school table and standings as asking twice."""
    rng = random.Random(6)
    for code in ("xiangqi", "doudizhu", "sanguosha_3v3"):
        play_round(demo_store, code, pair_next_round(demo_store, code, seed=1), rng)
    pair_next_round(demo_store, "xiangqi", seed=2)
    for code in ("xiangqi", "doudizhu", "sanguosha_3v3", "go"):
        teams, standings = event_teams(demo_store, code)
        assert teams == team_standings(demo_store, code)
        assert standings == event_standings(demo_store, code)
    assert event_teams(demo_store, "xiangqi")[0]
    assert event_teams(demo_store, "go") == ([], event_standings(demo_store, "go"))  # not paired yet
