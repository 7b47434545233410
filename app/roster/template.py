"""A blank roster for schools to fill in: Chinese headers and two example rows.

The XLSX template formats the student-ID column as text, so Excel keeps long
IDs and leading zeros instead of turning them into 2.02501E+11.  The CSV
template is UTF-8 with a BOM, which Excel on Chinese Windows opens correctly.
"""
from __future__ import annotations

import csv
from pathlib import Path

from app.files.output_guard import check_output_path, guarded_output
from app.roster import columns as col
from app.roster.validation import TEMPLATE_EXAMPLES
from app.rules.events import PRESETS

TEMPLATE_FIELDS = (col.NAME, col.GENDER, col.SCHOOL, col.GRADE, col.STUDENT_ID,
                   col.EVENT, col.TEAM)
TEMPLATE_HEADERS = tuple(col.header(field) for field in TEMPLATE_FIELDS)
_EXAMPLE_EXTRAS = ({col.GENDER: "男", col.GRADE: "高一", col.EVENT: "象棋、五子棋", col.TEAM: ""},
                   {col.GENDER: "女", col.GRADE: "高二", col.EVENT: "三国杀3v3",
                    col.TEAM: "示例中学一队"})
_TEXT_ROWS = 500  # rows whose student-ID cell is preformatted as text
_WIDTHS = {col.NAME: 10, col.GENDER: 6, col.SCHOOL: 24, col.GRADE: 8, col.STUDENT_ID: 16,
           col.EVENT: 24, col.TEAM: 16}


def template_rows() -> list[list[str]]:
    """The header row and the two example rows, in template column order."""
    rows = [list(TEMPLATE_HEADERS)]
    for (name, school, student_id), extras in zip(TEMPLATE_EXAMPLES, _EXAMPLE_EXTRAS):
        values = {col.NAME: name, col.SCHOOL: school, col.STUDENT_ID: student_id, **extras}
        rows.append([values[field] for field in TEMPLATE_FIELDS])
    return rows


def write_template(path: str | Path) -> Path:
    """Write the template as .csv or, for any other suffix, .xlsx; return the path written.

    Written whole through ``output_guard`` (never over a tournament file or any database;
    a tournament chosen as the name is refused, not written beside as .xlsx).
    """
    path = check_output_path(path)
    if path.suffix.lower() not in (".csv", ".xlsx"):
        path = path.with_suffix(".xlsx")
    with guarded_output(path) as temporary:
        if path.suffix.lower() == ".csv":
            with temporary.open("w", encoding="utf-8-sig", newline="") as stream:
                csv.writer(stream, lineterminator="\r\n").writerows(template_rows())
        else:
            _template_workbook().save(temporary)
    return path


def _template_workbook():
    import openpyxl  # slow to import: only when a workbook is written
    from openpyxl.styles import Font
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "报名表"
    for row in template_rows():
        sheet.append(row)
    id_column = TEMPLATE_FIELDS.index(col.STUDENT_ID) + 1
    for row_number in range(2, _TEXT_ROWS + 2):
        sheet.cell(row_number, id_column).number_format = "@"
    for index, field in enumerate(TEMPLATE_FIELDS, start=1):
        sheet.cell(1, index).font = Font(bold=True)
        sheet.column_dimensions[openpyxl.utils.get_column_letter(index)].width = _WIDTHS[field]
    sheet.freeze_panes = "A2"
    _add_instructions(workbook.create_sheet("填写说明"))
    return workbook


def _add_instructions(sheet) -> None:
    lines = [
        "每行一名选手；同一选手报多个项目时，可在“项目”栏用顿号分隔（如 象棋、五子棋），也可分多行填写。",
        "姓名、学校、学号、项目为必填；学号是选手的唯一标识，同一学号须对应同一人。",
        "团体项目须填写“队伍”，同一队伍的队员学校相同；性别、年级可不填。",
        "导入前请删除两行示例（示例中学）。只导入第一个工作表。",
        "",
        "可填项目（中文名或代码）：",
    ]
    for preset in PRESETS.values():
        team = (f"    团体项目：每队 {preset.settings['team_size']} 人，"
                f"可加替补 {preset.settings['team_substitutes']} 人" if preset.team_event else "")
        lines.append(f"{preset.name_zh}    {preset.code}{team}")
    for line in lines:
        sheet.append([line])
    sheet.column_dimensions["A"].width = 90
