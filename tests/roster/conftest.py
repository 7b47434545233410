"""Roster test files made on the fly: CSV in any encoding and delimiter, XLSX via openpyxl."""
from __future__ import annotations

import csv
import io

import openpyxl
import pytest


def csv_bytes(rows, encoding="utf-8", delimiter=",", newline="\r\n") -> bytes:
    """Rows as Excel would save them: csv quoting, the given line ending and encoding."""
    buffer = io.StringIO()
    csv.writer(buffer, delimiter=delimiter, lineterminator=newline).writerows(rows)
    return buffer.getvalue().encode(encoding)


@pytest.fixture
def make_csv(tmp_path):
    """Write rows to a CSV file in tmp_path and return its path."""
    def make(rows, encoding="utf-8", delimiter=",", newline="\r\n", name="roster.csv"):
        path = tmp_path / name
        path.write_bytes(csv_bytes(rows, encoding, delimiter, newline))
        return path
    return make


@pytest.fixture
def make_xlsx(tmp_path):
    """Write rows (None for a blank row) to the first sheet of an XLSX file and return its path."""
    def make(rows, name="roster.xlsx", extra_sheets=()):
        workbook = openpyxl.Workbook()
        sheet = workbook.active
        sheet.title = "报名"
        for row in rows:
            sheet.append(row or [])
        for title in extra_sheets:
            workbook.create_sheet(title).append(["姓名", "学校"])
        path = tmp_path / name
        workbook.save(path)
        return path
    return make
