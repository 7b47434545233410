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


def _played(store, rounds=2):
    """Xiangqi rounds played, each with a win, a loss and draws; the last view."""
    from app.services.results import record_result
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    for number in range(1, rounds + 1):
        view = pair_next_round(store, "xiangqi", seed=number)
        for index, table in enumerate(view.tables):
            record_result(store, "xiangqi", RoundId("xiangqi", FINAL, number), table.number,
                          {"score": ("1-0", "0-1", "1/2-1/2")[index % 3]})
    return view


def test_every_round_a_players_card_the_crosstable_and_search_on_the_standings(browser, demo_store):
    """#36.4: round 1's results stay reachable after round 2; the standings filter by pinyin; a name opens
    the player's card round by round (table, side, opponent, result, running points, place); the crosstable."""
    from selenium.webdriver.common.by import By
    from app.services.round_views import round_view
    from app.services.standings import event_standings
    from app.stages.policy import FINAL
    from app.stages.round_id import RoundId
    _played(demo_store)
    first = round_view(demo_store, "xiangqi", RoundId("xiangqi", FINAL, 1))
    table = first.tables[0]
    red, black = table.seats[0].name, table.seats[1].name
    leader = event_standings(demo_store, "xiangqi").rows[0]
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?lang=zh")
        wait_for(browser, "#view .card")
        assert "第 2 轮" in browser.find_element(By.ID, "view").text
        next(b for b in browser.find_elements(By.CSS_SELECTOR, "#view .rounds button") if b.text == "第 1 轮").click()
        view = browser.find_element(By.ID, "view").text
        assert f"第{table.number}台" in view and red in view and "1-0" in view

        next(b for b in browser.find_elements(By.CSS_SELECTOR, "#tabs button") if b.text == "个人排名").click()
        assert "第2轮后（未完赛）" in browser.find_element(By.ID, "view").text  # the hall's words
        browser.find_element(By.ID, "filter").send_keys(search_keys(leader.name)["py"])
        rows = browser.find_elements(By.CSS_SELECTOR, "#view table tr")
        assert 2 <= len(rows) < 6 and leader.name in rows[1].text

        browser.find_element(By.ID, "filter").clear()
        browser.find_element(By.ID, "filter").send_keys(search_keys(red)["ini"])
        next(a for a in browser.find_elements(By.CSS_SELECTOR, "#view a.who-link") if a.text == red).click()
        card = browser.find_element(By.CSS_SELECTOR, ".card.player")
        lines = card.find_elements(By.CSS_SELECTOR, "tr")
        assert len(lines) == 3  # a header and a line per round
        first_round = lines[1].text
        assert first_round.split()[:3] == ["1", str(table.number), "红方"] and black in first_round
        assert "胜" in first_round and "2" in first_round.split()[-2:]  # won: 2 points after round 1
        browser.save_screenshot("/tmp/shots/card_zh.png")

        next(b for b in browser.find_elements(By.CSS_SELECTOR, "#tabs button") if b.text == "交叉表").click()
        crosstable = browser.find_element(By.CSS_SELECTOR, "#view table").text
        assert red in crosstable and "红胜" in crosstable
        browser.find_element(By.ID, "lang").click()
        assert "Red win" in browser.find_element(By.CSS_SELECTOR, "#view table").text
        browser.save_screenshot("/tmp/shots/crosstable_en.png")
    finally:
        server.stop()
