"""The entrance tablet's check-in in a real browser at a phone's size (headless Chromium on 127.0.0.1): a
player types their name's pinyin, the list follows as they type, they pick their name, type the last 4
characters of their student ID and see that they are checked in; the desk's file has them present by
the tablet, their card not checked."""
from fakes import FakeTime
from test_browser import PATIENCE, PHONE, browser  # noqa: F401 (the fixture)

from app.names import syllables
from app.services.checkin import checkin_rows
from app.services.tablet_checkin import open_tablet
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.web.form_guard import WrongCodes
from app.web.server import LiveServer

ROUND_1 = RoundId("xiangqi", FINAL, 1)


def test_a_player_finds_their_name_by_pinyin_and_checks_in(browser, demo_store):  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    player = checkin_rows(demo_store, "xiangqi", ROUND_1)[3]
    pinyin = "".join(readings[0] for readings in syllables(player.name))
    open_tablet(demo_store, "xiangqi")
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.checkin.wrong_codes = WrongCodes(FakeTime())
    server.start()
    try:  # a window is at least 500 px wide in headless Chromium: the phone's width is emulated
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
        browser.get(f"http://127.0.0.1:{server.port}/checkin/xiangqi?lang=zh")
        assert "象棋 自助检录" in browser.title
        assert browser.execute_script("return window.innerWidth") == PHONE[0]
        assert browser.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]
        browser.execute_script("window.notReloaded = true")
        browser.find_element(By.ID, "q").send_keys(pinyin)  # no Enter: the list follows the typing
        link = WebDriverWait(browser, PATIENCE).until(lambda d: next(
            (a for a in d.find_elements(By.CSS_SELECTOR, "#found a") if player.name in a.text), None))
        assert browser.execute_script("return window.notReloaded") is True
        link.click()
        digits = WebDriverWait(browser, PATIENCE).until(lambda d: d.find_element(By.ID, "digits"))
        assert player.name in browser.find_element(By.CSS_SELECTOR, ".card .name").text
        assert player.student_id not in browser.page_source
        digits.send_keys(player.student_id[-4:])
        browser.find_element(By.CSS_SELECTOR, "form.digits button").click()
        said = WebDriverWait(browser, PATIENCE).until(lambda d: d.find_element(By.CSS_SELECTOR, ".ok .said")).text
        assert said == f"{player.name}，你已检录（第 1 轮）"
        assert "请向裁判出示学生证" in browser.find_element(By.CSS_SELECTOR, ".card-note").text
        assert browser.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]
    finally:
        server.stop()
    row = next(row for row in checkin_rows(demo_store, "xiangqi", ROUND_1) if row.entry_id == player.entry_id)
    assert row.present and row.by_tablet and not row.card_checked
