"""The tables' result pages on the live server (#37 items 2, 3, 6): a result entered on a phone becomes a proposal
the opponent confirms, and every way around the referee is refused with words."""
import re
from html import unescape
from types import SimpleNamespace

import pytest
from sqlalchemy import func, select

from app.models.schema import Player, TableProposal
from app.scoring.identity import ROLE_NAMES_ZH
from app.services.rounds import repair_last_round, swap_seats
from app.services.table_entry import proposal_state
from app.services.table_proposals import confirm_proposal, pending_proposals, reject_proposal
from app.web.form_guard import WrongCodes
from app.web.server import LiveServer
from app.web.table_pages import TablePages, on_the_lan
from table_phones import Phone, opened_round, served  # noqa: F401 (served: a fixture)


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def proposals(store) -> int:
    with store.read() as session:
        return session.scalar(select(func.count()).select_from(TableProposal))


def refusal(html: str) -> str:
    return re.search(r'id="refusal">([^<]*)<', html).group(1)


def at_first_table(store, served, code, language="en"):
    """The event's round opened, a phone on its first table's page: view, number, pin, phone and page."""
    view, pins = opened_round(store, code)
    number = view.tables[0].number
    phone = Phone(served.port, language)
    return view, number, pins[number], phone, phone.page(code, number, pins[number])[2]


def test_a_player_enters_the_result_and_the_opponent_confirms_it_on_another_phone(served, demo_store):
    view, pins = opened_round(demo_store)
    table = view.tables[0]
    mine, theirs = Phone(served.port), Phone(served.port, "en")
    status, _headers, html = mine.page("xiangqi", table.number, pins[table.number])
    assert status == 200
    assert table.seats[0].name in html and table.seats[1].name in html and "红方" in html and "第 1 轮" in html
    status, headers, _ = mine.send("xiangqi", table.number, html, {"winner": "1"})
    assert status == 303 and headers["Location"] == f"/table/xiangqi/{table.number}?pin={pins[table.number]}&lang=zh"
    _status, _headers, html = mine.page("xiangqi", table.number, pins[table.number])
    assert "等待对手用同一台次码确认" in html and 'id="agree"' not in html  # not theirs to confirm

    _status, _headers, html = theirs.page("xiangqi", table.number, pins[table.number])
    assert "The opponent checks it and confirms" in html and f"Entered: {table.seats[0].name} 0-2 {table.seats[1].name}" in html
    poll = re.search(r'data-poll="([^"]*)"', html).group(1).replace("&amp;", "&")
    assert theirs.ask("GET", poll)[2] == '{"state": "pending"}'
    status, _headers, _ = theirs.send("xiangqi", table.number, html, {}, action="agree")
    assert status == 303
    assert theirs.ask("GET", poll)[2] == '{"state": "agreed"}'
    _status, _headers, html = theirs.page("xiangqi", table.number, pins[table.number])
    assert "Both players agreed: waiting for the referee's desk" in unescape(html) and "<form" not in html

    [line] = pending_proposals(demo_store, "xiangqi", view.round_id)  # the desk sees it, once
    assert line.proposal.table_number == table.number and line.proposal.state == "agreed"
    assert proposals(demo_store) == 1


def test_the_desks_rejection_shows_on_the_phone_with_its_reason(served, demo_store):
    view, number, pin, phone, html = at_first_table(demo_store, served, "doudizhu")
    assert phone.send("doudizhu", number, html, {"mode": "totals", "total_0": "6", "total_1": "-3",
                                                 "total_2": "-3"})[0] == 303
    html = phone.page("doudizhu", number, pin)[2]
    assert "Waiting for the referee's desk" in unescape(html)  # a card table's referee enters alone
    proposal = int(re.search(r"proposal=(\d+)", html).group(1))
    reject_proposal(demo_store, proposal, "三号位的分数记错了", by="裁判长")
    assert proposal_state(demo_store, proposal).state == "rejected"
    html = phone.page("doudizhu", number, pin)[2]
    assert "Not accepted by the referee's desk: 三号位的分数记错了" in unescape(html) and "total_0" in html  # enter again


def test_the_desks_checks_refuse_an_entry_in_the_phones_language(served, demo_store):
    view, pins = opened_round(demo_store, "doudizhu")
    number = view.tables[0].number
    for language in ("zh", "en"):
        phone = Phone(served.port, language)
        html = phone.page("doudizhu", number, pins[number])[2]
        status, _headers, html = phone.send("doudizhu", number, html, {"mode": "totals", "total_0": "6",
                                                                      "total_1": "-3", "total_2": "-2"})
        assert status == 400 and "+6 / -3 / -2" in refusal(html) and "total_0" in html  # the form again
        assert ("应为 0" in refusal(html)) == (language == "zh")
    assert proposals(demo_store) == 0


def test_table_entry_is_off_until_the_referee_turns_it_on_and_then_per_event(demo_store):
    view, pins = opened_round(demo_store)
    server = LiveServer(demo_store, "127.0.0.1", 0)
    server.start()
    try:
        number = view.tables[0].number
        status, _headers, html = Phone(server.port, "en").page("xiangqi", number, pins[number])
        assert status == 404 and refusal(html) == "Table entry is not open on this station"
        server.tables.open = True
        assert Phone(server.port).page("xiangqi", number, pins[number])[0] == 200
        status, _headers, html = Phone(server.port).page("go", 1, "0000")  # go's tables are not open
        assert status == 404 and "未开放桌边录入" in refusal(html)
    finally:
        server.stop()


def test_only_the_halls_network_is_answered():
    assert all(on_the_lan(a) for a in ("127.0.0.1", "192.168.1.20", "10.3.0.7", "172.16.5.5", "fe80::1%eth0",
                                       "::1", "::ffff:192.168.0.9"))
    assert not any(on_the_lan(a) for a in ("8.8.8.8", "2606:4700::1111", "::ffff:1.1.1.1", "", None, "x"))
    pages = TablePages(lambda: None)
    pages.open = True
    answer = pages._closed(SimpleNamespace(remote="8.8.4.4"), "en")
    assert answer.status == 403 and "local network only" in answer.text
    pages.close()


def test_a_code_opens_only_its_table_and_wrong_codes_are_limited_per_address(served, demo_store):
    view, pins = opened_round(demo_store)
    clock = FakeClock()
    served.tables.wrong = WrongCodes(clock)
    first, second = view.tables[0].number, view.tables[1].number
    phone = Phone(served.port, "en")
    status, _headers, html = phone.page("xiangqi", second, pins[first])
    assert status == 403 and refusal(html) == f"Wrong entry code for table {second}"
    for _ in range(4):
        phone.page("xiangqi", first, "99999")
    status, headers, html = phone.page("xiangqi", first, pins[first])  # even the right code waits now
    assert status == 429 and headers["Retry-After"] == "60" and "Too many wrong codes" in refusal(html)
    hidden_form = {"pin": pins[first], "form_token": "x", "revision": "", "lang": "en", "winner": "0"}
    assert phone.ask("POST", f"/table/xiangqi/{first}/propose", hidden_form)[0] == 403  # no token: refused first
    clock.now += 61
    assert phone.page("xiangqi", first, pins[first])[0] == 200


def test_a_form_without_its_pages_token_or_from_another_site_is_refused(served, demo_store):
    view, pins = opened_round(demo_store)
    first, second = view.tables[0].number, view.tables[1].number
    phone = Phone(served.port, "en")
    html = phone.page("xiangqi", first, pins[first])[2]
    status, _headers, answer = phone.send("xiangqi", first, html, {"winner": "0", "form_token": ""})
    assert status == 403 and "reload it" in refusal(answer)
    status, _headers, answer = phone.send("xiangqi", first, html, {"winner": "0"},
                                          headers={"Origin": "http://evil.example"})
    assert status == 403 and "not sent from the station" in refusal(answer)
    other = phone.page("xiangqi", second, pins[second])[2]  # table 2's token does not post to table 1
    status, _headers, answer = phone.send("xiangqi", first, other, {"winner": "0", "pin": pins[first]})
    assert status == 403
    assert proposals(demo_store) == 0


@pytest.mark.parametrize("change", ["swap", "repair"])
def test_a_stale_page_is_refused_with_words_and_not_applied(served, demo_store, change):
    view, pins = opened_round(demo_store)
    number = view.tables[0].number
    phone = Phone(served.port, "en")
    html = phone.page("xiangqi", number, pins[number])[2]
    if change == "swap":
        swap_seats(demo_store, "xiangqi", view.tables[0].seats[0].seat_id, view.tables[1].seats[0].seat_id)
    else:
        repair_last_round(demo_store, "xiangqi", view.round_id, seed=5)
    status, _headers, answer = phone.send("xiangqi", number, html, {"winner": "0"})
    assert status == 409 and "paired again" in refusal(answer)
    assert proposals(demo_store) == 0


def test_gomoku_is_the_referees_only_on_the_phone_too(served, demo_store):
    view, pins = opened_round(demo_store, "gomoku")
    number = view.tables[0].number
    status, _headers, html = Phone(served.port, "en").page("gomoku", number, pins[number])
    assert "Only the referee enters Gomoku results" in html and '/propose"' not in html


def test_no_student_id_nor_a_dealt_role_ever_reaches_a_phone(served, demo_store):
    phones = [Phone(served.port, language) for language in ("zh", "en")]
    for code, entry in (("xiangqi", {"winner": "0"}), ("sanguosha_identity", {"winner": "lord"}),
                        ("doudizhu", {"mode": "totals", "total_0": "1", "total_1": "1", "total_2": "1"})):
        view, pins = opened_round(demo_store, code)
        number = view.tables[0].number
        for phone in phones:
            html = phone.page(code, number, pins[number])[2]
            phone.send(code, number, html, entry)  # a refusal's page too
            html = phone.page(code, number, pins[number])[2]
            if 'data-poll="' in html:
                phone.ask("GET", re.search(r'data-poll="([^"]*)"', html).group(1).replace("&amp;", "&"))
            phone.page(code, number, "0000")
    with demo_store.read() as session:
        ids = session.scalars(select(Player.student_id)).all()
    sent = [body for phone in phones for body in phone.bodies]
    assert len(sent) > 20 and ids
    assert not [student_id for student_id in ids for body in sent if student_id in body]
    identity = [body for body in sent if "sanguosha_identity" in body or "三国杀身份" in body]
    seats_only = [re.sub(r"<fieldset>.*?</fieldset>", "", body) for body in identity]  # the winning side's choice
    assert identity and not [word for body in seats_only for word in (*ROLE_NAMES_ZH, *ROLE_NAMES_ZH.values())
                             if word in body.lower()]


def test_an_identity_entry_that_does_not_fit_the_dealt_cards_is_refused_without_saying_which_card(served, demo_store):
    """The scoring's own words would say which check failed (the lord dead, the traitor not alone …): the phone
    gets one plain mismatch (docs/rules.md §9.4)."""
    view, number, pin, phone, html = at_first_table(demo_store, served, "sanguosha_identity")
    answers = [phone.send("sanguosha_identity", number, html, entry)[2] for entry in (
        {"winner": "lord"}, {"winner": "traitor", "alive_0": "on", "alive_1": "on"},
        {"winner": "rebels", **{f"alive_{seat}": "on" for seat in range(8)}})]
    assert {refusal(answer) for answer in answers} == {
        "The entry does not fit the identity cards dealt at this table: check the winner, the survivors and the kills"}
    assert proposals(demo_store) == 0


def test_the_desks_confirmation_ends_the_tables_page_and_everything_came_from_the_station(served, demo_store):
    view, number, pin, phone, html = at_first_table(demo_store, served, "sanguosha_1v1")
    assert phone.send("sanguosha_1v1", number, html, {"winner": "1"})[0] == 303
    [line] = pending_proposals(demo_store, "sanguosha_1v1", view.round_id)
    confirm_proposal(demo_store, line.proposal.id, by="裁判长")
    status, _headers, html = phone.page("sanguosha_1v1", number, pin)
    assert status == 200 and f"The referee has confirmed table {number}'s result" in unescape(html)
    for body in phone.bodies:  # no outside address: no CDN, nothing from the internet
        assert not re.search(r"""(src|href|action)=["']?(https?:)?//""", body) and "@import" not in body
        assert "url(" not in body
