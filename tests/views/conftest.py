"""Fixtures every room's view tests share."""
import pytest
from PySide6.QtWidgets import QApplication

from app.views.base import settings_store
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


@pytest.fixture(autouse=True)
def bidian_answer(monkeypatch):
    """The 比点 question a 3v3 game 1 asks, a modal box that any view opening a console may show:
    answered by the test (team 0 unless it says otherwise)."""
    answers = {"winner": 0, "asked": 0}

    def answer(_parent, sides):
        answers["asked"] += 1
        return answers["winner"]
    monkeypatch.setattr("app.views.sanguosha.console_window.ask_bidian", answer)
    return answers
