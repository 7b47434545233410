"""Who gets a certificate: the docs/rules.md §7 award list read from the event presets."""
import pytest

from app.printing.awards import event_awards, overall_awards
from app.printing.data import CHAMPION_CUP, EVENT_TEAM, INDIVIDUAL, OVERALL_TEAM, Ranked

INDIVIDUALS = [Ranked(f"选手{n}", n, "广西大学") for n in range(1, 11)]
TEAMS = [Ranked(f"学校{n}", n) for n in range(1, 9)]


@pytest.mark.parametrize("code, individual, team, cup", [
    ("xiangqi", 6, 6, 1), ("go", 6, 6, 1), ("gomoku", 6, 6, 1), ("checkers", 6, 6, 1),
    ("doudizhu", 6, 6, 0), ("sanguosha_1v1", 6, 6, 0), ("sanguosha_identity", 3, 0, 0),
])
def test_award_counts_per_event(code, individual, team, cup):
    """Top 6 individuals and teams; the cup only for xiangqi, go, gomoku, checkers; identity top 3."""
    awards = event_awards(code, "项目", INDIVIDUALS, TEAMS)
    kinds = [a.kind for a in awards]
    assert (kinds.count(INDIVIDUAL), kinds.count(EVENT_TEAM), kinds.count(CHAMPION_CUP)) == (individual, team, cup)


def test_prize_line_for_places_one_to_three_and_shared_places_all_count():
    """Places 1-3 get prize money; two players sharing 6th both get a certificate."""
    ranked = INDIVIDUALS[:5] + [Ranked("甲", 6), Ranked("乙", 6), Ranked("丙", 8)]
    awards = [a for a in event_awards("xiangqi", "象棋", ranked, []) if a.kind == INDIVIDUAL]
    assert [(a.recipient, a.with_prize) for a in awards][2:] == [
        ("选手3", True), ("选手4", False), ("选手5", False), ("甲", False), ("乙", False)]


def test_referee_overrides_change_the_award_list():
    """Settings override the preset (e.g. only 3 certificates, no cup)."""
    awards = event_awards("go", "围棋", INDIVIDUALS, TEAMS,
                          {"individual_awards": 3, "team_awards": 2, "champion_cup": False})
    assert [a.kind for a in awards] == [INDIVIDUAL] * 3 + [EVENT_TEAM] * 2


def test_three_v_three_is_a_team_event_only():
    """Sanguosha 3v3 has team certificates and no individual ones."""
    awards = event_awards("sanguosha_3v3", "三国杀3v3", [], TEAMS)
    assert [a.kind for a in awards] == [EVENT_TEAM] * 6


def test_overall_teams_one_to_six_with_trophy():
    """总团体 1-6 each get a certificate and the trophy line."""
    awards = overall_awards(list(reversed(TEAMS)))
    assert [(a.kind, a.recipient, a.place, a.with_trophy) for a in awards] == [
        (OVERALL_TEAM, f"学校{n}", n, True) for n in range(1, 7)]


def test_one_champion_cup_only_for_a_sole_first_place():
    """Seed 000 gives each event's first place one 棋王杯: a shared first prints none, and says who shares it."""
    from app.printing.awards import withheld_cup
    shared = [Ranked("甲", 1, shared=True), Ranked("乙", 1, shared=True), Ranked("丙", 3)]
    assert [a.kind for a in event_awards("go", "围棋", shared, [])].count(CHAMPION_CUP) == 0
    assert withheld_cup("go", shared) == ["甲", "乙"]
    sole = [Ranked("甲", 1), Ranked("乙", 2)]
    assert [a.recipient for a in event_awards("go", "围棋", sole, []) if a.kind == CHAMPION_CUP] == ["甲"]
    assert withheld_cup("go", sole) == [] and withheld_cup("doudizhu", shared) == []


def test_ceremony_order_hands_out_sixth_place_first():
    """In ceremony order each event goes 6th → 1st (individuals, then teams, the cup after 1st), overall last."""
    from app.printing.awards import ceremony_order
    awards = event_awards("xiangqi", "象棋", INDIVIDUALS, TEAMS) + overall_awards(TEAMS)
    ordered = ceremony_order(awards)
    assert [(a.kind, a.place) for a in ordered][:8] == [(INDIVIDUAL, p) for p in range(6, 0, -1)] + [
        (CHAMPION_CUP, 1), (EVENT_TEAM, 6)]
    assert [(a.kind, a.place) for a in ordered][-6:] == [(OVERALL_TEAM, p) for p in range(6, 0, -1)]
    assert sorted(ordered, key=id) == sorted(awards, key=id)
