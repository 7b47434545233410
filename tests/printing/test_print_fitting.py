"""Columns fitted to their content: nothing crosses a grid line, headers stay readable, titles fit.

The worst cases of the results board: shared places from 10 up ("17（并列）", "100（并列）"),
22-character schools, 40-character names, 150 entrants, the overall sheet's event headers
(三国杀1v1), a 56-character tournament name. Positions are read back from the PDF.
"""
import pytest
from printing_samples import player
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm

from app.printing.data import Column, StandingsSheet, TournamentInfo
from app.printing.fitting import CELL_PADDING, header_lines, share_flexible, title_lines
from app.printing.fonts import text_width
from app.printing.pages import HEADER_SPACE, MARGIN, frame_width
from app.printing.standings import build_standings_sheet, fit_columns
from app.rules.events import PRESETS

LONG_SCHOOL = "广西壮族自治区南宁市第一实验中学"[:16] + "高中部国际班东"  # 22 characters
LONG_NAME = "欧阳" + "慕容司马上官诸葛东方" * 4  # 40 characters
LONG_TOURNAMENT = "2026年南宁市驻邕高校暨广西壮族自治区首届大学生棋牌与三国杀桌游联赛总决赛（第一阶段）暨表彰大会"[:56]
SIGN_OFF = ("裁判长签字：", "日期：")


def _runs(page):
    """(x, y, text, size) of every text run drawn on the page, in page coordinates."""
    found = []

    def visit(text, cm, tm, _font, size):
        if text.strip():
            x = cm[4] + tm[4] * cm[0] + tm[5] * cm[2]
            y = cm[5] + tm[4] * cm[1] + tm[5] * cm[3]
            found.append((x, y, text, size))
    page.extract_text(visitor_text=visit)
    return found


def _crossing(pdf, layout):
    """Table text runs that start in one column and end past its right grid line, or sit below 7 pt."""
    width = landscape(A4)[0] if layout.wide else A4[0]
    height = landscape(A4)[1] if layout.wide else A4[1]
    edges = [(width - sum(layout.widths)) / 2]  # the table is centred in the frame
    for column_width in layout.widths:
        edges.append(edges[-1] + column_width)
    bad = []
    for number, page in enumerate(pdf.reader.pages, start=1):
        for x, y, text, size in _runs(page):
            if y > height - MARGIN - HEADER_SPACE or y < MARGIN or text.strip() in SIGN_OFF:
                continue  # page header, footer, sign-off
            # a wrapped cell's lines come as one run: the first from x, every one no wider than the cell
            first, *others = text.split()
            column = next((i for i in range(len(layout.widths)) if edges[i] - 0.5 <= x < edges[i + 1]), None)
            right = x + text_width(first, size)
            widest = max(text_width(line, size) for line in [first, *others])
            if column is None or right > edges[column + 1] + 0.5 or size < 7 \
                    or widest > layout.widths[column] - 2 * CELL_PADDING + 0.5:
                bad.append((number, text, round(x, 1), round(right, 1), column, size))
    return bad


def _standings(count: int) -> StandingsSheet:
    """``count`` entrants, two of every three sharing a place (10（并列）…), long names and schools."""
    columns = [Column("名次", "place", 16 * mm), Column("姓名", "name"), Column("单位", "school"),
               Column("积分", "points", 12 * mm), Column("大小分", "opp_points", 15 * mm),
               Column("布赫兹去最低", "buchholz_cut1", 15 * mm), Column("中位布赫兹", "median_buchholz", 15 * mm)]
    rows = []
    for i in range(count):
        place = i + 1 - (i % 3 == 1)
        shared = i % 3 in (0, 1)
        rows.append(dict(place=f"{place}（并列）" if shared else str(place),
                         name=LONG_NAME if i % 10 == 0 else player(i).name,
                         school=LONG_SCHOOL if i % 2 else player(i).school,
                         points=f"{20 - i / 10:.1f}", opp_points="123.5", buchholz_cut1="98.25",
                         median_buchholz="77.75"))
    return StandingsSheet("个人排名 第 7 轮后", columns, rows, "象棋")


def test_shared_places_long_names_and_schools_stay_inside_their_cells(render):
    """150 entrants: "17（并列）" and "100（并列）" on one line inside the place column; 40-character
    names and 22-character schools wrap inside theirs; no run crosses a grid line or is under 7 pt."""
    sheet = _standings(150)
    info = TournamentInfo(LONG_TOURNAMENT, "组委会", "广西大学体育馆", "2026年12月5日", "2026-12-05 09:00")
    pdf = render(build_standings_sheet, info, sheet)
    layout = fit_columns(sheet)
    assert _crossing(pdf, layout) == []
    assert text_width("100（并列）", 9) < layout.widths[0]
    place_right = (A4[0] + sum(layout.widths)) / 2 - sum(layout.widths[1:])
    on_one_baseline = {}
    for page_no, page in enumerate(pdf.reader.pages):
        for x, y, text, _size in _runs(page):
            if x < place_right:
                on_one_baseline.setdefault((page_no, round(y)), []).append(text)
    places = {"".join(parts) for parts in on_one_baseline.values()}
    assert {"10（并列）", "100（并列）", "3", "150"} <= places


def test_the_place_column_grows_for_shared_places_and_the_flexible_ones_give_way():
    """The 16 mm hint is a floor: a place column holding "100（并列）" is wider; the sheet still
    spans the page exactly."""
    layout = fit_columns(_standings(150))
    assert layout.widths[0] > 16 * mm
    assert sum(layout.widths) == pytest.approx(frame_width(False))


def test_overall_event_headers_wrap_onto_two_lines_instead_of_shrinking(render):
    """Every event as a column of the overall sheet: 三国杀1v1 is set on two lines (三国杀 / 1v1)
    at the table's size, not squeezed to 5 pt; nothing crosses a grid line."""
    codes = list(PRESETS)
    columns = [Column("名次", "place", 16 * mm), Column("学校（单位）", "school")]
    columns += [Column(PRESETS[code].name_zh, code, 14 * mm) for code in codes]
    columns += [Column("总分", "points", 14 * mm), Column("说明", "explanation")]
    rows = [dict(place=f"{i + 1}（并列）" if i in (10, 11) else str(i + 1),
                 school=LONG_SCHOOL if i % 2 else player(i).school, points="45.5",
                 explanation="与第12名总分相同，比较各项目第一名个数后并列", **{code: "9" for code in codes})
            for i in range(14)]
    sheet = StandingsSheet("总团体排名", columns, rows)
    layout = fit_columns(sheet)
    index = 2 + codes.index("sanguosha_1v1")
    assert layout.headers[index] == ["三国杀", "1v1"]
    pdf = render(build_standings_sheet, TournamentInfo("测试赛"), sheet)
    assert _crossing(pdf, layout) == []
    sizes = [size for _, _, text, size in _runs(pdf.reader.pages[0]) if text.strip() in ("三国杀", "1v1")]
    assert sizes and min(sizes) >= 9


@pytest.mark.parametrize("text, lines", [("三国杀1v1", ["三国杀", "1v1"]), ("布赫兹去最低", ["布赫兹", "去最低"]),
                                         ("名次", ["名次"]), ("学校（单位）", ["学校", "（单位）"])])
def test_header_lines_split_where_a_header_reads_best(text, lines):
    """Between Chinese and Latin, else balanced; never before a closing bracket."""
    assert header_lines(text, 9) == lines


def test_flexible_columns_share_what_is_left():
    """All fit: each gets its need and a share of the rest; too little room: the narrow keep
    their need and the wide share the rest equally."""
    assert share_flexible([10, 30], [5, 5], 80) == [20, 60]
    assert share_flexible([10, 100, 100], [5, 5, 5], 110) == [10, 50, 50]


def test_a_long_tournament_name_shrinks_then_takes_two_lines():
    """A 56-character name on a portrait page: one line shrunk, never below 9 pt; a longer one
    two lines; each line fits the width."""
    width = A4[0] - 2 * MARGIN
    lines, size = title_lines(LONG_TOURNAMENT, 13, width)
    assert size >= 9 and all(text_width(line, size) <= width for line in lines)
    lines, size = title_lines(LONG_TOURNAMENT * 2, 13, width)
    assert len(lines) == 2 and size >= 7 and all(text_width(line, size) <= width + 0.01 for line in lines)
    assert "".join(lines) == LONG_TOURNAMENT * 2


@pytest.mark.parametrize("name", [LONG_TOURNAMENT, LONG_TOURNAMENT * 2])
def test_a_long_tournament_name_stays_on_the_page_above_the_title(render, name):
    """On a list page the name shrinks (56 characters) or takes two lines (112): every line
    inside the margins, at 7 pt or more, above the sheet's title, which is above the table."""
    sheet = _standings(5)
    pdf = render(build_standings_sheet, TournamentInfo(name, venue="体育馆", dates="12月5日"), sheet)
    runs = _runs(pdf.reader.pages[0])
    name_runs = [(x, y, text, size) for x, y, text, size in runs if text.strip() and text.strip() in name]
    name_runs = [run for run in name_runs if len(run[2].strip()) > 3]
    assert "".join(text for _, _, text, _ in name_runs) == name
    for x, _y, text, size in name_runs:
        assert MARGIN - 0.5 <= x and x + text_width(text, size) <= A4[0] - MARGIN + 0.5 and size >= 7
    title_y = next(y for _, y, text, _ in runs if "个人排名" in text)
    header_y = next(y for _, y, text, _ in runs if text.strip() == "名次")
    assert min(y for _, y, _, _ in name_runs) > title_y + 8 > header_y + 8


def test_long_team_and_school_names_wrap_inside_the_3v3_match_sheet_heading(info, render):
    """Two 40-character teams of 22-character schools: the heading wraps inside its cell at its
    size instead of running past the page's margin or shrinking away."""
    from app.printing.data import PairingSheet, PlayerCell, TableRow
    from app.printing.scoresheets import build_scoresheet
    first = PlayerCell("冷锋" * 20, LONG_SCHOOL)
    second = PlayerCell("暖阳" * 20, LONG_SCHOOL[::-1])
    sheet = PairingSheet("三国杀3v3", 1, [TableRow(1, first, second)], "sanguosha_3v3")
    pdf = render(build_scoresheet, info, sheet)
    right = A4[0] - MARGIN
    heading = [(x, text, size) for x, _y, text, size in _runs(pdf.reader.pages[0])
               if "冷锋" in text or "暖阳" in text]
    assert heading and "".join("".join(text.split()) for _, text, _ in heading).count("冷锋") == 20
    for x, text, size in heading:
        first_line, *rest = text.split()
        assert x + text_width(first_line, size) <= right + 0.5 and size >= 9
        assert all(text_width(line, size) <= right - MARGIN for line in rest)
