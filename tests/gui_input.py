"""Input the GUI tests share: keyboard entry, and forms filled in (importable: pytest puts tests/ on sys.path)."""
from PySide6.QtCore import Qt


def type_entry(qtbot, page, table, code) -> None:
    """Type a table number and a result code on a results page, each ended by Enter, as a referee does."""
    page.table_input.selectAll()
    qtbot.keyClicks(page.table_input, str(table))
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    qtbot.keyClicks(page.code_input, code)
    qtbot.keyClick(page.code_input, Qt.Key_Return)


def fill_and_accept(monkeypatch, dialog_class, fill) -> None:
    """Every ``dialog_class`` form the page opens is filled by ``fill(dialog)`` and accepted (OK pressed)."""
    def run(dialog):
        fill(dialog)
        dialog.accept()
        return dialog.result()
    monkeypatch.setattr(dialog_class, "exec", run)


def press_keys(qtbot, widget, *keys) -> None:
    """Keys pressed in turn on ``widget``; a string is typed character by character."""
    for key in keys:
        if isinstance(key, str):
            qtbot.keyClicks(widget, key)
        else:
            qtbot.keyClick(widget, key)
