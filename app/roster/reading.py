"""Read a roster file (CSV in any encoding Excel writes, or XLSX) into a grid of text.

Encodings are tried strictly, most specific first: a UTF-16 BOM (Excel's
"Unicode text"), then UTF-8 with or without BOM, then GB18030 (a superset of
the GBK that Excel writes on Chinese Windows).  A statistical detector comes
last because a short Chinese roster fools it.  A file whose lines mix UTF-8
and another encoding (two lists pasted together) is refused, naming the lines:
decoded either way, some names would come out garbled.

A roster is a few thousand lines, so anything far bigger is refused before it
is read: the file's size, an XLSX's unpacked size (a zip bomb is small on
disk), the number of rows and the length of one cell.
"""
from __future__ import annotations

import csv
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, NamedTuple, Sequence

from app.messages import Coded, Message
from app.files.input_file import NotRegularFile, read_regular_file
from app.files.output_guard import is_open_here
from app.roster.columns import clean_cell, count_known_headers

MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_UNPACKED_BYTES = 50 * 1024 * 1024  # every member of an XLSX, as the zip declares it
MAX_ROWS = 20_000  # data rows: a big event has a few thousand players
MAX_CELL_CHARS = 1_000
_PROGRESS_EVERY = 500  # rows between two progress calls
_ROWS_NAMED = 10  # rows listed in a message before "等 N 行"

_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0"  # legacy .xls
_DELIMITERS = (",", ";", "\t")
_DELIMITER_NAMES = {",": Message("roster.delimiter.comma"), ";": Message("roster.delimiter.semicolon"),
                    "\t": Message("roster.delimiter.tab")}
_HEADER_SEARCH_ROWS = 10  # a title line or two may sit above the header


class RosterFileError(Coded, ValueError):
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


Progress = Callable[[int], None]  # called with the rows read so far; may raise to cancel


def read_roster(path: str | Path, progress: Progress | None = None) -> RosterTable:
    """Read a CSV or XLSX roster; raise RosterFileError with a Chinese message if unreadable."""
    path = Path(path)
    try:
        if path.is_dir():
            raise RosterFileError("roster.is_folder", path=path.name)
        if is_open_here(path):
            raise RosterFileError("roster.is_open_tournament", path=path.name)
        size = path.stat().st_size
        data = read_regular_file(path, MAX_FILE_BYTES)  # a FIFO, /dev/zero: refused unread
        if max(size, len(data)) > MAX_FILE_BYTES:
            raise RosterFileError("roster.file_too_big", path=path.name, megabytes=_megabytes(max(size, len(data))),
                                  megabytes2=_megabytes(MAX_FILE_BYTES))
    except NotRegularFile as error:
        raise RosterFileError(error.code, **error.params) from None
    except OSError as error:
        raise RosterFileError("roster.cannot_open", path=path.name, value=error.strerror or error) from error
    if not data.strip():
        raise RosterFileError("roster.empty_file", path=path.name)
    if data.startswith(_OLE_MAGIC):
        raise RosterFileError("roster.xls")
    if data.startswith(_ZIP_MAGIC):
        return _read_xlsx(path, data, progress)
    if path.suffix.lower() in (".xlsx", ".xlsm"):  # a text ".xls" export is read as CSV
        raise RosterFileError("roster.not_xlsx", path=path.name)
    return _read_csv(data, progress)


def _megabytes(size: int) -> str:
    return f"{size / 1024 / 1024:.0f}" if size >= 10 * 1024 * 1024 else f"{size / 1024 / 1024:.1f}"


def _check_unpacked_size(path: Path, data: bytes) -> None:
    """Refuse a workbook that unpacks to more than MAX_UNPACKED_BYTES, before unpacking it.

    zipfile never yields more bytes than a member declares, so the declared
    sizes bound what openpyxl can read.
    """
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unpacked = sum(member.file_size for member in archive.infolist())
    except (zipfile.BadZipFile, OSError, ValueError, EOFError) as error:
        raise RosterFileError("roster.xlsx_unreadable", path=path.name, error=error) from error
    if unpacked > MAX_UNPACKED_BYTES:
        raise RosterFileError("roster.unpacks_too_big", path=path.name, megabytes=_megabytes(unpacked),
                              megabytes2=_megabytes(MAX_UNPACKED_BYTES))


def _read_xlsx(path: Path, data: bytes, progress: Progress | None) -> RosterTable:
    _check_unpacked_size(path, data)
    stopped: list[Exception] = []  # what the progress callback raised (a cancel), passed on as is

    def report(rows: int) -> None:
        try:
            progress(rows)
        except Exception as error:
            stopped.append(error)
            raise
    import openpyxl  # slow to import (it pulls in numpy): only when a workbook is read
    try:
        workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        try:
            sheet = workbook.worksheets[0]
            sheet.reset_dimensions()  # a forged <dimension> must not pad every row to XFD1048576
            grid = _limited_grid(sheet.iter_rows(values_only=True), report if progress else None)
            notices = []
            if len(workbook.worksheets) > 1:
                notices.append(Message("roster.first_sheet_only", sheet=sheet.title,
                                       others=len(workbook.worksheets) - 1))
        finally:
            workbook.close()
    except RosterFileError:
        raise
    except Exception as error:  # noqa: BLE001 - openpyxl raises a zoo of types on broken XML
        if stopped:
            raise
        raise RosterFileError("roster.xlsx_broken", path=path.name, name=type(error).__name__,
                              detail=str(error)[:200]) from error
    return _table_from_grid(grid, "xlsx", notices=notices)


def _limited_grid(records: Iterable[Sequence], progress: Progress | None) -> list[list[str]]:
    """The records as cleaned text, refusing an over-long cell or too many non-empty rows."""
    grid: list[list[str]] = []
    filled = 0
    for number, record in enumerate(records, start=1):
        cells = [clean_cell(value) for value in record]
        while cells and not cells[-1]:
            cells.pop()
        for column, cell in enumerate(cells, start=1):
            if len(cell) > MAX_CELL_CHARS:
                raise RosterFileError("roster.cell_too_long", number=number, column=column, cell_count=len(cell),
                                      MAX_CELL_CHARS=MAX_CELL_CHARS)
        if cells:
            filled += 1
            if filled > MAX_ROWS + _HEADER_SEARCH_ROWS:
                raise RosterFileError("roster.over_max_rows", MAX_ROWS=MAX_ROWS)
            if progress is not None and filled % _PROGRESS_EVERY == 0:
                progress(filled)
        grid.append(cells)
    return grid


def decode_roster_bytes(data: bytes) -> tuple[str, str]:
    """The text and the codec name, trying strict decoders before guessing."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16"), "utf-16"
    try:
        return data.decode("utf-8-sig"), "utf-8-sig" if data.startswith(b"\xef\xbb\xbf") else "utf-8"
    except UnicodeDecodeError:
        _refuse_mixed_encodings(data)
    try:
        return data.decode("gb18030"), "gb18030"
    except UnicodeDecodeError:
        pass
    import charset_normalizer
    best = charset_normalizer.from_bytes(data).best()
    if best is None:
        raise RosterFileError("roster.unknown_encoding")
    return str(best), best.encoding


def _refuse_mixed_encodings(data: bytes) -> None:
    """Raise when some non-ASCII lines are UTF-8 and others are not: one file, two encodings."""
    utf8, other = [], []
    for number, line in enumerate(data.split(b"\n"), start=1):
        if line.isascii():
            continue
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            other.append(number)
        else:
            utf8.append(number)
    if utf8 and other:
        raise RosterFileError("roster.mixed_encodings", line_list=_line_list(utf8), line_list2=_line_list(other))


def _line_list(numbers: list[int]) -> str:
    shown = "、".join(map(str, numbers[:_ROWS_NAMED]))
    return shown if len(numbers) <= _ROWS_NAMED else f"{shown} 等 {len(numbers)}"


def sniff_delimiter(text: str) -> str:
    """Comma, semicolon or tab: whichever splits the first lines into the most equal columns."""
    sample = [line for line in text.splitlines()[:_HEADER_SEARCH_ROWS + 5] if line.strip()]

    def score(delimiter: str) -> tuple[int, int]:
        try:
            widths = [len(row) for row in csv.reader(sample, delimiter=delimiter)]
        except csv.Error:  # the full read reports it, with its line
            return 0, 0
        header_width = max(widths, default=1)
        return header_width, widths.count(header_width)

    best = max(_DELIMITERS, key=score)  # max() keeps the first on a tie: comma
    return best if score(best)[0] > 1 else ","


def _read_csv(data: bytes, progress: Progress | None) -> RosterTable:
    text, codec = decode_roster_bytes(data)
    delimiter = sniff_delimiter(text)
    records = csv.reader(io.StringIO(text), delimiter=delimiter)
    try:
        grid = _limited_grid(records, progress)
    except csv.Error as error:
        too_long = "field larger than field limit" in str(error)
        reason = (Message("roster.csv_cell_over_limit", limit=csv.field_size_limit()) if too_long
                  else Message("roster.csv_malformed", error=error))
        raise RosterFileError("roster.csv_line", line_num=records.line_num, reason=reason) from error
    notices = [Message("roster.csv_format", codec=_codec_label(codec),
                       delimiter=_DELIMITER_NAMES[delimiter])]
    return _table_from_grid(grid, "csv", codec, delimiter, notices)


def _codec_label(codec: str) -> Message | str:
    return {"gb18030": "GBK/GB18030", "utf-8-sig": Message("roster.codec.utf8_bom"),
            "utf-8": "UTF-8", "utf-16": "UTF-16"}.get(codec, codec)


def _table_from_grid(grid: list[list[str]], source: str, encoding: str | None = None,
                     delimiter: str | None = None, notices=()) -> RosterTable:
    """Find the header row (a title above it is allowed) and keep the non-empty rows below."""
    numbered = [(number, cells) for number, cells in enumerate(grid, start=1) if any(cells)]
    if not numbered:
        raise RosterFileError("roster.no_data")
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
        notices.append(Message("roster.header_below_title", header_row=header_row, skipped=header_at))
    rows = tuple(SourceRow(number, tuple(cells)) for number, cells in numbered[header_at + 1:])
    if not rows:  # a template saved without filling it in: nothing to import, and nothing audited
        raise RosterFileError("roster.header_only", header_row=header_row)
    if len(rows) > MAX_ROWS:
        raise RosterFileError("roster.too_many_rows", rows_count=len(rows), MAX_ROWS=MAX_ROWS)
    return RosterTable(tuple(headers), header_row, rows, source, encoding, delimiter,
                       tuple(notices))
