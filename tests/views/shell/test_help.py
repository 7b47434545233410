"""Help inside the program: F1 lists every key from the menus and the pages, and the guide walks
a first tournament, both in the interface language."""
import re

from PySide6.QtCore import Qt

CJK = re.compile(r"[\u3400-\u9fff]")


def test_f1_opens_the_key_sheet_with_menu_and_page_keys(open_main_window, demo_store, qtbot):
    """F1 shows a sheet naming Ctrl+P, Ctrl+I, the hall keys and Undo, with what each does."""
    window = open_main_window(demo_store)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key_F1)
    qtbot.waitUntil(lambda: getattr(window, "help", None) is not None and window.help.isVisible())
    text = window.help.browser.toPlainText()
    for key, what in (("Ctrl+P", "编排下一轮"), ("Ctrl+I", "导入报名表"), ("F9", "冻结翻页"),
                      ("Ctrl+Z", "撤销"), ("Esc", "退出全屏")):
        assert key in text and what in text, (key, what)


def test_help_in_english_has_no_chinese(open_main_window, demo_store, qtbot):
    """In English the key sheet and the guide are English throughout."""
    window = open_main_window(demo_store)
    window.set_language("en")
    try:
        window.show_keys()
        keys = window.help.browser.toPlainText()
        window.show_guide()
        guide = window.help.browser.toPlainText()
    finally:
        window.set_language("zh_CN")
    assert "Pair the next round" in keys and "Import" in keys
    assert "printed sheet and certificate stay in Chinese" in keys  # the choice, said where keys are looked up
    assert "Ctrl+I" in guide and "certificates" in guide.lower()
    assert not CJK.findall(keys.replace("中文", "")) and not CJK.findall(guide)
