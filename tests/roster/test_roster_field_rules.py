"""Field rules at import: no control or format characters, no over-long names, IDs or teams."""
from __future__ import annotations

import pytest

from app.roster import read_roster, validate
from app.roster.columns import MAX_LENGTHS, escape_unsafe, field_problem

HEADERS = ["姓名", "学校", "学号", "项目", "队伍"]


@pytest.fixture
def plan_for(make_csv):
    """Write rows to a CSV, read and validate it."""
    def plan(rows):
        return validate(read_roster(make_csv(rows, encoding="utf-8-sig")))
    return plan


@pytest.mark.parametrize("name, shown", [
    ("张\x00三", "张\\x00三"),  # NUL
    ("张\x07三", "张\\x07三"),  # BEL
    ("\x1b[31m张三", "\\x1b[31m张三"),  # ANSI colour
    ("张三\u202e", "张三\\u202e"),  # right-to-left override
    ("张\u200b三", "张\\u200b三"),  # zero-width space inside the name
    ("张\x9b三", "张\\x9b三"),  # C1 control (CSI)
])
def test_control_and_format_characters_in_a_name_are_refused(plan_for, name, shown):
    """A name holding an invisible or terminal-active character is a problem at its row and column."""
    plan = plan_for([HEADERS, ["李四", "一中", "1", "象棋", ""], [name, "一中", "2", "象棋", ""]])
    assert [(p.row, p.column, p.value) for p in plan.problems] == [(3, "姓名", shown)]
    assert "控制字符或格式字符" in plan.problems[0].message
    assert [row.name for row in plan.rows] == ["李四"]


@pytest.mark.parametrize("column, value", [
    (1, "一中\x1b[2J"), (2, "20\u200d26"), (4, "一队\u2066"),
])
def test_school_student_id_and_team_are_checked_too(plan_for, column, value):
    """Schools, student IDs and teams refuse the same characters, naming their own column."""
    row = ["张三", "一中", "1", "三国杀3v3", "一队"]
    row[column] = value
    team = [["队员" + str(i), "一中", str(10 + i), "三国杀3v3", "一队"] for i in range(2)]
    plan = plan_for([HEADERS, row, *team])
    assert (2, HEADERS[column]) in [(p.row, p.column) for p in plan.problems if "控制字符" in p.message]


@pytest.mark.parametrize("column, limit", [(0, MAX_LENGTHS["name"]), (1, MAX_LENGTHS["school"]),
                                           (2, MAX_LENGTHS["student_id"])])
def test_over_long_fields_are_refused_at_their_limit(plan_for, column, limit):
    """One character past a field's limit is a problem; exactly the limit is accepted."""
    def row(length, name, student_id):
        cells = [name, "一中", student_id, "象棋", ""]
        cells[column] = "a" * length if column != 2 else "9" * length
        return cells
    plan = plan_for([HEADERS, row(limit, "张三", "1"), row(limit + 1, "李四", "2")])
    problems = [(p.row, p.column, p.message) for p in plan.problems]
    assert problems == [(3, HEADERS[column], f"有 {limit + 1} 个字符，超过上限 {limit} 个字符")]


def test_whitespace_controls_are_folded_not_refused(plan_for):
    """A tab or an Alt+Enter line break inside a school is folded like any padding, not refused."""
    plan = plan_for([HEADERS, ["张三", "一中\n高中部", "1", "象棋", ""]])
    assert plan.ok and plan.rows[0].school == "一中高中部"


def test_field_problem_and_escape_are_the_shared_rules():
    """The helpers the form and CLI use: None for a clean value, escapes made visible."""
    assert field_problem("name", "欧阳小明") is None
    assert "U+202E (RIGHT-TO-LEFT OVERRIDE)" in field_problem("name", "a\u202eb")
    assert field_problem("student_id", "1" * 33) == "有 33 个字符，超过上限 32 个字符"
    assert escape_unsafe("\x1b[31m红\x07") == "\\x1b[31m红\\x07"
    assert escape_unsafe("普通 名字") == "普通 名字"
