"""Hand-made tournament data and a reader for built PDFs, shared by the printing tests."""
from __future__ import annotations

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
