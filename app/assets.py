"""One loader for files under assets/ and db/, from a source checkout or an installed package.

In a checkout they sit beside app/; a wheel ships them inside the package as app/bundled/
(see setup.py), so the installed station finds them wherever it is run from.
"""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    bundled = _PACKAGE / "bundled" / name
    return bundled if bundled.is_dir() else _PACKAGE.parent / name


ASSETS_DIR = _shipped("assets")
DB_DIR = _shipped("db")  # the Alembic environment and its migrations
CJK_FONT_FILE = ASSETS_DIR / "fonts" / "DroidSansFallbackFull.ttf"
CJK_FONT_NAME = "Droid Sans Fallback"
# The fallback for what Droid lacks: CJK Extension B–F (𠮷 U+20BB7 …), loaded only when needed.
RARE_FONT_FILE = ASSETS_DIR / "fonts" / "HanaMinB.ttf"
RARE_FONT_NAME = "HanaMinB"


def asset_path(*parts: str) -> Path:
    """Absolute path of a file under assets/ (fonts, translations, sounds, icons)."""
    return ASSETS_DIR.joinpath(*parts)
