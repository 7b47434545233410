"""Fixtures every room's view tests share."""
import pytest
from PySide6.QtWidgets import QApplication

from app.views.shell import settings_store
from app.views.shell.language import install_language


@pytest.fixture
def english(qapp):
    """The interface switched to English as 视图 ▸ 语言 does (translator and remembered setting),
    and back afterwards."""
    before = settings_store.get("language")
    settings_store.put("language", "en")
    install_language(QApplication.instance(), "en")
    yield
    settings_store.put("language", before)
    install_language(QApplication.instance(), before)
