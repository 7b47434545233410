"""What the list documents' grids hold: their cells (one-line labels, wrapped text, tick boxes, seats) and
grid styles; the page around them is app/printing/pages.py."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Sequence

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle
from reportlab.platypus.tables import CellStyle

from app.rules.events import PUBLIC_ROLES
from app.printing.fitting import CELL_PADDING
from app.printing.line_breaks import break_lines
from app.printing.fonts import draw_text, fit_size, font_runs, markup, register_fonts, text_width

GRID = colors.black
HEAD_FILL = colors.HexColor("#e6e6e6")
SIGN_NOTICE = "不论输赢，选手必须签名"  # docs/rules.md §4.8: every sheet is signed whatever the result


PARAGRAPH_LEADING = 1.25  # line spacing of every paragraph, in type sizes
LIST_FLOOR = 7  # points: no text on a list is smaller (docs/rules.md §7.2)
BLANK = ()  # an empty cell to write in: reportlab draws nothing for it (an "" costs a drawString)


@lru_cache(maxsize=None)
def style(size: float = 9, centred: bool = False) -> ParagraphStyle:
    """A paragraph style in the CJK base font with CJK line breaking."""
    return ParagraphStyle(
        f"s{size}{centred}", fontName=register_fonts(), fontSize=size,
        leading=size * PARAGRAPH_LEADING, wordWrap="CJK",
        alignment=TA_CENTER if centred else 0,
    )


class KeptParagraph(Paragraph):
    """A Paragraph broken into lines once per width: its lines depend on the width alone, and a
    table measures each cell when it is sized, again when a KeepTogether, a frame or a split
    measures the table, and again to draw it (a 60-table sheet broke each of its players' cells
    three times)."""

    _kept_for: float | None = None

    def wrap(self, availWidth, availHeight):
        # A split with no room for two lines drops the broken lines (blPara): the next page breaks them again.
        if self._kept_for != availWidth or not hasattr(self, "blPara"):
            self._kept_size = super().wrap(availWidth, availHeight)
            self._kept_for = availWidth
        return self._kept_size


def para(text: object, size: float = 9, centred: bool = False) -> Paragraph:
    """A table cell or a line of body text with mixed CJK and ASCII."""
    return KeptParagraph(markup(text), style(size, centred))


class Label(Flowable):
    """One line of mixed text, shrunk to fit its cell: a cheap cell for headers and numbers.

    Parsing a Paragraph for each of the thousands of fixed labels of a 60-table
    sheet costs most of the build time; a label never wraps, so it needs none.
    """

    def __init__(self, text: object, size: float = 9, centred: bool = False):
        super().__init__()
        self.text, self.size, self.centred = str(text), size, centred

    def wrap(self, available_width, available_height):
        self.width = available_width
        self.height = self.size * 1.2
        return self.width, self.height

    def draw(self) -> None:
        size = fit_size(self.text, self.size, self.width)
        x = self.width / 2 if self.centred else 0
        draw_text(self.canv, x, self.size * 0.25, self.text, size, "centre" if self.centred else "left")


@dataclass(frozen=True)
class TextCell:
    """A cell's text that ``TextTable`` draws straight onto the canvas, set exactly as the
    flowable it replaces: a ``Label`` (one line shrunk to fit) or a Paragraph whose lines are
    known to fit (``leading`` apart, the first baseline one type size below the top).

    A 300-player standings sheet has thousands of cells; wrapping and drawing each as a
    flowable (a Paragraph parses its markup and breaks its lines) was most of its build time.
    """

    lines: tuple[str, ...]
    size: float
    centred: bool
    shrinks: bool = False  # a Label: one line, shrunk rather than wrapped

    @cached_property  # asked for each row's height and again to draw it
    def height(self) -> float:
        """The height its flowable would take: a Label's, or the Paragraph's lines (none: 0)."""
        return self.size * 1.2 if self.shrinks else len(self.lines) * self.size * PARAGRAPH_LEADING

    def draw(self, canvas, left: float, top: float, width: float) -> None:
        """Draw inside the box whose top-left corner is (left, top), ``width`` wide."""
        x, align = (left + width / 2, "centre") if self.centred else (left, "left")
        if self.shrinks:
            text = self.lines[0]
            if text:  # a Label's baseline: a quarter of the size above its box's bottom
                draw_text(canvas, x, top - self.size * 0.95, text, fit_size(text, self.size, width), align)
            return
        for row, line in enumerate(self.lines):
            draw_text(canvas, x, top - self.size - row * self.size * PARAGRAPH_LEADING, line, self.size, align)


LABEL_SLACK = 0.5  # points a one-line label keeps clear of its cell's edge when ``shrinks`` is None


def text_cell(text: object, size: float, width: float, centred: bool = False, shrinks: bool | None = False):
    """A table cell for ``text`` in ``width`` points (inside the padding): a TextCell for a label,
    or for text whose lines each fit on one line, else (it must wrap) a Paragraph.
    ``shrinks`` None: a label where the text fits on one line, else set as text that may wrap."""
    text = str(text)
    if shrinks is None:
        shrinks = text_width(text, size) <= width - LABEL_SLACK
    if shrinks:
        return TextCell((text,), size, centred, shrinks=True)
    lines = tuple(printed_line(line) for line in text.split("\n")) if text else ()
    # a Paragraph breaks lines at the frame's edge, and sets what printed_line cannot foresee: its job
    if all(line and text_width(line, size) < width - 0.01 for line in lines):
        return TextCell(lines, size, centred)
    return para(text, size, centred)


COLLAPSED_SPACES = re.compile("[ \u3000]+")
ZERO_WIDTH_SPACE = "\u200b"


def printed_line(line: str) -> str | None:
    """One line of ``para``'s text as the Paragraph prints it, or None where that is not plain.

    A Paragraph turns each run of spaces (ideographic ones too) into one space, in the font run
    the spaces were in; the line is plain when drawing its collapsed text run by run puts each
    space in that same font. Spaces at its ends, and other blank characters, are left to reportlab.
    """
    if line.strip(ZERO_WIDTH_SPACE) != line:  # reportlab trims it too
        return None
    if line == " ".join(line.split()):
        return line
    if line != line.strip() or any(c.isspace() for c in COLLAPSED_SPACES.sub("", line)):
        return None
    runs = [(font, COLLAPSED_SPACES.sub(" ", run)) for font, run in font_runs(line)]
    printed = "".join(run for _, run in runs)
    return printed if font_runs(printed) == runs else None


class TextBlock(Flowable):
    """Text set as ``para`` sets it, for a cell of a plain Table: drawn straight (a ``TextCell``)
    when each of its lines fits the cell, else by the Paragraph, made and wrapped once per width.

    A Table wraps each cell when it is measured, again when a KeepTogether or a frame
    measures it, and again when it draws it; parsing and breaking a Paragraph three times for
    one line of team names was most of a 60-table 3v3 sheet's build.
    """

    def __init__(self, text: object, size: float = 9, centred: bool = False):
        super().__init__()
        self.text, self.size, self.centred = str(text), size, centred
        self._set_for: float | None = None
        self._content: TextCell | Paragraph | None = None
        self._size = (0.0, 0.0)

    def wrap(self, available_width, available_height):
        if self._set_for != available_width:
            self._content = text_cell(self.text, self.size, available_width, self.centred)
            self._size = (self._content.wrap(available_width, available_height)
                          if isinstance(self._content, Paragraph) else (available_width, self._content.height))
            self._set_for = available_width
        self.width, self.height = self._size
        return self._size

    def draw(self) -> None:
        if isinstance(self._content, TextCell):
            self._content.draw(self.canv, 0, self.height, self.width)
        else:
            self._content.drawOn(self.canv, 0, 0)


def para_cell(text: object, size: float = 9, centred: bool = False) -> TextBlock:
    """A table cell of text that wraps as ``para`` would (names, schools, teams), cheap when it does not."""
    return TextBlock(text, size, centred)


class TextTable(Table):
    """A Table that draws its ``TextCell`` cells itself; other cells are drawn as a Table's.

    Rows are as high as reportlab would make them (a TextCell is as high as its flowable),
    so backgrounds, grid, page breaks and the repeated header stay reportlab's own. Its rows
    are sized cell by cell: it takes no spanned cells.
    """

    def _calc_height(self, availHeight, availWidth, H=None, W=None):
        if self._spanCmds:
            raise ValueError("a TextTable has no spanned cells")
        if None in self._argH:
            self._argH = self._rowHeights = [given if given is not None else self._row_height(row)
                                             for row, given in enumerate(self._argH)]
        return super()._calc_height(availHeight, availWidth, H, W)

    def _row_height(self, row: int) -> float:
        height = 0.0
        for value, cell_style, width in zip(self._cellvalues[row], self._cellStyles[row], self._colWidths):
            if isinstance(value, TextCell):
                content = value.height
            elif isinstance(value, (tuple, list, Flowable)):
                flowables = value if isinstance(value, (tuple, list)) else (value,)
                content = self._listCellGeom(flowables, width, cell_style)[1]
            else:
                content = (cell_style.leading or 1.2 * cell_style.fontsize) * len(str(value).split("\n"))
            height = max(height, content + cell_style.topPadding + cell_style.bottomPadding)
        return height

    def draw(self) -> None:
        self._text_fill = None  # the fill colour TextCells last set (the backgrounds change it)
        super().draw()

    def _drawCell(self, cellval, cellstyle, pos, size):
        if not isinstance(cellval, TextCell):
            return super()._drawCell(cellval, cellstyle, pos, size)
        current = self._curcellstyle
        fill = current.color if current is not None else self._text_fill
        if fill != cellstyle.color:
            self.canv.setFillColor(cellstyle.color)
            self._curcellstyle = None  # the next text cell of reportlab's sets its font and colour again
            self._text_fill = cellstyle.color
        (left, bottom), (width, height) = pos, size
        inner = width - cellstyle.leftPadding - cellstyle.rightPadding
        if cellstyle.valign == "TOP":  # where a Table puts a flowable of the cell's height
            top = bottom + height - cellstyle.topPadding
        elif cellstyle.valign == "BOTTOM":
            top = bottom + cellstyle.bottomPadding + cellval.height
        else:
            top = bottom + (height + cellstyle.bottomPadding - cellstyle.topPadding + cellval.height) / 2
        cellval.draw(self.canv, left + cellstyle.leftPadding, top, inner)


class TickBoxes(Flowable):
    """``count`` small empty squares in a row, centred: one to tick per foul (犯规)."""

    SIDE = 3 * mm
    GAP = 1.2 * mm

    def __init__(self, count: int):
        super().__init__()
        self.count = count

    def wrap(self, available_width, available_height):
        self.width = available_width
        self.height = self.SIDE
        return self.width, self.height

    def draw(self) -> None:
        row = self.count * self.SIDE + (self.count - 1) * self.GAP
        x = (self.width - row) / 2
        self.canv.setLineWidth(0.5)
        for index in range(self.count):
            self.canv.rect(x + index * (self.SIDE + self.GAP), 0, self.SIDE, self.SIDE)


class SeatCell(Flowable):
    """A seat in a grid: "number name", the school below in smaller grey type. The cell keeps room for the
    name's line and ``school_lines`` lines of school (the blocks of tables tile the page alike), and grows
    when a long name or school wraps onto more lines: nothing shrinks under the list's 7 pt floor.

    Cheaper than a Paragraph (no markup to parse), which matters on 60-table sheets.
    """

    def __init__(self, cell, size: float = 8, school_lines: int = 2):
        super().__init__()
        self.cell, self.size, self.school_lines = cell, size, school_lines
        self.school_size = max(size - 2, LIST_FLOOR)

    def wrap(self, available_width, available_height):
        cell = self.cell
        self.width = available_width
        name = f"{cell.number} {cell.name}" if cell.number else cell.name
        self.name_lines = break_lines(name, self.size, available_width)[0]
        self.school_rows = break_lines(cell.school, self.school_size, available_width)[0] if cell.school else []
        room = max(len(self.school_rows), self.school_lines if cell.school else 0)
        self.height = len(self.name_lines) * self.size * 1.2 + room * self.school_size * 1.15
        return self.width, self.height

    def draw(self) -> None:
        top = self.height - self.size
        for row, line in enumerate(self.name_lines):
            draw_text(self.canv, 0, top + self.size * 0.15 - row * self.size * 1.2, line, self.size)
        below = top - (len(self.name_lines) - 1) * self.size * 1.2
        self.canv.saveState()
        self.canv.setFillColor(colors.HexColor("#444444"))
        for row, line in enumerate(self.school_rows):
            draw_text(self.canv, 0, below - (row + 1) * self.school_size * 1.15 + self.school_size * 0.1, line,
                      self.school_size)
        self.canv.restoreState()


def writing_room(row_height: float, pad: float = 2) -> Spacer:
    """An empty cell to write in that keeps its row at least ``row_height`` high (with ``pad`` above and
    below): the row still grows for a name that wraps, where a fixed height let it run over the rules."""
    return Spacer(1, row_height - 2 * pad)


def tick_boxes(count: int):
    """Squares to tick, one per foul up to the losing one; an empty cell to write a count if ``count`` is 0."""
    return TickBoxes(count) if count else ""


def label(text: object, size: float = 9, centred: bool = False) -> Label:
    """A one-line cell (header, number, short tag) that shrinks rather than wraps."""
    return Label(text, size, centred)


HEADER_PAD = 2  # points above and below a header row's text


def grid_style(*extra: tuple, header_rows: int = 1, pad: float = 2, cells: bool = True) -> TableStyle:
    """Thin grid, shaded header rows, vertically centred cells; ``pad`` makes room to write.
    ``cells=False``: the grid and shading only, for a table made with ``grid_cell_styles``."""
    commands = [("GRID", (0, 0), (-1, -1), 0.5, GRID)]
    if cells:
        commands += [
            ("FONTNAME", (0, 0), (-1, -1), register_fonts()),  # else empty cells pull in Helvetica
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("TOPPADDING", (0, header_rows), (-1, -1), pad),
            ("BOTTOMPADDING", (0, header_rows), (-1, -1), pad),
            ("TOPPADDING", (0, 0), (-1, header_rows - 1), HEADER_PAD),
            ("BOTTOMPADDING", (0, 0), (-1, header_rows - 1), HEADER_PAD),
        ]
    if header_rows:
        commands.append(("BACKGROUND", (0, 0), (-1, header_rows - 1), HEAD_FILL))
    return TableStyle(commands + list(extra))


def grid_cell_styles(rows: int, columns: int, header_rows: int = 1, pad: float = 2) -> list[list[CellStyle]]:
    """The cell styles ``grid_style`` sets, one shared by the header cells and one by the others.

    A table's style commands are set cell by cell: on a 300-player standings sheet that was a
    sixth of the build. Given to a Table as its ``cellStyles``, only the grid is left to set.
    """
    def cell_style(vertical_pad: float) -> CellStyle:
        style = CellStyle(f"grid{vertical_pad}")
        style.fontname = register_fonts()
        style.valign = "MIDDLE"
        style.leftPadding = style.rightPadding = CELL_PADDING
        style.topPadding = style.bottomPadding = vertical_pad
        return style

    header, body = cell_style(HEADER_PAD), cell_style(pad)
    return [[header] * columns if row < header_rows else [body] * columns for row in range(rows)]


def grid_table(rows: list[list], widths: Sequence[float], *extra: tuple, pad: float = 2) -> TextTable:
    """A TextTable in ``grid_style`` (one header row, repeated on each page) whose cells share their styles."""
    table = TextTable(rows, colWidths=widths, repeatRows=1, normalizedData=1,  # cells, never None nor str
                      cellStyles=grid_cell_styles(len(rows), len(widths), header_rows=1, pad=pad))
    table.setStyle(grid_style(*extra, header_rows=1, pad=pad, cells=False))
    return table


def player_para(cell, size: float = 9, public_role: bool = False) -> Paragraph:
    """A seat: number and name, the school below in smaller grey type, the lord's role if asked."""
    name = f"{cell.number} {cell.name}" if cell.number else cell.name
    text = markup(name)
    if public_role and cell.role in PUBLIC_ROLES:
        text += markup(f"（{cell.role}）")
    if cell.school:
        text += f'<br/><font size="{size - 2}" color="#444444">{markup(cell.school)}</font>'
    return KeptParagraph(text, style(size))
