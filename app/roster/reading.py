"""Read a roster file (CSV in any encoding Excel writes, or XLSX) into a grid of text.

Encodings are tried strictly, most specific first: a UTF-16 BOM (Excel's
"Unicode text"), then UTF-8 with or without BOM, then GB18030 (a superset of
the GBK that Excel writes on Chinese Windows).  A statistical detector comes
last because a short Chinese roster fools it.
"""
from __future__ import annotations

import csv
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import charset_normalizer
import openpyxl

from app.roster.columns import clean_cell, count_known_headers

_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0"  # legacy .xls
_DELIMITERS = (",", ";", "\t")
_DELIMITER_NAMES = {",": "逗号", ";": "分号", "\t": "制表符"}
_HEADER_SEARCH_ROWS = 10  # a title line or two may sit above the header


class RosterFileError(ValueError):
    """The file cannot be read as a roster at all; the message is for the referee."""


class SourceRow(NamedTuple):
    """One non-empty data row: its row number as a spreadsheet shows it, and its cells."""

    row: int
    cells: tuple[str, ...]


@dataclass(frozen=True)
class RosterTable:
    """The raw grid of a roster file: header cells and the non-empty rows below them."""

    headers: tuple[str, ...]
    header_row: int
    rows: tuple[SourceRow, ...]
    source: str  # "csv" or "xlsx"
    encoding: str | None = None  # CSV only: the codec that decoded it
    delimiter: str | None = None  # CSV only
    notices: tuple[str, ...] = ()


def read_roster(path: str | Path) -> RosterTable:
    """Read a CSV or XLSX roster; raise RosterFileError with a Chinese message if unreadable."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise RosterFileError(f"无法打开文件 {path.name}：{error.strerror or error}") from error
    if not data.strip():
        raise RosterFileError(f"文件 {path.name} 是空的")
    if data.startswith(_OLE_MAGIC):
        raise RosterFileError("不支持旧版 .xls 格式，请在 Excel 中“另存为” .xlsx 或 CSV 后再导入")
    if data.startswith(_ZIP_MAGIC):
        return _read_xlsx(path, data)
    if path.suffix.lower() in (".xlsx", ".xlsm"):  # a text ".xls" export is read as CSV
        raise RosterFileError(f"文件 {path.name} 不是有效的 Excel（.xlsx）文件")
    return _read_csv(data)


def _read_xlsx(path: Path, data: bytes) -> RosterTable:
    try:
        workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, OSError, ValueError) as error:
        raise RosterFileError(f"无法读取 Excel 文件 {path.name}（文件可能已损坏）：{error}") from error
    try:
        sheet = workbook.worksheets[0]
        grid = [[clean_cell(value) for value in values]
                for values in sheet.iter_rows(values_only=True)]
        notices = []
        if len(workbook.worksheets) > 1:
            notices.append(f"已读取第一个工作表“{sheet.title}”，"
                           f"其余 {len(workbook.worksheets) - 1} 个工作表未读取")
    finally:
        workbook.close()
    return _table_from_grid(grid, "xlsx", notices=notices)


def decode_roster_bytes(data: bytes) -> tuple[str, str]:
    """The text and the codec name, trying strict decoders before guessing."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16"), "utf-16"
    for codec in ("utf-8-sig", "gb18030"):
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        if codec == "utf-8-sig" and not data.startswith(b"\xef\xbb\xbf"):
            codec = "utf-8"
        return text, codec
    best = charset_normalizer.from_bytes(data).best()
    if best is None:
        raise RosterFileError("无法识别文件编码，请在 Excel 中另存为“CSV UTF-8”或 .xlsx 后再导入")
    return str(best), best.encoding


def sniff_delimiter(text: str) -> str:
    """Comma, semicolon or tab: whichever splits the first lines into the most equal columns."""
    sample = [line for line in text.splitlines()[:_HEADER_SEARCH_ROWS + 5] if line.strip()]

    def score(delimiter: str) -> tuple[int, int]:
        widths = [len(row) for row in csv.reader(sample, delimiter=delimiter)]
        header_width = max(widths, default=1)
        return header_width, widths.count(header_width)

    best = max(_DELIMITERS, key=score)  # max() keeps the first on a tie: comma
    return best if score(best)[0] > 1 else ","


def _read_csv(data: bytes) -> RosterTable:
    text, codec = decode_roster_bytes(data)
    delimiter = sniff_delimiter(text)
    grid = [[clean_cell(cell) for cell in record]
            for record in csv.reader(io.StringIO(text), delimiter=delimiter)]
    notices = [f"CSV 文件编码：{_codec_label(codec)}，分隔符：{_DELIMITER_NAMES[delimiter]}"]
    return _table_from_grid(grid, "csv", codec, delimiter, notices)


def _codec_label(codec: str) -> str:
    return {"gb18030": "GBK/GB18030", "utf-8-sig": "UTF-8（带 BOM）",
            "utf-8": "UTF-8", "utf-16": "UTF-16"}.get(codec, codec)


def _table_from_grid(grid: list[list[str]], source: str, encoding: str | None = None,
                     delimiter: str | None = None, notices=()) -> RosterTable:
    """Find the header row (a title above it is allowed) and keep the non-empty rows below."""
    numbered = [(number, cells) for number, cells in enumerate(grid, start=1) if any(cells)]
    if not numbered:
        raise RosterFileError("文件中没有任何数据")
    header_at = 0
    for index, (_, cells) in enumerate(numbered[:_HEADER_SEARCH_ROWS]):
        if count_known_headers(cells) >= 2:
            header_at = index
            break
    header_row, headers = numbered[header_at]
    while headers and not headers[-1]:
        headers = headers[:-1]
    notices = list(notices)
    if header_at:
        notices.append(f"表头在第 {header_row} 行，其上方的 {header_at} 行（标题等）未导入")
    rows = tuple(SourceRow(number, tuple(cells)) for number, cells in numbered[header_at + 1:])
    return RosterTable(tuple(headers), header_row, rows, source, encoding, delimiter,
                       tuple(notices))
