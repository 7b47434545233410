"""Hand-made tournament data and a reader for built PDFs, shared by the printing tests."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from pypdf import PdfReader

from app.printing.data import PairingSheet, PlayerCell, TableRow

SCHOOLS = ("广西大学", "南宁师范大学", "广西民族大学", "Guangxi Univ. of Sci & Tech")
SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平"
IDENTITY_ROLES = ("主公", "忠臣", "忠臣", "反贼", "反贼", "反贼", "反贼", "内奸")


def squash(text: str) -> str:
    """Text without any whitespace: pypdf breaks lines between CJK and ASCII runs."""
    return "".join(text.split())


def player(index: int) -> PlayerCell:
    """A distinct player: the name encodes the index, so every name is unique."""
    name = SURNAMES[index % 20] + GIVEN[index // 20 % 20] + GIVEN[index % 7]
    return PlayerCell(name, SCHOOLS[index % len(SCHOOLS)], str(index + 1))


def seated_sheet(tables: int, seats: int, code: str, event: str, roles=()) -> PairingSheet:
    """``tables`` tables of ``seats`` players each, players numbered in seat order."""
    rows = []
    for table in range(tables):
        cells = [player(table * seats + seat) for seat in range(seats)]
        if roles:
            cells = [PlayerCell(c.name, c.school, c.number, role=roles[(i + table) % len(roles)])
                     for i, c in enumerate(cells)]
        rows.append(TableRow(table + 1, cells[0], cells[1], cells[2:]))
    return PairingSheet(event, 3, rows, code)


@dataclass
class Rendered:
    """A built PDF read back: pages, their squashed text and their fonts."""

    reader: PdfReader

    @cached_property
    def texts(self) -> list[str]:
        return [squash(page.extract_text()) for page in self.reader.pages]

    def pages_with(self, text: str) -> list[int]:
        """1-based numbers of the pages whose text contains ``text``."""
        return [n for n, page in enumerate(self.texts, start=1) if squash(text) in page]

    def fonts(self) -> dict[str, bool]:
        """Every font on every page (forms included) → whether a font file is embedded."""
        found: dict[str, bool] = {}
        for page in self.reader.pages:
            _collect_fonts(page["/Resources"], found)
        return found


def _collect_fonts(resources, found: dict[str, bool]) -> None:
    resources = resources.get_object()
    for font in resources.get("/Font", {}).values():
        font = font.get_object()
        descriptor_owner = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
        descriptor = descriptor_owner.get("/FontDescriptor")
        descriptor = descriptor.get_object() if descriptor is not None else {}
        found[str(font["/BaseFont"])] = any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
    for xobject in resources.get("/XObject", {}).values():
        xobject = xobject.get_object()
        if xobject.get("/Subtype") == "/Form" and "/Resources" in xobject:
            _collect_fonts(xobject["/Resources"], found)


TICK_BOX_SIDE = 8.5  # points: a foul box of app.printing.layout.TickBoxes (3 mm)


def tick_box_count(pdf: Rendered) -> int:
    """How many foul tick boxes (3 mm squares) the pages draw."""
    found = 0
    for page in pdf.reader.pages:
        for operands, operator in page.get_contents().operations:
            if operator == b"re" and all(abs(float(v) - TICK_BOX_SIDE) < 0.3 for v in operands[2:]):
                found += 1
    return found


@dataclass(frozen=True)
class DrawnLine:
    """One line of text as drawn: its left end, baseline, size and text (runs set one after another)."""

    x: float
    y: float
    size: float
    text: str
    width: float = 0.0

    @property
    def box(self) -> tuple[float, float, float, float]:
        """(left, bottom, right, top) of its glyphs: the CJK face reaches 0.12 of a size below the
        baseline and 0.88 above it."""
        return self.x, self.y - 0.12 * self.size, self.x + self.width, self.y + 0.88 * self.size


def _font_table(page) -> dict[str, tuple[int, list[float], dict[int, str]]]:
    """Each font resource of the page: (first code, widths in 1/1000 of the size, code → text) from its
    /Widths and the ToUnicode CMap reportlab writes (one ``<code> <UTF-16>`` pair a line)."""
    fonts = {}
    for name, font in page["/Resources"].get_object().get("/Font", {}).items():
        font = font.get_object()
        decode: dict[int, str] = {}
        if "/ToUnicode" in font:
            cmap = font["/ToUnicode"].get_object().get_data().decode("latin-1")
            for code, text in re.findall(r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", cmap.split("beginbfchar")[-1]):
                decode[int(code, 16)] = bytes.fromhex(text).decode("utf-16-be", "replace")
        fonts[str(name)] = (int(font.get("/FirstChar", 0)), [float(w) for w in font.get("/Widths", [])], decode)
    return fonts


def drawn_lines(page) -> list[DrawnLine]:
    """Every line of text the page draws, in page coordinates and at its drawn size, read from the page's
    operators: a line starts where text is placed (BT, Tm, Td, TD, T*) and runs on over the strings shown
    until the next placing; its width is the fonts' own (``DrawnLine.right``)."""
    fonts = _font_table(page)
    line_matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    font, size, leading, current = None, 0.0, 0.0, None
    lines: list[DrawnLine] = []

    def moved(tx, ty):
        a, b, c, d, e, f = line_matrix
        line_matrix[:] = [a, b, c, d, tx * a + ty * c + e, tx * b + ty * d + f]

    for operands, operator, matrix in _placed_operations(page):
        if operator == b"BT":
            line_matrix[:], current = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0], None
        elif operator == b"Tm":
            line_matrix[:], current = [float(value) for value in operands], None
        elif operator in (b"Td", b"TD"):
            tx, ty = map(float, operands)
            leading = -ty if operator == b"TD" else leading
            moved(tx, ty)
            current = None
        elif operator in (b"T*", b"'", b'"'):
            moved(0.0, -leading)
            current = None
        elif operator == b"TL":
            leading = float(operands[0])
        elif operator == b"Tf":
            font, size = str(operands[0]), float(operands[1])
        if operator in (b"Tj", b"TJ", b"'", b'"'):
            first, widths, decode = fonts.get(font, (0, [], {}))
            pieces = operands[-1] if operator == b"TJ" else [operands[-1]]
            text, width = "", 0.0
            for piece in pieces:
                if isinstance(piece, (int, float)) or hasattr(piece, "as_numeric"):
                    width -= float(piece) / 1000 * size
                    continue
                for code in bytes(piece.get_original_bytes() if hasattr(piece, "get_original_bytes") else piece):
                    text += decode.get(code, chr(code))
                    index = code - first
                    width += (widths[index] if 0 <= index < len(widths) else 0) / 1000 * size
            full = _times(line_matrix, matrix)
            scale = (full[0] ** 2 + full[1] ** 2) ** 0.5
            if current is None:
                current = len(lines)
                lines.append(DrawnLine(full[4], full[5], size * scale, "", 0.0))
            line = lines[current]
            lines[current] = DrawnLine(line.x, line.y, max(line.size, size * scale), line.text + text,
                                       line.width + width * scale)
    return [line for line in lines if line.text.strip()]


def _times(first: list[float], second: list[float]) -> list[float]:
    """The PDF matrix product first × second (apply first, then second)."""
    a, b, c, d, e, f = first
    A, B, C, D, E, F = second
    return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F]


def grid_segments(page) -> list[tuple[float, float, float, float]]:
    """The straight lines the page strokes ("m … l"), as (x1, y1, x2, y2) in page coordinates."""
    segments, start = [], None

    def point(matrix, x, y):
        a, b, c, d, e, f = matrix
        return a * x + c * y + e, b * x + d * y + f

    for operands, operator, matrix in _placed_operations(page):
        if operator == b"m":
            start = point(matrix, *map(float, operands))
        elif operator == b"l" and start is not None:
            end = point(matrix, *map(float, operands))
            segments.append((*start, *end))
            start = end
    return segments


def _placed_operations(page):
    """The page's operators, each with the transformation in force (q / Q / cm followed)."""
    matrix, stack = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0], []
    for operands, operator in page.get_contents().operations:
        if operator == b"q":
            stack.append(list(matrix))
        elif operator == b"Q":
            matrix = stack.pop()
        elif operator == b"cm":
            matrix = _times([float(value) for value in operands], matrix)
        yield operands, operator, matrix


def layout_faults(page, floor: float) -> list[str]:
    """What a reader would see wrong on the page: text under ``floor`` points, two lines of text over each
    other, or a line of text crossed by a grid line."""
    lines = drawn_lines(page)
    faults = [f"{line.text[:12]}… at {line.size:.1f} pt" for line in lines if line.size < floor - 0.01]
    boxes = [(line, line.box) for line in lines]
    segments = grid_segments(page)  # read once: reading them for each line took 20 s for a 7-page list
    for index, (line, (left, bottom, right, top)) in enumerate(boxes):
        for other, (o_left, o_bottom, o_right, o_top) in boxes[index + 1:]:
            if left < o_right - 0.5 and o_left < right - 0.5 and bottom < o_top - 0.5 and o_bottom < top - 0.5:
                faults.append(f"{line.text[:12]}… overlaps {other.text[:12]}…")
        for x1, y1, x2, y2 in segments:
            if abs(y1 - y2) < 0.01 and min(x1, x2) < right - 0.5 and left + 0.5 < max(x1, x2) \
                    and bottom + 0.5 < y1 < top - 0.5:
                faults.append(f"{line.text[:12]}… crossed by a rule at y={y1:.1f}")
            if abs(x1 - x2) < 0.01 and min(y1, y2) < top - 0.5 and bottom + 0.5 < max(y1, y2) \
                    and left + 0.5 < x1 < right - 0.5:
                faults.append(f"{line.text[:12]}… crossed by a rule at x={x1:.1f}")
    return faults
