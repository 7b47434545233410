"""Reading roster files: encodings, delimiters, XLSX, sniffing and unreadable files."""
from __future__ import annotations

import pytest

from app.roster import RosterFileError, read_roster
from app.roster.reading import decode_roster_bytes, sniff_delimiter

HEADERS_ZH = ["姓名", "学校", "学号", "项目", "队伍", "性别", "年级"]

ROWS = [HEADERS_ZH,
        ["张三", "南宁市第一中学", "2023001", "象棋、五子棋", "", "男", "高一"],
        ["李四", "南宁二中", "2023002", "围棋", "", "女", "高二"]]


@pytest.mark.parametrize("encoding, codec", [
    ("utf-8", "utf-8"),
    ("utf-8-sig", "utf-8-sig"),
    ("gbk", "gb18030"),
    ("gb18030", "gb18030"),
    ("utf-16", "utf-16"),  # Excel's "Unicode text" (with BOM)
])
def test_each_encoding_reads_the_same_cells(make_csv, encoding, codec):
    """Every encoding Excel writes decodes to the same Chinese cells without asking."""
    table = read_roster(make_csv(ROWS, encoding=encoding))
    assert table.encoding == codec
    assert table.headers == tuple(HEADERS_ZH)
    assert [row.cells for row in table.rows] == [tuple(r) for r in ROWS[1:]]
    assert table.headers[0] == "姓名"  # no BOM left glued to the first header


def test_gb18030_only_characters_survive(make_csv):
    """A rare name character outside GBK (GB18030 four-byte) still decodes."""
    rows = [HEADERS_ZH[:4], ["刘䶮", "一中", "1", "象棋"]]
    table = read_roster(make_csv(rows, encoding="gb18030"))
    assert table.rows[0].cells[0] == "刘䶮"


def test_statistical_detector_is_the_last_resort():
    """Bytes valid neither as UTF-8 nor GB18030 fall back to charset detection."""
    data = "Name,School\r\nJosé,École Française\r\n".encode("cp1252")
    text, codec = decode_roster_bytes(data)
    assert codec not in ("utf-8", "utf-8-sig", "gb18030")
    assert "José,École Française" in text


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
def test_each_delimiter_is_sniffed(make_csv, delimiter):
    """Comma, semicolon and tab files split into the same columns."""
    table = read_roster(make_csv(ROWS, delimiter=delimiter))
    assert table.delimiter == delimiter
    assert table.rows[0].cells[3] == "象棋、五子棋"


@pytest.mark.parametrize("lines, expected", [
    (["姓名,学校,学号,项目", "张三,一中,1,象棋"], ","),
    (["姓名;学校;学号;项目", "张三;一中;1;象棋, 围棋"], ";"),  # a comma inside a cell
    (["姓名\t学校\t学号\t项目", "张三\t一中,二中\t1\t象棋"], "\t"),
    (["姓名"], ","),  # nothing to split: comma by default
])
def test_sniff_delimiter_prefers_the_widest_consistent_split(lines, expected):
    """The delimiter that splits the header into most columns wins, commas in cells do not."""
    assert sniff_delimiter("\r\n".join(lines)) == expected


def test_quoted_cells_keep_delimiters_and_line_breaks(make_csv):
    """A quoted cell may hold commas and a line break (Alt+Enter in Excel)."""
    rows = [HEADERS_ZH[:4], ["张三", "一中", "1", "象棋,围棋"], ["李四", "一中\n高中部", "2", "go"]]
    table = read_roster(make_csv(rows))
    assert table.rows[0].cells[3] == "象棋,围棋"
    assert table.rows[1].cells[1] == "一中\n高中部"
    assert [row.row for row in table.rows] == [2, 3]


def test_realistic_excel_gbk_file(tmp_path):
    """Excel on Chinese Windows: GBK, CRLF, no BOM, padded names, blank line, trailing commas."""
    text = ("序号,姓名,性别,学校,年级,学号,项目,队伍,备注\r\n"
            "1,张  三,男,南宁市第一中学,高一,20230101,象棋、五子棋,,\r\n"
            "2,欧阳小明,男,南宁市第一中学,高一,20230102,三国杀3v3,一中A队,\r\n"
            ",,,,,,,,\r\n"
            "3,王芳,女,广西大学附属中学,初二,20230201,围棋,,走读\r\n")
    path = tmp_path / "报名表.csv"
    path.write_bytes(text.encode("gbk"))
    assert not path.read_bytes().startswith(b"\xef\xbb\xbf")
    table = read_roster(path)
    assert table.encoding == "gb18030"
    assert table.headers[1] == "姓名"
    assert [row.row for row in table.rows] == [2, 3, 5]  # blank row 4 skipped, numbering kept
    assert table.rows[0].cells[1] == "张  三"  # cleaned later, during validation
    assert table.rows[2].cells[8] == "走读"


def test_xlsx_cells_become_text(make_xlsx):
    """Floats lose ".0"; empty rows are skipped but the others keep their row numbers."""
    path = make_xlsx([HEADERS_ZH[:4] + ["年级"],
                      ["  张三 ", "一中", 2023001.0, "象棋", 7],
                      None,
                      ["李四", "一中", 2023002, "围棋", 7.5]])
    table = read_roster(path)
    assert table.source == "xlsx" and table.encoding is None
    assert [row.row for row in table.rows] == [2, 4]
    assert table.rows[0].cells == ("张三", "一中", "2023001", "象棋", "7")
    assert table.rows[1].cells == ("李四", "一中", "2023002", "围棋", "7.5")


def test_xlsx_reads_only_the_first_sheet(make_xlsx):
    """Other sheets (instructions, other lists) are ignored with a notice."""
    path = make_xlsx([HEADERS_ZH[:4], ["张三", "一中", "1", "象棋"]], extra_sheets=["说明"])
    table = read_roster(path)
    assert len(table.rows) == 1
    assert any("第一个工作表“报名”" in notice for notice in table.notices)


def test_title_rows_above_the_header_are_skipped(make_xlsx):
    """A title line above the header is not taken for the header; row numbers stay true."""
    path = make_xlsx([["2026年南宁驻邕杯棋牌比赛报名表"], None, HEADERS_ZH[:4],
                      ["张三", "一中", "1", "象棋"]])
    table = read_roster(path)
    assert table.header_row == 3
    assert table.headers == tuple(HEADERS_ZH[:4])
    assert table.rows[0].row == 4


@pytest.mark.parametrize("name", ["roster.csv", "roster.txt", "roster"])
def test_xlsx_content_is_sniffed_whatever_the_name(make_xlsx, name):
    """A workbook saved under a wrong extension is still read as a workbook (zip magic)."""
    table = read_roster(make_xlsx([HEADERS_ZH[:4], ["张三", "一中", "1", "象棋"]], name=name))
    assert table.source == "xlsx"
    assert table.rows[0].cells[0] == "张三"


def test_text_export_named_xls_is_read_as_csv(tmp_path):
    """Web systems export tab-separated text as ".xls"; it is read as CSV."""
    path = tmp_path / "export.xls"
    path.write_bytes("姓名\t学校\t学号\t项目\r\n张三\t一中\t1\t象棋\r\n".encode("gbk"))
    table = read_roster(path)
    assert table.source == "csv" and table.delimiter == "\t"


@pytest.mark.parametrize("name, content, fragment", [
    ("empty.csv", b"", "空的"),
    ("blank.csv", b" \r\n\r\n", "空的"),
    ("commas.csv", b",,,\r\n,,\r\n", "没有任何数据"),
    ("old.xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 100, ".xls"),
    ("fake.xlsx", "姓名,学校\r\n".encode("utf-8"), "不是有效的 Excel"),
    ("broken.xlsx", b"PK\x03\x04" + b"\0" * 50, "无法读取 Excel"),
])
def test_unreadable_files_raise_a_chinese_message(tmp_path, name, content, fragment):
    """Files that are no roster raise RosterFileError saying why, in Chinese."""
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(RosterFileError, match=fragment):
        read_roster(path)


def test_missing_file_raises_roster_file_error(tmp_path):
    """A path that does not exist is a RosterFileError, not a bare OSError."""
    with pytest.raises(RosterFileError, match="无法打开文件"):
        read_roster(tmp_path / "nowhere.csv")
