"""Keyboard input the GUI tests share (importable: pytest puts tests/ on sys.path)."""
from PySide6.QtCore import Qt


def type_entry(qtbot, page, table, code) -> None:
    """Type a table number and a result code on a results page, each ended by Enter, as a referee does."""
    page.table_input.selectAll()
    qtbot.keyClicks(page.table_input, str(table))
    qtbot.keyClick(page.table_input, Qt.Key_Return)
    qtbot.keyClicks(page.code_input, code)
    qtbot.keyClick(page.code_input, Qt.Key_Return)
