"""Certificates (荣誉证书) and the 棋王杯 page: A4 landscape, one PDF for a whole batch.

The wording is a template the referee can change (app/printing/certificate_template.py,
stored in the tournament file). Placeholders (``PLACEHOLDERS`` there):

``{recipient}``  the player as "school name" (individual, cup) or the school (teams)
``{name}`` ``{school}``  the player's (or the team's) name and school
``{event}``      the event name, empty for the overall team ranking
``{category}``   个人 / 团体 / 总团体
``{place}``      第一名 … (并列第三名 for a shared place); ``{place_no}`` the number 1 …
``{award_line}`` "，并获奖金" for prize places, "，并获奖杯" for overall teams, else empty
``{tournament}`` ``{organiser}`` ``{venue}``  from the tournament
``{date}``       the issue date (颁发日期): the template's, else the tournament's last day
``{members}``    a team's players ("队员：…"); added as a paragraph when the wording lacks it

A line break in the wording starts a new paragraph; paragraphs after the first
are indented by two characters. A name, school, event or place is never split
across lines (app/printing/line_breaks.py). The recipient's name is the largest
line after the title; a school too long to share its line goes onto its own line
before anything shrinks, and a name too long for a line takes a second one; one batch
shares one size, which a name longer still never shrinks (it shrinks alone); nothing is
under 9 pt.
"""
from __future__ import annotations

from typing import Sequence

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from app.printing.certificate_template import CertificateError, CertificateTemplate  # noqa: F401 (re-exported)
from app.printing.line_breaks import break_lines, keep, unmarked
from app.printing.data import CHAMPION_CUP, EVENT_TEAM, INDIVIDUAL, OVERALL_TEAM, Award, TournamentInfo
from app.printing.fonts import draw_text, fit_size, register_fonts, text_width
from app.printing.pages import Output, target

CATEGORIES = {INDIVIDUAL: "个人", EVENT_TEAM: "团体", OVERALL_TEAM: "总团体", CHAMPION_CUP: "个人"}
CHINESE_DIGITS = "零一二三四五六七八九"
INK = colors.HexColor("#8b1a1a")
SEAL_GREY = colors.HexColor("#b0b0b0")
PAGE = landscape(A4)


def place_text(place: int, shared: bool = False) -> str:
    """第一名 … 第十名, then 第11名; a shared place is 并列第三名."""
    shared_word = "并列" if shared else ""
    if 1 <= place <= 9:
        return f"{shared_word}第{CHINESE_DIGITS[place]}名"
    return shared_word + ("第十名" if place == 10 else f"第{place}名")


UNBROKEN = ("recipient", "name", "school", "event", "category", "place", "place_no")


def fill(template: CertificateTemplate, info: TournamentInfo, award: Award,
         marked: bool = False) -> tuple[str, str]:
    """The (title, wording) of one certificate with every placeholder filled.

    ``marked``: the values of ``UNBROKEN`` placeholders come marked as spans no line
    break may cut (app/printing/line_breaks.py). A team's members are named in
    ``{members}``, or in a paragraph of their own when the wording has no place for them.
    """
    person = award.kind in (INDIVIDUAL, CHAMPION_CUP)
    recipient = f"{award.school} {award.recipient}" if person and award.school else award.recipient
    award_line = (template.prize_line if award.with_prize else "") + (
        template.trophy_line if award.with_trophy else "")
    values = dict(
        recipient=recipient, name=award.recipient, school=award.school if person else award.recipient,
        event=award.event, category=CATEGORIES[award.kind], place=place_text(award.place, award.shared),
        place_no=str(award.place), award_line=award_line, tournament=info.name,
        organiser=info.organiser, venue=info.venue, date=issue_date(template, info),
        members=members_text(award.members),
    )
    values = {name: unmarked(value) for name, value in values.items()}  # no stray marks from the data
    if marked:
        values.update({name: keep(values[name]) for name in UNBROKEN})
    cup = award.kind == CHAMPION_CUP
    wording = unmarked(template.cup_wording if cup else template.wording)
    if award.members and "{members}" not in wording:
        wording += "\n{members}"
    return (template.cup_title if cup else template.title), wording.format(**values)


def members_text(members) -> str:
    """队员：张三、李四、王五 (empty for no members)."""
    return "队员：" + "、".join(members) if members else ""


def issue_date(template: CertificateTemplate, info: TournamentInfo) -> str:
    """The date a certificate is issued (颁发日期): the template's, else the tournament's last day."""
    return template.date or info.last_day or info.dates


def build_certificates(info: TournamentInfo, awards: Sequence[Award], out: Output,
                       template: CertificateTemplate = CertificateTemplate()) -> None:
    """One landscape A4 page per award, all in one PDF; the background is stored once.

    The batch shares one set of sizes (``batch_scales``), so certificates handed out side by side
    look alike; a name too long for one line shrinks alone.
    """
    template.check()
    canvas = Canvas(target(out), pagesize=PAGE, pageCompression=1, initialFontName=register_fonts())
    canvas.setTitle(f"{info.name} 荣誉证书")
    canvas.setCreator("referee-station")
    background = _define_background(canvas, template)
    pages = [(award, *fill(template, info, award, marked=True)) for award in awards]
    scales = batch_scales([(award, wording) for award, _, wording in pages], template.body_size)
    sign_off = _sign_off_lines(info, template)
    for number, ((award, title, wording), scale) in enumerate(zip(pages, scales), start=1):
        canvas.doForm(background)
        _draw_title(canvas, template, title)
        _draw_lines(canvas, _wording_lines(award, wording, template.body_size, scale)[0])
        _draw_sign_off(canvas, sign_off, template)
        if template.serial_prefix:
            draw_text(canvas, 24 * mm, 20 * mm, f"证书编号：{template.serial_prefix}{number:03d}", MIN_SIZE)
        if award.draft:
            _draw_draft_mark(canvas)
        canvas.showPage()
    canvas.save()


DRAFT_MARK = "未定稿"


def _draw_draft_mark(canvas: Canvas) -> None:
    """A large grey 未定稿 across the page and a small one by the title: the places are not settled."""
    width, height = PAGE
    canvas.saveState()
    canvas.setFillColor(SEAL_GREY)
    canvas.setFillAlpha(0.45)
    canvas.translate(width / 2, height / 2)
    canvas.rotate(25)
    draw_text(canvas, 0, -20 * mm, DRAFT_MARK, 110, "centre")
    canvas.restoreState()
    canvas.saveState()
    canvas.setFillColor(INK)
    draw_text(canvas, 24 * mm, height - 28 * mm, f"【{DRAFT_MARK}：名次未最终确定】", 12)
    canvas.restoreState()


def _define_background(canvas: Canvas, template: CertificateTemplate) -> str:
    """A form XObject with the background picture or a double border, drawn on every page."""
    name = "certificate_background"
    width, height = PAGE
    canvas.beginForm(name)
    if template.background_image:
        canvas.drawImage(ImageReader(template.picture_source()), 0, 0, width, height,
                         preserveAspectRatio=False)
    else:
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(4)
        canvas.rect(12 * mm, 12 * mm, width - 24 * mm, height - 24 * mm)
        canvas.setLineWidth(1)
        canvas.rect(16 * mm, 16 * mm, width - 32 * mm, height - 32 * mm)
    canvas.endForm()
    return name


def _draw_title(canvas: Canvas, template: CertificateTemplate, title: str) -> None:
    width, height = PAGE
    canvas.saveState()
    canvas.setFillColor(INK)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(template.title_size / 40)
    spaced = " ".join(title) if len(title) <= 4 else title
    draw_text(canvas, width / 2, height - 42 * mm, spaced, template.title_size, "centre", render_mode=2)
    canvas.restoreState()


# The wording stays between the title and the organiser/seal block: its lowest line is here.
WORDING_BOTTOM = 66 * mm
WORDING_TOP = PAGE[1] - 58 * mm  # clear of the title (its baseline 42 mm from the top, 52 pt)
LEFT, RIGHT = 40 * mm, PAGE[0] - 40 * mm
SALUTATION_SCALE = 1.35  # the recipient's name: the largest line after the title
LEADING = 1.6  # body line spacing, in font sizes
MIN_SIZE = 9  # nothing on a certificate is printed smaller (points)
NAME_LINES = 2  # a recipient's name longer than a line breaks onto a second line before it shrinks

Line = tuple  # (text, size, indent, space after)


def batch_scales(pages: Sequence[tuple[Award, str]], size: float) -> list[float]:
    """Each certificate's scale: the batch's, the largest every certificate whose recipient fits one line
    at full size can take; a certificate that does not fit it (a 40-character name) takes its own
    largest, so one long name never shrinks the whole batch."""
    largest = [_largest_scale(award, wording, size) for award, wording in pages]
    ordinary = [scale for (award, wording), scale in zip(pages, largest) if _salutation_fits(award, wording, size)]
    batch = min(ordinary or largest, default=1.0)
    return [batch if _wording_lines(award, wording, size, batch)[1] else min(batch, own)
            for (award, wording), own in zip(pages, largest)]


def _salutation_fits(award: Award, wording: str, size: float) -> bool:
    """Whether the recipient's line ("{recipient}：", the school on a line of its own if need be) is one
    line at full size."""
    lines = _wording_lines(award, wording, size, 1.0)[0]
    salutation_size = size * SALUTATION_SCALE
    return sum(1 for _text, line_size, _indent, _after in lines if line_size == salutation_size) <= 1


def _largest_scale(award: Award, wording: str, size: float) -> float:
    """The largest scale (1, 0.95, 0.95², …) at which this certificate's wording fits whole,
    clear of the sign-off block; the body never goes under ``MIN_SIZE``."""
    scale = 1.0
    while size * scale * 0.95 >= MIN_SIZE:
        if _wording_lines(award, wording, size, scale)[1]:
            return scale
        scale *= 0.95
    return scale


def _wording_lines(award: Award, wording: str, size: float, scale: float) -> tuple[list[Line], bool]:
    """(lines, fits): the salutation (the recipient, "{recipient}：") then the body paragraphs.

    The salutation is set larger than the body. When it is too wide at full size, a player's
    school goes onto a line of its own in the body size, whatever the scale; the body breaks
    into lines that never cut a name, event or place; paragraphs after the first are indented.
    """
    width = RIGHT - LEFT
    body_size, name_size = size * scale, size * SALUTATION_SCALE * scale
    salutation, *body = wording.split("\n") if "\n" in wording else ("", wording)
    lines: list[Line] = []
    whole = True
    if salutation:
        plain = unmarked(salutation)
        school = award.school if award.kind in (INDIVIDUAL, CHAMPION_CUP) else ""
        if text_width(plain, size * SALUTATION_SCALE) > width and school and plain.startswith(school):
            school_lines, school_whole = break_lines(school, body_size, width)
            lines += [(line, body_size, 0, body_size * 0.3) for line in school_lines]
            plain = plain[len(school):].strip()
            whole = whole and school_whole
        name_lines, _cut = break_lines(plain, name_size, width)  # a name wider than the line is broken
        lines += [(line, name_size, 0, 0) for line in name_lines]
        whole = whole and len(name_lines) <= NAME_LINES
        lines[-1] = lines[-1][:3] + (name_size * 0.6,)
    for text in body:
        broken, body_whole = break_lines(text, body_size, width, indent=2 * body_size)
        whole = whole and body_whole
        lines += [(line, body_size, 2 * body_size if row == 0 else 0, 0) for row, line in enumerate(broken)]
        lines[-1] = lines[-1][:3] + (body_size * 0.5,)
    needed = sum(_advance(line) for line in lines)
    return lines, whole and WORDING_TOP - needed >= WORDING_BOTTOM


def _advance(line: Line) -> float:
    """The height a line takes, its space after included: body lines at LEADING, the name at its size."""
    _text, size, _indent, after = line
    return size * LEADING + after


def _draw_lines(canvas: Canvas, lines: list[Line]) -> None:
    y = WORDING_TOP
    for text, size, indent, after in lines:
        y -= size * LEADING
        draw_text(canvas, LEFT + indent, y + size * 0.35, text, size)
        y -= after


def _sign_off_lines(info: TournamentInfo, template: CertificateTemplate) -> list[tuple[str, float]]:
    """The organiser (wrapped, up to three lines, never under ``MIN_SIZE``) and the issue date."""
    size = 16.0
    while True:
        organiser, _ = break_lines(info.organiser, size, SIGN_OFF_WIDTH) if info.organiser else ([], True)
        if len(organiser) <= 3 or size <= MIN_SIZE:
            break
        size = max(MIN_SIZE, size - 1)
    date = issue_date(template, info)
    return [(line, size) for line in organiser] + ([(date, min(16.0, fit_size(date, 16, SIGN_OFF_WIDTH, MIN_SIZE)))]
                                                   if date else [])


SIGN_OFF_WIDTH = 130 * mm


def _draw_sign_off(canvas: Canvas, lines: list[tuple[str, float]], template: CertificateTemplate) -> None:
    """Organiser and issue date at the bottom right, the date lowest; a dashed circle where the
    seal goes on a trial print."""
    width, _ = PAGE
    centre_x = width - 80 * mm
    y = 40 * mm
    for line, size in reversed(lines):
        draw_text(canvas, centre_x, y, line, size, "centre")
        y += size * 1.35
    if not template.seal_guide:
        return
    canvas.saveState()
    canvas.setStrokeColor(SEAL_GREY)
    canvas.setFillColor(SEAL_GREY)
    canvas.setDash(3, 3)
    canvas.circle(centre_x, 49 * mm, 19 * mm)
    draw_text(canvas, centre_x, 25 * mm, "（盖章处）", MIN_SIZE, "centre")
    canvas.restoreState()
