"""The crosstable as printed from a tournament: rank order, tie-break columns, the event's colour words."""
import random
import re

import pytest
from printing_samples import player, squash

from app.standings.cross_cells import SHORT_TABLE_NOTE, cell_text
from app.printing.data import CrossRow, Crosstable
from app.printing.standings import build_crosstable
from app.rules.events import PRESETS, TIEBREAK_LABELS
from app.services.printing import crosstable, standings_sheet
from app.services.rounds import pair_next_round
from app.services.standings import event_standings
from app.services.tournament import event_info, update_event_settings
from app.standings.crosstable import crosstable as crosstable_data
from app.standings.numbers import points_text
from app.standings.records import Competitor, GameRecord


def played(store, play_round, code: str, rounds: int = 2):
    """The event after ``rounds`` paired and played rounds."""
    rng = random.Random(7)
    for number in range(1, rounds + 1):
        play_round(store, code, pair_next_round(store, code, seed=number), rng)
    return event_info(store, code)


def test_rows_follow_the_standings_with_the_tie_break_columns(demo_store, play_round):
    """Row order is the standings' order; after the points come the event's tie-breaks with their values."""
    event = played(demo_store, play_round, "xiangqi")
    table = crosstable(demo_store, event)
    standings = event_standings(demo_store, "xiangqi")
    assert [row.name for row in table.rows] == [row.name for row in standings.rows]
    assert list(table.tiebreak_headers) == [TIEBREAK_LABELS[t] for t in standings.tiebreaks]
    for printed, row in zip(table.rows, standings.rows):
        assert printed.place == (f"{row.rank}=" if row.shared else str(row.rank))
        assert list(printed.tiebreaks) == [points_text(row.tiebreaks.get(t)) for t in standings.tiebreaks]


@pytest.mark.parametrize("code, pattern", [
    ("xiangqi", r"\d+[红黑][胜和负]"),
    ("go", r"\d+[黑白][胜负]"),
    ("checkers", r"\d+[先后][胜和负]"),
    ("gomoku", r"\d+[胜和负](2|1\.5|1|0\.5|0)"),  # both colours in a round: none named; the points said
])
def test_cells_name_the_colour_the_event_uses(demo_store, play_round, code, pattern):
    """Xiangqi 红/黑, go 黑/白, checkers 先/后, gomoku no colour; a bye reads 轮空."""
    table = crosstable(demo_store, played(demo_store, play_round, code))
    cells = [cell for row in table.rows for cell in row.cells]
    assert cells and all(re.fullmatch(pattern, cell) or cell == "轮空" for cell in cells), cells


def test_the_lots_column_is_empty_until_a_lot_is_drawn(demo_store, play_round):
    """Dou Dizhu ranks by lot last: before the referee draws one, the column prints nothing, not 0."""
    event = played(demo_store, play_round, "doudizhu")
    assert "lots" in event_standings(demo_store, "doudizhu").tiebreaks
    assert all(row["lots"] == "" for row in standings_sheet(demo_store, event).rows)
    assert all(row.tiebreaks[-1] == "" for row in crosstable(demo_store, event).rows)


def test_a_short_dou_dizhu_table_prints_seat_and_points_marked(render, info):
    """A table with a filler (two players recorded) is not a two-player game: "2号位+3*", explained below."""
    players = [Competitor(i, f"选手{i}", "一中") for i in (1, 2, 3, 4, 5)]
    records = [GameRecord(1, (1, 2, 3), {1: 2, 2: -1, 3: -1}, {1: "win", 2: "loss", 3: "loss"}),
               GameRecord(1, (4, 5), {4: -3, 5: 3}, {4: "loss", 5: "win"})]
    data = crosstable_data(players, records)
    texts = {p["id"]: cell_text(p["cells"][0], PRESETS["doudizhu"]) for p in data["players"]}
    assert texts == {1: "1号位+2", 2: "2号位-1", 3: "3号位-1", 4: "1号位-3*", 5: "2号位+3*"}
    rows = [CrossRow(str(p["no"]), p["name"], p["school"], [texts[p["id"]]]) for p in data["players"]]
    text = render(build_crosstable, info, Crosstable("斗地主", ["第1轮"], rows, note=SHORT_TABLE_NOTE)).texts[0]
    assert "2号位+3*" in text and squash(SHORT_TABLE_NOTE) in text and "先" not in text


def test_a_150_player_five_round_card_crosstable_stays_readable(render, info):
    """Long cells wrap instead of shrinking: nothing is set below 7 pt and every cell reads back whole."""
    cells = [f"{r % 3 + 1}号位{'+' if r % 2 else '-'}{12 + r}*" for r in range(5)]
    rows = [CrossRow(str(i + 1), player(i).name, "广西壮族自治区南宁市第二十六中学高中部", cells, "-48",
                     f"{i + 1}=", ["123.5", "5", ""]) for i in range(150)]
    table = Crosstable("斗地主", [f"第{n}轮" for n in range(1, 6)], rows,
                       tiebreak_headers=["大小分", "胜局数", "抽签"])
    pdf = render(build_crosstable, info, table)
    sizes = []
    for page in pdf.reader.pages:
        page.extract_text(visitor_text=lambda text, cm, tm, font, size: sizes.append(size * abs(tm[0])) if
                          text.strip() else None)
    assert sizes and min(sizes) >= 7 - 0.01
    text = "".join(pdf.texts)
    assert text.count(squash("".join(cells))) == 150
    assert "名次序号姓名单位第1轮第2轮第3轮第4轮第5轮积分大小分胜局数抽签" in text


def test_preliminary_crosstable_goes_group_by_group(demo_store, play_round):
    """During the preliminaries the rows run group by group, each place said within its group."""
    update_event_settings(demo_store, "go", {"preliminary_groups": 2, "qualifiers_per_group": 2})
    table = crosstable(demo_store, played(demo_store, play_round, "go", rounds=1))
    groups = event_standings(demo_store, "go").groups
    assert [row.name for row in table.rows] == [row.name for group in groups for row in group]
    assert [row.place[:2] for row in table.rows] == [f"{n}组" for n, group in enumerate(groups, 1) for _ in group]


def test_a_team_event_crosstable_heads_its_entrants_as_teams(demo_store, play_round, render, info):
    """Sanguosha 3v3 ranks teams: the column says 队伍, not 姓名."""
    table = crosstable(demo_store, played(demo_store, play_round, "sanguosha_3v3"))
    assert "名次序号队伍单位第1轮第2轮积分" in render(build_crosstable, info, table).texts[0]


def test_a_disqualified_players_forfeited_round_prints_dq_as_the_standings_count_it(demo_store, render, info):
    """Disqualified from round 2, their unplayed round-2 game entered as their forfeit loss: the printed row
    reads DQ there (never a win), its total is the standings' points, the opponent's cell is the forfeit win
    (#22, smaller)."""
    from fakes import forfeited_after_disqualification
    seats = forfeited_after_disqualification(demo_store, 1)
    table = crosstable(demo_store, event_info(demo_store, "xiangqi"))
    rows = {row.name: row for row in table.rows}
    out, opponent = rows[seats[1].name], rows[seats[0].name]
    points = {row.name: points_text(row.points) for row in event_standings(demo_store, "xiangqi").rows}
    assert (out.place, out.cells[1], out.total) == ("DQ", "DQ", points[seats[1].name])
    assert opponent.cells[1] == f"{out.number}红胜(弃权)" and opponent.total == points[seats[0].name]
    page = render(build_crosstable, info, table).texts[0]
    assert squash(f"{out.number}{out.name}") in page and "胜(弃权)" in page
    assert squash(f"{out.name}{out.school}{out.cells[0]}DQ{out.total}") in page


@pytest.mark.parametrize("players", range(44, 52))
def test_the_sign_off_never_stands_on_a_page_of_its_own(render, info, players):
    """A table that just fills page 1 sends its last rows over with the legend and the signature (#35.3:
    xiangqi's page 2 held only the legend and the sign-off)."""
    rows = [CrossRow(str(i + 1), player(i).name, "广西大学", ["12红胜"] * 7, "7", str(i + 1), ["12.5", "3"])
            for i in range(players)]
    table = Crosstable("象棋", [f"第{n}轮" for n in range(1, 8)], rows, legend="名次依次按积分、对手分、胜局数排列",
                       tiebreak_headers=["对手分", "胜局数"])
    pages = render(build_crosstable, info, table).texts
    assert "裁判长签字" in pages[-1]
    assert squash(f"{players - 1}{player(players - 2).name}") in pages[-1]
    assert squash(f"{players}{player(players - 1).name}") in pages[-1]


def test_a_gomoku_cell_says_the_points_of_its_two_games(render, info):
    """A round of two games won 2-0 and one won 1.5-0.5 both read 胜: the cell says the points too (#35.3)."""
    players = [Competitor(i, f"选手{i}", "一中") for i in (1, 2, 3, 4)]
    records = [GameRecord(1, (1, 2), {1: 2.0, 2: 0.0}, {1: "win", 2: "loss"}),
               GameRecord(1, (3, 4), {3: 1.5, 4: 0.5}, {3: "win", 4: "loss"})]
    texts = [cell_text(p["cells"][0], PRESETS["gomoku"]) for p in crosstable_data(players, records)["players"]]
    assert texts == ["2胜2", "1负0", "4胜1.5", "3负0.5"]


def _round_robin_final(store, play_round, code="xiangqi", rounds=3):
    update_event_settings(store, code, {"pairing": "round_robin"})
    return played(store, play_round, code, rounds)


def test_a_round_robin_crosstable_prints_the_grid_of_opponents(demo_store, play_round, render, info):
    """A round robin prints players × players (#35.3: it printed a Swiss list): the columns are the rows'
    numbers in rank order, the own cell empty and shaded, each other cell the points scored against that
    opponent, which add up to the row's total."""
    table = crosstable(demo_store, _round_robin_final(demo_store, play_round))
    assert table.round_robin
    numbers = [row.number for row in table.rows]
    assert list(table.headers) == numbers
    for index, row in enumerate(table.rows):
        assert row.cells[index] == ""
        scored = [float(re.match(r"[\d.]+", cell).group()) for cell in row.cells if cell]
        assert len(scored) == 3 and sum(scored) == float(row.total), row
    page = render(build_crosstable, info, table).texts[0]
    assert squash(f"名次序号姓名单位{''.join(numbers)}积分") in page


def test_a_round_robin_crosstable_cell_and_its_mirror_agree(demo_store, play_round):
    """Player A's cell against B and B's against A are one game: their points add up to the game's."""
    table = crosstable(demo_store, _round_robin_final(demo_store, play_round))
    column = {number: index for index, number in enumerate(table.headers)}
    for row in table.rows:
        for other in table.rows:
            mine, theirs = row.cells[column[other.number]], other.cells[column[row.number]]
            assert bool(mine) == bool(theirs)
            if mine:
                assert float(mine) + float(theirs) == 2  # xiangqi: 2 points a game


def test_the_crosstable_says_which_places_a_playoff_decides(demo_store, play_round):
    """A player placed above one with more 大小分 is explained: a 加赛 column marks the places a playoff
    waits for, then decided (#35.3), and the note says what the marks mean."""
    from app.services.playoffs import create_playoff
    rng = random.Random(1)  # go after 5 rounds: a tie at an award place (tests/services/test_referee_papers.py)
    for number in range(1, 6):
        play_round(demo_store, "go", pair_next_round(demo_store, "go", seed=number), rng)
    event = event_info(demo_store, "go")
    tied = {row.name for row in event_standings(demo_store, "go").rows if row.playoff}
    assert tied
    table = crosstable(demo_store, event)
    assert table.tiebreak_headers[-1] == "加赛"
    assert {row.name: row.tiebreaks[-1] for row in table.rows if row.tiebreaks[-1]} == dict.fromkeys(tied, "加赛")
    assert "加赛" in table.note
    from app.services.round_views import round_view
    from app.services.playoffs import latest_playoff_rounds
    create_playoff(demo_store, "go", seed=1)
    for round_id in latest_playoff_rounds(demo_store, "go"):
        play_round(demo_store, "go", round_view(demo_store, "go", round_id), rng)
    decided = {row.name for row in event_standings(demo_store, "go").rows if row.played_off}
    table = crosstable(demo_store, event)
    assert decided and {row.name for row in table.rows if row.tiebreaks[-1] == "加赛决定"} == decided


def test_a_round_robin_grid_with_the_longest_names_keeps_every_text_clear(render, info):
    """A 12-player grid with a 40-character name of Ext-B characters and a 22-character school: nothing
    under 7 pt, nothing overlapping or crossed by a rule."""
    from printing_samples import layout_faults
    names = ["欧阳𠮷䶮堃" + "长" * 35] + [player(i).name for i in range(1, 12)]
    schools = ["广西壮族自治区南宁市第二十六中学高中部"] + ["广西大学"] * 11
    rows = [CrossRow(str(i + 1), names[i], schools[i], ["" if j == i else "2" for j in range(12)], "22",
                     str(i + 1), ["101.5", "11"]) for i in range(12)]
    table = Crosstable("跳棋", [str(n) for n in range(1, 13)], rows, round_robin=True,
                       tiebreak_headers=["大小分", "胜局数"], legend="名次依次按积分、大小分、胜局数排列")
    pdf = render(build_crosstable, info, table)
    assert all(layout_faults(page, 7) == [] for page in pdf.reader.pages)
    assert squash(names[0]) in "".join(pdf.texts)
