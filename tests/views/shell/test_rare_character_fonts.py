"""The GUI and the hall draw the names the PDFs print: 𠮷 (CJK Extension B) has a glyph after start-up."""
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QWidget

from app.views.shell.application import install_fonts


def test_installed_fonts_cover_extension_b_and_the_droid_characters(qapp):
    """After install_fonts the application font (and a widget's, as the hall paints with) has 𠮷 and 䶮."""
    before = qapp.font()
    try:
        install_fonts(qapp)
        widget = QWidget()
        for font in (qapp.font(), widget.font()):
            metrics = QFontMetrics(font)
            assert metrics.inFontUcs4(0x20BB7) and metrics.inFontUcs4(0x4DAE) and metrics.inFontUcs4(ord("王"))
    finally:
        qapp.setFont(before)


def test_latin_text_is_not_drawn_in_the_rare_character_font(qapp):
    """The rare-character font (Ming style) only fills gaps: English labels keep the system's
    sans-serif (a family list skips the "Sans Serif" alias, which let HanaMinB draw Latin)."""
    from PySide6.QtGui import QFontDatabase, QTextLayout

    from app.views.shell.application import install_fonts
    install_fonts(qapp)
    layout = QTextLayout("Add player", qapp.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    used = {run.rawFont().familyName() for run in layout.glyphRuns()}
    system_fonts = set(QFontDatabase.families()) - {"HanaMinB", "Droid Sans Fallback"}
    assert "HanaMinB" not in used or not system_fonts, used
