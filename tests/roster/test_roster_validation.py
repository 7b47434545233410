"""Validating a roster: column mapping, bad rows with exact row/column, merging, teams."""
from __future__ import annotations

import pytest

from app.roster import Problem, read_roster, validate

HEADERS = ["姓名", "学校", "学号", "项目", "队伍"]


@pytest.fixture
def plan_for(make_csv):
    """Write rows to a CSV, read and validate it."""
    def plan(rows, existing=None, settings=None, encoding="utf-8-sig"):
        return validate(read_roster(make_csv(rows, encoding=encoding)), existing, settings)
    return plan


def located(plan):
    """The problems as (row, column, value) triples, in plan order."""
    return [(p.row, p.column, p.value) for p in plan.problems]


def test_chinese_and_english_headers_give_the_same_players(plan_for):
    """Headers in either language (any case, spaces, underscores) map to the same fields."""
    body = [["张三", "一中", "2023001", "象棋", "", "男", "高一"]]
    chinese = plan_for([["姓名", "学校", "学号", "项目", "队伍", "性别", "年级"], *body])
    english = plan_for([["Name", " SCHOOL ", "Student_ID", "event", "Team", "Gender", "grade"],
                        *body])
    assert chinese.ok and english.ok
    assert chinese.rows == english.rows
    row = chinese.rows[0]
    assert (row.row, row.name, row.school, row.student_id, row.events, row.team,
            row.gender, row.grade) == (2, "张三", "一中", "2023001", ("xiangqi",), None, "男", "高一")


@pytest.mark.parametrize("header, field_value", [
    ("单位", "school"), ("学校（单位）", "school"), ("学校/单位", "school"),
    ("学生证号", "student_id"), ("Student ID", "student_id"), ("学号*", "student_id"),
    ("学号(必填)", "student_id"), ("参赛项目", "event"), ("Events", "event"),
    ("姓 名", "name"), ("队名", "team"),
])
def test_header_aliases(plan_for, header, field_value):
    """Common header spellings of a field are recognised."""
    headers = {"name": "姓名", "school": "学校", "student_id": "学号", "event": "项目", "team": "队伍"}
    headers[field_value] = header
    values = {"name": "张三", "school": "一中", "student_id": "7", "event": "围棋", "team": ""}
    plan = plan_for([list(headers.values()), list(values.values())])
    assert plan.ok, plan.problems
    assert plan.rows[0].student_id == "7" and plan.rows[0].school == "一中"


def test_unknown_and_repeated_columns_are_notices(plan_for):
    """Unknown columns and a second column for one field are notices, never errors."""
    plan = plan_for([["序号", "姓名", "学校", "单位", "学号", "项目", "备注", "联系电话"],
                     ["1", "张三", "一中", "南宁一中", "1", "象棋", "x", "138"]])
    assert plan.ok
    assert plan.rows[0].school == "一中"
    assert "已忽略未知列：备注、联系电话" in plan.notices
    assert "列“单位”与“学校”含义相同，已使用“学校”列" in plan.notices


@pytest.mark.parametrize("dropped, column", [
    ("姓名", "姓名"), ("学校", "学校"), ("学号", "学号"), ("项目", "项目"),
])
def test_missing_required_column_is_an_error_at_row_one(plan_for, dropped, column):
    """Without a name, school, student ID or event column nothing is imported."""
    headers = [h for h in HEADERS if h != dropped]
    plan = plan_for([headers, ["x"] * len(headers)])
    assert not plan.ok and plan.rows == []
    assert located(plan) == [(1, column, "")]
    assert str(plan.problems[0]).startswith(f"第 1 行 {column}：缺少“{column}”列（表头写“{column}”或“")


def test_missing_fields_are_reported_at_their_row_and_column(plan_for):
    """Each missing field is one problem at the spreadsheet row and the file's header text."""
    plan = plan_for([["Name", "School", "Student ID", "Event"],
                     ["张三", "一中", "1", "象棋"],
                     ["", "一中", "2", "象棋"],
                     ["王五", "", "3", "围棋"],
                     ["赵六", "一中", "", "围棋"],
                     ["钱七", "一中", "5", ""]])
    assert located(plan) == [(3, "Name", ""), (4, "School", ""), (5, "Student ID", ""),
                             (6, "Event", "")]
    assert [p.message for p in plan.problems] == ["缺少姓名", "缺少学校", "缺少学号", "缺少项目"]
    assert [row.student_id for row in plan.rows] == ["1"]  # bad rows are left out


def test_problem_str_is_the_chinese_one_liner():
    """Problem.__str__ reads like the referee's list: row, column, message."""
    assert str(Problem(5, "学号", "", "缺少学号")) == "第 5 行 学号：缺少学号"


def test_unknown_event_is_reported_with_the_word(plan_for):
    """An event name the presets do not know is named in the problem; known ones still parse."""
    plan = plan_for([HEADERS, ["张三", "一中", "1", "象棋、国际象棋", ""]])
    assert located(plan) == [(2, "项目", "国际象棋")]
    assert "未知项目“国际象棋”" in plan.problems[0].message
    assert "三国杀身份" in plan.problems[0].message  # lists the choices
    assert plan.rows == []


@pytest.mark.parametrize("cell, events", [
    ("象棋", ("xiangqi",)),
    ("象棋、五子棋", ("xiangqi", "gomoku")),
    ("围棋,跳棋，斗地主", ("go", "checkers", "doudizhu")),
    ("象棋;围棋；五子棋", ("xiangqi", "go", "gomoku")),
    ("象棋/围棋", ("xiangqi", "go")),
    ("象棋 围棋  五子棋", ("xiangqi", "go", "gomoku")),
    ("xiangqi, GO, Gomoku", ("xiangqi", "go", "gomoku")),
    ("三国杀 1v1、三国杀身份", ("sanguosha_1v1", "sanguosha_identity")),
    ("三国杀１Ｖ１", ("sanguosha_1v1",)),  # full-width, as a Chinese IME types it
    ("中国象棋、象棋", ("xiangqi",)),  # an alias and the name: one entry
])
def test_multi_event_cells(plan_for, cell, events):
    """A cell may list several events with any usual separator; the player enters each once."""
    plan = plan_for([HEADERS, ["张三", "一中", "1", cell, ""]])
    assert plan.ok, plan.problems
    assert plan.rows[0].events == events


def test_same_student_on_two_rows_is_merged(plan_for):
    """One student on two rows for two events is one player with both events, not a duplicate."""
    plan = plan_for([HEADERS + ["性别"],
                     ["张三", "一中", "1", "象棋", "", ""],
                     ["李四", "一中", "2", "围棋", "", "女"],
                     ["张 三", "一中", "1", "五子棋、象棋", "", "男"]])
    assert plan.ok
    assert [(r.student_id, r.events, r.source_rows, r.gender) for r in plan.rows] == [
        ("1", ("xiangqi", "gomoku"), (2, 4), "男"), ("2", ("go",), (3,), "女")]


def test_duplicate_student_id_with_another_person(plan_for):
    """One student ID for two different people is flagged on every row and imports neither."""
    plan = plan_for([HEADERS,
                     ["张三", "一中", "1", "象棋", ""],
                     ["李四", "一中", "2", "围棋", ""],
                     ["王五", "二中", "1", "围棋", ""]])
    assert located(plan) == [(2, "学号", "1"), (4, "学号", "1")]
    assert "第 2、4 行对应不同的选手：张三（一中）、王五（二中）" in plan.problems[0].message
    assert [row.student_id for row in plan.rows] == ["2"]


def test_same_id_same_name_other_school_is_a_duplicate(plan_for):
    """A student ID must keep its school too."""
    plan = plan_for([HEADERS, ["张三", "一中", "1", "象棋", ""], ["张三", "二中", "1", "围棋", ""]])
    assert located(plan) == [(2, "学号", "1"), (3, "学号", "1")]


@pytest.mark.parametrize("second, flagged", [
    (["张三", "一中", "9", "象棋", ""], True),  # same name, school, event; other ID
    (["张三", "一中", "9", "围棋、象棋", ""], True),  # shares one event
    (["张三", "二中", "9", "象棋", ""], False),  # another school
    (["张三", "一中", "9", "围棋", ""], False),  # another event
    (["张三", "一中", "1", "象棋", ""], False),  # the same student twice: merged
])
def test_same_name_in_one_school_and_event(plan_for, second, flagged):
    """Two IDs for one name, school and event is flagged on both rows; other cases are fine."""
    plan = plan_for([HEADERS, ["张三", "一中", "1", "象棋", ""], second])
    if flagged:
        assert located(plan) == [(2, "姓名", "张三"), (3, "姓名", "张三")]
        assert "象棋 中出现了两次" in plan.problems[0].message
    else:
        assert plan.ok, plan.problems


def test_team_event_needs_a_team_name(plan_for):
    """A Sanguosha 3v3 row without a team is a problem at the team column."""
    plan = plan_for([HEADERS, ["张三", "一中", "1", "三国杀3v3", ""]])
    assert located(plan) == [(2, "队伍", "")]
    assert plan.problems[0].message == ("三国杀3v3 是团体项目，需要填写队伍名：请在“队伍”列填写队名，"
                                        "或导入时选“按学校组队”（命令行 --teams-by-school）")


def test_team_event_without_a_team_column(plan_for):
    """With no team column at all the problem names the column by its Chinese label."""
    plan = plan_for([["姓名", "学校", "学号", "项目"], ["张三", "一中", "1", "sanguosha_3v3"]])
    assert located(plan) == [(2, "队伍", "")]


def _team_rows(size, team="A队", school="一中", first_id=1):
    return [[f"队员{n}", school, str(n), "三国杀3v3", team]
            for n in range(first_id, first_id + size)]


@pytest.mark.parametrize("size, ok", [(2, False), (3, True), (4, True), (5, False)])
def test_team_sizes(plan_for, size, ok):
    """Sanguosha 3v3 teams have 3 players + at most 1 substitute; others flagged on every row."""
    plan = plan_for([HEADERS, *_team_rows(size)])
    assert plan.ok is ok
    if not ok:
        assert located(plan) == [(row, "队伍", "A队") for row in range(2, size + 2)]
        assert f"有 {size} 名队员，三国杀3v3 每队应为 3–4 名" in plan.problems[0].message
        assert plan.rows == []
    else:
        assert {row.team for row in plan.rows} == {"A队"}


def test_same_team_name_in_two_schools_is_two_teams(plan_for):
    """Teams belong to a school: "A队" of two schools are separate teams of 3."""
    plan = plan_for([HEADERS, *_team_rows(3, school="一中"), *_team_rows(3, school="二中", first_id=4)])
    assert plan.ok, plan.problems
    assert len(plan.rows) == 6


def test_team_size_follows_the_event_settings(plan_for):
    """A referee's team_size / team_substitutes override changes what size is right."""
    rows = [HEADERS, *_team_rows(4)]
    plan = plan_for(rows, settings={"sanguosha_3v3": {"team_size": 3, "team_substitutes": 0}})
    assert "每队应为 3 名" in plan.problems[0].message
    assert plan_for(rows, settings={"sanguosha_3v3": {"team_size": 4}}).ok


def test_team_names_match_without_spaces(plan_for):
    """"A 队" and "A队" typed on different rows are the same team."""
    rows = _team_rows(3)
    rows[1][4] = "A 队"
    plan = plan_for([HEADERS, *rows])
    assert plan.ok, plan.problems
    assert {row.team for row in plan.rows} == {"A队"}


def test_player_counted_once_in_a_team(plan_for):
    """A team member listed twice (two rows) is one member, not two."""
    rows = _team_rows(3)
    plan = plan_for([HEADERS, *rows, rows[0]])
    assert plan.ok and len(plan.rows) == 3


def test_student_in_two_teams(plan_for):
    """A student cannot play for two teams of one event; both teams, left with two players each, are refused
    with them (naming the rows), so neither enters short."""
    plan = plan_for([HEADERS, *_team_rows(3, "A队"), *_team_rows(3, "B队", first_id=3)])
    assert located(plan) == [(2, "队伍", "A队"), (3, "队伍", "A队"), (4, "队伍", "A队"), (5, "队伍", "B队"),
                             (6, "队伍", "B队"), (7, "队伍", "B队")]
    clash = next(p for p in plan.problems if p.row == 4)
    assert "学号 3 在第 4、5 行填写了不同的队伍：A队、B队" in clash.message
    assert "第 4 行有问题" in plan.problems[0].message
    assert plan.rows == []


def test_team_on_an_individual_event_is_ignored_with_a_notice(plan_for):
    """A team name next to individual events only is dropped, with a notice."""
    plan = plan_for([HEADERS, ["张三", "一中", "1", "象棋", "A队"]])
    assert plan.ok and plan.rows[0].team is None
    assert "第 2 行：象棋 不是团体项目，已忽略队伍“A队”" in plan.notices


@pytest.mark.parametrize("raw, student_id", [
    ("2023001.0", "2023001"),
    ("２０２３００１", "2023001"),
    ('="0012"', "0012"),
    ("2023 001", "2023001"),
])
def test_student_id_cleaning(plan_for, raw, student_id):
    """Float-looking, full-width, Excel-quoted or spaced IDs become the plain ID."""
    plan = plan_for([HEADERS, ["张三", "一中", raw, "象棋", ""]])
    assert plan.rows[0].student_id == student_id


def test_scientific_notation_student_id_is_a_problem(plan_for):
    """An ID Excel saved as 2.02301E+11 has lost digits and must be fixed at the source."""
    plan = plan_for([HEADERS, ["张三", "一中", "2.02301E+11", "象棋", ""]])
    assert located(plan) == [(2, "学号", "2.02301E+11")]
    assert "科学计数法" in plan.problems[0].message


def test_padded_chinese_names_are_unpadded(plan_for):
    """Two-character names padded with spaces to line up are stored without the padding."""
    plan = plan_for([HEADERS, ["张\u3000三", "南宁 一中", "1", "象棋", ""],
                     ["Li  Wei", "一中", "2", "象棋", ""]])
    assert [(r.name, r.school) for r in plan.rows] == [("张三", "南宁一中"), ("Li Wei", "一中")]


def test_rows_with_only_a_serial_number_are_skipped(plan_for):
    """A pre-numbered template's unused rows are not reported as missing everything."""
    plan = plan_for([["序号"] + HEADERS, ["1", "张三", "一中", "1", "象棋", ""],
                     ["2", "", "", "", "", ""], ["3", "", "", "", "", ""]])
    assert plan.ok and len(plan.rows) == 1


def test_problems_are_sorted_by_row_then_column(plan_for):
    """The referee reads problems top to bottom, left to right."""
    plan = plan_for([HEADERS, ["张三", "一中", "1", "象棋", ""], ["", "", "", "国际象棋", ""],
                     ["", "一中", "3", "象棋", ""]])
    assert [(p.row, p.column) for p in plan.problems] == [
        (3, "姓名"), (3, "学校"), (3, "学号"), (3, "项目"), (4, "姓名")]


@pytest.mark.parametrize("gender, stored", [("男", "男"), ("M", "男"), ("female", "女"), ("其他", "其他")])
def test_gender_spellings(plan_for, gender, stored):
    """Usual gender spellings become 男/女; anything else is kept as written."""
    plan = plan_for([HEADERS + ["性别"], ["张三", "一中", "1", "象棋", "", gender]])
    assert plan.rows[0].gender == stored
