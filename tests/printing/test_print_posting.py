"""List headers for posting: stage and round in words, what/where/when, long names shrunk to the page."""
from printing_samples import player, seated_sheet

from app.printing.data import Column, PairingSheet, StandingsSheet, TableRow, TournamentInfo
from app.printing.pages import MARGIN
from app.printing.pairings import build_pairing_list, round_title
from app.printing.standings import build_standings_sheet

LONG_NAME = "南宁市驻邕高校联合会第十二届驻邕杯大学生棋牌比赛暨广西高校中国象棋围棋五子棋跳棋斗地主三国杀身份局三国杀对决邀请赛总决赛"


def test_round_words_name_the_stage_and_the_playoff():
    """预赛 / 决赛 go before the round; a playoff round prints as 加赛2, as the screens and the document titles
    name it (it printed 加赛第2轮)."""
    assert round_title(PairingSheet("围棋", 2, [], stage="预赛"), "对阵表") == "围棋 预赛第2轮 对阵表"
    assert round_title(PairingSheet("围棋", 1, [], stage="决赛"), "对阵表") == "围棋 决赛第1轮 对阵表"
    assert round_title(PairingSheet("象棋", 3, []), "对阵表") == "象棋 第3轮 对阵表"
    assert round_title(PairingSheet("围棋", 2, [], stage="加赛"), "记分签名表") == "围棋 加赛2 记分签名表"


def test_header_carries_venue_dates_and_time_printed_and_the_footer_the_total(render):
    """Every page: 地点, 日期, 打印时间 as given, and 第 N 页 / 共 M 页."""
    info = TournamentInfo("驻邕杯", "联合会", "广西大学体育馆", "2026年11月28日", "2026-11-28 14:05")
    pdf = render(build_pairing_list, info, seated_sheet(80, 2, "xiangqi", "象棋"))
    assert len(pdf.texts) >= 2
    for number, text in enumerate(pdf.texts, start=1):
        assert "地点：广西大学体育馆" in text and "日期：2026年11月28日" in text
        assert "打印时间：2026-11-2814:05" in text and f"第{number}页/共{len(pdf.texts)}页" in text


def test_a_56_character_tournament_name_shrinks_to_fit_the_page(render):
    """The name line starts inside the left margin (it is centred, so it fits) in a smaller size."""
    assert len(LONG_NAME) >= 56
    info = TournamentInfo(LONG_NAME, venue="体育馆", dates="2026年", printed="2026-11-28 14:05")
    sheet = StandingsSheet("个人排名", [Column("名次", "place"), Column("姓名", "name")],
                           [dict(place="1", name=player(0).name)], "象棋")
    for builder, data in ((build_pairing_list, PairingSheet("象棋", 1, [TableRow(1, player(0), player(1))])),
                          (build_standings_sheet, sheet)):
        pdf = render(builder, info, data)
        starts = []

        def visit(text, cm, tm, _font, size):
            if text.startswith(LONG_NAME[:5]):
                starts.append((tm[4] * cm[0] + cm[4], size))

        pdf.reader.pages[0].extract_text(visitor_text=visit)
        (x, size), = starts
        assert x >= MARGIN - 0.5 and 7 <= size < 13
        assert LONG_NAME in pdf.texts[0]
