"""One loader for files under assets/, from a source checkout or an installed package."""
from __future__ import annotations

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"
CJK_FONT_FILE = ASSETS_DIR / "fonts" / "DroidSansFallbackFull.ttf"
CJK_FONT_NAME = "Droid Sans Fallback"


def asset_path(*parts: str) -> Path:
    """Absolute path of a file under assets/ (fonts, translations, sounds, icons)."""
    return ASSETS_DIR.joinpath(*parts)
