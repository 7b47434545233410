"""The "find your table" list: every player of the round by pinyin, with table and seat."""
from printing_samples import player, seated_sheet

from app.printing.data import PairingSheet, PlayerCell, TableRow
from app.printing.seating import build_seating_list, pinyin_key, seating_rows


def test_names_sort_by_pinyin_not_by_code_point():
    """阿 (a) before 张 (zhang) before 赵 (zhao), although 张 < 阿 by code point."""
    names = ["赵六", "张三", "阿明", "李四"]
    assert sorted(names, key=pinyin_key) == ["阿明", "李四", "张三", "赵六"]
    assert sorted(names) != sorted(names, key=pinyin_key)


def test_every_player_and_bye_has_a_row_with_table_and_side():
    """Two-player tables name the side (红方 / 黑方); a bye is listed with 轮空 and no table."""
    sheet = PairingSheet("象棋", 3, [
        TableRow(1, PlayerCell("赵六", "广西大学"), PlayerCell("阿明", "南宁师范大学")),
        TableRow(2, PlayerCell("张三", "广西大学"), PlayerCell("李四", "广西医科大学")),
        TableRow(3, PlayerCell("王五", "广西艺术学院"))], "xiangqi", "红方", "黑方")
    assert seating_rows(sheet) == [
        ("阿明", "南宁师范大学", "1", "黑方"), ("李四", "广西医科大学", "2", "黑方"),
        ("王五", "广西艺术学院", "—", "轮空"), ("张三", "广西大学", "2", "红方"),
        ("赵六", "广西大学", "1", "红方")]


def test_the_printed_list_reads_in_pinyin_order(info, render):
    """Tables of eight print numbered seats; the PDF lists every name once, in pinyin order."""
    sheet = seated_sheet(2, 8, "sanguosha_identity", "三国杀身份")
    pdf = render(build_seating_list, info, sheet)
    text = "".join(pdf.texts)
    names = [cell.name for table in sheet.tables for cell in table.seats]
    positions = [text.index(name) for name in sorted(names, key=pinyin_key)]
    assert positions == sorted(positions) and len(set(names)) == 16
    assert "找座位表" in text and "8号位" in text
    assert player(0).name in text


def test_an_ext_b_variant_sorts_with_its_standard_reading_and_an_unread_character_after_z():
    """𠮷 (U+20BB7, pypinyin has no reading) is read as 吉 jí, before 甲 jiǎ; Latin names keep
    their letters; a character no reading is known for sorts after Z, never among the A's."""
    names = ["甲乙", "Zoe", "𠮷祥", "王五", "Anna", "\U0002B81D一", "䶮", "堃"]
    assert sorted(names, key=pinyin_key) == ["Anna", "𠮷祥", "甲乙", "堃", "王五", "䶮", "Zoe", "\U0002B81D一"]


def test_the_filler_is_nobody_looking_for_a_seat():
    """A Dou Dizhu table with a 补位 seat lists its two players, not the filler."""
    filler = PlayerCell("补位")
    sheet = PairingSheet("斗地主", 1, [TableRow(1, PlayerCell("甲", "广西大学", "1"), PlayerCell("乙", "", "2"),
                                               (PlayerCell("丙", "", "3"),)),
                                      TableRow(2, PlayerCell("丁", "", "4"), PlayerCell("戊", "", "5"), (filler,))],
                         "doudizhu")
    assert [row[0] for row in seating_rows(sheet)] == ["丙", "丁", "甲", "戊", "乙"]


def test_a_3v3_list_names_the_players_with_their_teams_table(info, render):
    """3v3: every player of both teams finds the table by their own name; the seat names the team."""
    warm = PlayerCell("广西大学一队", "广西大学", "1", members=("张三", "李四", "王五", "赵六"))
    cold = PlayerCell("南宁师范大学一队", "南宁师范大学", "2", members=("阿明", "𠮷祥", "钱七"))
    sheet = PairingSheet("三国杀3v3", 2, [TableRow(4, warm, cold)], "sanguosha_3v3", "暖色方", "冷色方")
    rows = seating_rows(sheet)
    assert [r[0] for r in rows] == ["阿明", "𠮷祥", "李四", "钱七", "王五", "张三", "赵六"]
    assert ("李四", "广西大学", "4", "暖色方（广西大学一队）") in rows
    text = "".join(render(build_seating_list, info, sheet).texts)
    assert "𠮷祥南宁师范大学4冷色方（南宁师范大学一队）" in text and "广西大学一队广西大学" not in text


def test_the_seating_list_files_zeng_under_z_by_its_surname_reading():
    """#36.5: 找座位表 and the hall sort 曾 as zeng and 单 as shan (the shared name order)."""
    assert sorted(["曾强", "蔡一", "单磊", "戴二", "朱三"], key=pinyin_key) == ["蔡一", "戴二", "单磊", "曾强", "朱三"]
