"""Card tables of the demo through the service: schoolmates apart, no table-mates twice (docs/rules.md §2.7)."""
import itertools
import random
from collections import Counter

import pytest

from app.services.players import add_player
from app.services.rounds import delete_last_round, pair_next_round, swap_seats
from app.services.round_views import round_view
from app.services.tournament import update_event_settings
from app.stages.policy import FINAL
from app.stages.round_id import RoundId


def schoolmates_at(view):
    """(table, school) for every school seated twice or more at a table."""
    return [(t.number, school) for t in view.tables
            for school, count in Counter(s.school for s in t.seats if s.competitor_id).items() if count > 1]


def codes(view):
    return [getattr(w, "code", w) for w in view.warnings]


@pytest.mark.parametrize("code, seeds", [("doudizhu", range(8)), ("sanguosha_identity", range(3))])
def test_demo_round_one_seats_no_schoolmates_together(demo_store, code, seeds):
    """The report: 6 of 8 Dou Dizhu draws and 3 of 3 identity draws sat schoolmates together."""
    for seed in seeds:
        view = pair_next_round(demo_store, code, seed=seed)
        assert schoolmates_at(view) == [], seed
        assert "pairing.table_schoolmates" not in codes(view)
        delete_last_round(demo_store, code, view.round_id)


@pytest.mark.parametrize("code", ["doudizhu", "sanguosha_identity"])
def test_demo_covered_rounds_keep_schoolmates_and_table_mates_apart(demo_store, code, play_round):
    """Round 2 is covered too (Dou Dizhu 1–3 of 5, identity 1–2 of 3): no schoolmates, and
    nobody sits again with a table-mate of round 1 where the field allows it (Dou Dizhu: 18 players)."""
    rng = random.Random(5)
    first = pair_next_round(demo_store, code, seed=11)
    play_round(demo_store, code, first, rng)
    second = pair_next_round(demo_store, code, seed=12)
    assert schoolmates_at(second) == []
    if code == "doudizhu":
        met = {frozenset(pair) for t in first.tables
               for pair in itertools.combinations([s.competitor_id for s in t.seats], 2)}
        again = [pair for t in second.tables
                 for pair in itertools.combinations([s.competitor_id for s in t.seats], 2) if frozenset(pair) in met]
        assert again == []
        assert "pairing.table_repeat" not in codes(second)


def test_unavoidable_schoolmates_are_listed_in_both_languages(store):
    """15 Dou Dizhu players, 11 of one school: five tables cannot keep them apart; the round says so."""
    for index in range(15):
        school = "广西大学" if index < 11 else f"学校{index}"
        add_player(store, f"选手{index:02d}", school, f"S{index}", ["doudizhu"])
    view = pair_next_round(store, "doudizhu", seed=1)
    listed = [w for w in view.warnings if getattr(w, "code", "") == "pairing.table_schoolmates"]
    # 11 over 5 tables: at best 3, 2, 2, 2, 2 → four tables of two and one of three.
    assert sorted(len(w.params["players"]) for w in listed) == [2, 2, 2, 2, 3]
    assert all(w.params["school"] == "广西大学" for w in listed)
    assert listed[0].message("en").startswith(f"Table {listed[0].params['table']}: schoolmates at one table (广西大学: ")
    assert str(listed[0]).startswith(f"第{listed[0].params['table']}台：同校同桌（广西大学：")


def test_the_setting_off_seats_by_lot_alone(store):
    """同校回避 for 0 rounds: the draw is the plain lot again and nothing is listed."""
    for index in range(15):
        add_player(store, f"选手{index:02d}", "广西大学" if index < 11 else f"学校{index}", f"S{index}", ["doudizhu"])
    update_event_settings(store, "doudizhu", {"school_separation_rounds": 0})
    view = pair_next_round(store, "doudizhu", seed=1)
    assert "pairing.table_schoolmates" not in codes(view)


def test_a_hand_swap_that_seats_schoolmates_together_lists_it(demo_store):
    """§2.8 at card tables: the swap is kept, and the table it broke says why (as for two-player events)."""
    view = pair_next_round(demo_store, "doudizhu", seed=3)
    first = view.tables[0].seats[0]
    other = next(s for t in view.tables[1:] for s in t.seats if s.school == first.school)
    moved_out = view.tables[0].seats[1]
    problems = swap_seats(demo_store, "doudizhu", moved_out.seat_id, other.seat_id)
    listed = [p for p in problems[1] if p.code == "pairing.table_schoolmates"]
    assert [(p.params["school"], sorted(p.params["players"])) for p in listed] == [
        (first.school, sorted([first.name, other.name]))]
    assert not [p for ps in problems.values() for p in ps if p.code == "pairing.table_size"]
    assert round_view(demo_store, "doudizhu", RoundId("doudizhu", FINAL, 1)).tables[0].warnings == tuple(listed)


def test_sanguosha_3v3_teams_of_one_school_do_not_meet_in_round_one(store):
    """8 teams, two from each of 4 schools: the draw by lot keeps a school's teams apart (seed: 单位棋手（队）)."""
    for school in range(4):
        for team in ("一队", "二队"):
            for member in range(3):
                add_player(store, f"{school}{team}{member}", f"学校{school}", f"T{school}{team}{member}",
                           ["sanguosha_3v3"], team=f"学校{school}{team}")
    for seed in range(6):
        view = pair_next_round(store, "sanguosha_3v3", seed=seed)
        assert schoolmates_at(view) == [], seed
        delete_last_round(store, "sanguosha_3v3", view.round_id)
