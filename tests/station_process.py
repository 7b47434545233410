"""A referee station in a process of its own, for the tests that kill it: it opens the tournament in the
main window, types results on the events' results pages by keys, starts the round timer of the last event it
typed in (its 开始 button), says "typed" on stdout and waits to be killed (run as ``python station_process.py FILE
EVENT:TABLE:CODE …``; offscreen)."""
import sys

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton


def main(path: str, entries: list[str]) -> None:
    from app.views.shell.application import install_fonts
    from app.views.shell.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    install_fonts(app)
    window = MainWindow()
    window.open_tournament(path)
    window.show()
    for entry in entries:
        code, table, result = entry.split(":")
        tab = next(window.tabs.widget(i) for i in range(window.tabs.count()) if window.tabs.widget(i).code == code)
        window.tabs.setCurrentWidget(tab)
        tab.build_pages()
        tab.pages.setCurrentWidget(tab.results)
        page = tab.results
        page.table_input.setFocus()
        page.table_input.selectAll()
        QTest.keyClicks(page.table_input, table)
        QTest.keyClick(page.table_input, Qt.Key_Return)
        QTest.keyClicks(page.code_input, result)
        QTest.keyClick(page.code_input, Qt.Key_Return)
        app.processEvents()
    tab.pages.setCurrentWidget(tab.clocks)  # the last event's round timer started by its 开始 button
    start = next(button for button in tab.clocks.round_widget.findChildren(QPushButton)
                 if button.text() == "开始 / 继续")
    QTest.mouseClick(start, Qt.LeftButton)
    app.processEvents()
    print("typed", flush=True)
    app.exec()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
