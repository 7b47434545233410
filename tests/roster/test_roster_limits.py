"""Hostile or broken roster files are refused with a message, quickly, before they cost memory."""
from __future__ import annotations

import zipfile

import openpyxl
import pytest

from app.roster import RosterFileError, read_roster
from app.roster import reading

HEADER = ["姓名", "学校", "学号", "项目"]


def _rewrite_member(source, target, member: str, content: bytes, extra: dict[str, bytes] = {}):
    """Copy an XLSX, replacing one member's bytes and adding others (deflated)."""
    with zipfile.ZipFile(source) as original, \
            zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as copy:
        for info in original.infolist():
            copy.writestr(info.filename, content if info.filename == member else original.read(info))
        for name, data in extra.items():
            copy.writestr(name, data)
    return target


def test_a_zip_bomb_workbook_is_refused_before_openpyxl_reads_it(make_xlsx, tmp_path, monkeypatch):
    """An XLSX small on disk that unpacks past the limit is refused from the zip directory alone."""
    good = make_xlsx([HEADER, ["张三", "一中", "1", "象棋"]])
    bomb = _rewrite_member(good, tmp_path / "bomb.xlsx", "", b"",
                           {"xl/media/padding.bin": b"\0" * (reading.MAX_UNPACKED_BYTES + 1)})
    assert bomb.stat().st_size < 1024 * 1024
    monkeypatch.setattr(openpyxl, "load_workbook",
                        lambda *a, **k: pytest.fail("openpyxl must not open a zip bomb"))
    with pytest.raises(RosterFileError, match="解压后有 50 MB，超过报名表的上限 50 MB"):
        read_roster(bomb)


def test_broken_sheet_xml_is_a_roster_file_error(make_xlsx, tmp_path):
    """A workbook whose sheet XML is cut off raises RosterFileError, not an XML parser error."""
    good = make_xlsx([HEADER, ["张三", "一中", "1", "象棋"]])
    broken = _rewrite_member(good, tmp_path / "broken.xlsx", "xl/worksheets/sheet1.xml",
                             b'<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/'
                             b'spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is>')
    with pytest.raises(RosterFileError, match="无法读取 Excel 文件 broken.xlsx（文件可能已损坏）"):
        read_roster(broken)


def test_a_forged_dimension_does_not_pad_rows(make_xlsx, tmp_path):
    """A sheet claiming A1:XFD1048576 reads only its real cells (reset_dimensions)."""
    good = make_xlsx([HEADER, ["张三", "一中", "1", "象棋"]])
    with zipfile.ZipFile(good) as archive:
        sheet = archive.read("xl/worksheets/sheet1.xml")
    forged = sheet.replace(b'<dimension ref="A1:D2" />', b'<dimension ref="A1:XFD1048576" />')
    assert forged != sheet
    table = read_roster(_rewrite_member(good, tmp_path / "forged.xlsx", "xl/worksheets/sheet1.xml", forged))
    assert [row.cells for row in table.rows] == [("张三", "一中", "1", "象棋")]


def test_mixed_gbk_and_utf8_rows_are_refused_naming_them(tmp_path):
    """Two lists pasted together (GBK and UTF-8 lines) are refused, naming the lines of each."""
    path = tmp_path / "mixed.csv"
    path.write_bytes("姓名,学校,学号,项目\r\n".encode("gbk") + "王伟,一中,1,象棋\r\n".encode("gbk")
                     + "李娜,二中,2,围棋\r\n".encode("utf-8") + "赵六,二中,3,围棋\r\n".encode("utf-8"))
    with pytest.raises(RosterFileError) as refused:
        read_roster(path)
    assert "第 3、4 行是 UTF-8，第 1、2 行不是 UTF-8" in str(refused.value)


def test_one_undecodable_line_in_a_utf8_file_is_named(tmp_path):
    """A UTF-8 list with one GBK line is refused instead of turning every name into mojibake."""
    path = tmp_path / "mostly-utf8.csv"
    lines = ["姓名,学校,学号,项目"] + [f"选手{i},一中,{i},象棋" for i in range(12)]
    data = b"".join(line.encode("utf-8") + b"\r\n" for line in lines) + "王伟,一中,99,象棋\r\n".encode("gbk")
    path.write_bytes(data)
    with pytest.raises(RosterFileError, match=r"第 1、2、3、4、5、6、7、8、9、10 等 13 行是 UTF-8，第 14 行不是 UTF-8"):
        read_roster(path)


def test_a_csv_field_over_the_csv_limit_is_a_message(tmp_path):
    """A cell of 131,073 characters is refused naming the line, not a csv.Error traceback."""
    path = tmp_path / "huge.csv"
    path.write_text("姓名,学校,学号,项目\n张三,一中,1,象棋\n" + "x" * 131_073 + ",一中,2,象棋\n",
                    encoding="utf-8")
    with pytest.raises(RosterFileError, match="CSV 文件第 3 行有超过 131072 个字符的单元格"):
        read_roster(path)


def test_a_ten_thousand_character_name_is_refused_naming_row_and_column(make_csv):
    """A cell far past any field's length is refused at reading, with its row and column."""
    path = make_csv([HEADER, ["张三", "一中", "1", "象棋"], ["名" * 10_000, "一中", "2", "象棋"]])
    with pytest.raises(RosterFileError, match="第 3 行第 1 列的单元格有 10000 个字符，超过上限 1000"):
        read_roster(path)


def test_too_many_rows_are_refused(make_csv, monkeypatch):
    """A file with more data rows than the limit is refused as a whole."""
    monkeypatch.setattr(reading, "MAX_ROWS", 5)
    rows = [HEADER] + [[f"选手{i}", "一中", str(i), "象棋"] for i in range(6)]
    with pytest.raises(RosterFileError, match="报名表有 6 行，超过上限 5 行"):
        read_roster(make_csv(rows))
    assert len(read_roster(make_csv(rows[:6])).rows) == 5


def test_rows_far_past_the_limit_stop_the_reading_early(make_csv, monkeypatch):
    """Reading stops as soon as the non-empty rows pass the limit (a huge sheet is not read whole)."""
    monkeypatch.setattr(reading, "MAX_ROWS", 5)
    seen = []
    rows = [HEADER] + [[f"选手{i}", "一中", str(i), "象棋"] for i in range(10_000)]
    monkeypatch.setattr(reading, "_PROGRESS_EVERY", 1)
    with pytest.raises(RosterFileError, match="报名表超过 5 行"):
        read_roster(make_csv(rows), progress=seen.append)
    assert max(seen) < 20


def test_an_oversized_file_is_refused_without_reading_it(tmp_path, monkeypatch):
    """A file bigger than the roster limit is refused from its size alone."""
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 1024)
    path = tmp_path / "big.csv"
    path.write_bytes(b"a,b\n" * 1000)
    with pytest.raises(RosterFileError, match="超过报名表的上限"):
        read_roster(path)


def test_a_folder_is_not_a_roster(tmp_path):
    """Choosing a folder gives a message, not IsADirectoryError."""
    with pytest.raises(RosterFileError, match="是文件夹"):
        read_roster(tmp_path)


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_progress_is_reported_and_can_cancel(make_csv, make_xlsx, monkeypatch, kind):
    """The progress callback sees the rows read; what it raises (a cancel) stops the reading as is."""
    monkeypatch.setattr(reading, "_PROGRESS_EVERY", 2)
    rows = [HEADER] + [[f"选手{i}", "一中", str(i), "象棋"] for i in range(7)]
    path = make_csv(rows) if kind == "csv" else make_xlsx(rows)

    class Stop(Exception):
        pass
    seen = []

    def cancel(done):
        seen.append(done)
        if done >= 4:
            raise Stop
    with pytest.raises(Stop):
        read_roster(path, progress=cancel)
    assert seen == [2, 4]
