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
        wait_for(browser, "#view .rounds button")  # the script's view (the server's HTML has cards too)
        assert "第 2 轮" in browser.find_element(By.ID, "view").text
        next(b for b in browser.find_elements(By.CSS_SELECTOR, "#view .rounds button") if b.text == "第 1 轮").click()
        view = browser.find_element(By.ID, "view").text
        assert f"第{table.number}台" in view and red in view and "2-0" in view

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


def as_phone(browser, javascript=True, size=PHONE):
    """390×844 CSS pixels (or ``size``), as a phone; with JavaScript off when asked (before the page loads)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True})
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": not javascript})


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_without_javascript_the_page_shows_the_tournament_and_says_why_it_stays_still(browser, demo_store, lang):
    """#36.7: the server's HTML holds the round, the standings and the school tables; a <noscript> line
    says the page does not refresh; no search box that cannot search; the title is whole."""
    from selenium.webdriver.common.by import By
    view = _played(demo_store, rounds=1)
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    try:
        as_phone(browser, javascript=False)
        browser.get(f"http://127.0.0.1:{server.port}/?lang={lang}")
        text = browser.find_element(By.ID, "view").text
        table = view.tables[0]
        assert ((f"第{table.number}台" if lang == "zh" else f"Table {table.number}") in text
                and table.seats[0].name in text and "2-0" in text)
        assert ("个人排名" if lang == "zh" else "Standings") in text and ("决赛人数" if lang == "zh" else "Finalists") in text
        assert browser.find_element(By.CSS_SELECTOR, ".noscript").text.startswith(
            "未开启 JavaScript" if lang == "zh" else "JavaScript is off")
        assert not browser.find_element(By.ID, "find").is_displayed()
        jump = browser.find_element(By.CSS_SELECTOR, '#events a[href="#ev-xiangqi"]')  # events as sections
        assert jump.text == ("象棋" if lang == "zh" else "Xiangqi")
        title = browser.find_element(By.ID, "title")
        assert title.text.startswith("2026") and browser.execute_script(
            "const e = arguments[0]; return e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= innerWidth",
            title)
        browser.save_screenshot(f"/tmp/shots/nojs_{lang}.png")
        switch = browser.find_element(By.ID, "lang")
        assert switch.get_attribute("href").endswith("?lang=" + ("en" if lang == "zh" else "zh"))  # works without script
    finally:
        server.stop()


def test_with_javascript_a_labelled_search_no_favicon_404_and_the_chosen_chip_in_sight(browser, demo_store):
    """#36.7: the search box has a label; /favicon.ico is no 404; the chosen event's chip is scrolled into
    the row of chips on a phone."""
    import urllib.request
    from selenium.webdriver.common.by import By
    pair_next_round(demo_store, "xiangqi", seed=1)
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/favicon.ico") as answer:
            assert answer.status == 204
        as_phone(browser)
        browser.get(f"http://127.0.0.1:{server.port}/?lang=zh")
        wait_for(browser, "#events button")
        assert browser.find_element(By.CSS_SELECTOR, 'label[for="find"]').text == "找座位"
        last = browser.execute_script(
            "const b = [...document.querySelectorAll('#events button')].pop(); b.click(); return b.textContent")
        box = browser.execute_script("const on = document.querySelector('#events button.on');"
                                     "const r = on.getBoundingClientRect(); return [on.textContent, r.left, r.right]")
        assert box[0] == last and 0 <= box[1] and box[2] <= PHONE[0]
        browser.save_screenshot("/tmp/shots/js_zh.png")
        browser.find_element(By.ID, "lang").click()
        browser.save_screenshot("/tmp/shots/js_en.png")
        assert browser.find_element(By.CSS_SELECTOR, 'label[for="find"]').text == "Find your table"
    finally:
        server.stop()


WIDER_THAN_THE_PHONE = """
const wide = [];
if (document.documentElement.scrollWidth > innerWidth) wide.push('the page: ' + document.documentElement.scrollWidth);
for (const e of document.querySelectorAll('header, header *, #tabs button')) {
  const r = e.getBoundingClientRect();
  if (r.width && (r.left < 0 || r.right > innerWidth || e.scrollWidth > e.clientWidth + 1))
    wide.push((e.id || e.tagName) + ' ' + JSON.stringify(e.textContent.slice(0, 30)) + ' ' + Math.round(r.left) + '–' + Math.round(r.right));
}
return wide;
"""


SMALL_PHONE = (320, 568)  # the narrowest phones in use (iPhone SE 1st generation, small Androids)


@pytest.mark.parametrize("size", [PHONE, SMALL_PHONE], ids=["390", "320"])
@pytest.mark.parametrize("javascript", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_nothing_is_wider_than_a_phone_in_either_language(browser, demo_store, lang, javascript, size):
    """At 390×844 (and 320 wide) the page never scrolls sideways, and every tab of the header is in sight
    whole: in English the five tabs took a row of their own width, and on a narrower screen or in a wider
    font "Overall" ran past the right edge (the row scrolled sideways)."""
    _played(demo_store, rounds=1)
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    try:
        as_phone(browser, javascript=javascript, size=size)
        browser.get(f"http://127.0.0.1:{server.port}/?lang={lang}")
        if javascript:
            wait_for(browser, "#tabs button")
        if javascript:
            # read in one script: the page's own refresh may redraw the tabs between two reads
            tabs = browser.execute_script("return [...document.querySelectorAll('#tabs button')].map(b => b.innerText)")
            assert len(tabs) == 5
            for index, tab in enumerate(tabs):  # each tab chosen (its label bold) and its view shown
                browser.execute_script("document.querySelectorAll('#tabs button')[arguments[0]].click()", index)
                assert (tab, browser.execute_script(WIDER_THAN_THE_PHONE)) == (tab, [])
        assert browser.execute_script(WIDER_THAN_THE_PHONE) == []
    finally:
        server.stop()


LONGEST_NAME = """
const names = [...document.querySelectorAll('.seat .who')];
const longest = names.reduce((a, b) => b.innerText.length > a.innerText.length ? b : a);
const box = longest.getBoundingClientRect();
return [longest.innerText.replace(/\\n/g, '').length, box.width, box.height];"""


@pytest.mark.parametrize("javascript", [True, False])
@pytest.mark.parametrize("size", [PHONE, (1920, 1080)])
def test_the_longest_name_reads_across_its_table_card(browser, demo_store, javascript, size):
    """A 40-character name (the roster's limit) beside a 22-character school kept one character's width in
    its table card and ran down the page; it takes the row and wraps, the school after it."""
    from app.services.players import add_player
    add_player(demo_store, "欧阳" + "长" * 38, "广西壮族自治区南宁市第一中学附属实验学校", "S9999999", ["xiangqi"])
    pair_next_round(demo_store, "xiangqi", seed=1)
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    try:
        as_phone(browser, javascript=javascript, size=size)
        browser.get(f"http://127.0.0.1:{server.port}/?lang=zh")
        if javascript:
            wait_for(browser, ".seat .who")
        # measured in one script: the page's own refresh may redraw the cards between two reads
        length, width, height = browser.execute_script(LONGEST_NAME)
        assert length >= 40
        assert width > 150 and height < 100, (width, height)
        assert browser.execute_script(WIDER_THAN_THE_PHONE) == []
    finally:
        server.stop()
