"""A roster whose team-event rows name no team (#32 item 8): the good rows import, the rest are listed with how
to fix them; asked to, the station forms the teams by school, and says how many rows and players it read."""
from __future__ import annotations

import pytest

from app.roster import read_roster, validate

HEADERS = ["姓名", "学校", "学号", "项目"]
SCHOOLS = ("一中", "二中", "三中")


def issue_roster():
    """The issue's file: 14 individual rows, then 12 Sanguosha 3v3 rows (four per school) without 队伍."""
    rows = [HEADERS]
    rows += [[f"棋手{n}", SCHOOLS[n % 3], f"10{n:02d}", "象棋"] for n in range(14)]
    rows += [[f"杀手{n}", SCHOOLS[n // 4], f"20{n:02d}", "三国杀3v3"] for n in range(12)]
    return rows


@pytest.fixture
def plan_for(make_csv):
    def plan(rows, teams_by_school=False, settings=None):
        return validate(read_roster(make_csv(rows, encoding="utf-8-sig")), None, settings,
                        teams_by_school=teams_by_school)
    return plan


def test_the_good_rows_stay_in_the_plan_and_each_refused_row_says_how_to_fix_it(plan_for):
    """The 14 individual rows are importable; each of the 12 3v3 rows is refused at its row, in the team
    column, with the way out (fill the column or form teams by school)."""
    plan = plan_for(issue_roster())
    assert not plan.ok
    assert sorted(row.row for row in plan.rows) == list(range(2, 16))
    assert plan.refused_rows == tuple(range(16, 28))
    assert [(p.row, p.column, p.value) for p in plan.problems] == [(row, "队伍", "") for row in range(16, 28)]
    assert all("按学校组队" in p.message.message("zh") and "by school" in p.message.message("en") for p in plan.problems)
    assert (plan.data_rows, plan.players) == (26, 14)


def test_teams_by_school_forms_one_team_per_school(plan_for):
    """Asked to, the four 3v3 players of each school become that school's team (3 players and 1 substitute),
    named after the school, and a notice lists the teams formed; nothing is refused."""
    plan = plan_for(issue_roster(), teams_by_school=True)
    assert plan.ok, [str(p) for p in plan.problems]
    teams = {row.name: row.team for row in plan.rows if row.events == ("sanguosha_3v3",)}
    assert teams == {f"杀手{n}": SCHOOLS[n // 4] for n in range(12)}
    assert any("按学校组成" in str(notice) and "一中（4 人）" in str(notice) for notice in plan.notices)
    assert (plan.data_rows, plan.players) == (26, 26)


@pytest.mark.parametrize("members, sizes, refused", [
    (2, (), 2),           # under a team: every row refused
    (3, (3,), 0),
    (5, (4,), 1),         # 5 = one team of 4 and one left over
    (7, (4, 3), 0),
    (8, (4, 4), 0),
    (9, (3, 3, 3), 0),
])
def test_a_schools_players_are_dealt_into_as_few_teams_as_fit(plan_for, members, sizes, refused):
    """n players of a school form ceil(n / 4) teams of 3–4 (file order, the first teams fuller); when they do
    not divide, the last ones are refused and told to name their team; one team is named after the school,
    several 一中1队, 一中2队 …"""
    rows = [HEADERS] + [[f"杀手{n}", "一中", f"30{n}", "三国杀3v3"] for n in range(members)]
    plan = plan_for(rows, teams_by_school=True)
    formed = {}
    for row in plan.rows:
        formed.setdefault(row.team, []).append(row.row)
    assert tuple(len(formed[name]) for name in sorted(formed)) == sizes
    if len(sizes) == 1:
        assert list(formed) == ["一中"]
    elif sizes:
        assert sorted(formed) == [f"一中{i}队" for i in range(1, len(sizes) + 1)]
    assert len(plan.refused_rows) == refused
    assert plan.refused_rows == tuple(range(members + 2 - refused, members + 2))


def test_a_named_team_is_kept_and_only_the_unnamed_are_formed(plan_for):
    """Rows with a team keep it; only rows without one are formed by school."""
    rows = [["姓名", "学校", "学号", "项目", "队伍"]]
    rows += [[f"甲{n}", "一中", f"40{n}", "三国杀3v3", "猛虎队"] for n in range(3)]
    rows += [[f"乙{n}", "一中", f"50{n}", "三国杀3v3", ""] for n in range(3)]
    plan = plan_for(rows, teams_by_school=True)
    assert plan.ok
    assert {row.name: row.team for row in plan.rows} == {**{f"甲{n}": "猛虎队" for n in range(3)},
                                                        **{f"乙{n}": "一中" for n in range(3)}}


def test_a_team_left_short_by_a_refused_member_is_refused_too(plan_for):
    """A team of 3 whose third member's row is refused would enter with 2 players: its other rows are refused
    as well, naming the refused row, so the fixed file brings the whole team in."""
    rows = [["姓名", "学校", "学号", "项目", "队伍"]]
    rows += [[f"甲{n}", "一中", f"40{n}", "三国杀3v3", "猛虎队"] for n in range(2)]
    rows += [["甲2", "一中", "", "三国杀3v3", "猛虎队"]]
    rows += [["王五", "一中", "600", "象棋", ""]]
    plan = plan_for(rows)
    assert [row.name for row in plan.rows] == ["王五"]
    assert plan.refused_rows == (2, 3, 4)
    short = [p for p in plan.problems if p.row in (2, 3)]
    assert short and all("第 4 行" in p.message.message("zh") for p in short)


def test_rows_and_players_are_counted_apart(plan_for):
    """64 rows where three players are on two rows each (two events) are 64 rows and 61 players."""
    rows = [HEADERS] + [[f"选手{n}", "一中", f"7{n:03d}", "象棋"] for n in range(61)]
    rows += [[f"选手{n}", "一中", f"7{n:03d}", "围棋"] for n in range(3)]
    plan = plan_for(rows)
    assert plan.ok and (plan.data_rows, plan.players) == (64, 61)
    assert plan.summary().startswith("共 64 行，61 名选手：")


def test_a_formed_team_name_over_the_field_limit_is_refused_at_the_row(plan_for):
    """A school name of 40 characters makes 一中1队-style names past the team field's 40: the rows are refused
    naming the name formed, not written with a name the roster itself would refuse."""
    school = "第" * 40
    rows = [HEADERS] + [[f"杀手{n}", school, f"30{n}", "三国杀3v3"] for n in range(8)]
    plan = plan_for(rows, teams_by_school=True)
    assert plan.rows == [] and plan.refused_rows == tuple(range(2, 10))
    assert all(p.column == "队伍" and p.value.startswith("第第") for p in plan.problems)


def test_a_row_without_a_school_forms_no_team(plan_for):
    """A 3v3 row missing its school is refused for that and joins no school's team."""
    rows = [HEADERS] + [[f"杀手{n}", "一中", f"30{n}", "三国杀3v3"] for n in range(3)]
    rows += [["无校", "", "399", "三国杀3v3"]]
    plan = plan_for(rows, teams_by_school=True)
    assert {row.team for row in plan.rows} == {"一中"} and len(plan.rows) == 3
    assert [(p.row, p.column) for p in plan.problems] == [(5, "学校")]
    assert not any("（1 人）" in str(notice) for notice in plan.notices)
