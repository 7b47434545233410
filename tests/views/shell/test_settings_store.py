"""The interface language, read from the settings once (it is asked for every worded text on screen), follows
a switch at once."""
import pytest

from app.views.common.messages import result_words
from app.views.base import settings_store


@pytest.fixture
def window(open_main_window, demo_store):
    return open_main_window(demo_store)


def test_the_interface_language_follows_a_switch(window):
    assert settings_store.interface_language() == "zh" and result_words("反贼胜") == "反贼胜"
    window.set_language("en")
    try:
        assert settings_store.interface_language() == "en" and result_words("反贼胜") == "Rebels won"
        assert window.language == "en"
    finally:
        window.set_language("zh_CN")
    assert settings_store.interface_language() == "zh" and result_words("反贼胜") == "反贼胜"


def test_the_interface_language_is_read_once(monkeypatch):
    language = settings_store.interface_language()
    reads = []
    monkeypatch.setattr(settings_store, "get", lambda key: reads.append(key) or "en")
    assert [settings_store.interface_language() for _ in range(5)] == [language] * 5 and reads == []
