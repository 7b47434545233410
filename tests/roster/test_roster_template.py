"""The roster template a school downloads, fills and sends back."""
from __future__ import annotations

import openpyxl
import pytest

from app.roster import TEMPLATE_HEADERS, read_roster, validate, write_template


@pytest.mark.parametrize("name, source", [("模板.xlsx", "xlsx"), ("模板.csv", "csv")])
def test_template_reads_back_with_chinese_headers(tmp_path, name, source):
    """The template's headers are the Chinese ones and every column is recognised."""
    path = write_template(tmp_path / name)
    table = read_roster(path)
    assert table.source == source
    assert table.headers == TEMPLATE_HEADERS == ("姓名", "性别", "学校", "年级", "学号", "项目", "队伍")
    assert len(table.rows) == 2
    assert not any("未知列" in notice for notice in validate(table).notices)


def test_template_examples_must_be_deleted(tmp_path):
    """Importing the template unchanged flags both example rows instead of adding fake players."""
    plan = validate(read_roster(write_template(tmp_path / "t.xlsx")))
    examples = [(p.row, p.column) for p in plan.problems if "示例行" in p.message]
    assert examples == [(2, "姓名"), (3, "姓名")]
    assert plan.rows == []


def test_filled_template_imports(tmp_path):
    """A school replaces the examples with its players and the file imports cleanly."""
    path = write_template(tmp_path / "t.xlsx")
    workbook = openpyxl.load_workbook(path)
    sheet = workbook["报名表"]
    sheet.delete_rows(2, 2)
    sheet.append(["王芳", "女", "南宁二中", "初二", "0020230001", "围棋、象棋", ""])
    workbook.save(path)
    plan = validate(read_roster(path))
    assert plan.ok, plan.problems
    assert (plan.rows[0].student_id, plan.rows[0].events) == ("0020230001", ("go", "xiangqi"))


def test_xlsx_template_keeps_student_ids_as_text(tmp_path):
    """The student-ID column is text-formatted so Excel keeps leading zeros and long IDs."""
    sheet = openpyxl.load_workbook(write_template(tmp_path / "t.xlsx"))["报名表"]
    column = TEMPLATE_HEADERS.index("学号") + 1
    assert sheet.cell(2, column).number_format == "@"
    assert sheet.cell(400, column).number_format == "@"


def test_csv_template_is_what_excel_opens(tmp_path):
    """The CSV template has a UTF-8 BOM and CRLF, which Excel on Chinese Windows needs."""
    data = write_template(tmp_path / "t.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert data.count(b"\r\n") == 3


def test_unknown_suffix_writes_xlsx(tmp_path):
    """A path without .csv or .xlsx gets an .xlsx workbook."""
    path = write_template(tmp_path / "报名模板")
    assert path.suffix == ".xlsx" and read_roster(path).source == "xlsx"
