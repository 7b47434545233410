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
