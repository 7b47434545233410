"""The table pages of the live server: a phone that scanned a table's QR code enters the table's result, the
opponent confirms it with the same table code, and the page follows it until the desk decides.

A second pair of hands, never a way around the referee: off until the referee turns it on (the live page's
switch, then per event at the desk); answered only to the hall's local network; a code opens only its own
table in its round; wrong codes are limited per address and every form carries the token of the page it was
served with (app/web/form_guard.py).  The services do the reading and writing (app/services/table_entry.py),
in worker threads: the server's loop never waits on the tournament file.  What a page holds is a
PhoneTable: names, schools and sides, never a student ID or a dealt role.
"""
from __future__ import annotations

import asyncio
import ipaddress
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from html import escape
from typing import Any, Callable
from urllib.parse import urlencode

from aiohttp import web

from app.messages import Coded, Message, render
from app.rules.events import PRESETS
from app.services import table_entry
from app.services.result_entry import event_settings
from app.web.form_guard import TOKEN_FIELD, FormRefused, FormTokens, WrongCodes, check_post
from app.web.page_words import PAGE_LANGUAGES, page_language
from app.web.table_forms import PageWords, PhoneSeat, PhoneTable, entry_from_form, phone_refusal
from app.web.table_html import EntryShown, page_url, refused_page, table_page

DEVICE_COOKIE = "station_device"  # which phone made an entry: the opponent confirms on another one
WORKERS = 4  # threads that read and write the tournament for the pages (SQLite writes one at a time anyway)
WRONG_CODE = {"table_entry.wrong_pin", "table_entry.no_table"}  # counted against the address that typed it
STATUS = {"table_entry.off": 404, "table_entry.no_table": 404, "roster.event_not_held": 404,
          "table_entry.wrong_pin": 403, "table_entry.round_over": 409, "table_entry.repaired": 409,
          "table_entry.stale": 409, "table_entry.confirmed": 200}  # any other refusal: 400, the form shown again
PAGE_HEADERS = {
    "Cache-Control": "no-store",  # the page holds the table's code and a form token
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",  # its own forms post with their Origin (no-referrer sends "null": refused)
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
                               "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
}


def on_the_lan(address: str | None) -> bool:
    """A client of the hall's network: a private, loopback or link-local address (an IPv4 one mapped in IPv6 too)."""
    try:
        ip = ipaddress.ip_address((address or "").split("%")[0])
    except ValueError:
        return False
    ip = getattr(ip, "ipv4_mapped", None) or ip
    return ip.is_private or ip.is_loopback or ip.is_link_local


def phone_table(page: table_entry.TablePage, settings: dict[str, Any]) -> PhoneTable:
    """What the phone is shown of a table page: the seats' names, schools and sides only."""
    preset = PRESETS[page.event]
    return PhoneTable(page.event, preset.words, page.round_id.words(), page.table_number,
                      tuple(PhoneSeat(seat.name, seat.school, seat.label) for seat in page.seats), page.revision,
                      bool(settings["draws_allowed"]), int(settings["games_per_round"]), page.needs_agreement)


class TablePages:
    """The table routes of one live server, with their switch, tokens and wrong-code counts."""

    def __init__(self, store: Callable[[], Any], clock: Callable[[], float] = time.monotonic):
        """``store``: the server's open store (it may follow a replaced file); ``clock``: monotonic seconds."""
        self.open = False  # the live page's switch: off until the referee turns table entry on
        self._store = store
        self.tokens = FormTokens()
        self.wrong = WrongCodes(clock)
        self._workers = ThreadPoolExecutor(WORKERS, thread_name_prefix="table-entry")

    def add_routes(self, app: web.Application) -> None:
        table = "/table/{code:[a-z0-9_]+}/{number:[0-9]{1,4}}"
        app.router.add_get(table, self._page)
        app.router.add_post(table + "/propose", self._propose)
        app.router.add_post(table + "/agree", self._agree)
        app.router.add_get(table + "/state.json", self._state)

    def close(self) -> None:
        self._workers.shutdown(wait=True)

    # -- the pages --------------------------------------------------------------------------------------
    async def _page(self, request: web.Request) -> web.Response:
        language, pin = page_language(request), request.query.get("pin", "")
        return await self._answer(request, language, pin)

    async def _propose(self, request: web.Request) -> web.Response:
        form = await request.post()
        pin, language = form.get("pin", ""), _language(form.get("lang"))

        def work(device: str):
            table, page = self._read(request, pin)
            entry = entry_from_form(table, form)
            table_entry.propose(self._store(), page.event, page.table_number, pin, entry, device=device,
                                revision=form.get("revision", ""), language=language)
        return await self._post(request, form, language, pin, work)

    async def _agree(self, request: web.Request) -> web.Response:
        form = await request.post()
        pin, language = form.get("pin", ""), _language(form.get("lang"))

        def work(device: str):
            code, number = _where(request)
            table_entry.agree(self._store(), code, number, pin, _number(form.get("proposal")), device=device)
        return await self._post(request, form, language, pin, work)

    async def _state(self, request: web.Request) -> web.Response:
        """Where an entry stands, for the page waiting on it: only with the token its page was given."""
        refused = self._closed(request, page_language(request))
        if refused is not None:
            return refused
        code, number = _where(request)
        proposal = _number(request.query.get("proposal"))
        if not self.tokens.valid(_poll_key(code, number, proposal), request.query.get("token")):
            raise web.HTTPForbidden()
        try:
            state = await self._run(table_entry.proposal_state, self._store(), proposal)
        except Exception as error:  # noqa: BLE001 — no such proposal: nothing to say about it
            if not isinstance(error, Coded):
                raise
            raise web.HTTPNotFound() from None
        return web.json_response({"state": state.state}, headers={"Cache-Control": "no-store"})

    # -- the steps every page takes ----------------------------------------------------------------------
    def _closed(self, request: web.Request, language: str) -> web.Response | None:
        """The answer when table entry is off or the phone is not on the hall's network (None: go on)."""
        if not self.open:
            return self._words(language, Message("phone.tables_off"), 404)
        if not on_the_lan(request.remote):
            return self._words(language, Message("phone.lan_only"), 403)
        return None

    async def _answer(self, request: web.Request, language: str, pin: str, refusal: Coded | None = None,
                      status: int = 200) -> web.Response:
        """The table's page (after a refusal, with its words), or the page saying why it cannot open."""
        closed = self._closed(request, language)
        if closed is not None:
            return closed
        client = request.remote or ""
        try:
            self.wrong.check(client)
            table, page = await self._run(self._read, request, pin)
        except FormRefused as error:
            return self._words(language, error, error.status, error.headers())
        except Exception as error:  # noqa: BLE001 — a coded refusal is worded; anything else is the server's 500
            if not isinstance(error, Coded):
                raise
            if error.code in WRONG_CODE:
                self.wrong.wrong(client)
            return self._words(language, error, STATUS.get(error.code, 400))
        self.wrong.right(client)
        device = request.cookies.get(DEVICE_COOKIE) or secrets.token_urlsafe(16)
        html = table_page(table, language, self._hidden(table, language, pin), pin=pin,
                          refusal=refusal.message(language) if refusal else "",
                          shown=self._shown(table, page.proposal, device, language, pin))
        response = web.Response(text=html, content_type="text/html", status=status, headers=PAGE_HEADERS)
        if DEVICE_COOKIE not in request.cookies:
            response.set_cookie(DEVICE_COOKIE, device, httponly=True, samesite="Strict", max_age=86400)
        return response

    async def _post(self, request: web.Request, form, language: str, pin: str, work) -> web.Response:
        """A posted form: from this station's page with its token, from an address not locked out; then the
        work in a worker, and back to the table's page (303), or the page again with the refusal."""
        closed = self._closed(request, language)
        if closed is not None:
            return closed
        code, number = _where(request)
        try:
            check_post(self.tokens, _page_key(code, number), request.headers, form.get(TOKEN_FIELD))
        except FormRefused as error:
            return self._words(language, error, error.status)
        device = request.cookies.get(DEVICE_COOKIE) or secrets.token_urlsafe(16)
        try:
            self.wrong.check(request.remote or "")
            await self._run(work, device)
        except FormRefused as error:
            return self._words(language, error, error.status, error.headers())
        except Exception as error:  # noqa: BLE001 — the page again with a refusal's words (the page's own, if refused)
            if not isinstance(error, Coded):
                raise
            return await self._answer(request, language, pin, phone_refusal(code, error), STATUS.get(error.code, 400))
        raise web.HTTPSeeOther(page_url(code, number, pin, language), headers=PAGE_HEADERS)

    def _read(self, request: web.Request, pin: str) -> tuple[PhoneTable, table_entry.TablePage]:
        """In a worker: the table a code opens, as its phone is shown it."""
        code, number = _where(request)
        page = table_entry.table_for_pin(self._store(), code, number, pin)
        return phone_table(page, event_settings(self._store(), code)), page

    async def _run(self, work, *args):
        return await asyncio.get_running_loop().run_in_executor(self._workers, work, *args)

    def _hidden(self, table: PhoneTable, language: str, pin: str) -> str:
        fields = {"pin": pin, TOKEN_FIELD: self.tokens.issue(_page_key(table.code, table.number)),
                  "revision": table.revision, "lang": language}
        return "".join(f'<input type="hidden" name="{name}" value="{escape(value)}">' for name, value in fields.items())

    def _shown(self, table: PhoneTable, proposal, device: str, language: str, pin: str) -> EntryShown | None:
        """The table's latest entry as this phone sees it: its own waiting on the opponent, or the opponent's
        to confirm, or the desk's decision."""
        if proposal is None or proposal.state == table_entry.REPLACED:
            return None
        state, agree_form = proposal.state, ""
        if state == table_entry.PENDING and proposal.needs_agreement:
            if proposal.device == device:
                words = Message("phone.awaiting_opponent")
            else:
                words = Message("phone.opponent_checks")
                agree_form = (f'<form method="post" action="/table/{table.code}/{table.number}/agree" class="entry">'
                              f'{self._hidden(table, language, pin)}<input type="hidden" name="proposal" '
                              f'value="{proposal.id}"><button type="submit" id="agree">'
                              f'{PageWords(language)("phone.agree")}</button></form>')
        elif state == table_entry.REJECTED:
            words = Message("phone.rejected", reason=proposal.reason or "")
        else:
            words = Message({table_entry.PENDING: "phone.pending", table_entry.AGREED: "phone.agreed"}
                            .get(state, "phone.confirmed"))
        poll = ""
        if state in table_entry.OPEN_STATES:
            token = self.tokens.issue(_poll_key(table.code, table.number, proposal.id))
            poll = f"/table/{table.code}/{table.number}/state.json?{urlencode({'proposal': proposal.id, 'token': token})}"
        return EntryShown(state, words.message(language), _entered(table, proposal.result, language), poll, agree_form)

    @staticmethod
    def _words(language: str, words: Coded | Message, status: int, headers: dict | None = None) -> web.Response:
        return web.Response(text=refused_page(language, words.message(language)), content_type="text/html",
                            status=status, headers={**PAGE_HEADERS, **(headers or {})})


def _entered(table: PhoneTable, result, language: str) -> str:
    """What was entered, as the page says it: a two-sided result between the names it reads from."""
    w, words = PageWords(language), render(result, language)
    if len(table.seats) == 2:
        return w("phone.entered_between", first=table.seats[0].name, result=words, second=table.seats[1].name)
    return w("phone.entered", result=words)


def _where(request: web.Request) -> tuple[str, int]:
    return request.match_info["code"], int(request.match_info["number"])


def _number(value) -> int:
    try:
        return int(value or "")
    except ValueError:
        raise web.HTTPBadRequest() from None


def _language(value) -> str:
    return value if value in PAGE_LANGUAGES else "zh"


def _page_key(code: str, number: int) -> str:
    """What a table page's form token is made for: a token from table 3's page posts to table 3 only."""
    return f"table/{code}/{number}"


def _poll_key(code: str, number: int, proposal: int) -> str:
    return f"table/{code}/{number}/proposal/{proposal}"
