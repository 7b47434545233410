"""The parsed-font cache (#35.8): a print takes its fonts' parse from the user's cache folder, only when
the cache is exactly the font file's, and the PDF it makes is the PDF freshly parsed fonts make."""
from __future__ import annotations

import io
import marshal
import os
import shutil
from pathlib import Path

import pytest
import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont, TTFontFile
from reportlab.pdfgen.canvas import Canvas

from app.assets import CJK_FONT_FILE, CJK_FONT_NAME, RARE_FONT_FILE, RARE_FONT_NAME
from app.printing import font_cache, fonts
from app.printing.font_cache import cache_file, cached_ttfont, face_from_cache, load_face
from app.user_folder import cache_folder

PARSED = ("charToGlyph", "charWidths", "glyphPos", "hmetrics", "table", "name", "ascent", "descent", "bbox", "flags")


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """The font files reportlab parses from here on (its table walk, TTFontFile.extractInfo)."""
    seen: list[str] = []
    walk = TTFontFile.extractInfo

    def counted(face, *args, **kwargs):
        seen.append(Path(face.filename).name)
        return walk(face, *args, **kwargs)
    monkeypatch.setattr(TTFontFile, "extractInfo", counted)
    return seen


@pytest.fixture
def vera(tmp_path) -> Path:
    """A copy of the Latin font (small: quick to parse) that a test may touch."""
    return Path(shutil.copy(fonts.LATIN_FONT_FILE, tmp_path / "Vera.ttf"))


def same_parse(face, other) -> bool:
    return all(getattr(face, name) == getattr(other, name) for name in PARSED)


def test_the_station_s_fonts_come_from_the_cache_once_parsed(parses):
    folder = cache_folder() / "fonts"
    for name, file in ((CJK_FONT_NAME, CJK_FONT_FILE), (RARE_FONT_NAME, RARE_FONT_FILE)):
        cached_ttfont(name, file, folder)  # parsed here unless an earlier test did
    parses.clear()
    cjk = cached_ttfont(CJK_FONT_NAME, CJK_FONT_FILE, folder)
    rare = cached_ttfont(RARE_FONT_NAME, RARE_FONT_FILE, folder)
    assert parses == []
    assert same_parse(cjk.face, TTFont(CJK_FONT_NAME, str(CJK_FONT_FILE)).face)
    assert rare.face.charToGlyph[ord("𠮷")] > 0
    assert parses == ["DroidSansFallbackFull.ttf"]  # only the fresh TTFont compared with


def test_a_cached_font_is_the_font_reportlab_builds(vera, tmp_path):
    load_face(vera, tmp_path / "cache")
    fresh, cached = TTFont("Vera", str(vera)), cached_ttfont("Vera", vera, tmp_path / "cache")
    assert vars(cached).keys() == vars(fresh).keys()
    assert (cached.fontName, cached._asciiReadable, cached.shapable) == (fresh.fontName, fresh._asciiReadable,
                                                                         fresh.shapable)
    assert vars(cached.face).keys() - {"_ttf_data"} == vars(fresh.face).keys() - {"_ttf_data"}
    assert same_parse(cached.face, fresh.face)
    assert cached.face.name.ustr == fresh.face.name.ustr
    assert cached.face._pdfScale(2048) == fresh.face._pdfScale(2048) == 1000
    assert "_ttf_data" not in vars(cached.face)  # read only when a subset is made
    assert cached.face.makeSubset([0, 65, 66]) == fresh.face.makeSubset([0, 65, 66])


def test_a_changed_font_file_is_parsed_again_and_its_cache_rewritten(vera, tmp_path, parses):
    folder = tmp_path / "cache"
    load_face(vera, folder)
    assert face_from_cache(vera, folder) is not None
    stat = vera.stat()
    os.utime(vera, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert face_from_cache(vera, folder) is None
    parses.clear()
    assert same_parse(load_face(vera, folder), TTFont("Vera", str(fonts.LATIN_FONT_FILE)).face)
    assert parses == ["Vera.ttf", "Vera.ttf"]  # the changed file, then the original compared with
    assert face_from_cache(vera, folder) is not None


def test_a_cache_from_another_reportlab_is_not_used(vera, tmp_path, monkeypatch):
    load_face(vera, tmp_path)
    monkeypatch.setattr(reportlab, "Version", reportlab.Version + ".1")
    assert face_from_cache(vera, tmp_path) is None


def _flip_a_byte(data: bytes) -> bytes:
    kept_format, key, digest, payload = marshal.loads(data)
    middle = len(payload) // 2
    payload = payload[:middle] + bytes([payload[middle] ^ 1]) + payload[middle + 1:]
    return marshal.dumps((kept_format, key, digest, payload))


def _inconsistent(data: bytes) -> bytes:
    kept_format, key, _digest, payload = marshal.loads(data)
    state = marshal.loads(payload)
    state["glyphPos"] = state["glyphPos"][:-1]
    payload = marshal.dumps(state)
    return marshal.dumps((kept_format, key, font_cache.hashlib.sha256(payload).hexdigest(), payload))


@pytest.mark.parametrize("spoil", [lambda data: data[:len(data) // 2], lambda data: b"not a cache",
                                   lambda data: b"", _flip_a_byte, _inconsistent,
                                   lambda data: marshal.dumps(("a", "tuple", "of", "strings"))],
                         ids=["truncated", "garbage", "empty", "flipped-byte", "inconsistent-tables", "other-data"])
def test_a_spoilt_cache_is_refused_and_rebuilt(vera, tmp_path, parses, spoil):
    folder = tmp_path / "cache"
    load_face(vera, folder)
    file = cache_file(vera, folder)
    file.write_bytes(spoil(file.read_bytes()))
    assert face_from_cache(vera, folder) is None
    parses.clear()
    face = load_face(vera, folder)
    assert parses == ["Vera.ttf"]
    assert same_parse(face, face_from_cache(vera, folder))


def test_an_unwritable_cache_folder_costs_only_the_parse(vera, tmp_path):
    blocked = tmp_path / "a file"
    blocked.write_text("")
    face = load_face(vera, blocked / "fonts")
    assert face.charToGlyph[ord("A")] > 0
    assert face_from_cache(vera, blocked / "fonts") is None
    assert sorted(os.listdir(tmp_path)) == ["Vera.ttf", "a file"]  # no partial file left behind


def _mixed_pdf() -> bytes:
    """A page of every script the station prints with the three fonts registered now (invariant: no date, no ID)."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, initialFontName=fonts.register_fonts())
    for line, text in enumerate(["南宁驻邕杯 第3轮 Round 3", "王𠮷 vs 䶮堃 1-0", "Player 40 (广西大学) 7.5"]):
        fonts.draw_text(canvas, 40, 700 - 30 * line, text, 14)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_a_pdf_from_cached_fonts_is_the_pdf_from_parsed_fonts(monkeypatch):
    station_fonts = ((CJK_FONT_NAME, CJK_FONT_FILE), (fonts.LATIN_FONT_NAME, fonts.LATIN_FONT_FILE),
                     (RARE_FONT_NAME, RARE_FONT_FILE))
    fonts.register_fonts()
    fonts._rare_font()
    for name, file in station_fonts:
        load_face(file, cache_folder() / "fonts")  # the cache written, if no test did
        font = cached_ttfont(name, file, cache_folder() / "fonts")
        assert type(font.face) is font_cache._LazyFace
        monkeypatch.setitem(pdfmetrics._fonts, name, font)
    cached = _mixed_pdf()
    for name, file in station_fonts:
        monkeypatch.setitem(pdfmetrics._fonts, name, TTFont(name, str(file)))
    parsed = _mixed_pdf()
    assert parsed.count(b"/FontFile2") == 3 and parsed.count(b"/ToUnicode") == 3
    assert cached == parsed
