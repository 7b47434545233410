"""Parsed TrueType fonts kept in the user's cache folder, so a print does not parse 34 MB of fonts each time.

reportlab's TTFont reads a whole font and walks its tables (cmap, hmtx, loca)
into dicts and lists: ~0.1 s for Droid's 49,000 glyphs, as long again for
HanaMinB, on every `main.py print`. What that parse yields is plain data, kept
here with ``marshal`` (which builds only data, never runs code) and checked
before use: the font file's path, size and mtime and reportlab's version must
match the cache's key, a SHA-256 of the data must match the data, and the
tables must hang together; anything else (missing, stale, truncated, altered)
is parsed again and the cache rewritten. The font's own bytes are read only
when a PDF embeds its subset, as they are when parsed.
"""
from __future__ import annotations

import hashlib
import marshal
import os
import tempfile
from fnmatch import fnmatch
from pathlib import Path
from weakref import WeakKeyDictionary

import reportlab
from reportlab import rl_config
from reportlab.pdfbase import ttfonts
from reportlab.pdfbase.ttfonts import TTFNameBytes, TTFont, TTFontFace

CACHE_FORMAT = 1  # raised when what is kept changes
FONT_DATA = "_ttf_data"  # the font file's bytes: read again, never cached
NOT_KEPT = {FONT_DATA, "_pdfScale"}  # _pdfScale is a function of unitsPerEm
NAMES = ("name", "familyName", "styleName", "fullName", "uniqueFontID")  # TTFNameBytes: bytes with .ustr
REQUIRED = {"charToGlyph": dict, "charWidths": dict, "glyphToChar": dict, "glyphPos": list, "hmetrics": list,
            "table": dict, "numGlyphs": int, "unitsPerEm": int, "filename": str}


class _LazyFace(TTFontFace):
    """A face made from the cache: the font file is read when a subset is first made from it."""

    def __getattr__(self, name: str):
        if name != FONT_DATA:
            raise AttributeError(name)
        data = Path(self.filename).read_bytes()
        setattr(self, FONT_DATA, data)
        return data


def cached_ttfont(name: str, path: Path, folder: Path) -> TTFont:
    """A TTFont as ``TTFont(name, path)`` builds it, its parse taken from ``folder`` when the cache is sound."""
    font = TTFont.__new__(TTFont)
    font.fontName = name
    font.face = load_face(path, folder)
    font.encoding = ttfonts.TTEncoding()
    font.state = WeakKeyDictionary()
    font._asciiReadable = rl_config.ttfAsciiReadable
    font.shapable = not any(fnmatch(name, pattern) for pattern in ttfonts.unShapedFontGlob)
    return font


def load_face(path: Path, folder: Path) -> TTFontFace:
    """The parsed face of the font at ``path``: from the cache, else parsed and the cache (re)written."""
    face = face_from_cache(path, folder)
    if face is None:
        face = TTFontFace(str(path))
        _write(cache_file(path, folder), _key(path), {k: v for k, v in vars(face).items() if k not in NOT_KEPT})
    return face


def face_from_cache(path: Path, folder: Path) -> TTFontFace | None:
    """The cached face of ``path``, or None when there is none or it is not exactly this file's."""
    try:
        kept_format, key, digest, payload = marshal.loads(cache_file(path, folder).read_bytes())
        if kept_format != CACHE_FORMAT or key != _key(path) or hashlib.sha256(payload).hexdigest() != digest:
            return None
        state = marshal.loads(payload)
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not _consistent(state):
        return None
    face = _LazyFace.__new__(_LazyFace)
    vars(face).update(state)
    for name in NAMES:
        setattr(face, name, TTFNameBytes(state[name]))
    per_unit = 1000 / face.unitsPerEm
    face._pdfScale = (lambda x: x) if face.unitsPerEm == 1000 else (lambda x: x * per_unit)
    return face


def cache_file(path: Path, folder: Path) -> Path:
    """One file per font and place: two checkouts' fonts do not overwrite each other's cache."""
    where = hashlib.sha256(str(Path(path).resolve()).encode()).hexdigest()[:12]
    return folder / f"{Path(path).stem}-{where}.marshal"


def _key(path: Path) -> tuple:
    stat = os.stat(path)
    return str(Path(path).resolve()), stat.st_size, stat.st_mtime_ns, reportlab.Version


def _consistent(state: object) -> bool:
    """The tables' kinds and sizes agree as a parse leaves them (one glyph position more than glyphs)."""
    return (isinstance(state, dict)
            and all(isinstance(state.get(name), kind) for name, kind in REQUIRED.items())
            and all(isinstance(state.get(name), bytes) for name in NAMES)
            and state["unitsPerEm"] > 0
            and len(state["glyphPos"]) == state["numGlyphs"] + 1 == len(state["hmetrics"]) + 1
            and state["charToGlyph"].keys() == state["charWidths"].keys())


def _write(file: Path, key: tuple, state: dict) -> None:
    """Keep the parse with its key and the digest that proves it whole."""
    state = {**state, **{name: bytes(state[name]) for name in NAMES}}
    payload = marshal.dumps(state)
    write_whole(file, marshal.dumps((CACHE_FORMAT, key, hashlib.sha256(payload).hexdigest(), payload)))


def write_whole(file: Path, data: bytes) -> None:
    """Write a cache file whole or not at all; a folder that cannot be written costs only the next rebuild."""
    partial = None
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=file.parent, prefix=file.name, suffix=".partial", delete=False) as out:
            partial = Path(out.name)
            out.write(data)
        os.replace(partial, file)
    except OSError:
        if partial is not None:
            partial.unlink(missing_ok=True)
