"""Table text drawn straight onto the canvas (TextTable, text_cell, draw_text's kept operators):
the sheet must come out as it did with a Label or a Paragraph in every cell."""
import io

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepTogether, Paragraph, Table

from app.printing import fonts
from app.printing.fonts import draw_text, font_runs, markup, register_fonts, text_width
from app.printing.layout import (TextCell, TextTable, grid_style, grid_table, label, para, para_cell, printed_line,
                                 style, text_cell)
from app.printing.pages import build_document

WIDTHS = [40, 90, 110, 36, 50]
PADDING = 3  # grid_style's left and right padding
NAMES = ["王伟", "John Smith", "欧阳𠮷喆", "Alexandria Konstantinopoulou-Papadimitriou", "", "李  明",
         "张三（并列）", "O'Brien & <Co>"]
SCHOOLS = ["广西大学", "广西壮族自治区南宁市第三职业技术学校附属实验中学", "", "Guangxi Univ. of Sci & Tech"]


def _rows(cell):
    """A header (one line, two lines) and 90 rows of places, names, schools and numbers through ``cell``
    (text, size, column, centred, shrinks): enough rows for three pages."""
    header = [cell("名次", 9, 0, True, True), cell("姓名", 9, 1, True, True), cell("单位", 9, 2, True, True),
              cell("三国杀\n1v1", 9, 3, True, False), cell("Buchholz\nCut 1", 9, 4, True, False)]
    rows = [header]
    for index in range(90):
        place = f"{index + 1}（并列）" if index % 7 == 3 else str(index + 1)
        rows.append([cell(place, 9, 0, True, True), cell(NAMES[index % len(NAMES)], 9, 1, index % 2 == 0, False),
                     cell(SCHOOLS[index % len(SCHOOLS)], 7, 2, False, False), cell("12.5", 9, 3, True, True),
                     cell("a long tag that shrinks", 8, 4, True, True)])
    return rows


def _flowable_cell(text, size, column, centred, shrinks):
    return label(text, size, centred) if shrinks else para(text, size, centred)


def _text_cell(text, size, column, centred, shrinks):
    return text_cell(text, size, WIDTHS[column] - 2 * PADDING, centred, shrinks)


def _runs(pdf: bytes) -> list[tuple]:
    """(page, x, y, its runs' fonts and sizes, glyph codes) of every line of text the pages draw: the
    operators followed through the graphics state (q, Q, cm) and the text state (Tm, Td, TL, T*)."""
    found = []
    for number, page in enumerate(PdfReader(io.BytesIO(pdf)).pages, start=1):
        saved, (dx, dy), font, leading = [], (0.0, 0.0), None, 0.0
        for operands, operator in page.get_contents().operations:
            values = [float(v) for v in operands if isinstance(v, (int, float))]
            if operator == b"q":
                saved.append((dx, dy))
            elif operator == b"Q":
                dx, dy = saved.pop()
            elif operator == b"cm":  # the sheets only translate
                dx, dy = dx + values[4], dy + values[5]
            elif operator == b"Tm":
                x, y = values[4], values[5]
            elif operator == b"Td":
                x, y = x + values[0], y + values[1]
            elif operator == b"TL":
                leading = values[0]
            elif operator == b"T*":
                y -= leading
            elif operator == b"Tf":
                font = (str(operands[0]), values[0])
            elif operator == b"Tj":
                codes = getattr(operands[0], "original_bytes", None) or bytes(operands[0])
                place = (number, round(dx + x, 2), round(dy + y, 2))
                if found and found[-1][:3] == place:  # the next run of the same line
                    found[-1] = (*place, found[-1][3] + [font], found[-1][4] + codes)
                else:
                    found.append((*place, [font], codes))
    return found


STRIPES = ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["white", "#f5f5f5"])


def _sheet(grid, info) -> bytes:
    out = io.BytesIO()
    build_document(out, info, "围棋 个人排名", [grid])
    return out.getvalue()


def _plain_grid(rows) -> Table:
    grid = Table(rows, colWidths=WIDTHS, repeatRows=1)
    grid.setStyle(grid_style(STRIPES, pad=3))
    return grid


def test_text_cells_print_where_labels_and_paragraphs_did(info):
    """Every run of text (labels shrunk, one- and two-line paragraphs centred or not, empty cells,
    rare characters, text that must wrap) lands on the same page, at the same place and size,
    in a grid_table whose cells share their styles."""
    before = _runs(_sheet(_plain_grid(_rows(_flowable_cell)), info))
    after = _runs(_sheet(grid_table(_rows(_text_cell), WIDTHS, STRIPES, pad=3), info))
    assert len({page for page, *_ in before}) >= 3
    assert after == before


def test_text_that_does_not_fit_one_line_is_left_to_a_paragraph():
    """Only text known to sit on its lines is drawn as is: wider text, doubled or outer spaces go to reportlab."""
    assert text_cell("王伟", 9, 50) == TextCell(("王伟",), 9, False)
    assert text_cell("三国杀\n1v1", 9, 50, True) == TextCell(("三国杀", "1v1"), 9, True)
    assert text_cell("", 9, 50).height == 0
    for text in ("广西壮族自治区南宁市第三职业技术学校", " 王伟", "王伟\n", "a\u3000b", "王\xa0伟"):
        assert isinstance(text_cell(text, 9, 50), Paragraph), text
    assert text_cell("李  明", 9, 50) == TextCell(("李 明",), 9, False)  # as the Paragraph prints it
    assert text_cell("广西壮族自治区南宁市第三职业技术学校", 9, 50, shrinks=True).shrinks


def test_a_cell_shrinks_as_a_label_only_where_it_fits_one_line_when_asked_so():
    """``shrinks=None`` (a crosstable's round cells): a label with half a point to spare, else the
    text wraps (a Paragraph), or sits unshrunk on its line in that last half point."""
    width = text_width("白12胜", 8)
    assert text_cell("白12胜", 8, width + 0.5, True, shrinks=None) == TextCell(("白12胜",), 8, True, shrinks=True)
    assert text_cell("白12胜", 8, width + 0.4, True, shrinks=None) == TextCell(("白12胜",), 8, True)
    assert isinstance(text_cell("白12胜", 8, width - 1, True, shrinks=None), Paragraph)


def test_a_line_is_printed_with_its_spaces_collapsed_where_they_stay_in_their_font():
    """A Paragraph prints each run of spaces (ideographic ones too) as one space of the font run they
    were in: drawn straight only where the collapsed text keeps each space in that font."""
    assert printed_line("王伟") == "王伟"
    assert printed_line("甲队（广西大学）\u3000对\u3000乙队") == "甲队（广西大学） 对 乙队"
    assert printed_line("冷色方：____  暖色方：____") == "冷色方：____ 暖色方：____"
    assert printed_line("a\u3000b") is None  # the ideographic space is the CJK font's, between Latin runs
    assert printed_line("王 伟 ") is None and printed_line("\u200b王伟") is None


BLOCK_TEXTS = ["赵霞飞（广西医学院）\u3000对\u3000胡䶮堃（柳州师范学院）", "李  明", "a\u3000b", "Ab  甲 𠮷",
               "冷色方：____________  暖色方：____________  先选将方：A队  先行动方：____________",
               "广西壮族自治区南宁市第三职业技术学校附属实验中学 Guangxi Univ. of Sci & Tech <Co>", "", "三国杀\n1v1"]


def _block_sheet(cell, info) -> bytes:
    """Plain tables in a KeepTogether, as the 3v3 match sheets are, with ``cell(text, size, centred)``."""
    out = io.BytesIO()
    story = []
    for index in range(30):
        grid = Table([[label(f"第 {index + 1} 台", 11, True), cell(BLOCK_TEXTS[index % len(BLOCK_TEXTS)], 10, False)],
                      ["", cell(BLOCK_TEXTS[(index + 3) % len(BLOCK_TEXTS)], 8, index % 2 == 1)]],
                     colWidths=[60, 150 + 10 * (index % 5)])
        grid.setStyle(grid_style(("SPAN", (0, 0), (0, 1)), header_rows=0))
        story.append(KeepTogether([grid]))
    build_document(out, info, "三国杀3v3 第3轮 比赛记录表", story)
    return out.getvalue()


def _plain_para(text, size, centred) -> Paragraph:
    """What ``para`` made before its paragraphs kept their lines."""
    return Paragraph(markup(text), style(size, centred))


def test_a_kept_paragraph_is_broken_once_and_prints_as_a_paragraph(info, monkeypatch):
    """para's paragraphs keep their lines between a table's measurings: each is broken once, and
    the sheet prints every run where plain Paragraphs put it, one line or wrapped."""
    before = _runs(_block_sheet(_plain_para, info))
    broken = []
    original = Paragraph.wrap
    monkeypatch.setattr(Paragraph, "wrap", lambda self, *size: broken.append(id(self)) or original(self, *size))
    after = _runs(_block_sheet(para, info))
    assert after == before
    assert broken and len(broken) == len(set(broken))


def test_text_blocks_print_where_paragraphs_did(info, monkeypatch):
    """A TextBlock in a plain table prints every run where ``para`` did (one line or wrapped, spaces
    collapsed, mixed fonts), and breaks a paragraph it must keep once, not at each measuring."""
    before = _runs(_block_sheet(_plain_para, info))
    wraps, blocks = [], []
    original = Paragraph.wrap
    monkeypatch.setattr(Paragraph, "wrap", lambda self, *size: wraps.append(self) or original(self, *size))
    after = _runs(_block_sheet(lambda *cell: blocks.append(para_cell(*cell)) or blocks[-1], info))
    assert len({page for page, *_ in before}) >= 2
    assert after == before
    wrapping = [block for block in blocks if isinstance(block._content, Paragraph)]
    assert wrapping and len(wraps) == len(wrapping)


def _text_object_draw(canvas, x, y, text, size, render_mode):
    """Draw as reportlab's text object does, run by run."""
    line = canvas.beginText(x - text_width(text, size) / 2, y)
    line.setTextRenderMode(render_mode)
    for font, run in font_runs(text):
        line.setFont(font, size)
        line.textOut(run)
    canvas.drawText(line)


@pytest.mark.parametrize("origin", [fonts.AT_ORIGIN, "BT 1 0 0 1 0.0 0.0 Tm "])
def test_draw_text_writes_what_a_text_object_writes(origin, monkeypatch):
    """The kept operators are the text object's own: for texts drawn again, past a subset's
    256 glyphs, in the rare font, with another render mode, and on a second page; and were
    reportlab's text object to start otherwise, draw_text would draw text objects as they are."""
    monkeypatch.setattr(fonts, "AT_ORIGIN", origin)
    register_fonts()
    texts = ["王伟 John 12（并列）", "𠮷", "", "3"] + [chr(0x4E00 + n * 3) * 2 + str(n) for n in range(300)]
    fast, plain = Canvas(io.BytesIO()), Canvas(io.BytesIO())
    pages = {id(fast): [], id(plain): []}
    for _ in range(2):
        for index, text in enumerate(texts * 2):
            mode, y = 2 * (index % 3 == 0), 10.25 + index % 50
            draw_text(fast, 20.5, y, text, 9, "centre", render_mode=mode)
            _text_object_draw(plain, 20.5, y, text, 9, mode)
        for canvas in (fast, plain):
            pages[id(canvas)].append(list(canvas._code))
            canvas.showPage()
    assert pages[id(fast)] == pages[id(plain)]
    assert any("/F" in line and "+1 9 Tf" in line for line in pages[id(fast)][0])  # a second subset was used


def test_a_text_table_refuses_spanned_cells():
    """Rows are sized cell by cell, so a span would be sized wrong: it is refused, not printed wrong."""
    grid = TextTable([[text_cell("名次", 9, 30, shrinks=True), ""], ["", ""]], colWidths=[40, 40])
    grid.setStyle([("SPAN", (0, 0), (1, 0))])
    with pytest.raises(ValueError, match="spanned"):
        grid.wrap(80, 800)


def test_a_grid_tables_shared_cell_styles_are_those_grid_style_sets():
    """grid_cell_styles gives each cell what grid_style's commands set on it, header and body alike."""
    fields = ("fontname", "fontsize", "leading", "valign", "alignment", "color",
              "leftPadding", "rightPadding", "topPadding", "bottomPadding")
    for pad in (1, 3, 5):
        plain = _plain_grid(_rows(_flowable_cell))
        plain.setStyle(grid_style(pad=pad))
        shared = grid_table(_rows(_text_cell), WIDTHS, pad=pad)
        for plain_row, shared_row in zip(plain._cellStyles, shared._cellStyles, strict=True):
            for plain_cell, shared_cell in zip(plain_row, shared_row, strict=True):
                assert [getattr(shared_cell, f) for f in fields] == [getattr(plain_cell, f) for f in fields]


def test_a_kept_paragraph_pushed_to_the_next_page_is_broken_again_there():
    """A paragraph with room for one line at the foot of a page is moved on whole: reportlab's split drops its
    broken lines, so the kept width alone must not spare it the breaking on the next page (it failed to print
    with "no attribute 'blPara'", a 300-player go standings sheet in the tournament-day bench)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate, Spacer
    register_fonts()
    text = "参赛者须知：" + "比赛按积分编排，同分按小分排序。" * 12
    document = SimpleDocTemplate(io.BytesIO(), pagesize=A4)
    room = document.height - 9 * 1.2 * 1.5  # about one line left under the spacer
    pdf = io.BytesIO()
    SimpleDocTemplate(pdf, pagesize=A4).build([Spacer(1, room), para(text, 9)])
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(pdf.getvalue())).pages]
    assert len(pages) == 2 and "参赛者须知" in pages[1] and "参赛者须知" not in pages[0]
