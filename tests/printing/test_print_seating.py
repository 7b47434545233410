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
