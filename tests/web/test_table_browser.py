"""A table's result entered as people enter it (#37 item 7): a player on a 390×844 phone, the opponent on another
phone (a browser of its own: its own cookies), and the desk's results page (pytest-qt) — headless Chromium on
127.0.0.1 only.

Needs Debian's ``chromium`` and ``chromium-driver`` (.ci/run installs them); without them the test fails and
says how to install them.
"""
import pytest

from app.models.store import open_store
from app.services.round_views import round_view
from app.services.rounds import pair_next_round
from app.services.table_entry import table_codes
from app.views.results.proposals_model import COL_ENTERED, COL_TABLE
from app.web.server import LiveServer
from table_phones import opened_round
from test_browser import CHROMIUM, DRIVER, PATIENCE, PHONE
from test_phone_page import LONGEST_NAME


@pytest.fixture
def phones():
    """Phones at 390×844, each a browser of its own, opened on demand."""
    assert CHROMIUM and DRIVER, ("the browser test needs headless Chromium: bash .ci/browser "
                                 "(apt-get install chromium chromium-driver)")
    from selenium import webdriver
    opened = []

    def phone(language: str):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={PHONE[0]},{PHONE[1]}", f"--lang={language}"):
            options.add_argument(flag)
        options.add_experimental_option("prefs", {"intl.accept_languages": language})  # its Accept-Language
        driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=DRIVER))
        driver.set_page_load_timeout(30)
        opened.append(driver)
        return driver
    yield phone
    for driver in opened:
        driver.quit()


def _says(driver, words: str) -> bool:
    from selenium.common.exceptions import WebDriverException
    try:
        return words in driver.find_element("tag name", "main").text
    except WebDriverException:  # between a reload's pages
        return False


def test_a_player_enters_the_opponent_confirms_and_the_desk_confirms_it(phones, demo_store, qtbot, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QMessageBox
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from app.views.results.results_page import ResultsPage

    view = pair_next_round(demo_store, "xiangqi", seed=1)
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: QMessageBox.Yes)
    desk = ResultsPage(demo_store, "xiangqi", QUndoStack())
    qtbot.addWidget(desk)
    desk.show()
    desk.proposals.toggle_button.click()  # the referee opens the round for entry at the tables
    table = view.tables[1]
    pin = table_codes(demo_store, "xiangqi", view.round_id)[table.number]
    served = open_store(demo_store.path)  # the live page reads and writes through a store of its own
    server = LiveServer(served, "127.0.0.1", 0, table_entry=True)
    server.start()
    try:
        url = f"http://127.0.0.1:{server.port}/table/xiangqi/{table.number}?pin={pin}"
        red, black = phones("zh-CN"), phones("en-US")
        red.get(url)  # no ?lang=: the phone's own language
        assert f"第 {table.number} 台" in red.find_element(By.TAG_NAME, "h1").text
        assert red.execute_script("return document.documentElement.scrollWidth <= innerWidth")  # no sideways scroll
        red.find_element(By.CSS_SELECTOR, 'input[name="winner"][value="0"]').click()
        red.find_element(By.CSS_SELECTOR, "form.entry button").click()
        WebDriverWait(red, PATIENCE).until(lambda d: _says(d, "等待对手用同一台次码确认"))
        assert f"已录入：{table.seats[0].name} 2-0 {table.seats[1].name}" in red.find_element(By.ID, "state").text

        black.get(url)
        WebDriverWait(black, PATIENCE).until(lambda d: _says(d, "The opponent checks it and confirms"))
        assert f"{table.seats[0].name}" in black.find_element(By.TAG_NAME, "main").text
        black.find_element(By.ID, "agree").click()
        WebDriverWait(black, PATIENCE).until(lambda d: _says(d, "Both players agreed"))
        WebDriverWait(red, PATIENCE).until(lambda d: _says(d, "双方已确认"))  # the red phone followed by itself

        panel = desk.proposals
        panel.refresh()
        assert panel.proxy.rowCount() == 1
        assert [panel.proxy.index(0, column).data() for column in (COL_TABLE, COL_ENTERED)] == [table.number, "2-0"]
        with qtbot.waitActive(desk):
            desk.activateWindow()  # the referee's window, in front while the phones talked
        panel.view.setFocus()
        panel.view.selectRow(0)
        qtbot.keyClick(panel.view, Qt.Key_Return)  # the desk confirms it: now it is the table's result
        assert round_view(demo_store, "xiangqi").tables[1].result == "1-0"
        assert desk.model.index(desk.model.row_of(table.number), desk.model.col_result).data() == "2-0"
        WebDriverWait(red, PATIENCE).until(lambda d: _says(d, "的结果已由裁判确认"))
        WebDriverWait(black, PATIENCE).until(lambda d: _says(d, "The referee has confirmed"))
    finally:
        server.stop()
        served.close()


def test_the_longest_name_reads_across_the_phone_not_down_it(phones, demo_store):
    """A 40-character name (the roster's limit) beside a 22-character school: the name kept one character
    wide and ran down the page, a character a line; it takes the row's width and wraps, the school under it."""
    from app.services.players import add_player
    add_player(demo_store, "欧阳" + "长" * 38, "广西壮族自治区南宁市第一中学附属实验学校", "S9999999", ["xiangqi"])
    view, pins = opened_round(demo_store)
    table = next(t for t in view.tables if any(len(s.name) == 40 for s in t.seats))
    server = LiveServer(open_store(demo_store.path), "127.0.0.1", 0, table_entry=True)
    server.start()
    try:
        phone = phones("zh-CN")
        phone.get(f"http://127.0.0.1:{server.port}/table/xiangqi/{table.number}?pin={pins[table.number]}")
        length, width, height = phone.execute_script(LONGEST_NAME)  # one script: no element read twice
        assert length >= 40 and width > 200 and height < 100, (length, width, height)
        assert phone.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    finally:
        server.stop()
