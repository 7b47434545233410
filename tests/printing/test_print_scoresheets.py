"""Sign-off sheets per round, shaped per event, with a signature box for everyone."""
from dataclasses import replace

import pytest
from printing_samples import IDENTITY_ROLES, player, seated_sheet, squash, tick_box_count

from app.printing.data import PairingSheet, PlayerCell, TableRow
from app.rules.events import FILLER_NAME
from app.printing.sanguosha_sheet import DRAFT_ORDER, SEATS, draft_picks
from app.rules.events import PRESETS
from app.scoring.reasons import REASON_LABELS, REASONS_BY_EVENT, reasons_for
from app.printing.scoresheets import (SIGN_NOTICE, TABLE3, TABLE8, TEAM, TWO_GAMES, TWO_PLAYER,
                                      build_scoresheet, layout_for)


@pytest.mark.parametrize("code, seats, layout", [
    ("xiangqi", 2, TWO_PLAYER), ("go", 2, TWO_PLAYER), ("checkers", 2, TWO_PLAYER),
    ("sanguosha_1v1", 2, TWO_PLAYER), ("gomoku", 2, TWO_GAMES), ("doudizhu", 3, TABLE3),
    ("sanguosha_identity", 8, TABLE8), ("sanguosha_3v3", 2, TEAM),
    ("", 2, TWO_PLAYER), ("", 3, TABLE3), ("", 8, TABLE8),
])
def test_layout_follows_the_event_preset(code, seats, layout):
    """The sheet shape comes from the preset (format, games a round), else from the seat count."""
    assert layout_for(seated_sheet(1, seats, code, "x")) == layout


def test_sixty_table_sheet_fits_on_few_pages_with_every_table_once(info, render):
    """60 two-player tables take 2-5 pages (12 a landscape page at least), each table on exactly one page, the notice on all."""
    sheet = seated_sheet(60, 2, "xiangqi", "象棋")
    pdf = render(build_scoresheet, info, sheet)
    assert 2 <= len(pdf.reader.pages) <= 5
    for page in pdf.texts:
        assert SIGN_NOTICE in page and "先手结果犯规签名后手结果犯规签名结束方式裁判签名" in page
    for table in sheet.tables:
        row = squash(f"{table.table}{table.first.number}{table.first.name}{table.first.school}"
                     f"{table.second.number}{table.second.name}")
        assert len([t for t in pdf.texts if row in t]) == 1, table.table


def test_gomoku_sheet_has_two_games_with_black_swapped(info, render):
    """Game 1: the first player has black; game 2: the second player has black."""
    sheet = seated_sheet(3, 2, "gomoku", "五子棋")
    text = "".join(render(build_scoresheet, info, sheet).texts)
    for table in sheet.tables:
        first, second = table.first, table.second
        game1 = squash(f"第1局{first.number}{first.name}（黑）{first.school}{second.number}{second.name}（白）")
        game2 = squash(f"第2局{first.number}{first.name}（白）{first.school}{second.number}{second.name}（黑）")
        assert game1 in text and game2 in text


def test_dou_dizhu_sheet_has_seats_and_a_hand_grid_per_table(info, render):
    """Each table: its three seats (player, fouls, total, signature), then hand rows 1..N with
    bid, landlord, bombs, rocket, spring, open hand and each seat's hand score, and the referee."""
    sheet = seated_sheet(7, 3, "doudizhu", "斗地主")
    pdf = render(build_scoresheet, info, sheet, hands=10)
    text = "".join(pdf.texts)
    grid = "手叫分地主炸弹火箭春天明牌1号得分2号得分3号得分12345678910裁判签名"
    assert text.count(grid) == 7 and "11裁判签名" not in text
    for table in sheet.tables:
        seats = "".join(f"{seat}号位{c.number}{c.name}{c.school}" for seat, c in enumerate(table.seats, start=1))
        assert squash(f"第{table.table}台座位选手犯规合计签名{seats}{grid}") in text


def test_dou_dizhu_fouls_have_a_box_per_foul_up_to_the_limit(info, render):
    """Three fouls lose (the preset): three tick boxes a seat, and the legend says so."""
    pdf = render(build_scoresheet, info, seated_sheet(1, 3, "doudizhu", "斗地主"))
    assert "累计满3次取消资格" in pdf.texts[0]
    assert tick_box_count(pdf) == 3 * 3


def test_sixty_dou_dizhu_tables_take_four_a_page(info, render):
    """Two grids across, two down: 60 tables fit on 15 pages."""
    assert len(render(build_scoresheet, info, seated_sheet(60, 3, "doudizhu", "斗地主")).reader.pages) == 15


def test_identity_sheet_lists_eight_seats_and_only_the_lord(info, render):
    """Roles are written in after the game; only the public lord is printed."""
    sheet = seated_sheet(2, 8, "sanguosha_identity", "三国杀身份", IDENTITY_ROLES)
    text = "".join(render(build_scoresheet, info, sheet).texts)
    assert text.count("座位姓名身份存活击杀座位号得分签名") == 2
    assert text.count("胜方主忠胜反贼胜内奸胜裁判签名") == 2
    seats_only = text.replace("主忠胜反贼胜内奸胜", "")  # the winning sides to circle name no seat
    assert "反贼" not in seats_only and "忠臣" not in seats_only and "内奸" not in seats_only
    for table in sheet.tables:
        for seat, cell in enumerate(table.seats, start=1):
            role = "主公" if cell.role == "主公" else ""
            assert squash(f"{seat}{cell.number}{cell.name}{cell.school}{role}") in text


def test_draft_order_is_1_2_2_2_2_2_2_2_1_alternating_sides():
    """16 visible generals are picked in 9 steps, the first picker on odd steps."""
    picks = draft_picks()
    assert [len(p) for _, _, p in picks] == list(DRAFT_ORDER)
    assert [n for _, _, p in picks for n in p] == list(range(1, 17))
    assert [side for _, side, _ in picks] == ["先选方", "后选方"] * 4 + ["先选方"]


def test_sanguosha_3v3_match_sheet_has_draft_seats_and_fouls(info, render):
    """Two match sheets a page: teams, 9 draft steps, the six seats in table order, 3 foul boxes a side."""
    teams = [TableRow(n, player(2 * n), player(2 * n + 1)) for n in range(1, 4)]
    pdf = render(build_scoresheet, info, PairingSheet("三国杀3v3", 1, teams, "sanguosha_3v3"))
    assert len(pdf.reader.pages) == 2
    assert pdf.pages_with(f"第3台{player(6).name}") == [2]
    for page in pdf.texts:
        assert SIGN_NOTICE in page
        assert squash("".join(f"第{n}步" for n in range(1, 10))) in page
        assert squash("座位" + "".join(SEATS)) in page
        assert "冷色方技术犯规" in page and "暖色方技术犯规" in page


def test_scoresheets_embed_every_font(info, render):
    """Every sheet shape embeds its fonts."""
    for code, seats in (("xiangqi", 2), ("gomoku", 2), ("doudizhu", 3), ("sanguosha_identity", 8),
                        ("sanguosha_3v3", 2)):
        fonts = render(build_scoresheet, info, seated_sheet(2, seats, code, "x")).fonts()
        assert fonts and all(fonts.values()), (code, fonts)


@pytest.mark.parametrize("code, header, boxes", [
    ("xiangqi", "红方结果犯规签名黑方结果犯规签名结束方式裁判签名", 3),
    ("go", "黑方结果犯规签名白方结果犯规签名结束方式裁判签名", 0),
    ("checkers", "先手结果犯规被堵子数签名后手结果犯规被堵子数签名结束方式裁判签名", 0),
    ("sanguosha_1v1", "选手甲结果剩余武将签名选手乙结果剩余武将签名结束方式裁判签名", 0),
])
def test_two_player_sheet_has_the_fields_result_entry_asks(info, render, code, header, boxes):
    """Each side: result, the event's own fields (xiangqi's three foul boxes, go's foul count,
    checkers' blocked pieces, 1v1's generals left), signature; then how the game ended."""
    preset = PRESETS[code]
    sheet = replace(seated_sheet(2, 2, code, preset.name_zh), first_label=preset.sides[0],
                    second_label=preset.sides[1])
    pdf = render(build_scoresheet, info, sheet)
    text = "".join(pdf.texts)
    assert header in text
    assert tick_box_count(pdf) == boxes * 2 * len(sheet.tables)
    for reason in reasons_for(code):
        assert squash(REASON_LABELS[reason]) in text


def test_two_player_sheet_turns_landscape_rather_than_squeeze_names(info, render):
    """Checkers has two fields a side: landscape; xiangqi fits portrait."""
    def landscape(code) -> bool:
        box = render(build_scoresheet, info, seated_sheet(2, 2, code, code)).reader.pages[0].mediabox
        return box.width > box.height
    assert landscape("checkers") and not landscape("xiangqi")


def test_gomoku_sheet_asks_how_each_game_ended(info, render):
    """Both game rows of a table have a 结束方式 box; the event's ways to end are listed."""
    text = "".join(render(build_scoresheet, info, seated_sheet(2, 2, "gomoku", "五子棋")).texts)
    assert "台号局先手结果签名后手结果签名结束方式裁判签名" in text
    assert "连五" in text and "禁手" in text


def test_dou_dizhu_filler_seat_takes_no_fouls_or_signature(info, render):
    """A 补位 seat is marked as scoring nothing and gets no foul boxes; the two players get theirs."""
    sheet = seated_sheet(1, 3, "doudizhu", "斗地主")
    table = sheet.tables[0]
    short = replace(sheet, tables=[TableRow(1, table.first, table.second, (PlayerCell(FILLER_NAME),))])
    pdf = render(build_scoresheet, info, short)
    assert squash(f"3号位{FILLER_NAME}（不计成绩）手叫分") in pdf.texts[0]
    assert tick_box_count(pdf) == 2 * 3


def test_3v3_sheet_asks_how_the_game_ended_and_what_decides_at_time_up(info, render):
    """The ways a 3v3 game ends as result entry offers them; at time-up living roles, lost HP,
    周泰's 不屈 and extra rounds."""
    sheet = replace(seated_sheet(1, 2, "sanguosha_3v3", "三国杀3v3"), first_label="甲队", second_label="乙队")
    text = "".join(render(build_scoresheet, info, sheet).texts)
    for reason in REASONS_BY_EVENT["sanguosha_3v3"]:
        assert squash(REASON_LABELS[reason]) in text
    assert squash("时间到存活角色：冷___暖___损失体力：冷___暖___周泰（不屈）存活：冷___暖___加赛回合：___") in text


def test_a_match_of_three_games_prints_a_row_per_game(info, render):
    """Sanguosha 1v1 at 3 games a round: every table has 第1局 … 第3局 rows, each with its own
    result and generals-left boxes, the names once, and the camp swap in the legend."""
    preset = PRESETS["sanguosha_1v1"]
    sheet = replace(seated_sheet(2, 2, "sanguosha_1v1", preset.name_zh), games_per_round=3)
    text = squash("".join(render(build_scoresheet, info, sheet).texts))
    assert text.count(squash("第3局")) == 2 and text.count(squash("第1局")) == 2
    assert squash("每轮 3 局") in text
    for table in sheet.games:
        assert text.count(squash(table.first.name)) == 1


def test_a_1v1_match_legend_names_the_lord_as_what_the_players_swap(info, render):
    """Sanguosha 1v1 players swap 主公 / 内奸 (主公 picks first, 内奸 plays first), not 先手: the
    legend says so and no 先手 is printed anywhere on the sheet (docs/rules.md §5.4, §5.6)."""
    preset = PRESETS["sanguosha_1v1"]
    sheet = replace(seated_sheet(1, 2, "sanguosha_1v1", preset.name_zh), games_per_round=3,
                    first_label=preset.sides[0], second_label=preset.sides[1])
    text = squash("".join(render(build_scoresheet, info, sheet).texts))
    assert squash("每轮 3 局，每局一行；双数局交换主公") in text
    assert "先手" not in text


@pytest.mark.parametrize("games", [1, 2, 4])
def test_gomoku_sheet_has_a_row_per_game_with_black_alternating(info, render, games):
    """Gomoku at 1, 2 or 4 games a round: a row per game, the first player black in odd games, the
    second in even ones (app/scoring/gomoku.default_black), and with several games the legend speaks
    of 先手 (black), never of a Sanguosha 主公."""
    sheet = replace(seated_sheet(2, 2, "gomoku", "五子棋"), games_per_round=games)
    text = squash("".join(render(build_scoresheet, info, sheet).texts))
    for table in sheet.tables:
        first, second = table.first, table.second
        for game in range(1, games + 1):
            first_colour, second_colour = ("黑", "白") if game % 2 else ("白", "黑")
            assert squash(f"第{game}局{first.number}{first.name}（{first_colour}）{first.school}"
                          f"{second.number}{second.name}（{second_colour}）") in text, game
    assert squash(f"第{games + 1}局") not in text
    assert (squash("每局交换先手（执黑）") in text) == (games > 1) and "主公" not in text


def test_a_3v3_match_of_two_games_prints_a_sheet_per_game(info, render):
    """Sanguosha 3v3 at 2 games a round: two match sheets a table, headed 第 1 局 and 第 2 局."""
    sheet = replace(seated_sheet(2, 2, "sanguosha_3v3", "三国杀3v3"), games_per_round=2)
    text = squash("".join(render(build_scoresheet, info, sheet).texts))
    assert text.count(squash("第 2 局")) == 2 and text.count(squash("第 1 局")) == 2


def _runs_with_extent(page):
    """(text, left x, right x) of every text run drawn on the page."""
    from app.printing.fonts import text_width
    runs = []

    def visit(text, cm, tm, _font, size):
        if text.strip():
            x = cm[4] + tm[4] * cm[0]
            runs.append((text, x, x + text_width(text, size)))
    page.extract_text(visitor_text=visit)
    return runs


def test_identity_slips_header_stays_on_the_page_with_a_56_character_tournament(render):
    """The slips' heading wraps (or shrinks to no less than 7 pt) inside the margins, whole."""
    from app.printing.data import TournamentInfo
    from app.printing.pairings import build_identity_slips
    long_name = "南宁市驻邕高校" * 8
    sheet = seated_sheet(2, 8, "sanguosha_identity", "三国杀身份", roles=IDENTITY_ROLES)
    pdf = render(build_identity_slips, TournamentInfo(long_name), sheet)
    page = pdf.reader.pages[0]
    width = float(page.mediabox.width)
    runs = _runs_with_extent(page)
    assert runs and all(left >= 12 and right <= width - 12 for _, left, right in runs)
    assert long_name in pdf.texts[0]


def test_doudizhu_sheet_keeps_four_tables_a_page_with_long_schools_and_a_filler(render):
    """17 players and a 补位 in six tables, 22-character schools, 𠮷 䶮 names and a 56-character
    tournament: four tables a page (two pages), every name printed."""
    from app.printing.data import TournamentInfo
    school = "广西壮族自治区南宁市第一实验中学高中部东校"
    cells = [PlayerCell(f"{'𠮷䶮堃'[n % 3]}同学{n}", school, str(n)) for n in range(1, 18)] + [PlayerCell("补位")]
    rows = [TableRow(t + 1, cells[3 * t], cells[3 * t + 1], (cells[3 * t + 2],)) for t in range(6)]
    info = TournamentInfo("南宁市驻邕高校" * 8, "", "广西大学体育馆", "2026年12月5日—6日", "2026-12-01 10:00")
    pdf = render(build_scoresheet, info, PairingSheet("斗地主", 2, rows, "doudizhu"))
    assert len(pdf.reader.pages) == 2
    assert all(f"第{n}台" in pdf.texts[0] for n in (1, 2, 3, 4)) and "第5台" in pdf.texts[1]
    text = "".join(pdf.texts)
    assert all(f"同学{n}" in text for n in range(1, 18)) and "补位（不计成绩）" in text
