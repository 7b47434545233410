"""docs/user-guide.md's table of keys is the program's: every key the menus carry (read from the menus, as F1 reads
them) and every page key of the F1 sheet is listed there with its menu path, in Chinese and in English."""
from pathlib import Path

from app.views.shell import help_dialog

GUIDE = Path(__file__).resolve().parents[3] / "docs" / "user-guide.md"


def _keys_section() -> list[str]:
    text = GUIDE.read_text(encoding="utf-8")
    section = text.split("\n## Keys", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if line.startswith("| ")]


def _row_of(rows: list[str], key: str, what: str) -> bool:
    return any(row.startswith(f"| {key} |") and what in row for row in rows)


def test_the_user_guide_lists_every_menu_key_in_both_languages(open_main_window, demo_store):
    window = open_main_window(demo_store)
    rows = _keys_section()
    missing = []
    for language in ("zh_CN", "en"):
        window.set_language(language)
        missing += [f"{key}: {path}" for key, path in help_dialog.menu_keys(window.menuBar())
                    if not _row_of(rows, key, path)]
    window.set_language("zh_CN")
    assert missing == []


def test_the_user_guide_lists_every_page_key_of_the_f1_sheet():
    rows = _keys_section()
    assert [key for key, text in help_dialog.PAGE_KEYS if not _row_of(rows, key, text)] == []
