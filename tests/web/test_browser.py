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

PATIENCE = 60  # seconds a wait may take on a loaded machine (the 2 s bound: test_server's cadence test)
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
        WebDriverWait(browser, PATIENCE).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#view .card"))
        assert f"第{table.number}台" in browser.find_element(By.ID, "view").text

        browser.find_element(By.ID, "find").send_keys(search_keys(player)["ini"])
        found = WebDriverWait(browser, PATIENCE).until(lambda d: d.find_element(By.ID, "found").text)
        assert player in found and f"第{table.number}台" in found and table.seats[0].name in found

        browser.execute_script("window.notReloaded = true")
        record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "0-1"})
        WebDriverWait(browser, PATIENCE, poll_frequency=0.1).until(
            lambda d: "0-2" in d.find_element(By.ID, "found").text)
        assert browser.execute_script("return window.notReloaded") is True  # it followed by itself
        asked = browser.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
        assert any("event/xiangqi.json?from=" in name for name in asked)  # it asked for what changed only
        assert not any(name.endswith("/state.json") for name in asked)

        browser.find_element(By.ID, "lang").click()
        WebDriverWait(browser, PATIENCE).until(lambda d: f"Table {table.number}" in d.find_element(By.ID, "found").text)
    finally:
        server.stop()


@pytest.fixture
def static_host(tmp_path):
    """A plain static file server (python -m http.server) on a free port of 127.0.0.1, serving ``site``."""
    import subprocess
    import sys
    site = tmp_path / "site"
    site.mkdir()
    server = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "--bind", "127.0.0.1", "0"], cwd=site,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline()  # "Serving HTTP on 127.0.0.1 port N (http://127.0.0.1:N/) ..."
        port = int(line.split(" port ")[1].split()[0])
        yield site, f"http://127.0.0.1:{port}/"
    finally:
        server.kill()
        server.wait()


def test_the_published_site_on_a_static_host_shows_each_round_and_search(browser, demo_store, static_host):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from app.web.publish import publish_site

    site, url = static_host
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    table = view.tables[1]
    publish_site(demo_store, site)
    browser.get(url + "?lang=zh")
    WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#view .card"))
    assert f"第{table.number}台" in browser.find_element(By.ID, "view").text
    browser.find_element(By.ID, "find").send_keys(search_keys(table.seats[0].name)["py"])
    found = WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "found").text)
    assert table.seats[0].name in found and table.seats[1].name in found

    record_result(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1), table.number, {"score": "0-1"})
    publish_site(demo_store, site)
    browser.refresh()  # a published page asks again once a minute; a visitor reloading sees it at once
    from selenium.common.exceptions import StaleElementReferenceException
    WebDriverWait(browser, 20, ignored_exceptions=(StaleElementReferenceException,)).until(  # the page re-renders
        lambda d: "0-2" in " ".join(c.text for c in d.find_elements(By.CSS_SELECTOR, "#view .card")
                                    if f"第{table.number}台" in c.text))
