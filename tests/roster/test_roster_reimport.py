"""Re-importing: statuses against the players a tournament already holds."""
from __future__ import annotations

import pytest

from app.roster import NEW, UNCHANGED, UPDATE, ExistingPlayer, read_roster, validate

HEADERS = ["姓名", "学校", "学号", "项目", "队伍"]
ROWS = [HEADERS,
        ["张三", "一中", "1", "象棋、五子棋", ""],
        ["李四", "一中", "2", "围棋", ""],
        ["王五", "二中", "3", "跳棋", ""]]


@pytest.fixture
def roster(make_csv):
    return read_roster(make_csv(ROWS))


def _as_existing(plan):
    """What the tournament holds after importing a plan's rows."""
    return {row.student_id: ExistingPlayer(row.name, row.school, frozenset(row.events))
            for row in plan.rows}


def test_statuses_against_existing_players(roster):
    """New student IDs are new; known ones with unentered events are updates; the rest unchanged."""
    existing = {"1": ExistingPlayer("张三", "一中", frozenset({"xiangqi"})),
                "2": ("李四", "一中", {"go"})}
    plan = validate(roster, existing)
    assert plan.ok
    assert [(r.student_id, r.status, r.new_events) for r in plan.rows] == [
        ("1", UPDATE, ("gomoku",)), ("2", UNCHANGED, ()), ("3", NEW, ("checkers",))]
    assert plan.summary() == "共 3 行，3 名选手：新增 1 人，补报项目 1 人，无变化 1 人；新增参赛 2 项"


def test_reimporting_the_same_file_adds_nothing(roster):
    """After applying a plan, validating the same file again plans no new player or entry."""
    first = validate(roster)
    assert {row.status for row in first.rows} == {NEW}
    second = validate(roster, _as_existing(first))
    assert second.ok
    assert {row.status for row in second.rows} == {UNCHANGED}
    assert all(row.new_events == () for row in second.rows)


def test_name_and_school_pairs_without_events_mean_update(roster):
    """With only (name, school) known, a known player's events are all listed as new_events."""
    plan = validate(roster, {"1": ("张三", "一中")})
    assert (plan.rows[0].status, plan.rows[0].new_events) == (UPDATE, ("xiangqi", "gomoku"))


def test_existing_student_id_with_another_person_is_a_problem(roster):
    """A student ID the tournament gave to someone else is flagged and not imported."""
    plan = validate(roster, {"2": ("李思", "一中"), "3": ("王五", "三中")})
    assert [(p.row, p.column, p.value) for p in plan.problems] == [(3, "学号", "2"), (4, "学号", "3")]
    assert "已属于 李思（一中），与本行的 李四（一中）不符" in plan.problems[0].message
    assert [row.student_id for row in plan.rows] == ["1"]


def test_existing_match_ignores_padding_width_and_id_case(make_csv):
    """Padded names, full-width brackets and ID letter case still match the stored player."""
    path = make_csv([HEADERS, ["张  三", "一中(高中部)", "a001", "象棋", ""]])
    plan = validate(read_roster(path), {"A001": ("张三", "一中（高中部）", {"xiangqi"})})
    assert plan.ok
    assert (plan.rows[0].status, plan.rows[0].student_id) == (UNCHANGED, "A001")
