"""Embedded fonts and mixed-script text: CJK from the bundled Droid font, ASCII from Vera.

DroidSansFallbackFull has no Latin letters or digits, so every string is cut
into runs and each run is set in a font that has its glyphs. Both fonts are
TrueType; reportlab subsets and embeds them in every PDF.
"""
from __future__ import annotations

from functools import lru_cache
from xml.sax.saxutils import escape

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from app.assets import CJK_FONT_FILE, CJK_FONT_NAME

# Bitstream Vera Sans ships inside reportlab itself (reportlab/fonts/Vera.ttf).
LATIN_FONT_NAME = "Vera"
LATIN_FONT_FILE = "Vera.ttf"


@lru_cache(maxsize=1)
def _fonts() -> tuple[TTFont, TTFont]:
    cjk = TTFont(CJK_FONT_NAME, str(CJK_FONT_FILE))
    latin = TTFont(LATIN_FONT_NAME, LATIN_FONT_FILE)
    pdfmetrics.registerFont(cjk)
    pdfmetrics.registerFont(latin)
    return cjk, latin


def register_fonts() -> str:
    """Register both fonts once per process; return the CJK font name (the base font)."""
    _fonts()
    return CJK_FONT_NAME


@lru_cache(maxsize=4096)
def _font_of(char: str) -> str | None:
    cjk, latin = _fonts()
    code = ord(char)
    if code < 128 and code in latin.face.charToGlyph:
        return LATIN_FONT_NAME
    if code in cjk.face.charToGlyph:
        return CJK_FONT_NAME
    if code in latin.face.charToGlyph:
        return LATIN_FONT_NAME
    return None


def font_runs(text: str) -> list[tuple[str, str]]:
    """Cut ``text`` into (font name, run) pairs; spaces stay in the run they are in.

    A character neither font has is set in the CJK font (it shows as a box),
    so nothing is silently dropped.
    """
    runs: list[tuple[str, str]] = []
    for char in text:
        font = _font_of(char)
        if font is None or (char == " " and runs):
            font = runs[-1][0] if runs else CJK_FONT_NAME
        if runs and runs[-1][0] == font:
            runs[-1] = (font, runs[-1][1] + char)
        else:
            runs.append((font, char))
    return runs


def markup(text: object) -> str:
    """Paragraph markup of ``text``: escaped, ASCII runs wrapped in the Latin font."""
    parts = []
    for font, run in font_runs(str(text)):
        run = escape(run).replace("\n", "<br/>")
        parts.append(run if font == CJK_FONT_NAME else f'<font name="{font}">{run}</font>')
    return "".join(parts)


def text_width(text: str, size: float) -> float:
    """Width in points of ``text`` set at ``size`` with the mixed fonts."""
    register_fonts()
    return sum(pdfmetrics.stringWidth(run, font, size) for font, run in font_runs(text))


def draw_text(canvas, x: float, y: float, text: str, size: float, align: str = "left",
              render_mode: int = 0) -> None:
    """Draw one line of mixed text on a reportlab canvas; align is left, centre or right.

    ``render_mode`` 2 fills and strokes the glyphs: a heavier weight for titles,
    since the CJK font has no bold face.
    """
    width = text_width(text, size)
    if align == "centre":
        x -= width / 2
    elif align == "right":
        x -= width
    line = canvas.beginText(x, y)
    line.setTextRenderMode(render_mode)
    for font, run in font_runs(text):
        line.setFont(font, size)
        line.textOut(run)
    canvas.drawText(line)


def fit_size(text: str, size: float, max_width: float, min_size: float = 6.0) -> float:
    """The largest size up to ``size`` at which ``text`` fits ``max_width`` (not below ``min_size``)."""
    width = text_width(text, size)
    if width <= max_width or width == 0:
        return size
    return max(min_size, size * max_width / width)
