"""A name with a character no bundled font can draw is refused at import, naming row and character."""
from app.roster import read_roster, validate

HEADERS = ["姓名", "学校", "学号", "项目", "队伍"]


def test_an_unprintable_character_is_a_problem_at_its_row(make_csv):
    """王😀 would print as 王 plus a box: refused at row 3, the message shows the character."""
    rows = [HEADERS, ["王𠮷", "一中", "1", "象棋", ""], ["王😀", "一中", "2", "象棋", ""],
            ["刘䶮", "二中😀", "3", "象棋", ""]]
    plan = validate(read_roster(make_csv(rows, encoding="utf-8-sig")))
    assert [(p.row, p.column, p.value) for p in plan.problems] == [(3, "姓名", "王😀"), (4, "学校", "二中😀")]
    assert all("😀" in p.message and "U+1F600" in p.message for p in plan.problems)
    assert [row.name for row in plan.rows] == ["王𠮷"]  # Extension B prints, so it is accepted
