"""The entrance tablet's pages on the live page's server (127.0.0.1): closed until opened, a name found by
pinyin, checked in by the last 4 characters; every refusal said in words with its status, and no page
ever holds a student ID."""
import re
import urllib.error
import urllib.parse
import urllib.request

import pytest
from fakes import FakeTime

from app.models.store import open_store
from app.services.checkin import checkin_rows
from app.services.players import withdraw_player
from app.services.rounds import pair_next_round
from app.services.tablet_checkin import open_tablet
from app.names import syllables
from app.stages.policy import FINAL
from app.stages.round_id import RoundId
from app.web.form_guard import WRONG_LIMIT, WrongCodes
from app.web.server import LiveServer

ROUND_1 = RoundId("xiangqi", FINAL, 1)


class Tablet:
    """A browser at the entrance: every body it was sent is kept with what was asked, to look for student
    IDs in (a search box shows back what the player typed in it, and only that)."""

    def __init__(self, base: str):
        self.base, self.bodies = base, []

    def get(self, path: str, headers=None):
        return self._send(urllib.request.Request(self.base + path, headers=headers or {}))

    def post(self, path: str, fields: dict, headers=None, origin=True):
        """A form sent as a browser sends it from the station's page (its Origin), or with ``headers`` alone."""
        data = urllib.parse.urlencode(fields).encode()
        own = {"Origin": self.base} if origin else {}
        return self._send(urllib.request.Request(self.base + path, data=data, method="POST",
                                                 headers={**own, **(headers or {})}))

    def _send(self, request):
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status, headers, body = response.status, dict(response.headers), response.read().decode()
        except urllib.error.HTTPError as error:
            status, headers, body = error.code, dict(error.headers), error.read().decode()
        self.bodies.append((request.full_url + (request.data or b"").decode(), body))
        return status, headers, body


def form_of(body: str) -> dict:
    """The hidden fields of the page's check-in form."""
    return dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', body))


@pytest.fixture
def tablet(demo_store):
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.checkin.wrong_codes = WrongCodes(FakeTime())  # the real clock is never read
    server.start()
    tablet = Tablet(f"http://127.0.0.1:{server.port}")
    yield tablet
    server.stop()
    ids = [row.student_id for row in checkin_rows(demo_store, "xiangqi", None)]
    for asked, body in tablet.bodies:
        assert not any(student_id in body and student_id not in asked for student_id in ids), \
            "a page held a student ID"


def _player(store, index=0):
    return checkin_rows(store, "xiangqi", ROUND_1)[index]


def _confirm_page(store, tablet, player, lang="zh") -> str:
    """The tablet opened at the desk, and the page asking ``player``'s digits."""
    open_tablet(store, "xiangqi")
    return tablet.get(f"/checkin/xiangqi/{player.entry_id}?lang={lang}")[2]


def _send(tablet, player, fields, digits=None, lang="zh", **sent):
    """The digits form posted for ``player`` (the right digits unless others are given)."""
    return tablet.post(f"/checkin/xiangqi/{player.entry_id}?lang={lang}",
                       {**fields, "digits": player.student_id[-4:] if digits is None else digits}, **sent)


def _pinyin(name: str) -> str:
    return "".join(readings[0] for readings in syllables(name))


def test_closed_until_the_referee_opens_it(tablet):
    status, headers, body = tablet.get("/checkin/xiangqi?lang=zh")
    assert status == 403 and "自助检录未开启" in body and headers["Cache-Control"] == "no-store"
    status, _headers, body = tablet.get("/checkin/xiangqi?lang=en")
    assert status == 403 and "Self check-in for Xiangqi is not open" in body
    assert tablet.get("/checkin/xiangqi/1")[0] == 403
    assert tablet.get("/checkin/nosuch")[0] == 404


def test_find_by_pinyin_and_check_in(tablet, demo_store):
    player = _player(demo_store)
    open_tablet(demo_store, "xiangqi")
    status, _headers, body = tablet.get("/checkin/xiangqi?q=" + _pinyin(player.name))
    assert status == 200 and player.name in body and f'href="/checkin/xiangqi/{player.entry_id}?lang=zh"' in body
    status, _headers, fragment = tablet.get("/checkin/xiangqi?part=list&q=" + _pinyin(player.name))
    assert status == 200 and fragment.startswith('<ul class="found">') and player.name in fragment
    assert player.name not in tablet.get("/checkin/xiangqi?q=" + player.student_id)[2]  # no search by ID
    status, _headers, page = tablet.get(f"/checkin/xiangqi/{player.entry_id}")
    assert status == 200 and "学生证号后4位" in page and player.name in page
    status, _headers, done = tablet.post(f"/checkin/xiangqi/{player.entry_id}",
                                         {**form_of(page), "digits": player.student_id[-4:]})
    assert status == 200 and f"{player.name}，你已检录（第 1 轮）" in done and "出示学生证" in done
    row = next(row for row in checkin_rows(demo_store, "xiangqi", ROUND_1) if row.entry_id == player.entry_id)
    assert row.present and row.by_tablet and not row.card_checked
    assert "✓ 已检录" in tablet.get("/checkin/xiangqi?q=" + _pinyin(player.name))[2]


def test_the_english_tablet(tablet, demo_store):
    player = _player(demo_store)
    open_tablet(demo_store, "xiangqi")
    _status, _headers, page = tablet.get(f"/checkin/xiangqi/{player.entry_id}", {"Accept-Language": "en-GB,en"})
    assert "Type the last 4 characters of your student ID" in page and '<html lang="en">' in page
    _status, _headers, done = tablet.post(f"/checkin/xiangqi/{player.entry_id}?lang=en",
                                          {**form_of(page), "digits": player.student_id[-4:]})
    assert f"{player.name}, you are checked in (Round 1)" in done and "Show your student card" in done


def test_wrong_digits_ask_again_and_the_fifth_closes_the_tablet_for_a_while(tablet, demo_store):
    player = _player(demo_store)
    right = player.student_id[-4:]
    mistyped = right[:3] + ("1" if right[3] != "1" else "2")
    page = _confirm_page(demo_store, tablet, player)
    for _ in range(WRONG_LIMIT):
        status, _headers, page = _send(tablet, player, form_of(page), mistyped)
        assert status == 403 and "学生证号后4位不对" in page and 'name="digits"' in page
        assert f'value="{mistyped}"' not in page  # what was typed is not sent back either
    fields = form_of(page)
    status, headers, page = _send(tablet, player, fields)
    assert status == 429 and headers["Retry-After"] == "60" and "输错次数太多：请60秒后再试" in page
    assert 'name="digits"' not in page and not _player(demo_store).present
    status, _headers, page = _send(tablet, player, fields, "12")
    assert status == 429  # the address waits whatever it sends


def test_digits_of_another_length_ask_again(tablet, demo_store):
    player = _player(demo_store)
    page = _confirm_page(demo_store, tablet, player)
    status, _headers, page = _send(tablet, player, form_of(page), "123")
    assert status == 400 and "刚好4个字符" in page and 'name="digits"' in page


@pytest.mark.parametrize("change, code, words", [
    (lambda fields: {**fields, "form_token": ""}, 403, "页面已过期"),
    (lambda fields: {**fields, "form_token": "forged.0123"}, 403, "页面已过期"),
    (lambda fields: {**fields, "round": "final-2"}, 403, "页面已过期"),  # a token is tied to its round
    (lambda fields: {key: value for key, value in fields.items() if key != "round"}, 403, "页面已过期"),
])
def test_a_form_without_its_pages_token_is_refused(tablet, demo_store, change, code, words):
    player = _player(demo_store)
    page = _confirm_page(demo_store, tablet, player)
    status, _headers, body = _send(tablet, player, change(form_of(page)))
    assert status == code and words in body
    assert not _player(demo_store).present


def test_another_players_token_does_not_check_this_one_in(tablet, demo_store):
    first, second = _player(demo_store, 0), _player(demo_store, 1)
    page = _confirm_page(demo_store, tablet, first)
    status, _headers, body = _send(tablet, second, form_of(page))
    assert status == 403 and "页面已过期" in body and not _player(demo_store, 1).present


@pytest.mark.parametrize("headers", [{"Origin": "http://evil.example"}, {"Origin": "null"},
                                     {"Referer": "http://evil.example/x"}])
def test_a_post_from_another_site_is_refused(tablet, demo_store, headers):
    player = _player(demo_store)
    page = _confirm_page(demo_store, tablet, player)
    status, _headers, body = _send(tablet, player, form_of(page), headers=headers, origin=False)
    assert status == 403 and "不是从本站的页面提交的" in body and not _player(demo_store).present


def test_a_page_of_a_round_since_paired_is_refused_with_words(tablet, demo_store):
    player = _player(demo_store)
    page = _confirm_page(demo_store, tablet, player, "en")
    pair_next_round(demo_store, "xiangqi", seed=1)
    status, _headers, body = _send(tablet, player, form_of(page), lang="en")
    assert status == 409 and "This page was for Round 1; now self check-in is closed" in body


def test_a_withdrawn_player_is_not_offered(tablet, demo_store):
    player = _player(demo_store)
    page = _confirm_page(demo_store, tablet, player)
    withdraw_player(demo_store, player.player_id)
    assert player.name not in tablet.get("/checkin/xiangqi?q=" + _pinyin(player.name))[2]
    assert tablet.get(f"/checkin/xiangqi/{player.entry_id}")[0] == 404
    status, _headers, body = _send(tablet, player, form_of(page))
    assert status == 404 and "已退赛或被取消资格者不能自助检录" in body


def test_a_display_only_file_refuses_the_check_in_in_words(tmp_path, demo_store):
    """A page that followed a replaced file serves it for display only: a check-in is refused, not lost."""
    player = _player(demo_store)
    open_tablet(demo_store, "xiangqi")
    shown = open_store(demo_store.path, display_only=True)
    server = LiveServer(shown, "127.0.0.1", 0)
    server.start()
    try:
        tablet = Tablet(f"http://127.0.0.1:{server.port}")
        page = tablet.get(f"/checkin/xiangqi/{player.entry_id}")[2]
        status, _headers, body = tablet.post(f"/checkin/xiangqi/{player.entry_id}",
                                             {**form_of(page), "digits": player.student_id[-4:]})
        assert status == 409 and '<div class="refused"' in body and not _player(demo_store).present
    finally:
        server.stop()
        shown.close()
