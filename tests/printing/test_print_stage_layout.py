"""The worst cases of #35 on the sheets of stages and playoffs: a 40-character name, a 22-character school,
Ext-B glyphs (𠮷 䶮 堃) and 300 players on a 预赛 round's pairing list and scoresheet with their 组别
column, and on a playoff's pairing list, two-player scoresheet and identity match sheet with their 决定名次
column. Nothing on a list is under 7 pt, nothing overlaps, no rule crosses a line of text."""
import pytest
from printing_samples import drawn_lines, layout_faults

from app.printing.data import PairingSheet, PlayerCell, TableRow
from app.printing.pairings import build_pairing_list
from app.printing.scoresheets import build_scoresheet

LONG_NAME = "欧阳" + "慕容司马上官诸葛东方" * 4  # 40 characters: the roster's limit
LONG_SCHOOL = "广西壮族自治区南宁市第一实验中学"[:16] + "高中部国际班东"  # 22 characters
RARE = "𠮷䶮堃"
LIST_FLOOR = 7


def _cell(n: int) -> PlayerCell:
    name = LONG_NAME if n % 7 == 1 else f"{RARE[n % 3]}同学{n}"
    return PlayerCell(name, LONG_SCHOOL if n % 3 else "广西大学", str(n))


def _sheet(code: str, stage: str, tables: int, **tagged) -> PairingSheet:
    rows = [TableRow(n, _cell(2 * n - 1), _cell(2 * n), (), "", (), **{key: value(n) for key, value in tagged.items()})
            for n in range(1, tables + 1)]
    games = 3 if stage == "加赛" and code == "sanguosha_identity" else None
    sides = ("选手甲", "选手乙") if games else ("先手", "后手")
    return PairingSheet("跳棋" if code == "checkers" else "围棋", 1, rows, code, *sides, stage=stage,
                        draws=False if games else None, games_per_round=games)


SHEETS = {
    "preliminary": lambda: _sheet("checkers", "预赛", 150, group=lambda n: f"{1 + n % 12}组"),
    "go_playoff": lambda: _sheet("go", "加赛", 12, decides=lambda n: "第10–16名" if n > 6 else "第3–9名"),
    "identity_playoff": lambda: _sheet("sanguosha_identity", "加赛", 4, decides=lambda n: "第1–3名"),
}


def _faults(pdf):
    return [f"page {n}: {fault}" for n, page in enumerate(pdf.reader.pages, 1)
            for fault in layout_faults(page, LIST_FLOOR)]


@pytest.mark.parametrize("which", list(SHEETS))
@pytest.mark.parametrize("builder", [build_pairing_list, build_scoresheet])
def test_stage_and_playoff_columns_hold_the_worst_names(info, render, which, builder):
    sheet = SHEETS[which]()
    pdf = render(builder, info, sheet)
    assert _faults(pdf) == []
    text = "".join(line.text for page in pdf.reader.pages for line in drawn_lines(page))
    tags = {table.group or table.decides for table in sheet.games}
    assert all(tag in text for tag in tags)
    assert text.count(LONG_NAME) == sum(cell.name == LONG_NAME for table in sheet.games for cell in table.seats)
