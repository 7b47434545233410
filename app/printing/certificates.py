"""Certificates (荣誉证书) and the 棋王杯 page: A4 landscape, one PDF for a whole batch.

The wording is a template the referee can change (app/printing/certificate_template.py,
stored in the tournament file). Placeholders (``PLACEHOLDERS`` there):

``{recipient}``  the player as "school name" (individual, cup) or the school (teams)
``{name}`` ``{school}``  the player's (or the team's) name and school
``{event}``      the event name, empty for the overall team ranking
``{category}``   个人 / 团体 / 总团体
``{place}``      第一名 … (并列第三名 for a shared place); ``{place_no}`` the number 1 …
``{award_line}`` "，并获奖金" for prize places, "，并获奖杯" for overall teams, else empty
``{tournament}`` ``{organiser}`` ``{venue}`` ``{date}``  from the tournament

A line break in the wording starts a new paragraph; paragraphs after the first
are indented by two characters. A name, school, event or place is never split
across lines (app/printing/line_breaks.py).
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
from app.printing.fonts import draw_text, fit_size, register_fonts
from app.printing.layout import Output, target

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
    break may cut (app/printing/line_breaks.py).
    """
    person = award.kind in (INDIVIDUAL, CHAMPION_CUP)
    recipient = f"{award.school} {award.recipient}" if person and award.school else award.recipient
    award_line = (template.prize_line if award.with_prize else "") + (
        template.trophy_line if award.with_trophy else "")
    values = dict(
        recipient=recipient, name=award.recipient, school=award.school if person else award.recipient,
        event=award.event, category=CATEGORIES[award.kind], place=place_text(award.place, award.shared),
        place_no=str(award.place), award_line=award_line, tournament=info.name,
        organiser=info.organiser, venue=info.venue, date=template.date or info.dates,
    )
    values = {name: unmarked(value) for name, value in values.items()}  # no stray marks from the data
    if marked:
        values.update({name: keep(values[name]) for name in UNBROKEN})
    cup = award.kind == CHAMPION_CUP
    wording = unmarked(template.cup_wording if cup else template.wording)
    return (template.cup_title if cup else template.title), wording.format(**values)


def build_certificates(info: TournamentInfo, awards: Sequence[Award], out: Output,
                       template: CertificateTemplate = CertificateTemplate()) -> None:
    """One landscape A4 page per award, all in one PDF; the background is stored once."""
    template.check()
    canvas = Canvas(target(out), pagesize=PAGE, pageCompression=1, initialFontName=register_fonts())
    canvas.setTitle(f"{info.name} 荣誉证书")
    canvas.setCreator("referee-station")
    background = _define_background(canvas, template)
    for number, award in enumerate(awards, start=1):
        canvas.doForm(background)
        title, wording = fill(template, info, award, marked=True)
        _draw_certificate(canvas, template, info, title, wording)
        if template.serial_prefix:
            draw_text(canvas, 24 * mm, 20 * mm, f"证书编号：{template.serial_prefix}{number:03d}", 9)
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


def _draw_certificate(canvas: Canvas, template: CertificateTemplate, info: TournamentInfo,
                      title: str, wording: str) -> None:
    width, height = PAGE
    canvas.saveState()
    canvas.setFillColor(INK)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(template.title_size / 40)
    spaced = " ".join(title) if len(title) <= 4 else title
    draw_text(canvas, width / 2, height - 42 * mm, spaced, template.title_size, "centre", render_mode=2)
    canvas.restoreState()
    _draw_wording(canvas, wording, template.body_size)
    _draw_sign_off(canvas, info, template)


# The wording stays between the title and the organiser/seal block: its lowest line is here.
WORDING_BOTTOM = 66 * mm
SALUTATION_SCALE = 1.35  # the recipient's line: the largest after the title


def _draw_wording(canvas: Canvas, wording: str, size: float) -> None:
    """The first paragraph (the recipient, "{recipient}：") on one unbroken line, larger than
    the body; the rest in lines that never cut a name, event or place; all shrunk together
    until they clear the sign-off block and every such value fits a line."""
    width, height = PAGE
    left, right = 40 * mm, width - 40 * mm
    top = height - 72 * mm
    salutation, *body = wording.split("\n") if "\n" in wording else ("", wording)
    salutation = unmarked(salutation)
    for step in range(40):
        scale = 0.95 ** step
        body_size = size * scale
        first = fit_size(salutation, size * SALUTATION_SCALE * scale, right - left)
        broken = [break_lines(text, body_size, right - left, indent=2 * body_size) for text in body]
        needed = first * 1.6 + sum(len(lines) * body_size * LEADING + body_size * 0.5 for lines, _ in broken)
        if top - needed >= WORDING_BOTTOM and all(whole for _, whole in broken):
            break
    y = top
    if salutation:
        y -= first
        draw_text(canvas, left, y, salutation, first)
        y -= first * 0.6
    for lines, _ in broken:
        for row, line in enumerate(lines):
            y -= body_size * LEADING
            draw_text(canvas, left + (2 * body_size if row == 0 else 0), y + body_size * 0.35, line, body_size)
        y -= body_size * 0.5


LEADING = 1.6  # body line spacing, in font sizes


def _draw_sign_off(canvas: Canvas, info: TournamentInfo, template: CertificateTemplate) -> None:
    """Organiser and date at the bottom right; a dashed circle where the seal goes on a trial print."""
    width, _ = PAGE
    centre_x = width - 75 * mm
    date = template.date or info.dates
    lines = [line for line in (info.organiser, date) if line]
    for row, line in enumerate(lines):
        size = fit_size(line, 16, 110 * mm)
        draw_text(canvas, centre_x, 52 * mm - row * 10 * mm, line, size, "centre")
    if not template.seal_guide:
        return
    canvas.saveState()
    canvas.setStrokeColor(SEAL_GREY)
    canvas.setFillColor(SEAL_GREY)
    canvas.setDash(3, 3)
    canvas.circle(centre_x, 49 * mm, 19 * mm)
    draw_text(canvas, centre_x, 25 * mm, "（盖章处）", 8, "centre")
    canvas.restoreState()
