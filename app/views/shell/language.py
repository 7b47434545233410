"""The interface language: which translators are installed (the main window switches it at run time)."""
from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.assets import asset_path

_translators: list[QTranslator] = []


def install_language(app: QApplication, language: str) -> None:
    """Chinese is our source language; English loads the shipped .qm.

    Qt's own texts (OK, Cancel, Restore Defaults …) come from Qt's qtbase_*.qm.
    """
    while _translators:
        app.removeTranslator(_translators.pop())
    files = [(QLibraryInfo.path(QLibraryInfo.TranslationsPath), f"qtbase_{language}.qm")]
    if language.startswith("en"):
        files.append((str(asset_path("translations")), "station_en.qm"))
    for folder, name in files:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _translators.append(translator)
    QLocale.setDefault(QLocale(language))
