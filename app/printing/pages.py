"""The page of the list documents: A4 (landscape when wide), margins, the header (tournament, title, venue,
dates, time printed, a notice), the footer 第 N 页 / 共 M 页, the frame's width and the chief referee's
sign-off; what the grids on it hold is app/printing/layout.py."""
from __future__ import annotations

from pathlib import Path
from typing import BinaryIO, Sequence, Union

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepTogether, SimpleDocTemplate, Spacer, Table, TableStyle

from app.printing.data import TournamentInfo
from app.printing.fitting import title_lines
from app.printing.fonts import draw_text, fit_size, register_fonts
from app.printing.layout import GRID, label, para

Output = Union[str, Path, BinaryIO]
MARGIN = 12 * mm
HEADER_SPACE = 20 * mm
NOTICE_SPACE = 6 * mm


def target(out: Output):
    """reportlab takes a file name as str or a binary file object, not a Path."""
    return str(out) if isinstance(out, Path) else out


class NumberedCanvas(Canvas):
    """Holds every page until the document is saved, then numbers each "第 N 页 / 共 M 页".

    The total is known only at the end, so the footer is the one thing drawn
    in a second pass; a posted page shows whether the set is complete.
    """

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._held_pages: list[dict] = []

    def showPage(self) -> None:
        self._held_pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._held_pages)
        for number, page in enumerate(self._held_pages, start=1):
            self.__dict__.update(page)
            draw_text(self, self._pagesize[0] / 2, MARGIN / 2, page_footer(number, total), 8, "centre")
            Canvas.showPage(self)
        Canvas.save(self)


def page_footer(number: int, total: int) -> str:
    """第 2 页 / 共 5 页."""
    return f"第 {number} 页 / 共 {total} 页"


def posting_line(info: TournamentInfo) -> tuple[str, str]:
    """The header's small line: (venue and dates, time printed) — tells an old posting from a new one."""
    where = "　".join(part for part in (f"地点：{info.venue}" if info.venue else "",
                                        f"日期：{info.dates}" if info.dates else "") if part)
    return where, f"打印时间：{info.printed}" if info.printed else ""


def build_document(out: Output, info: TournamentInfo, title: str, story: Sequence,
                   wide: bool = False, notice: str = "") -> None:
    """Lay ``story`` out on A4 pages headed by the tournament, the title (event, stage, round),
    venue, dates and time printed, and a notice line; footed "第 N 页 / 共 M 页"."""
    register_fonts()
    pagesize = landscape(A4) if wide else A4
    usable = pagesize[0] - 2 * MARGIN
    name_lines, name_size = title_lines(info.name, 13, usable)
    extra = (len(name_lines) - 1) * name_size * 1.2  # a long tournament name's further lines
    header = HEADER_SPACE + (NOTICE_SPACE if notice else 0) + extra
    where, printed = posting_line(info)

    def decorate(canvas, doc) -> None:
        width, height = pagesize
        top = height - MARGIN
        canvas.saveState()
        for row, line in enumerate(name_lines):
            draw_text(canvas, width / 2, top - 5 * mm - row * name_size * 1.2, line, name_size, "centre")
        top -= extra
        draw_text(canvas, width / 2, top - 11 * mm, title, fit_size(title, 11, usable, 7), "centre")
        printed_width = 50 * mm if printed else 0
        if where:
            draw_text(canvas, MARGIN, top - 16 * mm, where, fit_size(where, 8, usable - printed_width, 6))
        if printed:
            draw_text(canvas, width - MARGIN, top - 16 * mm, printed, 8, "right")
        if notice:
            draw_text(canvas, width / 2, top - 21.5 * mm, notice, 10, "centre")
        canvas.restoreState()

    doc = SimpleDocTemplate(
        target(out), pagesize=pagesize, leftMargin=MARGIN, rightMargin=MARGIN,
        topMargin=MARGIN + header, bottomMargin=MARGIN,
        title=f"{info.name} {title}", author=info.organiser, creator="referee-station",
        initialFontName=register_fonts(),
    )
    doc.build(list(story), onFirstPage=decorate, onLaterPages=decorate, canvasmaker=NumberedCanvas)


SIGN_OFF_CAPTIONS = ("裁判长签字：", "日期：")


def sign_off(legend: str, wide: bool = False) -> list:
    """What ends a standings, team, overall or crosstable sheet: the ranking order in words,
    then the chief referee's signature and date lines (kept together on one page)."""
    signature, day = SIGN_OFF_CAPTIONS
    line = Table([[label(signature, 10), "", label(day, 10), ""]],
                 colWidths=[26 * mm, 60 * mm, 14 * mm, 40 * mm], rowHeights=[10 * mm], hAlign="RIGHT")
    line.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), register_fonts()),
                              ("LINEBELOW", (1, 0), (1, 0), 0.6, GRID), ("LINEBELOW", (3, 0), (3, 0), 0.6, GRID),
                              ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    block = [Spacer(1, 3 * mm)]
    if legend:
        block += [para(legend, 8), Spacer(1, 2 * mm)]
    return [KeepTogether(block + [line])]


FRAME_PADDING = 6  # points: the padding reportlab's page frame keeps inside the margins


def frame_width(wide: bool = False) -> float:
    """Usable width between the margins, inside the frame's padding: a table this wide ends at
    the margin instead of hanging past it."""
    return (landscape(A4) if wide else A4)[0] - 2 * MARGIN - 2 * FRAME_PADDING


def share_widths(fixed: Sequence[float], total: float) -> list[float]:
    """Column widths: fixed ones as given, the zeros share what is left equally."""
    free = [w for w in fixed if not w]
    rest = max(total - sum(fixed), 0)
    each = rest / len(free) if free else 0
    return [w or each for w in fixed]
