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


def test_only_the_settings_store_opens_qsettings():
    """Every GUI setting is declared once, with its type and default, in settings_store: no other app module opens
    QSettings with keys of its own (the hall's and the print preview's once did)."""
    import ast
    from pathlib import Path

    app_folder = Path(settings_store.__file__).resolve().parents[2]
    opened = sorted(str(path.relative_to(app_folder.parent)) for path in app_folder.rglob("*.py")
                    if path.name != "settings_store.py"
                    and any(isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "QSettings"
                            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))))
    assert opened == []


def test_a_screens_own_hall_keeps_its_settings_apart_from_the_main_hall():
    """The hall's pages, interval and share are declared once; a screen's own hall reads and writes them under that
    screen's name, the main hall under the plain key."""
    settings_store.put("hall/interval", 15)
    settings_store.put("hall/interval", 5, screen="HDMI-2")
    settings_store.put("hall/pages", ["standings:xiangqi"], screen="HDMI-2")
    assert settings_store.get("hall/interval") == 15
    assert settings_store.get("hall/interval", screen="HDMI-2") == 5
    assert settings_store.get("hall/pages", screen="HDMI-2") == ["standings:xiangqi"]
    assert settings_store.get("hall/pages", screen="HDMI-3") == [] and settings_store.get("hall/part") == "1/1"
    assert settings_store.get("print_preview/geometry") is None
