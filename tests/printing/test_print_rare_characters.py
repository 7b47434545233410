"""No character is lost: names with CJK Extension B (𠮷) and Extension A (䶮) print on every sheet."""
from printing_samples import squash

from app.assets import CJK_FONT_NAME, RARE_FONT_NAME
from app.printing.certificates import build_certificates
from app.printing.data import (INDIVIDUAL, Award, Column, CrossRow, Crosstable, PairingSheet, PlayerCell,
                               StandingsSheet, TableRow)
from app.printing.fonts import font_runs, undrawable_characters
from app.printing.pairings import build_pairing_list
from app.printing.scoresheets import build_scoresheet
from app.printing.standings import build_crosstable, build_standings_sheet

JI, YAN = "王𠮷", "刘䶮"  # U+20BB7 (Extension B) and U+4DAE (Extension A)
SHEET = PairingSheet("象棋", 2, [TableRow(1, PlayerCell(JI, "广西大学", "1"), PlayerCell(YAN, "一中", "2")),
                                 TableRow(2, PlayerCell("司马堃", "二中", "3"), PlayerCell("张喆", "三中", "4"))],
                     "xiangqi", "红方", "黑方")


def test_a_character_droid_lacks_is_set_in_the_fallback_font():
    """𠮷 is not in Droid: its run goes to HanaMinB, the rest stays in Droid."""
    assert font_runs(JI) == [(CJK_FONT_NAME, "王"), (RARE_FONT_NAME, "𠮷")]
    assert undrawable_characters("王𠮷䶮堃喆 Li·Ming") == []
    assert undrawable_characters("王😀伟😀") == ["😀"]


def test_pairing_list_and_scoresheet_keep_every_character(info, render):
    """The pairing list and the sign-off sheet read back with 𠮷 and 䶮 in the names."""
    for builder in (build_pairing_list, build_scoresheet):
        pdf = render(builder, info, SHEET)
        text = "".join(pdf.texts)
        assert all(name in text for name in (JI, YAN, "司马堃", "张喆")), builder.__name__
        assert any(RARE_FONT_NAME in font and embedded for font, embedded in pdf.fonts().items())


def test_standings_and_crosstable_keep_every_character(info, render):
    """Standings and crosstable read back with the rare characters in names and a school."""
    rows = [dict(place="1", name=JI, school="𠮷祥中学"), dict(place="2", name=YAN, school="一中")]
    columns = [Column("名次", "place", 30), Column("姓名", "name"), Column("单位", "school")]
    text = render(build_standings_sheet, info, StandingsSheet("个人成绩", columns, rows, "象棋")).texts[0]
    assert squash(f"1{JI}𠮷祥中学2{YAN}一中") in text
    table = Crosstable("象棋", ["1", "2"], [CrossRow("1", JI, "一中", ["2红+", "3黑="]),
                                            CrossRow("2", YAN, "二中", ["1黑-", "4红+"])])
    text = render(build_crosstable, info, table).texts[0]
    assert JI in text and YAN in text


def test_certificates_keep_every_character(info, render):
    """A certificate for 王𠮷 names 王𠮷, not 王."""
    awards = [Award(INDIVIDUAL, JI, 1, "象棋", "广西大学"), Award(INDIVIDUAL, YAN, 2, "象棋", "一中")]
    pdf = render(build_certificates, info, awards)
    assert JI in pdf.texts[0] and YAN in pdf.texts[1]
