"""Event team standings (sum / go_ranks / checkers) and the overall team table, ties explained."""
import pytest

from app.standings import (OverallRow, StandingRow, TeamRow, event_team_standings,
                           fouls_by_school, overall_team_standings)
from standings_builders import game, people


def row(rank, shared, pid, school, points):
    return StandingRow(rank, shared, pid, f"P{pid}", school, points, {}, 0, 0)


# Final table, four schools of 8, 8, 8 and 4 points:
#   1 甲1 6 | 2= 乙1 5, 丙1 5 | 4 丁1 4 | 5= 乙2 3, 丙2 3 | 7 甲2 2
# 甲 8 [6,2] ranks [1,7];  乙 8 [5,3] [2,5];  丙 8 [5,3] [2,5];  丁 4 [4] [4]
LEVEL_ROWS = [row(1, False, 1, "甲", 6), row(2, True, 2, "乙", 5), row(2, True, 3, "丙", 5),
              row(4, False, 4, "丁", 4), row(5, True, 5, "乙", 3), row(5, True, 6, "丙", 3),
              row(7, False, 7, "甲", 2)]

TEAM_CASES = [
    # sum: 甲's best 6 beats 5; 乙 = 丙 on 5 and 3 -> fewer fouls: 丙 0 < 乙 1
    ("sum", {"甲": 0, "乙": 1, "丙": 0, "丁": 0},
     [("甲", 1, False), ("丙", 2, False), ("乙", 3, False), ("丁", 4, False)]),
    # sum without foul counts: 乙 and 丙 share 2nd
    ("sum", None, [("甲", 1, False), ("丙", 2, True), ("乙", 2, True), ("丁", 4, False)]),
    # go: best rank 1 (甲) first; 乙 and 丙 both [2, 5] -> shared
    ("go_ranks", None, [("甲", 1, False), ("丙", 2, True), ("乙", 2, True), ("丁", 4, False)]),
    # checkers: 2 finalists each; rank sums 甲 8, 乙 7, 丙 7 -> 乙 = 丙 first, 甲 third
    ("checkers", None, [("丙", 1, True), ("乙", 1, True), ("甲", 3, False), ("丁", 4, False)]),
]
# Inside a shared place schools are listed by name in code-point order: 丁 < 丙 < 乙 < 甲.


@pytest.mark.parametrize("rule, fouls, expected", TEAM_CASES)
def test_event_team_rules(rule, fouls, expected):
    """Each event's team rule orders equal totals its own way; a tie left is shared."""
    table = event_team_standings(LEVEL_ROWS, rule, fouls)
    assert [(t.school, t.rank, t.shared) for t in table] == expected
    assert {t.school: t.points for t in table} == {"甲": 8, "乙": 8, "丙": 8, "丁": 4}


def test_team_explanations_in_chinese():
    """The reason of each tie decision is written out: which criterion, or 并列."""
    table = {t.school: t for t in event_team_standings(LEVEL_ROWS, "sum", {"乙": 1})}
    assert table["甲"].explanation == "与丙、乙同为8分，按最高个人积分排定（本校6分）"
    assert table["丙"].explanation == "与甲、乙同为8分，按犯规次数（少者列前）排定（本校犯规0次）"
    assert table["丁"].explanation == ""
    shared = {t.school: t for t in event_team_standings(LEVEL_ROWS, "sum", None)}
    assert shared["乙"].explanation == "与丙同为8分，各项比较均相同，并列第2名"


def test_team_detail_lists_members():
    """A team row lists its players' scores, ranks, rank sum and member count."""
    table = {t.school: t for t in event_team_standings(LEVEL_ROWS, "go_ranks", None)}
    assert table["甲"].members == 2
    assert table["甲"].detail["scores"] == [6, 2]
    assert table["甲"].detail["ranks"] == [1, 7]
    assert table["甲"].detail["rank_sum"] == 8


def test_checkers_more_finalists_then_rank_sum():
    """Checkers: more players in the final first, then the smaller sum of their ranks."""
    # 1 甲 7 | 2 丁 5 | 3 乙 4 | 4 丁 3 | 5= 乙 2, 乙 2 | 7 甲 1
    # all 8 points; 乙 has 3 finalists; 丁 rank sum 2+4 = 6 < 甲 1+7 = 8
    rows = [row(1, False, 1, "甲", 7), row(2, False, 2, "丁", 5), row(3, False, 3, "乙", 4),
            row(4, False, 4, "丁", 3), row(5, True, 5, "乙", 2), row(5, True, 6, "乙", 2),
            row(7, False, 7, "甲", 1)]
    table = event_team_standings(rows, "checkers", None)
    assert [(t.school, t.rank, t.shared) for t in table] == [("乙", 1, False), ("丁", 2, False),
                                                            ("甲", 3, False)]
    assert table[0].explanation == "与丁、甲同为8分，按进入决赛人数（多者列前）排定（本校3人）"
    assert table[1].explanation == "与乙、甲同为8分，按决赛名次之和（小者列前）排定（本校名次和6）"


def test_unknown_team_rule_is_refused():
    """A team rule the engine does not know raises a Chinese error."""
    with pytest.raises(ValueError, match="团体计分规则"):
        event_team_standings(LEVEL_ROWS, "medals", None)


def test_fouls_are_added_per_school():
    """Fouls recorded in games are totalled per school for the team tie-break."""
    field = people((1, "A", "甲"), (2, "B", "乙"), (3, "C", "甲"))
    records = [game(1, 1, 2, "w", fouls={1: 1, 2: 2}), game(2, 3, 2, "d", fouls={3: 1})]
    # 甲: A 1 + C 1 = 2;  乙: B 2
    assert fouls_by_school(field, records) == {"甲": 2, "乙": 2}


def team_table(*places):
    """A team table from (school, rank) pairs; equal ranks are shared."""
    ranks = [rank for _, rank in places]
    return [TeamRow(rank, ranks.count(rank) > 1, school, 0.0, 1, {}) for school, rank in places]


TABLES = {
    "xiangqi": team_table(("甲", 1), ("乙", 2), ("丙", 2), ("丁", 4)),
    "go": team_table(("乙", 1), ("甲", 2), ("丁", 3), ("丙", 4)),
    "doudizhu": team_table(("丙", 1), ("丁", 2), ("甲", 3), ("乙", 4)),
}


@pytest.mark.parametrize("shared_places, expected", [
    # average: 乙 and 丙 share 2nd in xiangqi -> (7+5)/2 = 6 each
    #   甲 9+7 = 16   乙 6+9 = 15   丙 6+3 = 9   丁 3+5 = 8
    ("average", [("甲", 1, False, 16), ("乙", 2, False, 15), ("丙", 3, False, 9), ("丁", 4, False, 8)]),
    # higher: each of them gets 7 -> 甲 16, 乙 16: firsts 1-1, seconds 1-1, ... -> shared
    ("higher", [("乙", 1, True, 16), ("甲", 1, True, 16), ("丙", 3, False, 10), ("丁", 4, False, 8)]),
])
def test_overall_place_points_and_excluded_event(shared_places, expected):
    """9-7-5-3-2-1 per counted event; Dou Dizhu passed but not counted adds nothing."""
    table = overall_team_standings(TABLES, ["xiangqi", "go"], shared_places=shared_places)
    assert [(o.school, o.rank, o.shared, o.points) for o in table] == expected
    assert all(isinstance(o, OverallRow) and "doudizhu" not in o.by_event for o in table)


def test_overall_by_event_breakdown():
    """Each school's row shows the place points of every counted event."""
    table = {o.school: o for o in overall_team_standings(TABLES, ["xiangqi", "go"])}
    assert table["乙"].by_event == {"xiangqi": 6.0, "go": 9.0}


# 甲 1st + 6th = 9+1 = 10;  乙 2nd + 4th = 7+3 = 10;  丁 4th + 2nd = 3+7 = 10;  丙 3rd + 1st = 14
SIX = {
    "xiangqi": team_table(("甲", 1), ("乙", 2), ("丙", 3), ("丁", 4), ("戊", 5), ("己", 6)),
    "go": team_table(("丙", 1), ("丁", 2), ("戊", 3), ("乙", 4), ("己", 5), ("甲", 6)),
}


def test_overall_ties_by_places_won():
    """Equal sums: more first places wins, then more seconds …; still equal is 并列."""
    table = overall_team_standings(SIX, ["xiangqi", "go"])
    # 戊 2+5 = 7, 己 1+2 = 3
    assert [(o.school, o.rank, o.shared, o.points) for o in table] == [
        ("丙", 1, False, 14), ("甲", 2, False, 10), ("丁", 3, True, 10), ("乙", 3, True, 10),
        ("戊", 5, False, 7), ("己", 6, False, 3)]
    assert table[1].explanation == "与丁、乙同为10分，按单项团体第1名次数（多者列前）排定（本校1次）"
    assert table[3].explanation == "与丁同为10分，各项比较均相同，并列第3名"


def test_overall_without_tiebreak_shares():
    """With tiebreak="none" equal sums are simply shared places."""
    table = overall_team_standings(SIX, ["xiangqi", "go"], tiebreak="none")
    assert [(o.school, o.rank, o.shared) for o in table][1:4] == [
        ("丁", 2, True), ("乙", 2, True), ("甲", 2, True)]
    assert table[1].explanation == "与乙、甲同为10分，并列第2名"


def test_school_with_more_players_wins_the_missing_position():
    """"sum": 甲 [4, 4] and 乙 [4, 4, 0] are level until the third score, which only 乙 has."""
    rows = [row(1, True, 1, "甲", 4), row(1, True, 2, "甲", 4), row(1, True, 3, "乙", 4),
            row(1, True, 4, "乙", 4), row(5, False, 5, "乙", 0)]
    table = event_team_standings(rows, "sum", None)
    assert [(t.school, t.rank, t.shared) for t in table] == [("乙", 1, False), ("甲", 2, False)]
    assert table[1].explanation == "与乙同为8分，按第3高个人积分排定（本校无）"
