"""The phone page at 390×844 in headless Chromium (#36 items 4, 5, 7, 9): search, every round, a player's
card, the crosstable, the page without JavaScript. Needs Debian's chromium (see test_browser.py)."""
import pytest

from app.services.rounds import pair_next_round
from app.web.page_data import page_data, search_keys
from app.web.server import LiveServer

from test_browser import PHONE, browser  # noqa: F401 — the fixture


def renamed(names: dict[str, str]):
    """page_data with some players renamed (the demo has no 曾, 单 or 吕), their search keys with them."""
    def build(store):
        data = page_data(store)
        for ev in data["events"]:
            for table in (ev["round"] or {}).get("tables", ()):
                for seat in table["seats"]:
                    if seat["name"] in names:
                        seat.update(name=names[seat["name"]], **search_keys(names[seat["name"]]))
        return data
    return build


def wait_for(browser, css, timeout=20):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    return WebDriverWait(browser, timeout).until(lambda d: d.find_elements(By.CSS_SELECTOR, css))


def found_after_typing(browser, text):
    from selenium.webdriver.common.by import By
    box = browser.find_element(By.ID, "find")
    box.clear()
    box.send_keys(text)
    return browser.find_element(By.ID, "found").text


def test_search_reads_surnames_as_surnames_shows_a_table_once_and_says_when_it_stops(browser, demo_store):
    """zengqiang finds 曾强, shanlei 单磊, luli 吕丽, qiang (the given name) 曾强; a table whose two players
    both match shows once; more than 20 tables found says so."""
    view = pair_next_round(demo_store, "xiangqi", seed=1)
    first, second = view.tables[0].seats[0].name, view.tables[0].seats[1].name
    third, fourth = view.tables[1].seats[0].name, view.tables[2].seats[0].name
    others = [t.seats[0].name for code in ("go", "gomoku", "checkers", "sanguosha_1v1")
              for t in pair_next_round(demo_store, code, seed=1).tables]
    assert len(others) > 20
    names = {name: f"赵{number}" for number, name in enumerate(others)}
    server = LiveServer(demo_store, "127.0.0.1", 0, build=renamed(
        {**names, first: "曾强", second: "曾磊", third: "吕丽", fourth: "单雷"}))
    server.start()
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?lang=zh")
        wait_for(browser, "#view .card")
        for query, name in (("zengqiang", "曾强"), ("shanlei", "单雷"), ("luli", "吕丽"), ("lvli", "吕丽"),
                            ("qiang", "曾强")):
            assert name in found_after_typing(browser, query), query
        both = found_after_typing(browser, "zeng")
        assert "曾强" in both and "曾磊" in both and both.count(f"第{view.tables[0].number}台") == 1
        from selenium.webdriver.common.by import By
        found_after_typing(browser, "zhao")  # more tables than are shown
        cards = browser.find_elements(By.CSS_SELECTOR, "#found .card")
        assert len(cards) == 20 and "只显示前 20 个" in browser.find_element(By.ID, "found").text
    finally:
        server.stop()
