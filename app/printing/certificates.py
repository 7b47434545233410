"""Certificates (荣誉证书) and the 棋王杯 page: A4 landscape, one PDF for a whole batch.

The wording is a template the referee can change. Placeholders (``PLACEHOLDERS``):

``{recipient}``  the player as "school name" (individual, cup) or the school (teams)
``{name}`` ``{school}``  the player's (or the team's) name and school
``{event}``      the event name, empty for the overall team ranking
``{category}``   个人 / 团体 / 总团体
``{place}``      第一名 … (并列第三名 for a shared place); ``{place_no}`` the number 1 …
``{award_line}`` "，并获奖金" for prize places, "，并获奖杯" for overall teams, else empty
``{tournament}`` ``{organiser}`` ``{venue}`` ``{date}``  from the tournament

A line break in the wording starts a new paragraph; paragraphs after the first
are indented by two characters.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from app.messages import Coded
from app.printing.data import CHAMPION_CUP, EVENT_TEAM, INDIVIDUAL, OVERALL_TEAM, Award, TournamentInfo
from app.printing.fonts import draw_text, fit_size, markup, register_fonts
from app.printing.layout import Output, target

PLACEHOLDERS = ("recipient", "name", "school", "event", "category", "place", "place_no",
                "award_line", "tournament", "organiser", "venue", "date")
DEFAULT_WORDING = "{recipient}：\n在{tournament}中，荣获{event}{category}{place}{award_line}。\n特发此证，以资鼓励。"
DEFAULT_CUP_WORDING = "{recipient}：\n在{tournament}中，荣获{event}个人冠军，特授予“棋王杯”。"
CATEGORIES = {INDIVIDUAL: "个人", EVENT_TEAM: "团体", OVERALL_TEAM: "总团体", CHAMPION_CUP: "个人"}
CHINESE_DIGITS = "零一二三四五六七八九"
INK = colors.HexColor("#8b1a1a")
SEAL_GREY = colors.HexColor("#b0b0b0")
PAGE = landscape(A4)


class CertificateError(Coded, ValueError):
    """A certificate template the station cannot fill."""


@dataclass(frozen=True)
class CertificateTemplate:
    """Wording and look of the certificates; every field can be changed by the referee."""

    title: str = "荣誉证书"
    wording: str = DEFAULT_WORDING
    cup_title: str = "棋王杯"
    cup_wording: str = DEFAULT_CUP_WORDING
    prize_line: str = "，并获奖金"
    trophy_line: str = "，并获奖杯"
    background_image: str | Path | None = None  # drawn over the whole page; replaces the border
    date: str = ""  # printed date; empty: the tournament's dates
    title_size: float = 52
    body_size: float = 24
    serial_prefix: str = ""  # non-empty: each page numbered "证书编号：<prefix>001" …
    seal_guide: bool = False  # the dashed circle where the seal goes: for a trial print only

    def check(self) -> None:
        """Raise CertificateError naming the first unknown or malformed placeholder, or a bad picture.

        A placeholder is a bare name: a format spec or conversion (``{name:>2000000000}``,
        ``{place:{place}}``, ``{name!r}``) could exhaust memory or print internals.
        """
        for text in (self.wording, self.cup_wording):
            try:
                fields = [(f, spec, conversion) for _, f, spec, conversion in string.Formatter().parse(text)
                          if f is not None]
            except ValueError as error:
                raise CertificateError("certificate.malformed", error=error) from None
            for field, spec, conversion in fields:
                if field not in PLACEHOLDERS:
                    raise CertificateError("certificate.unknown_placeholder", field=field,
                                           placeholders=list(PLACEHOLDERS))
                if spec or conversion:
                    written = field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
                    raise CertificateError("certificate.placeholder_format", written=written[:60], field=field)
        if self.background_image:
            _check_picture(Path(self.background_image))


def _check_picture(path: Path) -> None:
    """The background must be a picture reportlab can draw (PNG or JPEG)."""
    if not path.is_file():
        raise CertificateError("certificate.no_background", path=path)
    try:
        ImageReader(str(path)).getSize()
    except Exception as error:  # noqa: BLE001 - PIL raises many types for a file that is no picture
        raise CertificateError("certificate.bad_background", path=path.name, name=type(error).__name__) from None


def place_text(place: int, shared: bool = False) -> str:
    """第一名 … 第十名, then 第11名; a shared place is 并列第三名."""
    shared_word = "并列" if shared else ""
    if 1 <= place <= 9:
        return f"{shared_word}第{CHINESE_DIGITS[place]}名"
    return shared_word + ("第十名" if place == 10 else f"第{place}名")


def fill(template: CertificateTemplate, info: TournamentInfo, award: Award) -> tuple[str, str]:
    """The (title, wording) of one certificate with every placeholder filled."""
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
    cup = award.kind == CHAMPION_CUP
    wording = template.cup_wording if cup else template.wording
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
        title, wording = fill(template, info, award)
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
        canvas.drawImage(ImageReader(str(template.background_image)), 0, 0, width, height,
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
    the body; the rest wrapped, all shrunk together until they clear the sign-off block."""
    width, height = PAGE
    left, right = 40 * mm, width - 40 * mm
    top = height - 72 * mm
    salutation, *body = wording.split("\n") if "\n" in wording else ("", wording)
    for step in range(40):
        scale = 0.95 ** step
        first = fit_size(salutation, size * SALUTATION_SCALE * scale, right - left)
        paragraphs = [Paragraph(markup(text), _body_style(round(size * scale, 2), indent=True))
                      for text in body]
        heights = [p.wrapOn(canvas, right - left, height)[1] for p in paragraphs]
        needed = first * 1.3 + sum(h + size * scale * 0.5 for h in heights)
        if top - needed >= WORDING_BOTTOM:
            break
    y = top
    if salutation:
        y -= first
        draw_text(canvas, left, y, salutation, first)
        y -= first * 0.6
    for paragraph, used in zip(paragraphs, heights):
        y -= used
        paragraph.drawOn(canvas, left, y)
        y -= size * scale * 0.5


@lru_cache(maxsize=None)
def _body_style(size: float, indent: bool) -> ParagraphStyle:
    return ParagraphStyle(
        f"certificate{size}{indent}", fontName=register_fonts(), fontSize=size,
        leading=size * 1.6, wordWrap="CJK", firstLineIndent=2 * size if indent else 0)


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
