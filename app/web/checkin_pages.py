"""The entrance tablet's self check-in pages on the live page's server (docs/rules.md §1.5).

``/checkin/CODE`` finds a player by name (``?q=``; with ``part=list`` only the list, for the page's
search-as-you-type), ``/checkin/CODE/ENTRY`` asks the last characters of their student ID and takes the
POST that checks them in.  Plain HTML forms that work without a script; worded in the tablet's language
(``?lang=``, else the browser's, Chinese by default).  Each confirm page carries a form token tied to
that player and round (app/web/form_guard.py); the services run in a worker thread, never on the
server's loop.  No page holds a student ID, masked or not.
"""
from __future__ import annotations

import asyncio
import functools
from html import escape
from typing import Callable, Mapping

from aiohttp import web

from app.assets import asset_path
from app.messages import error_text, format_message, render
from app.files.errors import TournamentFileError
from app.services.events import RosterError
from app.services.live_address import CHECKIN_PATH
from app.services.tablet_checkin import (TABLET_DIGITS, TabletRefused, check_in_at_tablet, event_words,
                                         find_players, tablet_player)
from app.stages.round_id import RoundId
from app.web.form_guard import TOKEN_FIELD, FormRefused, FormTokens, WrongCodes, check_post
from app.web.page_words import page_language

PAGE_FILE = ("web", "checkin.html")
BACK_SECONDS = 8  # the done page returns to the search by itself: the next player finds an empty box
STATUS = {  # the HTTP status of each refusal; a refusal not named here is 409
    "checkin.tablet_off": 403, "checkin.tablet_wrong_digits": 403, "checkin.tablet_digits_format": 400,
    "checkin.tablet_not_listed": 404, "roster.event_not_held": 404,
}
SEARCH_SCRIPT = """<script>
(function () {
  var form = document.getElementById("find"), box = document.getElementById("q"),
      list = document.getElementById("found"), timer = null;
  if (!form || !window.fetch || !window.URLSearchParams) return;
  box.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var asked = new URLSearchParams(new FormData(form));
      asked.set("part", "list");
      fetch(location.pathname + "?" + asked.toString(), {credentials: "same-origin"})
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) { if (html !== null) list.innerHTML = html; });
    }, 200);
  });
})();
</script>
"""


def words(code: str, lang: str, **params) -> str:
    return escape(format_message(code, params, lang))


def home(code: str, lang: str = "") -> str:
    """The event's search page (in ``lang`` when given)."""
    return f"/{CHECKIN_PATH}/{code}" + (f"?lang={lang}" if lang else "")


def round_field(round_id: RoundId) -> str:
    """The round a confirm page was served for, as its form sends it back."""
    return f"{round_id.stage}-{round_id.number}"


def page_key(code: str, entry_id: int, round_id: RoundId) -> str:
    """What a confirm page's token is tied to: the event, the player and the round."""
    return f"checkin/{code}/{entry_id}/{round_field(round_id)}"


def _seen_round(code: str, text: str) -> RoundId | None:
    stage, _dash, number = text.rpartition("-")
    return RoundId(code, stage, int(number)) if stage and number.isdigit() else None


class CheckinPages:
    """The tablet's pages over the store ``store_of()`` gives (the server's, which may follow a new file)."""

    def __init__(self, store_of: Callable[[], object], headers: Mapping[str, str],
                 tokens: FormTokens | None = None, wrong_codes: WrongCodes | None = None):
        self.store_of, self.tokens = store_of, tokens or FormTokens()
        self.wrong_codes = wrong_codes or WrongCodes()
        self.headers = {**headers, "Cache-Control": "no-store"}  # a page naming a player is kept by no cache
        self.template = asset_path(*PAGE_FILE).read_text(encoding="utf-8")

    def register(self, app: web.Application) -> None:
        event, player = f"/{CHECKIN_PATH}/{{code:[a-z0-9_]+}}", r"/{entry:\d{1,9}}"
        app.router.add_get(event, self.search_page)
        app.router.add_get(event + player, self.confirm_page)
        app.router.add_post(event + player, self.check_in)

    # -- the pages ----------------------------------------------------------------------
    async def search_page(self, request: web.Request) -> web.Response:
        code, lang = request.match_info["code"], page_language(request)
        query = request.query.get("q", "")[:40]
        try:
            found = await _in_worker(find_players, self.store_of(), code, query)
        except (TabletRefused, RosterError, TournamentFileError) as refusal:
            return self._refused(refusal, lang, code)
        listing = self._listing(code, lang, query, found)
        if request.query.get("part") == "list":
            return web.Response(text=listing, content_type="text/html", charset="utf-8", headers=self.headers)
        main = (f'<form class="find" id="find" method="get" action="{home(code)}">'
                f'<input type="hidden" name="lang" value="{lang}">'
                f'<input id="q" name="q" value="{escape(query)}" autocomplete="off" autocapitalize="off" '
                f'spellcheck="false" autofocus placeholder="{words("tablet.find", lang)}" '
                f'aria-label="{words("tablet.find", lang)}">'
                f'<button type="submit">{words("tablet.find_button", lang)}</button></form>'
                f'<p class="hint">{words("tablet.hint", lang)}</p><div id="found">{listing}</div>')
        return self._page(lang, found.event, found.round_id, main, script=SEARCH_SCRIPT)

    def _listing(self, code: str, lang: str, query: str, found) -> str:
        if not query.strip():
            return ""
        if not found.players:
            return f'<p class="hint">{words("tablet.none_found", lang)}</p>'
        items = []
        for player in found.players:
            where = escape(" · ".join(part for part in (player.school, player.team) if part))
            if player.present:
                items.append(f'<li><div class="done"><span class="name">{escape(player.name)}</span>'
                             f'<span class="where">{where} <span class="mark">✓ {words("tablet.already", lang)}'
                             f'</span></span></div></li>')
            else:
                items.append(f'<li><a href="{home(code)}/{player.entry_id}?lang={lang}">'
                             f'<span class="name">{escape(player.name)}</span><span class="where">{where}</span></a></li>')
        more = f'<p class="hint">{words("tablet.more_found", lang, count=found.more)}</p>' if found.more else ""
        return f'<ul class="found">{"".join(items)}</ul>{more}'

    async def confirm_page(self, request: web.Request) -> web.Response:
        code, lang = request.match_info["code"], page_language(request)
        try:
            event, round_id, player = await _in_worker(tablet_player, self.store_of(), code,
                                                       int(request.match_info["entry"]))
        except (TabletRefused, RosterError, TournamentFileError) as refusal:
            return self._refused(refusal, lang, code)
        return self._page(lang, event, round_id, self._confirm_form(code, lang, round_id, player))

    def _confirm_form(self, code: str, lang: str, round_id: RoundId, player, refusal: str = "") -> str:
        token = self.tokens.issue(page_key(code, player.entry_id, round_id))
        where = escape(" · ".join(part for part in (player.school, player.team) if part))
        said = f'<div class="refused" role="alert">{refusal}</div>' if refusal else ""
        return (f'{said}<div class="card"><div class="name">{escape(player.name)}</div><div class="where">{where}</div>'
                f'<form class="digits" method="post" action="{home(code)}/{player.entry_id}?lang={lang}">'
                f'<input type="hidden" name="{TOKEN_FIELD}" value="{escape(token)}">'
                f'<input type="hidden" name="round" value="{round_field(round_id)}">'
                f'<label for="digits">{words("tablet.digits_label", lang, digits=TABLET_DIGITS)}</label>'
                f'<input id="digits" name="digits" inputmode="numeric" autocomplete="off" maxlength="{TABLET_DIGITS}" '
                f'size="{TABLET_DIGITS}" autofocus required>'
                f'<div class="actions"><button type="submit">{words("tablet.confirm_button", lang)}</button>'
                f'<a class="button plain" href="{home(code, lang)}">{words("tablet.not_me", lang)}</a>'
                f'</div></form></div>')

    async def check_in(self, request: web.Request) -> web.Response:
        code, lang = request.match_info["code"], page_language(request)
        entry_id = int(request.match_info["entry"])
        form = await request.post()
        seen = _seen_round(code, str(form.get("round", "")))
        try:
            check_post(self.tokens, page_key(code, entry_id, seen) if seen else "", request.headers,
                       str(form.get(TOKEN_FIELD, "")))
            done = await _in_worker(check_in_at_tablet, self.store_of(), code, seen, entry_id,
                                    str(form.get("digits", "")), client=request.remote or "",
                                    wrong_codes=self.wrong_codes)
        except (TabletRefused, FormRefused, RosterError, TournamentFileError) as refusal:
            if getattr(refusal, "code", "") in ("checkin.tablet_wrong_digits", "checkin.tablet_digits_format"):
                return await self._ask_again(code, lang, entry_id, refusal)
            return self._refused(refusal, lang, code)
        said = "tablet.was_done" if done.already else "tablet.done"
        back = home(code, lang)
        main = (f'<div class="ok"><div class="big">✓</div><p class="said">'
                f'{words(said, lang, name=done.player.name, round=done.round_id.words())}</p>'
                f'<p class="card-note">{words("tablet.show_card", lang)}</p>'
                f'<div class="actions"><a class="button" href="{back}">'
                f'{words("tablet.next", lang)}</a></div></div>')
        return self._page(lang, event_words(code), done.round_id, main, here=home(code),
                          head=f'<meta http-equiv="refresh" content="{BACK_SECONDS};url={back}">\n')

    async def _ask_again(self, code: str, lang: str, entry_id: int, refusal: TabletRefused) -> web.Response:
        """The confirm page again, with why: a mistyped digit is tried again at once."""
        try:
            event, round_id, player = await _in_worker(tablet_player, self.store_of(), code, entry_id)
        except (TabletRefused, RosterError, TournamentFileError) as other:
            return self._refused(other, lang, code)
        body = self._confirm_form(code, lang, round_id, player, escape(refusal.message(lang)))
        return self._page(lang, event, round_id, body, status=STATUS[refusal.code])

    # -- the frame ----------------------------------------------------------------------
    def _refused(self, refusal, lang: str, code: str) -> web.Response:
        status = getattr(refusal, "status", None) or STATUS.get(getattr(refusal, "code", ""), 409)
        headers = {**self.headers, **(refusal.headers() if isinstance(refusal, FormRefused) else {})}
        main = (f'<div class="refused" role="alert">{escape(error_text(refusal, lang))}</div>'
                f'<a class="button plain" href="{home(code, lang)}">{words("tablet.back", lang)}</a>')
        return self._page(lang, event_words(code), None, main, here=home(code), status=status,
                          headers=headers)

    def _page(self, lang: str, event, round_id: RoundId | None, main: str, *, script: str = "", head: str = "",
              here: str = "", status: int = 200, headers: Mapping[str, str] | None = None) -> web.Response:
        """The page around ``main``; its language links stay on this address, or go to ``here``."""
        title = words("tablet.title", lang, event=event)
        html = (self.template.replace(f'href="__HERE__?lang={lang}"', f'aria-current="true" href="__HERE__?lang={lang}"')
                .replace("__HERE__", here).replace("__LANG__", "zh-CN" if lang == "zh" else "en")
                .replace("__TITLE__", title).replace("__HEAD__", head)
                .replace("__ROUND__", escape(render(round_id.words(), lang)) if round_id else "")
                .replace("__MAIN__", main).replace("__SCRIPT__", script))
        return web.Response(text=html, status=status, content_type="text/html", charset="utf-8",
                            headers=headers or self.headers)


async def _in_worker(call, *args, **kwargs):
    """A service call on a worker thread: the server's loop keeps answering the phones meanwhile."""
    return await asyncio.get_running_loop().run_in_executor(None, functools.partial(call, *args, **kwargs))
