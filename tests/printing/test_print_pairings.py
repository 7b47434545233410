"""Pairing lists and identity slips: table numbers, seat order, public and secret roles."""
import pytest
from printing_samples import IDENTITY_ROLES, player, seated_sheet, squash

from app.printing.data import PairingSheet, PlayerCell, TableRow
from app.printing.pairings import build_identity_slips, build_pairing_list


def test_two_player_list_puts_the_first_mover_in_the_first_column(info, render):
    """Each table row reads: table number, first-move player, then the second player."""
    sheet = seated_sheet(30, 2, "xiangqi", "象棋")
    pdf = render(build_pairing_list, info, sheet)
    text = "".join(pdf.texts)
    assert "象棋第3轮对阵表" in text
    for table in sheet.tables:
        row = squash(f"{table.table}{table.first.number}{table.first.name}{table.first.school}"
                     f"{table.second.number}{table.second.name}")
        assert row in text, table.table


def test_bye_is_listed_once_under_the_tables_never_as_a_table(info, render):
    """A player without an opponent gets no table row: one 轮空 line after the last table."""
    sheet = PairingSheet("围棋", 2, [TableRow(1, player(0), player(1)), TableRow(2, player(2), None)], "go")
    text = "".join(render(build_pairing_list, info, sheet).texts)
    assert text.count(player(2).name) == 1
    assert text.endswith(squash(f"轮空：{player(2).number}{player(2).name}（{player(2).school}）") + "第1页/共1页")
    assert squash(f"1{player(0).number}{player(0).name}") in text and f"2{player(2).number}" not in text


def test_side_labels_come_from_the_sheet(info, render):
    """Xiangqi prints 红方/黑方 when the service asks for it."""
    sheet = PairingSheet("象棋", 1, [TableRow(1, player(0), player(1))], "xiangqi", "红方", "黑方")
    assert "台号红方黑方" in render(build_pairing_list, info, sheet).texts[0]


def test_dou_dizhu_list_has_three_numbered_seats(info, render):
    """Tables of three list seats 1..3 in order, a row each."""
    sheet = seated_sheet(4, 3, "doudizhu", "斗地主")
    text = render(build_pairing_list, info, sheet).texts[0]
    assert "台号座位选手" in text
    assert squash("".join(f"{n}号位{c.number}{c.name}{c.school}" for n, c in enumerate(sheet.tables[3].seats, 1))) in text


@pytest.mark.parametrize("code, seats, results", [
    ("doudizhu", 3, ("+6", "-3", "-3")),
    ("sanguosha_identity", 8, ("负-1", "负0", "负0", "胜+3", "胜+3", "胜+3", "胜+3", "负0")),
])
def test_card_tables_list_each_seats_points_and_round_result(info, render, code, seats, results):
    """Dou Dizhu and identity lists give each seat its points before the round and, once entered, its result
    of the round (#35.5: they had neither), a row per seat so eight seats fit."""
    from dataclasses import replace
    sheet = seated_sheet(3, seats, code, "牌类", IDENTITY_ROLES if seats == 8 else ())
    tables = [replace(table, first=replace(table.first, points="12", result=results[0]),
                      second=replace(table.second, points="7.5", result=results[1]),
                      extra=tuple(replace(c, points="3", result=r) for c, r in zip(table.extra, results[2:])))
              for table in sheet.tables]
    pdf = render(build_pairing_list, info, replace(sheet, tables=tables))
    text = "".join(pdf.texts)
    assert "台号座位选手积分本轮" in text
    first = tables[0].seats
    assert squash(f"11号位{first[0].number}{first[0].name}") in text
    assert squash(f"{first[0].school}12{results[0]}2号位{first[1].number}{first[1].name}") in text
    assert squash(f"{first[1].school}7.5{results[1]}") in text
    from printing_samples import layout_faults
    assert all(layout_faults(page, 7) == [] for page in pdf.reader.pages)


def test_identity_list_shows_the_lord_and_hides_the_other_roles(info, render):
    """Only the lord is public; loyalists, rebels and the traitor go on sealed slips."""
    sheet = seated_sheet(3, 8, "sanguosha_identity", "三国杀身份", IDENTITY_ROLES)
    pdf = render(build_pairing_list, info, sheet)
    text = "".join(pdf.texts)
    assert text.count("（主公）") == 3
    for hidden in ("忠臣", "反贼", "内奸"):
        assert hidden not in text
    for table in sheet.tables:
        lord = next(c for c in table.seats if c.role == "主公")
        assert squash(f"{lord.name}（主公）") in text


def test_identity_slips_one_per_seat_sixteen_a_page(info, render):
    """Every seat gets its own slip with table, seat, name and role; 24 seats fill 2 pages."""
    sheet = seated_sheet(3, 8, "sanguosha_identity", "三国杀身份", IDENTITY_ROLES)
    pdf = render(build_identity_slips, info, sheet)
    assert len(pdf.reader.pages) == 2
    text = "".join(pdf.texts)
    for table in sheet.tables:
        for seat, cell in enumerate(table.seats, start=1):
            assert squash(f"第{table.table}台座位{seat}—{cell.name}身份：{cell.role}") in text
    assert pdf.pages_with(f"第3台座位8—{sheet.tables[2].seats[7].name}") == [2]


def test_pairing_documents_embed_every_font(info, render):
    """A printer or another PC without the fonts must show the same glyphs."""
    for builder, sheet in ((build_pairing_list, seated_sheet(5, 2, "go", "围棋")),
                           (build_pairing_list, seated_sheet(2, 8, "sanguosha_identity", "三国杀身份",
                                                             IDENTITY_ROLES)),
                           (build_identity_slips, seated_sheet(1, 8, "sanguosha_identity", "三国杀身份",
                                                               IDENTITY_ROLES))):
        fonts = render(builder, info, sheet).fonts()
        assert len(fonts) >= 2 and all(fonts.values()), fonts


def test_builders_write_to_a_path(info, tmp_path):
    """The services pass a pathlib.Path; reportlab itself only takes str or a file object."""
    out = tmp_path / "pairings.pdf"
    build_pairing_list(info, seated_sheet(2, 2, "go", "围棋"), out)
    build_identity_slips(info, seated_sheet(1, 8, "sanguosha_identity", "三国杀身份", IDENTITY_ROLES),
                         tmp_path / "slips.pdf")
    assert out.read_bytes().startswith(b"%PDF") and (tmp_path / "slips.pdf").stat().st_size > 1000


def test_points_before_the_round_get_their_own_columns(info, render):
    """When the service passes scores, each side shows its points; a bye's points go on its line."""
    first, second, lone = (PlayerCell(p.name, p.school, p.number, points=pts)
                           for p, pts in ((player(0), "6"), (player(1), "5.5"), (player(2), "0")))
    sheet = PairingSheet("跳棋", 4, [TableRow(1, first, second), TableRow(2, lone, None)], "checkers")
    text = render(build_pairing_list, info, sheet).texts[0]
    assert "台号先手积分后手积分" in text
    assert squash(f"1{first.number}{first.name}{first.school}6{second.number}{second.name}{second.school}5.5") in text
    assert squash(f"轮空：{lone.number}{lone.name}（{lone.school}，0分）") in text


def test_pairing_list_shows_results_once_entered(info, render):
    """Before any result there is no 结果 column; once results are in, each table shows its own."""
    from app.printing.data import PairingSheet, PlayerCell, TableRow
    from app.printing.pairings import build_pairing_list
    tables = [TableRow(1, PlayerCell("赵六"), PlayerCell("张三"), result="1-0"),
              TableRow(2, PlayerCell("李四"), PlayerCell("王五"))]
    empty = render(build_pairing_list, info, PairingSheet("象棋", 1, [TableRow(1, PlayerCell("赵六"), PlayerCell("张三"))],
                                                          "xiangqi", "红方", "黑方"))
    assert "结果" not in empty.texts[0]
    text = render(build_pairing_list, info, PairingSheet("象棋", 1, tables, "xiangqi", "红方", "黑方")).texts[0]
    assert "结果" in text and "赵六张三1-0" in text
