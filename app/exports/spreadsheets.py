"""Tables as bytes: one XLSX workbook (a sheet a table) or a zip of CSV files (UTF-8 with BOM, a file a table).

A text cell is always written as text: in XLSX as a string cell (never a
formula, even when it starts with "="), marked quote-prefixed so Excel keeps it
text after an edit; in CSV, where every cell is text until Excel reads it, a
text that would start a formula gets a leading apostrophe, as OWASP advises.
"""
from __future__ import annotations

import csv
import io
import zipfile
from typing import Sequence

from app.exports.tables import Cell, Table, looks_like_formula, sheet_name, text_cell

CSV_ENCODING = "utf-8-sig"  # the BOM makes Excel on Chinese Windows read UTF-8, not GBK
_WIDEST_COLUMN = 60  # characters; a long explanation wraps in Excel rather than stretching the sheet
_FIXED_TIME = (2000, 1, 1, 0, 0, 0)  # the zip's file times: the same tables give the same bytes


def xlsx_bytes(tables: Sequence[Table]) -> bytes:
    """One workbook, a sheet per table: bold frozen header, numbers as numbers, texts as text."""
    from openpyxl import Workbook
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter

    book = Workbook()
    book.remove(book.active)
    taken: set[str] = set()
    bold = Font(bold=True)
    for table in tables:
        sheet = book.create_sheet(sheet_name(table.name, taken))
        widths = [0] * len(table.headers)
        for row_no, values in enumerate((table.headers, *table.rows), start=1):
            for col_no, value in enumerate(values, start=1):
                cell = sheet.cell(row=row_no, column=col_no)
                if isinstance(value, str):
                    cell.value = text_cell(value)
                    cell.data_type = "s"  # openpyxl would take "=…" for a formula
                    cell.quotePrefix = looks_like_formula(cell.value)
                else:
                    cell.value = value
                if row_no == 1:
                    cell.font = bold
                if col_no <= len(widths):
                    widths[col_no - 1] = max(widths[col_no - 1], _display_width(cell.value))
        for col_no, width in enumerate(widths, start=1):
            sheet.column_dimensions[get_column_letter(col_no)].width = min(width + 2, _WIDEST_COLUMN)
        sheet.freeze_panes = "A2"
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _display_width(value: Cell) -> int:
    """Columns of the text as Excel shows it: a Chinese character takes two."""
    text = "" if value is None else str(value)
    return sum(2 if ord(ch) > 0x2E7F else 1 for ch in text)


def csv_cell(value: Cell) -> str:
    """One CSV field: numbers as written, a text that would start a formula behind an apostrophe."""
    if value is None:
        return ""
    if isinstance(value, str):
        text = text_cell(value)
        return "'" + text if looks_like_formula(text) else text
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def csv_text(table: Table) -> str:
    """The table as CSV text (the BOM is the encoding's: ``CSV_ENCODING``)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    for values in (table.headers, *table.rows):
        writer.writerow([csv_cell(value) for value in values])
    return out.getvalue()


def csv_zip_bytes(tables: Sequence[Table]) -> bytes:
    """A zip holding one ``<table name>.csv`` a table, each UTF-8 with BOM."""
    out = io.BytesIO()
    taken: set[str] = set()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for table in tables:
            info = zipfile.ZipInfo(sheet_name(table.name, taken) + ".csv", _FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, csv_text(table).encode(CSV_ENCODING))
    return out.getvalue()
