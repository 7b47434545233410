"""The live page in a real browser: headless Chromium at a phone's size, on 127.0.0.1 only.

Needs Debian's ``chromium`` and ``chromium-driver`` (.ci/run installs them); without them
the test fails and says how to install them.
"""
import shutil

import pytest

from app.services.results import record_result
from app.services.rounds import pair_next_round
from app.web.page_data import search_keys
from app.web.server import LiveServer
from app.stages.policy import FINAL
from app.stages.round_id import RoundId

FOLLOW_SECONDS = 2.0  # the bound: a result entered at any station shows within 2 s
PHONE = (390, 844)
CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")


@pytest.fixture
def browser():
    assert CHROMIUM and DRIVER, ("the browser test needs headless Chromium: bash .ci/browser "
                                 "(apt-get install chromium chromium-driver)")
    from selenium import webdriver
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={PHONE[0]},{PHONE[1]}", "--lang=zh-CN"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=DRIVER))
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


def test_find_a_table_by_initials_and_see_a_result_arrive(browser, demo_store):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    view = pair_next_round(demo_store, "xiangqi", seed=1)
    table = view.tables[2]
    player = table.seats[1].name
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?lang=zh")
        WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#view .card"))
        assert f"第{table.number}台" in browser.find_element(By.ID, "view").text

        browser.find_element(By.ID, "find").send_keys(search_keys(player)["ini"])
        found = WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "found").text)
        assert player in found and f"第{table.number}台" in found and table.seats[0].name in found

        browser.execute_script("window.notReloaded = true")
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "0-1"})
        WebDriverWait(browser, FOLLOW_SECONDS, poll_frequency=0.1).until(
            lambda d: "0-2" in d.find_element(By.ID, "found").text)
        assert browser.execute_script("return window.notReloaded") is True  # it followed by itself

        browser.find_element(By.ID, "lang").click()
        WebDriverWait(browser, 5).until(lambda d: f"Table {table.number}" in d.find_element(By.ID, "found").text)
    finally:
        server.stop()
