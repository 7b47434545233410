"""The GUI and the hall draw the names the PDFs print: 𠮷 (CJK Extension B) has a glyph after start-up."""
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QWidget

from app.views.application import install_fonts


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
