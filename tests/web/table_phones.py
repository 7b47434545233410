"""Phones for the table page tests: each keeps its own cookies (its device) and reads the page's hidden fields
(importable: pytest puts this folder on sys.path)."""
import http.client
import random
import re
from urllib.parse import urlencode

import pytest

from app.services.rounds import pair_next_round
from app.services.table_entry import open_table_entry
from app.web.server import LiveServer

HIDDEN = re.compile(r'<input type="hidden" name="(\w+)" value="([^"]*)">')


@pytest.fixture
def served(demo_store):
    """The live page on a free port of 127.0.0.1 with the tables' result pages on."""
    server = LiveServer(demo_store, "127.0.0.1", 0, table_entry=True)
    server.start()
    yield server
    server.stop()


class Phone:
    """One phone on 127.0.0.1: GET and POST as a browser would, its cookie kept, redirects not followed."""

    def __init__(self, port: int, language: str = "zh"):
        self.port, self.language, self.cookie = port, language, ""
        self.bodies: list[str] = []  # everything the station ever sent this phone

    def ask(self, method: str, path: str, fields: dict | None = None, headers: dict | None = None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        sent = {"Host": f"127.0.0.1:{self.port}", **({"Cookie": self.cookie} if self.cookie else {}),
                **(headers or {})}
        body = None
        if fields is not None:
            body = urlencode(fields)
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        text = response.read().decode()
        connection.close()
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";")[0]
        self.bodies.append(text)
        return response.status, dict(response.getheaders()), text

    def page(self, code: str, number: int, pin: str):
        return self.ask("GET", f"/table/{code}/{number}?{urlencode({'pin': pin, 'lang': self.language})}")

    def send(self, code: str, number: int, page_html: str, fields: dict, action: str = "propose", headers=None):
        """Post a form of the page as the page would: its hidden fields (PIN, token, revision) and ``fields``."""
        hidden = dict(HIDDEN.findall(page_html))
        return self.ask("POST", f"/table/{code}/{number}/{action}", {**hidden, **fields}, headers)


def opened_round(store, code: str = "xiangqi", seed: int = 1):
    """The event's next round paired and open for entry at the tables: its view and {table: PIN}."""
    view = pair_next_round(store, code, seed=seed)
    return view, open_table_entry(store, code, view.round_id, by="裁判长", rng=random.Random(seed))
