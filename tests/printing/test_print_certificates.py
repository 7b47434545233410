"""Certificates: A4 landscape, one page per award, wording from an adjustable template."""
import pytest
from PIL import Image
from printing_samples import squash
from reportlab.lib.pagesizes import A4, landscape

from app.printing.awards import event_awards, overall_awards
from app.printing.certificates import (CertificateError, CertificateTemplate, build_certificates, fill,
                                       place_text)
from app.printing.data import CHAMPION_CUP, EVENT_TEAM, INDIVIDUAL, OVERALL_TEAM, Award, Ranked


@pytest.fixture
def awards():
    """Xiangqi individuals 1-6, teams 1-6, the cup, and overall teams 1-2."""
    individuals = [Ranked(name, n, "广西大学")
                   for n, name in enumerate(["王一", "李二", "张三", "刘四", "陈五", "杨六", "赵七"], 1)]
    teams = [Ranked(school, n) for n, school in enumerate(["广西大学", "南宁师范大学", "广西民族大学",
                                                           "广西医科大学", "广西财经学院", "广西艺术学院"], 1)]
    return event_awards("xiangqi", "象棋", individuals, teams) + overall_awards(teams[:2])


@pytest.mark.parametrize("place, text", [(1, "第一名"), (6, "第六名"), (10, "第十名"), (12, "第12名")])
def test_place_text_in_chinese(place, text):
    """Certificates spell places in Chinese numerals."""
    assert place_text(place) == text


def test_one_landscape_a4_page_per_award(info, render, awards):
    """6 individuals + 6 teams + cup + 2 overall teams = 15 pages, all A4 landscape."""
    pdf = render(build_certificates, info, awards)
    assert len(pdf.reader.pages) == len(awards) == 15
    width, height = landscape(A4)
    for page in pdf.reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (round(width), round(height))


def test_names_places_and_lines_are_on_the_right_pages(info, render, awards):
    """Each page names its recipient, event, place and the prize or trophy line only where due."""
    pdf = render(build_certificates, info, awards)
    texts = pdf.texts
    assert "广西大学王一：" in texts[0] and "荣获象棋个人第一名，并获奖金。" in texts[0]
    assert "荣获象棋个人第三名，并获奖金。" in texts[2]
    assert "刘四" in texts[3] and "荣获象棋个人第四名。" in texts[3]
    assert "南宁师范大学：" in texts[7] and "荣获象棋团体第二名。" in texts[7]
    assert texts[12].startswith("棋王杯") and "王一" in texts[12] and "特授予“棋王杯”" in texts[12]
    assert "荣获总团体第二名，并获奖杯。" in texts[14] and "南宁师范大学" in texts[14]
    assert pdf.pages_with("赵七") == []
    for page in texts:
        assert squash(info.name) in page and squash(info.organiser) in page and squash(info.dates) in page
        assert "盖章处" not in page  # the seal guide is for trial prints only


def test_recipient_line_is_the_largest_after_the_title_and_never_broken(info, render, awards):
    """The recipient's line is one line, in a larger size than the wording; a 60-character
    school and name shrink instead of breaking."""
    from dataclasses import replace as with_changes
    long_award = with_changes(awards[0], school="广西壮族自治区南宁市某某区第一实验中学高中部国际班" * 2,
                              recipient="司马堃喆")
    pdf = render(build_certificates, info, [awards[0], long_award])
    for page, award in zip(pdf.reader.pages, (awards[0], long_award)):
        lines = {}

        def visit(text, cm, tm, _font, size):
            if text.strip():
                lines.setdefault(round(cm[5] + tm[5] * cm[3], 1), []).append((text, size))
        page.extract_text(visitor_text=visit)
        salutation = next(y for y, parts in lines.items()
                          if award.recipient in "".join(t for t, _ in parts))
        assert "".join(t for t, _ in lines[salutation]).endswith(f"{award.recipient}：")
        wording = next(y for y, parts in lines.items() if "荣获" in "".join(t for t, _ in parts))
        assert salutation > wording  # above the wording, on a line of its own


def test_long_wording_shrinks_clear_of_the_sign_off_and_pages_can_be_numbered(info, render, awards):
    """Twelve lines of wording shrink to stay above the organiser block; a serial prefix numbers
    each certificate and the seal guide prints only when asked for."""
    long = CertificateTemplate(wording="{recipient}：\n" + "在{tournament}中表现出色，" * 30 + "\n特发此证。",
                               serial_prefix="NN2026-", seal_guide=True)
    pdf = render(build_certificates, info, awards[:2], template=long)
    assert "证书编号：NN2026-001" in pdf.texts[0] and "证书编号：NN2026-002" in pdf.texts[1]
    assert "盖章处" in pdf.texts[0]
    lowest = []

    def visit(text, cm, tm, _font, _size):
        if "表现出色" in text:
            lowest.append(cm[5] + tm[5] * cm[3])  # on the page: the paragraph is drawn translated
    pdf.reader.pages[0].extract_text(visitor_text=visit)
    assert lowest and min(lowest) >= 66 * 72 / 25.4 - 1  # WORDING_BOTTOM, in points


def test_fonts_are_embedded_in_certificates(info, render, awards):
    """The batch embeds both fonts and nothing else."""
    fonts = render(build_certificates, info, awards).fonts()
    assert len(fonts) == 2 and all(fonts.values())


def test_custom_wording_title_and_date(info, render):
    """The referee's template replaces title, wording and date, with every placeholder filled."""
    template = CertificateTemplate(
        title="奖状", date="2026年12月1日",
        wording="{name}（{school}，{place_no}）{tournament}/{event}/{category}/{place}/{venue}/{organiser}/{date}")
    award = Award(INDIVIDUAL, "王一", 2, "围棋", "广西大学", with_prize=True)
    title, wording = fill(template, info, award)
    assert title == "奖状"
    assert wording == (f"王一（广西大学，2）{info.name}/围棋/个人/第二名/{info.venue}/{info.organiser}/2026年12月1日")
    text = render(build_certificates, info, [award], template=template).texts[0]
    assert text.startswith("奖状") and "2026年12月1日" in text


@pytest.mark.parametrize("kind, recipient, expected", [
    (EVENT_TEAM, "广西大学", "广西大学|广西大学|团体"),
    (OVERALL_TEAM, "广西大学", "广西大学|广西大学|总团体"),
    (CHAMPION_CUP, "王一", "广西大学 王一|王一|个人"),
])
def test_recipient_and_category_per_kind(info, kind, recipient, expected):
    """Teams are addressed by school; players by school and name."""
    template = CertificateTemplate(wording="{recipient}|{name}|{category}", cup_wording="{recipient}|{name}|{category}")
    award = Award(kind, recipient, 1, "象棋", "广西大学" if kind == CHAMPION_CUP else "")
    assert fill(template, info, award)[1] == expected


@pytest.mark.parametrize("template, message", [
    (CertificateTemplate(wording="{姓名}同学"), "未知的占位符 {姓名}"),
    (CertificateTemplate(cup_wording="{name"), "证书措辞格式错误"),
    (CertificateTemplate(background_image="/nonexistent/bg.png"), "找不到证书背景图片"),
])
def test_bad_template_is_refused_with_a_chinese_message(info, template, message):
    """A typo in the referee's template is reported, not printed as a broken certificate."""
    with pytest.raises(CertificateError, match=message):
        build_certificates(info, [Award(INDIVIDUAL, "王一", 1, "象棋")], "/dev/null", template=template)


def test_background_image_is_stored_once_for_the_batch(info, render, tmp_path):
    """Every page reuses one background form holding the picture, so big batches stay small."""
    picture = tmp_path / "bg.png"
    Image.new("RGB", (297, 210), (250, 240, 200)).save(picture)
    awards = [Award(INDIVIDUAL, f"选手{n}", n, "象棋") for n in range(1, 5)]
    pdf = render(build_certificates, info, awards, template=CertificateTemplate(background_image=picture))
    forms = {page["/Resources"]["/XObject"].raw_get("/FormXob.certificate_background").idnum
             for page in pdf.reader.pages}
    assert len(forms) == 1
    form = pdf.reader.pages[0]["/Resources"]["/XObject"]["/FormXob.certificate_background"]
    images = [x for x in form["/Resources"]["/XObject"].values() if x.get_object()["/Subtype"] == "/Image"]
    assert len(images) == 1


def _lines_of(page) -> list[str]:
    """The page's text lines, top to bottom (runs on one baseline joined)."""
    lines = {}

    def visit(text, cm, tm, _font, _size):
        if text.strip():
            lines.setdefault(round(cm[5] + tm[5] * cm[3]), []).append(text)
    page.extract_text(visitor_text=visit)
    return ["".join("".join(parts).split()) for _, parts in sorted(lines.items(), reverse=True)]


def test_event_name_and_place_are_never_broken_across_lines(render):
    """Whatever the tournament name's length pushes to a line end, the event (三国杀身份) and a
    shared place (并列第12名) stay whole on one line; a line never starts with 。or ，."""
    from app.printing.data import TournamentInfo
    award = Award(INDIVIDUAL, "王一", 12, "三国杀身份", "广西大学", shared=True)
    infos = [TournamentInfo("南宁" + "驻邕高校" * (n // 4) + "杯"[: n % 2] + "棋牌比赛", "联合会", "", "12月")
             for n in range(0, 40)]
    pdfs = [render(build_certificates, i, [award]) for i in infos]
    for pdf in pdfs:
        lines = _lines_of(pdf.reader.pages[0])
        assert any("三国杀身份" in line for line in lines), lines
        assert any("并列第12名" in line for line in lines), lines
        assert not [line for line in lines if line[:1] in "，。"]


def test_an_event_name_too_wide_for_a_line_shrinks_instead_of_breaking(info, render):
    """A wording that puts a long value alone on a line: the text shrinks until it fits whole."""
    template = CertificateTemplate(wording="{recipient}：\n{school}{school}{school}")
    award = Award(INDIVIDUAL, "王一", 1, "象棋", "广西壮族自治区南宁市第一实验中学高中部国际班东校区")
    lines = _lines_of(render(build_certificates, info, [award], template=template).reader.pages[0])
    body = lines[next(n for n, line in enumerate(lines) if "王一" in line) + 1:]
    assert sum(line.count(award.school) for line in body) == 3


def _sized_lines(page) -> list[tuple[str, float]]:
    """(text, font size) of each line of a page, top to bottom; a line's size is its largest run's."""
    lines: dict[float, list] = {}

    def visit(text, cm, tm, _font, size):
        if text.strip():
            lines.setdefault(round(cm[5] + tm[5] * cm[3]), []).append((text, size))
    page.extract_text(visitor_text=visit)
    return [("".join("".join(t for t, _ in parts).split()), max(s for _, s in parts))
            for _, parts in sorted(lines.items(), reverse=True)]


LONG_SCHOOL = "广西壮族自治区南宁市第一实验中学高中部"  # 19 characters
WORST_SCHOOL = "广西壮族自治区南宁市第一实验中学高中部东校"  # 22 characters


def test_one_size_per_batch_the_name_the_largest_line_and_nothing_under_nine_points(render):
    """A batch with short and 22-character schools and 𠮷 䶮 堃 names: every certificate sets the
    name in one size, larger than any other line but the title; the long school sits on its own line
    above the name; a 56-character tournament and a long organiser never go under 9 pt."""
    from app.printing.data import TournamentInfo
    info = TournamentInfo("南宁市驻邕高校" * 8, "南宁市驻邕高校学生棋牌运动联合会暨广西壮族自治区大学生体育协会棋牌分会",
                          "", "2026年12月5日—6日", last_day="2026年12月6日")
    awards = [Award(INDIVIDUAL, "王一", 1, "象棋", "广西大学", with_prize=True),
              Award(INDIVIDUAL, "司马堃喆", 2, "三国杀身份", WORST_SCHOOL, with_prize=True),
              Award(INDIVIDUAL, "𠮷䶮", 4, "象棋", LONG_SCHOOL, shared=True)]
    pdf = render(build_certificates, info, awards)
    name_sizes = set()
    for page, award in zip(pdf.reader.pages, awards):
        lines = _sized_lines(page)
        title, *rest = lines
        name_line = next((text, size) for text, size in rest if award.recipient in text)
        name_sizes.add(round(name_line[1], 2))
        assert name_line[1] > max(size for text, size in rest if text != name_line[0])
        assert min(size for _, size in lines) >= 9
        if len(award.school) > 10:  # the school on a line of its own, whole
            assert any(text == award.school for text, _ in rest), rest
        assert "2026年12月6日" in pdf.texts[0] and "5日—6日" not in "".join(pdf.texts)
    assert len(name_sizes) == 1


def test_team_certificates_name_the_members(info, render):
    """A 3v3 team's certificate names its players, added as a paragraph of the default wording."""
    award = Award(EVENT_TEAM, "广西大学一队", 1, "三国杀3v3", members=("张三", "李四", "王五", "赵六"))
    text = render(build_certificates, info, [award]).texts[0]
    assert "广西大学一队：" in text and "队员：张三、李四、王五、赵六" in text
    assert fill(CertificateTemplate(wording="{name}{members}"), info, award)[1] == "广西大学一队队员：张三、李四、王五、赵六"
