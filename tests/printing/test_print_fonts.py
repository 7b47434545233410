"""Mixed-script text: ASCII runs in the Latin font, CJK in the Droid font, all embedded."""
import os
import subprocess
import sys

import pytest

from app.assets import CJK_FONT_NAME
from app.printing.fonts import LATIN_FONT_NAME, fit_size, font_runs, markup, text_width

CJK, LATIN = CJK_FONT_NAME, LATIN_FONT_NAME


@pytest.mark.parametrize("text, runs", [
    ("象棋", [(CJK, "象棋")]),
    ("Round 3", [(LATIN, "Round 3")]),
    ("第3轮", [(CJK, "第"), (LATIN, "3"), (CJK, "轮")]),
    ("王伟 12", [(CJK, "王伟 "), (LATIN, "12")]),
    ("（黑）", [(CJK, "（黑）")]),
    ("", []),
])
def test_font_runs_give_each_character_a_font_that_has_it(text, runs):
    """The CJK font has no Latin letters or digits, so those go to the Latin font."""
    assert font_runs(text) == runs


def test_markup_escapes_and_wraps_ascii_runs():
    """Names with & or < must not break the paragraph parser; ASCII gets the Latin font."""
    assert markup("Sci & Tech<1>") == f'<font name="{LATIN}">Sci &amp; Tech&lt;1&gt;</font>'
    assert markup("王\n李") == "王<br/>李"


def test_text_width_counts_both_fonts_and_fit_size_shrinks_to_fit():
    """Centred and right-aligned text needs the width of every run."""
    assert text_width("第3轮", 10) > text_width("第轮", 10) > 0
    size = fit_size("南宁市驻邕高校联合会" * 3, 16, 300)
    assert size < 16 and text_width("南宁市驻邕高校联合会" * 3, size) <= 300.5
    assert fit_size("王", 16, 100) == 16


PRINT_PARSES = """
from reportlab.pdfbase.ttfonts import TTFontFile
from app.printing.fonts import text_width
parsed, walk = [], TTFontFile.extractInfo
TTFontFile.extractInfo = lambda face, *args: parsed.append(face) or walk(face, *args)
print(len(parsed) if text_width("王𠮷 Round 3", 12) > 0 else "no width")
"""


def test_a_second_print_process_parses_no_font(tmp_path):
    """#35.8: each print parsed 34 MB of fonts (~0.3 s); the parse is kept in the user's cache folder."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    runs = [subprocess.run([sys.executable, "-c", PRINT_PARSES], env=env, capture_output=True, text=True, check=True)
            for _ in range(2)]
    assert [run.stdout.strip() for run in runs] == ["3", "0"]
