"""Embedded fonts and mixed-script text: CJK from the bundled Droid font, ASCII from Vera,
rare characters (CJK Extension B–F, e.g. 𠮷) from HanaMinB.

DroidSansFallbackFull has no Latin letters or digits and no Extension B, so
every string is cut into runs and each run is set in a font that has its
glyphs. All three fonts are TrueType; reportlab subsets and embeds them in
every PDF. HanaMinB (30 MB) is read only when a text needs it. Each is parsed
once and then taken from the user's cache folder (app/printing/font_cache.py).
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path
from weakref import WeakKeyDictionary

import reportlab
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

from app.assets import CJK_FONT_FILE, CJK_FONT_NAME, RARE_FONT_FILE, RARE_FONT_NAME
from app.printing.font_cache import cached_ttfont
from app.user_folder import cache_folder

# Bitstream Vera Sans ships inside reportlab itself (reportlab/fonts/Vera.ttf).
LATIN_FONT_NAME = "Vera"
LATIN_FONT_FILE = Path(reportlab.__file__).parent / "fonts" / "Vera.ttf"


def _registered(name: str, file: Path) -> TTFont:
    font = cached_ttfont(name, file, cache_folder() / "fonts")
    pdfmetrics.registerFont(font)
    return font


@lru_cache(maxsize=1)
def _fonts() -> tuple[TTFont, TTFont]:
    return _registered(CJK_FONT_NAME, CJK_FONT_FILE), _registered(LATIN_FONT_NAME, LATIN_FONT_FILE)


@lru_cache(maxsize=1)
def _rare_font() -> TTFont:
    return _registered(RARE_FONT_NAME, RARE_FONT_FILE)


def _to_unicode_cmap(fontname: str, subset) -> str:
    """A subset's ToUnicode CMap with each code point in UTF-16 (a surrogate pair above U+FFFF).

    reportlab's own writes U+20BB7 as ``<20BB7>``, an odd-length string that PDF
    readers reject: 𠮷 would print but vanish from copied or searched text.
    """
    def utf16(code: int) -> str:
        return chr(code).encode("utf-16-be", "surrogatepass").hex().upper()

    return "\n".join([
        "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap", "/CIDSystemInfo",
        f"<< /Registry ({fontname})", f"/Ordering ({fontname})", "/Supplement 0", ">> def",
        f"/CMapName /{fontname} def", "/CMapType 2 def", "1 begincodespacerange",
        f"<00> <{len(subset) - 1:02X}>", "endcodespacerange", f"{len(subset)} beginbfchar",
        *(f"<{index:02X}> <{utf16(code)}>" for index, code in enumerate(subset)),
        "endbfchar", "endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end",
    ])


ttfonts.makeToUnicodeCMap = _to_unicode_cmap  # TTFont.addObjects looks it up at save time


def register_fonts() -> str:
    """Register both fonts once per process; return the CJK font name (the base font)."""
    _fonts()
    return CJK_FONT_NAME


@lru_cache(maxsize=8192)
def _font_of(char: str) -> str | None:
    """The first bundled font with a glyph for ``char``; None for none (or a space or control)."""
    cjk, latin = _fonts()
    code = ord(char)
    if code < 128 and code in latin.face.charToGlyph:
        return LATIN_FONT_NAME
    if code in cjk.face.charToGlyph:
        return CJK_FONT_NAME
    if code in latin.face.charToGlyph:
        return LATIN_FONT_NAME
    if _invisible(char):
        return None  # a line break must not load the large fallback font
    if code in _rare_font().face.charToGlyph:
        return RARE_FONT_NAME
    return None


def _invisible(char: str) -> bool:
    return char.isspace() or unicodedata.category(char)[0] in "CZ"


def undrawable_characters(text: str) -> list[str]:
    """The visible characters of ``text`` no bundled font can draw, once each, in order.

    Such a character would print as an empty box; the roster refuses a name
    with one (app/roster/columns.py) so no name loses a character on paper.
    """
    return list(dict.fromkeys(char for char in text if not _invisible(char) and _font_of(char) is None))


def font_runs(text: str) -> list[tuple[str, str]]:
    """Cut ``text`` into (font name, run) pairs; spaces stay in the run they are in.

    A character no font has stays in the run it is in (it shows as a box);
    the roster refuses such names before they reach a sheet. Kept per text: a
    60-table sheet draws the same headers and labels hundreds of times.
    """
    return list(_font_runs(text))


@lru_cache(maxsize=16384)
def _font_runs(text: str) -> tuple[tuple[str, str], ...]:
    runs: list[tuple[str, str]] = []
    for char in text:
        font = _font_of(char)
        if font is None or (char == " " and runs):
            font = runs[-1][0] if runs else CJK_FONT_NAME
        if runs and runs[-1][0] == font:
            runs[-1] = (font, runs[-1][1] + char)
        else:
            runs.append((font, char))
    return tuple(runs)


def _escaped(text: str) -> str:
    """``text`` with Paragraph markup's three characters escaped, as xml.sax.saxutils.escape does without
    importing urllib and http for it (0.01 s of every print's process)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def markup(text: object) -> str:
    """Paragraph markup of ``text``: escaped, runs not in the CJK base font wrapped in their font."""
    parts = []
    for font, run in font_runs(str(text)):
        run = _escaped(run).replace("\n", "<br/>")
        parts.append(run if font == CJK_FONT_NAME else f'<font name="{font}">{run}</font>')
    return "".join(parts)


@lru_cache(maxsize=16384)
def text_width(text: str, size: float) -> float:
    """Width in points of ``text`` set at ``size`` with the mixed fonts (kept per text and size)."""
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
    operators = _set_text(canvas, text, size, render_mode) if canvas.bottomup else None
    if operators is None:  # (no sheet draws top down) the text object writes the flipped origin
        canvas.drawText(_text_object(canvas, x, y, text, size, render_mode))
        return
    canvas.addLiteral(f"BT 1 0 0 1 {fp_str(x, y)} Tm {operators}")


def _text_object(canvas, x: float, y: float, text: str, size: float, render_mode: int):
    line = canvas.beginText(x, y)
    line.setTextRenderMode(render_mode)
    for font, run in font_runs(text):
        line.setFont(font, size)
        line.textOut(run)
    return line


# canvas → (text, size, render mode) → its operators; a canvas is one PDF document
_SET_TEXTS: WeakKeyDictionary = WeakKeyDictionary()
AT_ORIGIN = "BT 1 0 0 1 0 0 Tm "  # how a text object begun at (0, 0) starts


def _set_text(canvas, text: str, size: float, render_mode: int) -> str | None:
    """The operators a text object writes for ``text`` after its origin, to its ET, kept per PDF document
    (None if reportlab's text object starts otherwise than expected: the caller draws one as is).

    A 300-player sheet draws thousands of cells, many alike (places, points, schools);
    a glyph's subset and code, once the document has given them, never change, so the
    same text sets the same operators anywhere in it.
    """
    known = _SET_TEXTS.get(canvas)
    if known is None:
        known = _SET_TEXTS[canvas] = {}
    key = (text, size, render_mode)
    operators = known.get(key)
    if operators is None:
        code = _text_object(canvas, 0, 0, text, size, render_mode).getCode()
        operators = known[key] = code[len(AT_ORIGIN):] if code.startswith(AT_ORIGIN) else None
    return operators


def fit_size(text: str, size: float, max_width: float, min_size: float = 6.0) -> float:
    """The largest size up to ``size`` at which ``text`` fits ``max_width`` (not below ``min_size``)."""
    width = text_width(text, size)
    if width <= max_width or width == 0:
        return size
    return max(min_size, size * max_width / width)
