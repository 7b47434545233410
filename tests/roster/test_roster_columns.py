"""Cell and header cleaning: what Excel and hand-typing put into roster cells."""
from __future__ import annotations

import datetime

import pytest

from app.roster import columns as col


@pytest.mark.parametrize("value, text", [
    (None, ""),
    ("  张三\u3000", "张三"),
    ("\ufeff姓名", "姓名"),
    ("张三\u200b", "张三"),
    (2023001.0, "2023001"),
    (2023001, "2023001"),
    (7.5, "7.5"),
    (True, "True"),
    (datetime.date(2026, 5, 1), "2026-05-01"),
    (datetime.datetime(2026, 5, 1, 8, 30), "2026-05-01 08:30:00"),
    ('="0012"', "0012"),
])
def test_clean_cell(value, text):
    """Any cell value becomes stripped text; integral floats lose their ".0"."""
    assert col.clean_cell(value) == text


@pytest.mark.parametrize("header, field", [
    ("姓名", col.NAME), ("NAME", col.NAME), ("姓 名", col.NAME), ("姓名*", col.NAME),
    ("学校（单位）", col.SCHOOL), ("单位", col.SCHOOL), ("School", col.SCHOOL),
    ("学号", col.STUDENT_ID), ("学生证号", col.STUDENT_ID), ("student-id", col.STUDENT_ID),
    ("Student ID", col.STUDENT_ID), ("项目", col.EVENT), ("队伍", col.TEAM),
    ("性别", col.GENDER), ("年级", col.GRADE), ("序号", col.SERIAL),
    ("备注", None), ("", None),
])
def test_field_for_header(header, field):
    """Header spellings in either language map to their field; others to None."""
    assert col.field_for_header(header) == field


@pytest.mark.parametrize("text, shown", [
    ("张  三", "张三"), ("张\u3000三", "张三"), ("欧阳 小明", "欧阳小明"),
    ("Li   Wei", "Li Wei"), ("南宁 第一中学", "南宁第一中学"), ("No.1 Middle School", "No.1 Middle School"),
])
def test_clean_person_text(text, shown):
    """Padding between Chinese characters goes; spaces between Latin words stay single."""
    assert col.clean_person_text(text) == shown


@pytest.mark.parametrize("student_id, scientific", [
    ("2.02301E+11", True), ("2E+11", True), ("2.02301e11", True),
    ("2023001", False), ("E2023", False), ("20230E1A", False),
])
def test_looks_like_scientific(student_id, scientific):
    """Only Excel's rounded scientific notation is taken for a lost student ID."""
    assert col.looks_like_scientific(student_id) is scientific
