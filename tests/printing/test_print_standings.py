"""Standings sheets and crosstables for the results board."""
from printing_samples import player, squash

from app.printing.data import Column, CrossRow, Crosstable, StandingsSheet
from app.printing.standings import build_crosstable, build_standings_sheet

COLUMNS = [Column("名次", "place", 30), Column("姓名", "name"), Column("单位", "school"),
           Column("积分", "points", 40), Column("大小分", "opp_points", 40)]


def test_standings_sheet_prints_the_given_columns_in_order(info, render):
    """Headers, then one row per entrant with its values in column order; 7.0 prints as 7."""
    rows = [dict(place=str(i + 1), name=player(i).name, school=player(i).school,
                 points=10.0 - i * 0.5, opp_points=40 - i) for i in range(5)]
    pdf = render(build_standings_sheet, info, StandingsSheet("个人成绩", COLUMNS, rows, "象棋", "并列名次不分先后"))
    text = pdf.texts[0]
    assert "象棋个人成绩" in text and "名次姓名单位积分大小分" in text and "并列名次不分先后" in text
    assert squash(f"1{player(0).name}{player(0).school}1040") in text
    assert squash(f"2{player(1).name}{player(1).school}9.539") in text


def test_shared_place_and_missing_value(info, render):
    """A tie no rule separates shows the same place; a missing key prints empty."""
    rows = [dict(place="1", name="甲队", points=20), dict(place="1", name="乙队", points=20),
            dict(place="3", name="丙队")]
    columns = [Column("名次", "place"), Column("学校", "name"), Column("总分", "points")]
    text = render(build_standings_sheet, info, StandingsSheet("总团体成绩", columns, rows)).texts[0]
    assert "1甲队201乙队203丙队" in text


def test_long_standings_repeat_the_header_on_every_page(info, render):
    """A 120-player sheet spans pages; each page of rows starts with the column headers,
    and the sign-off comes after the last row (on its page or the next)."""
    rows = [dict(place=str(i + 1), name=player(i).name, school=player(i).school, points=1, opp_points=2)
            for i in range(120)]
    pdf = render(build_standings_sheet, info, StandingsSheet("个人成绩", COLUMNS, rows, "围棋"))
    assert len(pdf.reader.pages) >= 3
    with_rows = [page for page in pdf.texts if "南宁师范大学" in page]
    assert len(with_rows) >= 3 and all("名次姓名单位积分大小分" in page for page in with_rows)
    assert pdf.pages_with("裁判长签字") == [len(pdf.reader.pages)]
    assert pdf.pages_with(player(119).name)[-1] >= len(pdf.reader.pages) - 1


def test_swiss_crosstable_lists_rounds_totals_and_places(info, render):
    """Place and number first, rounds across (opponent, colour and result per round), then points."""
    rows = [CrossRow(str(i + 1), player(i).name, player(i).school, [f"{(i + r) % 8 + 1}黑+" for r in range(3)],
                     str(6 - i), str(i + 1)) for i in range(8)]
    text = render(build_crosstable, info, Crosstable("象棋", ["第1轮", "第2轮", "第3轮"], rows)).texts[0]
    assert "名次序号姓名单位第1轮第2轮第3轮积分" in text
    assert squash(f"33{player(2).name}{player(2).school}3黑+4黑+5黑+4") in text


def test_round_robin_crosstable_is_players_by_players(info, render):
    """A round robin has one column per player number."""
    n = 6
    rows = [CrossRow(str(i + 1), player(i).name, player(i).school, ["" if i == j else "2" for j in range(n)],
                     str(2 * (n - 1)), "1") for i in range(n)]
    pdf = render(build_crosstable, info,
                 Crosstable("围棋", [str(k) for k in range(1, n + 1)], rows, round_robin=True, title="循环赛交叉表"))
    assert "围棋循环赛交叉表" in pdf.texts[0] and "单位123456积分" in pdf.texts[0]
    assert all(pdf.fonts().values())


def test_a_withdrawn_player_is_marked_on_the_standings(demo_store, play_round, render, info):
    """A player withdrawn after round 1 keeps the place the points give, marked 退赛 in 备注 with the round,
    as the disqualified are marked DQ, and the note says what the mark means (#35.5)."""
    import random
    from app.services.players import withdraw_player
    from app.services.printing import standings_sheet
    from app.services.rounds import pair_next_round
    from app.services.tournament import event_info
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    play_round(demo_store, "xiangqi", view, random.Random(3))
    leaver = view.tables[2].seats[1]
    withdraw_player(demo_store, leaver.competitor_id)
    sheet = standings_sheet(demo_store, event_info(demo_store, "xiangqi"))
    marks = {row["name"]: row.get("mark", "") for row in sheet.rows}
    assert marks[leaver.name] == "第1轮后退赛"
    assert [name for name, mark in marks.items() if mark] == [leaver.name]
    assert "退赛：选手中途退出" in sheet.note
    row = next(row for row in sheet.rows if row["name"] == leaver.name)
    assert squash(f"{row['place']}{leaver.name}{leaver.school}") in render(build_standings_sheet, info, sheet).texts[0]
