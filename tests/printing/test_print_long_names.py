"""Sheets signed with real names (docs/rules.md §7.2): a 40-character name (the roster's longest) and a
22-character school make a cell grow, its rows wrapping, before anything shrinks; nothing on a list is under
7 pt, nothing on a certificate under 9 pt, nothing overlaps and no rule crosses a line of text. A long
name on a certificate breaks onto a second line or shrinks alone: the rest of its batch keeps its size.
Measured on the drawn pages (printing_samples.layout_faults)."""
from dataclasses import replace

import pytest
from printing_samples import drawn_lines, layout_faults

from app.printing.award_lists import build_prize_receipt
from app.printing.certificates import build_certificates
from app.printing.data import (INDIVIDUAL, Award, CheckinRow, CheckinSheet, PairingSheet, PlayerCell, TableRow)
from app.printing.referee_papers import build_checkin_sheet
from app.printing.seating import build_seating_list

LONG_NAME = "欧阳" + "慕容司马上官诸葛东方" * 4  # 40 characters: the roster's limit
OLDER_FILES_NAME = LONG_NAME + "慕容司马上官诸葛东方欧阳慕容司马"  # 56: an older file stored one so long
LONG_SCHOOL = "广西壮族自治区南宁市第一实验中学"[:16] + "高中部国际班东"  # 22 characters
LIST_FLOOR, CERTIFICATE_FLOOR = 7, 9


def _faults(pdf, floor):
    return [f"page {n}: {fault}" for n, page in enumerate(pdf.reader.pages, 1) for fault in layout_faults(page, floor)]


def _pairing(tables: int) -> PairingSheet:
    rows = [TableRow(n, PlayerCell(LONG_NAME if n % 5 == 1 else f"王{n}", LONG_SCHOOL, str(2 * n - 1)),
                     PlayerCell(f"李{n}", LONG_SCHOOL if n % 3 else "广西大学", str(2 * n)), [])
            for n in range(1, tables + 1)]
    return PairingSheet("象棋", 1, rows, "xiangqi")


def test_the_find_your_table_list_wraps_a_long_name_and_school(info, render):
    pdf = render(build_seating_list, info, _pairing(40))
    assert _faults(pdf, LIST_FLOOR) == []
    assert "".join(line.text for page in pdf.reader.pages for line in drawn_lines(page)).count(LONG_NAME) == 8


@pytest.mark.parametrize("team_event", [False, True])
def test_the_check_in_sheet_grows_a_row_for_a_long_name(info, render, team_event):
    rows = [CheckinRow(LONG_NAME if n % 4 == 0 else f"张{n}", LONG_SCHOOL, LONG_NAME[:20] if team_event else "")
            for n in range(60)]
    pdf = render(build_checkin_sheet, info, CheckinSheet("象棋", 2, rows, team_event))
    assert _faults(pdf, LIST_FLOOR) == []


def test_the_prize_receipt_grows_a_row_for_a_long_name(info, render):
    awards = [Award(INDIVIDUAL, LONG_NAME if n % 2 else f"赵{n}", n, "象棋", LONG_SCHOOL, with_prize=True,
                    amount="300 元") for n in range(1, 13)]
    pdf = render(build_prize_receipt, info, awards)
    assert _faults(pdf, LIST_FLOOR) == []


def _name_sizes(pdf) -> list[float]:
    """The largest size on each certificate below its title: the recipient's line."""
    sizes = []
    for page in pdf.reader.pages:
        lines = sorted(drawn_lines(page), key=lambda line: -line.y)
        sizes.append(max(line.size for line in lines[1:] if "证书" not in line.text))
    return sizes


@pytest.mark.parametrize("long_name", [LONG_NAME, OLDER_FILES_NAME])
def test_a_long_name_on_a_certificate_leaves_the_batch_its_size(info, render, long_name):
    ordinary = [Award(INDIVIDUAL, name, place, "象棋", "广西大学", with_prize=True)
                for place, name in enumerate(["王一", "李二", "张三", "刘四", "陈五"], 1)]
    alone = _name_sizes(render(build_certificates, info, ordinary))
    long_award = replace(ordinary[0], recipient=long_name, school=LONG_SCHOOL, place=6)
    batch = render(build_certificates, info, [*ordinary, long_award])
    assert _name_sizes(batch)[:5] == alone
    assert _faults(batch, CERTIFICATE_FLOOR) == []
    assert long_name in "".join(line.text for line in drawn_lines(batch.reader.pages[5]))


@pytest.mark.parametrize("code, seats", [("sanguosha_identity", 8), ("doudizhu", 3)])
def test_a_card_tables_scoresheet_wraps_a_long_name_and_school_in_its_seat(info, render, code, seats):
    """The identity and Dou Dizhu scoresheets (found on the worst case's pages): a 40-character name shrank
    to 5 pt on one line and ran through the 身份 column over 主公, the school was 6 pt."""
    from printing_samples import seated_sheet

    from app.printing.scoresheets import build_scoresheet
    sheet = seated_sheet(4, seats, code, "三国杀身份" if seats == 8 else "斗地主", roles=("主公", "忠臣", "反贼"))
    first = sheet.tables[0]
    long_seat = replace(first.extra[-1], name=LONG_NAME, school=LONG_SCHOOL, role="主公")
    tables = [replace(first, extra=(*first.extra[:-1], long_seat)), *sheet.tables[1:]]
    pdf = render(build_scoresheet, info, replace(sheet, tables=tables))
    assert _faults(pdf, LIST_FLOOR) == []
    assert LONG_NAME in "".join(line.text for page in pdf.reader.pages for line in drawn_lines(page))
