"""The form guard: a token tied to its page, no posts from another site, wrong codes limited per address
(on a fake clock: nothing here reads the real one)."""
import pytest
from fakes import FakeTime

from app.web.form_guard import (KEPT_CLIENTS, WRONG_LIMIT, WRONG_WINDOW, FormRefused, FormTokens, WrongCodes,
                                check_post, from_another_site)

HOME = {"Host": "192.168.1.5:8765"}


def test_a_token_opens_only_the_page_it_was_served_with():
    """The check-in page's token does not post a table's result, and a token is no use under another key."""
    tokens = FormTokens(b"k" * 32)
    token = tokens.issue("checkin/xiangqi")
    assert tokens.valid("checkin/xiangqi", token)
    assert not tokens.valid("checkin/go", token)
    assert not FormTokens(b"x" * 32).valid("checkin/xiangqi", token)


@pytest.mark.parametrize("token", [None, "", ".", "abc", "abc.", ".abc", "abc.def"])
def test_a_missing_or_made_up_token_is_not_valid(token):
    assert not FormTokens(b"k" * 32).valid("checkin/xiangqi", token)


def test_two_pages_served_get_two_tokens_and_both_stay_valid():
    """Two tablets (or a reload) hold different tokens for one page; each one posts."""
    tokens = FormTokens()
    first, second = tokens.issue("checkin/go"), tokens.issue("checkin/go")
    assert first != second and tokens.valid("checkin/go", first) and tokens.valid("checkin/go", second)


@pytest.mark.parametrize("headers, foreign", [
    ({}, False),
    ({"Origin": "http://192.168.1.5:8765"}, False),
    ({"Referer": "http://192.168.1.5:8765/checkin/go?lang=en"}, False),
    ({"Origin": "http://evil.example"}, True),
    ({"Origin": "http://192.168.1.5:9999"}, True),  # another program on the station's own address
    ({"Origin": "null"}, True),  # a sandboxed frame or a file on the phone
    ({"Referer": "http://evil.example/page"}, True),
    ({"Origin": "http://evil.example", "Referer": "http://192.168.1.5:8765/"}, True),  # Origin decides
])
def test_another_site_is_told_by_origin_else_referer(headers, foreign):
    assert from_another_site({**HOME, **headers}) is foreign


def test_check_post_refuses_another_site_before_the_token_and_a_stale_token_after():
    tokens = FormTokens()
    token = tokens.issue("checkin/go")
    check_post(tokens, "checkin/go", {**HOME, "Origin": "http://192.168.1.5:8765"}, token)  # passes
    with pytest.raises(FormRefused) as refused:
        check_post(tokens, "checkin/go", {**HOME, "Origin": "http://evil.example"}, token)
    assert refused.value.status == 403 and refused.value.code == "form.other_site"
    assert refused.value.headers() == {}
    with pytest.raises(FormRefused) as refused:
        check_post(tokens, "checkin/go", HOME, "forged.token")
    assert refused.value.code == "form.stale_page"
    assert "reload" in refused.value.message("en") and "刷新" in refused.value.message("zh")


def test_the_fifth_wrong_code_in_a_minute_closes_the_address_until_the_oldest_leaves_the_window():
    clock = FakeTime(1000.0)
    wrong = WrongCodes(clock)
    for _ in range(WRONG_LIMIT):
        wrong.check("10.0.0.7")  # still open before each try
        wrong.wrong("10.0.0.7")
        clock.t += 10
    # five tries at 1000, 1010, …, 1040; now 1050: open again at 1060
    with pytest.raises(FormRefused) as refused:
        wrong.check("10.0.0.7")
    assert refused.value.status == 429 and refused.value.retry_after == 10
    assert refused.value.headers() == {"Retry-After": "10"}
    assert refused.value.message("en") == "Too many wrong codes: try again in 10 seconds"
    assert "10秒后" in refused.value.message("zh")
    wrong.check("10.0.0.8")  # another address is not held
    clock.t = 1000 + WRONG_WINDOW - 0.5
    with pytest.raises(FormRefused) as refused:
        wrong.check("10.0.0.7")
    assert refused.value.retry_after == 1  # never "0 seconds"
    clock.t = 1000 + WRONG_WINDOW
    wrong.check("10.0.0.7")  # the first try left the window: one more try is allowed
    wrong.wrong("10.0.0.7")
    with pytest.raises(FormRefused):
        wrong.check("10.0.0.7")


def test_fewer_wrong_codes_than_the_limit_never_close_and_a_right_code_starts_afresh():
    clock = FakeTime(1000.0)
    wrong = WrongCodes(clock)
    for _ in range(WRONG_LIMIT - 1):
        wrong.wrong("10.0.0.7")
    wrong.check("10.0.0.7")
    wrong.right("10.0.0.7")
    for _ in range(WRONG_LIMIT - 1):
        wrong.wrong("10.0.0.7")
    wrong.check("10.0.0.7")  # 8 wrong in all, but the right one in between forgave the first four


def test_the_limit_and_window_are_settings_of_the_limiter():
    clock = FakeTime(1000.0)
    wrong = WrongCodes(clock, limit=2, window=5.0)
    wrong.wrong("a")
    wrong.wrong("a")
    with pytest.raises(FormRefused) as refused:
        wrong.check("a")
    assert refused.value.retry_after == 5


def test_a_flood_of_addresses_keeps_a_bounded_memory_dropping_the_quiet_ones_first():
    """Thousands of client addresses cannot grow the station's memory without end; an address whose
    tries left the window is forgotten before one still in it."""
    clock = FakeTime(1000.0)
    wrong = WrongCodes(clock)
    for number in range(KEPT_CLIENTS - 1):
        wrong.wrong(f"old-{number}")
    clock.t += WRONG_WINDOW / 2
    for _ in range(WRONG_LIMIT):
        wrong.wrong("guesser")
    clock.t += WRONG_WINDOW / 2 + 1  # the old ones are quiet now, the guesser is not
    for number in range(20):
        wrong.wrong(f"new-{number}")
    assert len(wrong._wrong) <= KEPT_CLIENTS
    with pytest.raises(FormRefused):
        wrong.check("guesser")
