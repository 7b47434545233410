"""A bye is listed once under the tables and never printed as a table (no game rows, no match sheet);
no draw box where the event has no draws."""
from dataclasses import replace

from printing_samples import player, seated_sheet, squash

from app.printing.data import TableRow
from app.printing.scoresheets import build_scoresheet


def with_bye(sheet, cell):
    """The sheet with one more player who has a bye (a table row without a second player)."""
    return replace(sheet, tables=[*sheet.tables, TableRow(len(sheet.tables) + 1, cell)])


def test_gomoku_bye_gets_no_game_rows(info, render):
    """Gomoku prints two game rows per table; the bye player has none, only the 轮空 line."""
    lone = player(90)
    text = "".join(render(build_scoresheet, info, with_bye(seated_sheet(3, 2, "gomoku", "五子棋"), lone)).texts)
    assert text.count("第1局") == 3 and text.count(lone.name) == 1
    assert squash(f"轮空：{lone.number}{lone.name}（{lone.school}）") in text
    assert f"{lone.name}（黑）" not in text


def test_sanguosha_3v3_bye_gets_no_match_sheet(info, render):
    """Two matches and a bye: two match sheets (one page), the bye team named once under them."""
    lone = replace(player(91), name="一中甲队")
    pdf = render(build_scoresheet, info, with_bye(seated_sheet(2, 2, "sanguosha_3v3", "三国杀3v3"), lone))
    text = "".join(pdf.texts)
    assert len(pdf.reader.pages) == 1 and text.count("冷色方技术犯规") == 2
    assert text.count("一中甲队") == 1 and "轮空：" in text


def test_two_player_bye_gets_no_row_and_no_result_boxes(info, render):
    """Xiangqi: the bye player is not in the grid, so nobody signs for a game never played."""
    lone = player(92)
    text = "".join(render(build_scoresheet, info, with_bye(seated_sheet(2, 2, "xiangqi", "象棋"), lone)).texts)
    assert text.count(lone.name) == 1 and squash(f"轮空：{lone.number}{lone.name}") in text
    assert text.index(squash(f"轮空：{lone.number}")) > text.index(player(3).name)  # under the last table


def test_no_draw_box_where_the_event_has_no_draws(info, render):
    """Go and Sanguosha 1v1 ask for 胜 / 负 only; xiangqi keeps 胜 / 和 / 负; a setting overrides the preset."""
    def asks_for(code, **fields) -> str:
        sheet = replace(seated_sheet(2, 2, code, code), **fields)
        text = "".join(render(build_scoresheet, info, sheet).texts)
        return "胜/和/负" if "结果栏填写：胜/和/负" in text else "胜/负" if "结果栏填写：胜/负；" in text else text
    assert asks_for("go") == asks_for("sanguosha_1v1") == asks_for("xiangqi", draws=False) == "胜/负"
    assert asks_for("xiangqi") == asks_for("go", draws=True) == "胜/和/负"
