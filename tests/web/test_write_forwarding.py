"""The pages that write stay in the station while the phones are answered by a process of their own: that process
forwards ``/table/…`` and ``/checkin/…`` to the station's private server, with the phone's real address, which
the station trusts only with this run's secret (its LAN-only check and wrong-code limiter use it)."""
import asyncio
import http.client
import urllib.error
import urllib.request

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from fakes import FakeTime

from app.web.answers import CLIENT_HEADER, SECRET_HEADER, Answers, Station
from app.web.form_guard import WRONG_LIMIT, WrongCodes
from table_phones import opened_round, served  # noqa: F401 (served: a fixture)


def _through_answers(station_app: web.Application, secret: str, requests):
    """Each (method, path, headers, body) asked of the HTTP process's routes, forwarding to ``station_app``:
    (status, headers, body) each."""
    async def run():
        async with TestServer(station_app) as station:
            answers = Answers({}, {}, station=Station(station.port, secret))
            async with TestClient(TestServer(answers.app())) as phone:
                said = []
                for method, path, headers, body in requests:
                    response = await phone.request(method, path, headers=headers, data=body, allow_redirects=False)
                    said.append((response.status, response.headers, await response.text()))
                return said
    return asyncio.run(run())


def test_a_write_page_is_forwarded_with_what_its_page_reads_and_the_phones_address():
    seen = []

    async def station_page(request):
        seen.append((request.method, str(request.rel_url), dict(request.headers), await request.text()))
        response = web.Response(status=303, headers={"Location": "/table/xiangqi/3?pin=1234&lang=en",
                                                     "Cache-Control": "no-store"})
        response.set_cookie("station_device", "abc", httponly=True)
        response.set_cookie("second", "2")
        return response

    station = web.Application()
    station.router.add_route("*", "/table/{tail:.*}", station_page)
    headers = {"Origin": "http://10.0.0.5:8765", "Referer": "http://10.0.0.5:8765/table/xiangqi/3",
               "Cookie": "station_device=abc", "Accept-Language": "en", "Host": "10.0.0.5:8765",
               "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "phone",
               CLIENT_HEADER: "10.9.9.9", SECRET_HEADER: "guessed"}  # a phone cannot name its own address
    [(status, back, _body)] = _through_answers(station, "this-run", [
        ("POST", "/table/xiangqi/3/propose?lang=en", headers, "pin=1234&score=1-0")])
    assert status == 303 and back["Location"] == "/table/xiangqi/3?pin=1234&lang=en"
    assert back["Cache-Control"] == "no-store"
    assert sorted(cookie.split(";")[0] for cookie in back.getall("Set-Cookie")) == ["second=2", "station_device=abc"]
    [(method, path, forwarded, body)] = seen
    assert (method, path, body) == ("POST", "/table/xiangqi/3/propose?lang=en", "pin=1234&score=1-0")
    for name in ("Origin", "Referer", "Cookie", "Accept-Language", "Host", "Content-Type"):
        assert forwarded[name] == headers[name]
    assert forwarded[CLIENT_HEADER] == "127.0.0.1" and forwarded[SECRET_HEADER] == "this-run"
    assert "User-Agent" not in forwarded


def test_a_station_that_does_not_answer_is_said_in_the_phones_language():
    async def run():
        answers = Answers({}, {}, station=Station(1, "secret"))  # nothing listens on port 1
        async with TestClient(TestServer(answers.app())) as phone:
            response = await phone.get("/checkin/xiangqi?lang=en")
            return response.status, await response.text()
    status, text = asyncio.run(run())
    assert status == 503 and text == "The referee's station did not answer: try again in a moment"


def test_only_the_live_pages_own_paths_are_forwarded():
    async def anything(_request):
        return web.Response(text="station")

    station = web.Application()
    station.router.add_route("*", "/{tail:.*}", anything)
    said = _through_answers(station, "s", [("GET", "/admin", {}, None), ("POST", "/", {}, "x"),
                                           ("GET", "/checkin/xiangqi", {}, None)])
    assert [status for status, _headers, _body in said] == [404, 405, 200]


def _ask_station(server, path, client, secret=None, method="GET"):
    """``path`` asked of the station's private server as the HTTP process asks it, for a phone at ``client``."""
    secret = server._writes.secret if secret is None else secret
    request = urllib.request.Request(f"http://127.0.0.1:{server._writes.port}{path}", method=method,
                                     headers={CLIENT_HEADER: client, SECRET_HEADER: secret, "Accept-Language": "en"})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_the_station_refuses_a_request_without_this_runs_secret(served, demo_store):
    view, pins = opened_round(demo_store, "xiangqi")
    number = view.tables[0].number
    path = f"/table/xiangqi/{number}?pin={pins[number]}"
    assert _ask_station(served, path, "192.168.1.20", secret="another-run")[0] == 403
    assert _ask_station(served, path, "192.168.1.20", secret="")[0] == 403
    assert _ask_station(served, path, "192.168.1.20")[0] == 200


def test_the_lan_check_and_the_wrong_code_limit_take_the_phones_real_address(served, demo_store):
    view, pins = opened_round(demo_store, "xiangqi")
    number = view.tables[0].number
    served.tables.wrong = WrongCodes(FakeTime())
    status, page = _ask_station(served, f"/table/xiangqi/{number}?pin={pins[number]}", "8.8.4.4")
    assert status == 403 and "local network only" in page
    wrong = "0000" if pins[number] != "0000" else "1111"
    for _try in range(WRONG_LIMIT):
        assert _ask_station(served, f"/table/xiangqi/{number}?pin={wrong}", "192.168.1.20")[0] == 403
    assert _ask_station(served, f"/table/xiangqi/{number}?pin={pins[number]}", "192.168.1.20")[0] == 429
    assert _ask_station(served, f"/table/xiangqi/{number}?pin={pins[number]}", "192.168.1.21")[0] == 200


def _phone_at(address: str, port: int, path: str) -> int:
    """The status a phone at ``address`` (a loopback address of its own) gets for ``path`` on the live page."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60, source_address=(address, 0))
    try:
        connection.request("GET", path, headers={"Host": f"127.0.0.1:{port}"})
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def test_through_the_live_pages_address_each_phone_has_its_own_wrong_tries(served, demo_store):
    view, pins = opened_round(demo_store, "xiangqi")
    number = view.tables[0].number
    served.tables.wrong = WrongCodes(FakeTime())
    wrong = "0000" if pins[number] != "0000" else "1111"
    for _try in range(WRONG_LIMIT):
        assert _phone_at("127.0.0.2", served.port, f"/table/xiangqi/{number}?pin={wrong}") == 403
    assert _phone_at("127.0.0.2", served.port, f"/table/xiangqi/{number}?pin={pins[number]}") == 429
    assert _phone_at("127.0.0.3", served.port, f"/table/xiangqi/{number}?pin={pins[number]}") == 200
